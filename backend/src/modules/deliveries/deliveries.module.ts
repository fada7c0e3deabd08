import { Module } from '@nestjs/common';
import { DeliveryQueue } from './delivery-queue.service';

/** The api side of deliveries: the producer. */
@Module({
  providers: [DeliveryQueue],
  exports: [DeliveryQueue],
})
export class DeliveriesModule {}
