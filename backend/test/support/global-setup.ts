import { loadConfig } from '../../src/core/config/app-config';
import { migrate } from '../../src/cli';
import { startRedisCluster } from './redis-cluster';
import { clusterRun, databaseUrlFor, newRunId, setRunCluster } from './test-env';

/**
 * One throw-away database and one Redis key prefix per test run; for the cluster run
 * (TEST_REDIS_CLUSTER=1), a Redis Cluster of its own as well, which the teardown stops.
 */
export default async function globalSetup(): Promise<void> {
  const runId = newRunId();
  const databaseUrl = databaseUrlFor(`hookyard_test_${runId}`);
  process.env.HOOKYARD_TEST_DATABASE_URL = databaseUrl;
  process.env.HOOKYARD_TEST_REDIS_PREFIX = `hookyard_test_${runId}`;
  if (clusterRun()) setRunCluster(await startRedisCluster());
  await migrate(
    loadConfig({ DATABASE_URL: databaseUrl, ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`, NODE_ENV: 'test' }),
  );
}
