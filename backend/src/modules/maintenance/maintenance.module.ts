import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '../../core/queue/queue.constants';
import { AuditLogRepository } from '../audit-log/audit-log.repository';
import { AuditRetentionService } from '../audit-log/audit-retention.service';
import { ExpiredEventsRepository } from '../events/expired-events.repository';
import { ExpiredEventsService } from '../events/expired-events.service';
import { RetentionRepository } from '../events/retention.repository';
import { RetentionService } from '../events/retention.service';
import { StatsModule } from '../stats/stats.module';
import { ExpiredRowsRepository } from './expired-rows.repository';
import { ExpiredRowsService } from './expired-rows.service';
import { MaintenanceProcessor } from './maintenance.processor';

/** The worker's periodic jobs (retention, event deletion, partitions, expired sessions and idempotency keys, audit log retention) and the queue their schedulers feed. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Maintenance }), StatsModule],
  providers: [
    RetentionRepository,
    RetentionService,
    ExpiredEventsRepository,
    ExpiredEventsService,
    ExpiredRowsRepository,
    ExpiredRowsService,
    AuditLogRepository,
    AuditRetentionService,
    MaintenanceProcessor,
  ],
})
export class MaintenanceModule {}
