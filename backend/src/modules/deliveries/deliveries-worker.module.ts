import { DeliveriesRepository } from './deliveries.repository';
import { Module } from '@nestjs/common';
import { WORK_INTAKE } from '../../core/shutdown';
import { StatsModule } from '../stats/stats.module';
import { DeliverBulkProcessor, DeliverEventProcessor } from './deliver-event.processor';
import { DeliveryRunner } from './delivery-runner';
import { DeliveryQueueModule } from './delivery-queue.module';
import { DeliveryService } from './delivery.service';
import { DestinationOwners } from './destination-owners';
import { DestinationRates } from './destination-rates';
import { DestinationSlots } from './destination-slots';
import { ListenerRelay } from './listener-relay';
import { LivePickup } from './live-pickup';
import { BrokerTransports } from './transports/broker-transports';
import { OutboxRelay } from './outbox-relay.service';
import { WebhookSender } from './webhook-sender';
import { Transformations } from '../transformations/transformations.service';

/** The worker side: the delivery processors (live and bulk), the live pickup and the outbox relay. Never imported by the api alone. */
@Module({
  imports: [DeliveryQueueModule, StatsModule],
  providers: [
    DeliveriesRepository,
    DeliveryRunner,
    { provide: WORK_INTAKE, useExisting: DeliveryRunner },
    DeliverEventProcessor,
    DeliverBulkProcessor,
    DeliveryService,
    DestinationSlots,
    DestinationRates,
    DestinationOwners,
    WebhookSender,
    ListenerRelay,
    BrokerTransports,
    Transformations,
    OutboxRelay,
    LivePickup,
  ],
})
export class DeliveriesWorkerModule {}
