import request from 'supertest';
import { bearer, createDestination, createTenant, ingest, waitForEvent } from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

const HANG_TIMEOUT_MS = 6000;

/** Issue #12, item 2: one organization's hanging destinations do not stall another's deliveries. */
describe('fairness across organizations (ORGANIZATION_CONCURRENCY)', () => {
  let api: TestApp;
  let hung: Receiver;
  let fast: Receiver;
  const arrivals = new Map<string, number>();

  beforeAll(async () => {
    api = await startTestApp({ WORKER_CONCURRENCY: '6', ORGANIZATION_CONCURRENCY: '3', RETRY_SCHEDULE: '1h' });
    hung = await startReceiver(() => ({ status: 200, hang: true }));
    fast = await startReceiver((received) => {
      arrivals.set(received.headers['webhook-id'] as string, Date.now());
      return { status: 200 };
    });
  });

  afterAll(async () => {
    await hung.close(); // the hanging deliveries end now instead of at their timeout
    await fast.close();
    await api.close();
  });

  /** Milliseconds from the ingest to the fast receiver's getting the delivery. */
  const latencyOf = async (token: string, receiver: Receiver) => {
    const sent = Date.now();
    const accepted = await ingest(api.url, token, '{"b":true}').expect(202);
    const eventId = accepted.body.event_id as string;
    while (!arrivals.has(eventId)) await receiver.waitFor(receiver.requests.length + 1, 30_000);
    return arrivals.get(eventId)! - sent;
  };

  it("keeps another organization's delivery latency near its normal value while one organization's destinations hang", async () => {
    const b = await createTenant(api.url, fast.url);
    const normal = [];
    for (let i = 0; i < 3; i++) normal.push(await latencyOf(b.endpoint.token, fast));
    const baseline = Math.max(...normal);

    // A: four destinations that never answer (each under DESTINATION_CONCURRENCY on its own), many events
    const a = await createTenant(api.url);
    for (let d = 0; d < 4; d++) await createDestination(api.url, a.key, a.endpoint.id, hung.url, { timeout_ms: HANG_TIMEOUT_MS });
    await Promise.all(Array.from({ length: 15 }, (_, i) => ingest(api.url, a.endpoint.token, `{"a":${i}}`).expect(202)));
    await hung.waitFor(3, 10_000); // A holds what it may: its deliveries are in flight

    const loaded = await latencyOf(b.endpoint.token, fast);
    // Generous for a slow machine, yet below A's timeout: without the cap, B waits for a permit until
    // A's hanging deliveries time out.
    expect(loaded).toBeLessThan(baseline + 2500);
    expect(hung.requests.length).toBe(3); // never more of A in flight than its cap
  });

  it('delivers every delivery refused for its organization later, once, with one attempt each', async () => {
    const slow = await startReceiver(() => ({ status: 200, delayMs: 150 }));
    try {
      const c = await createTenant(api.url);
      for (let d = 0; d < 4; d++) await createDestination(api.url, c.key, c.endpoint.id, slow.url);
      const accepted = await Promise.all(Array.from({ length: 4 }, (_, i) => ingest(api.url, c.endpoint.token, `{"c":${i}}`).expect(202)));
      for (const { body } of accepted) {
        const event = await waitForEvent(api.url, c.key, body.event_id, (e) => e.status === 'delivered', 30_000);
        expect(event.delivery_jobs.map((job) => job.attempt_count)).toEqual([1, 1, 1, 1]);
        expect(event.delivery_attempts).toHaveLength(4);
      }
      expect(slow.requests).toHaveLength(16);
      const list = await request(api.url).get('/api/events').set(bearer(c.key)).expect(200);
      expect(list.body.data.map((e: { status: string }) => e.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    } finally {
      await slow.close();
    }
  });
});

describe('a destination that keeps timing out (SLOW_DESTINATION_TIMEOUTS)', () => {
  let api: TestApp;
  let hung: Receiver;
  const arrivals: number[] = [];

  beforeAll(async () => {
    api = await startTestApp({ DESTINATION_CONCURRENCY: '3', SLOW_DESTINATION_TIMEOUTS: '2', RETRY_SCHEDULE: '1h' });
    hung = await startReceiver(() => {
      arrivals.push(Date.now());
      return { status: 200, hang: true };
    });
  });

  afterAll(async () => {
    await hung.close();
    await api.close();
  });

  it('gets one delivery at a time once its deliveries time out, each after the one before has timed out', async () => {
    const tenant = await createTenant(api.url);
    await createDestination(api.url, tenant.key, tenant.endpoint.id, hung.url, { timeout_ms: 1000 });
    for (let i = 0; i < 6; i++) await ingest(api.url, tenant.endpoint.token, `{"n":${i}}`).expect(202);
    await hung.waitFor(6, 20_000);
    // the first three (DESTINATION_CONCURRENCY) together; after their timeouts, one at a time: the
    // next starts only once the one before timed out (1000 ms after it started, so a slow machine
    // only spreads them further)
    const gaps = arrivals.slice(3, 6).map((at, i) => at - arrivals[2 + i]);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(700);
  });
});
