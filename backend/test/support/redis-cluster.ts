import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RedisNode } from '../../src/core/config/app-config';
import { answers, freePort } from './private-redis';

const run = promisify(execFile);

export interface RedisCluster {
  nodes: RedisNode[];
  /** REDIS_CLUSTER_NODES of this cluster. */
  env: string;
  /** The node (of `nodes`) serving the key's slot as master now. */
  masterOf(key: string): Promise<RedisNode>;
  /** kill -9 of one node's server. */
  kill(node: RedisNode): Promise<void>;
  /** Waits until every live node sees every slot served (`cluster_state:ok`). */
  waitUntilOk(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

async function cli(port: number, ...args: string[]): Promise<string> {
  return (await run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 10_000 })).stdout;
}

/**
 * A Redis Cluster of the test's own: 3 masters and 3 replicas, real `redis-server --cluster-enabled`
 * processes on free loopback ports, each with a temporary directory for its nodes.conf, joined by
 * `redis-cli --cluster create`. `nodeTimeoutMs` is cluster-node-timeout: how soon a dead master's
 * replica takes over. Everything is killed and removed by `stop`, and when starting fails.
 */
export async function startRedisCluster({ nodeTimeoutMs = 2000 } = {}): Promise<RedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'hookyard-cluster-'));
  const children = new Map<number, ChildProcess>();
  const nodes: RedisNode[] = [];
  const kill = async (node: RedisNode) => {
    const child = children.get(node.port);
    children.delete(node.port);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGKILL');
    });
  };
  const stop = async () => {
    await Promise.all(nodes.map(kill));
    rmSync(dir, { recursive: true, force: true });
  };
  const waitUntilOk = async (timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const states = await Promise.all(
        nodes.filter((node) => children.has(node.port)).map((node) => cli(node.port, 'cluster', 'info').catch(() => '')),
      );
      if (states.every((info) => info.includes('cluster_state:ok'))) return;
      if (Date.now() > deadline) throw new Error(`the Redis Cluster did not reach cluster_state:ok within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  try {
    for (let i = 0; i < 6; i++) {
      const port = await freePort();
      const nodeDir = join(dir, String(port));
      const child = spawn(
        'redis-server',
        [
          '--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--cluster-enabled', 'yes',
          '--cluster-config-file', `${nodeDir}.conf`, '--cluster-node-timeout', String(nodeTimeoutMs),
          '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction',
        ],
        { stdio: 'ignore' },
      );
      children.set(port, child);
      nodes.push({ host: '127.0.0.1', port });
    }
    for (const { port } of nodes) {
      for (let i = 0; i < 100 && !(await answers(port)); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const addresses = nodes.map(({ port }) => `127.0.0.1:${port}`);
    await run('redis-cli', ['--cluster', 'create', ...addresses, '--cluster-replicas', '1', '--cluster-yes'], { timeout: 30_000 });
    await waitUntilOk();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    nodes,
    env: nodes.map(({ host, port }) => `${host}:${port}`).join(','),
    async masterOf(key) {
      const slot = Number((await cli(nodes[0].port, 'cluster', 'keyslot', key)).trim());
      for (const node of nodes.filter(({ port }) => children.has(port))) {
        const slots = await cli(node.port, '--json', 'cluster', 'slots').catch(() => '');
        const owner = slots && ownerOf(slots, slot);
        const found = nodes.find(({ port }) => port === owner);
        if (found) return found;
      }
      throw new Error(`no live node serves slot ${slot}`);
    },
    kill,
    waitUntilOk,
    stop,
  };
}

/** The master's port of `slot` in a `CLUSTER SLOTS` answer (redis-cli --json). */
function ownerOf(json: string, slot: number): number | undefined {
  const ranges = JSON.parse(json) as [number, number, [string, number, ...unknown[]], ...unknown[]][];
  return ranges.find(([from, to]) => from <= slot && slot <= to)?.[2][1];
}
