import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { metrics } from '../../src/core/metrics/metrics';
import { Client } from 'pg';
import { LIVE_JOBS_CHANNEL, QueueName } from '../../src/core/queue/queue.constants';
import { bullJobId, DeliveryJobData } from '../../src/modules/deliveries/delivery-job-data';
import { DeliveryQueue } from '../../src/modules/deliveries/delivery-queue.service';
import type { IngestEndpoint } from '../../src/modules/ingest/ingest.repository';
import { IngestService } from '../../src/modules/ingest/ingest.service';
import { createTenant, ingest, pollUntil } from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

interface JobRow {
  id: string;
  destination_id: string;
  queue_batch_id: string | null;
  live_queue: string | null;
  status: string;
}

/** `count` ingests submitted in one turn of the event loop: stored together by one ingest_store_many. */
async function ingestTogether(app: TestApp, endpointId: string, count: number): Promise<string[]> {
  const [endpoint]: IngestEndpoint[] = await app.db.query(
    `SELECT id, organization_id, project_id, enabled, rate_limit_per_second FROM endpoints WHERE id = $1`,
    [endpointId],
  );
  const ingests = app.app.get(IngestService);
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) => ingests.accept(endpoint, Buffer.from(`{"n":${i}}`), { 'content-type': 'application/json' })),
  );
  return answers.map((answer) => answer.event_id);
}

async function jobsOf(app: TestApp, eventIds: string[]): Promise<JobRow[]> {
  return app.db.query(
    `SELECT j.id, j.destination_id, j.queue_batch_id, j.live_queue, j.status FROM delivery_jobs j JOIN events e ON e.id = j.event_id
      WHERE e.event_id = ANY($1) ORDER BY j.id`,
    [eventIds],
  );
}

describe('the jobs ingest stores are live: no queue entry, one notification per statement', () => {
  let api: TestApp;

  beforeAll(async () => {
    // api only: nothing picks the jobs up, so they are still waiting when checked
    api = await startTestApp({}, { worker: false });
  });

  afterAll(() => api.close());

  /** The payloads of LIVE_JOBS_CHANNEL's notifications of the app's queue namespace while `work` runs (and 200 ms after). */
  async function notificationsDuring(work: () => Promise<unknown>): Promise<string[]> {
    const client = new Client({ connectionString: api.config.databaseUrl });
    await client.connect();
    const heard: string[] = [];
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel === LIVE_JOBS_CHANNEL && payload.startsWith(`${api.config.redisPrefix} `)) heard.push(payload);
    });
    try {
      await client.query(`LISTEN ${LIVE_JOBS_CHANNEL}`);
      await work();
      await new Promise((resolve) => setTimeout(resolve, 200));
      return heard;
    } finally {
      await client.end();
    }
  }

  it('stores the jobs of one statement live, with no queue entry, and notifies once at its commit', async () => {
    const tenant = await createTenant(api.url, 'http://127.0.0.1:9/never-called');
    let eventIds: string[] = [];
    const heard = await notificationsDuring(async () => (eventIds = await ingestTogether(api, tenant.endpoint.id, 12)));
    const jobs = await jobsOf(api, eventIds);
    // One notification, naming the statement's oldest job (microseconds since 1970): a pickup starts there.
    const [{ oldest }] = await api.db.query(
      `SELECT min((extract(epoch FROM created_at) * 1000000)::bigint)::text AS oldest FROM delivery_jobs WHERE id = ANY($1)`,
      [jobs.map((job) => job.id)],
    );
    expect(heard).toEqual([`${api.config.redisPrefix} ${oldest}`]);
    expect(jobs).toHaveLength(12);
    expect(jobs.map(({ live_queue, status, queue_batch_id }) => ({ live_queue, status, queue_batch_id }))).toEqual(
      Array(12).fill({ live_queue: api.config.redisPrefix, status: 'pending', queue_batch_id: null }),
    );
    expect((await api.app.get(DeliveryQueue).queued(jobs.map((job) => bullJobId(job.id, 1)))).size).toBe(0);
  });

  it('leaves the queue untouched by 40 concurrent ingests (with and without an Idempotency-Key), every job live', async () => {
    const tenant = await createTenant(api.url, 'http://127.0.0.1:9/never-called');
    const queue = api.app.get<Queue<DeliveryJobData>>(getQueueToken(QueueName.Deliveries));
    const before = await queue.count();
    let accepted: { body: { event_id: string } }[] = [];
    const heard = await notificationsDuring(
      async () =>
        (accepted = await Promise.all(
          Array.from({ length: 40 }, (_, i) => {
            const sent = ingest(api.url, tenant.endpoint.token, `{"n":${i}}`);
            return (i % 4 === 0 ? sent.set('Idempotency-Key', `key-${i}`) : sent).expect(202);
          }),
        )),
    );
    expect(heard.length).toBeGreaterThanOrEqual(1);
    expect(heard.length).toBeLessThanOrEqual(40);
    const jobs = await jobsOf(
      api,
      accepted.map((answer) => answer.body.event_id),
    );
    expect(jobs).toHaveLength(40);
    expect(jobs.filter((job) => job.live_queue !== api.config.redisPrefix || job.status !== 'pending')).toEqual([]);
    expect(await queue.count()).toBe(before);
  });
});

describe('a batch in the worker', () => {
  const receivers: Receiver[] = [];
  const inFlight = { total: 0, most: 0, perDestination: [0, 0], mostPerDestination: [0, 0] };
  let app: TestApp;

  /** A destination that holds each request 30 ms and counts how many it holds at once, alone and with the other one. */
  const startCountingReceiver = (index: number) =>
    startReceiver(() => {
      inFlight.total++;
      inFlight.perDestination[index]++;
      inFlight.most = Math.max(inFlight.most, inFlight.total);
      inFlight.mostPerDestination[index] = Math.max(inFlight.mostPerDestination[index], inFlight.perDestination[index]);
      const release = new Promise<void>((resolve) => setTimeout(resolve, 30)).then(() => {
        inFlight.total--;
        inFlight.perDestination[index]--;
      });
      return { status: 200, release };
    });

  beforeAll(async () => {
    receivers.push(await startCountingReceiver(0), await startCountingReceiver(1));
    app = await startTestApp({ WORKER_CONCURRENCY: '3', DESTINATION_CONCURRENCY: '2' });
  });

  afterAll(async () => {
    await app.close();
    await Promise.all(receivers.map((receiver) => receiver.close()));
  });

  it('delivers each job once, never more at once than WORKER_CONCURRENCY or DESTINATION_CONCURRENCY allow', async () => {
    const tenants = [await createTenant(app.url, receivers[0].url), await createTenant(app.url, receivers[1].url)];
    const eventIds = [await ingestTogether(app, tenants[0].endpoint.id, 10), await ingestTogether(app, tenants[1].endpoint.id, 10)];
    const jobs = await pollUntil(
      () => jobsOf(app, eventIds.flat()),
      (rows) => rows.length === 20 && rows.every((job) => job.status === 'succeeded'),
      20_000,
    );
    expect(jobs.map((job) => job.status)).toEqual(Array(20).fill('succeeded'));
    expect(jobs.filter((job) => job.live_queue !== null)).toEqual([]);
    receivers.forEach((receiver, index) => {
      const delivered = receiver.requests.map((request) => request.headers['webhook-id']);
      expect([...delivered].sort()).toEqual([...eventIds[index]].sort());
    });
    expect(inFlight.mostPerDestination.every((most) => most <= 2)).toBe(true);
    expect(inFlight.most).toBeLessThanOrEqual(3);
    expect(inFlight.most).toBeGreaterThanOrEqual(2);
  });

  it('works a batch for one full destination through in the worker: deliveries past its cap wait for a slot, none goes back to the queue', async () => {
    const outcomes = async () =>
      Object.fromEntries((await metrics.destinationFull.get()).values.map((value) => [value.labels.outcome, value.value]));
    const before = await outcomes();
    const tenant = await createTenant(app.url, receivers[0].url);
    // 8 deliveries, 2 at a time, 30 ms each: the last one waits about three deliveries' time, well within its 1 s.
    const eventIds = await ingestTogether(app, tenant.endpoint.id, 8);
    const jobs = await pollUntil(
      () => jobsOf(app, eventIds),
      (rows) => rows.length === 8 && rows.every((job) => job.status === 'succeeded'),
      20_000,
    );
    expect(jobs.map((job) => job.status)).toEqual(Array(8).fill('succeeded'));
    expect(receivers[0].requests.filter((request) => eventIds.includes(request.headers['webhook-id'] as string))).toHaveLength(8);
    expect(inFlight.mostPerDestination[0]).toBeLessThanOrEqual(2);
    const after = await outcomes();
    expect(after.requeued ?? 0).toBe(before.requeued ?? 0);
    expect((after.waited ?? 0) - (before.waited ?? 0)).toBeGreaterThan(0);
  });
});

describe('a worker stopping in the middle of a pickup', () => {
  it('finishes the delivery in flight and leaves the jobs it had not claimed live, for the next worker', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let received = 0;
    const receiver = await startReceiver(() => (received++ === 0 ? { status: 200, release: held } : { status: 200 }));
    const worker = await startTestApp({ WORKER_CONCURRENCY: '1' });
    let reader: TestApp | undefined;
    let next: TestApp | undefined;
    try {
      const tenant = await createTenant(worker.url, receiver.url);
      const eventIds = await ingestTogether(worker, tenant.endpoint.id, 3);
      await receiver.waitFor(1);
      // One delivery holds the worker's only permit; the other two were never claimed when the worker stops.
      const closing = worker.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await closing;

      reader = await startTestApp({}, { worker: false, sharePrefixWith: worker });
      const jobs = await jobsOf(reader, eventIds);
      expect(jobs.map(({ status, live_queue }) => `${status} ${live_queue}`).sort()).toEqual([
        `pending ${worker.config.redisPrefix}`,
        `pending ${worker.config.redisPrefix}`,
        'succeeded null',
      ]);
      expect(receiver.requests).toHaveLength(1);

      next = await startTestApp({}, { sharePrefixWith: worker });
      await pollUntil(
        () => jobsOf(next!, eventIds),
        (rows) => rows.every((job) => job.status === 'succeeded'),
        15_000,
      );
      expect(receiver.requests.map((request) => request.headers['webhook-id']).sort()).toEqual([...eventIds].sort());
    } finally {
      await next?.close();
      await reader?.close();
      await receiver.close();
    }
  });
});
