import { Injectable } from '@nestjs/common';
import { SqlExecutor } from '../../core/database/sql';
import { EVENT_STATUSES } from './event.entity';

/** The statuses an event is archived from: every one but `archived`. */
const LIVE_STATUSES = EVENT_STATUSES.filter((status) => status !== 'archived');

/** The tables partitioned by day on their event's received_at (migration PartitionPayloads). */
const PARTITIONED = ['event_payloads', 'delivery_attempt_details'];

/**
 * SQL, with RETENTION_DAYS as $1: the retention cutoff, the start (00:00 UTC) of the day that
 * RETENTION_DAYS ago falls in. Whole days, so a day partition is either kept or dropped: an event
 * is archived RETENTION_DAYS to RETENTION_DAYS + 1 day after it arrived.
 */
const CUTOFF = `date_trunc('day', now() - make_interval(days => $1), 'UTC')`;

/** The statements of retention. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * Maintenance, across every organization: archives up to `limit` events received before the
   * retention cutoff ({@link CUTOFF}) and answers how many: status `archived`, and their payload
   * and attempt details deleted where they sit in a DEFAULT partition (those in day partitions go
   * with their partition, {@link dropExpiredPartitionsOfAllOrganizations}). Due events are looked
   * up per organization and live status, each an index range scan of events_org_status_received_idx
   * from its oldest event. No index leads with `received_at` alone, so one query over all events
   * would read every event, archived ones included, on each batch.
   */
  async archiveDueEventsOfAllOrganizations(retentionDays: number, limit: number): Promise<number> {
    const { rowCount } = await this.sql.query(
      `WITH due AS (
         SELECT e.id FROM organizations o CROSS JOIN unnest($3::text[]) AS s(status)
           CROSS JOIN LATERAL (
             SELECT id FROM events
              WHERE organization_id = o.id AND status = s.status AND received_at < ${CUTOFF}
              ORDER BY received_at LIMIT $2 FOR UPDATE SKIP LOCKED
           ) e
          LIMIT $2
       ), gone AS (
         DELETE FROM event_payloads_default p USING due WHERE p.event_id = due.id
       ), answers AS (
         DELETE FROM delivery_attempt_details_default x USING due WHERE x.event_id = due.id
       )
       UPDATE events e SET status = 'archived', updated_at = now() FROM due WHERE e.id = due.id RETURNING e.id`,
      [retentionDays, limit, LIVE_STATUSES],
    );
    return rowCount;
  }

  /**
   * Maintenance, across every organization: drops the day partitions of payloads and attempt
   * details that end at or before the retention cutoff, and answers how many. Each DROP locks its
   * parent table for an instant; waiting longer than `lockTimeoutMs` behind a long statement gives
   * up (the next run tries again) rather than queue every ingest and delivery behind the lock.
   */
  async dropExpiredPartitionsOfAllOrganizations(retentionDays: number, lockTimeoutMs: number): Promise<number> {
    return this.sql.transaction(async (tx) => {
      await tx.query(`SELECT set_config('lock_timeout', $1, true)`, [`${lockTimeoutMs}ms`]);
      const { rows } = await tx.query<{ dropped: number }>(
        `SELECT sum(drop_day_partitions(parent, ${CUTOFF}))::int AS dropped
           FROM unnest($2::regclass[]) AS t(parent)`,
        [retentionDays, PARTITIONED],
      );
      return rows[0].dropped;
    });
  }

  /**
   * Maintenance, across every organization: creates the missing day partitions of payloads and
   * attempt details from the day of the retention cutoff ({@link CUTOFF}), the oldest day whose
   * rows are kept, to `daysAhead` days from now (UTC), and answers how many. Whatever
   * RETENTION_DAYS is, a row of a retained day thus has its day's partition within the hour (one
   * that reached the DEFAULT partition is moved out), and rows older than the cutoff, due for
   * archiving, get none.
   */
  async createPartitionsOfAllOrganizations(retentionDays: number, daysAhead: number, lockTimeoutMs: number): Promise<number> {
    return this.sql.transaction(async (tx) => {
      await tx.query(`SELECT set_config('lock_timeout', $1, true)`, [`${lockTimeoutMs}ms`]);
      const { rows } = await tx.query<{ created: number }>(
        `SELECT sum(create_day_partitions(parent, (${CUTOFF} AT TIME ZONE 'UTC')::date, today + $2::int))::int AS created
           FROM unnest($3::regclass[]) AS t(parent), (SELECT (now() AT TIME ZONE 'UTC')::date AS today) d`,
        [retentionDays, daysAhead, PARTITIONED],
      );
      return rows[0].created;
    });
  }
}
