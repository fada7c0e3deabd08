import { Module } from '@nestjs/common';
import { DeliveryQueueModule } from '../deliveries/delivery-queue.module';
import { StatsModule } from '../stats/stats.module';
import { IngestController } from './ingest.controller';
import { IngestService } from './ingest.service';

@Module({
  imports: [DeliveryQueueModule, StatsModule],
  controllers: [IngestController],
  providers: [IngestService],
})
export class IngestModule {}
