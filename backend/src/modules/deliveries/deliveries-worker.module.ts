import { DeliveriesRepository } from './deliveries.repository';
import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { StatsModule } from '../stats/stats.module';
import { DeliverBulkProcessor, DeliverEventProcessor } from './deliver-event.processor';
import { DeliveryRunner } from './delivery-runner';
import { DeliveryQueueModule } from './delivery-queue.module';
import { DeliveryService } from './delivery.service';
import { DestinationOwners } from './destination-owners';
import { DestinationSlots } from './destination-slots';
import { OutboxRelay } from './outbox-relay.service';
import { WebhookSender } from './webhook-sender';

/** The worker side: the delivery processors (live and bulk) and the outbox relay. Never imported by the api alone. */
@Module({
  imports: [DeliveryQueueModule, StatsModule, NotificationsModule],
  providers: [
    DeliveriesRepository,
    DeliveryRunner,
    DeliverEventProcessor,
    DeliverBulkProcessor,
    DeliveryService,
    DestinationSlots,
    DestinationOwners,
    WebhookSender,
    OutboxRelay,
  ],
})
export class DeliveriesWorkerModule {}
