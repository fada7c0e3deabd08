import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live pickup (docs/architecture.md, Ingest, queue and outbox): ingest stores its jobs with
 * `live_queue` set to its deployment's queue namespace (REDIS_PREFIX, which also names its BullMQ
 * queues), and a worker of that deployment claims them straight from PostgreSQL, oldest first, when
 * the ingest's commit notifies it. The first claim of any kind clears it, so a job given back
 * afterwards (its destination was full) goes through the queue. The partial index holds only what
 * is waiting for a pickup.
 */
export class LivePickup1766500000000 implements MigrationInterface {
  name = 'LivePickup1766500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE delivery_jobs ADD COLUMN live_queue text`);
    await db.query(
      `CREATE INDEX delivery_jobs_live_idx ON delivery_jobs (live_queue, created_at) WHERE live_queue IS NOT NULL AND status = 'pending'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX delivery_jobs_live_idx`);
    await db.query(`ALTER TABLE delivery_jobs DROP COLUMN live_queue`);
  }
}
