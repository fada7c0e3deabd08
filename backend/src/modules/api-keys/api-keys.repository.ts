import { Injectable } from '@nestjs/common';
import type { AuditRecording } from '../../core/audit/audit-trail.repository';
import type { Scope } from '../../core/auth/scopes';
import { SqlExecutor } from '../../core/database/sql';
import { ApiKey, ApiKeyStatus } from './api-key.entity';

/** An API key as read back: every column but the key's hash, which only the credential lookup reads. */
interface ApiKeyRow {
  id: string;
  organization_id: string;
  created_by_user_id: string | null;
  name: string;
  prefix: string;
  scopes: Scope[];
  status: ApiKeyStatus;
  expires_at: Date | null;
  last_used_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, organization_id, created_by_user_id, name, prefix, scopes, status, expires_at, last_used_at, revoked_at, created_at';

/** The key of a row; `keyHash` is never read back (it was TypeORM's `select: false`), so it is left out. */
function apiKeyOf(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    organizationId: row.organization_id,
    createdByUserId: row.created_by_user_id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    status: row.status,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    createdAt: row.created_at,
  } as ApiKey;
}

/** The statements of API key management (the lookup of a presented key: core/auth/credentials.repository.ts). */
@Injectable()
export class ApiKeysRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /** The new key (as given, with its organization and creation time), with `record`'s audit entry in the same transaction. */
  create(organizationId: string, key: Omit<ApiKey, 'organizationId' | 'createdAt'>, record: AuditRecording<ApiKey>): Promise<ApiKey> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ created_at: Date }>(
        `INSERT INTO api_keys (id, organization_id, created_by_user_id, name, key_hash, prefix, scopes, status, expires_at, last_used_at, revoked_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         RETURNING created_at`,
        [
          key.id,
          organizationId,
          key.createdByUserId,
          key.name,
          key.keyHash,
          key.prefix,
          key.scopes,
          key.status,
          key.expiresAt,
          key.lastUsedAt,
          key.revokedAt,
        ],
      );
      const saved: ApiKey = { ...key, organizationId, createdAt: rows[0].created_at };
      await record(tx, saved);
      return saved;
    });
  }

  /** Newest first. */
  async list(organizationId: string): Promise<ApiKey[]> {
    const { rows } = await this.sql.query<ApiKeyRow>(
      `SELECT ${COLUMNS} FROM api_keys WHERE organization_id = $1 ORDER BY created_at DESC, id DESC`,
      [organizationId],
    );
    return rows.map(apiKeyOf);
  }

  async find(organizationId: string, id: string): Promise<ApiKey | null> {
    const { rows } = await this.sql.query<ApiKeyRow>(`SELECT ${COLUMNS} FROM api_keys WHERE organization_id = $1 AND id = $2`, [
      organizationId,
      id,
    ]);
    return rows[0] ? apiKeyOf(rows[0]) : null;
  }

  /** False when the key was not active (already revoked); else revoked, with `record`'s entry in the same transaction. */
  revoke(organizationId: string, id: string, record: AuditRecording<ApiKey>): Promise<boolean> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<ApiKeyRow>(
        `UPDATE api_keys SET status = 'revoked', revoked_at = now()
          WHERE organization_id = $1 AND id = $2 AND status = 'active'
      RETURNING ${COLUMNS}`,
        [organizationId, id],
      );
      if (!rows[0]) return false;
      await record(tx, apiKeyOf(rows[0]));
      return true;
    });
  }
}
