import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/private-redis';
import { RedisCluster, startRedisCluster } from '../support/redis-cluster';
import { adminUrl } from '../support/test-env';

const run = promisify(execFile);
const SERVICES = resolve(__dirname, '../../../scripts/lib/services.mjs');

/** `ensureServices` of npm start / npm test, run in its own Node process with `env` as its environment. */
async function ensureServices(env: Record<string, string>): Promise<{ ok: boolean; output: string }> {
  const script = `
    import { ensureServices } from ${JSON.stringify(SERVICES)};
    try {
      const found = await ensureServices({ env: JSON.parse(process.argv[1]), quiet: true, waitMs: 1000, systemStart: false, privateStart: false });
      console.log(JSON.stringify(found));
    } catch (error) {
      console.log(error.message);
      process.exit(1);
    }`;
  try {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(env)]);
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout) };
  }
}

/** Issue #26: with REDIS_CLUSTER_NODES set, npm start and npm test check its nodes, not REDIS_URL. */
describe('service discovery of npm start and npm test on a Redis Cluster', () => {
  let cluster: RedisCluster;
  let deadRedisUrl: string;

  beforeAll(async () => {
    cluster = await startRedisCluster();
    deadRedisUrl = `redis://127.0.0.1:${await freePort()}/0`;
  }, 60_000);

  afterAll(async () => {
    await cluster.stop();
  });

  it('passes when every node answers PING, though REDIS_URL answers nothing', async () => {
    const found = await ensureServices({ DATABASE_URL: adminUrl(), REDIS_URL: deadRedisUrl, REDIS_CLUSTER_NODES: cluster.env });
    expect(found.ok).toBe(true);
    const answer = JSON.parse(found.output) as { redisUrl?: string; redis: { source: string; clusterNodes: string } };
    expect(answer.redisUrl).toBeUndefined();
    expect(answer.redis).toMatchObject({ source: 'REDIS_CLUSTER_NODES', clusterNodes: cluster.env });
  });

  it('fails naming the node that does not answer', async () => {
    const [, dead] = cluster.nodes;
    await cluster.kill(dead);
    const found = await ensureServices({ DATABASE_URL: adminUrl(), REDIS_URL: deadRedisUrl, REDIS_CLUSTER_NODES: cluster.env });
    expect(found.ok).toBe(false);
    expect(found.output).toContain(
      `Redis Cluster node(s) of REDIS_CLUSTER_NODES do not answer PING: ${dead.host}:${dead.port} (ECONNREFUSED)`,
    );
    for (const alive of cluster.nodes.filter((node) => node !== dead)) expect(found.output).not.toContain(`:${alive.port} (`);
  });
});
