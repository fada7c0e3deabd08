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

/**
 * Gives back each slot (KEYS[i], ARGV[2i]) and, where ARGV[2i + 1] names a next holder, hands it over
 * to that holder in the same step: one answer each, 1 when the slot was handed over. A slot that was
 * no longer held (its lease ran out) is not handed over, so a handover never takes a slot past the cap.
 */
const RELEASE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local lease = tonumber(ARGV[1])
local handed = {}
for i, key in ipairs(KEYS) do
  local removed = redis.call('ZREM', key, ARGV[2 * i])
  local next = ARGV[2 * i + 1]
  handed[i] = 0
  if removed == 1 and next ~= '' then
    redis.call('ZADD', key, now + lease, next)
    redis.call('PEXPIRE', key, lease)
    handed[i] = 1
  end
end
return handed
`;

/** Longer than the longest delivery (60 s timeout) plus bookkeeping. */
const SLOT_LEASE_MS = 90_000;

/** Acquires (and releases) of concurrent deliveries that go to Redis together. */
const BATCH = { maxSize: 100, maxInFlight: 2 };

interface SlotRequest {
  key: string;
  holder: string;
}

interface Release extends SlotRequest {
  /** Who takes the slot over in the same step ('' for nobody). */
  next: string;
}

type SlotScript = (keyCount: number, ...keysAndArgs: (string | number)[]) => Promise<number[]>;

/** 'handed': the waiter holds the slot now; 'retry': it asks Redis again; 'gave-up': its wait is over. */
type WaitOutcome = 'handed' | 'retry' | 'gave-up';

/** A delivery waiting in this process for a slot of a full destination. */
interface Waiter {
  holder: string;
  /** Ends the wait at its deadline. */
  timer: NodeJS.Timeout;
  wake: (outcome: WaitOutcome) => void;
}

/** What this process knows of one destination's slots: those it holds, who waits, how fast they free up. */
interface LocalSlots {
  /** When this process took its first slot of the destination (since it last held none). */
  since: number;
  held: Set<string>;
  waiters: Waiter[];
  /** Slots this process gave back in the current and the previous second (`second`: the current one). */
  second: number;
  releasedNow: number;
  releasedBefore: number;
}

/**
 * Caps in-flight deliveries per destination across every worker (DESTINATION_CONCURRENCY), so a
 * slow or dead destination holds at most that many of the worker's slots and the rest keep
 * serving other destinations. The acquires of concurrent deliveries go to Redis as one script call
 * and their releases as another: one command per batch instead of one per delivery.
 *
 * A delivery refused a slot may wait for one (`waitFor`) instead of going back to the queue, but
 * only where waiting pays: while this process holds slots of that destination (only those can be
 * handed over here), and, once it has held them for a second, with no more deliveries waiting than
 * it gave back over about the last second (a hung destination gives back none). A slot given back
 * goes to the first waiting delivery in the same Redis call. A burst to one busy but fast destination
 * is thus worked through without each delivery past the cap going round the queue, while the
 * deliveries of a hung one go back to the queue.
 */
@Injectable()
export class DestinationSlots {
  private readonly acquires = new MicroBatch<SlotRequest, boolean>((requests) => this.acquireMany(requests), BATCH);
  private readonly releases = new MicroBatch<Release, boolean>((releases) => this.releaseMany(releases), BATCH);
  private readonly local = new Map<string, LocalSlots>();
  private closed = false;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!('hookyardSlots' in redis)) redis.defineCommand('hookyardSlots', { lua: ACQUIRE_SCRIPT });
    if (!('hookyardSlotsRelease' in redis)) redis.defineCommand('hookyardSlotsRelease', { lua: RELEASE_SCRIPT });
  }

  /** True when the delivery may run: the holder now has (or already had) one of the destination's slots. */
  async acquire(destinationId: string, holder: string): Promise<boolean> {
    const key = this.key(destinationId);
    if (!(await this.acquires.submit({ key, holder }))) return false;
    this.localOf(key).held.add(holder);
    return true;
  }

  /**
   * After a refused acquire: waits up to `waitMs` for a slot this process gives back, where waiting
   * pays (see above). True once the holder has a slot, false when it should go back to the queue.
   */
  async waitFor(destinationId: string, holder: string, waitMs: number): Promise<boolean> {
    const key = this.key(destinationId);
    const deadline = Date.now() + waitMs;
    for (;;) {
      const outcome = await this.waitForHandover(key, holder, deadline);
      if (outcome !== 'retry') return outcome === 'handed';
      if (await this.acquire(destinationId, holder)) return true;
    }
  }

  /**
   * Gives the slot back, or hands it over to the first holder waiting for it; never throws (a slot
   * not given back frees itself when its lease ends).
   */
  async release(destinationId: string, holder: string): Promise<void> {
    const key = this.key(destinationId);
    const local = this.localOf(key);
    local.held.delete(holder);
    this.countRelease(local);
    const waiter = local.waiters.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      local.held.add(waiter.holder); // the waiter's, unless the handover fails
    } else this.forgetIfIdle(key, local);
    const handed = await this.releases.submit({ key, holder, next: waiter?.holder ?? '' });
    if (!waiter) return;
    if (!handed) {
      local.held.delete(waiter.holder);
      this.forgetIfIdle(key, local);
    }
    waiter.wake(handed ? 'handed' : 'retry');
  }

  /** Nothing waits any longer: waiting and later refused holders give up at once (the worker is stopping). */
  close(): void {
    this.closed = true;
    for (const [key, local] of this.local) {
      for (const waiter of local.waiters.splice(0)) {
        clearTimeout(waiter.timer);
        waiter.wake('gave-up');
      }
      this.forgetIfIdle(key, local);
    }
  }

  private waitForHandover(key: string, holder: string, deadline: number): Promise<WaitOutcome> {
    const local = this.localOf(key);
    const left = deadline - Date.now();
    // In its first second here a destination has no record of slots given back yet: anyone may wait.
    const worthWaiting = Date.now() - local.since < 1000 ? Infinity : this.recentReleases(local);
    if (this.closed || left <= 0 || local.held.size === 0 || local.waiters.length >= worthWaiting) {
      this.forgetIfIdle(key, local);
      return Promise.resolve('gave-up');
    }
    return new Promise((wake) => {
      const waiter: Waiter = {
        holder,
        wake,
        timer: setTimeout(() => {
          local.waiters.splice(local.waiters.indexOf(waiter), 1);
          this.forgetIfIdle(key, local);
          wake('gave-up');
        }, left),
      };
      local.waiters.push(waiter);
    });
  }

  private forgetIfIdle(key: string, local: LocalSlots): void {
    if (local.held.size === 0 && local.waiters.length === 0 && this.local.get(key) === local) this.local.delete(key);
  }

  private localOf(key: string): LocalSlots {
    let local = this.local.get(key);
    if (!local) {
      local = { since: Date.now(), held: new Set(), waiters: [], second: 0, releasedNow: 0, releasedBefore: 0 };
      this.local.set(key, local);
    }
    return local;
  }

  private countRelease(local: LocalSlots): void {
    this.recentReleases(local);
    local.releasedNow++;
  }

  /** Slots given back over the last one to two seconds. */
  private recentReleases(local: LocalSlots): number {
    const second = Math.floor(Date.now() / 1000);
    if (second !== local.second) {
      local.releasedBefore = second === local.second + 1 ? local.releasedNow : 0;
      local.releasedNow = 0;
      local.second = second;
    }
    return local.releasedNow + local.releasedBefore;
  }

  private async acquireMany(requests: SlotRequest[]): Promise<boolean[]> {
    const taken = await this.runScript('hookyardSlots', requests, [SLOT_LEASE_MS, this.config.destinationConcurrency], ({ holder }) => [
      holder,
    ]);
    // without Redis there is no queue either; never block a delivery on the cap
    return taken ? taken.map((answer) => answer === 1) : requests.map(() => true);
  }

  /** Answers, for each release, whether its slot went to the next holder. */
  private async releaseMany(releases: Release[]): Promise<boolean[]> {
    const handed = await this.runScript('hookyardSlotsRelease', releases, [SLOT_LEASE_MS], ({ holder, next }) => [holder, next]);
    return handed ? handed.map((answer) => answer === 1) : releases.map(() => false);
  }

  /** One call of a slots script over `requests` (their keys, then `args`, then each one's own arguments); null when Redis failed. */
  private async runScript<R extends SlotRequest>(
    name: 'hookyardSlots' | 'hookyardSlotsRelease',
    requests: R[],
    args: number[],
    own: (request: R) => string[],
  ): Promise<number[] | null> {
    const script = (this.redis as unknown as Record<typeof name, SlotScript>)[name];
    try {
      return await script.call(this.redis, requests.length, ...requests.map(({ key }) => key), ...args, ...requests.flatMap(own));
    } catch {
      return null;
    }
  }

  private key(destinationId: string): string {
    return `${this.config.redisPrefix}:slots:${destinationId}`;
  }
}
