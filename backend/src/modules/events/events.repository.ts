import { Injectable } from '@nestjs/common';
import { ReplicaSqlExecutor, SqlExecutor } from '../../core/database/sql';
import { TIMESTAMPTZ_AS_TEXT } from '../../core/database/timestamps';
import type { TimeCursor } from '../../core/http/paging';
import type { AttemptErrorCode } from './attempt-details';
import type { DeliveryJobRow, ListEventsQueryDto } from './dto/event.dto';
import { EventStatus, WebhookEvent } from './event.entity';
import { EventLookup, eventLookup } from './event-lookup';
import { notNotifications } from './not-notifications';
import { escapeLike, eventTypeCondition } from './event-type-patterns';

/**
 * The statements of the event reads: the list, the export and the detail, straight on the pool
 * (no TypeORM query runner or entity per row) with timestamptz read as PostgreSQL's text, which the
 * answer rewrites into its RFC 3339 string without a Date in between.
 */
@Injectable()
export class EventsRepository {
  constructor(
    private readonly sql: SqlExecutor,
    /** The list and the export, which tolerate a replica's lag; the detail reads the primary (it follows writes). */
    private readonly replica: ReplicaSqlExecutor,
  ) {}

  /** One list page: the organization's events matching the filters after the cursor, newest first, at most `limit`. */
  async listPage(organizationId: string, query: ListEventsQueryDto, after: TimeCursor | null, limit: number): Promise<EventRow[]> {
    const { text, values } = eventsQuery(organizationId, query, after, limit);
    return (await this.replica.query<EventRow>(text, values, TIMESTAMPTZ_AS_TEXT)).rows;
  }

  /** One export page, each row handed to `onRow` as it arrives (never gathered); resolves with their number. */
  eachExportRow(
    organizationId: string,
    query: ListEventsQueryDto,
    after: TimeCursor | null,
    limit: number,
    onRow: (row: ExportRow) => void,
  ): Promise<number> {
    const { text, values } = exportPageQuery(organizationId, query, after, limit);
    return this.replica.each<ExportRow>(text, values, onRow);
  }

  /** The event as retry and replay read it (the detail reads {@link findDetailRows}). */
  async findEvent(organizationId: string, lookup: EventLookup): Promise<WebhookEvent | null> {
    const { rows } = await this.sql.query<WebhookEventRow>(
      `SELECT id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes, content_type,
              idempotency_key, event_type, received_at, updated_at, traceparent
         FROM events WHERE organization_id = $1 AND ${lookup.column} = $2`,
      [organizationId, lookup.value],
    );
    return rows[0] ? webhookEventOf(rows[0]) : null;
  }

  /**
   * The event and its jobs, attempts and dead letters, read in one snapshot: a delivery recorded
   * between two of the reads never shows as closed jobs beside an event still queued.
   */
  findDetailRows(organizationId: string, lookup: EventLookup): Promise<EventDetailRows | undefined> {
    return this.sql.snapshot(async (tx) => {
      const { rows } = await tx.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events e WHERE e.organization_id = $1 AND e.${lookup.column} = $2`,
        [organizationId, lookup.value],
        TIMESTAMPTZ_AS_TEXT,
      );
      const event = rows[0];
      if (!event) return undefined;
      const ofEvent = async <T>(text: string) => (await tx.query<T>(text, [event.id, organizationId], TIMESTAMPTZ_AS_TEXT)).rows;
      return {
        event,
        jobs: await ofEvent<JobRow>(JOBS_OF_EVENT),
        attempts: await ofEvent<AttemptRow>(ATTEMPTS_OF_EVENT),
        deadLetters: await ofEvent<DeadLetterRow>(DEAD_LETTERS_OF_EVENT),
      };
    });
  }
}

/** An event's row, every column: what {@link EventsRepository.findEvent} maps to its entity. */
interface WebhookEventRow {
  id: string;
  organization_id: string;
  project_id: string;
  endpoint_id: string;
  event_id: string;
  status: EventStatus;
  payload_sha256: string;
  payload_size_bytes: number;
  content_type: string | null;
  idempotency_key: string | null;
  event_type: string | null;
  received_at: Date;
  updated_at: Date;
  traceparent: string | null;
}

function webhookEventOf(row: WebhookEventRow): WebhookEvent {
  return {
    id: row.id,
    organizationId: row.organization_id,
    projectId: row.project_id,
    endpointId: row.endpoint_id,
    eventId: row.event_id,
    status: row.status,
    payloadSha256: row.payload_sha256,
    payloadSizeBytes: row.payload_size_bytes,
    contentType: row.content_type,
    idempotencyKey: row.idempotency_key,
    eventType: row.event_type,
    receivedAt: row.received_at,
    updatedAt: row.updated_at,
    traceparent: row.traceparent,
  };
}

/** What the detail of one event is read from. */
export interface EventDetailRows {
  event: EventRow;
  jobs: JobRow[];
  attempts: AttemptRow[];
  deadLetters: DeadLetterRow[];
}

// The statements of one event's rows: each takes the event id as $1 and the organization id as $2.

/** The event's jobs, with where each delivers to, oldest first. */
const JOBS_OF_EVENT = `SELECT j.id, j.destination_id, j.status, j.filtered_by, j.trigger, j.attempt_count, j.next_attempt_at, j.created_at, j.updated_at,
              d.name AS destination_name, d.url AS destination_url
         FROM delivery_jobs j JOIN destinations d ON d.id = j.destination_id
        WHERE j.event_id = $1 AND j.organization_id = $2 ORDER BY j.created_at ASC, j.id ASC`;

/** The event's attempts with their sealed details, oldest first. */
const ATTEMPTS_OF_EVENT = `SELECT a.id, a.organization_id, a.event_id, a.job_id, a.destination_id, a.attempt_number, a.status, a.response_status,
              a.duration_ms, a.error_message, a.error_code, a.created_at, x.key_id AS details_key_id, x.ciphertext AS details_ciphertext
         FROM delivery_attempts a LEFT JOIN delivery_attempt_details x
                ON x.event_id = a.event_id AND x.attempt_id = a.id AND x.event_received_at = a.event_received_at
        WHERE a.event_id = $1 AND a.organization_id = $2 ORDER BY a.created_at ASC, a.attempt_number ASC`;

/** The event's dead letters, with where each delivered to, oldest first. */
const DEAD_LETTERS_OF_EVENT = `SELECT l.job_id, l.destination_id, l.reason, l.error_message, l.attempt_count, l.dead_lettered_at,
              d.name AS destination_name, d.url AS destination_url
         FROM dead_letters l LEFT JOIN destinations d ON d.id = l.destination_id
        WHERE l.event_id = $1 AND l.organization_id = $2 ORDER BY l.dead_lettered_at ASC`;

interface SqlStatement {
  text: string;
  values: unknown[];
}

/** The columns of the list's answer (docs/http.md, Events), and no more: every column costs parsing on every row. */
const EVENT_COLUMNS =
  'e.id, e.project_id, e.endpoint_id, e.event_id, e.status, e.payload_sha256, e.payload_size_bytes, e.content_type, e.idempotency_key, e.received_at, e.event_type';
const NEWEST_FIRST = 'ORDER BY e.received_at DESC, e.id DESC';

/**
 * The SQL of one list page: the organization's events matching the filters of docs/http.md, Event list, after
 * the keyset cursor, newest first, at most `limit`.
 *
 * Where the filters are a disjunction (several statuses; the five kinds of search match), each
 * alternative becomes its own `ORDER BY … LIMIT` branch and the page is the newest `limit` of their
 * union: every branch is a single-condition query PostgreSQL answers from one index (a status
 * index walked in order, a prefix or trigram index plus a small sort, or the received_at index with
 * a filter when the condition is common), instead of one OR that can only be walked newest-first
 * with a filter — a scan of the whole organization when the matches are rare or old. The attempt
 * error-message branch starts from delivery_attempts, whose copy of received_at orders it the same
 * way (migration 1764400000000).
 * Exported for bench/query.mjs, which times this very statement bare.
 *
 * @public
 */
export function eventsQuery(
  organizationId: string,
  query: ListEventsQueryDto,
  after: TimeCursor | null,
  limit: number,
  columns = EVENT_COLUMNS,
): SqlStatement {
  const values: unknown[] = [];
  const param = (value: unknown): string => {
    values.push(value);
    return `$${values.length}`;
  };
  const org = param(organizationId); // $1, which exportPageQuery relies on
  const where = [`e.organization_id = ${org}`];
  // The received_at bounds again, on the copy delivery_attempts keeps, for the error-message search.
  const attemptBounds: string[] = [];
  if (query.projectId) where.push(`e.project_id = ${param(query.projectId)}`);
  if (query.endpointId) where.push(`e.endpoint_id = ${param(query.endpointId)}`);
  else if (!query.includeNotifications) where.push(notNotifications('e.endpoint_id', org));
  if (query.payloadHash) where.push(`e.payload_sha256 = ${param(query.payloadHash.toLowerCase())}`);
  // Exact types and escaped LIKE prefixes, served by events_org_event_type_received_idx.
  if (query.eventType) where.push(eventTypeCondition('e.event_type', query.eventType, param));
  if (query.receivedFrom) {
    const from = param(new Date(query.receivedFrom));
    where.push(`e.received_at >= ${from}`);
    attemptBounds.push(`da.event_received_at >= ${from}`);
  }
  if (query.receivedTo) {
    const to = param(new Date(query.receivedTo));
    where.push(`e.received_at < ${to}`);
    attemptBounds.push(`da.event_received_at < ${to}`);
  }
  if (query.destinationId) {
    where.push(
      `EXISTS (SELECT 1 FROM delivery_jobs j WHERE j.event_id = e.id AND j.organization_id = ${org} AND j.destination_id = ${param(query.destinationId)})`,
    );
  }
  if (query.responseStatus) {
    const [low, high] = statusRange(query.responseStatus);
    where.push(
      `EXISTS (SELECT 1 FROM delivery_attempts a WHERE a.event_id = e.id AND a.organization_id = ${org} AND a.response_status BETWEEN ${param(low)} AND ${param(high)})`,
    );
  }
  if (query.newerThan) {
    // Two scalar subqueries, not one row subquery: (received_at, id) > (x, y) stays an index condition.
    const { column, value } = eventLookup(query.newerThan);
    const newest = param(value);
    const bound = (field: string) => `(SELECT n.${field} FROM events n WHERE n.organization_id = ${org} AND n.${column} = ${newest})`;
    where.push(`(e.received_at, e.id) > (${bound('received_at')}, ${bound('id')})`);
    attemptBounds.push(`(da.event_received_at, da.event_id) > (${bound('received_at')}, ${bound('id')})`);
  }
  if (after) {
    const [at, id] = [param(after.at), param(after.id)];
    where.push(`(e.received_at, e.id) < (${at}, ${id})`);
    attemptBounds.push(`(da.event_received_at, da.event_id) < (${at}, ${id})`);
  }

  const statuses = [...new Set(query.status ?? [])];
  let branches: string[] = [];
  let errorBranch: string | null = null;
  let distinct = false;
  if (query.search) {
    // docs/http.md, Event list: every search match is case-insensitive, the exact idempotency_key one included.
    const search = query.search.toLowerCase();
    const prefix = param(`${escapeLike(search)}%`);
    const like = param(`%${escapeLike(search)}%`);
    const exact = param(search);
    if (statuses.length === 1) where.push(`e.status = ${param(statuses[0])}`);
    else if (statuses.length > 1) where.push(`e.status = ANY(${param(statuses)})`);
    branches = [
      `lower(e.event_id) LIKE ${prefix}`,
      `e.payload_sha256 LIKE ${prefix}`,
      // IS NOT NULL changes nothing (lower(NULL) = x is never true) but lets the partial index serve.
      `e.idempotency_key IS NOT NULL AND lower(e.idempotency_key) = ${exact}`,
      `lower(e.content_type) LIKE ${like}`,
    ];
    // The events with an attempt whose error message matches, from the attempts' side: their copy
    // of the event's received_at lets the index of the attempts with an error walk in the list's
    // order (the cursor and time bounds repeated on it) and stop at the page's last match, the
    // text checked in the index alone; DISTINCT ON keeps an event that failed that way more than
    // once to one row. A rare text reads the trigram index and sorts its few matches instead. The
    // join is on id only: adding received_at = event_received_at would be true but makes the
    // planner expect almost no rows and never walk.
    errorBranch =
      `SELECT DISTINCT ON (da.event_received_at, da.event_id) ${columns} FROM delivery_attempts da JOIN events e ON e.id = da.event_id ` +
      `WHERE ${[`da.organization_id = ${org}`, `lower(da.error_message) LIKE ${like}`, ...attemptBounds, ...where].join(' AND ')} ` +
      `ORDER BY da.event_received_at DESC, da.event_id DESC LIMIT ${Math.trunc(limit)}`;
    distinct = true; // an event can match several ways
  } else if (statuses.length === 1) {
    where.push(`e.status = ${param(statuses[0])}`);
  } else if (statuses.length > 1) {
    branches = statuses.map((status) => `e.status = ${param(status)}`);
  }

  const rows = Math.trunc(limit);
  if (branches.length === 0) {
    return { text: `SELECT ${columns} FROM events e WHERE ${where.join(' AND ')} ${NEWEST_FIRST} LIMIT ${rows}`, values };
  }
  const common = where.join(' AND ');
  const selects = branches.map((branch) => `SELECT ${columns} FROM events e WHERE ${common} AND ${branch} ${NEWEST_FIRST} LIMIT ${rows}`);
  if (errorBranch) selects.push(errorBranch);
  const union = selects.map((select) => `(${select})`).join(distinct ? ' UNION ' : ' UNION ALL ');
  return { text: `SELECT e.* FROM (${union}) e ${NEWEST_FIRST} LIMIT ${rows}`, values };
}

const EXPORT_COLUMNS =
  'e.id, e.event_id, e.status, e.project_id, e.endpoint_id, e.payload_sha256, e.payload_size_bytes, e.content_type, e.received_at, e.event_type';

/** A row of {@link exportPageQuery}: the CSV columns of docs/http.md, Export. */
export interface ExportRow {
  id: string;
  event_id: string;
  status: string;
  project_id: string;
  endpoint_id: string;
  /** The destinations the event has jobs for, in uuid order (= the order of their text), space-separated; null: none. */
  destination_ids: string | null;
  payload_sha256: string;
  payload_size_bytes: number;
  content_type: string | null;
  received_at: Date;
  event_type: string | null;
}

/**
 * One page of the CSV export: the list query with the export's columns plus, per event, its
 * destinations — looked up in the same statement, so a page is one round trip.
 */
function exportPageQuery(organizationId: string, query: ListEventsQueryDto, after: TimeCursor | null, limit: number): SqlStatement {
  const page = eventsQuery(organizationId, query, after, limit, EXPORT_COLUMNS);
  const destinations =
    `(SELECT string_agg(d.destination_id::text, ' ' ORDER BY d.destination_id) FROM ` +
    `(SELECT DISTINCT j.destination_id FROM delivery_jobs j WHERE j.event_id = p.id AND j.organization_id = $1) d)`;
  return {
    text: `SELECT p.*, ${destinations} AS destination_ids FROM (${page.text}) p ORDER BY p.received_at DESC, p.id DESC`,
    values: page.values,
  };
}

/** A row of {@link eventsQuery}, as the list reads it (timestamptz as PostgreSQL's text). */
export interface EventRow {
  id: string;
  project_id: string;
  endpoint_id: string;
  event_id: string;
  status: WebhookEvent['status'];
  payload_sha256: string;
  payload_size_bytes: number;
  content_type: string | null;
  idempotency_key: string | null;
  received_at: string;
  event_type: string | null;
}

/** Rows of the detail's lists, as the detail reads them (timestamptz as PostgreSQL's text). */
export interface JobRow extends DeliveryJobRow {
  destination_name: string;
  destination_url: string;
}

export interface AttemptRow {
  id: string;
  organization_id: string;
  event_id: string;
  job_id: string;
  destination_id: string;
  attempt_number: number;
  status: string;
  response_status: number | null;
  duration_ms: number;
  error_message: string | null;
  /** NULL for attempts recorded before attempts kept it. */
  error_code: AttemptErrorCode | null;
  created_at: string;
  details_key_id: string | null;
  details_ciphertext: Buffer | null;
}

export interface DeadLetterRow {
  job_id: string | null;
  destination_id: string | null;
  reason: string;
  error_message: string | null;
  attempt_count: number;
  dead_lettered_at: string;
  destination_name: string | null;
  destination_url: string | null;
}

function statusRange(value: string): [number, number] {
  if (value.endsWith('xx')) {
    const base = Number(value[0]) * 100;
    return [base, base + 99];
  }
  return [Number(value), Number(value)];
}
