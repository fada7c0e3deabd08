import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { MicroBatch } from './micro-batch';

/**
 * Takes a slot for each (KEYS[i], ARGV[2 + i]) in turn, one answer (1 taken, 0 full) each; a slot of
 * a worker that died frees itself when its lease ends. One call serves the acquires of many
 * concurrent deliveries, so each is checked against the slots taken before it in the same call.
 */
const ACQUIRE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local lease = tonumber(ARGV[1])
local cap = tonumber(ARGV[2])
local taken = {}
for i, key in ipairs(KEYS) do
  local holder = ARGV[2 + i]
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZSCORE', key, holder) then
    taken[i] = 1
  elseif redis.call('ZCARD', key) >= cap then
    taken[i] = 0
  else
    redis.call('ZADD', key, now + lease, holder)
    redis.call('PEXPIRE', key, lease)
    taken[i] = 1
  end
end
return taken
`;

/** Longer than the longest delivery (60 s timeout) plus bookkeeping. */
const SLOT_LEASE_MS = 90_000;

/** Acquires (and releases) of concurrent deliveries that go to Redis together. */
const BATCH = { maxSize: 100, maxInFlight: 2 };

interface SlotRequest {
  key: string;
  holder: string;
}

type AcquireScript = (keyCount: number, ...keysAndArgs: (string | number)[]) => Promise<number[]>;

/**
 * Caps in-flight deliveries per destination across every worker (DESTINATION_CONCURRENCY), so a
 * slow or dead destination holds at most that many of the worker's slots and the rest keep
 * serving other destinations. The acquires of concurrent deliveries go to Redis as one script call
 * and their releases as one ZREM per destination: one command per batch instead of one per delivery.
 */
@Injectable()
export class DestinationSlots {
  private readonly acquires = new MicroBatch<SlotRequest, boolean>((requests) => this.acquireMany(requests), BATCH);
  private readonly releases = new MicroBatch<SlotRequest, void>((requests) => this.releaseMany(requests), BATCH);

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!('hookyardSlots' in redis)) redis.defineCommand('hookyardSlots', { lua: ACQUIRE_SCRIPT });
  }

  /** True when the delivery may run: the holder now has (or already had) one of the destination's slots. */
  acquire(destinationId: string, holder: string): Promise<boolean> {
    return this.acquires.submit({ key: this.key(destinationId), holder });
  }

  /** Gives the slot back; never throws (an unreleased slot frees itself when its lease ends). */
  release(destinationId: string, holder: string): Promise<void> {
    return this.releases.submit({ key: this.key(destinationId), holder });
  }

  private async acquireMany(requests: SlotRequest[]): Promise<boolean[]> {
    const script = (this.redis as unknown as { hookyardSlots: AcquireScript }).hookyardSlots;
    try {
      const taken = await script.call(
        this.redis,
        requests.length,
        ...requests.map(({ key }) => key),
        SLOT_LEASE_MS,
        this.config.destinationConcurrency,
        ...requests.map(({ holder }) => holder),
      );
      return taken.map((answer) => answer === 1);
    } catch {
      return requests.map(() => true); // without Redis there is no queue either; never block a delivery on the cap
    }
  }

  private async releaseMany(requests: SlotRequest[]): Promise<void[]> {
    const holdersByKey = new Map<string, string[]>();
    for (const { key, holder } of requests) {
      const holders = holdersByKey.get(key);
      if (holders) holders.push(holder);
      else holdersByKey.set(key, [holder]);
    }
    await Promise.all([...holdersByKey].map(([key, holders]) => this.redis.zrem(key, ...holders).catch(() => 0)));
    return requests.map(() => undefined);
  }

  private key(destinationId: string): string {
    return `${this.config.redisPrefix}:slots:${destinationId}`;
  }
}
