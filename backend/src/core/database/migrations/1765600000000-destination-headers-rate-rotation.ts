import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Destinations (issue #28 §4, §5): custom headers (names in clear, for the read answers; the
 * name→value map sealed like the signing secret), a delivery rate (null: none), and the previous
 * signing secret kept, sealed, until `previous_secret_expires_at` after a rotation with overlap.
 * Every column nullable (or with a constant default), so adding them rewrites no row.
 */
export class DestinationHeadersRateRotation1765600000000 implements MigrationInterface {
  name = 'DestinationHeadersRateRotation1765600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE destinations
        ADD COLUMN header_names text[] NOT NULL DEFAULT '{}',
        ADD COLUMN headers_key_id text,
        ADD COLUMN headers_ciphertext bytea,
        ADD COLUMN rate_limit_per_second integer CHECK (rate_limit_per_second BETWEEN 1 AND 10000),
        ADD COLUMN previous_secret_key_id text,
        ADD COLUMN previous_secret_ciphertext bytea,
        ADD COLUMN previous_secret_expires_at timestamptz;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE destinations
        DROP COLUMN header_names, DROP COLUMN headers_key_id, DROP COLUMN headers_ciphertext, DROP COLUMN rate_limit_per_second,
        DROP COLUMN previous_secret_key_id, DROP COLUMN previous_secret_ciphertext, DROP COLUMN previous_secret_expires_at;
    `);
  }
}
