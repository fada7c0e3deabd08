import { createIORedisClient, RedisConnection, type RedisOptions } from 'bullmq';
import Redis, { Cluster, type ClusterOptions } from 'ioredis';
import type { AppConfig, RedisNode } from '../config/app-config';

/** The shared client's type: one Redis, or a Redis Cluster (REDIS_CLUSTER_NODES). */
export type RedisClient = Redis | Cluster;

type RedisTarget = Pick<AppConfig, 'redisUrl' | 'redisClusterNodes'>;

/** ioredis options from a redis:// URL (the db index is honoured). */
function redisOptions(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number(url.pathname.slice(1) || 0),
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/**
 * Cluster-wide behaviour of every cluster client. Reads and writes go to masters only (a replica may
 * lag: a rate limit or a queue read there could be stale). While a master fails over, a command
 * that hit it (its connection closed, or CLUSTERDOWN / TRYAGAIN) waits a moment, refreshes the
 * slot table and tries again, up to `maxRedirections` times: a failover of a second or two is ridden
 * out, a longer one fails the command (callers that can, fail open or leave the job to the relay).
 */
function clusterOptions(nodeOptions: RedisOptions): ClusterOptions {
  const { enableOfflineQueue, lazyConnect, enableAutoPipelining, ...perNode } = nodeOptions;
  return {
    scaleReads: 'master',
    enableOfflineQueue,
    lazyConnect,
    enableAutoPipelining,
    maxRedirections: 32,
    retryDelayOnFailover: 200,
    retryDelayOnClusterDown: 200,
    retryDelayOnTryAgain: 200,
    retryDelayOnMoved: 0,
    slotsRefreshTimeout: 2000,
    clusterRetryStrategy: (times) => Math.min(100 * times, 2000),
    redisOptions: perNode,
  };
}

/**
 * ioredis's cluster client, with a connect() that settles. When the ready check that follows its
 * first slot refresh fails (CLUSTER INFO answers cluster_state:fail, as every node does from a
 * master's death until its replica has taken over), ioredis disconnects and connects again on its
 * own, and never settles the promise of the connect() that began it. BullMQ awaits that promise
 * when it resets a worker's blocking connection after a read that never answered: that worker
 * then stopped fetching for good, its delayed jobs (retries, deliveries sent back to the queue)
 * never ran, and nothing was logged (test/cluster/cluster-connect.int-spec.ts). Here connect() also
 * settles with the client's next `ready` (or rejects at its `end`).
 */
class SettlingCluster extends Cluster {
  /** The client's next `ready` (resolved) or `end` (rejected), shared by the connect() calls waiting. */
  private nextReady: Promise<void> | null = null;

  override connect(): Promise<void> {
    return Promise.race([super.connect(), this.readyOrEnd()]);
  }

  private readyOrEnd(): Promise<void> {
    if (this.nextReady) return this.nextReady;
    const next = new Promise<void>((resolve, reject) => {
      const ready = () => {
        this.off('end', end);
        resolve();
      };
      const end = () => {
        this.off('ready', ready);
        reject(new Error('Connection is closed.'));
      };
      this.once('ready', ready);
      this.once('end', end);
    }).finally(() => (this.nextReady = null));
    next.catch(() => undefined); // a connect() that failed on its own no longer waits for it
    this.nextReady = next;
    return next;
  }
}

/** A client of the configured Redis: a cluster client when REDIS_CLUSTER_NODES is set, else one for REDIS_URL. */
export function createRedisClient(target: RedisTarget, options: RedisOptions): RedisClient {
  if (!target.redisClusterNodes) return new Redis({ ...redisOptions(target.redisUrl), ...options });
  return new SettlingCluster(target.redisClusterNodes, clusterOptions({ maxRetriesPerRequest: null, ...options }));
}

/** Every master of a cluster client (the one server of a single-Redis client): SCAN, INFO and PING go to each. */
export function masters(client: RedisClient): Redis[] {
  return client instanceof Cluster ? client.nodes('master') : [client];
}

/** Marks BullMQ connection options that stand for a cluster (BullMQ copies the options it gets, so a field, not an identity). */
const CLUSTER_NODES = 'hookyardClusterNodes';

/**
 * BullMQ's connection options. On a single Redis, REDIS_URL's; on a cluster, options that carry the
 * seed nodes, which the client factory installed here turns into a cluster client. BullMQ then
 * creates, duplicates (a worker's blocking connection) and closes its cluster clients itself,
 * exactly as it does its single-Redis ones.
 */
export function bullConnection(target: RedisTarget): RedisOptions {
  if (!target.redisClusterNodes) return redisOptions(target.redisUrl);
  installClusterFactory();
  return { maxRetriesPerRequest: null, [CLUSTER_NODES]: target.redisClusterNodes } as RedisOptions;
}

/**
 * BullMQ's keys of one queue must share a slot (its scripts touch many of them): on a cluster the
 * prefix is one hash tag, `{<REDIS_PREFIX>}`. A single Redis keeps the plain prefix, so upgrading
 * does not strand the jobs already queued under it.
 */
export function bullPrefix(config: Pick<AppConfig, 'redisPrefix' | 'redisClusterNodes'>): string {
  return config.redisClusterNodes ? `{${config.redisPrefix}}` : config.redisPrefix;
}

function installClusterFactory(): void {
  if (RedisConnection.clientFactory) return;
  RedisConnection.clientFactory = (options) => {
    const { [CLUSTER_NODES]: nodes, host, port, ...rest } = options as RedisOptions & { [CLUSTER_NODES]?: RedisNode[] };
    const client = nodes ? new SettlingCluster(nodes, clusterOptions(rest)) : new Redis({ host, port, ...rest });
    return createIORedisClient(client);
  };
}
