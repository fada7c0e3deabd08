import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cheaper delivery bookkeeping. Every claim and record rewrites a job row, and each rewrite adds an
 * entry to every index whose predicate the new row matches:
 * - `delivery_jobs_destination_idx` serves only the cancellation of a destination's pending and
 *   scheduled jobs, so it now holds only those (a job that runs or finishes leaves it);
 * - the relay sweeps open jobs in `(updated_at, id)` order, so its index carries `id` too.
 */
export class DeliveryJobIndexes1764300000000 implements MigrationInterface {
  name = 'DeliveryJobIndexes1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX delivery_jobs_destination_idx;
      CREATE INDEX delivery_jobs_destination_open_idx ON delivery_jobs (destination_id)
        WHERE status IN ('pending', 'retry_scheduled');
      DROP INDEX delivery_jobs_relay_idx;
      CREATE INDEX delivery_jobs_relay_idx ON delivery_jobs (updated_at, id)
        WHERE status IN ('pending', 'retry_scheduled', 'in_progress');
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX delivery_jobs_relay_idx;
      CREATE INDEX delivery_jobs_relay_idx ON delivery_jobs (updated_at)
        WHERE status IN ('pending', 'retry_scheduled', 'in_progress');
      DROP INDEX delivery_jobs_destination_open_idx;
      CREATE INDEX delivery_jobs_destination_idx ON delivery_jobs (destination_id, status);
    `);
  }
}
