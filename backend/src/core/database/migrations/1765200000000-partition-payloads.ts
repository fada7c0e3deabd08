import { MigrationInterface, QueryRunner } from 'typeorm';
import { recordFunction } from './1764700000000-attempt-details';

const RECORD_SIGNATURE =
  'uuid[], uuid[], uuid[], uuid[], uuid[], int[], text[], int[], int[], text[], text[], int[], uuid[], timestamptz[], text[], text[], bytea[]';

/** Days of partitions the migration creates before today (older rows go to the DEFAULT partition) and after it. */
const DAYS_BACK = 62;
const DAYS_AHEAD = 7;

/**
 * `create_day_partitions` as this migration made it: each missing day moves its rows out of the
 * DEFAULT partition (a scan of DEFAULT) and is attached (a second scan); EventRetention replaces it.
 */
export const CREATE_DAY_PARTITIONS = `
      CREATE FUNCTION create_day_partitions(parent regclass, first_day date, last_day date) RETURNS int
      LANGUAGE plpgsql AS $$
      DECLARE
        day date;
        name text;
        lower_bound timestamptz;
        upper_bound timestamptz;
        key text;
        default_partition text := parent::text || '_default';
        created int := 0;
      BEGIN
        SELECT a.attname INTO STRICT key FROM pg_partitioned_table p
          JOIN pg_attribute a ON a.attrelid = p.partrelid AND a.attnum = p.partattrs[0]
         WHERE p.partrelid = parent;
        FOR day IN SELECT d::date FROM generate_series(first_day, last_day, interval '1 day') AS d LOOP
          name := parent::text || '_p' || to_char(day, 'YYYYMMDD');
          CONTINUE WHEN to_regclass(name) IS NOT NULL;
          lower_bound := day::timestamp AT TIME ZONE 'UTC';
          upper_bound := (day + 1)::timestamp AT TIME ZONE 'UTC';
          -- Created apart and attached: ATTACH takes a lock that lets reads and writes of the parent go on.
          EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE)', name, parent);
          EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK (%I >= %L AND %I < %L)', name, name || '_bounds', key, lower_bound, key, upper_bound);
          EXECUTE format('LOCK TABLE %I IN EXCLUSIVE MODE', default_partition);
          EXECUTE format('WITH moved AS (DELETE FROM %I WHERE %I >= $1 AND %I < $2 RETURNING *) INSERT INTO %I SELECT * FROM moved',
                         default_partition, key, key, name) USING lower_bound, upper_bound;
          EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, name, lower_bound, upper_bound);
          EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', name, name || '_bounds');
          created := created + 1;
        END LOOP;
        RETURN created;
      END
      $$;
`;

/** AttemptDetails' record_delivery_attempts, writing the details' copy of their event's received_at. */
export function recordFunctionWithReceivedAt(): string {
  const before = `INSERT INTO delivery_attempt_details (event_id, attempt_id, organization_id, key_id, ciphertext)
          SELECT event_id, attempt_id, organization_id, detail_key_id, detail_ciphertext FROM input`;
  const after = `INSERT INTO delivery_attempt_details (event_id, attempt_id, organization_id, key_id, ciphertext, event_received_at)
          SELECT event_id, attempt_id, organization_id, detail_key_id, detail_ciphertext, event_received_at FROM input`;
  const text = recordFunction(true);
  if (!text.includes(before)) throw new Error('record_delivery_attempts: the details INSERT to rewrite was not found');
  return text.replace(before, after);
}

/**
 * The two tables that hold what retention destroys, event_payloads and delivery_attempt_details,
 * become RANGE partitioned by day on their event's received_at (docs/architecture.md, Partitions):
 * retention drops a whole day's partition instead of deleting its rows one by one (and leaving
 * vacuum their dead tuples and TOAST), and each partition's index stays a day's size.
 *
 * - event_payloads gains `received_at`, delivery_attempt_details `event_received_at`: copies of
 *   the event's, known at every write (ingest has it, the worker's attempts carry it already). The
 *   primary keys take the partition key (PostgreSQL requires it): (event_id, received_at),
 *   (event_id, attempt_id, event_received_at). Readers join on it too, so PostgreSQL prunes.
 * - Partitions are named `<table>_pYYYYMMDD` and hold [that day 00:00 UTC, next day 00:00 UTC).
 *   `create_day_partitions` creates the missing ones of a range of days, moving any rows the
 *   DEFAULT partition holds for a day into its new partition first; `drop_day_partitions` drops
 *   those that end at or before a time. The maintenance scheduler calls both.
 * - A DEFAULT partition takes rows of a day without a partition (maintenance stopped for a week, an
 *   event whose received_at was moved far back), so a write never fails for a missing partition.
 * - The trigger that carries a moved received_at to the attempts carries it to these two tables.
 * - events stays one table: nothing ever removes an event (an archived event is still listed), its
 *   rows are narrow, and every lookup by id (claims, records, details, status refreshes) would
 *   otherwise probe every partition's index.
 *
 * Conversion: the rows are copied into the new tables in this migration's transaction, and the old
 * tables dropped; on 1M payloads (1 KiB each) with 1M attempt details this took about a minute
 * on the 2-core machine (see docs/architecture.md), during which ingest and delivery wait.
 */
export class PartitionPayloads1765200000000 implements MigrationInterface {
  name = 'PartitionPayloads1765200000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ${CREATE_DAY_PARTITIONS}
      CREATE FUNCTION drop_day_partitions(parent regclass, before timestamptz) RETURNS int
      LANGUAGE plpgsql AS $$
      DECLARE
        partition regclass;
        dropped int := 0;
      BEGIN
        FOR partition IN
          SELECT c.oid::regclass FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
           WHERE i.inhparent = parent AND c.relname ~ '_p[0-9]{8}$'
             AND (to_date(right(c.relname, 8), 'YYYYMMDD') + 1)::timestamp AT TIME ZONE 'UTC' <= before
           ORDER BY c.relname
        LOOP
          EXECUTE format('DROP TABLE %s', partition);
          dropped := dropped + 1;
        END LOOP;
        RETURN dropped;
      END
      $$;

      ALTER TABLE event_payloads RENAME TO event_payloads_unpartitioned;
      ALTER INDEX event_payloads_pkey RENAME TO event_payloads_unpartitioned_pkey;
      CREATE TABLE event_payloads (
        event_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        key_id text NOT NULL,
        body_ciphertext bytea NOT NULL,
        headers_ciphertext bytea NOT NULL,
        received_at timestamptz NOT NULL,
        CONSTRAINT event_payloads_pkey PRIMARY KEY (event_id, received_at),
        CONSTRAINT event_payloads_event_fkey FOREIGN KEY (event_id) REFERENCES events (id) ON DELETE CASCADE
      ) PARTITION BY RANGE (received_at);
      CREATE TABLE event_payloads_default PARTITION OF event_payloads DEFAULT;

      ALTER TABLE delivery_attempt_details RENAME TO delivery_attempt_details_unpartitioned;
      ALTER INDEX delivery_attempt_details_pkey RENAME TO delivery_attempt_details_unpartitioned_pkey;
      CREATE TABLE delivery_attempt_details (
        event_id uuid NOT NULL,
        attempt_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        key_id text NOT NULL,
        ciphertext bytea NOT NULL,
        event_received_at timestamptz NOT NULL,
        CONSTRAINT delivery_attempt_details_pkey PRIMARY KEY (event_id, attempt_id, event_received_at)
      ) PARTITION BY RANGE (event_received_at);
      CREATE TABLE delivery_attempt_details_default PARTITION OF delivery_attempt_details DEFAULT;
      ALTER TABLE delivery_attempt_details ALTER COLUMN ciphertext SET STORAGE EXTERNAL;

      SELECT create_day_partitions(t.parent, greatest(oldest.day, today.day - ${DAYS_BACK}), today.day + ${DAYS_AHEAD})
        FROM (SELECT (now() AT TIME ZONE 'UTC')::date AS day) today,
             (SELECT coalesce((min(received_at) AT TIME ZONE 'UTC')::date, (now() AT TIME ZONE 'UTC')::date) AS day
                FROM events WHERE status <> 'archived') oldest,
             (VALUES ('event_payloads'::regclass), ('delivery_attempt_details'::regclass)) AS t(parent);

      INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext, received_at)
      SELECT p.event_id, p.organization_id, p.key_id, p.body_ciphertext, p.headers_ciphertext, e.received_at
        FROM event_payloads_unpartitioned p JOIN events e ON e.id = p.event_id;
      INSERT INTO delivery_attempt_details (event_id, attempt_id, organization_id, key_id, ciphertext, event_received_at)
      SELECT x.event_id, x.attempt_id, x.organization_id, x.key_id, x.ciphertext, e.received_at
        FROM delivery_attempt_details_unpartitioned x JOIN events e ON e.id = x.event_id;
      DROP TABLE event_payloads_unpartitioned, delivery_attempt_details_unpartitioned;

      CREATE OR REPLACE FUNCTION events_received_at_to_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE delivery_attempts SET event_received_at = NEW.received_at WHERE event_id = NEW.id;
        UPDATE event_payloads SET received_at = NEW.received_at WHERE event_id = NEW.id;
        UPDATE delivery_attempt_details SET event_received_at = NEW.received_at WHERE event_id = NEW.id;
        RETURN NULL;
      END
      $$;

      DROP FUNCTION record_delivery_attempts(${RECORD_SIGNATURE});
      ${recordFunctionWithReceivedAt()}
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP FUNCTION record_delivery_attempts(${RECORD_SIGNATURE});
      ${recordFunction(true)}

      CREATE OR REPLACE FUNCTION events_received_at_to_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE delivery_attempts SET event_received_at = NEW.received_at WHERE event_id = NEW.id;
        RETURN NULL;
      END
      $$;

      ALTER TABLE event_payloads RENAME TO event_payloads_partitioned;
      ALTER INDEX event_payloads_pkey RENAME TO event_payloads_partitioned_pkey;
      CREATE TABLE event_payloads (
        event_id uuid PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
        organization_id uuid NOT NULL,
        key_id text NOT NULL,
        body_ciphertext bytea NOT NULL,
        headers_ciphertext bytea NOT NULL
      );
      INSERT INTO event_payloads SELECT event_id, organization_id, key_id, body_ciphertext, headers_ciphertext FROM event_payloads_partitioned;

      ALTER TABLE delivery_attempt_details RENAME TO delivery_attempt_details_partitioned;
      ALTER INDEX delivery_attempt_details_pkey RENAME TO delivery_attempt_details_partitioned_pkey;
      CREATE TABLE delivery_attempt_details (
        event_id uuid NOT NULL,
        attempt_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        key_id text NOT NULL,
        ciphertext bytea NOT NULL,
        CONSTRAINT delivery_attempt_details_pkey PRIMARY KEY (event_id, attempt_id)
      );
      ALTER TABLE delivery_attempt_details ALTER COLUMN ciphertext SET STORAGE EXTERNAL;
      INSERT INTO delivery_attempt_details SELECT event_id, attempt_id, organization_id, key_id, ciphertext FROM delivery_attempt_details_partitioned;

      DROP TABLE event_payloads_partitioned, delivery_attempt_details_partitioned;
      DROP FUNCTION drop_day_partitions(regclass, timestamptz);
      DROP FUNCTION create_day_partitions(regclass, date, date);
    `);
  }
}
