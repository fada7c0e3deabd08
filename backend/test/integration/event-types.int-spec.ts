import fc from 'fast-check';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import { eventTypeCondition } from '../../src/modules/events/event-type-patterns';
import { bearer, createTenant, ingest, pollUntil, sessionHeaders } from '../support/factories';
import { expectProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

type Tenant = Awaited<ReturnType<typeof createTenant>>;

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data);

/** Each provider's verification, a body and its headers signed as that provider signs them, and the type ingest should read. */
const PROVIDERS = (() => {
  const now = () => Math.floor(Date.now() / 1000);
  const standardSecret = `whsec_${randomBytes(32).toString('base64')}`;
  return [
    {
      type: 'stripe',
      secret: 'whsec_event_types_stripe',
      body: JSON.stringify({ id: 'evt_1', type: 'invoice.paid' }),
      headers: (body: string, secret: string) => ({
        'stripe-signature': new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload: body, secret }),
      }),
      expected: 'invoice.paid',
    },
    {
      type: 'github',
      secret: 'gh-secret',
      body: JSON.stringify({ action: 'opened', type: 'not-this' }),
      headers: (body: string, secret: string) => ({
        'x-hub-signature-256': `sha256=${hmac(secret, body).digest('hex')}`,
        'X-GitHub-Event': 'pull_request',
      }),
      expected: 'pull_request',
    },
    {
      type: 'shopify',
      secret: 'shopify-secret',
      body: JSON.stringify({ id: 1 }),
      headers: (body: string, secret: string) => ({
        'x-shopify-hmac-sha256': hmac(secret, body).digest('base64'),
        'x-shopify-topic': 'orders/create',
      }),
      expected: 'orders/create',
    },
    {
      type: 'slack',
      secret: 'slack-secret',
      body: JSON.stringify({ type: 'event_callback', event: { type: 'app_mention' } }),
      headers: (body: string, secret: string) => {
        const t = String(now());
        return { 'x-slack-request-timestamp': t, 'x-slack-signature': `v0=${hmac(secret, `v0:${t}:${body}`).digest('hex')}` };
      },
      expected: 'app_mention',
    },
    {
      type: 'standard_webhooks',
      secret: standardSecret,
      body: JSON.stringify({ type: 'user.created', data: {} }),
      headers: (body: string, secret: string) => {
        const [id, t] = [`msg_${randomUUID()}`, String(now())];
        const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
        return { 'webhook-id': id, 'webhook-timestamp': t, 'webhook-signature': `v1,${hmac(key, `${id}.${t}.${body}`).digest('base64')}` };
      },
      expected: 'user.created',
    },
  ];
})();

describe('event types (issue #28 §1)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ RELAY_INTERVAL_MS: '200' });
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  const setSource = (tenant: Tenant, source: unknown) =>
    request(api.url).patch(`/api/endpoints/${tenant.endpoint.id}`).set(bearer(tenant.key)).send({ event_type_source: source });

  /** The stored event_type of an accepted ingest, as the detail answers it. */
  async function typeOf(tenant: Tenant, res: request.Response): Promise<string | null> {
    expect(res.status).toBe(202);
    return (await request(api.url).get(`/api/events/${res.body.event_id}`).set(bearer(tenant.key)).expect(200)).body.event_type;
  }

  const listTypes = async (tenant: Tenant, query: Record<string, string>) =>
    (
      await request(api.url)
        .get('/api/events')
        .query({ limit: '250', ...query })
        .set(bearer(tenant.key))
        .expect(200)
    ).body.data.map((event: { event_type: string | null }) => event.event_type);

  it.each(PROVIDERS)("reads a verified $type endpoint's type from the provider's usual place when it names no source", async (provider) => {
    const tenant = await createTenant(api.url);
    await request(api.url)
      .put(`/api/endpoints/${tenant.endpoint.id}/verification`)
      .set(bearer(tenant.key))
      .send({ type: provider.type, secrets: [provider.secret] })
      .expect(200);
    const res = await request(api.url)
      .post(`/api/ingest/${tenant.endpoint.token}`)
      .set('content-type', 'application/json')
      .set(provider.headers(provider.body, provider.secret))
      .send(provider.body);
    expect(await typeOf(tenant, res)).toBe(provider.expected);

    // an own source wins over the provider's
    await setSource(tenant, { kind: 'json_pointer', pointer: '/nowhere' }).expect(200);
    const own = await request(api.url)
      .post(`/api/ingest/${tenant.endpoint.token}`)
      .set('content-type', 'application/json')
      .set(provider.headers(provider.body, provider.secret))
      .send(provider.body);
    expect(await typeOf(tenant, own)).toBeNull();
  });

  it('sets, shows and clears an endpoint source; reads a pointer or a header; anything unusable is null', async () => {
    const tenant = await createTenant(api.url);
    const path = `/api/endpoints/${tenant.endpoint.id}`;
    expect((await request(api.url).get(path).set(bearer(tenant.key)).expect(200)).body.event_type_source).toBeNull();
    expect(await typeOf(tenant, await ingest(api.url, tenant.endpoint.token, '{"type":"a.b"}'))).toBeNull();

    const pointer = { kind: 'json_pointer', pointer: '/data/a~1b/0/k~0ind' };
    expect((await setSource(tenant, pointer).expect(200)).body.event_type_source).toEqual(pointer);
    expect((await request(api.url).get(path).set(bearer(tenant.key)).expect(200)).body.event_type_source).toEqual(pointer);
    const send = async (body: string, contentType?: string) =>
      typeOf(tenant, await ingest(api.url, tenant.endpoint.token, body, contentType));
    expect(await send(JSON.stringify({ data: { 'a/b': [{ 'k~ind': 'order.paid' }] } }))).toBe('order.paid');
    expect(await send(JSON.stringify({ data: { 'a/b': [{ 'k~ind': 42 }] } }))).toBeNull();
    expect(await send(JSON.stringify({ data: { 'a/b': [{ 'k~ind': { type: 'x' } }] } }))).toBeNull();
    expect(await send(JSON.stringify({ data: { 'a/b': [{ 'k~ind': 'x'.repeat(201) }] } }))).toBeNull();
    expect(await send(JSON.stringify({ data: { 'a/b': [{ 'k~ind': 'x'.repeat(200) }] } }))).toBe('x'.repeat(200));
    expect(await send(JSON.stringify({ data: { 'a/b': [{ 'k~ind': 'a\u0000b' }] } }))).toBeNull();
    expect(await send(JSON.stringify({ data: {} }))).toBeNull();
    expect(await send('data=order.paid', 'application/x-www-form-urlencoded')).toBeNull();
    expect(await send('{"data": truncated')).toBeNull();

    const header = await setSource(tenant, { kind: 'header', name: 'X-Event-Kind' }).expect(200);
    expect(header.body.event_type_source).toEqual({ kind: 'header', name: 'x-event-kind' });
    const withHeader = (value?: string) => {
      const req = request(api.url).post(`/api/ingest/${tenant.endpoint.token}`).set('content-type', 'application/json');
      if (value !== undefined) req.set('x-event-kind', value);
      return req.send('{"type":"from.body"}');
    };
    expect(await typeOf(tenant, await withHeader('shipment.sent'))).toBe('shipment.sent');
    expect(await typeOf(tenant, await withHeader())).toBeNull();
    expect(await typeOf(tenant, await withHeader('y'.repeat(201)))).toBeNull();

    expect((await setSource(tenant, null).expect(200)).body.event_type_source).toBeNull();
    expect(await typeOf(tenant, await withHeader('shipment.sent'))).toBeNull();

    const created = await request(api.url)
      .post('/api/endpoints')
      .set(bearer(tenant.key))
      .send({ project_id: tenant.endpoint.projectId, name: 'typed', event_type_source: { kind: 'header', name: 'x-type' } })
      .expect(201);
    expect(created.body.event_type_source).toEqual({ kind: 'header', name: 'x-type' });
  });

  it('keeps each event its own type when ingests are stored together (one statement for many)', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    await setSource(tenant, { kind: 'json_pointer', pointer: '/type' }).expect(200);
    const types = Array.from({ length: 40 }, (_, i) => (i % 5 === 0 ? null : `batch.${i}`));
    const answers = await Promise.all(
      types.map((type, i) => ingest(api.url, tenant.endpoint.token, JSON.stringify(type === null ? { i } : { type, i })).expect(202)),
    );
    // The payload rows keep the transaction that inserted them (nothing updates them): fewer transactions than events
    // means some were stored together.
    const [transactions] = await api.db.query(
      `SELECT count(DISTINCT p.xmin::text)::int AS n FROM event_payloads p JOIN events e ON e.id = p.event_id WHERE e.endpoint_id = $1`,
      [tenant.endpoint.id],
    );
    const rows: { event_id: string; event_type: string | null }[] = await api.db.query(
      `SELECT event_id, event_type FROM events WHERE endpoint_id = $1`,
      [tenant.endpoint.id],
    );
    const stored = new Map(rows.map((row) => [row.event_id, row.event_type]));
    expect(answers.map((answer) => stored.get(answer.body.event_id))).toEqual(types);
    expect(transactions.n).toBeLessThan(types.length); // some went through the batch statement
  });

  it.each([
    ['a pointer without a leading /', { kind: 'json_pointer', pointer: 'type' }, 'event_type_source.pointer'],
    ['a pointer with a bad ~ escape', { kind: 'json_pointer', pointer: '/a~2' }, 'event_type_source.pointer'],
    ['a header name with a space', { kind: 'header', name: 'x event' }, 'event_type_source.name'],
    ['an empty header name', { kind: 'header', name: '' }, 'event_type_source.name'],
    ['an unknown kind', { kind: 'query', name: 'type' }, 'event_type_source.kind'],
    ['an extra field', { kind: 'header', name: 'x', pointer: '/a' }, 'event_type_source'],
    ['a string', '/type', 'event_type_source'],
    ['an array', [], 'event_type_source'],
  ])('refuses %s with a 400 naming the field, and keeps the source', async (_, source, field) => {
    const tenant = await createTenant(api.url);
    await setSource(tenant, { kind: 'header', name: 'x-kept' }).expect(200);
    const problem = expectProblem(await setSource(tenant, source), 400, 'validation_failed');
    expect(problem.errors).toEqual([{ field: 'event_type_source', message: expect.stringContaining(field) }]);
    const created = await request(api.url)
      .post('/api/endpoints')
      .set(bearer(tenant.key))
      .send({ project_id: tenant.endpoint.projectId, name: 'x', event_type_source: source });
    expectProblem(created, 400, 'validation_failed');
    const got = await request(api.url).get(`/api/endpoints/${tenant.endpoint.id}`).set(bearer(tenant.key)).expect(200);
    expect(got.body.event_type_source).toEqual({ kind: 'header', name: 'x-kept' });
  });

  /** A tenant whose endpoint reads `/type`, with one event of each type (null: a body without one), oldest first. */
  async function typedTenant(types: (string | null)[], destinationUrl?: string) {
    const tenant = await createTenant(api.url, destinationUrl);
    await setSource(tenant, { kind: 'json_pointer', pointer: '/type' }).expect(200);
    for (const type of types) await ingest(api.url, tenant.endpoint.token, JSON.stringify(type === null ? {} : { type })).expect(202);
    return tenant;
  }

  it('filters the list by exact types and prefixes, escaping LIKE wildcards; other organizations stay invisible', async () => {
    const types = ['invoice.paid', 'invoice.created', 'invoice_x', 'invoicexpaid', 'in%voice.a', 'inXvoice.a', 'customer.created', null];
    const tenant = await typedTenant(types);
    const stranger = await typedTenant(['invoice.paid', 'customer.created']);
    const newestFirst = [...types].reverse();
    const matching = (keep: (type: string) => boolean) => newestFirst.filter((type) => type !== null && keep(type));

    expect(await listTypes(tenant, {})).toEqual(newestFirst);
    expect(await listTypes(tenant, { eventType: 'invoice.paid' })).toEqual(['invoice.paid']);
    expect(await listTypes(tenant, { eventType: 'invoice.*' })).toEqual(matching((t) => t.startsWith('invoice.')));
    expect(await listTypes(tenant, { eventType: 'invoice_*' })).toEqual(['invoice_x']);
    expect(await listTypes(tenant, { eventType: 'in%voice.*' })).toEqual(['in%voice.a']);
    expect(await listTypes(tenant, { eventType: ' customer.created , invoice.* ' })).toEqual(
      matching((t) => t === 'customer.created' || t.startsWith('invoice.')),
    );
    expect(await listTypes(tenant, { eventType: '*' })).toEqual(matching(() => true));
    expect(await listTypes(tenant, { eventType: 'invoice' })).toEqual([]);
    // the same filter, with status and endpoint, and the live list (newerThan)
    expect(await listTypes(tenant, { eventType: 'invoice.*', endpointId: tenant.endpoint.id, status: 'dead_lettered' })).toEqual(
      matching((t) => t.startsWith('invoice.')),
    );
    const [oldest] = (await request(api.url).get('/api/events').query({ limit: '250' }).set(bearer(tenant.key))).body.data.slice(-1);
    expect(await listTypes(tenant, { eventType: 'customer.*', newerThan: oldest.event_id })).toEqual(['customer.created']);

    // isolation: the stranger's events of the same types are not the tenant's, and the other way round
    expect(await listTypes(stranger, { eventType: 'invoice.*,customer.created' })).toEqual(['customer.created', 'invoice.paid']);
    expect(await listTypes(tenant, { eventType: 'invoice.paid' })).toEqual(['invoice.paid']);
  });

  it.each([
    ['an empty item', 'a,,b'],
    ['an empty value', ''],
    ['a * inside', 'in*voice'],
    ['a * not at the end', '*.paid'],
    ['more than 20 items', Array.from({ length: 21 }, (_, i) => `t${i}`).join(',')],
    ['an item past 200 characters', 'x'.repeat(202)],
  ])('refuses an eventType with %s (400 problem JSON, on the list, the export and bulk operations)', async (_, eventType) => {
    const tenant = await createTenant(api.url);
    const list = await request(api.url).get('/api/events').query({ eventType }).set(bearer(tenant.key));
    expect(expectProblem(list, 400, 'validation_failed').errors?.map((error) => error.field)).toEqual(['eventType']);
    const exported = await request(api.url).get('/api/events/export').query({ eventType }).set('cookie', tenant.session.cookie);
    expectProblem(exported, 400, 'validation_failed');
    const bulk = await request(api.url).post('/api/events/bulk-retry').set(bearer(tenant.key)).send({ eventType, dry_run: true });
    expect(expectProblem(bulk, 400, 'validation_failed').errors?.map((error) => error.field)).toEqual(['eventType']);
  });

  it('exports event_type as the last CSV column, filtered like the list', async () => {
    const tenant = await typedTenant(['order.paid', 'order.refunded', 'user.created', null]);
    const res = await request(api.url)
      .get('/api/events/export')
      .query({ eventType: 'order.*' })
      .set('cookie', tenant.session.cookie)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => done(null, text));
      })
      .expect(200);
    const rows = (res.body as string)
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0].at(-1)).toBe('event_type');
    expect(rows.slice(1).map((row) => row.at(-1))).toEqual(['order.refunded', 'order.paid']);
  });

  it('bulk operations take the filter, store it with the operation, and work on the matching events only', async () => {
    const tenant = await typedTenant(['order.paid', 'order.refunded', 'user.created'], receiver.url);
    await pollUntil(
      () => listTypes(tenant, { status: 'delivered' }),
      (types) => types.length === 3,
    );
    const dry = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(bearer(tenant.key))
      .send({ eventType: 'order.*', dry_run: true });
    expect(dry.status).toBe(200);
    expect(dry.body).toEqual({ matched: 2 });

    const op = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(sessionHeaders(tenant.session))
      .send({ eventType: ['order.*'], endpointId: tenant.endpoint.id });
    expect(op.status).toBe(202);
    expect(op.body).toMatchObject({ matched: 2, filters: { eventType: ['order.*'], endpointId: tenant.endpoint.id } });
    const done = await pollUntil(
      async () => (await request(api.url).get(`/api/operations/${op.body.id}`).set(bearer(tenant.key)).expect(200)).body,
      (body) => body.status === 'succeeded',
      15_000,
    );
    expect(done).toMatchObject({ processed: 2, jobs_created: 2 });
    const replayed = await request(api.url).get('/api/events').query({ status: 'replayed,delivered' }).set(bearer(tenant.key));
    const jobs = await Promise.all(
      replayed.body.data.map(async (event: { id: string; event_type: string }) => {
        const detail = await request(api.url).get(`/api/events/${event.id}`).set(bearer(tenant.key)).expect(200);
        return [event.event_type, detail.body.delivery_jobs.filter((job: { trigger: string }) => job.trigger === 'replay').length];
      }),
    );
    expect(Object.fromEntries(jobs)).toEqual({ 'order.paid': 1, 'order.refunded': 1, 'user.created': 0 });
  });

  it("the SQL condition matches exactly the in-memory matcher, whatever LIKE's wildcards the types hold (property)", async () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '.', '_', '%', '\\', 'é'), minLength: 1, maxLength: 5 });
    const pattern = fc.tuple(text, fc.boolean()).map(([value, prefix]) => (prefix ? `${value}*` : value));
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(text, { minLength: 1, maxLength: 8 }),
        fc.array(pattern, { minLength: 1, maxLength: 4 }),
        async (types, patterns) => {
          const values: unknown[] = [types];
          const param = (value: unknown) => {
            values.push(value);
            return `$${values.length}`;
          };
          const condition = eventTypeCondition('t.type', patterns, param);
          const rows: { type: string }[] = await api.db.query(
            `SELECT t.type FROM unnest($1::text[]) AS t(type) WHERE ${condition}`,
            values,
          );
          const expected = types.filter((type) => patterns.some((p) => (p.endsWith('*') ? type.startsWith(p.slice(0, -1)) : type === p)));
          expect(rows.map((row) => row.type).sort()).toEqual(expected.sort());
        },
      ),
      { numRuns: 200 },
    );
  });
});
