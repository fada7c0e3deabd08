import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClient } from '../../core/queue/redis';
import { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { metrics } from '../../core/metrics/metrics';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';
import { REFUSAL_REASONS, type RefusalReason } from './verifiers';

/** Refusals kept per endpoint: the newest, the older ones trimmed away as new ones come. */
const KEPT_REFUSALS = 50;
/** An endpoint's list and counts go away after this long without a refusal. */
const KEEP_SECONDS = 30 * 86_400;

export interface RecordedRefusal {
  refused_at: string;
  reason: RefusalReason;
  source_address: string;
}

/**
 * The refusals of each endpoint in Redis: a list capped at {@link KEPT_REFUSALS} entries (time,
 * reason, client address; never the body or a header) and a count per reason, written in one
 * round trip that the ingest answer does not wait for. A flood of bad requests (already bounded by
 * the endpoint's rate limit) so costs O(1) memory per endpoint and one pipelined write each.
 */
@Injectable()
export class RefusalLog {
  private readonly logger = new Logger(RefusalLog.name);

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Written in one MULTI: hash-tagged by the endpoint, so both share a slot on a cluster. */
  private keys(endpointId: string) {
    const prefix = this.config.redisPrefix;
    return { list: `${prefix}:refusals:{${endpointId}}`, counts: `${prefix}:refusals:count:{${endpointId}}` };
  }

  record(endpointId: string, reason: RefusalReason, sourceAddress: string, at = new Date()): void {
    metrics.verificationRefusals.inc({ endpoint_id: endpointId, reason });
    const { list, counts } = this.keys(endpointId);
    const entry: RecordedRefusal = { refused_at: at.toISOString(), reason, source_address: sourceAddress };
    this.redis
      .multi()
      .lpush(list, JSON.stringify(entry))
      .ltrim(list, 0, KEPT_REFUSALS - 1)
      .expire(list, KEEP_SECONDS)
      .hincrby(counts, reason, 1)
      .expire(counts, KEEP_SECONDS)
      .exec()
      .catch((error: Error) => this.logger.warn(`could not record a verification refusal: ${error.message}`));
  }

  /** The kept refusals (newest first) and the counts per reason. */
  async read(endpointId: string): Promise<{ refusals: RecordedRefusal[]; counts: Partial<Record<RefusalReason, number>> }> {
    const { list, counts } = this.keys(endpointId);
    const [entries, hash] = await Promise.all([this.redis.lrange(list, 0, KEPT_REFUSALS - 1), this.redis.hgetall(counts)]);
    const known = new Set<string>(REFUSAL_REASONS);
    return {
      refusals: entries.map((entry) => JSON.parse(entry) as RecordedRefusal),
      counts: Object.fromEntries(
        Object.entries(hash)
          .filter(([reason]) => known.has(reason))
          .map(([reason, n]) => [reason, Number(n)]),
      ),
    };
  }
}
