import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { OPERATIONAL_NOTIFICATIONS } from '../../core/notifications/operational-notifications';
import { QueueName } from '../../core/queue/queue.constants';
import { DeliveryQueueModule } from '../deliveries/delivery-queue.module';
import { NotificationsRepository } from './notifications.repository';
import { Notifier } from './notifier';

/**
 * Sending Hookyard's own events to the organization's notification URLs (api and worker). Global:
 * it implements core's OperationalNotifications port, which deliveries and ingest inject by token.
 */
@Global()
@Module({
  imports: [DeliveryQueueModule, BullModule.registerQueue({ name: QueueName.Notifications })],
  providers: [NotificationsRepository, Notifier, { provide: OPERATIONAL_NOTIFICATIONS, useExisting: Notifier }],
  exports: [NotificationsRepository, Notifier, OPERATIONAL_NOTIFICATIONS],
})
export class NotificationsModule {}
