import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { StatsModule } from '../stats/stats.module';
import { IngestStoreModule } from './ingest-store.module';
import { IngestController } from './ingest.controller';

/** The ingest route. */
@Module({
  imports: [IngestStoreModule, StatsModule, NotificationsModule],
  controllers: [IngestController],
})
export class IngestModule {}
