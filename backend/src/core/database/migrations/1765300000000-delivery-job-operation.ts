import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The bulk operation that last queued a delivery job (retry or replay by filter); NULL for live
 * jobs. Its later attempts, and a re-queue by the outbox relay, go to the bulk-deliveries queue too,
 * behind live deliveries. A single retry of the job makes it live again.
 */
export class DeliveryJobOperation1765300000000 implements MigrationInterface {
  name = 'DeliveryJobOperation1765300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE delivery_jobs ADD COLUMN operation_id text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE delivery_jobs DROP COLUMN operation_id`);
  }
}
