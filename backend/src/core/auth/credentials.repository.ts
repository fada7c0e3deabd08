import { Injectable } from '@nestjs/common';
import type { AuditRecording } from '../audit/audit-trail.repository';
import { SqlExecutor } from '../database/sql';
import type { Role } from './roles';
import type { Scope } from './scopes';

/** Hours a dashboard session lives without a request (docs/http.md, Authentication). */
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
  id: string;
  user_id: string;
  organization_id: string;
  role: Role;
  csrf_token: string;
  last_seen_at: Date;
  restricted: boolean;
}

/** What a sign-in records of its session besides the token: where it came from, and whether it is restricted. */
export interface NewSession {
  tokenHash: Buffer;
  userId: string;
  csrfToken: string;
  userAgent: string | null;
  ip: string | null;
  restricted: boolean;
  /** Opened through the organization's single sign-on. */
  sso: boolean;
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

  /**
   * By credential, before any organization is known: the session of this token hash, unless idle
   * past its timeout, with its person's role in the session's organization. Read on every request
   * (never cached), so a changed role or a removed membership (whose sessions the foreign key
   * deletes with it) holds on the very next request on every instance.
   */
  async findLiveSessionByHash(tokenHash: Buffer): Promise<SessionRow | undefined> {
    const { rows } = await this.sql.query<SessionRow>(
      `SELECT s.id, s.user_id, s.organization_id, m.role, s.csrf_token, s.last_seen_at, s.restricted
         FROM sessions s JOIN memberships m ON m.organization_id = s.organization_id AND m.user_id = s.user_id
        WHERE s.token_hash = $1 AND s.last_seen_at > now() - make_interval(hours => $2)`,
      [tokenHash, SESSION_IDLE_HOURS],
    );
    return rows[0];
  }

  /** The session's and its membership's `last_seen_at` := now (the members list shows the latter). */
  async touchSession(organizationId: string, tokenHash: Buffer): Promise<void> {
    await this.sql.query(
      `WITH touched AS (
         UPDATE sessions SET last_seen_at = now() WHERE organization_id = $1 AND token_hash = $2 RETURNING user_id
       )
       UPDATE memberships m SET last_seen_at = now() FROM touched t WHERE m.organization_id = $1 AND m.user_id = t.user_id`,
      [organizationId, tokenHash],
    );
  }

  /**
   * Opens a session of a member (the foreign key to memberships refuses anyone else), the
   * membership seen now, with `record`'s audit entry in the same transaction when given; answers
   * the session's id.
   */
  async openSession(organizationId: string, session: NewSession, record?: AuditRecording<null>): Promise<string> {
    return this.sql.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `WITH opened AS (
           INSERT INTO sessions (token_hash, user_id, organization_id, csrf_token, user_agent, ip, restricted, sso, last_seen_at)
           VALUES ($2, $3, $1, $4, $5, $6, $7, $8, now()) RETURNING id
         ), seen AS (
           UPDATE memberships SET last_seen_at = now() WHERE organization_id = $1 AND user_id = $3
         )
         SELECT id FROM opened`,
        [
          organizationId,
          session.tokenHash,
          session.userId,
          session.csrfToken,
          session.userAgent,
          session.ip,
          session.restricted,
          session.sso,
        ],
      );
      await record?.(tx, null);
      return rows[0].id;
    });
  }

  /** Whether the session was opened through single sign-on (false for a session that is gone). */
  async openedBySso(organizationId: string, sessionId: string): Promise<boolean> {
    const { rows } = await this.sql.query<{ sso: boolean }>(`SELECT sso FROM sessions WHERE organization_id = $1 AND id = $2`, [
      organizationId,
      sessionId,
    ]);
    return rows[0]?.sso ?? false;
  }

  /** By credential (sign-out presents only its cookie): ends the session of this token hash. */
  async closeSessionByHash(tokenHash: Buffer): Promise<void> {
    await this.sql.query(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash]);
  }
}
