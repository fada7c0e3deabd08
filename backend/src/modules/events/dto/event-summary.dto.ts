import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsUUID } from 'class-validator';
import { Transform } from 'class-transformer';
import { statusList } from './event.dto';

export class EventSummariesQueryDto {
  @ApiProperty({ type: String, description: 'Comma-separated event UUIDs (the `id` of list items), 1 to 250', example: 'uuid,uuid' })
  @Transform(({ value }) => statusList(value))
  @ArrayMinSize(1, { message: 'ids must name 1 to 250 events' })
  @ArrayMaxSize(250, { message: 'ids must name 1 to 250 events' })
  @IsUUID('all', { each: true, message: 'ids must be event UUIDs' })
  ids: string[];
}

export class DestinationDeliveryDto {
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty() name: string;
  @ApiProperty({
    enum: ['pending', 'in_progress', 'succeeded', 'failed', 'retry_scheduled', 'dead_lettered', 'cancelled'],
    description: 'the status of the latest job to this destination',
  })
  status: string;
}

export class EventSummaryDto {
  @ApiProperty({ format: 'uuid', description: 'the event (its internal UUID)' }) id: string;
  @ApiProperty({ type: [DestinationDeliveryDto], description: 'each destination the event has jobs for, by name' })
  destinations: DestinationDeliveryDto[];
  @ApiProperty({ description: 'delivery attempts in all' }) attempts: number;
  @ApiProperty({ nullable: true, type: Number, description: 'the response status of the latest attempt (null: none, or no answer)' })
  last_response_status: number | null;
}

export class EventSummaryListDto {
  @ApiProperty({ type: [EventSummaryDto] }) data: EventSummaryDto[];
}
