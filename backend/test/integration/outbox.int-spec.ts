import request from 'supertest';
import { createTenant, ingest, waitForEvent } from '../support/factories';
import { PrivateRedis, startPrivateRedis } from '../support/private-redis';
import { startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

describe('nothing accepted is lost when Redis is down (outbox relay)', () => {
  let redis: PrivateRedis;
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    receiver = await startReceiver();
    api = await startTestApp({ REDIS_URL: redis.url, RELAY_INTERVAL_MS: '200', RELAY_GRACE_MS: '500' });
  });

  afterAll(async () => {
    await redis.start();
    await api.close();
    await receiver.close();
    await redis.stop();
  });

  it('accepts while Redis is down and delivers every event once it is back', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const before = await ingest(api.url, tenant.endpoint.token, '{"before":true}').expect(202);
    await waitForEvent(api.url, tenant.key, before.body.event_id, (e) => e.status === 'delivered');

    await redis.stop();
    const notReady = await request(api.url).get('/readyz').expect(503);
    expect(notReady.body).toMatchObject({ status: 503, code: 'not_ready' });
    expect(notReady.body.detail).toMatch(/redis/);
    await request(api.url).get('/healthz').expect(200);
    const during: string[] = [];
    for (let i = 0; i < 5; i++) {
      const accepted = await ingest(api.url, tenant.endpoint.token, `{"during":${i}}`).expect(202);
      expect(accepted.body.status).toBe('queued');
      during.push(accepted.body.event_id);
    }
    await redis.start();

    for (const eventId of during) {
      const event = await waitForEvent(api.url, tenant.key, eventId, (e) => e.status === 'delivered', 20_000);
      expect(event.delivery_attempts.filter((a) => a.status === 'success')).toHaveLength(1);
    }
    expect((await request(api.url).get('/readyz').expect(200)).body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    const received = new Set(receiver.requests.map((r) => r.headers['webhook-id']));
    for (const eventId of [before.body.event_id, ...during]) expect(received.has(eventId)).toBe(true);
  });
});
