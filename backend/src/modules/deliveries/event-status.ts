import { EntityManager } from 'typeorm';
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
export async function lockEvents(manager: EntityManager, eventIds: string[]): Promise<void> {
  const ids = [...new Set(eventIds)].sort();
  if (ids.length > 0) await manager.query(`SELECT 1 FROM events WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [ids]);
}

/**
 * Recomputes the status of each event from its jobs, inside the caller's transaction. The event
 * row is locked first, so two workers finishing two jobs of one event serialize here.
 */
export async function refreshEventStatuses(manager: EntityManager, eventIds: string[]): Promise<void> {
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
