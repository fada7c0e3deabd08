import { rmSync } from 'node:fs';
import { Client } from 'pg';
import { createRedisClient, masters } from '../../src/core/queue/redis';
import { adminUrl, BUNDLES, bundleMarker, redisTarget, runCluster } from './test-env';

/** Drops this run's database, deletes its Redis keys (on every master of a cluster) and stops the run's cluster. */
export default async function globalTeardown(): Promise<void> {
  const databaseUrl = process.env.HOOKYARD_TEST_RUN_DATABASE_URL;
  const prefix = process.env.HOOKYARD_TEST_REDIS_PREFIX;
  if (databaseUrl) {
    const client = new Client({ connectionString: adminUrl() });
    await client.connect();
    const name = new URL(databaseUrl).pathname.slice(1);
    // the run's database and the copies of its further workers (global-setup.ts)
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname ~ ('^' || $1 || '_w[0-9]+$')`, // the name is [a-z0-9_]
      [name],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.end();
  }
  if (prefix) for (let part = 1; part <= BUNDLES; part++) rmSync(bundleMarker(prefix, part), { force: true });
  const cluster = runCluster();
  if (cluster) {
    await cluster.stop(); // its keys go with it
    return;
  }
  if (prefix) {
    const redis = createRedisClient(redisTarget(), { lazyConnect: true });
    await redis.connect();
    // BullMQ's keys on a cluster start with the prefix as a hash tag: `{<prefix>}:…`
    for (const node of masters(redis)) {
      for (const pattern of [`${prefix}*`, `{${prefix}*`]) {
        let cursor = '0';
        do {
          const [next, keys] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
          // one DEL a key, pipelined: a cluster node refuses one command over keys of different slots
          if (keys.length) await keys.reduce((pipeline, key) => pipeline.del(key), node.pipeline()).exec();
          cursor = next;
        } while (cursor !== '0');
      }
    }
    redis.disconnect();
  }
}
