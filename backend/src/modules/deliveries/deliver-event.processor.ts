import { Processor } from '@nestjs/bullmq';
import { Inject, OnModuleInit } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { LoggedWorkerHost } from '../../core/queue/logged-worker-host';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { DeliveryJobData, Lane, QueueName } from '../../core/queue/queue.constants';
import { busyDelay, DeliveryRunner } from './delivery-runner';

/**
 * BullMQ's lock on a job being worked, renewed every half of it. It outlives the longest delivery
 * timeout (60 s). When a worker dies, the jobs it held (a batch's deliveries not started yet among
 * them) go back to the queue once it expires, at BullMQ's stalled-job checks (every 30 s).
 */
export const DELIVERY_LOCK_MS = 90_000;

/**
 * One job of a deliveries queue: one attempt of one delivery job, or a batch (ingest's first
 * attempts of one statement, a bulk operation's deliveries of one destination). A single job whose
 * destination is full goes back to the queue, delayed.
 */
async function processDelivery(runner: DeliveryRunner, job: Job<DeliveryJobData>, token: string | undefined, lane: Lane): Promise<void> {
  if ('deliveries' in job.data) return runner.runBatch(job.data.deliveries, lane);
  const { deliveryJobId, destinationId } = job.data;
  if (!(await runner.run(deliveryJobId, destinationId, job.id ?? deliveryJobId, lane))) {
    await job.moveToDelayed(Date.now() + busyDelay(), token);
    throw new DelayedError();
  }
}

/**
 * Live deliveries (ingest, retries, replays, the relay), WORKER_CONCURRENCY jobs at a time, under
 * DELIVERY_LOCK_MS. Runs only in the worker, and only in one with the `live` lane (WORKER_LANES):
 * elsewhere its BullMQ worker is never started, so it fetches nothing (closing it still works).
 */
@Processor(QueueName.Deliveries, { lockDuration: DELIVERY_LOCK_MS, maxStalledCount: 2, autorun: false })
export class DeliverEventProcessor extends LoggedWorkerHost implements OnModuleInit {
  constructor(
    private readonly runner: DeliveryRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  onModuleInit(): void {
    if (!this.config.workerLanes.live) return;
    this.worker.concurrency = this.config.workerConcurrency;
    void this.worker.run();
  }

  process(job: Job<DeliveryJobData>, token?: string): Promise<void> {
    return processDelivery(this.runner, job, token, { bulk: false });
  }
}

/**
 * How many jobs of the bulk-deliveries queue (batches of one destination, mostly) a worker works at
 * once: with DESTINATION_CONCURRENCY deliveries each at most, 40 bulk deliveries in flight per
 * worker with the defaults, which take permits only when no live delivery waits for one.
 */
const BULK_JOBS_AT_ONCE = 4;

/**
 * A bulk operation's deliveries, behind live ones (see DeliveryRunner). Runs only in the worker, and
 * only in one with the `bulk` lane (WORKER_LANES).
 */
@Processor(QueueName.BulkDeliveries, { lockDuration: DELIVERY_LOCK_MS, maxStalledCount: 2, concurrency: BULK_JOBS_AT_ONCE, autorun: false })
export class DeliverBulkProcessor extends LoggedWorkerHost implements OnModuleInit {
  constructor(
    private readonly runner: DeliveryRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  onModuleInit(): void {
    if (this.config.workerLanes.bulk) void this.worker.run();
  }

  process(job: Job<DeliveryJobData>, token?: string): Promise<void> {
    return processDelivery(this.runner, job, token, { bulk: true });
  }
}
