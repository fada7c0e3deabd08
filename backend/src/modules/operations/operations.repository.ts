import { Injectable } from '@nestjs/common';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { SqlExecutor, SqlRunner } from '../../core/database/sql';
import { BULK_BATCH_SIZE } from '../deliveries/delivery-job-data';
import { TIMESTAMPTZ_AS_TEXT } from '../../core/database/timestamps';
import type { TimeCursor } from '../../core/http/paging';
import { refreshEventStatuses } from '../events/event-status.repository';
import type { ListEventsQueryDto } from '../events/dto/event.dto';
import { eventsQuery } from '../events/events.repository';
import type { EventFiltersDto, OperationKind, OperationStatus } from './dto/operation.dto';

/** Past every uuid: with the snapshot time, the first cursor of an operation (nothing received after it). */
const LAST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
/** "No limit" for the list's statement, which always has one. */
const ALL_ROWS = Number.MAX_SAFE_INTEGER;
const RETRYABLE = `('failed', 'dead_lettered', 'retry_scheduled', 'cancelled')`;

/** An operation as read for the API: timestamps as PostgreSQL's text, its creator's names joined. */
export interface OperationRow {
  id: string;
  kind: OperationKind;
  status: OperationStatus;
  filters: EventFiltersDto;
  matched: number;
  processed: number;
  jobs_created: number;
  created_by_kind: 'user' | 'api_key';
  created_by_user_id: string | null;
  created_by_api_key_id: string | null;
  user_email: string | null;
  api_key_name: string | null;
  api_key_prefix: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface NewOperation {
  id: string;
  kind: OperationKind;
  filters: EventFiltersDto;
  createdBy: { kind: 'user' | 'api_key'; userId: string | null; apiKeyId: string | null };
  idempotency: { key: string; requestSha256: string } | null;
}

/** A delivery job a page moved to pending (retry) or created (replay), to queue after the commit. */
export interface PageJob {
  id: string;
  destination_id: string;
  attempt_count: number;
  /** Its status before the page: a retry_scheduled or cancelled job may still have an entry in BullMQ. */
  previous_status: string;
  /** The batch of the bulk-deliveries queue it goes in (up to BULK_BATCH_SIZE jobs of one destination). */
  queue_batch_id: string;
}

export interface PageResult {
  /** The operation's status after the page (a cancelled or finished one is left as it is). */
  status: OperationStatus;
  jobs: PageJob[];
}

/** The Idempotency-Key claim was taken by a concurrent request with the same key: read that one's answer. */
export class IdempotencyClaimLost extends Error {}

const OPERATION_COLUMNS = `o.id, o.kind, o.status, o.filters, o.matched, o.processed, o.jobs_created, o.created_by_kind, o.created_by_user_id,
  o.created_by_api_key_id, u.email AS user_email, k.name AS api_key_name, k.prefix AS api_key_prefix,
  o.created_at, o.started_at, o.finished_at`;
const OPERATION_FROM = `bulk_operations o LEFT JOIN users u ON u.id = o.created_by_user_id
  LEFT JOIN api_keys k ON k.id = o.created_by_api_key_id`;

/** All SQL of bulk operations; customer data always by organization id first. */
@Injectable()
export class OperationsRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /** How many events match the filters now (a dry run). */
  async countMatching(organizationId: string, filters: EventFiltersDto): Promise<number> {
    return countMatching(this.sql, organizationId, filters, null);
  }

  /**
   * Creates the operation in one transaction: its snapshot time (the transaction's), its count of
   * matching events received before it, and its Idempotency-Key claim. Throws IdempotencyClaimLost
   * when a concurrent request holds the key (that request's operation is the answer). `record`
   * writes the audit entry in the same transaction.
   */
  async create(organizationId: string, operation: NewOperation, record: AuditRecording<NewOperation>): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const [{ now }] = (await tx.query<{ now: string }>(`SELECT now()::text AS now`)).rows;
      const matched = await countMatching(tx, organizationId, operation.filters, { at: now as unknown as Date, id: LAST_UUID });
      await tx.query(
        `INSERT INTO bulk_operations (id, organization_id, kind, status, filters, matched, created_by_kind, created_by_user_id,
                                      created_by_api_key_id, snapshot_at, cursor_received_at, cursor_event_id, created_at)
         VALUES ($2, $1, $3, 'queued', $4, $5, $6, $7, $8, now(), now(), $9, now())`,
        [
          organizationId,
          operation.id,
          operation.kind,
          JSON.stringify(operation.filters),
          matched,
          operation.createdBy.kind,
          operation.createdBy.userId,
          operation.createdBy.apiKeyId,
          LAST_UUID,
        ],
      );
      await record(tx, operation);
      if (!operation.idempotency) return;
      const claimed = await tx.query(
        `INSERT INTO api_idempotency_keys (organization_id, key, request_sha256, operation_id, expires_at)
         VALUES ($1, $2, $3, $4, now() + interval '24 hours')
         ON CONFLICT (organization_id, key) DO UPDATE
            SET request_sha256 = EXCLUDED.request_sha256, operation_id = EXCLUDED.operation_id, expires_at = EXCLUDED.expires_at
          WHERE api_idempotency_keys.expires_at <= now()
         RETURNING 1`,
        [organizationId, operation.idempotency.key, operation.idempotency.requestSha256, operation.id],
      );
      if (claimed.rowCount === 0) throw new IdempotencyClaimLost();
    });
  }

  /** The live record of an Idempotency-Key of the organization, if any. */
  async findIdempotent(organizationId: string, key: string): Promise<{ request_sha256: string; operation_id: string } | null> {
    const [row] = (
      await this.sql.query<{ request_sha256: string; operation_id: string }>(
        `SELECT request_sha256, operation_id FROM api_idempotency_keys WHERE organization_id = $1 AND key = $2 AND expires_at > now()`,
        [organizationId, key],
      )
    ).rows;
    return row ?? null;
  }

  async find(organizationId: string, id: string): Promise<OperationRow | null> {
    const [row] = (
      await this.sql.query<OperationRow>(
        `SELECT ${OPERATION_COLUMNS} FROM ${OPERATION_FROM} WHERE o.organization_id = $1 AND o.id = $2`,
        [organizationId, id],
        TIMESTAMPTZ_AS_TEXT,
      )
    ).rows;
    return row ?? null;
  }

  /** Newest first, keyset-paged on (created_at, id); `after` as PostgreSQL's text of created_at. */
  async list(organizationId: string, after: { at: string; id: string } | null, limit: number): Promise<OperationRow[]> {
    const values: unknown[] = [organizationId, limit];
    let where = 'o.organization_id = $1';
    if (after) {
      values.push(after.at, after.id);
      where += ' AND (o.created_at, o.id) < ($3::timestamptz, $4)';
    }
    return (
      await this.sql.query<OperationRow>(
        `SELECT ${OPERATION_COLUMNS} FROM ${OPERATION_FROM} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
        values,
        TIMESTAMPTZ_AS_TEXT,
      )
    ).rows;
  }

  /**
   * Cancels an operation still queued or running, with `record`'s entry (given the status it had) in
   * the same transaction; false when there is none such (finished, unknown or another's).
   */
  async cancel(organizationId: string, id: string, record: AuditRecording<string>): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const {
        rows: [open],
      } = await tx.query<{ status: string }>(
        `SELECT status FROM bulk_operations WHERE organization_id = $1 AND id = $2 AND status IN ('queued', 'running') FOR UPDATE`,
        [organizationId, id],
      );
      if (!open) return false;
      await tx.query(`UPDATE bulk_operations SET status = 'cancelled', finished_at = now() WHERE organization_id = $1 AND id = $2`, [
        organizationId,
        id,
      ]);
      await record(tx, open.status);
      return true;
    });
  }

  async fail(organizationId: string, id: string, message: string): Promise<void> {
    await this.sql.query(
      `UPDATE bulk_operations SET status = 'failed', finished_at = now(), error_message = $3
        WHERE organization_id = $1 AND id = $2 AND status IN ('queued', 'running')`,
      [organizationId, id, message],
    );
  }

  /**
   * One page of the operation, in one transaction: the operation row locked (so two workers holding
   * it serialize, and a page never runs twice), the next `pageSize` matching events after its cursor,
   * their jobs retried or replayed, their statuses recomputed, and the cursor and counters advanced.
   * The page that finds fewer than `pageSize` events finishes the operation. Archived events count
   * as processed but get no job (their payload is gone).
   */
  async workPage(organizationId: string, id: string, pageSize: number): Promise<PageResult> {
    return this.sql.transaction(async (tx) => {
      const [operation] = (
        await tx.query<{
          kind: OperationKind;
          status: OperationStatus;
          filters: EventFiltersDto;
          cursor_at: string;
          cursor_event_id: string;
        }>(
          `SELECT kind, status, filters, cursor_received_at::text AS cursor_at, cursor_event_id
             FROM bulk_operations WHERE organization_id = $1 AND id = $2 FOR UPDATE`,
          [organizationId, id],
        )
      ).rows;
      if (!operation) return { status: 'failed', jobs: [] };
      if (operation.status !== 'queued' && operation.status !== 'running') return { status: operation.status, jobs: [] };

      const cursor = { at: operation.cursor_at as unknown as Date, id: operation.cursor_event_id };
      const page = eventsQuery(
        organizationId,
        operation.filters as ListEventsQueryDto,
        cursor,
        pageSize,
        'e.id, e.received_at, e.received_at::text AS received_at_text',
      );
      const events = (await tx.query<{ id: string; received_at_text: string }>(page.text, page.values)).rows;
      // Locked in id order (as lockEvents does, so no deadlock with the delivery worker), and read
      // again once locked: an event archived meanwhile gets no job.
      const locked = await tx.query<{ id: string }>(
        `SELECT id FROM events WHERE organization_id = $1 AND id = ANY($2::uuid[]) AND status <> 'archived' ORDER BY id FOR UPDATE`,
        [organizationId, events.map((event) => event.id)],
      );
      const live = locked.rows.map((event) => event.id);
      const jobs = live.length === 0 ? [] : await (operation.kind === 'retry' ? retry : replay)(tx, organizationId, id, live);
      await refreshEventStatuses(tx, live);

      const last = events[events.length - 1];
      const done = events.length < pageSize;
      const [row] = (
        await tx.query<{ status: OperationStatus }>(
          `UPDATE bulk_operations
            SET processed = processed + $3, jobs_created = jobs_created + $4,
                cursor_received_at = COALESCE($5::timestamptz, cursor_received_at), cursor_event_id = COALESCE($6::uuid, cursor_event_id),
                status = CASE WHEN $7 THEN 'succeeded' ELSE 'running' END, finished_at = CASE WHEN $7 THEN now() END,
                started_at = COALESCE(started_at, now()), heartbeat_at = now()
          WHERE organization_id = $1 AND id = $2
          RETURNING status`,
          [organizationId, id, events.length, jobs.length, last?.received_at_text ?? null, last?.id ?? null, done],
        )
      ).rows;
      return { status: row.status, jobs };
    });
  }

  /** Marks that the operation's worker is alive while it waits (the sweep leaves it alone). */
  async heartbeat(organizationId: string, id: string): Promise<void> {
    await this.sql.query(`UPDATE bulk_operations SET heartbeat_at = now() WHERE organization_id = $1 AND id = $2`, [organizationId, id]);
  }

  /**
   * Operations still queued or running that no worker has touched for `staleMs` (across every
   * organization: the worker's sweep, which queues them again).
   */
  async staleAcrossOrganizations(staleMs: number, limit = 100): Promise<{ id: string; organization_id: string }[]> {
    const stale = await this.sql.query<{ id: string; organization_id: string }>(
      `SELECT id, organization_id FROM bulk_operations
        WHERE status IN ('queued', 'running') AND COALESCE(heartbeat_at, created_at) < now() - make_interval(secs => $1 / 1000.0)
        ORDER BY COALESCE(heartbeat_at, created_at) LIMIT $2`,
      [staleMs, limit],
    );
    return stale.rows;
  }
}

/** Events matching the filters; with `before`, only those before that keyset position (newest first). */
async function countMatching(
  runner: SqlRunner,
  organizationId: string,
  filters: EventFiltersDto,
  before: TimeCursor | null,
): Promise<number> {
  const { text, values } = eventsQuery(organizationId, filters as ListEventsQueryDto, before, ALL_ROWS, 'e.id, e.received_at');
  const [{ n }] = (await runner.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${text}) matching`, values)).rows;
  return n;
}

/**
 * The jobs of a page go to the bulk-deliveries queue in batches of one destination's: row_number
 * numbers each destination's jobs, every BULK_BATCH_SIZE of them share a batch id (queue_batch_id).
 */
const BATCHES = `batches AS (SELECT destination_id, chunk, gen_random_uuid() AS batch_id FROM due GROUP BY destination_id, chunk)`;
const chunk = (orderBy: string) => `(row_number() OVER (PARTITION BY destination_id ORDER BY ${orderBy}) - 1) / ${BULK_BATCH_SIZE}`;

/**
 * Retry, per event (docs/http.md, Retry and replay): the latest job of each destination, when retryable and its
 * destination active; the job remembers the operation (its later attempts stay in the bulk queue).
 * The status is tested again in the UPDATE, on the row as locked, in case a delivery moved it.
 */
async function retry(tx: SqlRunner, organizationId: string, operationId: string, eventIds: string[]): Promise<PageJob[]> {
  const retried = await tx.query<PageJob>(
    `WITH latest AS (
       SELECT DISTINCT ON (event_id, destination_id) id, destination_id, status FROM delivery_jobs
        WHERE organization_id = $1 AND event_id = ANY($2::uuid[])
        ORDER BY event_id, destination_id, created_at DESC, id DESC
     ), due AS (
       SELECT id, destination_id, status, ${chunk('id')} AS chunk FROM latest
        WHERE status IN ${RETRYABLE}
          AND EXISTS (SELECT 1 FROM destinations d WHERE d.id = latest.destination_id AND d.active AND d.deleted_at IS NULL)
     ), ${BATCHES}
     UPDATE delivery_jobs j SET status = 'pending', trigger = 'retry', next_attempt_at = NULL, updated_at = now(),
                                operation_id = $3, queue_batch_id = b.batch_id
       FROM due JOIN batches b USING (destination_id, chunk)
      WHERE j.id = due.id AND j.organization_id = $1 AND j.status IN ${RETRYABLE}
     RETURNING j.id, j.destination_id, j.attempt_count, due.status AS previous_status, j.queue_batch_id`,
    [organizationId, eventIds, operationId],
  );
  return retried.rows;
}

/** Replay, per event (docs/http.md, Retry and replay): one new job per active destination of its endpoint, remembering the operation. */
async function replay(tx: SqlRunner, organizationId: string, operationId: string, eventIds: string[]): Promise<PageJob[]> {
  const created = await tx.query<PageJob>(
    `WITH fresh AS (
       SELECT e.id AS event_id, d.id AS destination_id
         FROM events e
         JOIN destinations d ON d.endpoint_id = e.endpoint_id AND d.organization_id = $1 AND d.active AND d.deleted_at IS NULL
        WHERE e.organization_id = $1 AND e.id = ANY($2::uuid[])
     ), due AS (
       SELECT event_id, destination_id, ${chunk('event_id')} AS chunk FROM fresh
     ), ${BATCHES}
     INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, operation_id, queue_batch_id, created_at, updated_at)
     SELECT gen_random_uuid(), $1, due.event_id, due.destination_id, 'pending', 'replay', $3, b.batch_id, now(), now()
       FROM due JOIN batches b USING (destination_id, chunk)
     RETURNING id, destination_id, attempt_count, 'pending' AS previous_status, queue_batch_id`,
    [organizationId, eventIds, operationId],
  );
  return created.rows;
}
