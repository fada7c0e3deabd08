import fc from 'fast-check';
import { createHash, createHmac, randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  bearer,
  createApiKey,
  createDestination,
  createEndpoint,
  createTenant,
  ingest,
  sessionHeaders,
  signup,
  waitForEvent,
} from '../support/factories';
import { expectProblem, expectStandardHeaders, expectValidationProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

const RFC3339_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ENDPOINT_FIELDS = [
  'created_at',
  'destination_count',
  'enabled',
  'event_type_source',
  'health',
  'id',
  'ingest_url_template',
  'name',
  'project_id',
  'purpose',
  'rate_limit_per_second',
  'token_prefix',
  'token_rotated_at',
];
const DESTINATION_FIELDS = [
  'active',
  'created_at',
  'disabled_reason',
  'endpoint_id',
  'exchange',
  'filter',
  'headers',
  'health',
  'id',
  'name',
  'previous_secret_expires_at',
  'rate_limit_per_second',
  'routing_key',
  'subject',
  'timeout_ms',
  'topic',
  'transformation',
  'type',
  'url',
];

describe('management routes (docs/http.md, Management routes)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp();
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  /** A new organization and an all-scopes key. */
  async function tenant() {
    const session = await signup(api.url);
    return { session, key: await createApiKey(api.url, session) };
  }

  async function defaultProjectId(key: string): Promise<string> {
    return (await request(api.url).get('/api/projects').set(bearer(key)).expect(200)).body.data[0].id;
  }

  describe('projects', () => {
    it('lists the Default project, creates more (201), and lists them oldest first', async () => {
      const { session, key } = await tenant();
      const before = await request(api.url).get('/api/projects').set(bearer(key)).expect(200);
      expectStandardHeaders(before);
      expect(before.body).toEqual({
        data: [{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Default', created_at: expect.stringMatching(RFC3339_MS) }],
      });

      const created = await request(api.url).post('/api/projects').set(bearer(key)).send({ name: 'Payments' }).expect(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Payments',
        created_at: expect.stringMatching(RFC3339_MS),
      });
      await request(api.url).post('/api/projects').set(sessionHeaders(session)).send({ name: 'Dashboard-made' }).expect(201);

      const after = await request(api.url).get('/api/projects').set('cookie', session.cookie).expect(200);
      expect(after.body.data.map((p: { name: string }) => p.name)).toEqual(['Default', 'Payments', 'Dashboard-made']);
    });

    it.each([
      ['a missing name', {}],
      ['an empty name', { name: '' }],
      ['a name of spaces only', { name: '  \t ' }],
      ['a name that is not a string', { name: 42 }],
      ['an unknown field', { name: 'ok', color: 'red' }],
    ])('refuses %s with 400 validation_failed', async (_, body) => {
      const { key } = await tenant();
      const res = await request(api.url).post('/api/projects').set(bearer(key)).send(body);
      expectProblem(res, 400, 'validation_failed');
      expect(res.body.errors.length).toBeGreaterThan(0);
    });

    it('answers a body that is not JSON with problem JSON', async () => {
      const { key } = await tenant();
      const broken = await request(api.url).post('/api/projects').set(bearer(key)).set('content-type', 'application/json').send('{"name":');
      expectProblem(broken, 400, 'validation_failed');
      const text = await request(api.url).post('/api/projects').set(bearer(key)).set('content-type', 'text/plain').send('name=x');
      expect(text.status).toBe(415);
      expect(text.headers['content-type']).toMatch(/^application\/problem\+json/);
    });
  });

  describe('endpoints', () => {
    it('creates an endpoint with its token and ingest URL shown once; list and get never include the token', async () => {
      const { key } = await tenant();
      const projectId = await defaultProjectId(key);
      const created = await request(api.url)
        .post('/api/endpoints')
        .set(bearer(key))
        .send({ project_id: projectId, name: 'Stripe' })
        .expect(201);
      expect(Object.keys(created.body).sort()).toEqual([...ENDPOINT_FIELDS, 'ingest_url', 'token'].sort());
      const { token, ingest_url: ingestUrl } = created.body;
      expect(token).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{43}$/));
      expect(ingestUrl).toBe(`${api.config.publicBaseUrl}/api/ingest/${token}`);
      expect(created.body).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        project_id: projectId,
        name: 'Stripe',
        enabled: true,
        ingest_url_template: `${api.config.publicBaseUrl}/api/ingest/{endpointToken}`,
        rate_limit_per_second: null,
        destination_count: 0,
        created_at: expect.stringMatching(RFC3339_MS),
        token_rotated_at: null,
      });
      expect(token.startsWith(created.body.token_prefix)).toBe(true);
      expect(created.body.token_prefix.length).toBeLessThan(token.length / 2);

      const { token: _t, ingest_url: _u, ...shown } = created.body;
      const got = await request(api.url).get(`/api/endpoints/${created.body.id}`).set(bearer(key)).expect(200);
      expect(got.body).toEqual(shown);
      const listed = await request(api.url).get('/api/endpoints').set(bearer(key)).expect(200);
      expect(listed.body).toEqual({ data: [shown] });
      for (const body of [got.body, listed.body]) expect(JSON.stringify(body)).not.toContain(token);

      await ingest(api.url, token, '{"hello":"world"}').expect(202);
      const [row] = await api.db.query(`SELECT * FROM endpoints WHERE id = $1`, [created.body.id]);
      expect(Buffer.from(row.token_hash).equals(createHash('sha256').update(token).digest())).toBe(true);
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it('filters the list with ?projectId= and ignores unknown parameters', async () => {
      const { key } = await tenant();
      const defaultProject = await defaultProjectId(key);
      const other = (await request(api.url).post('/api/projects').set(bearer(key)).send({ name: 'Other' }).expect(201)).body.id;
      const a = await request(api.url).post('/api/endpoints').set(bearer(key)).send({ project_id: defaultProject, name: 'a' }).expect(201);
      const b = await request(api.url).post('/api/endpoints').set(bearer(key)).send({ project_id: other, name: 'b' }).expect(201);

      const ids = async (query: string) =>
        (await request(api.url).get(`/api/endpoints${query}`).set(bearer(key)).expect(200)).body.data.map((e: { id: string }) => e.id);
      expect(await ids('')).toEqual([a.body.id, b.body.id]);
      expect(await ids(`?projectId=${defaultProject}`)).toEqual([a.body.id]);
      expect(await ids(`?projectId=${other}`)).toEqual([b.body.id]);
      expect(await ids(`?projectId=${randomUUID()}`)).toEqual([]);
      expect(await ids(`?projectId=${other}&utm_source=newsletter`)).toEqual([b.body.id]);
      expectValidationProblem(await request(api.url).get('/api/endpoints?projectId=nope').set(bearer(key)), 'projectId');
    });

    it('refuses to create an endpoint in a project of another organization (404) or with a malformed body (400)', async () => {
      const { key } = await tenant();
      const stranger = await tenant();
      const foreignProject = await defaultProjectId(stranger.key);
      expectProblem(
        await request(api.url).post('/api/endpoints').set(bearer(key)).send({ project_id: foreignProject, name: 'x' }),
        404,
        'not_found',
      );
      expectProblem(
        await request(api.url).post('/api/endpoints').set(bearer(key)).send({ project_id: randomUUID(), name: 'x' }),
        404,
        'not_found',
      );
      expectValidationProblem(
        await request(api.url).post('/api/endpoints').set(bearer(key)).send({ project_id: 'nope', name: 'x' }),
        'project_id',
      );
      expectValidationProblem(await request(api.url).post('/api/endpoints').set(bearer(key)).send({ project_id: foreignProject }), 'name');
      expect((await request(api.url).get('/api/endpoints').set(bearer(stranger.key)).expect(200)).body.data).toEqual([]);
    });

    it('PATCH renames, disables and sets the rate limit (200 with the endpoint), and null restores the default', async () => {
      const { key } = await tenant();
      const endpoint = await createEndpoint(api.url, key, 'before');
      const patch = (body: object) => request(api.url).patch(`/api/endpoints/${endpoint.id}`).set(bearer(key)).send(body);

      const renamed = await patch({ name: '  after ' }).expect(200); // names are kept without surrounding spaces
      expect(Object.keys(renamed.body).sort()).toEqual(ENDPOINT_FIELDS);
      expect(renamed.body).toMatchObject({ id: endpoint.id, name: 'after', enabled: true, rate_limit_per_second: null });

      expect((await patch({ rate_limit_per_second: 7 }).expect(200)).body).toMatchObject({ name: 'after', rate_limit_per_second: 7 });
      expect((await request(api.url).get(`/api/endpoints/${endpoint.id}`).set(bearer(key)).expect(200)).body.rate_limit_per_second).toBe(7);
      expect((await patch({ rate_limit_per_second: null }).expect(200)).body.rate_limit_per_second).toBeNull();
      expect(
        (await request(api.url).get(`/api/endpoints/${endpoint.id}`).set(bearer(key)).expect(200)).body.rate_limit_per_second,
      ).toBeNull();

      expect((await patch({ enabled: false }).expect(200)).body).toMatchObject({ name: 'after', enabled: false });
      expectProblem(await ingest(api.url, endpoint.token, '{}'), 403, 'endpoint_disabled');
      expect((await patch({ enabled: true }).expect(200)).body.enabled).toBe(true);
      await ingest(api.url, endpoint.token, '{}').expect(202);
    });

    it.each([
      ['enabled that is not a boolean', { enabled: 'yes' }, 'enabled'],
      ['a rate limit of 0', { rate_limit_per_second: 0 }, 'rate_limit_per_second'],
      ['a fractional rate limit', { rate_limit_per_second: 1.5 }, 'rate_limit_per_second'],
      ['an empty name', { name: '' }, 'name'],
      ['a name of spaces only', { name: '   ' }, 'name'],
      ['an unknown field', { token: 'mine' }, 'token'],
    ])('PATCH refuses %s with 400 validation_failed', async (_, body, field) => {
      const { key } = await tenant();
      const endpoint = await createEndpoint(api.url, key, 'unchanged');
      expectValidationProblem(await request(api.url).patch(`/api/endpoints/${endpoint.id}`).set(bearer(key)).send(body), field);
      const got = await request(api.url).get(`/api/endpoints/${endpoint.id}`).set(bearer(key)).expect(200);
      expect(got.body).toMatchObject({ name: 'unchanged', enabled: true, rate_limit_per_second: null });
    });

    it('rotates the token: 200 with the new token; the old one is refused at once, the new one accepted', async () => {
      const { key } = await tenant();
      const endpoint = await createEndpoint(api.url, key);
      await ingest(api.url, endpoint.token, '{}').expect(202);

      const rotated = await request(api.url).post(`/api/endpoints/${endpoint.id}/rotate-token`).set(bearer(key)).expect(200);
      expect(rotated.body).toEqual({
        endpoint_id: endpoint.id,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        ingest_url: expect.any(String),
        token_rotated_at: expect.stringMatching(RFC3339_MS),
      });
      expect(rotated.body.token).not.toBe(endpoint.token);
      expect(rotated.body.ingest_url).toBe(`${api.config.publicBaseUrl}/api/ingest/${rotated.body.token}`);

      expectProblem(await ingest(api.url, endpoint.token, '{}'), 401, 'invalid_endpoint_token');
      await ingest(api.url, rotated.body.token, '{}').expect(202);

      const other = await startTestApp({}, { worker: false });
      try {
        expectProblem(await ingest(other.url, endpoint.token, '{}'), 401, 'invalid_endpoint_token');
        await ingest(other.url, rotated.body.token, '{}').expect(202);
      } finally {
        await other.close();
      }

      const got = await request(api.url).get(`/api/endpoints/${endpoint.id}`).set(bearer(key)).expect(200);
      expect(got.body.token_rotated_at).toBe(rotated.body.token_rotated_at);
      expect(rotated.body.token.startsWith(got.body.token_prefix)).toBe(true);
      expect(JSON.stringify(got.body)).not.toContain(rotated.body.token);
    });

    it('hides endpoints of another organization behind 404 on every endpoint route', async () => {
      const owner = await tenant();
      const endpoint = await createEndpoint(api.url, owner.key);
      const { key } = await tenant();
      const routes = [
        request(api.url).get(`/api/endpoints/${endpoint.id}`),
        request(api.url).patch(`/api/endpoints/${endpoint.id}`).send({ enabled: false }),
        request(api.url).post(`/api/endpoints/${endpoint.id}/rotate-token`),
        request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`),
        request(api.url).post(`/api/endpoints/${endpoint.id}/destinations`).send({ name: 'x', url: 'https://example.test/hook' }),
      ];
      for (const route of routes) expectProblem(await route.set(bearer(key)), 404, 'not_found');
      // Untouched: still enabled, same token.
      await ingest(api.url, endpoint.token, '{}').expect(202);
      expect(
        (await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(owner.key)).expect(200)).body.data,
      ).toEqual([]);
    });
  });

  describe('destinations', () => {
    it('creates a destination with its signing secret shown once, and lists it without the secret', async () => {
      const { key } = await tenant();
      const endpoint = await createEndpoint(api.url, key);
      const created = await request(api.url)
        .post(`/api/endpoints/${endpoint.id}/destinations`)
        .set(bearer(key))
        .send({ name: 'Billing', url: 'https://billing.example.test/webhooks?x=1' })
        .expect(201);
      expect(Object.keys(created.body).sort()).toEqual([...DESTINATION_FIELDS, 'signing_secret'].sort());
      expect(created.body).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        endpoint_id: endpoint.id,
        name: 'Billing',
        url: 'https://billing.example.test/webhooks?x=1',
        active: true,
        disabled_reason: null,
        timeout_ms: 15000,
        transformation: null,
        created_at: expect.stringMatching(RFC3339_MS),
      });
      const secret: string = created.body.signing_secret;
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
      expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);

      const { signing_secret: _s, ...shown } = created.body;
      const listed = await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).expect(200);
      expect(listed.body).toEqual({ data: [shown] });
      expect(JSON.stringify(listed.body)).not.toContain(secret.slice('whsec_'.length));
      const one = await request(api.url).get(`/api/destinations/${created.body.id}`).set(bearer(key)).expect(200);
      expect(one.body).toEqual(shown);
      const [row] = await api.db.query(`SELECT * FROM destinations WHERE id = $1`, [created.body.id]);
      expect(JSON.stringify(row)).not.toContain(secret.slice('whsec_'.length));
      expect(Buffer.from(row.secret_ciphertext).includes(Buffer.from(secret))).toBe(false);

      const withTimeout = await createDestination(api.url, key, endpoint.id, 'http://127.0.0.1:9/hook', { timeout_ms: 60000 });
      const list = (await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).expect(200)).body.data;
      expect(list.map((d: { id: string; timeout_ms: number }) => [d.id, d.timeout_ms])).toEqual([
        [created.body.id, 15000],
        [withTimeout.id, 60000],
      ]);
    });

    it("moves updated_at (the attention list's disabled_at) only when a PATCH changes a value", async () => {
      const { key } = await tenant();
      const endpoint = await createEndpoint(api.url, key);
      const filter = { event_types: ['invoice.*'], body: { amount: { $gt: 10 }, currency: 'EUR' } };
      const destination = await createDestination(api.url, key, endpoint.id, 'https://example.test/hook', { name: 'd', filter });
      const updatedAt = async () =>
        (await api.db.query(`SELECT updated_at FROM destinations WHERE id = $1`, [destination.id]))[0].updated_at.getTime();
      const patch = (body: object) => request(api.url).patch(`/api/destinations/${destination.id}`).set(bearer(key)).send(body).expect(200);
      const created = await updatedAt();
      // The same values again, the filter's keys in another order (jsonb keeps its own): nothing written.
      const same = { body: { currency: 'EUR', amount: { $gt: 10 } }, event_types: ['invoice.*'] };
      await patch({
        name: 'd',
        timeout_ms: 15000,
        url: 'https://example.test/hook',
        active: true,
        filter: same,
        rate_limit_per_second: null,
      });
      expect(await updatedAt()).toBe(created);
      await patch({ name: 'renamed' });
      expect(await updatedAt()).toBeGreaterThan(created);
    });

    it.each([
      ['a URL that is not a URL', { name: 'd', url: 'not a url' }, 'url'],
      ['a relative URL', { name: 'd', url: '/hooks' }, 'url'],
      ['an ftp:// URL', { name: 'd', url: 'ftp://files.example.test/hook' }, 'url'],
      ['a javascript: URL', { name: 'd', url: 'javascript:alert(1)' }, 'url'],
      ['a URL longer than 2048 characters', { name: 'd', url: `https://example.test/${'a'.repeat(2048)}` }, 'url'],
      ['a missing URL', { name: 'd' }, 'url'],
      ['a missing name', { url: 'https://example.test/hook' }, 'name'],
      ['a timeout below 1000 ms', { name: 'd', url: 'https://example.test/hook', timeout_ms: 999 }, 'timeout_ms'],
      ['a timeout above 60000 ms', { name: 'd', url: 'https://example.test/hook', timeout_ms: 60001 }, 'timeout_ms'],
    ])('refuses %s with 400 validation_failed', async (_, body, field) => {
      const { key } = await tenant();
      const endpoint = await createEndpoint(api.url, key);
      expectValidationProblem(await request(api.url).post(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).send(body), field);
      expect((await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).expect(200)).body.data).toEqual([]);
    });

    it('refuses a URL carrying a user name or password, on create and on PATCH, and never shows one stored earlier', async () => {
      const { key } = await tenant();
      const endpoint = await createEndpoint(api.url, key);
      const destination = await createDestination(api.url, key, endpoint.id, 'https://example.test/a');
      const userinfo = fc.oneof(
        fc
          .webSegment()
          .filter((s) => s.length > 0)
          .map((user) => `${user}@`),
        fc
          .tuple(
            fc.webSegment(),
            fc.webSegment().filter((s) => s.length > 0),
          )
          .map(([user, password]) => `${user}:${password}@`),
      );
      await fc.assert(
        fc.asyncProperty(userinfo, fc.constantFrom('http', 'https'), fc.webPath(), async (credentials, scheme, path) => {
          const url = `${scheme}://${credentials}hooks.example.test${path}`;
          fc.pre(new URL(url).username !== '' || new URL(url).password !== '');
          const created = await request(api.url)
            .post(`/api/endpoints/${endpoint.id}/destinations`)
            .set(bearer(key))
            .send({ name: 'd', url });
          expectValidationProblem(created, 'url');
          expectValidationProblem(
            await request(api.url).patch(`/api/destinations/${destination.id}`).set(bearer(key)).send({ url }),
            'url',
          );
        }),
        { numRuns: 25 },
      );
      const listed = (await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).expect(200)).body.data;
      expect(listed.map((d: { url: string }) => d.url)).toEqual(['https://example.test/a']);

      // A row stored before such URLs were refused: answered without its credentials.
      await api.db.query(`UPDATE destinations SET url = 'https://hook:s3cret@example.test/legacy' WHERE id = $1`, [destination.id]);
      const shown = (await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).expect(200)).body;
      expect(shown.data[0].url).toBe('https://example.test/legacy');
      expect(JSON.stringify(shown)).not.toContain('s3cret');
    });

    it('accepts a URL of exactly 2048 characters', async () => {
      const { key } = await tenant();
      const endpoint = await createEndpoint(api.url, key);
      const url = `https://example.test/${'a'.repeat(2048 - 'https://example.test/'.length)}`;
      expect(url).toHaveLength(2048);
      const created = await request(api.url)
        .post(`/api/endpoints/${endpoint.id}/destinations`)
        .set(bearer(key))
        .send({ name: 'long', url })
        .expect(201);
      expect(created.body.url).toBe(url);
    });

    it('PATCH updates fields; active:false sets disabled_reason "manual", active:true clears it', async () => {
      const { key } = await tenant();
      const endpoint = await createEndpoint(api.url, key);
      const destination = await createDestination(api.url, key, endpoint.id, 'https://example.test/a');
      const patch = (body: object) => request(api.url).patch(`/api/destinations/${destination.id}`).set(bearer(key)).send(body);

      const updated = await patch({ name: 'renamed', url: 'http://example.test/b', timeout_ms: 2000 }).expect(200);
      expect(Object.keys(updated.body).sort()).toEqual(DESTINATION_FIELDS);
      expect(updated.body).toMatchObject({
        id: destination.id,
        name: 'renamed',
        url: 'http://example.test/b',
        timeout_ms: 2000,
        active: true,
        disabled_reason: null,
      });

      expect((await patch({ active: false }).expect(200)).body).toMatchObject({ active: false, disabled_reason: 'manual' });
      const listed = (await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).expect(200)).body.data;
      expect(listed[0]).toMatchObject({ active: false, disabled_reason: 'manual' });
      expect((await patch({ active: true }).expect(200)).body).toMatchObject({ active: true, disabled_reason: null });

      expectValidationProblem(await patch({ url: 'ftp://example.test/x' }), 'url');
      expectValidationProblem(await patch({ active: 'no' }), 'active');
      expectValidationProblem(await patch({ endpoint_id: randomUUID() }), 'endpoint_id');
    });

    it('DELETE answers 204; the destination is then gone (404) and absent from the list', async () => {
      const { key } = await tenant();
      const endpoint = await createEndpoint(api.url, key);
      const kept = await createDestination(api.url, key, endpoint.id, 'https://example.test/kept');
      const doomed = await createDestination(api.url, key, endpoint.id, 'https://example.test/doomed');
      const count = async () =>
        (await request(api.url).get(`/api/endpoints/${endpoint.id}`).set(bearer(key)).expect(200)).body.destination_count;
      expect(await count()).toBe(2);

      const res = await request(api.url).delete(`/api/destinations/${doomed.id}`).set(bearer(key)).expect(204);
      expectStandardHeaders(res);
      expect(res.text).toBe('');

      expectProblem(await request(api.url).delete(`/api/destinations/${doomed.id}`).set(bearer(key)), 404, 'not_found');
      expectProblem(await request(api.url).patch(`/api/destinations/${doomed.id}`).set(bearer(key)).send({ name: 'x' }), 404, 'not_found');
      expectProblem(await request(api.url).post(`/api/destinations/${doomed.id}/rotate-secret`).set(bearer(key)), 404, 'not_found');
      const listed = (await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).expect(200)).body.data;
      expect(listed.map((d: { id: string }) => d.id)).toEqual([kept.id]);
      expect(await count()).toBe(1);
      const endpoints = (await request(api.url).get('/api/endpoints').set(bearer(key)).expect(200)).body.data;
      expect(endpoints[0].destination_count).toBe(1);
    });

    it('rotates the signing secret with no overlap, and the next delivery is signed with the new one only', async () => {
      const tenant = await createTenant(api.url, receiver.url);
      const destination = tenant.destination!;
      const rotated = await request(api.url)
        .post(`/api/destinations/${destination.id}/rotate-secret`)
        .set(bearer(tenant.key))
        .send({ previous_secret_expires_in_seconds: 0 })
        .expect(200);
      expect(rotated.body).toEqual({
        destination_id: destination.id,
        signing_secret: expect.stringMatching(/^whsec_/),
        previous_secret_expires_at: expect.any(String),
      });
      expect(Buffer.from(rotated.body.signing_secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
      expect(rotated.body.signing_secret).not.toBe(destination.secret);

      const body = JSON.stringify({ rotated: randomUUID() });
      const accepted = await ingest(api.url, tenant.endpoint.token, body).expect(202);
      await waitForEvent(api.url, tenant.key, accepted.body.event_id, (event) => event.status === 'delivered');
      const delivered = receiver.requests.find((r) => r.headers['webhook-id'] === accepted.body.event_id);
      expect(delivered).toBeDefined();
      const timestamp = String(delivered!.headers['webhook-timestamp']);
      const sign = (secret: string) =>
        `v1,${createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64'))
          .update(`${accepted.body.event_id}.${timestamp}.${body}`)
          .digest('base64')}`;
      expect(delivered!.headers['webhook-signature']).toBe(sign(rotated.body.signing_secret));
      expect(delivered!.headers['webhook-signature']).not.toBe(sign(destination.secret));
    });

    it('hides destinations of another organization behind 404', async () => {
      const owner = await tenant();
      const endpoint = await createEndpoint(api.url, owner.key);
      const destination = await createDestination(api.url, owner.key, endpoint.id, 'https://example.test/owned');
      const { key } = await tenant();
      expectProblem(
        await request(api.url).patch(`/api/destinations/${destination.id}`).set(bearer(key)).send({ active: false }),
        404,
        'not_found',
      );
      expectProblem(await request(api.url).get(`/api/destinations/${destination.id}`).set(bearer(key)), 404, 'not_found');
      expectProblem(await request(api.url).delete(`/api/destinations/${destination.id}`).set(bearer(key)), 404, 'not_found');
      expectProblem(await request(api.url).post(`/api/destinations/${destination.id}/rotate-secret`).set(bearer(key)), 404, 'not_found');
      const listed = (await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(owner.key)).expect(200)).body
        .data;
      expect(listed).toEqual([expect.objectContaining({ id: destination.id, active: true, disabled_reason: null })]);
    });
  });

  describe('malformed path ids', () => {
    it.each([
      ['GET', '/api/endpoints/nope', 'endpointId'],
      ['PATCH', '/api/endpoints/123', 'endpointId'],
      ['POST', '/api/endpoints/nope/rotate-token', 'endpointId'],
      ['GET', '/api/endpoints/nope/destinations', 'endpointId'],
      ['POST', '/api/endpoints/00000000-0000-0000-0000-00000000000g/destinations', 'endpointId'],
      ['GET', '/api/destinations/nope', 'destinationId'],
      ['PATCH', '/api/destinations/nope', 'destinationId'],
      ['DELETE', '/api/destinations/nope', 'destinationId'],
      ['POST', '/api/destinations/nope/rotate-secret', 'destinationId'],
    ])('%s %s answers 400 validation_failed naming %s', async (method, path, field) => {
      const { key } = await tenant();
      const call = request(api.url)[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path).set(bearer(key));
      expectValidationProblem(await (method === 'PATCH' ? call.send({ name: 'x' }) : call), field);
    });
  });
});
