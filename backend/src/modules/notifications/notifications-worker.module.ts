import { Injectable, Module, OnModuleInit } from '@nestjs/common';
import { AutoDisable } from '../stats/auto-disable.service';
import { StatsWorkerModule } from '../stats/stats-worker.module';
import { NotificationsModule } from './notifications.module';
import { Notifier } from './notifier';

/** Tells the organization when a destination is auto-disabled or recovers. */
@Injectable()
class DestinationChangeNotifications implements OnModuleInit {
  constructor(
    private readonly autoDisable: AutoDisable,
    private readonly notifier: Notifier,
  ) {}

  onModuleInit(): void {
    this.autoDisable.onChange((change) =>
      change.kind === 'disabled'
        ? this.notifier.destinationDisabled(change.organizationId, change.destinationId, 'failing', change)
        : this.notifier.destinationRecovered(change.organizationId, change.destinationId, change.failingSince),
    );
  }
}

/** The worker's part of operational webhooks. */
@Module({
  imports: [StatsWorkerModule, NotificationsModule],
  providers: [DestinationChangeNotifications],
})
export class NotificationsWorkerModule {}
