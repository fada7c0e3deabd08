import { Inject, Injectable, Logger } from '@nestjs/common';
import { Generations } from '../cache/generations';
import { VerifiedCache } from '../cache/verified-cache';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { API_KEY_PATTERN, sha256 } from '../crypto/tokens';
import { SqlExecutor } from '../database/sql';
import { problems } from '../http/problem';
import { RateLimitDecision, TokenBucket, UNCONFIRMED } from '../rate-limit/token-bucket';
import type { AuthContext } from './auth-context';
import { ALL_SCOPES, Scope } from './scopes';

export const SESSION_COOKIE = 'hookyard_session';
export const SESSION_IDLE_HOURS = 12;
const TOUCH_AFTER_MS = 60_000;
/** Active keys an instance keeps by key hash; each use is confirmed against Redis first. */
const KEY_CACHE_SIZE = 10_000;
/** Attempts with the cache before one request falls back to PostgreSQL alone (a change per attempt). */
const CACHE_ATTEMPTS = 3;

interface KeyRow {
  id: string;
  organization_id: string;
  scopes: Scope[];
  status: 'active' | 'revoked';
  expires_at: Date | null;
  last_used_at: Date | null;
}

/** A usable key: active and not expired when read. */
interface ActiveKey {
  auth: AuthContext;
  expiresAt: number | null;
  /** When last_used_at was last written (or read), by this instance. */
  lastUsedAt: number | null;
  /** The pending (or last) last_used_at write, which every request awaits: the first use is visible at once. */
  touch: Promise<void>;
  /** Its last request on this instance was refused, or took the bucket's last token. */
  throttled: boolean;
}

/** A bearer key that passed, with its bucket's answer (the guard answers 429 when not allowed). */
export interface ApiKeyAdmission {
  auth: AuthContext;
  decision: RateLimitDecision;
}

interface SessionRow {
  user_id: string;
  organization_id: string;
  csrf_token: string;
  last_seen_at: Date;
}

/**
 * Resolves bearer keys and session cookies to an AuthContext. Sessions are read from PostgreSQL on
 * every request. Active API keys are cached per instance by key hash, with the generation marker
 * read before the row; a hit is used only when the per-key rate-limit script confirms the marker
 * in the same round trip (revoke bumps it), and expiry is checked on the cached expires_at. So a
 * revoke, an expiry or a logout holds on the very next request everywhere; when Redis cannot
 * answer, keys are read from PostgreSQL as before.
 */
@Injectable()
export class CredentialsService {
  private readonly logger = new Logger(CredentialsService.name);
  private readonly keys: VerifiedCache<ActiveKey>;

  constructor(
    private readonly sql: SqlExecutor,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bucket: TokenBucket,
    private readonly generations: Generations,
  ) {
    this.keys = new VerifiedCache({ ttlMs: config.credentialCacheTtlMs, maxEntries: KEY_CACHE_SIZE });
  }

  /**
   * `admission`: 401 (invalid, revoked, expired), else the key's context and a token taken from its
   * bucket. `cached`, meanwhile: the context of the key's copy in this instance's cache, not yet
   * confirmed; work that only reads may start on it while the round trip to Redis confirms it, and
   * must be thrown away unless `admission` resolves. Null when there is no usable copy, or when the
   * key's last request here was refused or took its bucket's last token (a throttled caller makes
   * no work start early).
   */
  admitApiKey(rawKey: string): { cached: AuthContext | null; admission: Promise<ApiKeyAdmission> } {
    if (!API_KEY_PATTERN.test(rawKey)) return { cached: null, admission: Promise.reject(problems.invalidApiKey()) };
    const keyHash = sha256(rawKey);
    const cacheKey = keyHash.toString('latin1');
    const copy = this.keys.enabled ? this.keys.get(cacheKey)?.value : undefined;
    const usable = copy && !copy.throttled && (copy.expiresAt === null || copy.expiresAt > Date.now());
    return { cached: usable ? copy.auth : null, admission: this.admit(keyHash, cacheKey) };
  }

  private async admit(keyHash: Buffer, cacheKey: string): Promise<ApiKeyAdmission> {
    for (let attempt = 0; attempt < CACHE_ATTEMPTS && this.keys.enabled; attempt++) {
      const entry = this.keys.get(cacheKey) ?? (await this.loadKey(keyHash, cacheKey));
      const key = entry.value;
      if (entry.generation === null) return this.admitUncached(key);
      if (key.expiresAt !== null && key.expiresAt <= Date.now()) {
        this.keys.delete(cacheKey); // read again: PostgreSQL tells revoked from expired
        continue;
      }
      const decision = await this.bucket.takeIfCurrent('api', key.auth.apiKeyId!, this.config.apiRatePerSecond, this.config.apiRateBurst, {
        key: this.generations.key('apikey', key.auth.apiKeyId!),
        generation: entry.generation,
      });
      if (decision === UNCONFIRMED) {
        this.keys.delete(cacheKey);
        continue;
      }
      key.throttled = !decision.allowed || decision.remaining < 1;
      await this.touchIfDue(key);
      return { auth: key.auth, decision };
    }
    return this.admitUncached(await this.findKey(keyHash));
  }

  async fromSession(token: string | undefined): Promise<AuthContext | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = sha256(token);
    const {
      rows: [session],
    } = await this.sql.query<SessionRow>(
      `SELECT user_id, organization_id, csrf_token, last_seen_at FROM sessions
        WHERE token_hash = $1 AND last_seen_at > now() - make_interval(hours => $2)`,
      [tokenHash, SESSION_IDLE_HOURS],
    );
    if (!session) return null;
    if (Date.now() - session.last_seen_at.getTime() >= TOUCH_AFTER_MS) {
      await this.sql.query(`UPDATE sessions SET last_seen_at = now() WHERE token_hash = $1`, [tokenHash]);
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

  /** Marker first, row second, then cached (see Generations). Without Redis: the row, uncached. */
  private async loadKey(keyHash: Buffer, cacheKey: string): Promise<{ value: ActiveKey; generation: string | null }> {
    const found = await this.findKey(keyHash);
    let generation: string;
    try {
      generation = (await this.generations.current('apikey', found.auth.apiKeyId!)).generation;
    } catch {
      return { value: found, generation: null };
    }
    return this.keys.set(cacheKey, await this.findKey(keyHash), generation);
  }

  private async findKey(keyHash: Buffer): Promise<ActiveKey> {
    const {
      rows: [key],
    } = await this.sql.query<KeyRow>(
      `SELECT id, organization_id, scopes, status, expires_at, last_used_at FROM api_keys WHERE key_hash = $1`,
      [keyHash],
    );
    if (!key) throw problems.invalidApiKey();
    if (key.status === 'revoked') throw problems.apiKeyRevoked();
    if (key.expires_at && key.expires_at.getTime() <= Date.now()) throw problems.apiKeyExpired();
    return {
      auth: { organizationId: key.organization_id, kind: 'api_key', scopes: key.scopes, userId: null, apiKeyId: key.id, csrfToken: null },
      expiresAt: key.expires_at?.getTime() ?? null,
      lastUsedAt: key.last_used_at?.getTime() ?? null,
      touch: Promise.resolve(),
      throttled: false,
    };
  }

  private async admitUncached(key: ActiveKey): Promise<ApiKeyAdmission> {
    await this.touchIfDue(key);
    const decision = await this.bucket.take('api', key.auth.apiKeyId!, this.config.apiRatePerSecond, this.config.apiRateBurst);
    return { auth: key.auth, decision };
  }

  /**
   * `last_used_at` on first use and then at most once a minute per key: tracked per instance, and
   * the conditional UPDATE keeps instances from racing. Awaited, so the first use is visible to the
   * very next read; a failure only logs.
   */
  private touchIfDue(key: ActiveKey): Promise<void> {
    const now = Date.now();
    if (key.lastUsedAt === null || now - key.lastUsedAt >= TOUCH_AFTER_MS) {
      key.lastUsedAt = now;
      key.touch = this.sql
        .query(
          `UPDATE api_keys SET last_used_at = now()
            WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
          [key.auth.apiKeyId],
        )
        .then(
          () => undefined,
          (error: Error) => this.logger.warn(`could not record key use: ${error.message}`),
        );
    }
    return key.touch;
  }
}
