import type { RateLimitDecision, TokenBucket } from '../rate-limit/token-bucket';
import { UNCONFIRMED } from '../rate-limit/token-bucket';
import type { GenerationKind, Generations } from './generations';
import { VerifiedCache } from './verified-cache';

/** Attempts with the cache before one request falls back to PostgreSQL alone (a change per attempt). */
const CACHE_ATTEMPTS = 3;

/** A credential that passed, with its rate-limit bucket's answer (the caller answers 429 when not allowed). */
export interface CredentialAdmission<T> {
  value: T;
  decision: RateLimitDecision;
}

export interface ConfirmedCredentialsOptions<T> {
  /** Its generation marker (`<prefix>:gen:<kind>:{<id>}`) and rate-limit bucket. */
  kind: GenerationKind;
  limiter: string;
  ttlMs: number;
  maxEntries: number;
  id(value: T): string;
  limits(value: T): { rate: number; burst: number };
  /** A cached copy that must be read again before it is used (an API key past its cached expiry). */
  stale?(value: T): boolean;
}

/**
 * The admission of a credential (an ingest endpoint's token, an API key): its row, cached per
 * instance by the credential's hash, plus a token from its rate-limit bucket. A cached copy is used
 * only when the token-bucket script confirms its generation marker in the same round trip; when it
 * cannot (the row changed, or Redis did not answer) nothing was taken, the copy is dropped and the
 * row read again, so a rotation, a revoke or a disable holds on the very next request on every
 * instance. Without Redis: the row from PostgreSQL on every request, and the limiter fails open.
 * See docs/architecture.md, Credential caches.
 */
export class ConfirmedCredentials<T> {
  private readonly cache: VerifiedCache<T>;

  constructor(
    private readonly bucket: TokenBucket,
    private readonly generations: Generations,
    private readonly options: ConfirmedCredentialsOptions<T>,
  ) {
    this.cache = new VerifiedCache({ ttlMs: options.ttlMs, maxEntries: options.maxEntries });
  }

  /** The copy this instance holds under `cacheKey`, not yet confirmed (see speculative reads). */
  peek(cacheKey: string): T | undefined {
    return this.cache.enabled ? this.cache.get(cacheKey)?.value : undefined;
  }

  /** `read` reads the row from PostgreSQL, throwing the credential's refusal (401, 403, …) when it does not pass. */
  async admit(cacheKey: string, read: () => Promise<T>): Promise<CredentialAdmission<T>> {
    for (let attempt = 0; attempt < CACHE_ATTEMPTS && this.cache.enabled; attempt++) {
      const entry = this.cache.get(cacheKey) ?? (await this.load(cacheKey, read));
      const value = entry.value;
      if (entry.generation === null) return { value, decision: await this.take(value) };
      if (this.options.stale?.(value)) {
        this.cache.delete(cacheKey); // read again: PostgreSQL tells why it no longer passes
        continue;
      }
      const id = this.options.id(value);
      const { rate, burst } = this.options.limits(value);
      const decision = await this.bucket.takeIfCurrent(this.options.limiter, id, rate, burst, {
        key: this.generations.key(this.options.kind, id),
        generation: entry.generation,
      });
      if (decision !== UNCONFIRMED) return { value, decision };
      this.cache.delete(cacheKey);
    }
    const value = await read();
    return { value, decision: await this.take(value) };
  }

  /**
   * Marker first, row second, then cached: a change committed between the two reads bumps the marker
   * after the row was read, so the entry can only look stale. Without Redis: the row, uncached.
   */
  private async load(cacheKey: string, read: () => Promise<T>): Promise<{ value: T; generation: string | null }> {
    const found = await read();
    let generation: string;
    try {
      generation = (await this.generations.current(this.options.kind, this.options.id(found))).generation;
    } catch {
      return { value: found, generation: null };
    }
    return this.cache.set(cacheKey, await read(), generation);
  }

  private take(value: T): Promise<RateLimitDecision> {
    const { rate, burst } = this.options.limits(value);
    return this.bucket.take(this.options.limiter, this.options.id(value), rate, burst);
  }
}
