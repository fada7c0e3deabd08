// Starts the real Hookyard stack for a spec file: a throw-away PostgreSQL database, the
// migrations, and `backend/dist/combined.js` (api + worker) serving `frontend/dist`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Redis, { Cluster } from 'ioredis';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const BACKEND_DIR = resolve(REPO_ROOT, 'backend');
const CLI = resolve(BACKEND_DIR, 'dist/cli.js');
const COMBINED = resolve(BACKEND_DIR, 'dist/combined.js');
const FRONTEND_DIR = resolve(REPO_ROOT, 'frontend/dist');

// The root `npm test` exports the DATABASE_URL / REDIS_URL of the services it found or started.
// The throw-away database is created on DATABASE_URL's server, through its `postgres` maintenance
// database (the database DATABASE_URL names need not exist), and named like no other.
const ADMIN_DATABASE_URL = withDatabase(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres', 'postgres');
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379/0';
// Set: the stack runs on this Redis Cluster (host:port,…) instead of REDIS_URL.
const REDIS_CLUSTER_NODES = process.env.REDIS_CLUSTER_NODES || '';
const STARTUP_TIMEOUT_MS = 30_000;

/**
 * @typedef {object} Stack
 * @property {string} baseUrl  e.g. http://127.0.0.1:41234
 * @property {() => string} logs  everything the server printed so far
 * @property {() => Promise<void>} stop  kills the server, drops the database, deletes the Redis keys
 */

/**
 * @param {{ env?: (baseUrl: string) => Record<string, string> }} [options] more environment for the
 *   server, given the address it will have (single sign-on's spec sets PUBLIC_BASE_URL to it)
 * @returns {Promise<Stack>}
 */
export async function startStack({ env: extraEnv = () => ({}) } = {}) {
  assertBuilt();

  const id = randomBytes(6).toString('hex');
  const databaseName = `hookyard_e2e_${id}`;
  const redisPrefix = `e2e_${id}`;
  const databaseUrl = withDatabase(ADMIN_DATABASE_URL, databaseName);
  const cleanups = [];
  const stop = async () => {
    const errors = [];
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, 'e2e stack teardown failed');
  };

  try {
    await adminQuery(`CREATE DATABASE "${databaseName}"`);
    cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`));
    cleanups.push(() => deleteRedisKeys(`${redisPrefix}*`, `{${redisPrefix}}*`));

    const port = await freePort();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      NODE_ENV: 'test',
      ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
      ALLOW_PRIVATE_DESTINATIONS: 'true',
      FRONTEND_DIR,
      SIGNUP_RATE_PER_HOUR: '1000', // the specs sign up from one address
      // A transformation's time limit is wall time, compiling included: on a loaded 2-core machine a
      // run whose code throws at once took 118 ms against the default 100 and failed as too long. No
      // spec here is about the limit (the backend's tests are).
      TRANSFORM_TIMEOUT_MS: '2000',
      ...extraEnv(`http://127.0.0.1:${port}`),
    };

    await runToCompletion(process.execPath, [CLI, 'migrate'], env);

    const server = spawn(process.execPath, [COMBINED], { cwd: BACKEND_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    server.once('error', (error) => (output += `\nspawn error: ${error}\n`));
    const exited = new Promise((resolveExit) => server.once('exit', (code, signal) => resolveExit({ code, signal })));
    cleanups.push(() => killAndWait(server, exited));

    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(baseUrl, exited, () => output);
    return { baseUrl, logs: () => output, stop };
  } catch (error) {
    await stop().catch((teardownError) => console.error(teardownError));
    throw error;
  }
}

function assertBuilt() {
  const missing = [CLI, COMBINED, resolve(FRONTEND_DIR, 'index.html')].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `e2e needs the built backend and frontend, but these are missing:\n  ${missing.join('\n  ')}\n` +
        'Run `npm run build` at the repository root first (the root `npm test` builds before testing).',
    );
  }
}

function withDatabase(url, databaseName) {
  const parsed = new URL(url);
  parsed.pathname = `/${databaseName}`;
  return parsed.toString();
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Deletes the keys matching each pattern on every master (a cluster's nodes hold their own slots), one DEL a key. */
async function deleteRedisKeys(...patterns) {
  const nodes = REDIS_CLUSTER_NODES.split(',')
    .filter(Boolean)
    .map((node) => {
      const colon = node.lastIndexOf(':');
      return { host: node.slice(0, colon), port: Number(node.slice(colon + 1)) };
    });
  const redis = nodes.length
    ? new Cluster(nodes, { lazyConnect: true, redisOptions: { maxRetriesPerRequest: 1 } })
    : new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for (const server of nodes.length ? redis.nodes('master') : [redis]) {
      for (const pattern of patterns) {
        for await (const keys of server.scanStream({ match: pattern, count: 500 })) {
          if (keys.length > 0) await keys.reduce((pipeline, key) => pipeline.del(key), server.pipeline()).exec();
        }
      }
    }
  } finally {
    redis.disconnect();
  }
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

function runToCompletion(command, args, env) {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: BACKEND_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolveRun();
      else reject(new Error(`\`${args.join(' ')}\` exited with ${code}:\n${output}`));
    });
  });
}

async function waitForHealthy(baseUrl, exited, logs) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  let exit = null;
  void exited.then((value) => (exit = value));
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(`combined.js exited (code ${exit.code}, signal ${exit.signal}) before it was healthy:\n${logs()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `GET /healthz answered ${response.status}`;
    } catch (error) {
      lastProblem = String(error);
    }
    await sleep(200);
  }
  throw new Error(`combined.js was not healthy within ${STARTUP_TIMEOUT_MS} ms (${lastProblem}):\n${logs()}`);
}

async function killAndWait(child, exited) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const escalate = setTimeout(() => child.kill('SIGKILL'), 10_000);
  try {
    await exited;
  } finally {
    clearTimeout(escalate);
  }
}
