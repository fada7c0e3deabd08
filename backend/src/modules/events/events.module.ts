import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventPayload } from './event-payload.entity';
import { WebhookEvent } from './event.entity';
import { EventsExportController } from './events-export.controller';
import { EventsController } from './events.controller';
import { EventsRepository } from './events.repository';
import { EventsService } from './events.service';

@Module({
  imports: [TypeOrmModule.forFeature([WebhookEvent, EventPayload])],
  controllers: [EventsExportController, EventsController],
  providers: [EventsRepository, EventsService],
  exports: [EventsService],
})
export class EventsModule {}
