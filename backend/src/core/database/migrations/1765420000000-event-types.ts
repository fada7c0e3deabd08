import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event types (issue #28): an endpoint's `event_type_source` (null, or where its events carry
 * their type) and each event's `event_type`, read at ingest. Both nullable without a default, so
 * adding them rewrites no row. events is one table (only payloads and attempt details are
 * partitioned), so the index is a plain one: per organization, the type (text_pattern_ops, so an
 * exact type is an equality and a prefix a range, whatever the collation), then the list's order,
 * only over the events that have a type.
 */
export class EventTypes1765420000000 implements MigrationInterface {
  name = 'EventTypes1765420000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE endpoints ADD COLUMN event_type_source jsonb;
      ALTER TABLE events ADD COLUMN event_type text;
      CREATE INDEX events_org_event_type_received_idx ON events (organization_id, event_type text_pattern_ops, received_at DESC, id DESC)
        WHERE event_type IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX events_org_event_type_received_idx;
      ALTER TABLE events DROP COLUMN event_type;
      ALTER TABLE endpoints DROP COLUMN event_type_source;
    `);
  }
}
