import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { metrics } from '../../src/core/metrics/metrics';
import { JobName, QueueName } from '../../src/core/queue/queue.constants';
import { batchJobId, bullJobId, DeliveryJobData } from '../../src/modules/deliveries/delivery-job-data';
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
    `SELECT j.id, j.destination_id, j.queue_batch_id, j.status FROM delivery_jobs j JOIN events e ON e.id = j.event_id
      WHERE e.event_id = ANY($1) ORDER BY j.id`,
    [eventIds],
  );
}

describe('the jobs one ingest statement stored are queued as one BullMQ job', () => {
  let api: TestApp;

  beforeAll(async () => {
    // api only: nothing takes the jobs, so the batch is still waiting in BullMQ when checked
    api = await startTestApp({}, { worker: false });
  });

  afterAll(() => api.close());

  it('carries every job of the statement, each row keeping the batch id', async () => {
    const tenant = await createTenant(api.url, 'http://127.0.0.1:9/never-called');
    const eventIds = await ingestTogether(api, tenant.endpoint.id, 12);
    const jobs = await jobsOf(api, eventIds);
    expect(jobs).toHaveLength(12);
    const batchIds = new Set(jobs.map((job) => job.queue_batch_id));
    expect(batchIds.size).toBe(1);
    const [queueBatchId] = [...batchIds];
    expect(queueBatchId).toEqual(expect.any(String));

    const queue = api.app.get<Queue<DeliveryJobData>>(getQueueToken(QueueName.Deliveries));
    const batch = await pollUntil(
      () => queue.getJob(batchJobId(queueBatchId!)),
      (job) => job !== undefined,
    );
    expect(batch?.name).toBe(JobName.DeliverBatch);
    const carried = (batch!.data as { deliveries: { deliveryJobId: string; destinationId: string }[] }).deliveries;
    expect([...carried].sort((a, b) => a.deliveryJobId.localeCompare(b.deliveryJobId))).toEqual(
      jobs.map((job) => ({ deliveryJobId: job.id, destinationId: job.destination_id })),
    );
    // No job of the batch was also queued on its own.
    expect((await api.app.get(DeliveryQueue).queued(jobs.map((job) => bullJobId(job.id, 1)))).size).toBe(0);
  });

  it('hands every job of 40 concurrent ingests to BullMQ, on its own or in the batch of its statement', async () => {
    const tenant = await createTenant(api.url, 'http://127.0.0.1:9/never-called');
    const accepted = await Promise.all(
      Array.from({ length: 40 }, (_, i) => ingest(api.url, tenant.endpoint.token, `{"n":${i}}`).expect(202)),
    );
    const jobs = (await api.db.query(
      `SELECT j.id, j.queue_batch_id FROM delivery_jobs j JOIN events e ON e.id = j.event_id WHERE e.event_id = ANY($1)`,
      [accepted.map((answer) => answer.body.event_id)],
    )) as { id: string; queue_batch_id: string | null }[];
    expect(jobs).toHaveLength(40);
    const queue = api.app.get<Queue<DeliveryJobData>>(getQueueToken(QueueName.Deliveries));
    const whereQueued = async (job: { id: string; queue_batch_id: string | null }): Promise<boolean> => {
      if (job.queue_batch_id === null) return (await api.app.get(DeliveryQueue).queued([bullJobId(job.id, 1)])).size === 1;
      const batch = await queue.getJob(batchJobId(job.queue_batch_id));
      return !!batch && 'deliveries' in batch.data && batch.data.deliveries.some((delivery) => delivery.deliveryJobId === job.id);
    };
    let unqueued = jobs;
    for (let i = 0; i < 50 && unqueued.length > 0; i++) {
      const found = await Promise.all(unqueued.map(whereQueued));
      unqueued = unqueued.filter((_, index) => !found[index]);
      if (unqueued.length > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(unqueued).toEqual([]);
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
    expect(new Set(jobs.map((job) => job.queue_batch_id)).size).toBe(2);
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

describe('a worker stopping in the middle of a batch', () => {
  it('finishes the delivery in flight and queues the ones not started, each on its own', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const receiver = await startReceiver(() => ({ status: 200, release: held }));
    const worker = await startTestApp({ WORKER_CONCURRENCY: '1' });
    let reader: TestApp | undefined;
    try {
      const tenant = await createTenant(worker.url, receiver.url);
      const eventIds = await ingestTogether(worker, tenant.endpoint.id, 3);
      await receiver.waitFor(1);
      // One delivery holds the worker's only permit; the other two wait for it when the worker stops.
      const closing = worker.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await closing;

      reader = await startTestApp({}, { worker: false, sharePrefixWith: worker });
      const jobs = await jobsOf(reader, eventIds);
      expect(jobs.map((job) => job.status).sort()).toEqual(['pending', 'pending', 'succeeded']);
      const waiting = jobs.filter((job) => job.status === 'pending').map((job) => bullJobId(job.id, 1));
      expect([...(await reader.app.get(DeliveryQueue).queued(waiting))].sort()).toEqual([...waiting].sort());
      expect(receiver.requests).toHaveLength(1);
    } finally {
      await reader?.close();
      await receiver.close();
    }
  });
});
