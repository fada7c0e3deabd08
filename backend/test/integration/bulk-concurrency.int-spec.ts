import request from 'supertest';
import { bearer, createDestination, createTenant, ingest, pollUntil } from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * BULK_CONCURRENCY (docs/operations.md, Bulk retries and replays) bounds a worker's bulk deliveries in
 * flight, below what the destination's own cap (DESTINATION_CONCURRENCY) would allow.
 */
describe('BULK_CONCURRENCY', () => {
  let api: TestApp;
  let receiver: Receiver;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));

  beforeAll(async () => {
    receiver = await startReceiver(() => ({ status: 200, release: gate }));
    api = await startTestApp({ BULK_CONCURRENCY: '3', DESTINATION_CONCURRENCY: '10', RETRY_SCHEDULE: '1h' });
  });

  afterAll(async () => {
    open();
    await api.close();
    await receiver.close();
  });

  it('holds a bulk replay to BULK_CONCURRENCY requests in flight, then delivers every event', async () => {
    // Events received while the endpoint had no destination (dead-lettered at once), replayed to one.
    const tenant = await createTenant(api.url);
    const count = 30;
    for (let i = 0; i < count; i++) await ingest(api.url, tenant.endpoint.token, `{"i":${i}}`).expect(202);
    await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url);
    await request(api.url).post('/api/events/bulk-replay').set(bearer(tenant.key)).send({ endpointId: tenant.endpoint.id }).expect(202);

    await receiver.waitFor(3, 20_000);
    // Time for more to arrive, were the bound the destination's 10.
    await new Promise((wait) => setTimeout(wait, 1500));
    expect(receiver.requests).toHaveLength(3);

    open();
    const delivered = await receiver.waitFor(count, 30_000);
    expect(new Set(delivered.map((r) => r.headers['webhook-id'])).size).toBe(count);
    const events = await pollUntil(
      async () => (await request(api.url).get('/api/events').query({ status: 'delivered' }).set(bearer(tenant.key))).body.data,
      (data: unknown[]) => data.length === count,
    );
    expect(events).toHaveLength(count);
  }, 60_000);
});
