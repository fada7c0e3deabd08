import { Processor, WorkerHost } from '@nestjs/bullmq';
import { BeforeApplicationShutdown, Inject, OnModuleInit } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { bullJobId, DeliverEventJobData, DeliveryJobData, QueueName } from '../../core/queue/queue.constants';
import { DeliveryQueue } from './delivery-queue.service';
import { DeliveryService } from './delivery.service';
import { DestinationSlots } from './destination-slots';
import { Permits } from './permits';

/** How long a job waits when its destination already has DESTINATION_CONCURRENCY deliveries in flight. */
const BUSY_DESTINATION_DELAY_MS = 250;

const busyDelay = () => Math.round(BUSY_DESTINATION_DELAY_MS * (1 + Math.random()));

/**
 * Runs only in the worker. The lock outlives the longest delivery timeout (60 s); BullMQ renews it
 * while a batch is still being worked through.
 *
 * A BullMQ job is one attempt of one delivery job, or a batch of first attempts (ingest's jobs of
 * one statement). Either way each delivery holds one of the worker's WORKER_CONCURRENCY permits and
 * one of its destination's DESTINATION_CONCURRENCY slots while it runs.
 */
@Processor(QueueName.Deliveries, { lockDuration: 90_000, maxStalledCount: 2, autorun: false })
export class DeliverEventProcessor extends WorkerHost implements OnModuleInit, BeforeApplicationShutdown {
  private readonly permits: Permits;
  /** Batch deliveries on their way back to the queue, each on its own. */
  private readonly handingBack = new Set<Promise<boolean>>();

  constructor(
    private readonly deliveries: DeliveryService,
    private readonly slots: DestinationSlots,
    private readonly queue: DeliveryQueue,
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
        const queued = this.queue.enqueue([{ deliveryJobId, destinationId, attemptNumber: 1, delayMs: busyDelay() }]);
        this.handingBack.add(queued);
        await queued.finally(() => this.handingBack.delete(queued));
      }),
    );
    const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed.length > 0) {
      throw new Error(`${failed.length} of ${deliveries.length} deliveries failed, first: ${(failed[0].reason as Error).message}`);
    }
  }

  /** One delivery under a permit and a destination slot; false when it could not start. */
  private async run(deliveryJobId: string, destinationId: string, holder: string): Promise<boolean> {
    if (!(await this.permits.acquire())) return false;
    try {
      if (!(await this.slots.acquire(destinationId, holder))) return false;
      try {
        await this.deliveries.deliver(deliveryJobId);
      } finally {
        await this.slots.release(destinationId, holder);
      }
      return true;
    } finally {
      this.permits.release();
    }
  }
}
