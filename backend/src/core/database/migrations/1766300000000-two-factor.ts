import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor and sessions (issue #31, section 4; docs/http.md, Two-factor and sessions):
 * - users: the TOTP secret, sealed under the key ring (bound to the user), when it was enabled
 *   (null while a setup is pending) and the last time step a code was accepted at (replays refused);
 * - two_factor_recovery_codes: ten one-time codes per user, stored as SHA-256 (80-bit random codes);
 * - organizations.require_two_factor;
 * - sessions: an id to name a session by (never its token or hash), the user agent and address it
 *   signed in from, and `restricted` (signed in without the two-factor its organization requires).
 *
 * Locks: the new columns of users and organizations have constant defaults or none (no rewrite, a
 * brief ACCESS EXCLUSIVE lock). sessions.id's default is volatile, so sessions is rewritten under
 * that lock; it holds one row per live sign-in (idle ones are deleted after 12 hours), a small table.
 */
export class TwoFactor1766300000000 implements MigrationInterface {
  name = 'TwoFactor1766300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users
        ADD COLUMN two_factor_secret_key_id text,
        ADD COLUMN two_factor_secret_ciphertext bytea,
        ADD COLUMN two_factor_enabled_at timestamptz,
        ADD COLUMN two_factor_last_step bigint,
        ADD CONSTRAINT users_two_factor_secret_check CHECK ((two_factor_secret_key_id IS NULL) = (two_factor_secret_ciphertext IS NULL)),
        ADD CONSTRAINT users_two_factor_enabled_check CHECK (two_factor_enabled_at IS NULL OR two_factor_secret_ciphertext IS NOT NULL);

      CREATE TABLE two_factor_recovery_codes (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        code_hash bytea NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT two_factor_recovery_codes_pkey PRIMARY KEY (user_id, code_hash)
      );

      ALTER TABLE organizations ADD COLUMN require_two_factor boolean NOT NULL DEFAULT false;

      ALTER TABLE sessions
        ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid(),
        ADD COLUMN user_agent text,
        ADD COLUMN ip text,
        ADD COLUMN restricted boolean NOT NULL DEFAULT false;
      CREATE UNIQUE INDEX sessions_id_key ON sessions (id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX sessions_id_key;
      ALTER TABLE sessions DROP COLUMN restricted, DROP COLUMN ip, DROP COLUMN user_agent, DROP COLUMN id;
      ALTER TABLE organizations DROP COLUMN require_two_factor;
      DROP TABLE two_factor_recovery_codes;
      ALTER TABLE users
        DROP CONSTRAINT users_two_factor_enabled_check,
        DROP CONSTRAINT users_two_factor_secret_check,
        DROP COLUMN two_factor_last_step,
        DROP COLUMN two_factor_enabled_at,
        DROP COLUMN two_factor_secret_ciphertext,
        DROP COLUMN two_factor_secret_key_id;
    `);
  }
}
