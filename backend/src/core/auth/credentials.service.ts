import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { API_KEY_PATTERN, sha256 } from '../crypto/tokens';
import { problems } from '../http/problem';
import type { AuthContext } from './auth-context';
import { ALL_SCOPES, Scope } from './scopes';

export const SESSION_COOKIE = 'hookyard_session';
export const SESSION_IDLE_HOURS = 12;
const TOUCH_AFTER_MS = 60_000;

interface KeyRow {
  id: string;
  organization_id: string;
  scopes: Scope[];
  status: 'active' | 'revoked';
  expires_at: Date | null;
  last_used_at: Date | null;
}

interface SessionRow {
  user_id: string;
  organization_id: string;
  csrf_token: string;
  last_seen_at: Date;
}

/**
 * Resolves bearer keys and session cookies to an AuthContext. Both are read from PostgreSQL on
 * every request, so a revoke, an expiry or a logout holds on the very next request everywhere.
 */
@Injectable()
export class CredentialsService {
  private readonly logger = new Logger(CredentialsService.name);

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async fromApiKey(rawKey: string): Promise<AuthContext> {
    if (!API_KEY_PATTERN.test(rawKey)) throw problems.invalidApiKey();
    const [key] = (await this.db.query(
      `SELECT id, organization_id, scopes, status, expires_at, last_used_at FROM api_keys WHERE key_hash = $1`,
      [sha256(rawKey)],
    )) as KeyRow[];
    if (!key) throw problems.invalidApiKey();
    if (key.status === 'revoked') throw problems.apiKeyRevoked();
    const now = Date.now();
    if (key.expires_at && key.expires_at.getTime() <= now) throw problems.apiKeyExpired();
    if (!key.last_used_at || now - key.last_used_at.getTime() >= TOUCH_AFTER_MS) await this.touchKey(key.id);
    return { organizationId: key.organization_id, kind: 'api_key', scopes: key.scopes, userId: null, apiKeyId: key.id, csrfToken: null };
  }

  async fromSession(token: string | undefined): Promise<AuthContext | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = sha256(token);
    const [session] = (await this.db.query(
      `SELECT user_id, organization_id, csrf_token, last_seen_at FROM sessions
        WHERE token_hash = $1 AND last_seen_at > now() - make_interval(hours => $2)`,
      [tokenHash, SESSION_IDLE_HOURS],
    )) as SessionRow[];
    if (!session) return null;
    if (Date.now() - session.last_seen_at.getTime() >= TOUCH_AFTER_MS) {
      await this.db.query(`UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1`, [tokenHash]);
    }
    return {
      organizationId: session.organization_id,
      kind: 'session',
      scopes: ALL_SCOPES,
      userId: session.user_id,
      apiKeyId: null,
      csrfToken: session.csrf_token,
    };
  }

  /**
   * `last_used_at` at most once a minute per key; the conditional UPDATE keeps instances from racing.
   * Awaited, so the first use is visible to the very next read; a failure only logs.
   */
  private async touchKey(id: string): Promise<void> {
    await this.db
      .query(
        `UPDATE api_keys SET last_used_at = now()
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
        [id],
      )
      .catch((error: Error) => this.logger.warn(`could not record key use: ${error.message}`));
  }
}
