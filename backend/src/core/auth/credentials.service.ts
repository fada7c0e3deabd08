import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfirmedCredentials } from '../cache/confirmed-credentials';
import { Generations } from '../cache/generations';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { API_KEY_PATTERN, sha256 } from '../crypto/tokens';
import { problems } from '../http/problem';
import { RateLimitDecision, TokenBucket } from '../rate-limit/token-bucket';
import type { AuthContext } from './auth-context';
import { CredentialsRepository } from './credentials.repository';
import { ALL_SCOPES } from './scopes';

export const SESSION_COOKIE = 'hookyard_session';
const TOUCH_AFTER_MS = 60_000;
/** Active keys an instance keeps by key hash; each use is confirmed against Redis first. */
const KEY_CACHE_SIZE = 10_000;

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

/**
 * Resolves bearer keys and session cookies to an AuthContext. Sessions are read from PostgreSQL on
 * every request, with the person's role (so a role change or a removal holds at once everywhere). Active API keys are cached per instance by key hash, with the generation marker
 * read before the row; a hit is used only when the per-key rate-limit script confirms the marker
 * in the same round trip (revoke bumps it), and expiry is checked on the cached expires_at. So a
 * revoke, an expiry or a logout holds on the very next request everywhere; when Redis cannot
 * answer, keys are read from PostgreSQL as before.
 */
@Injectable()
export class CredentialsService {
  private readonly logger = new Logger(CredentialsService.name);
  private readonly keys: ConfirmedCredentials<ActiveKey>;

  constructor(
    private readonly repository: CredentialsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
    bucket: TokenBucket,
    generations: Generations,
  ) {
    this.keys = new ConfirmedCredentials(bucket, generations, {
      kind: 'apikey',
      limiter: 'api',
      ttlMs: config.credentialCacheTtlMs,
      maxEntries: KEY_CACHE_SIZE,
      id: (key) => key.auth.apiKeyId!,
      limits: () => ({ rate: config.apiRatePerSecond, burst: config.apiRateBurst }),
      stale: (key) => key.expiresAt !== null && key.expiresAt <= Date.now(),
    });
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
    const copy = this.keys.peek(cacheKey);
    const usable = copy && !copy.throttled && (copy.expiresAt === null || copy.expiresAt > Date.now());
    return { cached: usable ? copy.auth : null, admission: this.admit(keyHash, cacheKey) };
  }

  private async admit(keyHash: Buffer, cacheKey: string): Promise<ApiKeyAdmission> {
    const { value: key, decision } = await this.keys.admit(cacheKey, () => this.findKey(keyHash));
    key.throttled = !decision.allowed || decision.remaining < 1;
    await this.touchIfDue(key);
    return { auth: key.auth, decision };
  }

  async fromSession(token: string | undefined): Promise<AuthContext | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = sha256(token);
    const session = await this.repository.findLiveSessionByHash(tokenHash);
    if (!session) return null;
    if (Date.now() - session.last_seen_at.getTime() >= TOUCH_AFTER_MS) {
      await this.repository.touchSession(session.organization_id, tokenHash);
    }
    return {
      organizationId: session.organization_id,
      kind: 'session',
      scopes: ALL_SCOPES,
      userId: session.user_id,
      apiKeyId: null,
      role: session.role,
      csrfToken: session.csrf_token,
      sessionId: session.id,
      restricted: session.restricted,
    };
  }

  private async findKey(keyHash: Buffer): Promise<ActiveKey> {
    const key = await this.repository.findApiKeyByHash(keyHash);
    if (!key) throw problems.invalidApiKey();
    if (key.status === 'revoked') throw problems.apiKeyRevoked();
    if (key.expires_at && key.expires_at.getTime() <= Date.now()) throw problems.apiKeyExpired();
    return {
      auth: {
        organizationId: key.organization_id,
        kind: 'api_key',
        scopes: key.scopes,
        userId: null,
        apiKeyId: key.id,
        role: null,
        csrfToken: null,
        sessionId: null,
        restricted: false,
      },
      expiresAt: key.expires_at?.getTime() ?? null,
      lastUsedAt: key.last_used_at?.getTime() ?? null,
      touch: Promise.resolve(),
      throttled: false,
    };
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
      key.touch = this.repository.touchApiKey(key.auth.organizationId, key.auth.apiKeyId!).then(
        () => undefined,
        (error: Error) => this.logger.warn(`could not record key use: ${error.message}`),
      );
    }
    return key.touch;
  }
}
