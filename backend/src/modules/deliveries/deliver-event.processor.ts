import { Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, OnModuleInit } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { metrics } from '../../core/metrics/metrics';
import { bullJobId, DeliverEventJobData, DeliveryJobData, QueueName } from '../../core/queue/queue.constants';
import { DeliveryQueue } from './delivery-queue.service';
import { DeliveryService } from './delivery.service';
import { DestinationOwners } from './destination-owners';
import { DeliveryEnd, DestinationSlots } from './destination-slots';
import { Permits } from './permits';

/** How long a job waits when its destination already has DESTINATION_CONCURRENCY deliveries in flight. */
const BUSY_DESTINATION_DELAY_MS = 250;

/**
 * How long a delivery refused a slot may wait in the worker for one of its destination's deliveries
 * to finish here and hand the slot over, before it goes back to the queue (BUSY_DESTINATION_DELAY_MS).
 */
const SLOT_WAIT_MS = 1000;

/**
 * BullMQ's lock on a job being worked, renewed every half of it. It outlives the longest delivery
 * timeout (60 s). When a worker dies, the jobs it held (a batch's deliveries not started yet among
 * them) go back to the queue once it expires, at BullMQ's next stalled-job check (every 30 s).
 */
export const DELIVERY_LOCK_MS = 90_000;

const busyDelay = () => Math.round(BUSY_DESTINATION_DELAY_MS * (1 + Math.random()));

/**
 * Runs only in the worker, under DELIVERY_LOCK_MS.
 *
 * A BullMQ job is one attempt of one delivery job, or a batch of first attempts (ingest's jobs of
 * one statement). Either way each delivery holds one of its destination's DESTINATION_CONCURRENCY
 * slots, one of its organization's ORGANIZATION_CONCURRENCY slots and one of the worker's
 * WORKER_CONCURRENCY permits while it runs.
 */
@Processor(QueueName.Deliveries, { lockDuration: DELIVERY_LOCK_MS, maxStalledCount: 2, autorun: false })
export class DeliverEventProcessor extends WorkerHost implements OnModuleInit, BeforeApplicationShutdown {
  private readonly permits: Permits;
  /**
   * Redis writes of deliveries that did not start, which must land before the queue's connections
   * close: batch deliveries on their way back to the queue (each on its own), and their slots.
   */
  private readonly handingBack = new Set<Promise<unknown>>();

  constructor(
    private readonly deliveries: DeliveryService,
    private readonly slots: DestinationSlots,
    private readonly queue: DeliveryQueue,
    private readonly owners: DestinationOwners,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
    this.permits = new Permits(config.workerConcurrency);
  }

  onModuleInit(): void {
    this.worker.concurrency = this.config.workerConcurrency;
    void this.worker.run();
  }

  /**
   * Nothing new starts once the worker is stopping: batch deliveries still waiting go back to the
   * queue, and are in Redis before the queue's connections close (Nest closes them after this hook).
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.permits.close();
    this.slots.close();
    await new Promise((resolve) => setImmediate(resolve)); // the refused deliveries reach queue.enqueue
    await Promise.all(this.handingBack);
  }

  async process(job: Job<DeliveryJobData>, token?: string): Promise<void> {
    if ('deliveries' in job.data) return this.processBatch(job.data.deliveries);
    const { deliveryJobId, destinationId } = job.data;
    const started = await this.run(deliveryJobId, destinationId, job.id ?? deliveryJobId);
    if (!started) {
      await job.moveToDelayed(Date.now() + busyDelay(), token);
      throw new DelayedError();
    }
  }

  /**
   * Every delivery of the batch, at once as far as permits allow. One whose destination is full (or
   * that has not started when the worker stops) is queued again on its own. Fails when any of them
   * failed, once all are done: the relay then queues those again (their jobs are still open).
   */
  private async processBatch(deliveries: DeliverEventJobData[]): Promise<void> {
    const results = await Promise.allSettled(
      deliveries.map(async ({ deliveryJobId, destinationId }) => {
        if (await this.run(deliveryJobId, destinationId, bullJobId(deliveryJobId, 1))) return;
        await this.handBack(this.queue.enqueue([{ deliveryJobId, destinationId, attemptNumber: 1, delayMs: busyDelay() }]));
      }),
    );
    const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed.length > 0) {
      throw new Error(`${failed.length} of ${deliveries.length} deliveries failed, first: ${(failed[0].reason as Error).message}`);
    }
  }

  /**
   * One delivery under a permit and a slot of its destination and of its organization; false when
   * it could not start (it was not claimed: no attempt is counted). A delivery whose destination or
   * organization is full gives its permit back at once and waits for a slot (SLOT_WAIT_MS at most)
   * without one, so the worker's permits keep serving other destinations and organizations
   * meanwhile, and takes the next permit once it has the slot.
   */
  private async run(deliveryJobId: string, destinationId: string, holder: string): Promise<boolean> {
    const organizationId = await this.owners.organizationOf(destinationId);
    if (!(await this.permits.acquire())) return false;
    if (!(await this.slots.acquire(destinationId, holder, organizationId))) {
      this.permits.release();
      const handed = await this.slots.waitFor(destinationId, holder, SLOT_WAIT_MS, organizationId);
      metrics.destinationFull.inc({ outcome: handed ? 'waited' : 'requeued' });
      if (!handed) return false;
      if (!(await this.permits.acquire({ first: true }))) {
        void this.handBack(this.slots.release(destinationId, holder, { organizationId }));
        return false;
      }
    }
    let outcome: DeliveryEnd = null;
    try {
      const status = await this.deliveries.deliver(deliveryJobId);
      if (status !== null) outcome = status === 'timeout' ? 'timeout' : 'other';
    } finally {
      this.permits.release();
      await this.slots.release(destinationId, holder, { organizationId, outcome });
    }
    return true;
  }

  private async handBack<T>(write: Promise<T>): Promise<T> {
    this.handingBack.add(write);
    try {
      return await write;
    } finally {
      this.handingBack.delete(write);
    }
  }
}
