import { ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RedisNode } from '../../src/core/config/app-config';
import { answers, freePort } from './private-redis';
import { createServer } from 'node:net';

const run = promisify(execFile);

export interface RedisCluster {
  nodes: RedisNode[];
  /** REDIS_CLUSTER_NODES of this cluster. */
  env: string;
  /** The node (of `nodes`) serving the key's slot as master now. */
  masterOf(key: string): Promise<RedisNode>;
  /** The node (of `nodes`) that replicates `master`. */
  replicaOf(master: RedisNode): Promise<RedisNode>;
  /** One command through redis-cli on `node`: its output. */
  command(node: RedisNode, ...args: string[]): Promise<string>;
  /** CLUSTER NODES as a live node sees them (for failure messages). */
  view(): Promise<string>;
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
  const watchdog = startWatchdog(dir);
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
    await watchdog.close();
  };
  /** Each node also listens on its port + 10000 (the cluster bus): both must be free, and apart from the other nodes' ports. */
  const taken = () => [...children.keys()].flatMap((port) => [port, port + 10_000]);
  const startNode = async (): Promise<number> => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const port = await freePort();
      if (port + 10_000 > 65_535 || taken().includes(port) || taken().includes(port + 10_000) || !(await isFree(port + 10_000))) continue;
      const nodeDir = join(dir, String(port));
      mkdirSync(nodeDir);
      const child = spawn(
        'redis-server',
        [
          '--port',
          String(port),
          '--bind',
          '127.0.0.1',
          '--dir',
          nodeDir,
          '--cluster-enabled',
          'yes',
          '--cluster-config-file',
          'nodes.conf',
          '--cluster-node-timeout',
          String(nodeTimeoutMs),
          '--save',
          '',
          '--appendonly',
          'no',
          '--maxmemory-policy',
          'noeviction',
          '--repl-diskless-sync-delay',
          '0',
        ],
        { stdio: 'ignore' },
      );
      children.set(port, child);
      watchdog.watch(child);
      for (let i = 0; i < 100 && child.exitCode === null && !(await answers(port)); i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      if (await answers(port)) return port;
      await kill({ host: '127.0.0.1', port }); // its port was taken meanwhile: another one
    }
    throw new Error('could not start a Redis Cluster node on a free loopback port');
  };
  // A replica that never finished its first sync cannot take over: wait for every link to be up.
  const waitForReplicas = async (timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const roles = await Promise.all(nodes.map(({ port }) => cli(port, 'info', 'replication').catch(() => '')));
      const replicas = roles.filter((info) => info.includes('role:slave'));
      if (replicas.length === nodes.length / 2 && replicas.every((info) => info.includes('master_link_status:up'))) return;
      if (Date.now() > deadline) throw new Error(`the Redis Cluster's replicas did not sync within ${timeoutMs} ms:\n${await view()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const view = async () => {
    const live = nodes.find(({ port }) => children.has(port));
    return live ? cli(live.port, 'cluster', 'nodes').catch((error: Error) => error.message) : 'no live node';
  };
  const waitUntilOk = async (timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const states = await Promise.all(
        nodes.filter((node) => children.has(node.port)).map((node) => cli(node.port, 'cluster', 'info').catch(() => '')),
      );
      if (states.every((info) => info.includes('cluster_state:ok'))) return;
      if (Date.now() > deadline)
        throw new Error(`the Redis Cluster did not reach cluster_state:ok within ${timeoutMs} ms:\n${await view()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  try {
    for (let i = 0; i < 6; i++) {
      const port = await startNode();
      nodes.push({ host: '127.0.0.1', port });
    }
    const addresses = nodes.map(({ port }) => `127.0.0.1:${port}`);
    await run('redis-cli', ['--cluster', 'create', ...addresses, '--cluster-replicas', '1', '--cluster-yes'], { timeout: 30_000 });
    await waitUntilOk();
    await waitForReplicas();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    nodes,
    env: nodes.map(({ host, port }) => `${host}:${port}`).join(','),
    async masterOf(key) {
      const live = nodes.filter(({ port }) => children.has(port));
      const slot = Number((await cli(live[0].port, 'cluster', 'keyslot', key)).trim());
      for (const node of live) {
        const slots = await cli(node.port, '--json', 'cluster', 'slots').catch(() => '');
        const owner = slots && ownerOf(slots, slot);
        const found = nodes.find(({ port }) => port === owner);
        if (found) return found;
      }
      throw new Error(`no live node serves slot ${slot}`);
    },
    async replicaOf(master) {
      const id = (await cli(master.port, 'cluster', 'myid')).trim();
      // CLUSTER NODES: <id> <host:port@bus> <flags> <master id> …, one line per node
      const line = (await cli(master.port, 'cluster', 'nodes')).split('\n').find((entry) => entry.split(' ')[3] === id);
      const port = Number(/:(\d+)@/.exec(line ?? '')?.[1]);
      const found = nodes.find((node) => node.port === port);
      if (!found) throw new Error(`no replica of ${master.port} in:\n${await view()}`);
      return found;
    },
    command: (node, ...args) => cli(node.port, ...args),
    view,
    kill,
    waitUntilOk,
    stop,
  };
}

/**
 * The cluster-watchdog.cjs process of a cluster in `dir`: told each server's pid, it kills them and
 * removes `dir` once this process closes its stdin, or dies (a killed test run leaves no cluster).
 */
function startWatchdog(dir: string): { watch(child: ChildProcess): void; close(): Promise<void> } {
  const watchdog = spawn(process.execPath, [join(__dirname, 'cluster-watchdog.cjs'), dir], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  watchdog.unref();
  const exited = new Promise((resolve) => watchdog.once('exit', resolve));
  return {
    watch: (child) => void watchdog.stdin!.write(`${child.pid}\n`),
    close: async () => {
      // referenced again while it is awaited: else nothing else may hold the event loop, and the
      // process (jest's, in the global teardown) would end before its results are written
      watchdog.ref();
      watchdog.stdin!.end();
      await exited;
    },
  };
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The master's port of `slot` in a `CLUSTER SLOTS` answer (redis-cli --json). */
function ownerOf(json: string, slot: number): number | undefined {
  const ranges = JSON.parse(json) as [number, number, [string, number, ...unknown[]], ...unknown[]][];
  return ranges.find(([from, to]) => from <= slot && slot <= to)?.[2][1];
}
