import request from 'supertest';
import { createRedisClient, type RedisClient } from '../../src/core/queue/redis';
import { bearer, createApiKey, createTenant, ingest, sessionHeaders, signup } from '../support/factories';
import { PrivateRedis, startPrivateRedis } from '../support/private-redis';
import { expectProblem } from '../support/problem';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Endpoints (ingest) and API keys (customer API) are cached per instance and confirmed against a
 * Redis generation marker on every use. Two instances of one deployment share the database, Redis
 * and the prefix: whatever changes on A holds on B's very next request, after B has cached the
 * endpoint or key.
 */
describe('credential caches across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let redis: RedisClient;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { worker: false, sharePrefixWith: a });
    redis = createRedisClient(a.config, {});
  });

  afterAll(async () => {
    redis.disconnect();
    await b.close();
    await a.close();
  });

  it('a token rotated on A is refused by B on the next request, and the new one accepted', async () => {
    const tenant = await createTenant(a.url);
    await ingest(b.url, tenant.endpoint.token, '{"cached":true}').expect(202);
    const rotated = await request(a.url).post(`/api/endpoints/${tenant.endpoint.id}/rotate-token`).set(bearer(tenant.key)).expect(200);

    expectProblem(await ingest(b.url, tenant.endpoint.token, '{}'), 401, 'invalid_endpoint_token');
    await ingest(b.url, rotated.body.token, '{"new":true}').expect(202);
  });

  it('an endpoint disabled on A is refused by B on the next request, and accepted again once enabled', async () => {
    const tenant = await createTenant(a.url);
    const endpoint = `/api/endpoints/${tenant.endpoint.id}`;
    await ingest(b.url, tenant.endpoint.token, '{}').expect(202);

    await request(a.url).patch(endpoint).set(bearer(tenant.key)).send({ enabled: false }).expect(200);
    expectProblem(await ingest(b.url, tenant.endpoint.token, '{}'), 403, 'endpoint_disabled');
    await request(a.url).patch(endpoint).set(bearer(tenant.key)).send({ enabled: true }).expect(200);
    await ingest(b.url, tenant.endpoint.token, '{}').expect(202);
  });

  it('a rate limit changed on A applies on B from the next request', async () => {
    const tenant = await createTenant(a.url);
    const first = await ingest(b.url, tenant.endpoint.token, '{}').expect(202);
    expect(first.headers['ratelimit-limit']).toBe(String(b.config.ingestRateBurst));

    await request(a.url)
      .patch(`/api/endpoints/${tenant.endpoint.id}`)
      .set(bearer(tenant.key))
      .send({ rate_limit_per_second: 1 })
      .expect(200);
    const limited = await ingest(b.url, tenant.endpoint.token, '{}').expect(202);
    expect(limited.headers['ratelimit-limit']).toBe('2');
    // The endpoint's own bucket: r = 1/s, burst 2r (the same bucket as before, now capped at 2).
    await ingest(b.url, tenant.endpoint.token, '{}').expect(202);
    const refused = await ingest(b.url, tenant.endpoint.token, '{}').expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('a key revoked on A is refused by B on the next request', async () => {
    const session = await signup(a.url);
    const key = await createApiKey(a.url, session, ['endpoints:read']);
    const keyId = (await request(a.url).get('/api/api-keys').set('cookie', session.cookie).expect(200)).body.data[0].id;
    await request(b.url).get('/api/projects').set(bearer(key)).expect(200);
    await request(b.url).get('/api/projects').set(bearer(key)).expect(200);

    await request(a.url).post(`/api/api-keys/${keyId}/revoke`).set(sessionHeaders(session)).expect(200);
    expectProblem(await request(b.url).get('/api/projects').set(bearer(key)), 401, 'api_key_revoked');
    expectProblem(await request(a.url).get('/api/projects').set(bearer(key)), 401, 'api_key_revoked');
  });

  it('on the event routes, which start before the cached key is confirmed, a revoked key still gets 401 and nothing else', async () => {
    const session = await signup(a.url);
    const key = await createApiKey(a.url, session, ['events:read']);
    const keyId = (await request(a.url).get('/api/api-keys').set('cookie', session.cookie).expect(200)).body.data[0].id;
    const first = await request(b.url).get('/api/events').set(bearer(key)).expect(200);
    expect(first.body).toEqual({ data: [], next_cursor: null });
    expect(first.headers['ratelimit-remaining']).toBeDefined();
    await request(b.url).get('/api/events?status=delivered').set(bearer(key)).expect(200); // now cached on B

    await request(a.url).post(`/api/api-keys/${keyId}/revoke`).set(sessionHeaders(session)).expect(200);
    // The refusal wins over whatever the route made of the request: a page, a 400 or a 404.
    for (const path of [
      '/api/events',
      '/api/events?limit=0',
      `/api/events/${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
      '/api/events/nope',
    ]) {
      const res = await request(b.url).get(path).set(bearer(key));
      expectProblem(res, 401, 'api_key_revoked');
      expect(res.body).not.toHaveProperty('data');
      expect(res.body).not.toHaveProperty('errors');
    }
  });

  it('on the event routes, a key without events:read gets 403 before its query is looked at', async () => {
    const session = await signup(a.url);
    const key = await createApiKey(a.url, session, ['endpoints:read']);
    await request(b.url).get('/api/projects').set(bearer(key)).expect(200); // cached on B
    const res = await request(b.url).get('/api/events?limit=0').set(bearer(key));
    expect(expectProblem(res, 403, 'insufficient_scope').required_scope).toBe('events:read');
  });

  it('serves from the cache while the marker holds, and never trusts a missing marker', async () => {
    const tenant = await createTenant(a.url);
    await ingest(b.url, tenant.endpoint.token, '{}').expect(202);
    // A change that bypasses the service (and so the marker) is not seen while the marker holds:
    // this is the cache at work, and why every change that matters bumps the marker.
    await a.db.query(`UPDATE endpoints SET enabled = false WHERE id = $1`, [tenant.endpoint.id]);
    await ingest(b.url, tenant.endpoint.token, '{}').expect(202);

    // Redis lost the marker (a restart without persistence): B reads PostgreSQL again.
    expect(await redis.del(`${b.config.redisPrefix}:gen:endpoint:{${tenant.endpoint.id}}`)).toBe(1);
    expectProblem(await ingest(b.url, tenant.endpoint.token, '{}'), 403, 'endpoint_disabled');
  });
});

describe('credential caches while Redis is unreachable', () => {
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    a = await startTestApp({ REDIS_URL: redis.url }, { worker: false });
    b = await startTestApp({ REDIS_URL: redis.url }, { worker: false, sharePrefixWith: a });
  });

  afterAll(async () => {
    await redis.start();
    await b.close();
    await a.close();
    await redis.stop();
  });

  it('bypasses the cache: a disabled endpoint and a revoked key are refused, the rest fails open as before', async () => {
    const tenant = await createTenant(a.url);
    const other = await createTenant(a.url);
    const keyId = (await request(a.url).get('/api/api-keys').set('cookie', tenant.session.cookie).expect(200)).body.data[0].id;
    await ingest(b.url, tenant.endpoint.token, '{}').expect(202);
    await ingest(b.url, other.endpoint.token, '{}').expect(202);
    await request(b.url).get('/api/projects').set(bearer(tenant.key)).expect(200);

    await redis.stop();
    await request(a.url).patch(`/api/endpoints/${tenant.endpoint.id}`).set(bearer(tenant.key)).send({ enabled: false }).expect(200);
    expectProblem(await ingest(b.url, tenant.endpoint.token, '{}'), 403, 'endpoint_disabled');
    // Still accepted without Redis (the limiter fails open; the job waits for the outbox relay).
    await ingest(b.url, other.endpoint.token, '{}').expect(202);

    await request(a.url).post(`/api/api-keys/${keyId}/revoke`).set(sessionHeaders(tenant.session)).expect(200);
    expectProblem(await request(b.url).get('/api/projects').set(bearer(tenant.key)), 401, 'api_key_revoked');
    await request(b.url).get('/api/projects').set(bearer(other.key)).expect(200);

    // Redis is back, empty: no marker confirms anything cached before, so both stay refused.
    await redis.start();
    for (let i = 0; i < 3; i++) {
      expectProblem(await ingest(b.url, tenant.endpoint.token, '{}'), 403, 'endpoint_disabled');
      expectProblem(await request(b.url).get('/api/projects').set(bearer(tenant.key)), 401, 'api_key_revoked');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await ingest(b.url, other.endpoint.token, '{}').expect(202);
  });
});
