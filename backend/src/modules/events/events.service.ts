import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../core/auth/auth-context';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { KeyRing } from '../../core/crypto/key-ring';
import { isoFromTimestamptz } from '../../core/database/timestamps';
import { problems } from '../../core/http/problem';
import { decodeCursor, encodeCursor, Page, TimeCursor } from '../../core/http/paging';
import { AttemptDetails, attemptDetailsAad, legacyErrorCode, NO_DETAILS, unpackDetails } from './attempt-details';
import { redactedHeaders, shownHeaderNames } from './shown-headers';
import { withoutCredentials } from '../../core/http/url-credentials';
import {
  DeadLetterResponseDto,
  DeliveryAttemptResponseDto,
  DeliveryJobResponseDto,
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
  /** The request header names whose values attempts show; every other one is `[redacted]`. */
  private readonly shownHeaders: ReadonlySet<string>;

  constructor(
    private readonly events: EventsRepository,
    private readonly keyRing: KeyRing,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // with PROPAGATE_TRACE_CONTEXT, `traceparent` is Hookyard's own (the attempt's span), shown as sent
    this.shownHeaders = shownHeaderNames([...config.shownSenderHeaders, ...(config.tracing.propagate ? ['traceparent'] : [])]);
  }

  async list(auth: AuthContext, query: ListEventsQueryDto): Promise<Page<EventResponseDto>> {
    const limit = query.limit ?? DEFAULT_LIMIT;
    const rows = await this.events.listPage(auth.organizationId, query, query.cursor ? decodeCursor(query.cursor) : null, limit + 1);
    const data = new Array<EventResponseDto>(Math.min(rows.length, limit));
    for (let i = 0; i < data.length; i++) data[i] = eventResponse(rows[i]!);
    const last = data[data.length - 1];
    return { data, next_cursor: rows.length > limit && last ? encodeCursor(last.received_at, last.id) : null };
  }

  /**
   * The export rows of the events matching the list filters (docs/http.md, Event list), newest first, one keyset
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
   * GET /api/events/{eventId}: the event, its jobs, attempts and dead letters from one snapshot,
   * straight on a pool connection as the list reads (no TypeORM query runner or entity per row,
   * timestamps from PostgreSQL's text): the same answer `findEvent` and the entities' `from` mappings give.
   */
  async detail(auth: AuthContext, eventId: string): Promise<EventDetailResponseDto> {
    const found = await this.events.findDetailRows(auth.organizationId, eventLookup(eventId));
    if (!found) throw problems.notFound('event');
    return {
      ...eventResponse(found.event),
      delivery_jobs: found.jobs.map(jobResponse),
      delivery_attempts: found.attempts.map((row) => attemptResponse(row, this.openDetails(row))),
      dead_letters: found.deadLetters.map(deadLetterResponse),
    };
  }

  /**
   * An attempt's sealed details, opened, with the request's sender credentials redacted (they are
   * sealed as sent, so attempts recorded before the redaction are answered the same); attempts
   * recorded before details were kept have none.
   */
  private openDetails(row: AttemptRow): AttemptDetails {
    if (!row.details_key_id || !row.details_ciphertext) return NO_DETAILS;
    const sealed = { keyId: row.details_key_id, blob: row.details_ciphertext };
    const details = unpackDetails(this.keyRing.open(sealed, attemptDetailsAad(row.organization_id, row.id)));
    return { ...details, request_headers: redactedHeaders(details.request_headers, this.shownHeaders) };
  }
}

/** What {@link EventsService.pages} feeds one page's rows into, one at a time. */
export interface RowSink<T> {
  add(row: ExportRow): void;
  /** What the page's rows made, once the last one is in. */
  finish(): T;
}

/** A list row as docs/http.md's Events section describes an event, straight from the row (no entity in between). */
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
    event_type: row.event_type,
  };
}

/** The job as {@link DeliveryJobResponseDto.from} maps it, and where it delivers to. */
function jobResponse(row: JobRow): EventDeliveryJobDto {
  return {
    ...DeliveryJobResponseDto.from(row),
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
    transformed_request: details.request ? { ...details.request, body_size_bytes: details.request.body_size_bytes ?? null } : null,
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
