import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeadLetter } from './dead-letter.entity';
import { DeliveryAttempt } from './delivery-attempt.entity';
import { DeliveryJob } from './delivery-job.entity';
import { EventsModule } from '../events/events.module';
import { DeliveriesController } from './deliveries.controller';
import { DeliveryQueueModule } from './delivery-queue.module';
import { RecoveryRepository } from './recovery.repository';
import { RecoveryService } from './recovery.service';

/** The api side of deliveries: the retry and replay routes. */
@Module({
  imports: [TypeOrmModule.forFeature([DeliveryJob, DeliveryAttempt, DeadLetter]), EventsModule, DeliveryQueueModule],
  controllers: [DeliveriesController],
  providers: [RecoveryRepository, RecoveryService],
})
export class DeliveriesModule {}
