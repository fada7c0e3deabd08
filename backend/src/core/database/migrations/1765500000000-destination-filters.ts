import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Destination filters (issue #28): a destination's `filter` (null: every event) and the job status
 * `filtered` with `filtered_by`, the part of the filter that refused the event. Both columns are
 * nullable without a default, so adding them rewrites no row. The checks are added NOT VALID, so no
 * scan of delivery_jobs holds its lock: every row already there passed the old status check, which
 * the new one widens, and has no filtered_by; PostgreSQL checks new and updated rows all the same.
 * event_status_from_latest needs no change: a `filtered` job falls to its last branch, `delivered`,
 * like a `succeeded` one (nothing is owed).
 */
export class DestinationFilters1765500000000 implements MigrationInterface {
  name = 'DestinationFilters1765500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE destinations ADD COLUMN filter jsonb;
      ALTER TABLE delivery_jobs ADD COLUMN filtered_by text,
        ADD CONSTRAINT delivery_jobs_filtered_by_check CHECK (filtered_by IN ('event_type', 'body', 'headers')) NOT VALID;
      ALTER TABLE delivery_jobs DROP CONSTRAINT delivery_jobs_status_check,
        ADD CONSTRAINT delivery_jobs_status_check CHECK (status IN
          ('pending', 'in_progress', 'succeeded', 'failed', 'retry_scheduled', 'dead_lettered', 'cancelled', 'filtered')) NOT VALID;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      UPDATE delivery_jobs SET status = 'cancelled' WHERE status = 'filtered';
      ALTER TABLE delivery_jobs DROP CONSTRAINT delivery_jobs_status_check,
        ADD CONSTRAINT delivery_jobs_status_check CHECK (status IN
          ('pending', 'in_progress', 'succeeded', 'failed', 'retry_scheduled', 'dead_lettered', 'cancelled'));
      ALTER TABLE delivery_jobs DROP CONSTRAINT delivery_jobs_filtered_by_check, DROP COLUMN filtered_by;
      ALTER TABLE destinations DROP COLUMN filter;
    `);
  }
}
