import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import request from 'supertest';
import { QueueName } from '../../src/core/queue/queue.constants';
import { WorkOperationJobData } from '../../src/modules/operations/work-operation-job-data';
import { WorkOperationProcessor } from '../../src/modules/operations/work-operation.processor';
import { bearer, createDestination, createTenant, ingest, pollUntil } from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, startTestWorker, TestApp, testConfig } from '../support/test-app';

/** How long a lane that is off is given to take a job anyway, once the lane that is on has done its work. */
const GRACE_MS = 1500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * WORKER_LANES: a worker with the `live` lane alone picks up live jobs and takes the deliveries queue, and leaves bulk
 * operations (their walk in `operations`, their batches in `bulk-deliveries`) waiting; one with
 * `bulk` alone does the opposite, and picks up no live job. An api without a worker queues the jobs; then one worker of each
 * kind runs in turn, on the same database and Redis prefix.
 */
describe('worker lanes: live and bulk work in workers of their own', () => {
  let api: TestApp;
  let receiver: Receiver;
  let worker: INestApplicationContext | null = null;
  let liveTenant: Awaited<ReturnType<typeof createTenant>>;
  let operation: WorkOperationJobData;

  const queue = (name: QueueName) => api.app.get<Queue>(getQueueToken(name));
  const counts = (name: QueueName) => queue(name).getJobCounts('waiting', 'active', 'delayed', 'failed');
  const received = (path: string) => receiver.requests.filter((r) => r.path.endsWith(path));
  /**
   * A worker alone, as `node dist/worker.js` runs it, on the api's database and queues. Its relay and
   * its operations sweep re-queue nothing during the test (RELAY_GRACE_MS), not even the stale
   * operations other suites may have left in the run's database.
   */
  const startWorker = (lanes: string) =>
    startTestWorker(testConfig({ WORKER_LANES: lanes, RELAY_GRACE_MS: '3600000' }, api.config.redisPrefix));

  beforeAll(async () => {
    receiver = await startReceiver();
    api = await startTestApp({}, { worker: false });
    liveTenant = await createTenant(api.url, `${receiver.url}/live`);

    // A bulk replay of three events (received while their endpoint had no destination) to `/bulk`:
    // the api stores the operation and queues its job in `operations`.
    const bulkTenant = await createTenant(api.url);
    for (let i = 0; i < 3; i++) await ingest(api.url, bulkTenant.endpoint.token, `{"i":${i}}`).expect(202);
    await createDestination(api.url, bulkTenant.key, bulkTenant.endpoint.id, `${receiver.url}/bulk`);
    const started = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(bearer(bulkTenant.key))
      .send({ endpointId: bulkTenant.endpoint.id })
      .expect(202);
    const [row] = (await api.db.query(`SELECT organization_id FROM bulk_operations WHERE id = $1`, [started.body.id])) as {
      organization_id: string;
    }[];
    operation = { operationId: started.body.id, organizationId: row.organization_id };
    expect(await counts(QueueName.Operations)).toEqual({ waiting: 1, active: 0, delayed: 0, failed: 0 });
  });

  afterAll(async () => {
    await worker?.close();
    await api.close();
    await receiver.close();
  });

  it('WORKER_LANES=live delivers live events and leaves the bulk batch and the operation waiting', async () => {
    worker = await startWorker('live');
    // The operation's walk, run by hand since no worker here takes the operations queue: it puts
    // the operation's batch (three deliveries to one destination) in bulk-deliveries.
    await worker.get(WorkOperationProcessor).process({ data: operation, opts: {}, attemptsMade: 0 } as Job<WorkOperationJobData>);
    expect(await counts(QueueName.BulkDeliveries)).toEqual({ waiting: 1, active: 0, delayed: 0, failed: 0 });

    await ingest(api.url, liveTenant.endpoint.token, '{"lane":"live"}').expect(202);
    await receiver.waitFor(1);
    await pause(GRACE_MS);

    expect(received('/live')).toHaveLength(1);
    expect(received('/bulk')).toHaveLength(0);
    expect(await counts(QueueName.Deliveries)).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    expect(await counts(QueueName.BulkDeliveries)).toEqual({ waiting: 1, active: 0, delayed: 0, failed: 0 });
    expect(await counts(QueueName.Operations)).toEqual({ waiting: 1, active: 0, delayed: 0, failed: 0 });
  });

  it('closes a worker whose bulk lane never started, promptly', async () => {
    const closing = Date.now();
    await worker!.close();
    worker = null;
    expect(Date.now() - closing).toBeLessThan(5000);
  });

  it('WORKER_LANES=bulk delivers the bulk batch and takes the operation, and leaves live deliveries waiting', async () => {
    // Stored while no worker runs: a live delivery (picked up from PostgreSQL) for the bulk worker to leave alone.
    const waiting = await ingest(api.url, liveTenant.endpoint.token, '{"lane":"live","again":true}').expect(202);
    const liveJob = () =>
      api.db.query(`SELECT j.status, j.live_queue FROM delivery_jobs j JOIN events e ON e.id = j.event_id WHERE e.event_id = $1`, [
        waiting.body.event_id,
      ]);
    expect(await liveJob()).toEqual([{ status: 'pending', live_queue: api.config.redisPrefix }]);

    worker = await startWorker('bulk');
    await receiver.waitFor(1 + 3);
    await pollUntil(
      () => counts(QueueName.Operations),
      (queued) => queued.waiting + queued.active === 0,
    );
    await pause(GRACE_MS);

    expect(received('/bulk')).toHaveLength(3);
    expect(new Set(received('/bulk').map((r) => r.headers['webhook-id'])).size).toBe(3);
    expect(received('/live')).toHaveLength(1);
    expect(await counts(QueueName.BulkDeliveries)).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    expect(await counts(QueueName.Operations)).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    expect(await liveJob()).toEqual([{ status: 'pending', live_queue: api.config.redisPrefix }]);
    expect(await counts(QueueName.Deliveries)).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 0 });

    const closing = Date.now();
    await worker.close(); // its live lane never started
    worker = null;
    expect(Date.now() - closing).toBeLessThan(5000);
  });
});
