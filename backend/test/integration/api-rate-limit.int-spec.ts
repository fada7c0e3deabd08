import request from 'supertest';
import { bearer, createApiKey, signup } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

describe('customer API rate limit per key', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ API_RATE_PER_SECOND: '1', API_RATE_BURST: '2' });
  });

  afterAll(async () => {
    await api.close();
  });

  it('limits each key with its own bucket and RateLimit headers, 429 with Retry-After past it', async () => {
    const session = await signup(api.url);
    const key = await createApiKey(api.url, session);
    const other = await createApiKey(api.url, session);

    const first = await request(api.url).get('/api/events').set(bearer(key)).expect(200);
    expect(first.headers['ratelimit-limit']).toBe('2');
    expect(first.headers['ratelimit-remaining']).toBe('1');
    await request(api.url).get('/api/projects').set(bearer(key)).expect(200);
    const limited = await request(api.url).get('/api/events').set(bearer(key)).expect(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.body).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    await request(api.url).get('/api/events').set(bearer(other)).expect(200);
    // The dashboard session is not limited by a key's bucket.
    await request(api.url).get('/api/events').set('cookie', session.cookie).expect(200);
  });
});
