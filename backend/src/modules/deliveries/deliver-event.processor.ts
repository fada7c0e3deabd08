import { Processor } from '@nestjs/bullmq';
import { Inject, OnModuleInit } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { LoggedWorkerHost } from '../../core/queue/logged-worker-host';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { QueueName } from '../../core/queue/queue.constants';
import { DeliveryJobData, Lane } from './delivery-job-data';
import { DeliveryRunner, requeueOf } from './delivery-runner';

/**
 * BullMQ's lock on a job being worked, renewed every half of it for as long as the job runs (a
 * delivery that waits for its destination's timeout keeps it). When a worker dies, the jobs it held
 * (a batch's deliveries not started yet among them) go back to the queue once it has expired, at
 * the second stalled-job check after that at most (one marks the job, the next moves it): within
 * DELIVERY_LOCK_MS + 2 × DELIVERY_STALLED_CHECK_MS of the death. The deliveries it had in flight
 * come back through their own lease (DELIVERY_LEASE_MS) and the relay.
 */
export const DELIVERY_LOCK_MS = 15_000;
/** How often each worker looks for stalled jobs of the queues it works (BullMQ's default is 30 s). */
export const DELIVERY_STALLED_CHECK_MS = 5_000;

/**
 * One job of a deliveries queue: one attempt of one delivery job, or a batch (ingest's first
 * attempts of one statement, a bulk operation's deliveries of one destination). A single job whose
 * destination is full, or whose turn under its destination's rate is ahead, goes back to the queue, delayed.
 */
async function processDelivery(runner: DeliveryRunner, job: Job<DeliveryJobData>, token: string | undefined, lane: Lane): Promise<void> {
  if ('deliveries' in job.data) return runner.runBatch(job.data.deliveries, lane);
  const { deliveryJobId, destinationId, rateTurn } = job.data;
  const notStarted = await runner.run(deliveryJobId, destinationId, job.id ?? deliveryJobId, lane, rateTurn);
  if (notStarted !== null) {
    const { delayMs, rateTurn: turn } = requeueOf(notStarted);
    if (turn !== undefined) await job.updateData({ ...job.data, rateTurn: turn });
    await job.moveToDelayed(Date.now() + delayMs, token);
    throw new DelayedError();
  }
}

/**
 * Live deliveries (ingest, retries, replays, the relay), WORKER_CONCURRENCY jobs at a time, under
 * DELIVERY_LOCK_MS. Runs only in the worker, and only in one with the `live` lane (WORKER_LANES):
 * elsewhere its BullMQ worker is never started, so it fetches nothing (closing it still works).
 */
@Processor(QueueName.Deliveries, {
  lockDuration: DELIVERY_LOCK_MS,
  stalledInterval: DELIVERY_STALLED_CHECK_MS,
  maxStalledCount: 2,
  autorun: false,
})
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
 * once: each runs DESTINATION_CONCURRENCY deliveries at most, so enough of them to fill
 * BULK_CONCURRENCY (4 with the defaults, 40 and 10), whose permits bound the deliveries in flight;
 * they take the worker's permits only when no live delivery waits for one.
 */
function bulkJobsAtOnce(config: Pick<AppConfig, 'bulkConcurrency' | 'destinationConcurrency'>): number {
  return Math.max(1, Math.ceil(config.bulkConcurrency / config.destinationConcurrency));
}

/**
 * A bulk operation's deliveries, behind live ones (see DeliveryRunner). Runs only in the worker, and
 * only in one with the `bulk` lane (WORKER_LANES).
 */
@Processor(QueueName.BulkDeliveries, {
  lockDuration: DELIVERY_LOCK_MS,
  stalledInterval: DELIVERY_STALLED_CHECK_MS,
  maxStalledCount: 2,
  autorun: false,
})
export class DeliverBulkProcessor extends LoggedWorkerHost implements OnModuleInit {
  constructor(
    private readonly runner: DeliveryRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  onModuleInit(): void {
    if (!this.config.workerLanes.bulk) return;
    this.worker.concurrency = bulkJobsAtOnce(this.config);
    void this.worker.run();
  }

  process(job: Job<DeliveryJobData>, token?: string): Promise<void> {
    return processDelivery(this.runner, job, token, { bulk: true });
  }
}
