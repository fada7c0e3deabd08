import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, OnModuleInit } from '@nestjs/common';
import { Job } from 'bullmq';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { DeliverEventJobData, QueueName } from '../../core/queue/queue.constants';
import { DeliveryService } from './delivery.service';

/** Runs only in the worker. The lock outlives the longest delivery timeout (60 s). */
@Processor(QueueName.Deliveries, { lockDuration: 90_000, maxStalledCount: 2, autorun: false })
export class DeliverEventProcessor extends WorkerHost implements OnModuleInit {
  constructor(
    private readonly deliveries: DeliveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  onModuleInit(): void {
    this.worker.concurrency = this.config.workerConcurrency;
    void this.worker.run();
  }

  async process(job: Job<DeliverEventJobData>): Promise<void> {
    await this.deliveries.deliver(job.data.deliveryJobId);
  }
}
