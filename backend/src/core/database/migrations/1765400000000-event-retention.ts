import { MigrationInterface, QueryRunner } from 'typeorm';
import { CREATE_DAY_PARTITIONS } from './1765200000000-partition-payloads';

/**
 * What the deletion of events past `EVENT_RETENTION_DAYS` needs (docs/architecture.md, Event
 * retention), and partitions made without reading the DEFAULT partition once per day.
 *
 * - Indexes on the columns whose foreign keys cascade a deleted job or event:
 *   `delivery_attempts.job_id`, `dead_letters.job_id` and `idempotency_keys.event_id`. Without
 *   them each deleted job (event) makes PostgreSQL's cascade read the whole referencing table.
 *   Built with the tables locked against writes while each build reads its table (not measured).
 * - `create_day_partitions` reads the DEFAULT partition once for all the days it creates, where
 *   it read it twice per day (the move of the day's rows, then ATTACH's check that none are left).
 */
export class EventRetention1765400000000 implements MigrationInterface {
  name = 'EventRetention1765400000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX delivery_attempts_job_idx ON delivery_attempts (job_id);
      CREATE INDEX dead_letters_job_idx ON dead_letters (job_id);
      CREATE INDEX idempotency_keys_event_idx ON idempotency_keys (event_id);

      CREATE OR REPLACE FUNCTION create_day_partitions(parent regclass, first_day date, last_day date) RETURNS int
      LANGUAGE plpgsql AS $$
      DECLARE
        missing date[];
        day date;
        name text;
        default_partition text := parent::text || '_default';
        set_aside text := parent::text || '_set_aside';
      BEGIN
        SELECT array_agg(d::date ORDER BY d) INTO missing
          FROM generate_series(first_day, last_day, interval '1 day') AS d
         WHERE to_regclass(parent::text || '_p' || to_char(d, 'YYYYMMDD')) IS NULL;
        IF missing IS NULL THEN
          RETURN 0;
        END IF;
        -- DEFAULT is read once, whatever the number of days: its rows are set aside and it is
        -- emptied (TRUNCATE leaves no dead tuples behind), so each ATTACH checks an empty DEFAULT;
        -- then the rows go back through the parent, each into its day's partition (or into DEFAULT
        -- again when its day has none). ATTACH locks DEFAULT in this mode anyway.
        EXECUTE format('LOCK TABLE %I IN ACCESS EXCLUSIVE MODE', default_partition);
        EXECUTE format('CREATE TEMP TABLE %I AS SELECT * FROM %I', set_aside, default_partition);
        EXECUTE format('TRUNCATE %I', default_partition);
        FOREACH day IN ARRAY missing LOOP
          name := parent::text || '_p' || to_char(day, 'YYYYMMDD');
          -- Created apart and attached: ATTACH takes a lock that lets reads and writes of the parent go on.
          EXECUTE format('CREATE TABLE %I (LIKE %s INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE)', name, parent);
          EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', parent, name,
                         day::timestamp AT TIME ZONE 'UTC', (day + 1)::timestamp AT TIME ZONE 'UTC');
        END LOOP;
        EXECUTE format('INSERT INTO %s SELECT * FROM %I', parent, set_aside);
        EXECUTE format('DROP TABLE %I', set_aside);
        RETURN cardinality(missing);
      END
      $$;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP FUNCTION create_day_partitions(regclass, date, date);
      ${CREATE_DAY_PARTITIONS}
      DROP INDEX idempotency_keys_event_idx, dead_letters_job_idx, delivery_attempts_job_idx;
    `);
  }
}
