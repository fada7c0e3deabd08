import { Client } from 'pg';
import { loadConfig } from '../../src/core/config/app-config';
import { migrate } from '../../src/cli';
import { startRedisCluster } from './redis-cluster';
import { adminUrl, clusterRun, databaseUrlFor, newRunId, setRunCluster, workerDatabaseName } from './test-env';

/**
 * One throw-away database per jest worker (the run's, migrated, and a copy of it for each further
 * worker: worker-database.ts picks a worker's) and one Redis key prefix per test run; for the
 * cluster run (TEST_REDIS_CLUSTER=1), a Redis Cluster of its own as well, which the teardown stops.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const runId = newRunId();
  const database = `hookyard_test_${runId}`;
  const databaseUrl = databaseUrlFor(database);
  process.env.HOOKYARD_TEST_RUN_DATABASE_URL = databaseUrl;
  process.env.HOOKYARD_TEST_DATABASE_URL = databaseUrl;
  process.env.HOOKYARD_TEST_REDIS_PREFIX = `hookyard_test_${runId}`;
  if (clusterRun()) setRunCluster(await startRedisCluster());
  await migrate(
    loadConfig({ DATABASE_URL: databaseUrl, ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`, NODE_ENV: 'test' }),
  );
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    for (let worker = 2; worker <= globalConfig.maxWorkers; worker++) {
      await admin.query(`CREATE DATABASE "${workerDatabaseName(database, worker)}" TEMPLATE "${database}"`);
    }
  } finally {
    await admin.end();
  }
}
