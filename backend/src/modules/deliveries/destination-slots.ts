import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';

/** Holds a slot while a delivery runs; a slot of a worker that died frees itself when its lease ends. */
const ACQUIRE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 1 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1
`;

/** Longer than the longest delivery (60 s timeout) plus bookkeeping. */
const SLOT_LEASE_MS = 90_000;

/**
 * Caps in-flight deliveries per destination across every worker (DESTINATION_CONCURRENCY), so a
 * slow or dead destination holds at most that many of the worker's slots and the rest keep
 * serving other destinations.
 */
@Injectable()
export class DestinationSlots {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!('hookyardSlot' in redis)) redis.defineCommand('hookyardSlot', { numberOfKeys: 1, lua: ACQUIRE_SCRIPT });
  }

  async acquire(destinationId: string, holder: string): Promise<boolean> {
    const slot = (this.redis as unknown as { hookyardSlot(key: string, holder: string, lease: number, cap: number): Promise<number> })
      .hookyardSlot;
    try {
      return (await slot.call(this.redis, this.key(destinationId), holder, SLOT_LEASE_MS, this.config.destinationConcurrency)) === 1;
    } catch {
      return true; // without Redis there is no queue either; never block a delivery on the cap
    }
  }

  async release(destinationId: string, holder: string): Promise<void> {
    await this.redis.zrem(this.key(destinationId), holder).catch(() => undefined);
  }

  private key(destinationId: string): string {
    return `${this.config.redisPrefix}:slots:${destinationId}`;
  }
}
