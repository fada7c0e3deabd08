import { Module } from '@nestjs/common';
import { DeliveryQueueModule } from '../deliveries/delivery-queue.module';
import { StatsModule } from '../stats/stats.module';
import { IngestController } from './ingest.controller';
import { IngestService } from './ingest.service';
import { VerificationModule } from '../verification/verification.module';

@Module({
  imports: [DeliveryQueueModule, StatsModule, VerificationModule],
  controllers: [IngestController],
  providers: [IngestService],
})
export class IngestModule {}
