import { ApiProperty } from '@nestjs/swagger';
import { IsRfc3339DateTime } from '../../../core/http/date-time';
import type { EventStatus } from '../event.entity';

export class EventCountsQueryDto {
  @ApiProperty({ format: 'date-time', description: 'count the events received from this time on (inclusive)' })
  @IsRfc3339DateTime()
  receivedFrom: string;
}

class EventCountsByStatusDto {
  @ApiProperty() received: number;
  @ApiProperty() queued: number;
  @ApiProperty() delivered: number;
  @ApiProperty() failed: number;
  @ApiProperty() retry_scheduled: number;
  @ApiProperty() dead_lettered: number;
  @ApiProperty() replayed: number;
  @ApiProperty() archived: number;
}

export class EventCountsDto {
  @ApiProperty({ format: 'date-time' }) received_from: string;
  @ApiProperty({ description: 'events received since then, Hookyard’s own notifications left out' }) total: number;
  @ApiProperty({ type: EventCountsByStatusDto, description: 'those events by their status now' })
  by_status: Record<EventStatus, number>;
}
