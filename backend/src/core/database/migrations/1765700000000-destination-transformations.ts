import { MigrationInterface, QueryRunner } from 'typeorm';
import { recordFunctionWithReceivedAt } from './1765200000000-partition-payloads';

const DEAD_LETTER_REASON = `'max_attempts_exhausted', error_message`;
const REASON_OF_ERROR = `CASE WHEN error_code = 'transformation_failed' THEN 'transformation_failed' ELSE 'max_attempts_exhausted' END, error_message`;

/** record_delivery_attempts as PartitionPayloads made it, or with the dead letter's reason taken from the attempt's error code. */
function recordFunction(reasonOfError: boolean): string {
  const text = recordFunctionWithReceivedAt().replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');
  if (!text.includes(DEAD_LETTER_REASON)) throw new Error('record_delivery_attempts: the dead letter reason to rewrite was not found');
  return reasonOfError ? text.replace(DEAD_LETTER_REASON, REASON_OF_ERROR) : text;
}

/**
 * Transformations (issue #28 §3): a destination's `transformation` (null: none), the job's
 * `filtered_by` `transformation` (its handler returned null), and the dead letter reason
 * `transformation_failed`: an attempt whose transformation threw or passed a limit is recorded with
 * that error code and its job dead-lettered at once, with that reason. The column is nullable
 * without a default and the checks are widened NOT VALID (every row already there passed the
 * narrower ones), so nothing is rewritten or scanned under lock.
 */
export class DestinationTransformations1765700000000 implements MigrationInterface {
  name = 'DestinationTransformations1765700000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE destinations ADD COLUMN transformation jsonb;
      ALTER TABLE delivery_jobs DROP CONSTRAINT delivery_jobs_filtered_by_check,
        ADD CONSTRAINT delivery_jobs_filtered_by_check CHECK (filtered_by IN ('event_type', 'body', 'headers', 'transformation')) NOT VALID;
      ALTER TABLE dead_letters DROP CONSTRAINT dead_letters_reason_check,
        ADD CONSTRAINT dead_letters_reason_check CHECK (reason IN
          ('max_attempts_exhausted', 'no_active_destinations', 'destination_disabled', 'transformation_failed')) NOT VALID;
      ${recordFunction(true)}
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ${recordFunction(false)}
      UPDATE dead_letters SET reason = 'max_attempts_exhausted' WHERE reason = 'transformation_failed';
      ALTER TABLE dead_letters DROP CONSTRAINT dead_letters_reason_check,
        ADD CONSTRAINT dead_letters_reason_check CHECK (reason IN ('max_attempts_exhausted', 'no_active_destinations', 'destination_disabled'));
      UPDATE delivery_jobs SET filtered_by = 'body' WHERE filtered_by = 'transformation';
      ALTER TABLE delivery_jobs DROP CONSTRAINT delivery_jobs_filtered_by_check,
        ADD CONSTRAINT delivery_jobs_filtered_by_check CHECK (filtered_by IN ('event_type', 'body', 'headers'));
      ALTER TABLE destinations DROP COLUMN transformation;
    `);
  }
}
