import { Injectable } from '@nestjs/common';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { SqlExecutor, SqlRunner } from '../../core/database/sql';
import { TIMESTAMPTZ_AS_TEXT } from '../../core/database/timestamps';
import type { DeliveryJobRow } from '../events/dto/event.dto';
import { lockEvents, refreshEventStatuses } from '../events/event-status.repository';

const RETRYABLE = `('failed', 'dead_lettered', 'retry_scheduled', 'cancelled')`;
const JOB_COLUMNS = `id, event_id, destination_id, status, filtered_by, trigger, attempt_count, next_attempt_at, created_at, updated_at`;

/** A job as retry and replay answer it: its row and its event. */
export type JobOfEvent = DeliveryJobRow & { event_id: string };

/**
 * The statements of the recovery routes (docs/http.md, Retry and replay): a job by id, retry and
 * replay, each in one transaction with the event's status and its audit entry.
 */
@Injectable()
export class RecoveryRepository {
  constructor(private readonly sql: SqlExecutor) {}

  async findJob(organizationId: string, jobId: string): Promise<JobOfEvent | null> {
    const { rows } = await this.sql.query<JobOfEvent>(
      `SELECT ${JOB_COLUMNS} FROM delivery_jobs WHERE id = $1 AND organization_id = $2`,
      [jobId, organizationId],
      TIMESTAMPTZ_AS_TEXT,
    );
    return rows[0] ?? null;
  }

  /**
   * The latest job of each destination of the event, back to `pending` where retryable; the event's
   * status follows, and `record`'s audit entry, in the same transaction.
   */
  retryLatestJobsOfEvent(organizationId: string, eventId: string, record: AuditRecording<JobOfEvent[]>): Promise<JobOfEvent[]> {
    return this.sql.transaction(async (tx) => {
      const rows = await moveToPending(
        tx,
        `id IN (SELECT DISTINCT ON (destination_id) id FROM delivery_jobs
                 WHERE event_id = $1 AND organization_id = $2 ORDER BY destination_id, created_at DESC, id DESC)`,
        [eventId, organizationId],
      );
      await refreshEventStatuses(tx, [eventId]);
      await record(tx, rows);
      return rows;
    });
  }

  /** The job back to `pending` if retryable (else null); its event's status follows, and `record`'s entry of it. */
  retryJob(
    organizationId: string,
    job: Pick<JobOfEvent, 'id' | 'event_id'>,
    record: AuditRecording<JobOfEvent>,
  ): Promise<JobOfEvent | null> {
    return this.sql.transaction(async (tx) => {
      const [retried] = await moveToPending(tx, `id = $1 AND organization_id = $2`, [job.id, organizationId]);
      await refreshEventStatuses(tx, [job.event_id]);
      if (retried) await record(tx, retried);
      return retried ?? null;
    });
  }

  /**
   * One new `replay` job per active destination of the event's endpoint, or per destination of
   * `destinationIds`; the event's status follows, with `record`'s entry of the jobs made. When one
   * of those is not an active destination of the endpoint, nothing is written and the answer names
   * the ones missing.
   */
  async replay(
    organizationId: string,
    event: { id: string; endpointId: string },
    destinationIds: string[] | null,
    record: AuditRecording<JobOfEvent[]>,
  ): Promise<{ jobs: JobOfEvent[]; missing: string[] }> {
    try {
      const jobs = await this.sql.transaction(async (tx) => {
        await lockEvents(tx, [event.id]);
        const { rows } = await tx.query<JobOfEvent>(
          `INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, created_at, updated_at)
           SELECT gen_random_uuid(), $2, $1, d.id, 'pending', 'replay', now(), now()
             FROM destinations d
            WHERE d.endpoint_id = $3 AND d.organization_id = $2 AND d.active AND d.deleted_at IS NULL
              AND ($4::uuid[] IS NULL OR d.id = ANY($4::uuid[]))
           RETURNING ${JOB_COLUMNS}`,
          [event.id, organizationId, event.endpointId, destinationIds],
          TIMESTAMPTZ_AS_TEXT,
        );
        const created = rows;
        const missing = (destinationIds ?? []).filter((id) => !created.some((job) => job.destination_id === id));
        if (missing.length > 0) throw new MissingDestinations(missing); // rolls the jobs back
        if (created.length > 0) {
          await refreshEventStatuses(tx, [event.id]);
          await record(tx, created);
        }
        return created;
      });
      return { jobs, missing: [] };
    } catch (error) {
      if (error instanceof MissingDestinations) return { jobs: [], missing: error.ids };
      throw error;
    }
  }
}

async function moveToPending(tx: SqlRunner, where: string, params: unknown[]): Promise<JobOfEvent[]> {
  const { rows } = await tx.query<JobOfEvent>(
    `UPDATE delivery_jobs j SET status = 'pending', trigger = 'retry', next_attempt_at = NULL, operation_id = NULL, updated_at = now()
      WHERE ${where} AND j.status IN ${RETRYABLE}
        AND EXISTS (SELECT 1 FROM destinations d WHERE d.id = j.destination_id AND d.active AND d.deleted_at IS NULL)
      RETURNING ${JOB_COLUMNS.split(', ')
        .map((column) => `j.${column}`)
        .join(', ')}`,
    params,
    TIMESTAMPTZ_AS_TEXT,
  );
  return rows;
}

/** Thrown inside a replay's transaction to roll it back: these destinations are not active ones of the endpoint. */
class MissingDestinations extends Error {
  constructor(readonly ids: string[]) {
    super(`not active destinations of the endpoint: ${ids.join(', ')}`);
  }
}
