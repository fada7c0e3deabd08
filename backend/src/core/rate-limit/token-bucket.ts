import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { metrics } from '../metrics/metrics';
import { REDIS_CLIENT } from '../queue/redis.provider';

/**
 * Refill, take and answer in one atomic script: one round trip, shared by every instance. Time
 * comes from Redis, so instances with skewed clocks agree.
 */
const TAKE_SCRIPT = `
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

@Injectable()
export class TokenBucket {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!('hookyardTake' in redis)) redis.defineCommand('hookyardTake', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  }

  /**
   * Takes one token from the bucket `name` (rate per second, burst). When Redis cannot answer,
   * the request passes (fail open: accepting webhooks matters more than limiting them) and the
   * fail-open metric counts it.
   */
  async take(limiter: string, name: string, ratePerSecond: number, burst: number): Promise<RateLimitDecision> {
    try {
      const take = (this.redis as unknown as { hookyardTake(key: string, rate: number, burst: number): Promise<TakeResult> }).hookyardTake;
      const [allowed, remaining, resetMs, retryMs] = await take.call(
        this.redis,
        `${this.config.redisPrefix}:rl:${limiter}:${name}`,
        ratePerSecond,
        burst,
      );
      return {
        allowed: allowed === 1,
        limit: burst,
        remaining,
        resetSeconds: Math.ceil(resetMs / 1000),
        retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)),
        failedOpen: false,
      };
    } catch {
      metrics.rateLimitFailOpen.inc({ limiter });
      return { allowed: true, limit: burst, remaining: burst, resetSeconds: 0, retryAfterSeconds: 0, failedOpen: true };
    }
  }
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
