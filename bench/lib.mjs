// Shared plumbing of the benchmark commands: a throw-away database and Redis prefix, the built
// service as child processes, seeding through the HTTP API, sealing like the app, tables, cleanup.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Redis, { Cluster } from 'ioredis';
import pg from 'pg';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(BENCH_DIR, '..');
// BENCH_BACKEND_DIST: another build of the backend (e.g. an older commit) for A/B runs
export const DIST = process.env.BENCH_BACKEND_DIST ? resolve(process.env.BENCH_BACKEND_DIST) : join(REPO_ROOT, 'backend/dist');
export const PROFILE_DIR = join(BENCH_DIR, 'profiles');

const SERVER_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/0';
// BENCH_REDIS_CLUSTER_NODES: host:port,… of a Redis Cluster to run on instead (REDIS_CLUSTER_NODES of the processes)
const REDIS_CLUSTER_NODES = process.env.BENCH_REDIS_CLUSTER_NODES || '';

/** A client of the run's Redis, and the servers to SCAN: every master of a cluster, or the one Redis. */
async function redisServers() {
  if (!REDIS_CLUSTER_NODES) {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    return { client: redis, servers: [redis] };
  }
  const nodes = REDIS_CLUSTER_NODES.split(',').map((node) => ({
    host: node.slice(0, node.lastIndexOf(':')),
    port: Number(node.slice(node.lastIndexOf(':') + 1)),
  }));
  const cluster = new Cluster(nodes, { redisOptions: { maxRetriesPerRequest: 1 } });
  await new Promise((ready, fail) => cluster.once('ready', ready).once('error', fail));
  return { client: cluster, servers: cluster.nodes('master') };
}

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * One run: its own database, Redis prefix, key ring and log directory; `cleanup()` undoes all of it.
 * `dbName`: an existing database of an earlier run to work on instead, which cleanup then keeps.
 */
export class BenchRun {
  constructor(label, { dbName } = {}) {
    const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    this.label = label;
    this.dbName = dbName ?? `hookyard_bench_${id}`;
    this.keepDatabase = Boolean(dbName);
    this.redisPrefix = `bench_${id}`;
    const url = new URL(SERVER_URL);
    url.pathname = `/${this.dbName}`;
    this.databaseUrl = url.toString();
    this.redisUrl = REDIS_URL;
    this.encryptionKeys = `b1:${randomBytes(32).toString('base64')}`;
    this.logDir = join(tmpdir(), `hookyard-${label}-${id}`);
    mkdirSync(this.logDir, { recursive: true });
    this.children = [];
    this.pools = [];
    this.cleaned = false;
    const onSignal = (signal) => {
      console.error(`\n${signal}: cleaning up`);
      this.cleanup().finally(() => process.exit(130));
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }

  /** The environment every Hookyard process of the run gets. */
  env(extra = {}) {
    return {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      ...(REDIS_CLUSTER_NODES && { REDIS_CLUSTER_NODES }),
      REDIS_PREFIX: this.redisPrefix,
      ENCRYPTION_KEYS: this.encryptionKeys,
      FRONTEND_DIR: '',
      METRICS_ENABLED: 'true',
      ...extra,
    };
  }

  /** `node backend/dist/cli.js migrate`: creates the database and migrates it. */
  async migrate() {
    const child = this.spawn('migrate', [join(DIST, 'cli.js'), 'migrate'], this.env());
    const code = await child.exited;
    if (code !== 0) throw new Error(`migrate exited ${code}:\n${child.tail()}`);
  }

  pool(max = 10) {
    const pool = new pg.Pool({ connectionString: this.databaseUrl, max, application_name: 'hookyard-bench' });
    this.pools.push(pool);
    return pool;
  }

  /** Spawns a child (node by default), output to a log file; `exited` resolves with its exit code. */
  spawn(name, args, env, { nodeArgs = [], ipc = false } = {}) {
    const log = join(this.logDir, `${name}.log`);
    const out = createWriteStream(log);
    const child = spawn(process.execPath, [...nodeArgs, ...args], {
      cwd: REPO_ROOT,
      env,
      stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    const handle = {
      name,
      child,
      pid: child.pid,
      log,
      exited: new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal))),
      tail: (lines = 30) => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-lines).join('\n') : ''),
    };
    handle.exited.then(() => out.end());
    this.children.push(handle);
    return handle;
  }

  /** SIGTERM (graceful: the app drains and, with --cpu-prof, writes its profile), SIGKILL after `graceMs`. */
  async stop(handle, graceMs = 15_000) {
    if (handle.child.exitCode !== null || handle.child.signalCode !== null) return handle.exited;
    handle.child.kill('SIGTERM');
    handle.child.kill('SIGCONT'); // a worker still held (holdWorkers) takes the SIGTERM only once it runs
    const timer = setTimeout(() => handle.child.kill('SIGKILL'), graceMs);
    const code = await handle.exited;
    clearTimeout(timer);
    return code;
  }

  async cleanup() {
    if (this.cleaned) return;
    this.cleaned = true;
    await Promise.all(this.children.map((handle) => this.stop(handle, 5_000).catch(() => undefined)));
    await Promise.all(this.pools.map((pool) => pool.end().catch(() => undefined)));
    if (!this.keepDatabase) {
      const admin = new pg.Client({ connectionString: SERVER_URL });
      try {
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS "${this.dbName}" WITH (FORCE)`);
      } catch (error) {
        console.error(`could not drop ${this.dbName}: ${error.message}`);
      } finally {
        await admin.end().catch(() => undefined);
      }
    }
    let redis;
    try {
      const { client, servers } = await redisServers();
      redis = client;
      let deleted = 0;
      // per server (each master of a cluster holds its own slots); BullMQ's keys on a cluster start with `{<prefix>}`
      for (const server of servers) {
        for (const pattern of [`${this.redisPrefix}:*`, `{${this.redisPrefix}}:*`]) {
          let cursor = '0';
          do {
            const [next, keys] = await server.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
            cursor = next;
            // one UNLINK a key: a cluster node refuses one command over keys of different slots
            if (keys.length) deleted += (await keys.reduce((pipeline, key) => pipeline.unlink(key), server.pipeline()).exec()).length;
          } while (cursor !== '0');
        }
      }
      console.log(
        `cleanup: children stopped, database ${this.dbName} ${this.keepDatabase ? 'kept' : 'dropped'}, ${deleted} Redis key(s) under ${this.redisPrefix}: deleted`,
      );
    } catch (error) {
      console.error(`could not delete Redis keys of ${this.redisPrefix}: ${error.message}`);
    } finally {
      redis?.disconnect();
    }
  }
}

export async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Polls `url` until it answers 2xx (or the child died / the deadline passed). */
export async function waitForHttp(url, handle, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (handle && (handle.child.exitCode !== null || handle.child.signalCode !== null)) {
      throw new Error(`${handle.name} exited before it was ready:\n${handle.tail()}`);
    }
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms${handle ? `:\n${handle.tail()}` : ''}`);
}

/**
 * Starts a Hookyard entry point (main.js / worker.js) on the run's database and prefix, from the run's
 * build or from `dist` (another build's, e.g. bench:delivery --compare), its log named `name`.
 */
export function startHookyard(run, entry, extraEnv = {}, nodeArgs = [], { dist = DIST, name = entry.replace(/\.js$/, '') } = {}) {
  return run.spawn(name + (nodeArgs.length ? '-profiled' : ''), [join(dist, entry)], run.env(extraEnv), { nodeArgs });
}

/**
 * Holds worker processes (SIGSTOP) while a backlog piles up, and lets them go (SIGCONT). Workers
 * claim the jobs ingest stores from PostgreSQL (the live pickup), so a paused BullMQ queue alone
 * does not hold them; the queue is still paused too, for what goes through it.
 */
export const holdWorkers = (handles) => handles.forEach((handle) => handle.child.kill('SIGSTOP'));
export const releaseWorkers = (handles) => handles.forEach((handle) => handle.child.kill('SIGCONT'));

export async function call(base, method, path, { body, headers = {} } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return { res, json: text ? JSON.parse(text) : null };
}

/** docs/http.md (Authentication, Management routes, API keys) through the HTTP API: signup → api key → endpoint → destination. */
export async function seedTenant(base, destinationUrl) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.test`;
  const signup = await call(base, 'POST', '/api/auth/signup', {
    body: { email, password: 'benchmark password of some length', organization_name: 'Bench' },
  });
  const cookie = String(signup.res.headers.get('set-cookie')).split(';')[0];
  const session = { cookie, 'x-csrf-token': signup.json.csrf_token };
  const key = (
    await call(base, 'POST', '/api/api-keys', {
      headers: session,
      body: { name: 'bench', scopes: ['events:read', 'events:replay', 'deliveries:retry', 'endpoints:read', 'endpoints:write'] },
    })
  ).json.key;
  const auth = { authorization: `Bearer ${key}` };
  const projectId = (await call(base, 'GET', '/api/projects', { headers: auth })).json.data[0].id;
  const endpoint = (await call(base, 'POST', '/api/endpoints', { headers: auth, body: { project_id: projectId, name: 'bench endpoint' } }))
    .json;
  const destination = (
    await call(base, 'POST', `/api/endpoints/${endpoint.id}/destinations`, {
      headers: auth,
      body: { name: 'bench sink', url: destinationUrl },
    })
  ).json;
  return {
    organizationId: signup.json.organization.id,
    projectId,
    endpointId: endpoint.id,
    token: endpoint.token,
    destinationId: destination.id,
    apiKey: key,
  };
}

/** A JSON body of about `size` bytes (a realistic-looking webhook), optionally with extra fields first. */
export function jsonBody(size = 1024, fields = {}) {
  const base = {
    ...fields,
    type: 'invoice.payment_succeeded',
    id: 'in_1Q2w3E4r5T6y7U8i9O0p',
    created: 1767225600,
    data: { object: { id: 'in_1Q2w3E4r5T6y7U8i9O0p', amount_paid: 4200, currency: 'eur', customer: 'cus_R2d2C3po', lines: [] } },
    padding: '',
  };
  const without = Buffer.byteLength(JSON.stringify(base));
  base.padding = 'x'.repeat(Math.max(0, size - without));
  return JSON.stringify(base);
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Peak (VmHWM) and current (VmRSS) resident set of a process, in MiB. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { hwm: kib('VmHWM') / 1024, rss: kib('VmRSS') / 1024 };
  } catch {
    return { hwm: NaN, rss: NaN };
  }
}

export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

/**
 * A bench's target rows ([figure, value, target, verdict]), returned as given for its table; with
 * BENCH_SUMMARY set (bench:all), also appended to that file as JSON lines, with the load at the time.
 */
export function summarize(bench, rows) {
  const file = process.env.BENCH_SUMMARY;
  if (file) {
    const load = loadavg()[0];
    const lines = rows.map(([figure, value, target, verdict]) =>
      JSON.stringify({ bench, figure, value: String(value), target, verdict, load }),
    );
    appendFileSync(file, lines.map((line) => `${line}\n`).join(''));
  }
  return rows;
}

export const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
export const verdict = (ok) => (ok ? 'met' : 'MISSED');

/**
 * Top self-time functions of a .cpuprofile, parsed by hand. Only samples between `fromUs` and
 * `toUs` (V8's monotonic clock, the same as process.hrtime) count when given.
 */
/** Prints the top self-time table of a {@link topSelfTime} result under a heading. */
export function printTopSelfTime(heading, top) {
  console.log(heading);
  console.log(
    `busy ${fmt(top.total / 1000, 0)} ms, idle ${fmt(top.idle / 1000, 0)} ms (wall-clock samples: time the thread waited for a CPU inside a syscall counts as that syscall, e.g. writev)`,
  );
  console.log(
    table(
      ['#', 'self ms', 'self %', 'function', 'location'],
      top.top.map((entry, i) => [i + 1, fmt(entry.us / 1000, 0), fmt((100 * entry.us) / top.total), entry.name, entry.where]),
    ),
  );
}

export function topSelfTime(profile, limit = 15, fromUs = -Infinity, toUs = Infinity) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  let time = profile.startTime;
  let total = 0;
  let idle = 0;
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    time += timeDeltas[i];
    const next = i + 1 < samples.length ? timeDeltas[i + 1] : 0;
    if (time < fromUs || time > toUs) continue;
    const frame = byId.get(samples[i]).callFrame;
    if (frame.functionName === '(idle)') {
      idle += next;
      continue;
    }
    total += next;
    const file = frame.url ? frame.url.replace(/^file:\/\//, '').replace(REPO_ROOT + '/', '') : '';
    const key = `${frame.functionName || '(anonymous)'}\t${file ? `${file}:${frame.lineNumber + 1}` : ''}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + next);
  }
  const top = [...selfUs.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
  return { total, idle, top: top.map(([key, us]) => ({ name: key.split('\t')[0], where: key.split('\t')[1], us })) };
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/**
 * CPU seconds (user + system) used so far by the given pids, by the PostgreSQL backends connected
 * to `dbName`, by PostgreSQL's own background processes (WAL writer, checkpointer…: shared with
 * anything else on the server) and by the redis-server listening on `redisPort`.
 */
export function cpuSnapshot(pids, dbName, redisPort = Number(new URL(REDIS_URL).port || 6379)) {
  const read = (pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return {
        comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
        cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
      };
    } catch {
      return null;
    }
  };
  // group → pid → CPU seconds, so processes that start or end between two snapshots count right
  const snapshot = {};
  const add = (group, pid, cpu) => ((snapshot[group] ??= {})[pid] = cpu);
  for (const [name, pid] of Object.entries(pids)) add(name, pid, read(pid)?.cpu ?? 0);
  for (const group of ['postgres', 'pg-background', 'redis']) snapshot[group] ??= {};
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(entry);
    if (!stat || (stat.comm !== 'postgres' && stat.comm !== 'redis-server')) continue;
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
    } catch {
      continue;
    }
    if (stat.comm === 'redis-server') {
      if (cmdline.includes(`:${redisPort}`)) add('redis', entry, stat.cpu);
    } else if (cmdline.includes(` ${dbName} `)) add('postgres', entry, stat.cpu);
    else if (/: (checkpointer|background writer|walwriter|autovacuum)/.test(cmdline)) add('pg-background', entry, stat.cpu);
  }
  return snapshot;
}

/** The machine's CPU time so far, in ticks (/proc/stat): all of it, idle (with I/O wait), and stolen by the hypervisor. */
export function machineSnapshot() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((sum, value) => sum + value, 0), idle: fields[3] + fields[4], steal: fields[7] ?? 0 };
}

/**
 * Between two machineSnapshot()s, in percent of all CPUs: busy (a phase near 100 % measures the
 * machine's saturation, not the code's latency) and stolen (a shared VM's own noise).
 */
export function machineShare(before, after) {
  const total = after.total - before.total;
  const share = (ticks) => (total > 0 ? (100 * ticks) / total : 0);
  return { busy: share(total - (after.idle - before.idle)), stolen: share(after.steal - before.steal) };
}

/** CPU seconds per group between two snapshots (a process absent from `before` counts from 0). */
export function cpuDelta(before, after) {
  return Object.fromEntries(
    Object.entries(after).map(([group, pids]) => [
      group,
      Object.entries(pids).reduce((sum, [pid, cpu]) => sum + cpu - (before[group]?.[pid] ?? 0), 0),
    ]),
  );
}

/** Starts bench/sink-server.mjs on a free loopback port (`env`: its settings, e.g. RESPONSE_BYTES); resolves once it listens. */
export async function startSink(run, env = {}) {
  const port = await freePort();
  const handle = run.spawn(
    'sink',
    [join(BENCH_DIR, 'sink-server.mjs')],
    { PATH: process.env.PATH, PORT: String(port), ...env },
    { ipc: true },
  );
  const sink = sinkClient(handle);
  await sink.listening();
  return { sink, url: `http://127.0.0.1:${port}/hook`, pid: handle.pid };
}

/** The bare ingest's table (bench/baseline-ingest-server.mjs): the columns of events and event_payloads. */
export async function createBaselineEvents(db) {
  await db.query(`CREATE TABLE baseline_events (
    id uuid PRIMARY KEY, organization_id uuid NOT NULL, project_id uuid NOT NULL, endpoint_id uuid NOT NULL,
    event_id text NOT NULL, status text NOT NULL, payload_sha256 char(64) NOT NULL, payload_size_bytes integer NOT NULL,
    content_type text, idempotency_key text, received_at timestamptz NOT NULL, updated_at timestamptz NOT NULL,
    key_id text NOT NULL, body_ciphertext bytea NOT NULL, headers_ciphertext bytea NOT NULL)`);
}

/** The bare ingest server (bench/baseline-ingest-server.mjs) for `tenant`, listening; `env` adds to its own. */
export async function startBareIngest(run, tenant, env = {}) {
  const port = await freePort();
  const handle = run.spawn('baseline-ingest', [join(BENCH_DIR, 'baseline-ingest-server.mjs')], {
    PATH: process.env.PATH,
    DATABASE_URL: run.databaseUrl,
    PORT: String(port),
    ENCRYPTION_KEYS: run.encryptionKeys,
    ORGANIZATION_ID: tenant.organizationId,
    PROJECT_ID: tenant.projectId,
    ENDPOINT_ID: tenant.endpointId,
    ...env,
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, handle);
  return { handle, base: `http://127.0.0.1:${port}` };
}

/**
 * The steady phase's bare pipeline, after the bursts (their baseline_jobs table stays): the bare
 * ingest server storing each event with a job and notifying, and the bare loop claiming on each
 * notification (LISTEN=1). The same guarantees as Hookyard's live path (stored and committed before
 * the 202, claimed before it is sent, recorded after), none of its features.
 */
export async function startBareSteady(run, db, tenant, sinkUrl, { concurrency }) {
  await createBaselineEvents(db);
  await db.query(`CREATE INDEX baseline_jobs_pending ON baseline_jobs (updated_at) WHERE status = 'pending'`);
  const loop = ipcClient(
    run.spawn(
      'baseline-delivery-listen',
      [join(BENCH_DIR, 'baseline-delivery.mjs')],
      { PATH: process.env.PATH, DATABASE_URL: run.databaseUrl, SINK_URL: sinkUrl, CONCURRENCY: String(concurrency), LISTEN: '1' },
      { ipc: true },
    ),
  );
  await loop.ask(null, 'ready');
  const ingest = await startBareIngest(run, tenant, { DESTINATION_ID: tenant.destinationId });
  return { loop, ingest };
}

/**
 * The bare delivery loop (bench/baseline-delivery.mjs) over a baseline_jobs table it creates (seed it
 * with seedBareJobs after this), up and ready: `ask('run', 'done')` delivers every pending row.
 * `rate`: deliveries/s at most (default: as fast as it goes).
 */
export async function startBareLoop(run, db, sinkUrl, { concurrency, rate = null }) {
  await db.query(`CREATE TABLE baseline_jobs (
    id uuid PRIMARY KEY, organization_id uuid NOT NULL, event_id text NOT NULL, destination_id uuid NOT NULL,
    status text NOT NULL, attempt_count integer NOT NULL DEFAULT 0, next_attempt_at timestamptz, lease_expires_at timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now(), body bytea NOT NULL)`);
  const env = { PATH: process.env.PATH, DATABASE_URL: run.databaseUrl, SINK_URL: sinkUrl, CONCURRENCY: String(concurrency) };
  const loop = ipcClient(
    run.spawn('baseline-delivery', [join(BENCH_DIR, 'baseline-delivery.mjs')], rate ? { ...env, RATE: String(rate) } : env, { ipc: true }),
  );
  await loop.ask(null, 'ready');
  return loop;
}

/** `count` pending rows of `body` for the bare loop, to `tenant`'s destination (event ids tagged `tag`). */
export async function seedBareJobs(db, tenant, count, tag, body) {
  await db.query(
    `INSERT INTO baseline_jobs (id, organization_id, event_id, destination_id, status, body)
     SELECT gen_random_uuid(), $1, 'evt_baseline_' || $5 || '_' || i, $2, 'pending', convert_to($3, 'UTF8') FROM generate_series(1, $4) AS i`,
    [tenant.organizationId, tenant.destinationId, body, count, tag],
  );
  await db.query('VACUUM ANALYZE baseline_jobs');
}

/** The sink process, driven over IPC. */
export function sinkClient(handle) {
  const { ask } = ipcClient(handle);
  return {
    listening: () => ask(null, 'listening'),
    reset: () => ask('reset'),
    /** How many deliveries arrived: one number, cheap enough to ask every few milliseconds. */
    count: () => ask('count').then((message) => message.received),
    /** How many arrived, and how many of them carried bench_sent_at (timed: live traffic's). */
    counts: () => ask('count').then(({ received, timed }) => ({ received, timed })),
    stats: () => ask('stats'),
  };
}

/** A child process answering commands over IPC: `ask(cmd, reply)` sends cmd and waits for reply. */
export function ipcClient(handle) {
  const waiting = [];
  handle.child.on('message', (message) => {
    const index = waiting.findIndex((entry) => entry.reply === message.cmd);
    if (index >= 0) waiting.splice(index, 1)[0].done(message);
  });
  handle.exited.then((code) => {
    for (const entry of waiting.splice(0)) entry.fail(new Error(`${handle.name} exited ${code}:\n${handle.tail()}`));
  });
  return {
    handle,
    ask: (cmd, reply = cmd) =>
      new Promise((done, fail) => {
        waiting.push({ reply, done, fail });
        if (cmd) handle.child.send({ cmd });
      }),
  };
}
