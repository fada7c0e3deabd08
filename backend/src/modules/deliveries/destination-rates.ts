import { Inject, Injectable } from '@nestjs/common';
import { Cluster } from 'ioredis';
import type { RedisClient } from '../../core/queue/redis';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { MicroBatch } from '../../core/concurrency/micro-batch';

/**
 * Turns of deliveries i to destinations with a rate (KEYS[i] the destination's state, ARGV[2i - 1]
 * its interval in microseconds, ARGV[2i] the turn the delivery already holds or '0'). A delivery
 * without a turn is given the destination's next free one (`next` moves on one interval). It may go
 * when its turn has come and the last delivery that went is an interval behind (`last`): so sends
 * are always at least an interval apart, however late a turn's holder comes back, and at most
 * `rate` go in any second. Three answers each: 1 when it may go (else 0), its turn and how long to
 * wait (microseconds, Redis's clock). Times are written with %.0f: tostring would round them.
 */
const TURN_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000000 + tonumber(time[2])
local answer = {}
for i = 1, #KEYS do
  local interval = tonumber(ARGV[2 * i - 1])
  local turn = tonumber(ARGV[2 * i])
  local state = redis.call('HMGET', KEYS[i], 'next', 'last')
  local nextTurn = tonumber(state[1]) or 0
  local last = tonumber(state[2]) or 0
  if turn == 0 then
    turn = math.max(nextTurn, now)
    nextTurn = turn + interval
  end
  local at = math.max(turn, last + interval)
  if at <= now then
    last = now
    answer[3 * i - 2], answer[3 * i - 1], answer[3 * i] = 1, 0, 0
  else
    answer[3 * i - 2], answer[3 * i - 1], answer[3 * i] = 0, turn, at - now
  end
  redis.call('HSET', KEYS[i], 'next', string.format('%.0f', nextTurn), 'last', string.format('%.0f', last))
  redis.call('PEXPIRE', KEYS[i], math.ceil((math.max(nextTurn, last + interval) - now) / 1000) + 60000)
end
return answer
`;

/** Turn requests of concurrent deliveries that go to Redis together. */
const BATCH = { maxSize: 100, maxInFlight: 2 };

interface TurnRequest {
  key: string;
  /** The key's hash tag: on a cluster, one script call per tag. */
  tag: string;
  intervalUs: number;
  turn: number;
}

/** May the delivery go now; if not, its turn (to hand back next time) and how long until then. */
export type RateDecision = { go: true } | { go: false; turn: number; waitMs: number };

type TurnScript = (keyCount: number, ...keysAndArgs: (string | number)[]) => Promise<number[]>;

/**
 * A destination's `rate_limit_per_second`, across every worker: its deliveries go one interval
 * (1/rate s) apart at least. One that comes too early is given its turn (the next free one) and goes
 * back to the queue until then, carrying it: a burst queues up in order, each delivery woken once at
 * its turn, instead of all of them retrying at once. A turn held by a delivery that never comes back
 * (cancelled) is lost time, never an extra send. Keys hash-tagged by organization like the slots.
 */
@Injectable()
export class DestinationRates {
  private readonly turns = new MicroBatch<TurnRequest, number[] | null>((requests) => this.takeMany(requests), BATCH);

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!('hookyardTurn' in redis)) redis.defineCommand('hookyardTurn', { lua: TURN_SCRIPT });
    if (redis instanceof Cluster) {
      const ignored = redis.options.autoPipeliningIgnoredCommands ?? [];
      redis.options.autoPipeliningIgnoredCommands = [...ignored, 'hookyardTurn'];
    }
  }

  /**
   * Whether a delivery to `destinationId` (at `ratePerSecond`) may go now, holding `turn` if it was
   * given one before. When Redis cannot answer, it goes (like the slots: without Redis there is no queue either).
   */
  async take(destinationId: string, organizationId: string | null, ratePerSecond: number, turn = 0): Promise<RateDecision> {
    const tag = `{${organizationId ?? '-'}}`;
    const key = `${this.config.redisPrefix}:rate:${tag}:${destinationId}`;
    const answer = await this.turns.submit({ key, tag, intervalUs: Math.ceil(1_000_000 / ratePerSecond), turn });
    if (answer === null || answer[0] === 1) return { go: true };
    return { go: false, turn: answer[1], waitMs: Math.ceil(answer[2] / 1000) };
  }

  private async takeMany(requests: TurnRequest[]): Promise<(number[] | null)[]> {
    const script = (this.redis as unknown as { hookyardTurn: TurnScript }).hookyardTurn;
    const call = async (group: TurnRequest[]): Promise<(number[] | null)[]> => {
      try {
        const answer = await script.call(
          this.redis,
          group.length,
          ...group.map(({ key }) => key),
          ...group.flatMap(({ intervalUs, turn }) => [intervalUs, turn]),
        );
        return group.map((_, i) => answer.slice(3 * i, 3 * i + 3));
      } catch {
        return group.map(() => null);
      }
    };
    if (!(this.redis instanceof Cluster)) return call(requests);
    const groups = new Map<string, TurnRequest[]>();
    for (const request of requests) groups.set(request.tag, [...(groups.get(request.tag) ?? []), request]);
    const answers = new Map<TurnRequest, number[] | null>();
    await Promise.all(
      [...groups.values()].map(async (group) => (await call(group)).forEach((answer, index) => answers.set(group[index], answer))),
    );
    return requests.map((request) => answers.get(request) ?? null);
  }
}
