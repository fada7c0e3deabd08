import { Webhook } from 'standardwebhooks';
import { DestinationTransformations1765700000000 } from '../../src/core/database/migrations/1765700000000-destination-transformations';
import request from 'supertest';
import { bearer, createApiKey, createDestination, createTenant, EventDetail, waitForEvent, createTypedTenant } from '../support/factories';
import { expectProblem, expectValidationProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

type Tenant = Awaited<ReturnType<typeof createTenant>>;
type Attempt = EventDetail['delivery_attempts'][number] & {
  transformed_request: { method: string; host: string; path: string; body_size_bytes: number | null } | null;
};

/** Renames two fields, adds a header, moves the request to another path and method. */
const RENAME = `function handler(request, context) {
  const { amount, currency, ...rest } = request.body;
  return {
    method: 'PUT',
    url: request.url + '/renamed?token=query-secret',
    headers: { ...request.headers, 'x-event-type': context.event_type, 'x-destination': context.destination_id },
    body: { ...rest, total: amount, unit: currency, event: context.event_id },
  };
}`;

const OPEN = new Set(['pending', 'in_progress', 'retry_scheduled']);

describe('destination transformations (issue #28 §3)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '50ms,50ms,50ms', TRANSFORM_TIMEOUT_MS: '100' });
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  const typedTenant = (): Promise<Tenant> => createTypedTenant(api.url);
  const send = async (tenant: Tenant, body: object, headers: Record<string, string> = {}) =>
    (await request(api.url).post(`/api/ingest/${tenant.endpoint.token}`).set(headers).send(body).expect(202)).body.event_id as string;
  // the detail reads the event and its jobs in separate queries: wait for the event's status too, or
  // a poll between the two may see the jobs closed and the event still queued. 30 s: the first
  // transformation starts the sandbox's thread, which in a loaded CI bundle took over 10 s (its job
  // claimed at once, still in progress and unrecorded 10 s later).
  const settled = (tenant: Tenant, eventId: string) =>
    waitForEvent(
      api.url,
      tenant.key,
      eventId,
      (e) => e.status !== 'queued' && e.delivery_jobs.length > 0 && e.delivery_jobs.every((j) => !OPEN.has(j.status)),
      30_000,
    );
  const receivedAt = (path: string) => receiver.requests.filter((r) => r.path.startsWith(`/hook/${path}`));

  it('sends what the transformation returns, signed over the body sent, and shows only its method, host, path and header names', async () => {
    const tenant = await typedTenant();
    const destination = await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}/rename`, {
      transformation: { code: RENAME },
      headers: { 'X-Api-Key': 'receiver-key' },
    });
    const eventId = await send(tenant, { type: 'invoice.paid', amount: 150, currency: 'usd', id: 'in_1' }, { 'X-Shop': 'alpha' });
    const event = await settled(tenant, eventId);
    expect(event.delivery_jobs.map((job) => job.status)).toEqual(['succeeded']);

    const [received] = receivedAt('rename');
    expect(received.method).toBe('PUT');
    expect(received.path).toBe('/hook/rename/renamed?token=query-secret');
    expect(received.headers).toMatchObject({
      'x-event-type': 'invoice.paid',
      'x-destination': destination.id,
      'x-shop': 'alpha',
      'x-api-key': 'receiver-key', // the custom headers still apply
      'content-type': 'application/json',
    });
    const verified = new Webhook(destination.secret).verify(received.body.toString('utf8'), received.headers as Record<string, string>);
    expect(verified).toEqual({ type: 'invoice.paid', id: 'in_1', total: 150, unit: 'usd', event: eventId });

    const metrics = (await request(api.url).get('/metrics').expect(200)).text;
    expect(Number(/hookyard_transformation_duration_seconds_count\{outcome="request"\} (\d+)/.exec(metrics)?.[1])).toBeGreaterThan(0);

    const attempt = event.delivery_attempts[0] as Attempt;
    expect(attempt.transformed_request).toEqual({
      method: 'PUT',
      host: new URL(receiver.url).host,
      path: '/hook/rename/renamed',
      body_size_bytes: received.body.length,
    });
    expect(attempt.request_headers['x-event-type']).toBe('[redacted]');
    expect(JSON.stringify(event)).not.toMatch(/query-secret|"total"|receiver-key/);
  }, 60_000);

  it('answers the transformation with the destination, and PATCH replaces or removes it', async () => {
    const tenant = await typedTenant();
    const destination = await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}/x`, {
      transformation: { code: RENAME },
    });
    const read = await request(api.url).get(`/api/endpoints/${tenant.endpoint.id}/destinations`).set(bearer(tenant.key)).expect(200);
    expect(read.body.data.map((d: { transformation: unknown }) => d.transformation)).toEqual([{ code: RENAME }]);
    const patch = (transformation: unknown) =>
      request(api.url).patch(`/api/destinations/${destination.id}`).set(bearer(tenant.key)).send({ transformation });
    expect((await patch({ code: 'function handler(r) { return r; }' }).expect(200)).body.transformation).toEqual({
      code: 'function handler(r) { return r; }',
    });
    expect((await patch(null).expect(200)).body.transformation).toBeNull();
  });

  it('takes 64 KiB of code, though the body is past JSON_BODY_LIMIT_BYTES', async () => {
    const tenant = await typedTenant();
    const code = `function handler(r) { return r; }\n//${'"\n'.repeat(32 * 1024 - 30)}`;
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(64 * 1024);
    const res = await request(api.url)
      .post(`/api/endpoints/${tenant.endpoint.id}/destinations`)
      .set(bearer(tenant.key))
      .send({ name: 'd', url: receiver.url, transformation: { code } })
      .expect(201);
    expect(res.body.transformation.code).toBe(code);
  });

  it.each([
    ['a string', 'function handler(r) { return r; }', /transformation: expected null or an object/],
    ['no code', {}, /transformation.code: expected JavaScript/],
    ['an unknown field', { code: 'function handler(r) { return r; }', lang: 'js' }, /transformation.lang: unknown field/],
    ['more than 64 KiB of code', { code: `// ${'x'.repeat(64 * 1024)}\nfunction handler(r) { return r; }` }, /at most 65536 bytes/],
  ])('refuses %s with a 400', async (_, transformation, message) => {
    const tenant = await typedTenant();
    const res = await request(api.url)
      .post(`/api/endpoints/${tenant.endpoint.id}/destinations`)
      .set(bearer(tenant.key))
      .send({ name: 'd', url: receiver.url, transformation });
    const problem = expectValidationProblem(res, 'transformation');
    expect(JSON.stringify(problem.errors)).toMatch(message);
  });

  it('filters the job (filtered_by transformation) when the handler returns null', async () => {
    const tenant = await typedTenant();
    const code = `function handler(request) { return request.body.amount > 100 ? request : null; }`;
    await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}/big`, { transformation: { code } });
    const small = await settled(tenant, await send(tenant, { type: 'invoice.paid', amount: 5 }));
    const big = await settled(tenant, await send(tenant, { type: 'invoice.paid', amount: 500 }));
    expect(small.delivery_jobs.map((job) => [job.status, job.filtered_by, job.attempt_count])).toEqual([['filtered', 'transformation', 0]]);
    expect(small.status).toBe('delivered');
    expect(small.delivery_attempts).toEqual([]);
    expect(big.delivery_jobs.map((job) => job.status)).toEqual(['succeeded']);
    expect(receivedAt('big').map((r) => r.headers['webhook-id'])).toEqual([big.event_id]);
  });

  it.each([
    ['an infinite loop', 'function handler(request) {\n  while (true) {}\n}', /ran longer than 100 ms/],
    [
      'a 1 GiB allocation',
      'function handler(request) {\n  const bytes = new Uint8Array(2 ** 30).fill(1);\n  return { body: String(bytes.length) };\n}',
      /out of memory/,
    ],
    ['a thrown error', 'function handler(request) {\n  return request.body.missing.field;\n}', /TypeError: .* \(line 2, column \d+\)$/],
  ])(
    'dead-letters %s at once (transformation_failed) while another destination is delivered; fixed, a retry sends it',
    async (_, code, message) => {
      const tenant = await typedTenant();
      const path = `failing-${Math.random().toString(36).slice(2)}`;
      const failing = await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}/${path}`, {
        transformation: { code },
      });
      // Another organization's destination, receiving meanwhile.
      const other = await typedTenant();
      await createDestination(api.url, other.key, other.endpoint.id, `${receiver.url}/${path}-other`);

      const failed = await send(tenant, { type: 'invoice.paid', amount: 1 });
      const others = await Promise.all(Array.from({ length: 5 }, (_, i) => send(other, { type: 'order.created', n: i })));
      const event = await settled(tenant, failed);
      for (const id of others) expect((await settled(other, id)).status).toBe('delivered');
      expect(receivedAt(`${path}-other`)).toHaveLength(5);

      expect(event.delivery_jobs.map((job) => [job.status, job.attempt_count])).toEqual([['dead_lettered', 1]]);
      expect(event.delivery_attempts).toHaveLength(1);
      expect(event.delivery_attempts[0]).toMatchObject({ status: 'error', error_code: 'transformation_failed', response_status: null });
      expect(event.delivery_attempts[0].error_message).toMatch(/^transformation failed: /);
      expect(event.delivery_attempts[0].duration_ms).toBeLessThan(1000); // the worker was held at most about TRANSFORM_TIMEOUT_MS
      expect(event.delivery_attempts[0].error_message).toMatch(message);
      expect(event.dead_letters).toMatchObject([{ reason: 'transformation_failed', destination_id: failing.id }]);
      expect(receivedAt(`${path}/`).concat(receivedAt(path).filter((r) => !r.path.includes('-other')))).toEqual([]);

      await request(api.url)
        .patch(`/api/destinations/${failing.id}`)
        .set(bearer(tenant.key))
        .send({ transformation: { code: 'function handler(request) {\n  return { body: { fixed: true } };\n}' } })
        .expect(200);
      await request(api.url).post(`/api/delivery-jobs/${event.delivery_jobs[0].id}/retry`).set(bearer(tenant.key)).expect(202);
      const retried = await waitForEvent(api.url, tenant.key, failed, (e) => e.delivery_jobs[0].status === 'succeeded');
      expect(retried.status).toBe('delivered');
      const [sent] = receivedAt(path).filter((r) => !r.path.includes('-other'));
      expect(new Webhook(failing.secret).verify(sent.body.toString('utf8'), sent.headers as Record<string, string>)).toEqual({
        fixed: true,
      });
    },
  );

  it('migrates down (transformation rows back to the older reasons) and up again, in a transaction rolled back', async () => {
    const reasons = `SELECT reason, count(*)::int AS n FROM dead_letters WHERE reason = 'transformation_failed' GROUP BY reason`;
    expect((await api.db.query(reasons)).length).toBe(1); // the dead-letter tests above wrote some
    const runner = api.db.createQueryRunner();
    await runner.startTransaction();
    try {
      const migration = new DestinationTransformations1765700000000();
      await migration.down(runner);
      expect(await runner.query(reasons)).toEqual([]);
      expect((await runner.query(`SELECT to_regclass('destinations') IS NOT NULL AS ok`))[0].ok).toBe(true);
      await expect(runner.query(`SELECT transformation FROM destinations LIMIT 1`)).rejects.toThrow(/transformation/);
    } finally {
      await runner.rollbackTransaction();
    }
    await runner.startTransaction();
    try {
      const migration = new DestinationTransformations1765700000000();
      await migration.down(runner);
      await migration.up(runner);
      const [{ definition }] = await runner.query(
        `SELECT pg_get_functiondef(p.oid) AS definition FROM pg_proc p WHERE p.proname = 'record_delivery_attempts'`,
      );
      expect(definition).toContain(`WHEN error_code = 'transformation_failed' THEN 'transformation_failed'`);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  describe('POST /api/routing/test (issue #28 §6)', () => {
    const SAMPLE = { headers: { 'X-Shop': 'alpha' }, body: JSON.stringify({ type: 'invoice.paid', amount: 150, currency: 'usd' }) };
    const routingTest = (tenant: Tenant, body: object) => request(api.url).post('/api/routing/test').set(bearer(tenant.key)).send(body);

    it('reads the type, matches the filter and answers the transformed request', async () => {
      const tenant = await typedTenant();
      const res = await routingTest(tenant, {
        event_type_source: { kind: 'json_pointer', pointer: '/type' },
        filter: { event_types: ['invoice.*'], headers: { 'x-shop': 'alpha' } },
        transformation: { code: RENAME },
        sample: SAMPLE,
      }).expect(200);
      expect(res.body).toMatchObject({ event_type: 'invoice.paid', matched: true, filtered_by: null, error: null });
      expect(res.body.duration_ms).toEqual(expect.any(Number));
      expect(res.body.request).toMatchObject({
        method: 'PUT',
        url: 'https://destination.example/webhooks/renamed?token=query-secret',
        headers: { 'x-shop': 'alpha', 'x-event-type': 'invoice.paid' },
      });
      expect(JSON.parse(res.body.request.body)).toEqual({ type: 'invoice.paid', total: 150, unit: 'usd', event: 'msg_routing_test' });
    });

    it('answers the sample as it is without a transformation, and which part of the filter refuses it', async () => {
      const tenant = await typedTenant();
      const plain = await routingTest(tenant, { sample: SAMPLE }).expect(200);
      expect(plain.body).toMatchObject({ event_type: null, matched: true, request: { method: 'POST', body: SAMPLE.body } });
      const refused = await routingTest(tenant, {
        event_type_source: { kind: 'header', name: 'X-Shop' },
        filter: { body: { amount: { $lt: 100 } } },
        transformation: { code: RENAME },
        sample: SAMPLE,
      }).expect(200);
      expect(refused.body).toMatchObject({ event_type: 'alpha', matched: false, filtered_by: 'body', request: null, error: null });
      const skipped = await routingTest(tenant, { transformation: { code: 'function handler() { return null; }' }, sample: SAMPLE }).expect(
        200,
      );
      expect(skipped.body).toMatchObject({ matched: true, filtered_by: 'transformation', request: null, error: null });
    });

    it('answers a failing transformation with its message, line and column', async () => {
      const tenant = await typedTenant();
      const thrown = await routingTest(tenant, {
        transformation: { code: 'function handler(request) {\n  return request.body.missing.field;\n}' },
        sample: SAMPLE,
      }).expect(200);
      expect(thrown.body).toMatchObject({
        request: null,
        error: { message: expect.stringMatching(/^TypeError/), line: 2, column: expect.any(Number) },
      });
      const syntax = await routingTest(tenant, {
        transformation: { code: 'function handler(r) {\n  return r +;\n}' },
        sample: SAMPLE,
      }).expect(200);
      expect(syntax.body.error).toMatchObject({ message: expect.stringMatching(/^SyntaxError/), line: 2 });
      const loop = await routingTest(tenant, { transformation: { code: 'function handler() { for (;;) {} }' }, sample: SAMPLE }).expect(
        200,
      );
      expect(loop.body.error.message).toBe('the transformation ran longer than 100 ms');
    });

    it("keeps no test's globals for another", async () => {
      const tenant = await typedTenant();
      const code = 'var seen = seen || [];\nfunction handler(request) { seen.push(request.body); return { body: seen }; }';
      for (const body of ['first', 'second']) {
        const res = await routingTest(tenant, { transformation: { code }, sample: { body } }).expect(200);
        expect(JSON.parse(res.body.request.body)).toEqual([body]);
      }
    });

    it.each([
      ['no sample', {}, 'sample'],
      ['a sample body that is not a string', { sample: { body: { a: 1 } } }, 'sample'],
      ['a sample header that is not a string', { sample: { body: '', headers: { a: 1 } } }, 'sample'],
      ['an invalid filter', { filter: { body: { a: { $gt: [] } } }, sample: { body: '' } }, 'filter'],
      [
        'an invalid event type source',
        { event_type_source: { kind: 'json_pointer', pointer: 'type' }, sample: { body: '' } },
        'event_type_source',
      ],
      ['an invalid transformation', { transformation: { code: 1 }, sample: { body: '' } }, 'transformation'],
      ['an unknown field', { sample: { body: '' }, url: 'https://x.example' }, 'url'],
    ])('refuses %s with a 400', async (_, body, field) => {
      expectValidationProblem(await routingTest(await typedTenant(), body), field);
    });

    it('needs endpoints:write', async () => {
      const tenant = await typedTenant();
      const readOnly = await createApiKey(api.url, tenant.session, ['endpoints:read']);
      const res = await request(api.url).post('/api/routing/test').set(bearer(readOnly)).send({ sample: SAMPLE });
      expectProblem(res, 403, 'insufficient_scope');
    });
  });
});
