import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, Min } from 'class-validator';
import { IsRfc3339DateTime } from '../../../core/http/date-time';
import { ATTEMPT_ERROR_CODES, AttemptErrorCode } from '../../deliveries/attempt-details';
import type { DeliveryJob } from '../../deliveries/delivery-job.entity';
import { EVENT_STATUSES, EventStatus } from '../event.entity';

export const PAYLOAD_HASH = /^[0-9a-fA-F]{64}$/;
export const RESPONSE_STATUS = /^([1-5]\d\d|[1-5]xx)$/;
/** An event id as the detail route takes it: its UUID or its `evt_` id (any case). */
export const EVENT_REFERENCE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|evt_[0-9A-HJKMNP-TV-Z]{26})$/i;
/** `status`: a comma-separated list (a repeated parameter is already a list). */
export const statusList = (value: unknown): unknown => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value);
/** `limit`: digits become a number; anything else stays for the validator to refuse. */
export const limitNumber = (value: unknown): unknown => (/^\d+$/.test(String(value)) ? Number(value) : value);

export class ListEventsQueryDto {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() projectId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() endpointId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() destinationId?: string;

  @ApiPropertyOptional({ type: String, description: 'One status or a comma-separated list', example: 'failed,dead_lettered' })
  @IsOptional()
  @Transform(({ value }) => statusList(value))
  @IsIn(EVENT_STATUSES, { each: true, message: `status must be one or more of ${EVENT_STATUSES.join(', ')}` })
  status?: EventStatus[];

  @ApiPropertyOptional({ minLength: 1, maxLength: 200 }) @IsOptional() @IsString() @Length(1, 200) search?: string;

  @ApiPropertyOptional({ description: '64 hex characters' })
  @IsOptional()
  @Matches(PAYLOAD_HASH, { message: 'payloadHash must be 64 hex characters' })
  payloadHash?: string;

  @ApiPropertyOptional({ description: 'An HTTP status 100-599 or a class 2xx…5xx', example: '5xx' })
  @IsOptional()
  @Matches(RESPONSE_STATUS, { message: 'responseStatus must be a status code 100-599 or a class like 5xx' })
  responseStatus?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'inclusive' })
  @IsOptional()
  @IsRfc3339DateTime()
  receivedFrom?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'exclusive' })
  @IsOptional()
  @IsRfc3339DateTime()
  receivedTo?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 250, default: 50 })
  @IsOptional()
  @Transform(({ value }) => limitNumber(value))
  @IsInt({ message: 'limit must be an integer between 1 and 250' })
  @Min(1, { message: 'limit must be between 1 and 250' })
  @Max(250, { message: 'limit must be between 1 and 250' })
  limit?: number;

  @ApiPropertyOptional({ description: 'next_cursor of the previous page' }) @IsOptional() @IsString() @Length(1, 200) cursor?: string;

  @ApiPropertyOptional({
    description:
      'An event (UUID or evt_ id): only events after it in the list order, i.e. received later (or at the same instant with a ' +
      'greater id). With the newest event shown as newerThan, a list page asks what arrived since; an unknown event matches nothing.',
    example: 'evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9',
  })
  @IsOptional()
  @Matches(EVENT_REFERENCE, { message: 'newerThan must be an event UUID or evt_ identifier' })
  newerThan?: string;
}

export class EventResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'evt_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9' }) event_id: string;
  @ApiProperty({ enum: EVENT_STATUSES }) status: EventStatus;
  @ApiProperty({ format: 'uuid' }) project_id: string;
  @ApiProperty({ format: 'uuid' }) endpoint_id: string;
  @ApiProperty({ description: 'lowercase hex SHA-256 of the exact bytes received' }) payload_sha256: string;
  @ApiProperty() payload_size_bytes: number;
  @ApiProperty({ nullable: true, type: String }) content_type: string | null;
  @ApiProperty({ format: 'date-time' }) received_at: string;
  @ApiProperty({ nullable: true, type: String }) idempotency_key: string | null;
}

export class EventListResponseDto {
  @ApiProperty({ type: [EventResponseDto] }) data: EventResponseDto[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class DeliveryJobResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty({ enum: ['pending', 'in_progress', 'succeeded', 'failed', 'retry_scheduled', 'dead_lettered', 'cancelled'] })
  status: string;
  @ApiProperty({ enum: ['ingest', 'replay', 'retry'] }) trigger: string;
  @ApiProperty() attempt_count: number;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) next_attempt_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;

  static from(job: DeliveryJob): DeliveryJobResponseDto {
    return {
      id: job.id,
      destination_id: job.destinationId,
      status: job.status,
      trigger: job.trigger,
      attempt_count: job.attemptCount,
      next_attempt_at: job.nextAttemptAt?.toISOString() ?? null,
      created_at: job.createdAt.toISOString(),
      updated_at: job.updatedAt.toISOString(),
    };
  }
}

export class ResponseBodyDto {
  @ApiProperty({ enum: ['utf8', 'base64'], description: '`utf8` when the kept bytes are valid UTF-8, else `base64`' })
  encoding: 'utf8' | 'base64';
  @ApiProperty({ description: 'The first 8 KiB of the body, in `encoding`' }) data: string;
  @ApiProperty({
    description:
      'Size of the whole body in bytes; past the 64 KiB Hookyard reads, its Content-Length (or, without one, the bytes read by then)',
  })
  size_bytes: number;
  @ApiProperty({ description: 'true when `data` holds less than the whole body' }) truncated: boolean;
}

const HEADERS_SCHEMA = { type: 'object', additionalProperties: { type: 'string' } } as const;

export class DeliveryAttemptResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', description: 'internal event UUID' }) event_id: string;
  @ApiProperty({ format: 'uuid' }) job_id: string;
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty() attempt_number: number;
  @ApiProperty({ enum: ['success', 'failed', 'timeout', 'error'] }) status: string;
  @ApiProperty({ nullable: true, type: Number }) response_status: number | null;
  @ApiProperty() duration_ms: number;
  @ApiProperty({ nullable: true, type: String }) error_message: string | null;
  @ApiProperty({ enum: ATTEMPT_ERROR_CODES, nullable: true, description: 'Why the attempt failed; null on success' })
  error_code: AttemptErrorCode | null;
  @ApiProperty({
    ...HEADERS_SCHEMA,
    description:
      'The headers Hookyard sent: webhook-id, webhook-timestamp, webhook-signature, content-type, user-agent and the forwarded sender headers',
  })
  request_headers: Record<string, string>;
  @ApiProperty({
    ...HEADERS_SCHEMA,
    description:
      "The destination's answer headers, lower-case names (at most 50 and 8 KiB; hop-by-hop and set-cookie left out); {} without an answer",
  })
  response_headers: Record<string, string>;
  @ApiProperty({
    type: ResponseBodyDto,
    nullable: true,
    description: 'The first 8 KiB of the answer body; null when the answer had none (or there was no answer)',
  })
  response_body: ResponseBodyDto | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class DeadLetterResponseDto {
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) job_id: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) destination_id: string | null;
  @ApiProperty({ enum: ['max_attempts_exhausted', 'no_active_destinations', 'destination_disabled'] }) reason: string;
  @ApiProperty({ nullable: true, type: String }) error_message: string | null;
  @ApiProperty() attempt_count: number;
  @ApiProperty({ format: 'date-time' }) dead_lettered_at: string;
  @ApiProperty({ nullable: true, type: String, description: 'null when no destination was involved' }) destination_name: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'uri' }) destination_url: string | null;
}

/** A job in the event detail: the job and where it delivers to. */
export class EventDeliveryJobDto extends DeliveryJobResponseDto {
  @ApiProperty() destination_name: string;
  @ApiProperty({ format: 'uri' }) destination_url: string;
}

export class EventDetailResponseDto extends EventResponseDto {
  @ApiProperty({ type: [EventDeliveryJobDto] }) delivery_jobs: EventDeliveryJobDto[];
  @ApiProperty({ type: [DeliveryAttemptResponseDto] }) delivery_attempts: DeliveryAttemptResponseDto[];
  @ApiProperty({ type: [DeadLetterResponseDto] }) dead_letters: DeadLetterResponseDto[];
}
