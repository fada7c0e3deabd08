import { Module } from '@nestjs/common';
import { DeliveryQueueModule } from '../deliveries/delivery-queue.module';
import { IngestController } from './ingest.controller';
import { IngestRepository } from './ingest.repository';
import { IngestService } from './ingest.service';

@Module({
  imports: [DeliveryQueueModule],
  controllers: [IngestController],
  providers: [IngestRepository, IngestService],
})
export class IngestModule {}
