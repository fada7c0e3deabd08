import { Injectable } from '@nestjs/common';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import { SqlExecutor, statement } from '../../core/database/sql';
import type { VerificationSettings, VerificationType } from './verifiers';

/** What may be shown of one secret. */
export interface SecretHint {
  id: string;
  hint: string;
  created_at: string;
}

/** An endpoint's verification row (`endpoint_verifications`). */
export interface VerificationRow {
  type: VerificationType;
  settings: VerificationSettings;
  secret_hints: SecretHint[];
  secrets_key_id: string;
  secrets_ciphertext: Buffer;
  updated_at: Date;
}

/** The columns a change writes (timestamps are the statement's). */
export type VerificationWrite = Omit<VerificationRow, 'updated_at'>;

const COLUMNS = 'type, settings, secret_hints, secrets_key_id, secrets_ciphertext, updated_at';

/** Read on an ingest cache miss, beside the endpoint's own row. */
const FOR_INGEST = statement(
  'verification_for_ingest',
  `SELECT ${COLUMNS} FROM endpoint_verifications WHERE organization_id = $1 AND endpoint_id = $2`,
);

/** All SQL of sender verification; the organization id comes first in every method. */
@Injectable()
export class VerificationRepository {
  constructor(private readonly sql: SqlExecutor) {}

  async find(organizationId: string, endpointId: string): Promise<VerificationRow | null> {
    const { rows } = await this.sql.run<VerificationRow>(FOR_INGEST, [organizationId, endpointId]);
    return rows[0] ?? null;
  }

  /**
   * Reads the endpoint's row locked (FOR UPDATE, so concurrent changes apply one after the other),
   * hands it to `change`, and writes what it returns (`null`: no verification), with `record`'s
   * audit entry in the same transaction. Answers the new row.
   */
  async modify(
    organizationId: string,
    endpointId: string,
    change: (current: VerificationRow | null) => VerificationWrite | null,
    record: AuditRecording<{ before: VerificationRow | null; after: VerificationRow | null }>,
  ): Promise<VerificationRow | null> {
    return this.sql.transaction(async (tx) => {
      const {
        rows: [current],
      } = await tx.query<VerificationRow>(
        `SELECT ${COLUMNS} FROM endpoint_verifications WHERE organization_id = $1 AND endpoint_id = $2 FOR UPDATE`,
        [organizationId, endpointId],
      );
      const next = change(current ?? null);
      if (next === null) {
        if (current) {
          await tx.query(`DELETE FROM endpoint_verifications WHERE organization_id = $1 AND endpoint_id = $2`, [
            organizationId,
            endpointId,
          ]);
          await record(tx, { before: current, after: null });
        }
        return null;
      }
      const {
        rows: [row],
      } = await tx.query<VerificationRow>(
        `INSERT INTO endpoint_verifications (endpoint_id, organization_id, type, settings, secret_hints, secrets_key_id, secrets_ciphertext)
         VALUES ($2, $1, $3, $4, $5, $6, $7)
         ON CONFLICT (endpoint_id) DO UPDATE
            SET type = EXCLUDED.type, settings = EXCLUDED.settings, secret_hints = EXCLUDED.secret_hints,
                secrets_key_id = EXCLUDED.secrets_key_id, secrets_ciphertext = EXCLUDED.secrets_ciphertext, updated_at = now()
          WHERE endpoint_verifications.organization_id = EXCLUDED.organization_id
         RETURNING ${COLUMNS}`,
        [
          organizationId,
          endpointId,
          next.type,
          JSON.stringify(next.settings),
          JSON.stringify(next.secret_hints),
          next.secrets_key_id,
          next.secrets_ciphertext,
        ],
      );
      await record(tx, { before: current ?? null, after: row });
      return row;
    });
  }

  /** Rows whose secrets are sealed under another key than `activeKeyId` (for `cli reencrypt`); across organizations, by design. */
  async sealedUnderOtherKeysAcrossOrganizations(
    activeKeyId: string,
  ): Promise<{ organization_id: string; endpoint_id: string; secrets_key_id: string; secrets_ciphertext: Buffer }[]> {
    const { rows } = await this.sql.query<{
      organization_id: string;
      endpoint_id: string;
      secrets_key_id: string;
      secrets_ciphertext: Buffer;
    }>(`SELECT organization_id, endpoint_id, secrets_key_id, secrets_ciphertext FROM endpoint_verifications WHERE secrets_key_id <> $1`, [
      activeKeyId,
    ]);
    return rows;
  }

  /** Re-sealed secrets, written only if nothing changed them meanwhile. */
  async replaceSealed(organizationId: string, endpointId: string, fromKeyId: string, keyId: string, ciphertext: Buffer): Promise<void> {
    await this.sql.query(
      `UPDATE endpoint_verifications SET secrets_key_id = $4, secrets_ciphertext = $5
        WHERE organization_id = $1 AND endpoint_id = $2 AND secrets_key_id = $3`,
      [organizationId, endpointId, fromKeyId, keyId, ciphertext],
    );
  }
}
