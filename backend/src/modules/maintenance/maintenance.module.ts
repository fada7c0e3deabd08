import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '../../core/queue/queue.constants';
import { RetentionRepository } from '../events/retention.repository';
import { RetentionService } from '../events/retention.service';
import { StatsModule } from '../stats/stats.module';
import { ExpiredRowsRepository } from './expired-rows.repository';
import { ExpiredRowsService } from './expired-rows.service';
import { MaintenanceProcessor } from './maintenance.processor';

/** The worker's periodic jobs (retention, expired sessions and idempotency keys) and the queue their schedulers feed. */
@Module({
  imports: [BullModule.registerQueue({ name: QueueName.Maintenance }), StatsModule],
  providers: [RetentionRepository, RetentionService, ExpiredRowsRepository, ExpiredRowsService, MaintenanceProcessor],
})
export class MaintenanceModule {}
