import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the `search` of GET /api/events (docs/http.md, Event list), one per kind of match, so that each
 * branch of the list query (EventsService eventsQuery) reads an index instead of walking the
 * whole organization newest-first:
 *   - event_id and payload_sha256 prefixes: btree pattern_ops (LIKE 'abc%' as a range, whatever
 *     the database collation); the payload one also serves payloadHash equality, so it replaces
 *     events_org_payload_hash_idx;
 *   - idempotency_key exact, case-insensitive: btree on lower(), only over the rows that have one;
 *   - content_type and attempt error_message substrings: pg_trgm GIN (LIKE '%abc%').
 * The two partial indexes give the planner no statistics on their expressions, so extended
 * statistics do: without them an exact key or a rare error text looks common and the planner
 * walks the received_at index hoping to meet 51 matches soon.
 */
export class EventSearchIndexes1764050000000 implements MigrationInterface {
  name = 'EventSearchIndexes1764050000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      CREATE INDEX events_org_event_id_prefix_idx ON events (organization_id, lower(event_id) text_pattern_ops);
      DROP INDEX events_org_payload_hash_idx;
      CREATE INDEX events_org_payload_hash_idx ON events (organization_id, payload_sha256 bpchar_pattern_ops);
      CREATE INDEX events_org_idempotency_key_lower_idx ON events (organization_id, lower(idempotency_key))
        WHERE idempotency_key IS NOT NULL;
      CREATE STATISTICS events_idempotency_key_lower_stats ON (lower(idempotency_key)) FROM events;
      CREATE INDEX events_content_type_trgm_idx ON events USING gin (lower(content_type) gin_trgm_ops);

      CREATE INDEX delivery_attempts_error_message_trgm_idx ON delivery_attempts USING gin (lower(error_message) gin_trgm_ops)
        WHERE error_message IS NOT NULL;
      CREATE STATISTICS delivery_attempts_error_message_lower_stats ON (lower(error_message)) FROM delivery_attempts;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    // pg_trgm stays: dropping an extension is not this migration's to decide once it exists.
    await db.query(`
      DROP STATISTICS delivery_attempts_error_message_lower_stats, events_idempotency_key_lower_stats;
      DROP INDEX delivery_attempts_error_message_trgm_idx, events_content_type_trgm_idx, events_org_idempotency_key_lower_idx,
        events_org_event_id_prefix_idx, events_org_payload_hash_idx;
      CREATE INDEX events_org_payload_hash_idx ON events (organization_id, payload_sha256);
    `);
  }
}
