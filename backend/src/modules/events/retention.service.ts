import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { SqlExecutor } from '../../core/database/sql';
import { EVENT_STATUSES } from './event.entity';

const BATCH = 1000;
/** The statuses an event is archived from: every one but `archived`. */
const LIVE_STATUSES = EVENT_STATUSES.filter((status) => status !== 'archived');

/**
 * Archives events older than RETENTION_DAYS: the payload (and forwarded headers) is destroyed, with
 * what its attempts sent and were answered (delivery_attempt_details), and the status becomes
 * `archived`, which is final. The worker's maintenance scheduler runs it hourly,
 * once per cluster (MaintenanceProcessor).
 *
 * Due events are looked up per organization and live status, each an index range scan of
 * events_org_status_received_idx from its oldest event. No index leads with `received_at` alone,
 * so one query over all events would read every event, archived ones included, on each batch.
 */
@Injectable()
export class RetentionService {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Archives in batches; returns how many events were archived. */
  async archive(): Promise<number> {
    let total = 0;
    for (;;) {
      const { rows } = await this.sql.query<{ id: string }>(
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
        [this.config.retentionDays, BATCH, LIVE_STATUSES],
      );
      total += rows.length;
      if (rows.length < BATCH) break;
    }
    if (total > 0) this.logger.log(`archived ${total} event(s) older than ${this.config.retentionDays} days`);
    return total;
  }
}
