import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The delivery worker's bookkeeping in one round trip. Recording attempts took five statements
 * (BEGIN, record, read the latest jobs, set the statuses, COMMIT); at a steady rate each delivery
 * is recorded alone, and those round trips were most of the worker's and PostgreSQL's CPU.
 *
 * - `event_status_from_latest`: the status rule (docs/http.md, Event status): an event's status from the statuses of its latest
 *   job per destination and those of them that are replays (NULL without jobs: the event keeps its
 *   status). Plain SQL without subqueries, so PostgreSQL inlines it into the query that calls it.
 * - `refresh_event_statuses`: applies the rule to events whose rows the caller has locked.
 * - `record_delivery_attempts`: locks the events in id order, records the attempts, moves the jobs
 *   on, dead-letters the exhausted ones, then refreshes the statuses. A PL/pgSQL function takes a
 *   new snapshot per statement, so the refresh sees the jobs that another worker committed while
 *   this one waited for the lock, exactly as separate statements in a transaction did. Its
 *   transaction commits asynchronously, like the worker's claim (DeliveryService, CLAIM): losing it
 *   to a PostgreSQL crash leaves the job open, and it is delivered again.
 *
 * Both PL/pgSQL functions keep their statements' plans for the connection's life, like the named
 * prepared statements of the hot paths, so each statement is shaped to stay on the primary keys
 * whatever the plan: the refresh derives the statuses first (a materialized CTE, one index probe of
 * jobs per event) and only then joins events, which a plan made while the tables had no statistics
 * would otherwise hash-join by a sequential scan of every event.
 */
export class DeliveryRecordFunction1764500000000 implements MigrationInterface {
  name = 'DeliveryRecordFunction1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION event_status_from_latest(statuses text[], replay_statuses text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE
          WHEN coalesce(cardinality(statuses), 0) = 0 THEN NULL
          WHEN replay_statuses && ARRAY['pending', 'in_progress'] THEN 'replayed'
          WHEN statuses && ARRAY['pending', 'in_progress'] THEN 'queued'
          WHEN 'retry_scheduled' = ANY(statuses) THEN 'retry_scheduled'
          WHEN 'dead_lettered' = ANY(statuses) THEN 'dead_lettered'
          WHEN statuses && ARRAY['failed', 'cancelled'] THEN 'failed'
          ELSE 'delivered'
        END
      $$;

      CREATE FUNCTION refresh_event_statuses(event_ids uuid[]) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        WITH derived AS MATERIALIZED (
          SELECT ids.id,
                 (SELECT event_status_from_latest(array_agg(latest.status), array_agg(latest.status) FILTER (WHERE latest.trigger = 'replay'))
                    FROM (SELECT DISTINCT ON (j.destination_id) j.status, j.trigger FROM delivery_jobs j
                           WHERE j.event_id = ids.id ORDER BY j.destination_id, j.created_at DESC, j.id DESC) latest) AS status
            FROM (SELECT DISTINCT unnest(event_ids)) AS ids(id)
        )
        UPDATE events e SET status = derived.status, updated_at = now()
          FROM derived
         WHERE e.id = derived.id AND derived.status IS NOT NULL AND e.status <> 'archived' AND e.status IS DISTINCT FROM derived.status;
      END
      $$;

      CREATE FUNCTION record_delivery_attempts(
        attempt_ids uuid[], organization_ids uuid[], event_ids uuid[], job_ids uuid[], destination_ids uuid[],
        attempt_numbers int[], outcomes text[], response_statuses int[], durations_ms int[], error_messages text[],
        next_statuses text[], delays_ms int[], dead_letter_ids uuid[], events_received_at timestamptz[]
      ) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM set_config('synchronous_commit', 'off', true);
        PERFORM 1 FROM events WHERE id = ANY(event_ids) ORDER BY id FOR UPDATE;
        WITH input AS (
          SELECT * FROM unnest(attempt_ids, organization_ids, event_ids, job_ids, destination_ids, attempt_numbers, outcomes,
                               response_statuses, durations_ms, error_messages, next_statuses, delays_ms, dead_letter_ids,
                               events_received_at)
            AS t(attempt_id, organization_id, event_id, job_id, destination_id, attempt_number, outcome, response_status,
                 duration_ms, error_message, next_status, delay_ms, dead_letter_id, event_received_at)
        ), attempt AS (
          INSERT INTO delivery_attempts (id, organization_id, event_id, job_id, destination_id, attempt_number, status,
                                         response_status, duration_ms, error_message, created_at, event_received_at)
          SELECT attempt_id, organization_id, event_id, job_id, destination_id, attempt_number, outcome,
                 response_status, duration_ms, error_message, now(), event_received_at FROM input
        ), job AS (
          UPDATE delivery_jobs j SET status = i.next_status, lease_expires_at = NULL, updated_at = now(),
                 next_attempt_at = CASE WHEN i.delay_ms IS NULL THEN NULL ELSE now() + make_interval(secs => i.delay_ms / 1000.0) END
            FROM input i WHERE j.id = i.job_id
        )
        INSERT INTO dead_letters (id, organization_id, event_id, job_id, destination_id, reason, error_message, attempt_count, dead_lettered_at)
        SELECT dead_letter_id, organization_id, event_id, job_id, destination_id, 'max_attempts_exhausted', error_message, attempt_number, now()
          FROM input WHERE next_status = 'dead_lettered';
        PERFORM refresh_event_statuses(event_ids);
      END
      $$;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP FUNCTION record_delivery_attempts(uuid[], uuid[], uuid[], uuid[], uuid[], int[], text[], int[], int[], text[], text[], int[], uuid[], timestamptz[]);
      DROP FUNCTION refresh_event_statuses(uuid[]);
      DROP FUNCTION event_status_from_latest(text[], text[]);
    `);
  }
}
