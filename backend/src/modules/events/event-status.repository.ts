import type { SqlRunner } from '../../core/database/sql';

/**
 * Locks the event rows a transaction is about to touch (in id order). Take it before inserting
 * attempts or jobs: their foreign keys share-lock the event, and a later FOR UPDATE from two
 * transactions would deadlock.
 */
export async function lockEvents(tx: SqlRunner, eventIds: string[]): Promise<void> {
  const ids = sortedUnique(eventIds);
  if (ids.length > 0) await tx.query(`SELECT 1 FROM events WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [ids]);
}

/**
 * Recomputes the status of each event from its jobs, inside the caller's transaction. The event
 * rows are locked first, so two workers finishing two jobs of one event serialize here. The status rule
 * (docs/http.md, Event status) lives in SQL (`event_status_from_latest`, migration DeliveryRecordFunction), where the
 * delivery worker's `record_delivery_attempts` applies it too; archived events keep their status.
 */
export async function refreshEventStatuses(tx: SqlRunner, eventIds: string[]): Promise<void> {
  const ids = sortedUnique(eventIds);
  if (ids.length === 0) return;
  await lockEvents(tx, ids);
  await tx.query(`SELECT refresh_event_statuses($1::uuid[])`, [ids]);
}

function sortedUnique(ids: string[]): string[] {
  return [...new Set(ids)].sort();
}

/**
 * A disabled or deleted destination cancels its pending and scheduled jobs (docs/http.md, Delivery), and their
 * events' statuses follow, inside the caller's transaction.
 */
export async function cancelOpenJobs(tx: SqlRunner, organizationId: string, destinationId: string): Promise<void> {
  const { rows } = await tx.query<{ event_id: string }>(
    `UPDATE delivery_jobs SET status = 'cancelled', next_attempt_at = NULL, updated_at = now()
      WHERE organization_id = $1 AND destination_id = $2 AND status IN ('pending', 'retry_scheduled') RETURNING event_id`,
    [organizationId, destinationId],
  );
  await refreshEventStatuses(
    tx,
    rows.map((row) => row.event_id),
  );
}
