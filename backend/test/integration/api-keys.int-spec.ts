import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { ALL_SCOPES } from '../../src/core/auth/scopes';
import { bearer, createApiKey, Session, sessionHeaders, signup } from '../support/factories';
import { expectProblem, expectStandardHeaders, expectValidationProblem } from '../support/problem';
import { startTestApp, TestApp } from '../support/test-app';

const RFC3339_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const KEY_FIELDS = ['created_at', 'expires_at', 'id', 'last_used_at', 'name', 'prefix', 'scopes', 'status'];

describe('API keys (docs/http.md, Authentication; API keys)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp();
  });

  afterAll(async () => {
    await api.close();
  });

  const create = (session: Session, body: object) => request(api.url).post('/api/api-keys').set(sessionHeaders(session)).send(body);
  const list = async (session: Session) =>
    (await request(api.url).get('/api/api-keys').set('cookie', session.cookie).expect(200)).body.data;
  const revoke = (session: Session, id: string) => request(api.url).post(`/api/api-keys/${id}/revoke`).set(sessionHeaders(session));

  describe('POST /api/api-keys', () => {
    it('answers 201 with the raw key once, its 12-character prefix and its scopes', async () => {
      const session = await signup(api.url);
      const res = await create(session, { name: 'CI pipeline', scopes: ['events:read', 'deliveries:retry'] }).expect(201);
      expectStandardHeaders(res);
      expect(Object.keys(res.body).sort()).toEqual([...KEY_FIELDS.filter((f) => f !== 'last_used_at'), 'key', 'last_used_at'].sort());
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'CI pipeline',
        key: expect.stringMatching(/^hyk_[0-9A-Za-z]{43}$/),
        prefix: expect.any(String),
        scopes: ['events:read', 'deliveries:retry'],
        status: 'active',
        expires_at: null,
        last_used_at: null,
        created_at: expect.stringMatching(RFC3339_MS),
      });
      expect(res.body.prefix).toBe(res.body.key.slice(0, 12));
      expect(res.body.prefix).toMatch(/^hyk_[0-9A-Za-z]{8}$/);

      const other = await create(session, { name: 'other', scopes: ['events:read'] }).expect(201);
      expect(other.body.key).not.toBe(res.body.key);
    });

    it('stores the key only as its SHA-256 hash', async () => {
      const session = await signup(api.url);
      const res = await create(session, { name: 'hashed', scopes: ['events:read'] }).expect(201);
      const rows = await api.db.query(`SELECT * FROM api_keys WHERE id = $1`, [res.body.id]);
      expect(Buffer.from(rows[0].key_hash).equals(createHash('sha256').update(res.body.key).digest())).toBe(true);
      expect(JSON.stringify(rows[0])).not.toContain(res.body.key.slice(12));
    });

    it('keeps an expires_at in the future', async () => {
      const session = await signup(api.url);
      const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
      const res = await create(session, { name: 'expiring', scopes: ALL_SCOPES, expires_at: expiresAt }).expect(201);
      expect(res.body.expires_at).toBe(expiresAt);
    });

    it.each([
      ['an unknown scope', { name: 'k', scopes: ['events:read', 'events:delete'] }, 'scopes'],
      ['an empty scope list', { name: 'k', scopes: [] }, 'scopes'],
      ['scopes that are not a list', { name: 'k', scopes: 'events:read' }, 'scopes'],
      ['a missing name', { scopes: ['events:read'] }, 'name'],
      [
        'an expires_at in the past',
        { name: 'k', scopes: ['events:read'], expires_at: new Date(Date.now() - 60_000).toISOString() },
        'expires_at',
      ],
      ['an expires_at that is not a timestamp', { name: 'k', scopes: ['events:read'], expires_at: 'tomorrow' }, 'expires_at'],
    ])('refuses %s with 400 validation_failed', async (_, body, field) => {
      const session = await signup(api.url);
      expectValidationProblem(await create(session, body), field);
      expect(await list(session)).toEqual([]);
    });
  });

  describe('GET /api/api-keys', () => {
    it('lists the keys of the organization by prefix, never the key nor its hash', async () => {
      const session = await signup(api.url);
      const created = await create(session, { name: 'listed', scopes: ['endpoints:read'] }).expect(201);
      const stranger = await signup(api.url);
      await createApiKey(api.url, stranger);

      const res = await request(api.url).get('/api/api-keys').set('cookie', session.cookie).expect(200);
      expect(res.body).toEqual({ data: [expect.any(Object)] });
      const [key] = res.body.data;
      expect(Object.keys(key).sort()).toEqual(KEY_FIELDS);
      const { key: raw, ...shown } = created.body;
      expect(key).toEqual(shown);
      expect(JSON.stringify(res.body)).not.toContain(raw);
      expect(JSON.stringify(res.body)).not.toMatch(/hash/i);
    });

    it('shows last_used_at as null before the first use, and set after it', async () => {
      const session = await signup(api.url);
      const key = await createApiKey(api.url, session, ['endpoints:read']);
      expect((await list(session))[0].last_used_at).toBeNull();

      await request(api.url).get('/api/projects').set(bearer(key)).expect(200);
      const [afterFirst] = await list(session);
      expect(afterFirst.last_used_at).toMatch(RFC3339_MS);
      expect(new Date(afterFirst.last_used_at).getTime()).toBeGreaterThanOrEqual(new Date(afterFirst.created_at).getTime());

      // Written at most once a minute: an immediate second use leaves it as it was.
      await request(api.url).get('/api/projects').set(bearer(key)).expect(200);
      expect((await list(session))[0].last_used_at).toBe(afterFirst.last_used_at);
    });
  });

  describe('POST /api/api-keys/{keyId}/revoke', () => {
    it('revokes an active key (200), refuses a second revoke (409), and the key fails on the very next request', async () => {
      const session = await signup(api.url);
      const created = await create(session, { name: 'to revoke', scopes: ['endpoints:read'] }).expect(201);
      await request(api.url).get('/api/projects').set(bearer(created.body.key)).expect(200);

      const res = await revoke(session, created.body.id).expect(200);
      expect(Object.keys(res.body).sort()).toEqual(KEY_FIELDS);
      expect(res.body).toMatchObject({ id: created.body.id, prefix: created.body.prefix, status: 'revoked' });

      expectProblem(await request(api.url).get('/api/projects').set(bearer(created.body.key)), 401, 'api_key_revoked');
      expectProblem(await revoke(session, created.body.id), 409, 'already_revoked');
      expect((await list(session))[0].status).toBe('revoked');
    });

    it('takes effect at once on every instance', async () => {
      const other = await startTestApp({}, { worker: false, sharePrefixWith: api });
      try {
        const session = await signup(api.url);
        const created = await create(session, { name: 'two instances', scopes: ['endpoints:read'] }).expect(201);
        await request(other.url).get('/api/projects').set(bearer(created.body.key)).expect(200);
        await revoke(session, created.body.id).expect(200);
        expectProblem(await request(other.url).get('/api/projects').set(bearer(created.body.key)), 401, 'api_key_revoked');
      } finally {
        await other.close();
      }
    });

    it('answers 404 for a key of another organization, and leaves that key working', async () => {
      const owner = await signup(api.url);
      const created = await create(owner, { name: 'foreign', scopes: ['endpoints:read'] }).expect(201);
      const stranger = await signup(api.url);
      expectProblem(await revoke(stranger, created.body.id), 404, 'not_found');
      expectProblem(await revoke(stranger, randomUUID()), 404, 'not_found');
      await request(api.url).get('/api/projects').set(bearer(created.body.key)).expect(200);
      expect((await list(owner))[0].status).toBe('active');
    });

    it('answers 400 validation_failed for a malformed key id', async () => {
      const session = await signup(api.url);
      expectValidationProblem(await revoke(session, 'not-a-uuid'), 'keyId');
    });
  });

  describe('bearer authentication', () => {
    it('refuses a key past its expires_at with 401 api_key_expired', async () => {
      const session = await signup(api.url);
      const expiresAt = Date.now() + 2000;
      const key = await createApiKey(api.url, session, ['endpoints:read'], { expires_at: new Date(expiresAt).toISOString() });
      await request(api.url).get('/api/projects').set(bearer(key)).expect(200);
      await new Promise((resolve) => setTimeout(resolve, expiresAt - Date.now() + 100));
      expectProblem(await request(api.url).get('/api/projects').set(bearer(key)), 401, 'api_key_expired');
      expect((await list(session))[0].status).toBe('active');
    });

    it.each([
      ['an unknown well-formed key', () => `hyk_${'A'.repeat(43)}`],
      ['a key that is too short', () => 'hyk_abc'],
      ['a key with the wrong prefix', () => `hk_${'a'.repeat(43)}`],
      ['a key with a character outside base62', () => `hyk_${'a'.repeat(42)}-`],
    ])('refuses %s with 401 invalid_api_key', async (_, key) => {
      expectProblem(await request(api.url).get('/api/events').set(bearer(key())), 401, 'invalid_api_key');
    });

    it('refuses an Authorization header that is not a bearer key with 401 invalid_api_key', async () => {
      const session = await signup(api.url);
      const key = await createApiKey(api.url, session);
      expectProblem(
        await request(api.url)
          .get('/api/events')
          .set('authorization', `Basic ${Buffer.from(key).toString('base64')}`),
        401,
        'invalid_api_key',
      );
      expectProblem(await request(api.url).get('/api/events').set('authorization', 'Bearer'), 401, 'invalid_api_key');
      expectProblem(await request(api.url).get('/api/events').set('authorization', `Bearer ${key} extra`), 401, 'invalid_api_key');
      await request(api.url).get('/api/events').set('authorization', `bearer ${key}`).expect(200);
    });

    it('answers 401 missing_credentials without an Authorization header or session', async () => {
      expectProblem(await request(api.url).get('/api/events'), 401, 'missing_credentials');
      expectProblem(await request(api.url).post('/api/projects').send({ name: 'x' }), 401, 'missing_credentials');
    });

    it('refuses a bearer key on the session-only routes with 401 unauthenticated', async () => {
      const session = await signup(api.url);
      const created = await create(session, { name: 'all', scopes: ALL_SCOPES }).expect(201);
      const key = bearer(created.body.key);
      expectProblem(await request(api.url).get('/api/api-keys').set(key), 401, 'unauthenticated');
      expectProblem(
        await request(api.url)
          .post('/api/api-keys')
          .set(key)
          .send({ name: 'k', scopes: ['events:read'] }),
        401,
        'unauthenticated',
      );
      expectProblem(await request(api.url).post(`/api/api-keys/${created.body.id}/revoke`).set(key), 401, 'unauthenticated');
      expectProblem(await request(api.url).get('/api/auth/me').set(key), 401, 'unauthenticated');
      expectProblem(await request(api.url).post('/api/auth/logout').set(key), 401, 'unauthenticated');
      // The key itself was not touched by any of that.
      expect((await list(session)).map((k: { status: string }) => k.status)).toEqual(['active']);
    });

    it('binds a key to its organization', async () => {
      const first = await signup(api.url);
      const second = await signup(api.url);
      const firstKey = await createApiKey(api.url, first, ['endpoints:read', 'endpoints:write']);
      await request(api.url).post('/api/projects').set(bearer(firstKey)).send({ name: 'Only in the first' }).expect(201);
      const seenBySecond = await request(api.url).get('/api/projects').set('cookie', second.cookie).expect(200);
      expect(seenBySecond.body.data.map((p: { name: string }) => p.name)).toEqual(['Default']);
      const seenByFirst = await request(api.url).get('/api/projects').set(bearer(firstKey)).expect(200);
      expect(seenByFirst.body.data.map((p: { name: string }) => p.name)).toEqual(['Default', 'Only in the first']);
    });
  });
});
