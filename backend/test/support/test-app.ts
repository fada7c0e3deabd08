import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { ApiModule } from '../../src/api.module';
import { CombinedModule } from '../../src/combined.module';
import { AppConfig, loadConfig } from '../../src/core/config/app-config';
import { createHttpApp } from '../../src/core/http/http-app';
import { createLogger } from '../../src/core/logging/logger';
import { WorkerModule } from '../../src/worker.module';
import { clusterNodesEnv } from './test-env';

export const TEST_ENCRYPTION_KEYS = `k1:${Buffer.alloc(32, 7).toString('base64')}`;

/**
 * Tells this file's apps apart in their Redis prefixes. Jest loads this module anew for each test
 * file, so a count alone would repeat across the files of one run (each file's first app would share
 * the prefix `<run>_1`, and with it the jobs other files left in their queues).
 */
const fileTag = randomBytes(4).toString('hex');
let appCount = 0;

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** Base URL of the listening api, e.g. http://127.0.0.1:40123 */
  url: string;
  db: DataSource;
  close(): Promise<void>;
}

/**
 * The real thing: api + worker in one Nest app, listening on a loopback port, against this run's
 * throw-away database and Redis prefix. `sharePrefixWith` (usually with `worker: false`, so only one
 * worker takes the queue's jobs) starts another instance of the same deployment. `logTo` receives
 * every log line (JSON) instead of stdout.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { worker?: boolean; sharePrefixWith?: TestApp; logTo?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const config = testConfig(env, options.sharePrefixWith?.config.redisPrefix);
  const module = options.worker === false ? ApiModule.forRoot(config) : CombinedModule.forRoot(config);
  const app = await createHttpApp(module, config, options.logTo && (await createLogger(config, options.logTo)));
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    config,
    url: `http://127.0.0.1:${address.port}`,
    db: app.get(DataSource),
    close: () => app.close(),
  };
}

/**
 * This run's configuration: its throw-away database, and a Redis prefix of its own unless `redisPrefix`
 * names one to share. Each app its own queue, so a second app's worker never takes the first one's
 * jobs; a second instance of the same deployment shares rate limits and cache generations.
 */
export function testConfig(env: Record<string, string> = {}, redisPrefix?: string): AppConfig {
  const databaseUrl = process.env.HOOKYARD_TEST_DATABASE_URL;
  const runPrefix = process.env.HOOKYARD_TEST_REDIS_PREFIX;
  if (!databaseUrl || !runPrefix) throw new Error('integration tests need the global setup (run them through jest)');
  return loadConfig({
    REDIS_URL: process.env.REDIS_URL,
    ...(!env.REDIS_URL && clusterNodesEnv()), // a test that names a Redis of its own gets that one
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
    ALLOW_PRIVATE_DESTINATIONS: 'true',
    RETRY_SCHEDULE: '200ms,200ms',
    // every test signs up from 127.0.0.1; the sign-up limit has a test of its own
    SIGNUP_RATE_PER_HOUR: '1000000',
    FRONTEND_DIR: '',
    ...env,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: env.REDIS_PREFIX ?? redisPrefix ?? `${runPrefix}_${fileTag}_${++appCount}`,
  });
}

/** A worker alone (no HTTP), as `node dist/worker.js` runs it, in this process. */
export function startTestWorker(config: AppConfig): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: ['error', 'fatal'] });
}
