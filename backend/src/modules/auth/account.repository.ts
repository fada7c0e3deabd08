import { Injectable } from '@nestjs/common';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { SqlExecutor, SqlRunner } from '../../core/database/sql';
import { isoFromTimestamptz, TIMESTAMPTZ_AS_TEXT } from '../../core/database/timestamps';
import type { Sealed } from '../../core/crypto/key-ring';

/** A person's two-factor state (`users`), and the organizations they belong to (what a secret sealed before members was bound to). */
export interface TwoFactorRow {
  email: string;
  key_id: string | null;
  ciphertext: Buffer | null;
  enabled_at: Date | null;
  last_step: string | null;
  organization_ids: string[];
}

/**
 * A person's data is theirs wherever they are a member: each statement takes the organization the
 * session is in ($1) and the person ($2), and touches the person only while they belong to it.
 * `$1` null: at sign-in, before any organization is known (the `…ForSignIn` methods).
 */
const MEMBER = `EXISTS (SELECT 1 FROM memberships m WHERE m.organization_id = $1 AND m.user_id = $2)`;
const MEMBER_OR_SIGN_IN = `($1::uuid IS NULL OR ${MEMBER})`;

export interface AccountSessionRow {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_used_at: string;
}

/**
 * The statements of a person's own account: password, two-factor secret and recovery codes, and
 * sessions (in every organization of the person). Organization id first, then the person's id, in
 * every method but those of sign-in, before an organization is known.
 */
@Injectable()
export class AccountRepository {
  constructor(private readonly sql: SqlExecutor) {}

  findTwoFactor(organizationId: string, userId: string): Promise<TwoFactorRow | null> {
    return this.twoFactorOf(organizationId, userId);
  }

  /** At sign-in, by the person the password named: their two-factor state. */
  findTwoFactorForSignIn(userId: string): Promise<TwoFactorRow | null> {
    return this.twoFactorOf(null, userId);
  }

  private async twoFactorOf(organizationId: string | null, userId: string): Promise<TwoFactorRow | null> {
    const { rows } = await this.sql.query<TwoFactorRow>(
      `SELECT email, two_factor_secret_key_id AS key_id, two_factor_secret_ciphertext AS ciphertext,
              two_factor_enabled_at AS enabled_at, two_factor_last_step AS last_step,
              ARRAY(SELECT organization_id FROM memberships WHERE user_id = users.id) AS organization_ids
         FROM users WHERE id = $2 AND ${MEMBER_OR_SIGN_IN}`,
      [organizationId, userId],
    );
    return rows[0] ?? null;
  }

  /** Recovery codes not used yet. */
  async countRecoveryCodes(organizationId: string, userId: string): Promise<number> {
    const { rows } = await this.sql.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM two_factor_recovery_codes WHERE user_id = $2 AND used_at IS NULL AND ${MEMBER}`,
      [organizationId, userId],
    );
    return rows[0].count;
  }

  /** A pending secret, replacing any earlier pending one; false when two-factor is already on. */
  async setPendingSecret(organizationId: string, userId: string, secret: Sealed): Promise<boolean> {
    const { rowCount } = await this.sql.query(
      `UPDATE users SET two_factor_secret_key_id = $3, two_factor_secret_ciphertext = $4, two_factor_last_step = NULL
        WHERE id = $2 AND two_factor_enabled_at IS NULL AND ${MEMBER}`,
      [organizationId, userId, secret.keyId, secret.blob],
    );
    return rowCount > 0;
  }

  /**
   * Turns the pending secret (the very ciphertext the code was checked against) on, with `step` as
   * the last step used, and stores the recovery codes' hashes in place of any earlier ones, in one
   * transaction with `record`'s audit entry (given the person's e-mail); false when it was enabled
   * meanwhile or the pending secret changed.
   */
  async enable(
    organizationId: string,
    userId: string,
    ciphertext: Buffer,
    step: number,
    codeHashes: Buffer[],
    record: AuditRecording<string>,
  ): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const { rowCount } = await tx.query(
        `UPDATE users SET two_factor_enabled_at = now(), two_factor_last_step = $4
          WHERE id = $2 AND two_factor_enabled_at IS NULL AND two_factor_secret_ciphertext = $3 AND ${MEMBER}`,
        [organizationId, userId, ciphertext, step],
      );
      if (rowCount === 0) return false;
      // The codes are the person's wherever they sign in; organization_id records where they were made.
      await tx.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $2 AND ${MEMBER}`, [organizationId, userId]);
      await tx.query(`INSERT INTO two_factor_recovery_codes (organization_id, user_id, code_hash) SELECT $1, $2, unnest($3::bytea[])`, [
        organizationId,
        userId,
        codeHashes,
      ]);
      await record(tx, await emailOf(tx, organizationId, userId));
      return true;
    });
  }

  /**
   * Records `step` as the last step a code was taken at, unless a code of that step or a later one
   * was taken already (a replay, or the same code sent twice at once): whether it was recorded.
   */
  takeStep(organizationId: string, userId: string, step: number): Promise<boolean> {
    return this.takeStepOf(organizationId, userId, step);
  }

  /** {@link takeStep} at sign-in. */
  takeStepForSignIn(userId: string, step: number): Promise<boolean> {
    return this.takeStepOf(null, userId, step);
  }

  private async takeStepOf(organizationId: string | null, userId: string, step: number): Promise<boolean> {
    const { rowCount } = await this.sql.query(
      `UPDATE users SET two_factor_last_step = $3
        WHERE id = $2 AND two_factor_enabled_at IS NOT NULL
          AND (two_factor_last_step IS NULL OR two_factor_last_step < $3) AND ${MEMBER_OR_SIGN_IN}`,
      [organizationId, userId, step],
    );
    return rowCount > 0;
  }

  /** Marks the recovery code of this hash used, if it is one of the person's and unused: whether it was. */
  useRecoveryCode(organizationId: string, userId: string, codeHash: Buffer): Promise<boolean> {
    return this.useRecoveryCodeOf(organizationId, userId, codeHash);
  }

  /** {@link useRecoveryCode} at sign-in. */
  useRecoveryCodeForSignIn(userId: string, codeHash: Buffer): Promise<boolean> {
    return this.useRecoveryCodeOf(null, userId, codeHash);
  }

  private async useRecoveryCodeOf(organizationId: string | null, userId: string, codeHash: Buffer): Promise<boolean> {
    const { rowCount } = await this.sql.query(
      `UPDATE two_factor_recovery_codes SET used_at = now()
        WHERE user_id = $2 AND code_hash = $3 AND used_at IS NULL AND ${MEMBER_OR_SIGN_IN}`,
      [organizationId, userId, codeHash],
    );
    return rowCount > 0;
  }

  /** Two-factor off: the secret, its state and the recovery codes go; `record`'s entry when it was on. */
  async disable(organizationId: string, userId: string, record: AuditRecording<string>): Promise<void> {
    await this.sql.transaction(async (tx) => {
      const {
        rows: [before],
      } = await tx.query<{ email: string; enabled: boolean }>(
        `SELECT email, two_factor_enabled_at IS NOT NULL AS enabled FROM users WHERE id = $2 AND ${MEMBER} FOR UPDATE`,
        [organizationId, userId],
      );
      await tx.query(
        `UPDATE users SET two_factor_secret_key_id = NULL, two_factor_secret_ciphertext = NULL,
                two_factor_enabled_at = NULL, two_factor_last_step = NULL
          WHERE id = $2 AND ${MEMBER}`,
        [organizationId, userId],
      );
      await tx.query(`DELETE FROM two_factor_recovery_codes WHERE user_id = $2 AND ${MEMBER}`, [organizationId, userId]);
      if (before?.enabled) await record(tx, before.email);
    });
  }

  async findPasswordHash(organizationId: string, userId: string): Promise<string | null> {
    const { rows } = await this.sql.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE id = $2 AND ${MEMBER}`, [
      organizationId,
      userId,
    ]);
    return rows[0]?.password_hash ?? null;
  }

  /** The new password, and every other session of the person (in any organization) ended, with `record`'s entry, in one transaction. */
  async changePassword(
    organizationId: string,
    userId: string,
    passwordHash: string,
    keepSessionId: string,
    record: AuditRecording<string>,
  ): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(`UPDATE users SET password_hash = $3 WHERE id = $2 AND ${MEMBER}`, [organizationId, userId, passwordHash]);
      await tx.query(`DELETE FROM sessions WHERE user_id = $2 AND id <> $3 AND ${MEMBER}`, [organizationId, userId, keepSessionId]);
      await record(tx, await emailOf(tx, organizationId, userId));
    });
  }

  /** The person's sessions in every organization, newest first (an idle one past its timeout is gone already or soon). */
  async listSessions(organizationId: string, userId: string): Promise<AccountSessionRow[]> {
    const { rows } = await this.sql.query<AccountSessionRow>(
      `SELECT id, user_agent, ip, created_at, last_seen_at AS last_used_at
         FROM sessions WHERE user_id = $2 AND ${MEMBER}
        ORDER BY created_at DESC, id`,
      [organizationId, userId],
      TIMESTAMPTZ_AS_TEXT,
    );
    return rows.map((row) => ({
      ...row,
      created_at: isoFromTimestamptz(row.created_at),
      last_used_at: isoFromTimestamptz(row.last_used_at),
    }));
  }

  /** Ends one of the person's sessions (in any organization), with `record`'s entry: whether there was one of that id. */
  async deleteSession(organizationId: string, userId: string, sessionId: string, record: AuditRecording<null>): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const { rowCount } = await tx.query(`DELETE FROM sessions WHERE user_id = $2 AND id = $3 AND ${MEMBER}`, [
        organizationId,
        userId,
        sessionId,
      ]);
      if (rowCount > 0) await record(tx, null);
      return rowCount > 0;
    });
  }

  /**
   * Ends every session of the person (in any organization) but `keepSessionId`, with `record`'s
   * entry (given how many and the e-mail) when any: how many.
   */
  async deleteOtherSessions(
    organizationId: string,
    userId: string,
    keepSessionId: string,
    record: AuditRecording<{ count: number; email: string }>,
  ): Promise<number> {
    return this.sql.transaction(async (tx) => {
      const { rowCount } = await tx.query(`DELETE FROM sessions WHERE user_id = $2 AND id <> $3 AND ${MEMBER}`, [
        organizationId,
        userId,
        keepSessionId,
      ]);
      if (rowCount > 0) await record(tx, { count: rowCount, email: await emailOf(tx, organizationId, userId) });
      return rowCount;
    });
  }

  /** For `reencrypt`, across organizations: the two-factor secrets (enabled or pending) sealed under another key than `activeKeyId`. */
  async twoFactorSecretsUnderOtherKeysAcrossOrganizations(
    activeKeyId: string,
  ): Promise<{ organization_ids: string[]; user_id: string; key_id: string; ciphertext: Buffer }[]> {
    const { rows } = await this.sql.query<{ organization_ids: string[]; user_id: string; key_id: string; ciphertext: Buffer }>(
      `SELECT id AS user_id, two_factor_secret_key_id AS key_id, two_factor_secret_ciphertext AS ciphertext,
              ARRAY(SELECT organization_id FROM memberships WHERE user_id = users.id) AS organization_ids
         FROM users WHERE two_factor_secret_key_id <> $1`,
      [activeKeyId],
    );
    return rows;
  }

  /** For `reencrypt`: the secret re-sealed, unless it changed since it was read (still under `previousKeyId`). */
  async replaceSealedSecretAcrossOrganizations(userId: string, previousKeyId: string, sealed: Sealed): Promise<void> {
    await this.sql.query(
      `UPDATE users SET two_factor_secret_key_id = $3, two_factor_secret_ciphertext = $4 WHERE id = $1 AND two_factor_secret_key_id = $2`,
      [userId, previousKeyId, sealed.keyId, sealed.blob],
    );
  }

  /** The session is now a full one: its person set two-factor up. */
  async liftRestriction(organizationId: string, sessionId: string): Promise<void> {
    await this.sql.query(`UPDATE sessions SET restricted = false WHERE organization_id = $1 AND id = $2`, [organizationId, sessionId]);
  }
}

/** The person's e-mail, for the audit entry's target (read in the change's transaction, while they are a member). */
async function emailOf(tx: SqlRunner, organizationId: string, userId: string): Promise<string> {
  const { rows } = await tx.query<{ email: string }>(`SELECT email FROM users WHERE id = $2 AND ${MEMBER}`, [organizationId, userId]);
  return rows[0].email;
}
