import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The attempt error-message search of GET /api/events (docs/http.md, Event list) in the list's own order.
 *
 * Every other search match is a condition on the event row; this one lives on delivery_attempts,
 * which had no received_at: a text matching a few percent of the events could neither walk the
 * events newest-first (one attempt lookup per event, most of them misses) nor read the trigram
 * index (every match of the month, then a sort) and stop early. So each attempt carries its
 * event's received_at (immutable, set at ingest), and one partial index holds the attempts that
 * have an error message in the list's order, the message included: the search walks it
 * newest-first, filters the text in the index alone and stops at the page's last match. The
 * trigram index stays for rare texts, where reading all matches beats walking.
 *
 * Writers should fill event_received_at in their INSERT (from the event row they lock anyway). One
 * that leaves it out gets it from the event through a trigger whose WHEN clause fires it only then,
 * so the column is right whoever inserts, and costs nothing on the writers that fill it. Nothing
 * moves an event's received_at, but should anything (a manual fix, a test that ages an event), a
 * second trigger carries the change to its attempts; it fires only when received_at changes.
 * The backfill rewrites every attempt row once, with the table locked: minutes for millions.
 */
export class AttemptEventReceivedAt1764400000000 implements MigrationInterface {
  name = 'AttemptEventReceivedAt1764400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE delivery_attempts ADD COLUMN event_received_at timestamptz;
      UPDATE delivery_attempts a SET event_received_at = e.received_at FROM events e WHERE e.id = a.event_id;
      ALTER TABLE delivery_attempts ALTER COLUMN event_received_at SET NOT NULL;

      CREATE FUNCTION delivery_attempts_event_received_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT received_at INTO NEW.event_received_at FROM events WHERE id = NEW.event_id;
        RETURN NEW;
      END
      $$;
      CREATE TRIGGER delivery_attempts_event_received_at BEFORE INSERT ON delivery_attempts
        FOR EACH ROW WHEN (NEW.event_received_at IS NULL) EXECUTE FUNCTION delivery_attempts_event_received_at();

      CREATE FUNCTION events_received_at_to_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE delivery_attempts SET event_received_at = NEW.received_at WHERE event_id = NEW.id;
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER events_received_at_to_attempts AFTER UPDATE OF received_at ON events
        FOR EACH ROW WHEN (OLD.received_at IS DISTINCT FROM NEW.received_at) EXECUTE FUNCTION events_received_at_to_attempts();

      CREATE INDEX delivery_attempts_org_error_received_idx
        ON delivery_attempts (organization_id, event_received_at DESC, event_id DESC) INCLUDE (error_message)
        WHERE error_message IS NOT NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX delivery_attempts_org_error_received_idx;
      DROP TRIGGER events_received_at_to_attempts ON events;
      DROP FUNCTION events_received_at_to_attempts();
      DROP TRIGGER delivery_attempts_event_received_at ON delivery_attempts;
      DROP FUNCTION delivery_attempts_event_received_at();
      ALTER TABLE delivery_attempts DROP COLUMN event_received_at;
    `);
  }
}
