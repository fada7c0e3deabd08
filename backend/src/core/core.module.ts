import { DynamicModule, Module } from '@nestjs/common';
import { CacheModule } from './cache/cache.module';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { CryptoModule } from './crypto/crypto.module';
import { DatabaseModule } from './database/database.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './queue/redis.provider';
import { RateLimitModule } from './rate-limit/rate-limit.module';

/** What both processes share: configuration, PostgreSQL, Redis, the queue, the key ring, rate limits and cache generations. */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, RedisModule, QueueModule, CryptoModule, RateLimitModule, CacheModule],
    };
  }
}
