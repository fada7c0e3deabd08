import { Module } from '@nestjs/common';
import { EventsExportController } from './events-export.controller';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

@Module({
  controllers: [EventsExportController, EventsController],
  providers: [EventsService],
  exports: [EventsService],
})
export class EventsModule {}
