import { BullModule } from '@nestjs/bullmq';
import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { QueueName } from '../../core/queue/queue.constants';
import { AutoDisable } from '../stats/auto-disable.service';
import { StatsWorkerModule } from '../stats/stats-worker.module';
import { DestinationRecoveries } from './destination-changes';
import { NotificationsModule } from './notifications.module';
import { NotificationsProcessor } from './notifications.processor';
import { Notifier } from './notifier';

/** Tells the organization when a destination is auto-disabled or recovers (after the hysteresis of DestinationRecoveries). */
@Injectable()
class DestinationChangeNotifications implements OnModuleInit {
  constructor(
    private readonly autoDisable: AutoDisable,
    private readonly notifier: Notifier,
    private readonly recoveries: DestinationRecoveries,
  ) {}

  onModuleInit(): void {
    this.autoDisable.onChange((change) =>
      change.kind === 'disabled'
        ? this.notifier.destinationDisabled(change.organizationId, change.destinationId, 'failing', change)
        : this.recoveries.recovered(change.organizationId, change.destinationId, change.failingSince),
    );
  }
}

/** The worker's part of operational webhooks: destination changes, and the messages sent later. */
@Module({
  imports: [StatsWorkerModule, NotificationsModule, BullModule.registerQueue({ name: QueueName.Notifications })],
  providers: [DestinationChangeNotifications, DestinationRecoveries, NotificationsProcessor],
})
export class NotificationsWorkerModule {}
