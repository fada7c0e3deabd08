import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { applyDecorators } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, Min, ValidateBy } from 'class-validator';
import { IsRfc3339DateTime } from '../../../core/http/date-time';
import { IsQueryBoolean } from '../../../core/http/query-boolean';
import { ATTEMPT_ERROR_CODES, AttemptErrorCode } from '../attempt-details';
import { isoFromTimestamptz } from '../../../core/database/timestamps';
import { EVENT_STATUSES, EventStatus } from '../event.entity';
import { eventTypeList, eventTypePatternsError } from '../event-type-patterns';

export const PAYLOAD_HASH = /^[0-9a-fA-F]{64}$/;
export const RESPONSE_STATUS = /^([1-5]\d\d|[1-5]xx)$/;
/** An event id as the detail route takes it: its UUID or its `evt_` id (any case). */
export const EVENT_REFERENCE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|evt_[0-9A-HJKMNP-TV-Z]{26})$/i;
/** `status`: a comma-separated list (a repeated parameter is already a list). */
export const statusList = (value: unknown): unknown => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value);
/** `limit`: digits become a number; anything else stays for the validator to refuse. */
export const limitNumber = (value: unknown): unknown => (/^\d+$/.test(String(value)) ? Number(value) : value);

/** The `eventType` filter's description, shared by the list, the export and bulk operations. */
export const EVENT_TYPE_FILTER_DESCRIPTION =
  'Event types, comma-separated, any one matching: an exact type (invoice.paid) or a prefix ending in * (invoice.*); ' +
  'at most 20, none empty, a * only at the end. Events without a type never match.';

/** `eventType`: a comma-separated list (or a list) of 1–20 exact types or `prefix*` patterns. */
export function IsEventTypeFilter(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => eventTypeList(value)),
    ValidateBy({
      name: 'isEventTypeFilter',
      validator: {
        validate: (value: unknown) => eventTypePatternsError(value) === null,
        defaultMessage: (args) => eventTypePatternsError(args?.value) ?? '',
      },
    }),
  );
}

/** The `includeNotifications` filter's description (the list and the export). */
const INCLUDE_NOTIFICATIONS_DESCRIPTION =
  "Hookyard's own notification events are left out unless true (or unless `endpointId` names their endpoint)";

export class ListEventsQueryDto {
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() projectId?: string;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() endpointId?: string;
  @ApiPropertyOptional({ type: Boolean, default: false, description: INCLUDE_NOTIFICATIONS_DESCRIPTION })
  @IsOptional()
  @IsQueryBoolean()
  includeNotifications?: boolean;
  @ApiPropertyOptional({ format: 'uuid' }) @IsOptional() @IsUUID() destinationId?: string;

  @ApiPropertyOptional({ type: String, description: 'One status or a comma-separated list', example: 'failed,dead_lettered' })
  @IsOptional()
  @Transform(({ value }) => statusList(value))
  @IsIn(EVENT_STATUSES, { each: true, message: `status must be one or more of ${EVENT_STATUSES.join(', ')}` })
  status?: EventStatus[];

  @ApiPropertyOptional({ type: String, description: EVENT_TYPE_FILTER_DESCRIPTION, example: 'invoice.*,customer.created' })
  @IsOptional()
  @IsEventTypeFilter()
  eventType?: string[];

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
  @ApiProperty({
    nullable: true,
    type: String,
    maxLength: 200,
    description: "The event's type, read at ingest from its endpoint's event_type_source; null when none applied or none was found",
    example: 'invoice.paid',
  })
  event_type: string | null;
}

export class EventListResponseDto {
  @ApiProperty({ type: [EventResponseDto] }) data: EventResponseDto[];
  @ApiProperty({ nullable: true, type: String }) next_cursor: string | null;
}

export class DeliveryJobResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) destination_id: string;
  @ApiProperty({ enum: ['pending', 'in_progress', 'succeeded', 'failed', 'retry_scheduled', 'dead_lettered', 'cancelled', 'filtered'] })
  status: string;
  @ApiProperty({
    enum: ['event_type', 'body', 'headers', 'transformation'],
    nullable: true,
    type: String,
    description:
      "For a `filtered` job (nothing sent, not a failure), the part of its destination's filter that refused the event; else null",
  })
  filtered_by: string | null;
  @ApiProperty({ enum: ['ingest', 'replay', 'retry'] }) trigger: string;
  @ApiProperty() attempt_count: number;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) next_attempt_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;

  /** The one mapper of a delivery job, from its row as the repositories read it (timestamptz as PostgreSQL's text). */
  static from(row: DeliveryJobRow): DeliveryJobResponseDto {
    return {
      id: row.id,
      destination_id: row.destination_id,
      status: row.status,
      filtered_by: row.filtered_by,
      trigger: row.trigger,
      attempt_count: row.attempt_count,
      next_attempt_at: row.next_attempt_at === null ? null : isoFromTimestamptz(row.next_attempt_at),
      created_at: isoFromTimestamptz(row.created_at),
      updated_at: isoFromTimestamptz(row.updated_at),
    };
  }
}

/** A delivery job's row (read with TIMESTAMPTZ_AS_TEXT). */
export interface DeliveryJobRow {
  id: string;
  destination_id: string;
  status: string;
  filtered_by: string | null;
  trigger: string;
  attempt_count: number;
  next_attempt_at: string | null;
  created_at: string;
  updated_at: string;
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

export class TransformedRequestDto {
  @ApiProperty({ enum: ['POST', 'PUT', 'PATCH'] }) method: string;
  @ApiProperty({ example: 'hooks.example.com' }) host: string;
  @ApiProperty({ example: '/billing' }) path: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 312,
    description: 'Size in bytes of the body sent (never the body); null for an attempt recorded before Hookyard kept it',
  })
  body_size_bytes: number | null;
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
      'The headers Hookyard sent. Its own (webhook-id, webhook-timestamp, webhook-signature, user-agent, content-type) appear as sent; ' +
      'every forwarded sender header appears by name with the value "[redacted]" (it may carry the sender\'s credentials), ' +
      'unless its name is on the allowlist: content-type, content-encoding, user-agent, x-github-event, x-github-delivery, ' +
      'x-shopify-topic, x-request-id, and the names the operator adds with SHOWN_SENDER_HEADERS',
  })
  request_headers: Record<string, string>;
  @ApiProperty({
    type: TransformedRequestDto,
    nullable: true,
    description:
      "What the destination's transformation made of the request: its method, URL host and path and body size (never the query or the body; " +
      'request_headers names its headers). null when the request went as received',
  })
  transformed_request: TransformedRequestDto | null;
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
  @ApiProperty({ enum: ['max_attempts_exhausted', 'no_active_destinations', 'destination_disabled', 'transformation_failed'] })
  reason: string;
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
