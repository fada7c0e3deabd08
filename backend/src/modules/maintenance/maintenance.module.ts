import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '../../core/queue/queue.constants';
import { RetentionService } from '../events/retention.service';
import { StatsModule } from '../stats/stats.module';
import { ExpiredRowsService } from './expired-rows.service';
import { MaintenanceProcessor } from './maintenance.processor';

/** The worker's periodic jobs (retention, expired sessions and idempotency keys) and the queue their schedulers feed. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Maintenance }), StatsModule],
  providers: [RetentionService, ExpiredRowsService, MaintenanceProcessor],
})
export class MaintenanceModule {}
