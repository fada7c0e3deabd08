import { Injectable } from '@nestjs/common';
import { SqlExecutor } from '../../core/database/sql';
import { EVENT_STATUSES } from './event.entity';

/** The statuses an event is archived from: every one but `archived`. */
const LIVE_STATUSES = EVENT_STATUSES.filter((status) => status !== 'archived');

/** The statements of retention. */
@Injectable()
export class RetentionRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /**
   * Maintenance, across every organization: archives up to `limit` events received more than
   * `retentionDays` ago (payload, forwarded headers and attempt details deleted, status `archived`) and answers how
   * many. Due events are looked up per organization and live status, each an index range scan of
   * events_org_status_received_idx from its oldest event. No index leads with `received_at` alone,
   * so one query over all events would read every event, archived ones included, on each batch.
   */
  async archiveDueEventsOfAllOrganizations(retentionDays: number, limit: number): Promise<number> {
    const { rowCount } = await this.sql.query(
      `WITH due AS (
         SELECT e.id FROM organizations o CROSS JOIN unnest($3::text[]) AS s(status)
           CROSS JOIN LATERAL (
             SELECT id FROM events
              WHERE organization_id = o.id AND status = s.status AND received_at < now() - make_interval(days => $1)
              ORDER BY received_at LIMIT $2 FOR UPDATE SKIP LOCKED
           ) e
          LIMIT $2
       ), gone AS (
         DELETE FROM event_payloads p USING due WHERE p.event_id = due.id
       ), answers AS (
         DELETE FROM delivery_attempt_details x USING due WHERE x.event_id = due.id
       )
       UPDATE events e SET status = 'archived', updated_at = now() FROM due WHERE e.id = due.id RETURNING e.id`,
      [retentionDays, limit, LIVE_STATUSES],
    );
    return rowCount;
  }
}
