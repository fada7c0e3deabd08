import { Injectable } from '@nestjs/common';
import { SqlExecutor } from '../../core/database/sql';
import type { EventSummaryDto } from './dto/event-summary.dto';

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
}
