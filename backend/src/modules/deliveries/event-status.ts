import { EntityManager } from 'typeorm';
import { SqlTransaction, statement } from '../../core/database/sql';
import type { EventStatus } from '../events/event.entity';
import type { JobStatus, JobTrigger } from './delivery-job.entity';

export interface LatestJob {
  status: JobStatus;
  trigger: JobTrigger;
}

/** CONTRACT §4: an event's status follows the latest job per destination. `null`: no jobs, keep it. */
export function deriveEventStatus(latest: LatestJob[]): EventStatus | null {
  if (latest.length === 0) return null;
  const running = latest.filter((job) => job.status === 'pending' || job.status === 'in_progress');
  if (running.length > 0) return running.some((job) => job.trigger === 'replay') ? 'replayed' : 'queued';
  const has = (status: JobStatus) => latest.some((job) => job.status === status);
  if (has('retry_scheduled')) return 'retry_scheduled';
  if (has('dead_lettered')) return 'dead_lettered';
  if (has('failed') || has('cancelled')) return 'failed';
  return 'delivered';
}

/**
 * Locks the event rows a transaction is about to touch (in id order). Take it before inserting
 * attempts or jobs: their foreign keys share-lock the event, and a later FOR UPDATE from two
 * transactions would deadlock.
 */
export async function lockEvents(manager: Pick<EntityManager, 'query'>, eventIds: string[]): Promise<void> {
  const ids = [...new Set(eventIds)].sort();
  if (ids.length > 0) await manager.query(`SELECT 1 FROM events WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [ids]);
}

/**
 * Recomputes the status of each event from its jobs, inside the caller's transaction. The event
 * row is locked first, so two workers finishing two jobs of one event serialize here.
 */
export async function refreshEventStatuses(manager: Pick<EntityManager, 'query'>, eventIds: string[]): Promise<void> {
  for (const eventId of [...new Set(eventIds)].sort()) {
    const [event] = (await manager.query(`SELECT status FROM events WHERE id = $1 FOR UPDATE`, [eventId])) as {
      status: EventStatus;
    }[];
    if (!event || event.status === 'archived') continue;
    const latest = (await manager.query(
      `SELECT DISTINCT ON (destination_id) status, trigger FROM delivery_jobs
        WHERE event_id = $1 ORDER BY destination_id, created_at DESC, id DESC`,
      [eventId],
    )) as LatestJob[];
    const next = deriveEventStatus(latest);
    if (next && next !== event.status) {
      await manager.query(`UPDATE events SET status = $2, updated_at = now() WHERE id = $1`, [eventId, next]);
    }
  }
}

const LOCKED_EVENT_WITH_LATEST_JOBS = statement(
  'event_status_latest_jobs',
  `SELECT e.status,
          COALESCE((SELECT json_agg(json_build_object('status', j.status, 'trigger', j.trigger))
                      FROM (SELECT DISTINCT ON (destination_id) status, trigger FROM delivery_jobs
                             WHERE event_id = e.id ORDER BY destination_id, created_at DESC, id DESC) j), '[]') AS latest
     FROM events e WHERE e.id = $1`,
);

const SET_EVENT_STATUS = statement('event_status_set', `UPDATE events SET status = $2, updated_at = now() WHERE id = $1`);

/**
 * {@link refreshEventStatuses} for one event whose row this transaction already locked FOR UPDATE
 * in an earlier statement: the lock is held, so the event and its latest jobs come in one read
 * (this statement's snapshot is newer than the lock, as in the two reads it replaces).
 */
export async function refreshLockedEventStatus(tx: SqlTransaction, eventId: string): Promise<void> {
  const [event] = await tx.run<{ status: EventStatus; latest: LatestJob[] }>(LOCKED_EVENT_WITH_LATEST_JOBS, [eventId]);
  if (!event || event.status === 'archived') return;
  const next = deriveEventStatus(event.latest);
  if (next && next !== event.status) await tx.run(SET_EVENT_STATUS, [eventId, next]);
}
