import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './core/config/app-config';
import { CoreModule } from './core/core.module';
import { AutovacuumCheck } from './core/database/autovacuum-check';
import { DeliveriesWorkerModule } from './modules/deliveries/deliveries-worker.module';
import { MaintenanceModule } from './modules/maintenance/maintenance.module';
import { OperationsWorkerModule } from './modules/operations/operations-worker.module';
import { NotificationsWorkerModule } from './modules/notifications/notifications-worker.module';
import { StatsWorkerModule } from './modules/stats/stats-worker.module';

/** The worker: BullMQ processors (deliveries, periodic maintenance), the outbox relay and the start-up checks, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, options: { withCore?: boolean } = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ...(options.withCore === false ? [] : [CoreModule.forRoot(config)]),
        DeliveriesWorkerModule,
        MaintenanceModule,
        OperationsWorkerModule,
        StatsWorkerModule,
        NotificationsWorkerModule,
      ],
      providers: [AutovacuumCheck],
    };
  }
}
