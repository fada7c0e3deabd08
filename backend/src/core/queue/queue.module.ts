import { BullModule } from '@nestjs/bullmq';
import { Global, Injectable, Logger, Module, OnModuleInit } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { bullConnection, bullPrefix } from './redis';
import { DELIVERY_JOB_OPTIONS, QueueName } from './queue.constants';

/**
 * One warn line per error of each BullMQ queue of the process (its Redis connection refused or
 * reset): with no `error` listener, BullMQ writes each to stderr, outside the JSON logs. A worker's
 * own errors have LoggedWorkerHost's listener.
 */
@Injectable()
class QueueErrorLog implements OnModuleInit {
  private readonly logger = new Logger(QueueErrorLog.name);

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    const instances = new Set(this.discovery.getProviders().map(({ instance }) => instance as unknown));
    for (const queue of instances) {
      if (queue instanceof Queue) queue.on('error', (error: Error) => this.logger.warn(`queue ${queue.name}: ${error.message}`));
    }
  }
}

/**
 * The `deliveries` queue, and `bulk-deliveries` for bulk operations. The producer side fails fast when Redis is down (no offline queue):
 * the outbox relay in the worker re-queues what the api could not hand over.
 */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        prefix: bullPrefix(config),
        connection: bullConnection(config),
      }),
    }),
    BullModule.registerQueue(
      { name: QueueName.Deliveries, defaultJobOptions: DELIVERY_JOB_OPTIONS },
      { name: QueueName.BulkDeliveries, defaultJobOptions: DELIVERY_JOB_OPTIONS },
    ),
  ],
  providers: [QueueErrorLog],
  exports: [BullModule],
})
export class QueueModule {}
