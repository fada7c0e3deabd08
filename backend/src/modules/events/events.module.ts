import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventPayload } from './event-payload.entity';
import { WebhookEvent } from './event.entity';
import { EventCountsController } from './event-counts.controller';
import { EventSummariesController } from './event-summaries.controller';
import { EventSummariesRepository } from './event-summaries.repository';
import { EventsExportController } from './events-export.controller';
import { EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';

@Module({
  imports: [TypeOrmModule.forFeature([WebhookEvent, EventPayload])],
  controllers: [EventsExportController, EventsController, EventSummariesController, EventCountsController],
  providers: [EventsRepository, EventsService, EventSummariesRepository],
  exports: [EventsService],
})
export class EventsModule {}
