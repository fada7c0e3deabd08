import { Injectable } from '@nestjs/common';
import { SqlExecutor } from '../../core/database/sql';

/**
 * SQL, with EVENT_RETENTION_DAYS as $1: the horizon, the start (00:00 UTC) of the day that many
 * days ago; whole days, like retention's cutoff.
 */
const HORIZON = `date_trunc('day', now() - make_interval(days => $1), 'UTC')`;

/** SQL: event `e` has a delivery job still open (it may yet be claimed, and is then cancelled, its payload being gone). */
const IN_FLIGHT = `EXISTS (SELECT 1 FROM delivery_jobs j WHERE j.event_id = e.id AND j.status IN ('pending', 'retry_scheduled', 'in_progress'))`;

/** SQL: archived events of organization `o` received before the horizon. */
const PAST_HORIZON = `e.organization_id = o.id AND e.status = 'archived' AND e.received_at < ${HORIZON}`;

export interface DeletedEvents {
  deleted: number;
  /** Of those, the events no destination ever received (no job of theirs succeeded). */
  undelivered: number;
}

/** The statements of event retention: the deletion of events past EVENT_RETENTION_DAYS. */
@Injectable()
export class ExpiredEventsRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * Maintenance, across every organization: deletes up to `limit` archived events received before
   * the horizon ({@link HORIZON}) whose jobs are all closed, with their attempts, dead letters and
   * jobs (their payloads and attempt details went when they were archived; Idempotency-Key records
   * follow by cascade). Due events are found per organization, each an index range scan of
   * events_org_status_received_idx from its oldest archived event; events locked by anyone else
   * are skipped for the next run. Rows only, never a table lock.
   */
  async deleteDueEventsOfAllOrganizations(eventRetentionDays: number, limit: number): Promise<DeletedEvents> {
    const { rows } = await this.sql.query<DeletedEvents>(
      `WITH due AS (
         SELECT e.id, e.undelivered FROM organizations o CROSS JOIN LATERAL (
           SELECT e.id, NOT EXISTS (SELECT 1 FROM delivery_jobs j WHERE j.event_id = e.id AND j.status = 'succeeded') AS undelivered
             FROM events e
            WHERE ${PAST_HORIZON} AND NOT ${IN_FLIGHT}
            ORDER BY e.received_at LIMIT $2 FOR UPDATE OF e SKIP LOCKED
         ) e
         LIMIT $2
       ), attempts AS (
         DELETE FROM delivery_attempts a USING due WHERE a.event_id = due.id
       ), dead_letters AS (
         DELETE FROM dead_letters d USING due WHERE d.event_id = due.id
       ), jobs AS (
         DELETE FROM delivery_jobs j USING due WHERE j.event_id = due.id
       ), gone AS (
         DELETE FROM events e USING due WHERE e.id = due.id RETURNING due.undelivered
       )
       SELECT count(*)::int AS deleted, count(*) FILTER (WHERE undelivered)::int AS undelivered FROM gone`,
      [eventRetentionDays, limit],
    );
    return rows[0];
  }

  /** Maintenance, across every organization: archived events past the horizon kept because a job of theirs is still open. */
  async countHeldEventsOfAllOrganizations(eventRetentionDays: number): Promise<number> {
    const { rows } = await this.sql.query<{ held: number }>(
      `SELECT count(*)::int AS held FROM organizations o
         CROSS JOIN LATERAL (SELECT 1 FROM events e WHERE ${PAST_HORIZON} AND ${IN_FLIGHT}) h`,
      [eventRetentionDays],
    );
    return rows[0].held;
  }

  /**
   * Maintenance, across every organization: deletes up to `limit` bulk operations that finished
   * before the horizon (their events are going or gone), and answers how many.
   */
  async deleteFinishedOperationsOfAllOrganizations(eventRetentionDays: number, limit: number): Promise<number> {
    const { rowCount } = await this.sql.query(
      `DELETE FROM bulk_operations WHERE id IN (
         SELECT id FROM bulk_operations
          WHERE status IN ('succeeded', 'failed', 'cancelled') AND finished_at < ${HORIZON} LIMIT $2)`,
      [eventRetentionDays, limit],
    );
    return rowCount;
  }
}
