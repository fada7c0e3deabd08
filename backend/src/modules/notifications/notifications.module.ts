import { Module } from '@nestjs/common';
import { IngestStoreModule } from '../ingest/ingest-store.module';
import { NotificationsRepository } from './notifications.repository';
import { Notifier } from './notifier';

/** Sending Hookyard's own events to the organization's notification URLs (api and worker). */
@Module({
  imports: [IngestStoreModule],
  providers: [NotificationsRepository, Notifier],
  exports: [NotificationsRepository, Notifier],
})
export class NotificationsModule {}
