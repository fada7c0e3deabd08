import { Module } from '@nestjs/common';
import { DeliverEventProcessor } from './deliver-event.processor';
import { DeliveriesModule } from './deliveries.module';
import { DeliveryService } from './delivery.service';
import { OutboxRelay } from './outbox-relay.service';
import { WebhookSender } from './webhook-sender';

/** The worker side: the delivery processor and the outbox relay. Never imported by the api alone. */
@Module({
  imports: [DeliveriesModule],
  providers: [DeliverEventProcessor, DeliveryService, WebhookSender, OutboxRelay],
})
export class DeliveriesWorkerModule {}
