import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { AppConfig } from '../../src/core/config/app-config';
import { TEST_ENCRYPTION_KEYS } from './test-app';

const BACKEND = join(__dirname, '../..');

/** Compiles the backend, so the worker runs as production runs it: `node dist/worker.js`. */
export function buildBackend(): void {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: BACKEND, stdio: 'inherit' });
}

export interface WorkerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** A real worker process on the same database, Redis and queue as the api under test. */
export function spawnWorker(config: AppConfig, env: Record<string, string> = {}): WorkerProcess {
  return spawnBackend('dist/worker.js', config, env);
}

/** A real api process (`node dist/main.js`) on the same database, Redis and queue, listening on 127.0.0.1:`port`. */
export function spawnApi(config: AppConfig, port: number, env: Record<string, string> = {}): WorkerProcess {
  return spawnBackend('dist/main.js', config, { HOST: '127.0.0.1', PORT: String(port), FRONTEND_DIR: '', ...env });
}

function spawnBackend(script: string, config: AppConfig, env: Record<string, string>): WorkerProcess {
  let output = '';
  const child = spawn(process.execPath, [join(BACKEND, script)], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      ...(config.redisClusterNodes && {
        REDIS_CLUSTER_NODES: config.redisClusterNodes.map(({ host, port }) => `${host}:${port}`).join(','),
      }),
      REDIS_PREFIX: config.redisPrefix,
      ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS,
      ALLOW_PRIVATE_DESTINATIONS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}
