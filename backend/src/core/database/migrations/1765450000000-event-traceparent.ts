import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The W3C `traceparent` of an event's ingest span, when traces are on (OTEL_EXPORTER_OTLP_ENDPOINT):
 * every attempt of the event, whichever job carries it (ingest, retry, replay, bulk, the relay's
 * re-queue) and however late, is a child of it. NULL when traces were off. Nullable without a
 * default: adding it rewrites nothing.
 */
export class EventTraceparent1765450000000 implements MigrationInterface {
  name = 'EventTraceparent1765450000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE events ADD COLUMN traceparent text`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE events DROP COLUMN traceparent`);
  }
}
