import { DeliveriesRepository } from './deliveries.repository';
import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { StatsModule } from '../stats/stats.module';
import { DeliverEventProcessor } from './deliver-event.processor';
import { DeliveryQueueModule } from './delivery-queue.module';
import { DeliveryService } from './delivery.service';
import { DestinationOwners } from './destination-owners';
import { DestinationSlots } from './destination-slots';
import { OutboxRelay } from './outbox-relay.service';
import { WebhookSender } from './webhook-sender';

/** The worker side: the delivery processor and the outbox relay. Never imported by the api alone. */
@Module({
  imports: [DeliveryQueueModule, StatsModule, NotificationsModule],
  providers: [
    DeliveriesRepository,
    DeliverEventProcessor,
    DeliveryService,
    DestinationSlots,
    DestinationOwners,
    WebhookSender,
    OutboxRelay,
  ],
})
export class DeliveriesWorkerModule {}
