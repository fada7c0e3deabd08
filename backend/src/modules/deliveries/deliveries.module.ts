import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { DeliveriesController } from './deliveries.controller';
import { DeliveryQueueModule } from './delivery-queue.module';
import { RecoveryService } from './recovery.service';

/** The api side of deliveries: the retry and replay routes. */
@Module({
  imports: [EventsModule, DeliveryQueueModule],
  controllers: [DeliveriesController],
  providers: [RecoveryService],
})
export class DeliveriesModule {}
