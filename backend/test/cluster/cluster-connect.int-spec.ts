import { RedisConnection } from 'bullmq';
import type { AppConfig } from '../../src/core/config/app-config';
import { bullConnection, createRedisClient } from '../../src/core/queue/redis';
import { pollUntil } from '../support/factories';
import { RedisCluster, startRedisCluster } from '../support/redis-cluster';

/** What connect() came to within `ms`: 'resolved', 'rejected: …' or 'pending'. */
async function outcomeWithin(connecting: Promise<unknown>, ms: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('pending'), ms)));
  const settled = connecting.then(
    () => 'resolved',
    (error: Error) => `rejected: ${error.message}`,
  );
  try {
    return await Promise.race([settled, pending]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A cluster client told to connect while the cluster is failing: a master dead, its replica not
 * allowed to take over yet, so every node answers cluster_state:fail. ioredis's ready check fails,
 * it starts again on its own, and the connect() that began it must still settle once the cluster is
 * whole again: BullMQ awaits it to bring a worker's blocking connection back (src/core/queue/redis.ts).
 */
describe('a Redis Cluster client connecting during a failover', () => {
  let cluster: RedisCluster;

  beforeAll(async () => {
    cluster = await startRedisCluster({ nodeTimeoutMs: 1000 });
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it('settles its connect() once the cluster is ok again, after ready checks that saw it fail', async () => {
    const master = await cluster.masterOf('hookyard');
    const replica = await cluster.replicaOf(master);
    await cluster.command(replica, 'config', 'set', 'cluster-replica-no-failover', 'yes');
    await cluster.kill(master);
    const live = cluster.nodes.filter((node) => node.port !== master.port);
    const state = await pollUntil(
      () => cluster.command(replica, 'cluster', 'info'),
      (info) => info.includes('cluster_state:fail'),
      30_000,
    );
    expect(state).toContain('cluster_state:fail');

    const target: Pick<AppConfig, 'redisUrl' | 'redisClusterNodes'> = { redisUrl: 'redis://unused', redisClusterNodes: live };
    // the shared client (createRedisClient) and BullMQ's (its connection factory, installed by bullConnection)
    const shared = createRedisClient(target, { lazyConnect: true });
    const bullOptions = { ...bullConnection(target), lazyConnect: true }; // installs the factory
    const bull = RedisConnection.clientFactory!(bullOptions);
    const clients = [shared, bull];
    const startedAgain = clients.map(() => false);
    clients.forEach((client, index) => {
      client.on('error', () => undefined); // each failed ready check and refresh is one
      client.on('reconnecting', () => (startedAgain[index] = true));
    });
    try {
      const connecting = clients.map((client) => client.connect());
      // each ran its ready check, saw cluster_state:fail and started again on its own
      expect(
        await pollUntil(
          async () => [...startedAgain],
          (seen) => seen.every(Boolean),
          20_000,
        ),
      ).toEqual([true, true]);

      await cluster.command(replica, 'cluster', 'failover', 'takeover');
      await cluster.waitUntilOk();
      expect(await Promise.all(connecting.map((promise) => outcomeWithin(promise, 20_000)))).toEqual(['resolved', 'resolved']);
      expect(await Promise.all(clients.map((client, index) => client.set(`{hookyard}:connect-${index}`, 'ok')))).toEqual(['OK', 'OK']);
    } finally {
      clients.forEach((client) => client.disconnect());
    }
  }, 90_000);
});
