import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Sealed } from '../../core/crypto/key-ring';
import { SqlExecutor, SqlRunner, statement } from '../../core/database/sql';
import { DeliveryJob } from './delivery-job.entity';
import { cancelOpenJobs, lockEvents, refreshEventStatuses } from './event-status';
import type { AttemptOutcome } from './webhook-sender';

export interface ClaimedJob {
  id: string;
  organization_id: string;
  event_id: string;
  destination_id: string;
  attempt_count: number;
  url: string;
  timeout_ms: number;
  destination_usable: boolean;
  secret_key_id: string;
  secret_ciphertext: Buffer;
  public_event_id: string;
  project_id: string;
  endpoint_id: string;
  /** `notifications`: one of Hookyard's own messages, which never counts in statistics nor triggers another. */
  endpoint_purpose: 'ingest' | 'notifications';
  /** The event's received_at as PostgreSQL writes it (microseconds), copied onto its attempts. */
  event_received_at: string;
  /** The bulk operation that queued the job, if one did: its next attempt goes to the bulk-deliveries queue. */
  operation_id: string | null;
  content_type: string | null;
  payload_key_id: string | null;
  body_ciphertext: Buffer | null;
  headers_ciphertext: Buffer | null;
}

export type NextJobStatus = 'succeeded' | 'failed' | 'retry_scheduled' | 'dead_lettered';

/**
 * One attempt to record: the job as claimed, what the destination answered, where the job goes
 * next, and what was sent and answered, sealed under the attempt's id.
 */
export interface AttemptRecord {
  attemptId: string;
  job: ClaimedJob;
  outcome: AttemptOutcome;
  details: Sealed;
  next: NextJobStatus;
  delayMs: number | null;
}

/** An open job the outbox relay found past its grace. */
export interface StaleJob {
  id: string;
  destination_id: string;
  attempt_count: number;
  status: string;
  /** The BullMQ batch that carried its first attempt (or a bulk operation's), if it was queued in one. */
  queue_batch_id: string | null;
  /** The bulk operation that queued it, if one did: its entries are in the bulk-deliveries queue. */
  operation_id: string | null;
  /** updated_at as PostgreSQL writes it: microseconds, which a Date would cut to milliseconds. */
  updated_at: string;
}

/**
 * Takes the jobs that are due (or whose lease ran out), so duplicates in the queue are no-ops. The
 * lease (the destination's timeout plus a margin) outlives the attempt: if the worker dies, the
 * outbox relay queues the job again once it expires. Ids come sorted, so two claims lock in one order.
 * The status test is a CASE on purpose: written as ORs it implies the relay index's predicate, and
 * the planner may AND a scan of every open job (tens of thousands in a backlog) into each claim.
 *
 * The worker's bookkeeping (this claim, and record_delivery_attempts) commits with
 * `synchronous_commit = off`, set for its own transaction by each claimed row: PostgreSQL answers
 * without waiting for the WAL flush (about 1.3 ms on this kind of machine) and flushes within
 * 3 × wal_writer_delay. What a PostgreSQL crash can undo is only ever done again: the job is still
 * open, the relay queues it again, and the destination receives the delivery again (at least once,
 * same webhook-id). Ingest commits synchronously: its 202 means the event is on disk.
 */
const CLAIM = statement(
  'delivery_claim',
  `
  WITH claimed AS (
    UPDATE delivery_jobs j
       SET status = 'in_progress', attempt_count = j.attempt_count + 1, next_attempt_at = NULL,
           lease_expires_at = now() + make_interval(secs => (d.timeout_ms + $2) / 1000.0), updated_at = now()
      FROM destinations d
     WHERE j.id = ANY($1::uuid[]) AND d.id = j.destination_id
       AND CASE j.status WHEN 'pending' THEN true
                         WHEN 'retry_scheduled' THEN j.next_attempt_at <= now() + interval '1 second'
                         WHEN 'in_progress' THEN j.lease_expires_at < now()
                         ELSE false END
    RETURNING j.id, j.organization_id, j.event_id, j.destination_id, j.attempt_count, j.operation_id, d.url, d.timeout_ms,
              (d.active AND d.deleted_at IS NULL) AS destination_usable, d.secret_key_id, d.secret_ciphertext,
              set_config('synchronous_commit', 'off', true) AS commit_mode
  )
  SELECT c.id, c.organization_id, c.event_id, c.destination_id, c.attempt_count, c.operation_id, c.url, c.timeout_ms, c.destination_usable,
         c.secret_key_id, c.secret_ciphertext, e.event_id AS public_event_id, e.project_id, e.endpoint_id,
         en.purpose AS endpoint_purpose, e.received_at::text AS event_received_at,
         e.content_type, p.key_id AS payload_key_id, p.body_ciphertext, p.headers_ciphertext
    FROM claimed c
    JOIN events e ON e.id = c.event_id
    JOIN endpoints en ON en.id = e.endpoint_id
    LEFT JOIN event_payloads p ON p.event_id = c.event_id AND p.received_at = e.received_at`,
);

/**
 * The bookkeeping of many attempts in one round trip (migration DeliveryRecordFunction): lock their
 * events in id order, record the attempts, move the jobs on, dead-letter those whose schedule is
 * exhausted, and recompute the events' statuses. On its own the call is its own transaction.
 *
 * The attempts' sealed details arrive as one bytea ($17, sent in binary) cut by start and length
 * ($18, $19): as a bytea[] parameter, node-postgres writes every ciphertext as hex text inside an
 * array literal, which PostgreSQL then parses back, and with 4 KiB answers that text cost about as
 * much CPU as the rest of the bookkeeping.
 */
const RECORD = statement(
  'delivery_record',
  `SELECT record_delivery_attempts($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::int[], $7::text[], $8::int[],
                                   $9::int[], $10::text[], $11::text[], $12::int[], $13::uuid[], $14::timestamptz[],
                                   $15::text[], $16::text[],
                                   ARRAY(SELECT substring($17::bytea FROM d.start FOR d.length)
                                           FROM unnest($18::int[], $19::int[]) WITH ORDINALITY AS d(start, length, n) ORDER BY d.n))`,
);

const OWNERS = statement('destination_owners', `SELECT id, organization_id FROM destinations WHERE id = ANY($1::uuid[])`);

const RETRYABLE = `('failed', 'dead_lettered', 'retry_scheduled', 'cancelled')`;
const JOB_COLUMNS = `id, organization_id, event_id, destination_id, status, trigger, attempt_count, next_attempt_at, lease_expires_at, created_at, updated_at`;

/**
 * The statements of delivery jobs and attempts: the worker's claim and record, the outbox relay's
 * sweep, and the recovery routes' retry and replay. The worker's and the relay's are keyed by job,
 * destination or event ids that span organizations, and say so in their names.
 */
@Injectable()
export class DeliveriesRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sql: SqlExecutor,
  ) {}

  /** Worker, across organizations: CLAIM of the jobs among `jobIds` that are due; ids sorted here. */
  async claimDueJobsAcrossOrganizations(jobIds: string[], leaseMarginMs: number): Promise<ClaimedJob[]> {
    return (await this.sql.run<ClaimedJob>(CLAIM, [[...new Set(jobIds)].sort(), leaseMarginMs])).rows;
  }

  /**
   * Worker, across organizations: RECORD of the attempts in one statement; with an attempt answered
   * 410, in one transaction with its destination disabled (`gone`) and its other open jobs cancelled.
   */
  async recordAttemptsAcrossOrganizations(records: AttemptRecord[]): Promise<void> {
    const gone = records.filter(({ outcome }) => outcome.responseStatus === 410);
    if (gone.length === 0) {
      await this.sql.run(RECORD, recordColumns(records));
      return;
    }
    await this.sql.transaction(async (tx) => {
      await tx.run(RECORD, recordColumns(records));
      for (const { job } of gone) await disableGoneDestination(tx, job.organization_id, job.destination_id);
    });
  }

  /** A claimed job that cannot be sent (destination unusable, payload archived): cancelled, its claim's attempt given back. */
  async cancelClaimedJob(organizationId: string, job: Pick<ClaimedJob, 'id' | 'event_id'>): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(
        `UPDATE delivery_jobs SET status = 'cancelled', attempt_count = attempt_count - 1, lease_expires_at = NULL, updated_at = now()
          WHERE organization_id = $1 AND id = $2`,
        [organizationId, job.id],
      );
      await refreshEventStatuses(tx, [job.event_id]);
    });
  }

  /** Worker, across organizations: the organization of each destination that exists. */
  async organizationsOfDestinationsAcrossOrganizations(destinationIds: string[]): Promise<{ id: string; organization_id: string }[]> {
    return (await this.sql.run<{ id: string; organization_id: string }>(OWNERS, [[...new Set(destinationIds)]])).rows;
  }

  /**
   * Outbox relay, across organizations: up to `limit` open jobs past their grace (pending and not
   * picked up, retry due and not run, lease expired), in (updated_at, id) order after `after`.
   */
  async findStaleOpenJobsAcrossOrganizations(
    graceSeconds: number,
    limit: number,
    after: Pick<StaleJob, 'updated_at' | 'id'>,
  ): Promise<StaleJob[]> {
    const { rows } = await this.sql.query<StaleJob>(
      `SELECT id, destination_id, attempt_count, status, queue_batch_id, operation_id, updated_at::text FROM delivery_jobs
        WHERE status IN ('pending', 'retry_scheduled', 'in_progress') AND (updated_at, id) > ($3::timestamptz, $4::uuid)
          AND ((status = 'pending' AND updated_at < now() - make_interval(secs => $1))
               OR (status = 'retry_scheduled' AND next_attempt_at < now() - make_interval(secs => $1))
               OR (status = 'in_progress' AND lease_expires_at < now()))
        ORDER BY delivery_jobs.updated_at, id LIMIT $2`,
      [graceSeconds, limit, after.updated_at, after.id],
    );
    return rows;
  }

  findJob(organizationId: string, jobId: string): Promise<DeliveryJob | null> {
    return this.db.getRepository(DeliveryJob).findOneBy({ id: jobId, organizationId });
  }

  /** The latest job of each destination of the event, back to `pending` where retryable; the event's status follows. */
  retryLatestJobsOfEvent(organizationId: string, eventId: string): Promise<DeliveryJob[]> {
    return this.sql.transaction(async (tx) => {
      const rows = await moveToPending(
        tx,
        `id IN (SELECT DISTINCT ON (destination_id) id FROM delivery_jobs
                 WHERE event_id = $1 AND organization_id = $2 ORDER BY destination_id, created_at DESC, id DESC)`,
        [eventId, organizationId],
      );
      await refreshEventStatuses(tx, [eventId]);
      return rows;
    });
  }

  /** The job back to `pending` if retryable (else null); its event's status follows. */
  retryJob(organizationId: string, job: Pick<DeliveryJob, 'id' | 'eventId'>): Promise<DeliveryJob | null> {
    return this.sql.transaction(async (tx) => {
      const [retried] = await moveToPending(tx, `id = $1 AND organization_id = $2`, [job.id, organizationId]);
      await refreshEventStatuses(tx, [job.eventId]);
      return retried ?? null;
    });
  }

  /** One new `replay` job per active destination of the event's endpoint (none: none created); the event's status follows. */
  replay(organizationId: string, event: { id: string; endpointId: string }): Promise<DeliveryJob[]> {
    return this.sql.transaction(async (tx) => {
      await lockEvents(tx, [event.id]);
      const { rows } = await tx.query<Record<string, unknown>>(
        `INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, created_at, updated_at)
         SELECT gen_random_uuid(), $2, $1, d.id, 'pending', 'replay', now(), now()
           FROM destinations d
          WHERE d.endpoint_id = $3 AND d.organization_id = $2 AND d.active AND d.deleted_at IS NULL
         RETURNING ${JOB_COLUMNS}`,
        [event.id, organizationId, event.endpointId],
      );
      if (rows.length > 0) await refreshEventStatuses(tx, [event.id]);
      return rows.map(toJob);
    });
  }
}

/** The RECORD statement's parameters: one array per column, one element per attempt; the sealed details as one buffer cut by start and length. */
function recordColumns(records: AttemptRecord[]): unknown[] {
  const column = <T>(pick: (record: AttemptRecord) => T) => records.map(pick);
  const blobs = column((r) => r.details.blob);
  const starts: number[] = [];
  let next = 1; // substring counts from 1
  for (const blob of blobs) {
    starts.push(next);
    next += blob.length;
  }
  return [
    column((r) => r.attemptId),
    column((r) => r.job.organization_id),
    column((r) => r.job.event_id),
    column((r) => r.job.id),
    column((r) => r.job.destination_id),
    column((r) => r.job.attempt_count),
    column((r) => r.outcome.status),
    column((r) => r.outcome.responseStatus),
    column((r) => r.outcome.durationMs),
    column((r) => r.outcome.errorMessage),
    column((r) => r.next),
    column((r) => r.delayMs),
    column(() => randomUUID()),
    column((r) => r.job.event_received_at),
    column((r) => r.outcome.errorCode),
    column((r) => r.details.keyId),
    Buffer.concat(blobs),
    starts,
    blobs.map((blob) => blob.length),
  ];
}

/** Standard Webhooks etiquette: 410 Gone means "stop sending"; the destination is disabled and its other jobs cancelled. */
async function disableGoneDestination(tx: SqlRunner, organizationId: string, destinationId: string): Promise<void> {
  await tx.query(
    `UPDATE destinations SET active = false, disabled_reason = 'gone', updated_at = now() WHERE organization_id = $1 AND id = $2 AND active`,
    [organizationId, destinationId],
  );
  await cancelOpenJobs(tx, organizationId, destinationId);
}

async function moveToPending(tx: SqlRunner, where: string, params: unknown[]): Promise<DeliveryJob[]> {
  const { rows } = await tx.query<Record<string, unknown>>(
    `UPDATE delivery_jobs j SET status = 'pending', trigger = 'retry', next_attempt_at = NULL, operation_id = NULL, updated_at = now()
      WHERE ${where} AND j.status IN ${RETRYABLE}
        AND EXISTS (SELECT 1 FROM destinations d WHERE d.id = j.destination_id AND d.active AND d.deleted_at IS NULL)
      RETURNING ${JOB_COLUMNS.split(', ')
        .map((column) => `j.${column}`)
        .join(', ')}`,
    params,
  );
  return rows.map(toJob);
}

function toJob(row: Record<string, unknown>): DeliveryJob {
  return Object.assign(new DeliveryJob(), {
    id: row.id,
    organizationId: row.organization_id,
    eventId: row.event_id,
    destinationId: row.destination_id,
    status: row.status,
    trigger: row.trigger,
    attemptCount: row.attempt_count,
    nextAttemptAt: row.next_attempt_at,
    leaseExpiresAt: row.lease_expires_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });
}
