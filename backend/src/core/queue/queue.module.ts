import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { redisOptions } from './redis';
import { DELIVERY_JOB_OPTIONS, QueueName } from './queue.constants';

/**
 * The `deliveries` queue, and `bulk-deliveries` for bulk operations. The producer side fails fast when Redis is down (no offline queue):
 * the outbox relay in the worker re-queues what the api could not hand over.
 */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        prefix: config.redisPrefix,
        connection: redisOptions(config.redisUrl),
      }),
    }),
    BullModule.registerQueue(
      { name: QueueName.Deliveries, defaultJobOptions: DELIVERY_JOB_OPTIONS },
      { name: QueueName.BulkDeliveries, defaultJobOptions: DELIVERY_JOB_OPTIONS },
    ),
  ],
  exports: [BullModule],
})
export class QueueModule {}
