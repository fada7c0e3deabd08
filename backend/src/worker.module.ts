import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AppConfig } from './core/config/app-config';
import { CoreModule } from './core/core.module';
import { ProblemFilter } from './core/http/problem.filter';
import { AutovacuumCheck } from './core/database/autovacuum-check';
import { DeliveriesWorkerModule } from './modules/deliveries/deliveries-worker.module';
import { HealthModule } from './modules/health/health.module';
import { MaintenanceModule } from './modules/maintenance/maintenance.module';
import { OperationsWorkerModule } from './modules/operations/operations-worker.module';
import { NotificationsWorkerModule } from './modules/notifications/notifications-worker.module';
import { StatsWorkerModule } from './modules/stats/stats-worker.module';

/**
 * The worker: BullMQ processors (deliveries, periodic maintenance), the outbox relay and the start-up
 * checks; with `probes`, also /healthz, /readyz and /metrics (a separate worker process on WORKER_PORT).
 */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, options: { withCore?: boolean; probes?: boolean } = {}): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ...(options.withCore === false ? [] : [CoreModule.forRoot(config)]),
        DeliveriesWorkerModule,
        MaintenanceModule,
        OperationsWorkerModule,
        StatsWorkerModule,
        NotificationsWorkerModule,
        ...(options.probes ? [HealthModule] : []),
      ],
      providers: [AutovacuumCheck, ...(options.probes ? [{ provide: APP_FILTER, useClass: ProblemFilter }] : [])],
    };
  }
}
