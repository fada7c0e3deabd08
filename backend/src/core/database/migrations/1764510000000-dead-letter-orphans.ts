import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ingest now dead-letters an event whose endpoint has no active destination in the statement that
 * stores it. The outbox relay used to find such events on every tick (an anti-join of every queued
 * event, O(backlog) each time); this finishes, once, whatever it had not reached yet.
 */
export class DeadLetterOrphans1764510000000 implements MigrationInterface {
  name = 'DeadLetterOrphans1764510000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      WITH orphan AS (
        UPDATE events e SET status = 'dead_lettered', updated_at = now()
         WHERE e.status = 'queued' AND NOT EXISTS (SELECT 1 FROM delivery_jobs j WHERE j.event_id = e.id)
        RETURNING e.id, e.organization_id
      )
      INSERT INTO dead_letters (id, organization_id, event_id, job_id, destination_id, reason, error_message, attempt_count, dead_lettered_at)
      SELECT gen_random_uuid(), organization_id, id, NULL, NULL, 'no_active_destinations',
             'the endpoint had no active destination when the event arrived', 0, now()
        FROM orphan
    `);
  }

  async down(): Promise<void> {
    // Nothing to undo: the events are dead-lettered as the relay would have done it.
  }
}
