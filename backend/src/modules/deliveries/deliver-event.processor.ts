import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, OnModuleInit } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { DeliverEventJobData, QueueName } from '../../core/queue/queue.constants';
import { DeliveryService } from './delivery.service';
import { DestinationSlots } from './destination-slots';

/** How long a job waits when its destination already has DESTINATION_CONCURRENCY deliveries in flight. */
const BUSY_DESTINATION_DELAY_MS = 250;

/** Runs only in the worker. The lock outlives the longest delivery timeout (60 s). */
@Processor(QueueName.Deliveries, { lockDuration: 90_000, maxStalledCount: 2, autorun: false })
export class DeliverEventProcessor extends WorkerHost implements OnModuleInit {
  constructor(
    private readonly deliveries: DeliveryService,
    private readonly slots: DestinationSlots,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  onModuleInit(): void {
    this.worker.concurrency = this.config.workerConcurrency;
    void this.worker.run();
  }

  async process(job: Job<DeliverEventJobData>, token?: string): Promise<void> {
    const { deliveryJobId, destinationId } = job.data;
    const holder = job.id ?? deliveryJobId;
    if (!(await this.slots.acquire(destinationId, holder))) {
      await job.moveToDelayed(Date.now() + BUSY_DESTINATION_DELAY_MS * (1 + Math.random()), token);
      throw new DelayedError();
    }
    try {
      await this.deliveries.deliver(deliveryJobId);
    } finally {
      await this.slots.release(destinationId, holder);
    }
  }
}
