import request from 'supertest';
import { metrics } from '../../src/core/metrics/metrics';
import { LivePickup } from '../../src/modules/deliveries/live-pickup';
import { bearer, createTenant, ingest, pollUntil, waitForEvent } from '../support/factories';
import { PrivateRedis, startPrivateRedis } from '../support/private-redis';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

interface JobRow {
  event_id: string;
  status: string;
  attempt_count: number;
  live_queue: string | null;
}

/** The jobs of these events (public ids), with their attempts so far. */
async function jobsOf(app: TestApp, eventIds: string[]): Promise<JobRow[]> {
  return app.db.query(
    `SELECT e.event_id, j.status, j.attempt_count, j.live_queue FROM delivery_jobs j JOIN events e ON e.id = j.event_id
      WHERE e.event_id = ANY($1) ORDER BY e.event_id`,
    [eventIds],
  );
}

const webhookIds = (receiver: Receiver) => receiver.requests.map((request) => request.headers['webhook-id'] as string);

describe('live pickup: ingested events reach their worker through PostgreSQL, not the queue', () => {
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
  });

  afterAll(() => receiver.close());

  it('two workers of one deployment split a burst: every event delivered once', async () => {
    // A destination cap no burst reaches: no delivery is refused a slot, so none goes through the queue.
    const env = { DESTINATION_CONCURRENCY: '200', WORKER_CONCURRENCY: '20' };
    const first = await startTestApp(env);
    const second = await startTestApp(env, { sharePrefixWith: first });
    try {
      const tenant = await createTenant(first.url, receiver.url);
      const accepted = await Promise.all(
        Array.from({ length: 120 }, (_, i) => ingest(i % 2 ? first.url : second.url, tenant.endpoint.token, `{"n":${i}}`).expect(202)),
      );
      const eventIds = accepted.map((answer) => answer.body.event_id as string);
      const jobs = await pollUntil(
        () => jobsOf(first, eventIds),
        (rows) => rows.every((job) => job.status === 'succeeded'),
        20_000,
      );
      expect(jobs.map(({ status, attempt_count, live_queue }) => ({ status, attempt_count, live_queue }))).toEqual(
        Array(120).fill({ status: 'succeeded', attempt_count: 1, live_queue: null }),
      );
      const delivered = webhookIds(receiver).filter((id) => eventIds.includes(id));
      expect(delivered.sort()).toEqual([...eventIds].sort());
    } finally {
      await second.close();
      await first.close();
    }
  });

  it("leaves another deployment's live jobs alone (the queue namespace is REDIS_PREFIX's)", async () => {
    const api = await startTestApp({}, { worker: false });
    const stranger = await startTestApp({});
    let worker: TestApp | undefined;
    try {
      const tenant = await createTenant(api.url, receiver.url);
      const accepted = await ingest(api.url, tenant.endpoint.token, '{"whose":"api"}').expect(202);
      // The stranger hears the notification (another namespace's) and sweeps from the oldest live job: two chances to take it.
      stranger.app.get(LivePickup).wake(null);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await jobsOf(api, [accepted.body.event_id])).toEqual([
        expect.objectContaining({ status: 'pending', attempt_count: 0, live_queue: api.config.redisPrefix }),
      ]);
      worker = await startTestApp({}, { sharePrefixWith: api });
      await waitForEvent(api.url, tenant.key, accepted.body.event_id, (event) => event.status === 'delivered');
      expect(webhookIds(receiver).filter((id) => id === accepted.body.event_id)).toHaveLength(1);
    } finally {
      await worker?.close();
      await stranger.close();
      await api.close();
    }
  });

  it('gives a picked-up delivery its destination refuses back, and it goes through the queue: each event once', async () => {
    // One request at a time, each held past the 1 s a refused delivery waits for a slot: the others go back.
    const slow = await startReceiver(() => ({ status: 200, release: new Promise<void>((resolve) => setTimeout(resolve, 1_200)) }));
    const app = await startTestApp({ DESTINATION_CONCURRENCY: '1' });
    try {
      const requeued = async () =>
        (await metrics.destinationFull.get()).values.find((value) => value.labels.outcome === 'requeued')?.value ?? 0;
      const before = await requeued();
      const tenant = await createTenant(app.url, slow.url);
      const accepted = await Promise.all(
        Array.from({ length: 3 }, (_, i) => ingest(app.url, tenant.endpoint.token, `{"n":${i}}`).expect(202)),
      );
      const eventIds = accepted.map((answer) => answer.body.event_id as string);
      const jobs = await pollUntil(
        () => jobsOf(app, eventIds),
        (rows) => rows.every((job) => job.status === 'succeeded'),
        20_000,
      );
      expect(jobs.map(({ attempt_count, live_queue }) => ({ attempt_count, live_queue }))).toEqual(
        Array(3).fill({ attempt_count: 1, live_queue: null }),
      );
      expect(webhookIds(slow).sort()).toEqual([...eventIds].sort());
      expect(await requeued()).toBeGreaterThan(before);
    } finally {
      await app.close();
      await slow.close();
    }
  });
});

describe('live pickup while Redis is down', () => {
  let redis: PrivateRedis;
  let app: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    receiver = await startReceiver();
    app = await startTestApp({ REDIS_URL: redis.url });
  });

  afterAll(async () => {
    await redis.start(); // a no-op unless the test failed with it stopped
    await app.close();
    await receiver.close();
    await redis.stop();
  });

  it('delivers what is ingested meanwhile, before Redis is back', async () => {
    const tenant = await createTenant(app.url, receiver.url);
    await redis.stop();
    const accepted = await Promise.all(
      Array.from({ length: 5 }, (_, i) => ingest(app.url, tenant.endpoint.token, `{"n":${i}}`).expect(202)),
    );
    const eventIds = accepted.map((answer) => answer.body.event_id as string);
    const jobs = await pollUntil(
      () => jobsOf(app, eventIds),
      (rows) => rows.every((job) => job.status === 'succeeded'),
      20_000,
    );
    expect(jobs.map((job) => job.status)).toEqual(Array(5).fill('succeeded'));
    expect((await request(app.url).get('/readyz').expect(503)).body.detail).toMatch(/redis/);

    // Back before the app closes: BullMQ's workers close only once their connections are made again.
    await redis.start();
    await pollUntil(
      () => request(app.url).get('/readyz'),
      (res) => res.status === 200,
      15_000,
    );
    expect(
      webhookIds(receiver)
        .filter((id) => eventIds.includes(id))
        .sort(),
    ).toEqual([...eventIds].sort());
    // A replay goes through the queue: the worker takes from it again.
    await request(app.url).post(`/api/events/${eventIds[0]}/replay`).set(bearer(tenant.key)).expect(202);
    await pollUntil(
      async () => webhookIds(receiver).filter((id) => id === eventIds[0]).length,
      (sent) => sent === 2,
      20_000,
    );
  });
});
