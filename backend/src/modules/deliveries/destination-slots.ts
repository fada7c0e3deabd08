import { Inject, Injectable } from '@nestjs/common';
import { Cluster } from 'ioredis';
import type { RedisClient } from '../../core/queue/redis';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { metrics } from '../../core/metrics/metrics';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { MicroBatch } from '../../core/concurrency/micro-batch';

/**
 * Takes a slot for each delivery i, one answer each (1 taken, 0 destination full, -1 organization
 * full): its destination's sorted set is KEYS[3i - 2], its organization's KEYS[3i - 1], the count of
 * the destination's consecutive timeouts KEYS[3i] (from SLOW_DESTINATION_TIMEOUTS on, the
 * destination gets one delivery at a time), its holder ARGV[4 + 2i - 1], and ARGV[4 + 2i] is '1'
 * when the organization is known (else its cap is not checked). A slot of a worker that died frees
 * itself when its lease ends. One call serves the acquires of many concurrent deliveries, so each is
 * checked against the slots taken before it in the same call.
 */
const ACQUIRE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local lease = tonumber(ARGV[1])
local cap = tonumber(ARGV[2])
local organizationCap = tonumber(ARGV[3])
local backoffAfter = tonumber(ARGV[4])
local taken = {}
for i = 1, #KEYS / 3 do
  local key, organization, timeouts = KEYS[3 * i - 2], KEYS[3 * i - 1], KEYS[3 * i]
  local holder = ARGV[3 + 2 * i]
  local capped = ARGV[4 + 2 * i] == '1'
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if capped then redis.call('ZREMRANGEBYSCORE', organization, '-inf', now) end
  local destinationCap = cap
  if backoffAfter > 0 and tonumber(redis.call('GET', timeouts) or '0') >= backoffAfter then destinationCap = 1 end
  if redis.call('ZSCORE', key, holder) then
    taken[i] = 1
  elseif redis.call('ZCARD', key) >= destinationCap then
    taken[i] = 0
  elseif capped and redis.call('ZCARD', organization) >= organizationCap then
    taken[i] = -1
  else
    redis.call('ZADD', key, now + lease, holder)
    redis.call('PEXPIRE', key, lease)
    if capped then
      redis.call('ZADD', organization, now + lease, holder)
      redis.call('PEXPIRE', organization, lease)
    end
    taken[i] = 1
  end
end
return taken
`;

/**
 * Gives back each slot i (keys as for the acquire; ARGV[4i] its holder, ARGV[4i + 1] the next
 * holder or '', ARGV[4i + 2] '1' when the organization is known, ARGV[4i + 3] how the delivery
 * ended: 't' timed out, 'a' anything else, '' not sent) and, where a next holder is named, hands the
 * slot over to it in the same step (its organization's slot too): one answer each, 1 when the slot
 * was handed over. A timeout adds one to the destination's count of consecutive timeouts; any other
 * outcome clears it. A slot that was no longer held (its lease ran out) is not handed over, nor one
 * the destination's cap no longer has room for (it just went down to 1), so a handover never takes
 * a slot past the cap.
 */
const RELEASE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local lease = tonumber(ARGV[1])
local timeoutMemory = tonumber(ARGV[2])
local backoffAfter = tonumber(ARGV[3])
local handed = {}
for i = 1, #KEYS / 3 do
  local key, organization, timeouts = KEYS[3 * i - 2], KEYS[3 * i - 1], KEYS[3 * i]
  local holder, next, capped, outcome = ARGV[4 * i], ARGV[4 * i + 1], ARGV[4 * i + 2] == '1', ARGV[4 * i + 3]
  local removed = redis.call('ZREM', key, holder)
  if capped then redis.call('ZREM', organization, holder) end
  if outcome == 't' then
    redis.call('INCR', timeouts)
    redis.call('PEXPIRE', timeouts, timeoutMemory)
  elseif outcome == 'a' then
    redis.call('DEL', timeouts)
  end
  handed[i] = 0
  local room = removed == 1 and next ~= ''
  if room and backoffAfter > 0 and tonumber(redis.call('GET', timeouts) or '0') >= backoffAfter then
    room = redis.call('ZCARD', key) < 1
  end
  if room then
    redis.call('ZADD', key, now + lease, next)
    redis.call('PEXPIRE', key, lease)
    if capped then
      redis.call('ZADD', organization, now + lease, next)
      redis.call('PEXPIRE', organization, lease)
    end
    handed[i] = 1
  end
end
return handed
`;

/** Longer than the longest delivery (60 s timeout) plus bookkeeping. */
const SLOT_LEASE_MS = 90_000;

/** How long a destination's count of consecutive timeouts outlives its last timeout. */
const TIMEOUT_MEMORY_MS = 3_600_000;

/** Acquires (and releases) of concurrent deliveries that go to Redis together. */
const BATCH = { maxSize: 100, maxInFlight: 2 };

interface SlotRequest {
  /**
   * The destination's slots, its organization's, and its count of consecutive timeouts: hash-tagged
   * by the organization (one script checks both caps, so on a cluster all three share a slot, and
   * different organizations spread over the masters).
   */
  keys: [string, string, string];
  /** The keys' hash tag: on a cluster, one script call per tag. */
  tag: string;
  holder: string;
  /** '1' when the organization's cap applies (its id is known), else '0'. */
  capped: '0' | '1';
}

/** How a delivery that held a slot ended: it timed out, it ended otherwise, or it sent nothing. */
export type DeliveryEnd = 'timeout' | 'other' | null;

interface Release extends SlotRequest {
  /** Who takes the slot over in the same step ('' for nobody). */
  next: string;
  outcome: 't' | 'a' | '';
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
 * serving other destinations; a destination whose last SLOW_DESTINATION_TIMEOUTS deliveries all
 * timed out gets one at a time until one does not. ORGANIZATION_CONCURRENCY caps an organization's
 * deliveries in flight across every worker, checked in the same script call, so a tenant whose
 * destinations hang cannot take every worker's permits from the others. The acquires of concurrent
 * deliveries go to Redis as one script call and their releases as another: one command per batch
 * instead of one per delivery.
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
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!('hookyardSlots' in redis)) redis.defineCommand('hookyardSlots', { lua: ACQUIRE_SCRIPT });
    if (!('hookyardSlotsRelease' in redis)) redis.defineCommand('hookyardSlotsRelease', { lua: RELEASE_SCRIPT });
    // A cluster client's auto-pipelining routes a script by its first argument, here the number of
    // keys, not a key: these calls (batched already) go on their own, to their keys' slot.
    if (redis instanceof Cluster) {
      const ignored = redis.options.autoPipeliningIgnoredCommands ?? [];
      redis.options.autoPipeliningIgnoredCommands = [...ignored, 'hookyardSlots', 'hookyardSlotsRelease'];
    }
  }

  /**
   * True when the delivery may run: the holder now has (or already had) one of the destination's
   * slots, and one of its organization's when `organizationId` is known.
   */
  async acquire(destinationId: string, holder: string, organizationId: string | null = null): Promise<boolean> {
    const request = this.request(destinationId, holder, organizationId);
    if (!(await this.acquires.submit(request))) return false;
    this.localOf(request.keys[0]).held.add(holder);
    return true;
  }

  /**
   * After a refused acquire: waits up to `waitMs` for a slot this process gives back, where waiting
   * pays (see above). True once the holder has a slot, false when it should go back to the queue.
   */
  async waitFor(destinationId: string, holder: string, waitMs: number, organizationId: string | null = null): Promise<boolean> {
    const key = this.request(destinationId, holder, organizationId).keys[0];
    const deadline = Date.now() + waitMs;
    for (;;) {
      const outcome = await this.waitForHandover(key, holder, deadline);
      if (outcome !== 'retry') return outcome === 'handed';
      if (await this.acquire(destinationId, holder, organizationId)) return true;
    }
  }

  /**
   * Gives the slot back (and the organization's, for the `organizationId` it was acquired with), or
   * hands it over to the first holder waiting for it; `outcome` counts the destination's
   * consecutive timeouts. Never throws (a slot not given back frees itself when its lease ends).
   */
  async release(
    destinationId: string,
    holder: string,
    { organizationId = null, outcome = null }: { organizationId?: string | null; outcome?: DeliveryEnd } = {},
  ): Promise<void> {
    const request = this.request(destinationId, holder, organizationId);
    const key = request.keys[0];
    const local = this.localOf(key);
    local.held.delete(holder);
    this.countRelease(local);
    const waiter = local.waiters.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      local.held.add(waiter.holder); // the waiter's, unless the handover fails
    } else this.forgetIfIdle(key, local);
    const ended = outcome === 'timeout' ? 't' : outcome === 'other' ? 'a' : '';
    const handed = await this.releases.submit({ ...request, next: waiter?.holder ?? '', outcome: ended });
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
    const { destinationConcurrency, organizationConcurrency, slowDestinationTimeouts } = this.config;
    const caps = [SLOT_LEASE_MS, destinationConcurrency, organizationConcurrency, slowDestinationTimeouts];
    const taken = await this.runScript('hookyardSlots', requests, caps, ({ holder, capped }) => [holder, capped]);
    const organizationFull = taken.filter((answer) => answer === -1).length;
    if (organizationFull > 0) metrics.organizationFull.inc(organizationFull);
    // without Redis there is no queue either; never block a delivery on the cap
    return taken.map((answer) => answer === null || answer === 1);
  }

  /** Answers, for each release, whether its slot went to the next holder. */
  private async releaseMany(releases: Release[]): Promise<boolean[]> {
    const args = [SLOT_LEASE_MS, TIMEOUT_MEMORY_MS, this.config.slowDestinationTimeouts];
    const handed = await this.runScript('hookyardSlotsRelease', releases, args, (release) => [
      release.holder,
      release.next,
      release.capped,
      release.outcome,
    ]);
    return handed.map((answer) => answer === 1);
  }

  /**
   * A slots script over `requests` (their keys, then `args`, then each one's own arguments): one call
   * on a single Redis, one per hash tag on a cluster. Each request's answer, null where Redis failed.
   */
  private async runScript<R extends SlotRequest>(
    name: 'hookyardSlots' | 'hookyardSlotsRelease',
    requests: R[],
    args: number[],
    own: (request: R) => string[],
  ): Promise<(number | null)[]> {
    const script = (this.redis as unknown as Record<typeof name, SlotScript>)[name];
    const call = async (group: R[]): Promise<(number | null)[]> => {
      try {
        return await script.call(this.redis, group.length * 3, ...group.flatMap(({ keys }) => keys), ...args, ...group.flatMap(own));
      } catch {
        return group.map(() => null);
      }
    };
    if (!(this.redis instanceof Cluster)) return call(requests);
    const groups = new Map<string, R[]>();
    for (const request of requests) groups.set(request.tag, [...(groups.get(request.tag) ?? []), request]);
    const answers = new Map<R, number | null>();
    await Promise.all(
      [...groups.values()].map(async (group) => (await call(group)).forEach((answer, index) => answers.set(group[index], answer))),
    );
    return requests.map((request) => answers.get(request) ?? null);
  }

  private request(destinationId: string, holder: string, organizationId: string | null): SlotRequest {
    const prefix = this.config.redisPrefix;
    const tag = `{${organizationId ?? '-'}}`;
    return {
      keys: [`${prefix}:slots:${tag}:${destinationId}`, `${prefix}:org-slots:${tag}`, `${prefix}:timeouts:${tag}:${destinationId}`],
      tag,
      holder,
      capped: organizationId === null ? '0' : '1',
    };
  }
}
