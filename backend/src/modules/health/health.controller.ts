import { Controller, Get, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { masters, type RedisClient } from '../../core/queue/redis';
import { Authenticated } from '../../core/auth/authenticated.decorator';
import { SqlExecutor } from '../../core/database/sql';
import { ProblemException } from '../../core/http/problem';
import { REDIS_CLIENT } from '../../core/queue/redis.provider';

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref())]);
}

@ApiExcludeController()
@Controller()
@Authenticated({ public: true })
export class HealthController {
  constructor(
    private readonly sql: SqlExecutor,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
  ) {}

  /** Liveness: the process answers. */
  @Get('healthz')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: PostgreSQL and Redis (on a cluster, every master) answer. */
  @Get('readyz')
  async ready(): Promise<{ status: 'ok'; checks: Record<string, 'ok'> }> {
    const [database, redis] = await Promise.allSettled([withTimeout(this.sql.query('SELECT 1')), withTimeout(this.pingRedis())]);
    if (database.status === 'rejected' || redis.status === 'rejected') {
      const down = [database.status === 'rejected' && 'database', redis.status === 'rejected' && 'redis'].filter(Boolean);
      throw new ProblemException(503, 'not_ready', `Not ready: ${down.join(' and ')} unreachable.`);
    }
    return { status: 'ok', checks: { database: 'ok', redis: 'ok' } };
  }

  /** A cluster client knows its masters once it has connected: none known is not ready either. */
  private async pingRedis(): Promise<void> {
    const nodes = masters(this.redis);
    if (nodes.length === 0) throw new Error('no Redis master known');
    await Promise.all(nodes.map((node) => node.ping()));
  }
}
