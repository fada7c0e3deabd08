import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { createRedisClient, type RedisClient } from './redis';

/** Injection token of the shared ioredis client (health checks, rate limits, caches). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}

/**
 * Commands fail fast while Redis is down instead of queueing in memory. Auto-pipelining sends the
 * commands issued in one event-loop tick (the rate-limit scripts of concurrent requests, mostly)
 * as one write: fewer syscalls on both sides. No blocking command ever runs on this client. On a
 * cluster (REDIS_CLUSTER_NODES) it is a cluster client: every multi-key command or script of
 * Hookyard keeps its keys in one slot with a hash tag (docs/redis-cluster.md).
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const redis = createRedisClient(config, {
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
          lazyConnect: true,
          enableAutoPipelining: true,
        });
        redis.on('error', () => undefined); // reconnects on its own; readiness reports the outage
        await redis.connect().catch(() => undefined);
        return redis;
      },
    },
    RedisCloser,
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule {}
