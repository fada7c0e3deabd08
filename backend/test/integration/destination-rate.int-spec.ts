import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { bearer, createDestination, createTenant, ingest, pollUntil } from '../support/factories';
import { expectProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, startTestWorker, TestApp, testConfig } from '../support/test-app';

const RATE = 5;
const EVENTS = 30;
/**
 * The limit spaces the deliveries' starts (a turn every 1/RATE s); the receiver sees their arrivals,
 * which two requests' different latencies can bring closer together (a loaded machine: tens of ms).
 * 150 ms still tells 5/s (RATE + 1 arrivals span >= 1,000 ms) from 6/s (833 ms).
 */
const JITTER_MS = 150;

/** The shortest time (ms) in which `count` + 1 consecutive arrivals of `times` (ms) came. */
function shortestSpan(times: number[], count: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let shortest = Infinity;
  for (let i = 0; i + count < sorted.length; i++) shortest = Math.min(shortest, sorted[i + count] - sorted[i]);
  return shortest;
}

/** The most arrivals in any one-second window [t, t + 1 s) of `times` (ms). */
function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let start = 0, end = 0; start < sorted.length; start++) {
    while (end < sorted.length && sorted[end] < sorted[start] + 1000) end++;
    most = Math.max(most, end - start);
  }
  return most;
}

/** A destination's rate_limit_per_second (issue #28 §4), across two workers on one queue. */
describe('destination rate limit', () => {
  let api: TestApp;
  let workers: INestApplicationContext[];
  let receiver: Receiver;
  const arrivals: number[] = [];

  beforeAll(async () => {
    api = await startTestApp({}, { worker: false });
    workers = await Promise.all([0, 1].map(() => startTestWorker(testConfig({}, api.config.redisPrefix))));
    receiver = await startReceiver(() => {
      arrivals.push(performance.now());
      return { status: 200 };
    });
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await api.close();
    await receiver.close();
  });

  it(`delivers a burst at most ${RATE} in any second, every event, with no attempt spent waiting`, async () => {
    const { key, endpoint } = await createTenant(api.url);
    const destination = await createDestination(api.url, key, endpoint.id, receiver.url, { rate_limit_per_second: RATE });
    // sent at once: one after another, a loaded machine ingested slower than RATE a second (4 in its busiest, seen under contention)
    const ids = await Promise.all(
      Array.from(
        { length: EVENTS },
        async (_, i) => (await ingest(api.url, endpoint.token, `{"n":${i}}`).expect(202)).body.event_id as string,
      ),
    );
    await receiver.waitFor(EVENTS, 30_000);
    // no RATE + 1 deliveries within a second (up to the arrivals' jitter), but RATE in some second: the limit, not a crawl
    expect(shortestSpan(arrivals, RATE)).toBeGreaterThanOrEqual(1000 - JITTER_MS);
    expect(busiestSecond(arrivals)).toBeGreaterThanOrEqual(RATE);
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id']))).toEqual(new Set(ids));
    // waiting is not failing: one attempt each, all successes
    const counts = () =>
      api.db.query(
        `SELECT count(*)::int AS attempts, count(*) FILTER (WHERE status = 'success')::int AS successes FROM delivery_attempts WHERE destination_id = $1`,
        [destination.id],
      ) as Promise<{ attempts: number; successes: number }[]>;
    const [recorded] = await pollUntil(counts, ([row]) => row.attempts >= EVENTS);
    expect(recorded).toEqual({ attempts: EVENTS, successes: EVENTS });
  }, 60_000);

  it('accepts null or 1-10,000 and answers it; refuses anything else', async () => {
    const { key, endpoint } = await createTenant(api.url);
    const created = await createDestination(api.url, key, endpoint.id, receiver.url);
    const path = `/api/destinations/${created.id}`;
    expect(
      (await request(api.url).patch(path).set(bearer(key)).send({ rate_limit_per_second: 10_000 }).expect(200)).body.rate_limit_per_second,
    ).toBe(10_000);
    expect(
      (await request(api.url).patch(path).set(bearer(key)).send({ rate_limit_per_second: null }).expect(200)).body.rate_limit_per_second,
    ).toBeNull();
    for (const value of [0, 10_001, 2.5, '5']) {
      expectProblem(await request(api.url).patch(path).set(bearer(key)).send({ rate_limit_per_second: value }), 400, 'validation_failed');
    }
  });
});
