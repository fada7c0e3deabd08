import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Operational webhooks (issue #17): each organization may have one endpoint of purpose
 * `notifications`, made when it registers its first notification URL. Hookyard's own events are
 * stored on it and delivered to its destinations (the notification URLs) by the same engine; it
 * takes no ingest (its token is never shown, and ingest looks up `ingest` endpoints only).
 */
export class NotificationEndpoints1765100000000 implements MigrationInterface {
  name = 'NotificationEndpoints1765100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE endpoints ADD COLUMN purpose text NOT NULL DEFAULT 'ingest';
      ALTER TABLE endpoints ADD CONSTRAINT endpoints_purpose_check CHECK (purpose IN ('ingest', 'notifications'));
      CREATE UNIQUE INDEX endpoints_notifications_idx ON endpoints (organization_id) WHERE purpose = 'notifications';
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX endpoints_notifications_idx;
      ALTER TABLE endpoints DROP COLUMN purpose;
    `);
  }
}
