import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { QueueName } from '../../core/queue/queue.constants';
import { BulkOperation } from './bulk-operation.entity';
import { OperationsController } from './operations.controller';
import { OperationsRepository } from './operations.repository';
import { OperationsService } from './operations.service';

/** The api side of bulk operations: the routes, and the producer of the `operations` queue. */
@Module({
  imports: [TypeOrmModule.forFeature([BulkOperation]), BullModule.registerQueue({ name: QueueName.Operations })],
  controllers: [OperationsController],
  providers: [OperationsRepository, OperationsService],
})
export class OperationsModule {}
