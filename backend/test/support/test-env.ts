import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseRedisClusterNodes, type RedisNode } from '../../src/core/config/app-config';
import type { RedisCluster } from './redis-cluster';

function serverUrl(): string {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
}

function redisUrl(): string {
  return process.env.REDIS_URL || 'redis://127.0.0.1:6379/0';
}

export function newRunId(): string {
  return `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** The server's maintenance database (`postgres`), to create and drop databases from: DATABASE_URL's own may not exist. */
export function adminUrl(): string {
  return databaseUrlFor('postgres');
}

/**
 * The database of one jest worker: the global setup migrates the run's database (worker 1's) and
 * copies it for each further worker, so test files running side by side never see each other's rows
 * (several suites read or delete across organizations: retention, partitions, the relay's sweep).
 */
export function workerDatabaseName(runDatabase: string, worker: number): string {
  return worker <= 1 ? runDatabase : `${runDatabase}_w${worker}`;
}

export function databaseUrlFor(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** The cluster run of the Redis-touching suites (`TEST_REDIS_CLUSTER=1`, see jest.config.js). */
export function clusterRun(): boolean {
  return process.env.TEST_REDIS_CLUSTER === '1';
}

const RUN_CLUSTER = Symbol.for('hookyard.test.redisCluster');

/** The global setup's cluster: its nodes go to the tests through the environment, the cluster itself to the teardown. */
export function setRunCluster(cluster: RedisCluster): void {
  (globalThis as Record<symbol, unknown>)[RUN_CLUSTER] = cluster;
  process.env.HOOKYARD_TEST_REDIS_CLUSTER_NODES = cluster.env;
}

export function runCluster(): RedisCluster | undefined {
  return (globalThis as Record<symbol, RedisCluster | undefined>)[RUN_CLUSTER];
}

/** REDIS_CLUSTER_NODES of this run: the run's cluster, or none (the single Redis of REDIS_URL). */
export function clusterNodesEnv(): Record<string, string> {
  const nodes = process.env.HOOKYARD_TEST_REDIS_CLUSTER_NODES;
  return nodes ? { REDIS_CLUSTER_NODES: nodes } : {};
}

/** What a Redis client of this run connects to (as AppConfig has it). */
export function redisTarget(): { redisUrl: string; redisClusterNodes: RedisNode[] | null } {
  return { redisUrl: redisUrl(), redisClusterNodes: parseRedisClusterNodes(process.env.HOOKYARD_TEST_REDIS_CLUSTER_NODES) };
}

/** The bundles `npm test` runs the integration suites in (test/bundles/, suite-bundle.ts). */
export const BUNDLES = 4;

/** Where bundle `part` notes that it started in the run of `runPrefix` (the global teardown removes it). */
export function bundleMarker(runPrefix: string, part: number): string {
  return join(tmpdir(), `${runPrefix}_bundle_${part}`);
}
