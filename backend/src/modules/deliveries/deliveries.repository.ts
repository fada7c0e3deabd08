import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { SYSTEM } from '../../core/audit/audit-entry';
import { recordAudit } from '../../core/audit/audit-trail.repository';
import type { Sealed } from '../../core/crypto/key-ring';
import { SqlExecutor, SqlRunner, statement } from '../../core/database/sql';
import type { DestinationFilter, FilteredBy } from '../endpoints/destination-filter';
import type { BrokerFields, DestinationType } from '../endpoints/destination.entity';
import type { Transformation } from '../transformations/transformation';
import { cancelOpenJobs, refreshEventStatuses } from '../events/event-status.repository';
import type { AttemptOutcome } from './webhook-sender';

export interface ClaimedJob {
  id: string;
  organization_id: string;
  event_id: string;
  destination_id: string;
  attempt_count: number;
  /** `listener`: sent down a `hookyard listen` stream; its url is null. */
  destination_type: DestinationType;
  url: string | null;
  /** A broker's type fields and its sealed user-info (null for http and listener, and a broker without one). */
  broker: BrokerFields | null;
  credentials_key_id: string | null;
  credentials_ciphertext: Buffer | null;
  timeout_ms: number;
  destination_usable: boolean;
  secret_key_id: string;
  secret_ciphertext: Buffer;
  /** The previous secret while its overlap lasts (null otherwise): deliveries are signed with both. */
  previous_secret_key_id: string | null;
  previous_secret_ciphertext: Buffer | null;
  /** The destination's custom headers: their names, and the name→value map sealed (null when none). */
  header_names: string[];
  custom_headers_key_id: string | null;
  custom_headers_ciphertext: Buffer | null;
  public_event_id: string;
  project_id: string;
  endpoint_id: string;
  /** `notifications`: one of Hookyard's own messages, which never triggers another (nor auto-disable). */
  endpoint_purpose: 'ingest' | 'notifications';
  /** The event's received_at as PostgreSQL writes it (microseconds), copied onto its attempts. */
  event_received_at: string;
  /** The bulk operation that queued the job, if one did: its next attempt goes to the bulk-deliveries queue. */
  operation_id: string | null;
  content_type: string | null;
  /** The destination's filter as it is now, and the event's type it may match. */
  filter: DestinationFilter | null;
  /** The destination's transformation as it is now (null: the request goes as received). */
  transformation: Transformation | null;
  event_type: string | null;
  payload_key_id: string | null;
  body_ciphertext: Buffer | null;
  headers_ciphertext: Buffer | null;
  /** The event's ingest span (W3C traceparent), parent of the attempt's; null when traces were off at ingest. */
  traceparent: string | null;
}

/** A destination's organization and delivery rate, as the worker's runner needs them. */
export interface DestinationOwner {
  id: string;
  organization_id: string;
  rate_limit_per_second: number | null;
}

/** A job LivePickup claimed: its created_at in microseconds since 1970 (bigint as text), where the next pickup may start. */
export type PickedJob = ClaimedJob & { created_us: string };

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

/** What a claim sets on each job it takes ($2: the lease in ms); `live_queue` goes: a job given back later goes through the queue. */
const CLAIM_SET = `status = 'in_progress', live_queue = NULL, attempt_count = j.attempt_count + 1, next_attempt_at = NULL,
           lease_expires_at = now() + make_interval(secs => $2 / 1000.0), updated_at = now()`;

/** What a claim's UPDATE (of `delivery_jobs j`, joined with `destinations d`) returns, for claimedJobs. */
const CLAIM_RETURNING = `j.id, j.organization_id, j.event_id, j.destination_id, j.attempt_count, j.operation_id, d.type AS destination_type, d.url, d.timeout_ms,
              d.broker, d.credentials_key_id, d.credentials_ciphertext, (d.active AND d.deleted_at IS NULL) AS destination_usable, d.secret_key_id, d.secret_ciphertext, d.filter, d.transformation,
              CASE WHEN d.previous_secret_expires_at > now() THEN d.previous_secret_key_id END AS previous_secret_key_id,
              CASE WHEN d.previous_secret_expires_at > now() THEN d.previous_secret_ciphertext END AS previous_secret_ciphertext,
              d.header_names, d.headers_key_id AS custom_headers_key_id, d.headers_ciphertext AS custom_headers_ciphertext,
              j.created_at, set_config('synchronous_commit', 'off', true) AS commit_mode`;

/**
 * The claimed jobs (a CTE `claimed` of CLAIM_RETURNING) with their events and payloads: a ClaimedJob
 * each, with `extra` columns first. Each payload is looked up on its own (LATERAL, kept apart by its
 * LIMIT), one index probe into the one day's partition its received_at names: joined plainly, a
 * generic plan that expects ten claimed jobs and ~500 rows in each day's partition never ANALYZEd
 * may hash every payload of every retained day instead (measured at 200 events/s: 2–7 ms a pickup
 * of one or two jobs, growing with the day's payloads).
 */
const claimedJobs = (extra = '') => `
  SELECT ${extra}c.id, c.organization_id, c.event_id, c.destination_id, c.attempt_count, c.operation_id, c.destination_type, c.url, c.timeout_ms,
         c.broker, c.credentials_key_id, c.credentials_ciphertext, c.destination_usable,
         c.secret_key_id, c.secret_ciphertext, c.previous_secret_key_id, c.previous_secret_ciphertext,
         c.header_names, c.custom_headers_key_id, c.custom_headers_ciphertext, e.event_id AS public_event_id, e.project_id, e.endpoint_id,
         en.purpose AS endpoint_purpose, e.received_at::text AS event_received_at,
         e.content_type, c.filter, c.transformation, e.event_type, p.key_id AS payload_key_id, p.body_ciphertext, p.headers_ciphertext, e.traceparent
    FROM claimed c
    JOIN events e ON e.id = c.event_id
    JOIN endpoints en ON en.id = e.endpoint_id
    LEFT JOIN LATERAL (
      SELECT p.key_id, p.body_ciphertext, p.headers_ciphertext FROM event_payloads p
       WHERE p.event_id = c.event_id AND p.received_at = e.received_at LIMIT 1
    ) p ON true`;

/**
 * Takes the jobs that are due (or whose lease ran out), so duplicates in the queue are no-ops. The
 * lease (DELIVERY_LEASE_MS) is renewed while the attempt lasts (see Leases): if the worker dies, the
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
    UPDATE delivery_jobs j SET ${CLAIM_SET}
      FROM destinations d
     WHERE j.id = ANY($1::uuid[]) AND d.id = j.destination_id
       AND CASE j.status WHEN 'pending' THEN true
                         WHEN 'retry_scheduled' THEN j.next_attempt_at <= now() + interval '1 second'
                         WHEN 'in_progress' THEN j.lease_expires_at < now()
                         ELSE false END
    RETURNING ${CLAIM_RETURNING}
  )${claimedJobs()}`,
);

/**
 * LivePickup's claim: up to $1 jobs stored by ingest for the queue namespace $3 and never claimed,
 * oldest first from $4 (microseconds since 1970, less a millisecond for the float's rounding; null:
 * from the oldest), from the partial index delivery_jobs_live_idx. The index keeps an entry for
 * every job claimed since the table's last vacuum, oldest first, so a scan from the oldest walks
 * them all (4 ms over 40,000 of them, measured): a pickup starts where the notifications say the
 * new jobs are. SKIP LOCKED: workers picking up at once split them, none waits for another's.
 * Otherwise a CLAIM (same lease, same commit mode, same rows), with each job's created_at in
 * microseconds. The start is a subquery so that no plan knows it: with it in plain sight, each
 * custom plan (a recent start: few rows) looked far cheaper than the generic one, so PostgreSQL
 * planned the statement anew on every call, 1.5 ms each with the payloads' day partitions
 * (pg_stat_statements with track_planning); the generic plan is the same index scan. The LIMIT and
 * the queue namespace are subqueries for the same reason: once a burst's backlog of live jobs had
 * been ANALYZEd, a custom plan (LIMIT the free permits) looked cheaper than the generic one (a tenth
 * of the backlog) until the next ANALYZE, and a steady rate's pickups were planned anew at 0.84 ms
 * each (3,879 plans in 8,756 pickups in one bench:delivery run). With all three hidden, a custom
 * plan is the generic one and never wins (the plans test checks the costs). The picked
 * ids go on as one array, as CLAIM's do: joined row by row, the generic plan expected a tenth of the
 * index (LIMIT $1) and hashed whole tables (13.6 ms per pickup, measured).
 */
const PICK_UP = statement(
  'delivery_pick_up',
  `
  WITH picked AS (
    SELECT array_agg(id) AS ids FROM (
      SELECT id FROM delivery_jobs
       WHERE live_queue = (SELECT $3::text) AND status = 'pending'
         AND created_at >= (SELECT coalesce(to_timestamp($4::float8 / 1000000) - interval '1 millisecond', '-infinity'))
       ORDER BY created_at LIMIT (SELECT $1::int) FOR UPDATE SKIP LOCKED
    ) oldest
  ), claimed AS (
    UPDATE delivery_jobs j SET ${CLAIM_SET}
      FROM destinations d
     WHERE j.id = ANY((SELECT ids FROM picked)::uuid[]) AND d.id = j.destination_id
    RETURNING ${CLAIM_RETURNING}
  )${claimedJobs('(extract(epoch FROM c.created_at) * 1000000)::bigint::text AS created_us, ')}`,
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

/** The leases of jobs still in flight, renewed (see Leases); a job no longer in progress keeps what it has. */
const RENEW_LEASES = statement(
  'delivery_renew_leases',
  `UPDATE delivery_jobs SET lease_expires_at = now() + make_interval(secs => $2 / 1000.0)
    WHERE id = ANY($1::uuid[]) AND status = 'in_progress'`,
);

/**
 * Claims given back before anything was sent (a bulk batch claims ahead of its destination's slots):
 * open again as `pending`, their claims' attempts not counted. A job that is no longer in progress
 * under the same attempt (its lease ran out and another worker claimed it) is left as it is.
 */
const GIVE_BACK = statement(
  'delivery_give_back',
  `UPDATE delivery_jobs j SET status = 'pending', attempt_count = j.attempt_count - 1, lease_expires_at = NULL, updated_at = now()
     FROM unnest($1::uuid[], $2::int[]) AS given(id, attempt_count)
    WHERE j.id = given.id AND j.attempt_count = given.attempt_count AND j.status = 'in_progress'`,
);

const OWNERS = statement(
  'destination_owners',
  `SELECT id, organization_id, rate_limit_per_second FROM destinations WHERE id = ANY($1::uuid[])`,
);

/**
 * The statements of delivery jobs and attempts: the worker's claim and record and the outbox relay's
 * sweep (the recovery routes' retry and replay: recovery.repository.ts). They are keyed by job,
 * destination or event ids that span organizations, and say so in their names.
 */
@Injectable()
export class DeliveriesRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /** Worker, across organizations: CLAIM of the jobs among `jobIds` that are due; ids sorted here. */
  async claimDueJobsAcrossOrganizations(jobIds: string[], leaseMs: number): Promise<ClaimedJob[]> {
    return (await this.sql.run<ClaimedJob>(CLAIM, [[...new Set(jobIds)].sort(), leaseMs])).rows;
  }

  /** Worker, across organizations: PICK_UP of up to `limit` live jobs of the queue namespace `queue`, created from `fromUs` on (null: all). */
  async pickUpLiveJobsAcrossOrganizations(queue: string, limit: number, leaseMs: number, fromUs: number | null): Promise<PickedJob[]> {
    return (await this.sql.run<PickedJob>(PICK_UP, [limit, leaseMs, queue, fromUs])).rows;
  }

  /** Worker, across organizations: RENEW_LEASES of the jobs it still holds. */
  async renewLeasesAcrossOrganizations(jobIds: string[], leaseMs: number): Promise<void> {
    await this.sql.run(RENEW_LEASES, [jobIds, leaseMs]);
  }

  /** Worker, across organizations: GIVE_BACK of claims it will not send. */
  async giveBackClaimsAcrossOrganizations(jobs: Pick<ClaimedJob, 'id' | 'attempt_count'>[]): Promise<void> {
    await this.sql.run(GIVE_BACK, [jobs.map(({ id }) => id), jobs.map(({ attempt_count }) => attempt_count)]);
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

  /**
   * A claimed job its destination's filter refused: `filtered` with the reason, its claim's attempt
   * given back (nothing was sent); its event's status follows (all filtered: delivered).
   */
  async filterClaimedJob(organizationId: string, job: Pick<ClaimedJob, 'id' | 'event_id'>, filteredBy: FilteredBy): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(
        `UPDATE delivery_jobs SET status = 'filtered', filtered_by = $3, attempt_count = attempt_count - 1, lease_expires_at = NULL,
                updated_at = now()
          WHERE organization_id = $1 AND id = $2`,
        [organizationId, job.id, filteredBy],
      );
      await refreshEventStatuses(tx, [job.event_id]);
    });
  }

  /** Worker, across organizations: the organization of each destination that exists. */
  async organizationsOfDestinationsAcrossOrganizations(destinationIds: string[]): Promise<DestinationOwner[]> {
    return (await this.sql.run<DestinationOwner>(OWNERS, [[...new Set(destinationIds)]])).rows;
  }

  /**
   * Outbox relay, across organizations: up to `limit` open jobs past their grace (pending and not
   * picked up, retry due and not run, lease expired), in (updated_at, id) order after `after`. A live
   * job is not one: it has no queue entry to lose, and waits for a LivePickup (queued as well, a
   * backlog of them would go through both).
   */
  async findStaleOpenJobsAcrossOrganizations(
    graceSeconds: number,
    limit: number,
    after: Pick<StaleJob, 'updated_at' | 'id'>,
  ): Promise<StaleJob[]> {
    const { rows } = await this.sql.query<StaleJob>(
      `SELECT id, destination_id, attempt_count, status, queue_batch_id, operation_id, updated_at::text FROM delivery_jobs
        WHERE status IN ('pending', 'retry_scheduled', 'in_progress') AND (updated_at, id) > ($3::timestamptz, $4::uuid)
          AND ((status = 'pending' AND live_queue IS NULL AND updated_at < now() - make_interval(secs => $1))
               OR (status = 'retry_scheduled' AND next_attempt_at < now() - make_interval(secs => $1))
               OR (status = 'in_progress' AND lease_expires_at < now()))
        ORDER BY delivery_jobs.updated_at, id LIMIT $2`,
      [graceSeconds, limit, after.updated_at, after.id],
    );
    return rows;
  }

  /**
   * A listener's deliveries waiting for a retry, made due now (a stream opened for it); each job
   * comes out of one call only, so of the workers that all hear of the stream, one queues it.
   */
  async bringRetriesForward(
    organizationId: string,
    destinationId: string,
  ): Promise<{ id: string; attempt_count: number; operation_id: string | null }[]> {
    const { rows } = await this.sql.query<{ id: string; attempt_count: number; operation_id: string | null }>(
      `UPDATE delivery_jobs SET next_attempt_at = now(), updated_at = now()
        WHERE organization_id = $1 AND destination_id = $2 AND status = 'retry_scheduled' AND next_attempt_at > now()
        RETURNING id, attempt_count, operation_id`,
      [organizationId, destinationId],
    );
    return rows;
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

/**
 * Standard Webhooks etiquette: 410 Gone means "stop sending"; the destination is disabled and its
 * other jobs cancelled, and the audit log says the system did it (once: a destination disabled already is left).
 */
async function disableGoneDestination(tx: SqlRunner, organizationId: string, destinationId: string): Promise<void> {
  const { rows } = await tx.query<{ name: string }>(
    `UPDATE destinations SET active = false, disabled_reason = 'gone', updated_at = now() WHERE organization_id = $1 AND id = $2 AND active
     RETURNING name`,
    [organizationId, destinationId],
  );
  await cancelOpenJobs(tx, organizationId, destinationId);
  if (rows[0]) {
    await recordAudit(tx, organizationId, SYSTEM, {
      action: 'destination.disabled',
      target: { type: 'destination', id: destinationId, label: rows[0].name },
      changes: { active: { from: true, to: false }, disabled_reason: { from: null, to: 'gone' } },
    });
  }
}
