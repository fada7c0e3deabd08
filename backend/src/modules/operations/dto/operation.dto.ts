import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, Min } from 'class-validator';
import { IsRfc3339DateTime } from '../../../core/http/date-time';
import { IsOmittable } from '../../../core/http/optional';
import {
  EVENT_TYPE_FILTER_DESCRIPTION,
  IsEventTypeFilter,
  limitNumber,
  PAYLOAD_HASH,
  RESPONSE_STATUS,
  statusList,
} from '../../events/dto/event.dto';
import { EVENT_STATUSES, EventStatus } from '../../events/event.entity';

const OPERATION_KINDS = ['retry', 'replay'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];
const OPERATION_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** The list filters of docs/http.md, Event list (GET /api/events), as a JSON object: what a bulk operation works on. */
export class EventFiltersDto {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOmittable() @IsUUID() projectId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOmittable() @IsUUID() endpointId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOmittable() @IsUUID() destinationId?: string;

  @ApiPropertyOptional({
    type: [String],
    enum: EVENT_STATUSES,
    description: 'Event statuses (a comma-separated string is accepted too)',
    example: ['failed', 'dead_lettered'],
  })
  @IsOmittable()
  @Transform(({ value }) => statusList(value))
  @IsIn(EVENT_STATUSES, { each: true, message: `status must be one or more of ${EVENT_STATUSES.join(', ')}` })
  status?: EventStatus[];

  @ApiPropertyOptional({
    type: [String],
    description: `${EVENT_TYPE_FILTER_DESCRIPTION} (a comma-separated string is accepted too)`,
    example: ['invoice.*', 'customer.created'],
  })
  @IsOmittable()
  @IsEventTypeFilter()
  eventType?: string[];

  @ApiPropertyOptional({ minLength: 1, maxLength: 200 }) @IsOmittable() @IsString() @Length(1, 200) search?: string;

  @ApiPropertyOptional({ description: '64 hex characters' })
  @IsOmittable()
  @Matches(PAYLOAD_HASH, { message: 'payloadHash must be 64 hex characters' })
  payloadHash?: string;

  @ApiPropertyOptional({ description: 'An HTTP status 100-599 or a class 2xx…5xx', example: '5xx' })
  @IsOmittable()
  @Matches(RESPONSE_STATUS, { message: 'responseStatus must be a status code 100-599 or a class like 5xx' })
  responseStatus?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'inclusive' }) @IsOmittable() @IsRfc3339DateTime() receivedFrom?: string;
  @ApiPropertyOptional({ format: 'date-time', description: 'exclusive' }) @IsOmittable() @IsRfc3339DateTime() receivedTo?: string;
}

/** The filter names, in one place: the body's, the stored `filters`' and GET /api/events' query parameters'. */
export const FILTER_NAMES = [
  'projectId',
  'endpointId',
  'destinationId',
  'status',
  'eventType',
  'search',
  'payloadHash',
  'responseStatus',
  'receivedFrom',
  'receivedTo',
] as const satisfies readonly (keyof EventFiltersDto)[];

export class BulkOperationRequestDto extends EventFiltersDto {
  @ApiPropertyOptional({ default: false, description: 'true: only count the matching events, change nothing (200 {"matched"})' })
  @IsOmittable()
  @IsBoolean()
  dry_run?: boolean;
}

export class DryRunResponseDto {
  @ApiProperty({ description: 'How many events match the filters now' }) matched: number;
}

export class OperationCreatorDto {
  @ApiProperty({ enum: ['user', 'api_key'] }) kind: 'user' | 'api_key';
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'null once the user or key is deleted' }) id: string | null;
  @ApiProperty({ nullable: true, type: String, description: "the user's email, or the key's name" }) name: string | null;
  @ApiProperty({ nullable: true, type: String, description: "the key's display prefix (API keys only)" }) prefix: string | null;
}

export class OperationResponseDto {
  @ApiProperty({ example: 'op_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9' }) id: string;
  @ApiProperty({ enum: OPERATION_KINDS }) kind: OperationKind;
  @ApiProperty({ enum: OPERATION_STATUSES }) status: OperationStatus;
  @ApiProperty({ type: EventFiltersDto, description: 'the filters it was created with' }) filters: EventFiltersDto;
  @ApiProperty({ description: 'events matching when the operation was created' }) matched: number;
  @ApiProperty({ description: 'events worked through so far' }) processed: number;
  @ApiProperty({ description: 'delivery jobs queued so far (retried or created by replay)' }) jobs_created: number;
  @ApiProperty({ type: OperationCreatorDto }) created_by: OperationCreatorDto;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) started_at: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) finished_at: string | null;
}

export class OperationListResponseDto {
  @ApiProperty({ type: [OperationResponseDto] }) data: OperationResponseDto[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class ListOperationsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Transform(({ value }) => limitNumber(value))
  @IsInt({ message: 'limit must be an integer between 1 and 100' })
  @Min(1, { message: 'limit must be between 1 and 100' })
  @Max(100, { message: 'limit must be between 1 and 100' })
  limit?: number;

  @ApiPropertyOptional({ description: 'next_cursor of the previous page' }) @IsOptional() @IsString() @Length(1, 200) cursor?: string;
}
