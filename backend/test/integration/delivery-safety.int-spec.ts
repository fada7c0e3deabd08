import request from 'supertest';
import { bearer, createDestination, createTenant, ingest, waitForEvent } from '../support/factories';
import { startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

describe('refused destination addresses (ALLOW_PRIVATE_DESTINATIONS=false)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ ALLOW_PRIVATE_DESTINATIONS: 'false', RETRY_SCHEDULE: '100ms' });
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it.each([
    ['a hostname that resolves to loopback', (port: string) => `http://localhost:${port}/hook`],
    ['an IPv4 loopback literal', (port: string) => `http://127.0.0.1:${port}/hook`],
    ['an IPv4-mapped IPv6 literal', (port: string) => `http://[::ffff:127.0.0.1]:${port}/hook`],
  ])('never connects to %s', async (_, url) => {
    const port = new URL(receiver.url).port;
    const tenant = await createTenant(api.url, url(port));
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'dead_lettered');
    expect(event.delivery_attempts[0]).toMatchObject({
      status: 'error',
      response_status: null,
      error_message: 'destination address not allowed',
    });
    expect(receiver.requests).toHaveLength(0);
  });
});

describe('fairness: a hung destination does not starve the others', () => {
  let api: TestApp;
  let hung: Receiver;
  let healthy: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ WORKER_CONCURRENCY: '4', DESTINATION_CONCURRENCY: '2', RETRY_SCHEDULE: '1h' });
    hung = await startReceiver(() => ({ status: 200, hang: true }));
    healthy = await startReceiver();
  });

  afterAll(async () => {
    await hung.close();
    await healthy.close();
    await api.close();
  });

  it('keeps at most DESTINATION_CONCURRENCY deliveries in flight per destination and serves the rest', async () => {
    const slow = await createTenant(api.url);
    await createDestination(api.url, slow.key, slow.endpoint.id, hung.url, { timeout_ms: 20000 });
    for (let i = 0; i < 6; i++) await ingest(api.url, slow.endpoint.token, `{"slow":${i}}`).expect(202);
    await hung.waitFor(2);

    const fast = await createTenant(api.url, healthy.url);
    const accepted: string[] = [];
    for (let i = 0; i < 5; i++) accepted.push((await ingest(api.url, fast.endpoint.token, `{"fast":${i}}`).expect(202)).body.event_id);
    for (const eventId of accepted) await waitForEvent(api.url, fast.key, eventId, (e) => e.status === 'delivered');

    expect(hung.requests).toHaveLength(2);
    const inFlight = await request(api.url).get('/api/events?status=queued').set(bearer(slow.key)).expect(200);
    expect(inFlight.body.data).toHaveLength(6);
  });
});

describe('a delivery that outlasts its lease (DELIVERY_LEASE_MS)', () => {
  let api: TestApp;
  let slow: Receiver;

  beforeAll(async () => {
    // the relay looks every 200 ms for jobs whose lease ran out: without renewals it would send this one again
    api = await startTestApp({ DELIVERY_LEASE_MS: '1500', RELAY_INTERVAL_MS: '200', RELAY_GRACE_MS: '500', RETRY_SCHEDULE: '1h' });
    slow = await startReceiver(() => ({ status: 200, delayMs: 5000 }));
  });

  afterAll(async () => {
    await slow.close();
    await api.close();
  });

  it('keeps its lease renewed while the request lasts, so it is sent once', async () => {
    const tenant = await createTenant(api.url);
    await createDestination(api.url, tenant.key, tenant.endpoint.id, slow.url, { timeout_ms: 10_000 });
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"slow":true}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered', 15_000);
    expect(event.delivery_attempts).toEqual([expect.objectContaining({ attempt_number: 1, status: 'success' })]);
    expect(slow.requests.filter((r) => r.headers['webhook-id'] === accepted.body.event_id)).toHaveLength(1);
  });
});
