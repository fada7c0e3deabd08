import { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_SIGNATURE = 'uuid[], uuid[], uuid[], uuid[], uuid[], int[], text[], int[], int[], text[], text[], int[], uuid[], timestamptz[]';
const NEW_SIGNATURE = `${OLD_SIGNATURE}, text[], text[], bytea[]`;

/**
 * What each attempt sent and what the destination answered (docs/http.md, Event detail).
 *
 * - `delivery_attempts.error_code`: why an attempt failed, in one word a program can switch on.
 *   Attempts recorded before it have NULL; the read derives theirs from status, response status and
 *   error message (no rewrite of a table that holds millions of rows).
 * - `delivery_attempt_details`: the request headers sent, the answer's headers and the first 8 KiB
 *   of its body, one AES-GCM ciphertext per attempt under the payloads' key ring, bound to the
 *   attempt. A table of its own, keyed by event first, so the detail reads an event's rows in one
 *   index range, retention deletes them with the payload by the same key, and the attempts table
 *   the list and search walk stays narrow. Ciphertext does not compress: STORAGE EXTERNAL spares
 *   PostgreSQL the attempt to.
 * - `record_delivery_attempts` takes the three new columns.
 */
export class AttemptDetails1764700000000 implements MigrationInterface {
  name = 'AttemptDetails1764700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE delivery_attempts ADD COLUMN error_code text;
      CREATE TABLE delivery_attempt_details (
        event_id uuid NOT NULL,
        attempt_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        key_id text NOT NULL,
        ciphertext bytea NOT NULL,
        CONSTRAINT delivery_attempt_details_pkey PRIMARY KEY (event_id, attempt_id)
      );
      ALTER TABLE delivery_attempt_details ALTER COLUMN ciphertext SET STORAGE EXTERNAL;
      DROP FUNCTION record_delivery_attempts(${OLD_SIGNATURE});
      ${recordFunction(true)}
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP FUNCTION record_delivery_attempts(${NEW_SIGNATURE});
      ${recordFunction(false)}
      DROP TABLE delivery_attempt_details;
      ALTER TABLE delivery_attempts DROP COLUMN error_code;
    `);
  }
}

/** record_delivery_attempts (migration DeliveryRecordFunction), with or without the attempt details. */
export function recordFunction(details: boolean): string {
  return `
      CREATE FUNCTION record_delivery_attempts(
        attempt_ids uuid[], organization_ids uuid[], event_ids uuid[], job_ids uuid[], destination_ids uuid[],
        attempt_numbers int[], outcomes text[], response_statuses int[], durations_ms int[], error_messages text[],
        next_statuses text[], delays_ms int[], dead_letter_ids uuid[], events_received_at timestamptz[]
        ${details ? ', error_codes text[], detail_key_ids text[], detail_ciphertexts bytea[]' : ''}
      ) RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM set_config('synchronous_commit', 'off', true);
        PERFORM 1 FROM events WHERE id = ANY(event_ids) ORDER BY id FOR UPDATE;
        WITH input AS (
          SELECT * FROM unnest(attempt_ids, organization_ids, event_ids, job_ids, destination_ids, attempt_numbers, outcomes,
                               response_statuses, durations_ms, error_messages, next_statuses, delays_ms, dead_letter_ids,
                               events_received_at${details ? ', error_codes, detail_key_ids, detail_ciphertexts' : ''})
            AS t(attempt_id, organization_id, event_id, job_id, destination_id, attempt_number, outcome, response_status,
                 duration_ms, error_message, next_status, delay_ms, dead_letter_id, event_received_at${details ? ', error_code, detail_key_id, detail_ciphertext' : ''})
        ), attempt AS (
          INSERT INTO delivery_attempts (id, organization_id, event_id, job_id, destination_id, attempt_number, status,
                                         response_status, duration_ms, error_message, created_at, event_received_at${details ? ', error_code' : ''})
          SELECT attempt_id, organization_id, event_id, job_id, destination_id, attempt_number, outcome,
                 response_status, duration_ms, error_message, now(), event_received_at${details ? ', error_code' : ''} FROM input
        ), ${
          details
            ? `detail AS (
          INSERT INTO delivery_attempt_details (event_id, attempt_id, organization_id, key_id, ciphertext)
          SELECT event_id, attempt_id, organization_id, detail_key_id, detail_ciphertext FROM input
        ), `
            : ''
        }job AS (
          UPDATE delivery_jobs j SET status = i.next_status, lease_expires_at = NULL, updated_at = now(),
                 next_attempt_at = CASE WHEN i.delay_ms IS NULL THEN NULL ELSE now() + make_interval(secs => i.delay_ms / 1000.0) END
            FROM input i WHERE j.id = i.job_id
        )
        INSERT INTO dead_letters (id, organization_id, event_id, job_id, destination_id, reason, error_message, attempt_count, dead_lettered_at)
        SELECT dead_letter_id, organization_id, event_id, job_id, destination_id, 'max_attempts_exhausted', error_message, attempt_number, now()
          FROM input WHERE next_status = 'dead_lettered';
        PERFORM refresh_event_statuses(event_ids);
      END
      $$;`;
}
