import { Injectable } from '@nestjs/common';
import { SqlExecutor } from '../database/sql';
import type { Scope } from './scopes';

/** Hours a dashboard session lives without a request (CONTRACT §2). */
export const SESSION_IDLE_HOURS = 12;

export interface ApiKeyRow {
  id: string;
  organization_id: string;
  scopes: Scope[];
  status: 'active' | 'revoked';
  expires_at: Date | null;
  last_used_at: Date | null;
}

export interface SessionRow {
  user_id: string;
  organization_id: string;
  csrf_token: string;
  last_seen_at: Date;
}

/**
 * The statements of the credentials a request presents: API keys and dashboard sessions, looked up
 * by the SHA-256 of the secret. A lookup by credential is how the organization becomes known, so it
 * cannot take one; every write that follows does.
 */
@Injectable()
export class CredentialsRepository {
  constructor(private readonly sql: SqlExecutor) {}

  /** By credential, before any organization is known: the key whose hash this is, in any organization. */
  async findApiKeyByHash(keyHash: Buffer): Promise<ApiKeyRow | undefined> {
    const { rows } = await this.sql.query<ApiKeyRow>(
      `SELECT id, organization_id, scopes, status, expires_at, last_used_at FROM api_keys WHERE key_hash = $1`,
      [keyHash],
    );
    return rows[0];
  }

  /** `last_used_at` := now, unless another instance wrote it within the last minute. */
  async touchApiKey(organizationId: string, apiKeyId: string): Promise<void> {
    await this.sql.query(
      `UPDATE api_keys SET last_used_at = now()
        WHERE organization_id = $1 AND id = $2 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
      [organizationId, apiKeyId],
    );
  }

  /** By credential, before any organization is known: the session of this token hash, unless idle past its timeout. */
  async findLiveSessionByHash(tokenHash: Buffer): Promise<SessionRow | undefined> {
    const { rows } = await this.sql.query<SessionRow>(
      `SELECT user_id, organization_id, csrf_token, last_seen_at FROM sessions
        WHERE token_hash = $1 AND last_seen_at > now() - make_interval(hours => $2)`,
      [tokenHash, SESSION_IDLE_HOURS],
    );
    return rows[0];
  }

  async touchSession(organizationId: string, tokenHash: Buffer): Promise<void> {
    await this.sql.query(`UPDATE sessions SET last_seen_at = now() WHERE organization_id = $1 AND token_hash = $2`, [
      organizationId,
      tokenHash,
    ]);
  }

  async openSession(organizationId: string, session: { tokenHash: Buffer; userId: string; csrfToken: string }): Promise<void> {
    await this.sql.query(
      `INSERT INTO sessions (token_hash, user_id, organization_id, csrf_token, last_seen_at) VALUES ($2, $3, $1, $4, now())`,
      [organizationId, session.tokenHash, session.userId, session.csrfToken],
    );
  }

  /** By credential (sign-out presents only its cookie): ends the session of this token hash. */
  async closeSessionByHash(tokenHash: Buffer): Promise<void> {
    await this.sql.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
  }
}
