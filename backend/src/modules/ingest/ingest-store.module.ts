import { Module } from '@nestjs/common';
import { StatsModule } from '../stats/stats.module';
import { VerificationModule } from '../verification/verification.module';
import { IngestRepository } from './ingest.repository';
import { IngestService } from './ingest.service';

/** Storing events (the ingest route's, and Hookyard's own notifications from the api or the worker). */
@Module({
  imports: [StatsModule, VerificationModule],
  providers: [IngestRepository, IngestService],
  exports: [IngestService],
})
export class IngestStoreModule {}
