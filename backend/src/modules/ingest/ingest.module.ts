import { Module } from '@nestjs/common';
import { DeliveriesModule } from '../deliveries/deliveries.module';
import { IngestController } from './ingest.controller';
import { IngestService } from './ingest.service';

@Module({
  imports: [DeliveriesModule],
  controllers: [IngestController],
  providers: [IngestService],
})
export class IngestModule {}
