import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The delivery jobs that ingest stores in one statement are queued as one BullMQ job (JobName
 * DeliverBatch). Each row keeps that job's id, so the outbox relay can tell a job still waiting in
 * its batch from one that never reached Redis. NULL for a job queued on its own.
 */
export class DeliveryJobQueueBatch1764600000000 implements MigrationInterface {
  name = 'DeliveryJobQueueBatch1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE delivery_jobs ADD COLUMN queue_batch_id uuid`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE delivery_jobs DROP COLUMN queue_batch_id`);
  }
}
