import { Injectable } from '@nestjs/common';
import { SqlExecutor } from '../../core/database/sql';
import type { EventSummaryDto } from './dto/event-summary.dto';
import { EVENT_STATUSES, EventStatus } from './event.entity';
import { notNotifications } from './not-notifications';

/** The delivery side of list rows: per event, the latest job per destination (by name), the attempts and the last response. */
@Injectable()
export class EventSummariesRepository {
  constructor(private readonly sql: SqlExecutor) {}

  async summaries(organizationId: string, eventIds: string[]): Promise<EventSummaryDto[]> {
    const summaries = await this.sql.query<EventSummaryDto>(
      `SELECT e.id,
              COALESCE((SELECT json_agg(json_build_object('destination_id', l.destination_id, 'name', d.name, 'status', l.status)
                                        ORDER BY d.name, d.id)
                          FROM (SELECT DISTINCT ON (j.destination_id) j.destination_id, j.status FROM delivery_jobs j
                                 WHERE j.event_id = e.id AND j.organization_id = $1
                                 ORDER BY j.destination_id, j.created_at DESC, j.id DESC) l
                          JOIN destinations d ON d.id = l.destination_id AND d.organization_id = $1), '[]') AS destinations,
              (SELECT count(*)::int FROM delivery_attempts a WHERE a.event_id = e.id AND a.organization_id = $1) AS attempts,
              (SELECT a.response_status FROM delivery_attempts a WHERE a.event_id = e.id AND a.organization_id = $1
                ORDER BY a.created_at DESC, a.attempt_number DESC, a.id DESC LIMIT 1) AS last_response_status
         FROM events e
        WHERE e.organization_id = $1 AND e.id = ANY($2::uuid[])
        ORDER BY e.received_at DESC, e.id DESC`,
      [organizationId, eventIds],
    );
    return summaries.rows;
  }

  /**
   * Events received since `from` by their status now, every status present (0 when none), Hookyard's
   * own notifications left out: one index range per status (events_org_status_received_idx).
   */
  async countByStatus(organizationId: string, from: string): Promise<Record<EventStatus, number>> {
    const { rows } = await this.sql.query<{ status: EventStatus; n: number }>(
      `SELECT e.status, count(*)::int AS n FROM events e
        WHERE e.organization_id = $1 AND e.status = ANY($2::text[]) AND e.received_at >= $3
          AND ${notNotifications('e.endpoint_id', '$1')}
        GROUP BY e.status`,
      [organizationId, EVENT_STATUSES, from],
    );
    const byStatus = Object.fromEntries(EVENT_STATUSES.map((status) => [status, 0])) as Record<EventStatus, number>;
    for (const row of rows) byStatus[row.status] = row.n;
    return byStatus;
  }
}
