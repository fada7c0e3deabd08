import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { RedisClient } from '../queue/redis';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { REDIS_CLIENT } from '../queue/redis.provider';

/** What carries a generation marker: an endpoint (ingest) or an API key (customer API). */
export type GenerationKind = 'endpoint' | 'apikey';

/** What a cached copy must still match: the marker key and the value it was read under. */
export interface GenerationCheck {
  key: string;
  generation: string;
}

/** Markers outlive any cache entry by far; one that expires only makes its entries reload. */
const MARKER_TTL_SECONDS = 86_400;
/** A bump that could not reach Redis is retried this often, for this long (well past the caches' TTL). */
const BUMP_RETRY_MS = 250;
const BUMP_RETRY_FOR_MS = 120_000;

/**
 * The marker's value, created when absent. An absent marker never confirms a cached copy (the
 * check compares against a value), so losing Redis's data only makes every instance reload.
 */
const CURRENT_SCRIPT = `
local value = redis.call('GET', KEYS[1])
if value then return value end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return ARGV[1]
`;

const fresh = () => randomBytes(12).toString('base64url');

/** Hash-tagged by the id, like the rate-limit bucket it is checked with (TokenBucket.takeIfCurrent). */
function generationKey(redisPrefix: string, kind: GenerationKind, id: string): string {
  return `${redisPrefix}:gen:${kind}:{${id}}`;
}

/** For processes without Nest (the CLI): one bump on a client of their own; false when Redis did not answer. */
export async function bumpGeneration(redis: RedisClient, redisPrefix: string, kind: GenerationKind, id: string): Promise<boolean> {
  return redis.set(generationKey(redisPrefix, kind, id), fresh(), 'EX', MARKER_TTL_SECONDS).then(
    () => true,
    () => false,
  );
}

/**
 * Generation markers (`<prefix>:gen:<kind>:{<id>}` in Redis, a random value each) that let every
 * instance cache endpoints and API keys without ever serving a stale one:
 *
 * - a reader reads the marker first, then PostgreSQL, and keeps both; a change committed in
 *   between can only make the copy look stale, never fresh;
 * - every change that matters sets a new random value after its commit ({@link bump});
 * - a cached copy is used only once Redis confirms the marker still holds its value, in the same
 *   script as the rate limit (TokenBucket.takeIfCurrent); when Redis cannot answer, callers read
 *   PostgreSQL instead.
 */
@Injectable()
export class Generations implements OnApplicationShutdown {
  private readonly logger = new Logger(Generations.name);
  private readonly retries = new Map<string, NodeJS.Timeout>();

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!('hookyardGeneration' in redis)) redis.defineCommand('hookyardGeneration', { numberOfKeys: 1, lua: CURRENT_SCRIPT });
  }

  key(kind: GenerationKind, id: string): string {
    return generationKey(this.config.redisPrefix, kind, id);
  }

  /** The marker's current value (created when absent), to be read BEFORE the row it will guard. Throws when Redis cannot answer. */
  async current(kind: GenerationKind, id: string): Promise<GenerationCheck> {
    const key = this.key(kind, id);
    const read = (this.redis as unknown as { hookyardGeneration(key: string, value: string, ttl: number): Promise<string> })
      .hookyardGeneration;
    return { key, generation: await read.call(this.redis, key, fresh(), MARKER_TTL_SECONDS) };
  }

  /**
   * After a committed change: a new random value, so every cached copy fails its next check on
   * every instance. Never throws; while Redis cannot be reached it keeps retrying in the background
   * (instances that cannot reach Redis do not use their caches meanwhile).
   */
  async bump(kind: GenerationKind, id: string): Promise<void> {
    const key = this.key(kind, id);
    clearTimeout(this.retries.get(key));
    this.retries.delete(key);
    if (await bumpGeneration(this.redis, this.config.redisPrefix, kind, id)) return;
    this.logger.warn(`could not bump ${key}; retrying in the background`);
    const giveUpAt = Date.now() + BUMP_RETRY_FOR_MS;
    const retry = () => {
      const timer = setTimeout(async () => {
        if (this.retries.get(key) !== timer) return;
        if (await bumpGeneration(this.redis, this.config.redisPrefix, kind, id)) this.retries.delete(key);
        else if (Date.now() < giveUpAt) retry();
        else {
          this.retries.delete(key);
          this.logger.error(`gave up bumping ${key}; cached copies expire within their TTL`);
        }
      }, BUMP_RETRY_MS);
      timer.unref();
      this.retries.set(key, timer);
    };
    retry();
  }

  onApplicationShutdown(): void {
    for (const timer of this.retries.values()) clearTimeout(timer);
    this.retries.clear();
  }
}
