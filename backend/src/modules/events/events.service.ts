import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { KeyRing } from '../../core/crypto/key-ring';
import { isoFromTimestamptz } from '../../core/database/timestamps';
import { problems } from '../../core/http/problem';
import { decodeCursor, encodeCursor, Page, TimeCursor } from '../../core/http/paging';
import { AttemptDetails, attemptDetailsAad, legacyErrorCode, NO_DETAILS, unpackDetails } from '../deliveries/attempt-details';
import { withoutCredentials } from '../endpoints/dto/destination.dto';
import {
  DeadLetterResponseDto,
  DeliveryAttemptResponseDto,
  EventDeliveryJobDto,
  EventDetailResponseDto,
  EventResponseDto,
  ListEventsQueryDto,
} from './dto/event.dto';
import { WebhookEvent } from './event.entity';
import { eventLookup } from './event-lookup';
import { AttemptRow, DeadLetterRow, EventRow, EventsRepository, ExportRow, JobRow } from './events.repository';

const DEFAULT_LIMIT = 50;

@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly keyRing: KeyRing,
  ) {}

  async list(auth: AuthContext, query: ListEventsQueryDto): Promise<Page<EventResponseDto>> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const rows = await this.events.listPage(auth.organizationId, query, query.cursor ? decodeCursor(query.cursor) : null, limit + 1);
    const data = new Array<EventResponseDto>(Math.min(rows.length, limit));
    for (let i = 0; i < data.length; i++) data[i] = eventResponse(rows[i]!);
    const last = data[data.length - 1];
    return { data, next_cursor: rows.length > limit && last ? encodeCursor(last.received_at, last.id) : null };
  }

  /**
   * The export rows of the events matching the list filters (CONTRACT §4), newest first, one keyset
   * page at a time: constant memory however many rows match. Each row goes into the page's `sink`
   * the moment it arrives and is dropped; the generator yields what the sink made of the page. The
   * next page is already being read while the caller consumes the current one.
   */
  async *pages<T>(auth: AuthContext, query: ListEventsQueryDto, sink: () => RowSink<T>, pageSize = 2000): AsyncGenerator<T> {
    const read = async (after: TimeCursor | null): Promise<{ rows: number; last: TimeCursor | null; made: T }> => {
      const page = sink();
      let last: TimeCursor | null = null;
      const rows = await this.events.eachExportRow(auth.organizationId, query, after, pageSize, (row) => {
        page.add(row);
        last = { at: row.received_at, id: row.id };
      });
      return { rows, last, made: page.finish() };
    };
    let next: ReturnType<typeof read> | null = read(null);
    while (next) {
      const page: Awaited<ReturnType<typeof read>> = await next;
      next = page.rows === pageSize ? read(page.last) : null;
      try {
        if (page.rows > 0) yield page.made;
      } finally {
        // The consumer stopped early (client gone): let the read-ahead settle, nobody awaits it.
        next?.catch(() => undefined);
      }
    }
  }

  /** By internal UUID or `evt_` id; another organization's event is a plain 404. */
  async findEvent(auth: AuthContext, eventId: string): Promise<WebhookEvent> {
    const event = await this.events.findEvent(auth.organizationId, eventLookup(eventId));
    if (!event) throw problems.notFound('event');
    return event;
  }

  /**
   * GET /api/events/{eventId}: the event, then its jobs, attempts and dead letters in parallel,
   * straight on the pool as the list reads (no TypeORM query runner or entity per row, timestamps
   * from PostgreSQL's text): the same answer `findEvent` and the entities' `from` mappings give.
   */
  async detail(auth: AuthContext, eventId: string): Promise<EventDetailResponseDto> {
    const event = await this.events.findEventRow(auth.organizationId, eventLookup(eventId));
    if (!event) throw problems.notFound('event');
    const [jobs, attempts, deadLetters] = await Promise.all([
      this.events.listJobs(auth.organizationId, event.id),
      this.events.listAttempts(auth.organizationId, event.id),
      this.events.listDeadLetters(auth.organizationId, event.id),
    ]);
    return {
      ...eventResponse(event),
      delivery_jobs: jobs.map(jobResponse),
      delivery_attempts: attempts.map((row) => attemptResponse(row, this.openDetails(row))),
      dead_letters: deadLetters.map(deadLetterResponse),
    };
  }

  /** An attempt's sealed details, opened; attempts recorded before they were kept have none. */
  private openDetails(row: AttemptRow): AttemptDetails {
    if (!row.details_key_id || !row.details_ciphertext) return NO_DETAILS;
    const sealed = { keyId: row.details_key_id, blob: row.details_ciphertext };
    return unpackDetails(this.keyRing.open(sealed, attemptDetailsAad(row.organization_id, row.id)));
  }
}

/** What {@link EventsService.pages} feeds one page's rows into, one at a time. */
export interface RowSink<T> {
  add(row: ExportRow): void;
  /** What the page's rows made, once the last one is in. */
  finish(): T;
}

/** A list row as CONTRACT §4's Event, straight from the row (no entity in between). */
function eventResponse(row: EventRow): EventResponseDto {
  return {
    id: row.id,
    event_id: row.event_id,
    status: row.status,
    project_id: row.project_id,
    endpoint_id: row.endpoint_id,
    payload_sha256: row.payload_sha256,
    payload_size_bytes: row.payload_size_bytes,
    content_type: row.content_type,
    received_at: isoFromTimestamptz(row.received_at),
    idempotency_key: row.idempotency_key,
  };
}

/** {@link DeliveryJobResponseDto.from} and where the job delivers to, straight from the row. */
function jobResponse(row: JobRow): EventDeliveryJobDto {
  return {
    id: row.id,
    destination_id: row.destination_id,
    status: row.status,
    trigger: row.trigger,
    attempt_count: row.attempt_count,
    next_attempt_at: row.next_attempt_at === null ? null : isoFromTimestamptz(row.next_attempt_at),
    created_at: isoFromTimestamptz(row.created_at),
    updated_at: isoFromTimestamptz(row.updated_at),
    destination_name: row.destination_name,
    destination_url: withoutCredentials(row.destination_url),
  };
}

/** An attempt with its opened details, straight from the row. */
function attemptResponse(row: AttemptRow, details: AttemptDetails): DeliveryAttemptResponseDto {
  return {
    id: row.id,
    event_id: row.event_id,
    job_id: row.job_id,
    destination_id: row.destination_id,
    attempt_number: row.attempt_number,
    status: row.status,
    response_status: row.response_status,
    duration_ms: row.duration_ms,
    error_message: row.error_message,
    error_code: row.error_code ?? legacyErrorCode(row.status, row.response_status, row.error_message),
    request_headers: details.request_headers,
    response_headers: details.response_headers,
    response_body: details.response_body,
    created_at: isoFromTimestamptz(row.created_at),
  };
}

/** {@link DeadLetterResponseDto.from}, straight from the row. */
function deadLetterResponse(row: DeadLetterRow): DeadLetterResponseDto {
  return {
    job_id: row.job_id,
    destination_id: row.destination_id,
    reason: row.reason,
    error_message: row.error_message,
    attempt_count: row.attempt_count,
    dead_lettered_at: isoFromTimestamptz(row.dead_lettered_at),
    destination_name: row.destination_name,
    destination_url: row.destination_url === null ? null : withoutCredentials(row.destination_url),
  };
}
