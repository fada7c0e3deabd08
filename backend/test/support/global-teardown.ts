import Redis from 'ioredis';
import { Client } from 'pg';
import { redisUrl, serverUrl } from './test-env';

/** Drops this run's database and deletes its Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const databaseUrl = process.env.HOOKYARD_TEST_DATABASE_URL;
  const prefix = process.env.HOOKYARD_TEST_REDIS_PREFIX;
  if (databaseUrl) {
    const admin = new URL(serverUrl());
    admin.pathname = '/postgres';
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    const name = new URL(databaseUrl).pathname.slice(1);
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  }
  if (prefix) {
    const redis = new Redis(redisUrl());
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
  }
}
