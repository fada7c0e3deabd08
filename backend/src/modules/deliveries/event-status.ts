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
  const ids = sortedUnique(eventIds);
  if (ids.length > 0) await manager.query(`SELECT 1 FROM events WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [ids]);
}

const EVENTS_WITH_LATEST_JOBS = statement(
  'event_status_latest_jobs',
  `SELECT e.id, e.status,
          COALESCE((SELECT json_agg(json_build_object('status', j.status, 'trigger', j.trigger))
                      FROM (SELECT DISTINCT ON (destination_id) status, trigger FROM delivery_jobs
                             WHERE event_id = e.id ORDER BY destination_id, created_at DESC, id DESC) j), '[]') AS latest
     FROM events e WHERE e.id = ANY($1::uuid[])`,
);

const SET_EVENT_STATUSES = statement(
  'event_status_set',
  `UPDATE events e SET status = v.status, updated_at = now()
     FROM unnest($1::uuid[], $2::text[]) AS v(id, status) WHERE e.id = v.id`,
);

interface EventWithLatestJobs {
  id: string;
  status: EventStatus;
  latest: LatestJob[];
}

/**
 * Recomputes the status of each event from its jobs, inside the caller's transaction. The event
 * rows are locked first, so two workers finishing two jobs of one event serialize here.
 */
export async function refreshEventStatuses(manager: Pick<EntityManager, 'query'>, eventIds: string[]): Promise<void> {
  const ids = sortedUnique(eventIds);
  if (ids.length === 0) return;
  await lockEvents(manager, ids);
  const events = (await manager.query(EVENTS_WITH_LATEST_JOBS.text, [ids])) as EventWithLatestJobs[];
  const changed = changedStatuses(events);
  if (changed.ids.length > 0) await manager.query(SET_EVENT_STATUSES.text, [changed.ids, changed.statuses]);
}

/**
 * {@link refreshEventStatuses} for events whose rows this transaction already locked FOR UPDATE in
 * an earlier statement: the locks are held, so the events and their latest jobs come in one read
 * (this statement's snapshot is newer than the locks), and the changes go in one write.
 */
export async function refreshLockedEventStatuses(tx: SqlTransaction, eventIds: string[]): Promise<void> {
  const ids = sortedUnique(eventIds);
  if (ids.length === 0) return;
  const changed = changedStatuses(await tx.run<EventWithLatestJobs>(EVENTS_WITH_LATEST_JOBS, [ids]));
  if (changed.ids.length > 0) await tx.run(SET_EVENT_STATUSES, [changed.ids, changed.statuses]);
}

/** Archived events keep their status; the others take the one their latest jobs give, when it differs. */
function changedStatuses(events: EventWithLatestJobs[]): { ids: string[]; statuses: EventStatus[] } {
  const changed = { ids: [] as string[], statuses: [] as EventStatus[] };
  for (const event of events) {
    if (event.status === 'archived') continue;
    const next = deriveEventStatus(event.latest);
    if (next && next !== event.status) {
      changed.ids.push(event.id);
      changed.statuses.push(next);
    }
  }
  return changed;
}

function sortedUnique(ids: string[]): string[] {
  return [...new Set(ids)].sort();
}
