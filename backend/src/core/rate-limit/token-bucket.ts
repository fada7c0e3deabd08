import { Inject, Injectable } from '@nestjs/common';
import type { RedisClient } from '../queue/redis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { GenerationCheck } from '../cache/generations';
import { metrics } from '../metrics/metrics';
import { REDIS_CLIENT } from '../queue/redis.provider';

/**
 * Refill, take and answer in one atomic script: one round trip, shared by every instance. Time
 * comes from Redis, so instances with skewed clocks agree. With a second key (a generation marker,
 * see core/cache/generations.ts) and its expected value, it first confirms that a cached copy of
 * the caller's endpoint or key is still current, and answers -1 without taking anything when not.
 */
const TAKE_SCRIPT = `
if KEYS[2] and redis.call('GET', KEYS[2]) ~= ARGV[3] then return { -1, 0, 0, 0 } end
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate / 1000)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rate) + 1000)
local retry_ms = 0
if allowed == 0 then retry_ms = math.ceil((1 - tokens) * 1000 / rate) end
return { allowed, math.floor(tokens), math.ceil((burst - tokens) * 1000 / rate), retry_ms }
`;

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds to wait before a refused request can pass. */
  retryAfterSeconds: number;
  /** Redis could not be asked and the request was let through. */
  failedOpen: boolean;
}

type TakeResult = [number, number, number, number];

/** takeIfCurrent: the cached copy could not be confirmed (its marker changed, or Redis did not answer); nothing was taken. */
export const UNCONFIRMED = 'unconfirmed';

interface TakeCommands {
  hookyardTake(key: string, rate: number, burst: number): Promise<TakeResult>;
  hookyardTakeIfCurrent(key: string, marker: string, rate: number, burst: number, generation: string): Promise<TakeResult>;
}

@Injectable()
export class TokenBucket {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!('hookyardTake' in redis)) {
      redis.defineCommand('hookyardTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
      redis.defineCommand('hookyardTakeIfCurrent', { numberOfKeys: 2, lua: TAKE_SCRIPT });
    }
  }

  private get commands(): TakeCommands {
    return this.redis as unknown as TakeCommands;
  }

  /** Hash-tagged by the bucket's name (an endpoint's or key's id), like its generation marker: one slot for both on a cluster. */
  private key(limiter: string, name: string): string {
    return `${this.config.redisPrefix}:rl:${limiter}:{${name}}`;
  }

  /**
   * Takes one token from the bucket `name` (rate per second, burst). When Redis cannot answer,
   * the request passes (fail open: accepting webhooks matters more than limiting them) and the
   * fail-open metric counts it.
   */
  async take(limiter: string, name: string, ratePerSecond: number, burst: number): Promise<RateLimitDecision> {
    try {
      return decision(await this.commands.hookyardTake(this.key(limiter, name), ratePerSecond, burst), burst);
    } catch {
      metrics.rateLimitFailOpen.inc({ limiter });
      return { allowed: true, limit: burst, remaining: burst, resetSeconds: 0, retryAfterSeconds: 0, failedOpen: true };
    }
  }

  /**
   * {@link take}, in the same round trip as confirming that a cached copy (of the endpoint or key
   * the bucket belongs to) is current. {@link UNCONFIRMED} when it is not, or when Redis could not
   * answer: the caller drops the copy and reads PostgreSQL; no token was taken.
   */
  async takeIfCurrent(
    limiter: string,
    name: string,
    ratePerSecond: number,
    burst: number,
    check: GenerationCheck,
  ): Promise<RateLimitDecision | typeof UNCONFIRMED> {
    try {
      const result = await this.commands.hookyardTakeIfCurrent(this.key(limiter, name), check.key, ratePerSecond, burst, check.generation);
      return result[0] === -1 ? UNCONFIRMED : decision(result, burst);
    } catch {
      return UNCONFIRMED;
    }
  }
}

function decision([allowed, remaining, resetMs, retryMs]: TakeResult, burst: number): RateLimitDecision {
  return {
    allowed: allowed === 1,
    limit: burst,
    remaining,
    resetSeconds: Math.ceil(resetMs / 1000),
    retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)),
    failedOpen: false,
  };
}

/** The IETF RateLimit header fields (and Retry-After when refused). */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': String(decision.remaining),
    'ratelimit-reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) headers['retry-after'] = String(decision.retryAfterSeconds);
  return headers;
}
