import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '../../core/queue/queue.constants';
import { DeliveryQueueModule } from '../deliveries/delivery-queue.module';
import { OperationsRepository } from './operations.repository';
import { WorkOperationProcessor } from './work-operation.processor';

/** The worker side of bulk operations: the processor that works them and its sweep. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Operations }), DeliveryQueueModule],
  providers: [OperationsRepository, WorkOperationProcessor],
})
export class OperationsWorkerModule {}
