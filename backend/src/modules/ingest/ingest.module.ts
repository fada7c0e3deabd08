import { Module } from '@nestjs/common';
import { StatsModule } from '../stats/stats.module';
import { IngestStoreModule } from './ingest-store.module';
import { IngestController } from './ingest.controller';
import { VerificationModule } from '../verification/verification.module';

/** The ingest route. */
@Module({
  imports: [IngestStoreModule, StatsModule, VerificationModule],
  controllers: [IngestController],
})
export class IngestModule {}
