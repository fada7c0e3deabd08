// Finds PostgreSQL and Redis for `npm start` / `npm test`, starting them when needed.
//
// Order, for each of the two:
//   1. DATABASE_URL / REDIS_URL set: use it, waiting up to 30 s for it to answer. REDIS_CLUSTER_NODES
//      set: each node it lists must answer PING (REDIS_URL is then ignored, as the server ignores it).
//   2. The standard local port (127.0.0.1:5432 / :6379) answers and lets us in without a password.
//   3. A private instance of an earlier run answers (127.0.0.1:54329 / :63799, data in .data/).
//   4. The service is installed system-wide but stopped: the machine's own start command
//      (pg_ctlcluster; redis-server on 6379), then step 2 again.
//   5. Start a private instance under .data/ from the binaries on PATH (or /usr/lib/postgresql/*/bin).
//   6. None of these: one message naming what to install or run.
//
// The probes speak each server's protocol (PostgreSQL startup message, Redis PING), so a port
// taken by something else is not mistaken for a database. Node built-ins only.
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { join, relative } from 'node:path';
import tls from 'node:tls';
import { DATA_DIR, ROOT, UserError, log, maskUrl, runSync, shellQuote, sleep, warn, which } from './util.mjs';

const PRIVATE_PG_PORT = 54329;
const PRIVATE_REDIS_PORT = 63799;

const DEFAULTS = {
  env: process.env,
  dataDir: DATA_DIR,
  pgPort: 5432, // the standard local ports that are probed
  redisPort: 6379,
  privatePgPort: PRIVATE_PG_PORT,
  privateRedisPort: PRIVATE_REDIS_PORT,
  systemStart: true, // try the machine's own start commands for stopped system services
  privateStart: true, // start private instances under dataDir
  waitMs: 30_000, // how long a given or just-started service may take to answer
  quiet: false,
};

const DATABASE = 'hookyard';
const PG_USER = 'postgres';

// ───────────────────────────── protocol probes ─────────────────────────────

/** Socket to host:port (or a Unix socket path), optionally TLS; rejects after timeoutMs. */
function connect({ host, port, path, useTls }, timeoutMs) {
  return new Promise((resolve, reject) => {
    const opts = path ? { path } : { host, port };
    const sock = useTls ? tls.connect({ ...opts, servername: host, rejectUnauthorized: false }) : net.connect(opts);
    const timer = setTimeout(() => {
      sock.destroy();
      reject(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }));
    }, timeoutMs);
    sock.once(useTls ? 'secureConnect' : 'connect', () => {
      clearTimeout(timer);
      resolve(sock);
    });
    sock.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Reads from sock until parse(buffer) returns a result; resolves with it, or {state:'other'} on EOF/timeout. */
function converse(sock, request, parse, timeoutMs) {
  return new Promise((resolve) => {
    let buf = Buffer.alloc(0);
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      sock.removeAllListeners('data');
      resolve(result);
    };
    const timer = setTimeout(() => finish({ state: 'other', detail: 'no answer' }), timeoutMs);
    sock.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      const r = parse(buf);
      if (r) finish(r);
    });
    sock.once('close', () => finish({ state: 'other', detail: 'connection closed without an answer' }));
    sock.once('error', (err) => finish({ state: 'other', detail: err.message }));
    sock.write(request);
  });
}

/** Parses `postgres://user:pw@host:port/db?host=/socket/dir` into what the probe needs. */
function parsePgUrl(url) {
  // `postgres://user@/db?host=/run/postgresql` is valid for libpq and node-pg, not for URL().
  const u = new URL(url.replace(/^(postgres(?:ql)?:\/\/(?:[^@/?#]*@)?)(?=[/?#]|$)/, '$1localhost'));
  if (!/^postgres(ql)?:$/.test(u.protocol)) throw new UserError(`DATABASE_URL must start with postgres:// (got ${maskUrl(url)})`);
  const port = Number(u.port || 5432);
  let host = decodeURIComponent(u.hostname).replace(/^\[(.*)\]$/, '$1');
  const hostParam = u.searchParams.get('host');
  if (hostParam) host = hostParam;
  const user = decodeURIComponent(u.username) || process.env.PGUSER || os.userInfo().username;
  const database = decodeURIComponent(u.pathname.slice(1)) || user;
  const isSocket = host.startsWith('/');
  return {
    host: isSocket ? undefined : host || '127.0.0.1',
    port,
    path: isSocket ? join(host, `.s.PGSQL.${port}`) : undefined,
    user,
    database,
  };
}

/**
 * Asks a PostgreSQL server to open a session and classifies its first answer:
 *   ok        it let us in without a password (or only the database is missing: migrate creates it)
 *   password  it is up and asks for a password
 *   rejected  it is up and refused us (pg_hba, unknown role, …): detail says why
 *   starting  it is up but still starting or shutting down
 *   down      nothing listens there
 *   other     something answered that is not PostgreSQL
 */
async function probePostgres(target, timeoutMs = 2000) {
  let sock;
  try {
    sock = await connect(target, timeoutMs);
  } catch (err) {
    return { state: 'down', detail: err.code === 'ETIMEDOUT' ? 'no answer' : err.code || err.message };
  }
  const params = Buffer.from(`user\0${target.user}\0database\0${target.database}\0application_name\0hookyard-probe\0\0`);
  const startup = Buffer.alloc(8 + params.length);
  startup.writeInt32BE(startup.length, 0);
  startup.writeInt32BE(196608, 4); // protocol 3.0
  params.copy(startup, 8);

  const result = await converse(
    sock,
    startup,
    (buf) => {
      let off = 0;
      while (buf.length - off >= 5) {
        const type = String.fromCharCode(buf[off]);
        const len = buf.readInt32BE(off + 1);
        if (len < 4 || len > 1 << 20) return { state: 'other', detail: 'not a PostgreSQL answer' };
        if (buf.length - off < 1 + len) return null;
        const body = buf.subarray(off + 5, off + 1 + len);
        off += 1 + len;
        if (type === 'R') {
          // 0 = no password needed; then wait for ReadyForQuery or an error (unknown role, …).
          if (body.readInt32BE(0) !== 0) return { state: 'password', detail: 'asks for a password' };
          continue;
        }
        if (type === 'Z') return { state: 'ok' };
        if (type === 'E') {
          const fields = {};
          for (let i = 0; i < body.length && body[i] !== 0;) {
            const end = body.indexOf(0, i + 1);
            fields[String.fromCharCode(body[i])] = body.subarray(i + 1, end).toString('utf8');
            i = end + 1;
          }
          const code = fields.C;
          if (code === '3D000') return { state: 'ok', detail: fields.M }; // database missing: migrate creates it
          if (code === '57P03') return { state: 'starting', detail: fields.M };
          if (code === '28P01') return { state: 'password', detail: fields.M };
          return { state: 'rejected', detail: `${fields.M ?? 'refused'}${code ? ` (${code})` : ''}` };
        }
        if (type === 'N' || type === 'v' || type === 'S' || type === 'K') continue;
        return { state: 'other', detail: 'not a PostgreSQL answer' };
      }
      return null;
    },
    timeoutMs,
  );
  if (result.state === 'ok' && !sock.destroyed) sock.write(Buffer.from([0x58, 0, 0, 0, 4])); // Terminate
  sock.destroy();
  return result;
}

/** Parses `redis://[user:pw@]host:port/db` / `rediss://…` into what the probe needs. */
function parseRedisUrl(url) {
  const u = new URL(url);
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') {
    throw new UserError(`REDIS_URL must start with redis:// or rediss:// (got ${maskUrl(url)})`);
  }
  return {
    host: decodeURIComponent(u.hostname).replace(/^\[(.*)\]$/, '$1') || '127.0.0.1',
    port: Number(u.port || 6379),
    useTls: u.protocol === 'rediss:',
    username: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  };
}

const resp = (...args) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;

/** Sends (AUTH and) PING; states as for probePostgres, plus `loading`. */
async function probeRedis(target, timeoutMs = 2000) {
  let sock;
  try {
    sock = await connect(target, timeoutMs);
  } catch (err) {
    return { state: 'down', detail: err.code === 'ETIMEDOUT' ? 'no answer' : err.code || err.message };
  }
  const auth = target.password ? (target.username ? resp('AUTH', target.username, target.password) : resp('AUTH', target.password)) : '';
  const result = await converse(
    sock,
    auth + resp('PING'),
    (buf) => {
      const lines = buf.toString('utf8').split('\r\n');
      const complete = lines.slice(0, -1);
      if (!complete.length) return null;
      for (const line of complete) {
        if (line === '+PONG') return { state: 'ok' };
        if (line === '+OK') continue; // AUTH accepted
        if (/^-(NOAUTH|WRONGPASS|ERR.*(password|AUTH))/i.test(line)) return { state: 'password', detail: line.slice(1) };
        if (/^-LOADING/.test(line)) return { state: 'starting', detail: line.slice(1) };
        return { state: line.startsWith('-') ? 'rejected' : 'other', detail: line.replace(/^[-+]/, '').slice(0, 200) };
      }
      return null;
    },
    timeoutMs,
  );
  sock.destroy();
  return result;
}

/** Probes until `accept(result)` or the deadline; returns the last result. */
async function waitFor(probe, accept, waitMs) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const r = await probe();
    if (accept(r) || Date.now() >= deadline) return r;
    await sleep(500);
  }
}

// ───────────────────────────── PostgreSQL ─────────────────────────────

const pgUrl = (port) => `postgres://${PG_USER}@127.0.0.1:${port}/${DATABASE}`;
const localPg = (port) => ({ host: '127.0.0.1', port, user: PG_USER, database: DATABASE });

/** initdb and pg_ctl from PATH, else from the newest /usr/lib/postgresql/<v>/bin (or Homebrew's). */
function findPgBinaries(env = process.env) {
  const initdb = which('initdb', env.PATH);
  const pgCtl = which('pg_ctl', env.PATH);
  if (initdb && pgCtl) return { initdb, pgCtl };
  const dirs = [];
  for (const base of ['/usr/lib/postgresql', '/usr/local/opt', '/opt/homebrew/opt']) {
    let names = [];
    try {
      names = readdirSync(base);
    } catch {
      continue;
    }
    for (const name of names) {
      if (base === '/usr/lib/postgresql' || /^postgresql/.test(name)) dirs.push(join(base, name, 'bin'));
    }
  }
  const version = (d) => Number((d.match(/(\d+)(?:\/bin)?$/) || d.match(/(\d+)/) || [0, 0])[1]);
  dirs.sort((a, b) => version(b) - version(a));
  for (const dir of dirs) {
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) {
      return { initdb: join(dir, 'initdb'), pgCtl: join(dir, 'pg_ctl') };
    }
  }
  return null;
}

/**
 * initdb and postgres refuse to run as root. As root we run them as the `postgres` system
 * account (runuser, else su); otherwise as ourselves.
 */
function postgresRunner() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return { asRoot: false, wrap: (cmd, args) => [cmd, args] };
  const uid = runSync('id', ['-u', PG_USER]);
  const gid = runSync('id', ['-g', PG_USER]);
  if (uid.code !== 0) {
    throw new UserError(
      'Running as root, and PostgreSQL refuses to run as root; there is no "postgres" account to run it as.\n' +
        '  Create one (useradd --system --home /var/lib/postgresql postgres), or run this as a normal user.',
    );
  }
  const runuser = which('runuser');
  return {
    asRoot: true,
    uid: Number(uid.stdout.trim()),
    gid: Number(gid.stdout.trim()),
    wrap: runuser
      ? (cmd, args) => [runuser, ['-u', PG_USER, '--', cmd, ...args]]
      : (cmd, args) => ['su', [PG_USER, '-s', '/bin/sh', '-c', [cmd, ...args].map(shellQuote).join(' ')]],
  };
}

/** A path relative to the repo when inside it, else absolute. */
const show = (p) => (p.startsWith(ROOT + '/') ? relative(ROOT, p) : p);

function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

function majorVersion(pgCtl) {
  const m = runSync(pgCtl, ['--version']).stdout.match(/(\d+)(?:\.\d+)?/);
  return m ? Number(m[1]) : null;
}

/** The machine's documented start for a stopped system cluster (Debian's pg_ctlcluster). */
function startSystemPostgres(o) {
  const pgCtlcluster = which('pg_ctlcluster', o.env.PATH);
  if (!pgCtlcluster || !existsSync('/etc/postgresql')) return false;
  let started = false;
  const versions = readdirSync('/etc/postgresql')
    .filter((v) => existsSync(join('/etc/postgresql', v, 'main')))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    if (!o.quiet) log(`PostgreSQL is installed but not answering; starting it: pg_ctlcluster --skip-systemctl-redirect ${v} main start`);
    const r = runSync(pgCtlcluster, ['--skip-systemctl-redirect', v, 'main', 'start']);
    if (r.code === 0) started = true;
    else if (!o.quiet) warn(`pg_ctlcluster ${v} main start failed: ${(r.stderr || r.stdout).trim().split('\n').pop()}`);
  }
  return started;
}

/** initdb (once) and start a private cluster in <dataDir>/pg on 127.0.0.1:<privatePgPort>. */
async function startPrivatePostgres(o, bins) {
  const pgDir = join(o.dataDir, 'pg');
  const sockDir = join(o.dataDir, 'pg-sock');
  const logFile = join(o.dataDir, 'pg.log');
  const rel = show(pgDir);
  const runner = postgresRunner();
  const exec = (cmd, args) => {
    const [c, a] = runner.wrap(cmd, args);
    return runSync(c, a, { cwd: os.tmpdir() });
  };

  mkdirSync(o.dataDir, { recursive: true });
  if (!existsSync(join(pgDir, 'PG_VERSION'))) rmSync(pgDir, { recursive: true, force: true }); // a half-done initdb
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  mkdirSync(sockDir, { recursive: true });
  if (!existsSync(logFile)) writeFileSync(logFile, '');
  if (runner.asRoot) {
    for (const p of [pgDir, sockDir, logFile]) chownSync(p, runner.uid, runner.gid);
    if (exec('test', ['-w', pgDir]).code !== 0) {
      throw new UserError(
        `Running as root, PostgreSQL must run as the "postgres" account, which cannot reach ${pgDir}\n` +
          '  (a parent folder is not searchable for it). Run from a checkout it can reach, or as a normal user.',
      );
    }
  }

  const binMajor = majorVersion(bins.pgCtl);
  if (existsSync(join(pgDir, 'PG_VERSION'))) {
    const dataMajor = Number(readFileSync(join(pgDir, 'PG_VERSION'), 'utf8').trim());
    if (binMajor && dataMajor !== binMajor) {
      throw new UserError(
        `${rel} was made by PostgreSQL ${dataMajor}, but the binaries found are PostgreSQL ${binMajor} (${bins.pgCtl}).\n` +
          `  Delete ${rel} (its data is lost) and run again, or put PostgreSQL ${dataMajor}'s bin/ first on PATH.`,
      );
    }
  } else {
    if (!o.quiet) log(`creating a private PostgreSQL ${binMajor ?? ''} cluster in ${rel} (initdb)`);
    const r = exec(bins.initdb, ['-D', pgDir, '-U', PG_USER, '--auth=trust', '-E', 'UTF8', '--no-locale']);
    if (r.code !== 0) throw new UserError(`initdb failed:\n${(r.stderr || r.stdout).trim()}`);
  }

  // Unix socket paths are limited to ~107 bytes; without a short enough one, TCP only.
  const sockOpt = join(sockDir, `.s.PGSQL.${o.privatePgPort}`).length < 100 ? shellQuote(sockDir) : "''";
  if (!o.quiet) log(`starting the private PostgreSQL on 127.0.0.1:${o.privatePgPort} (log: ${show(logFile)})`);
  const r = exec(bins.pgCtl, [
    '-D',
    pgDir,
    '-o',
    `-p ${o.privatePgPort} -k ${sockOpt} -c listen_addresses=127.0.0.1`,
    '-l',
    logFile,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  if (r.code !== 0) {
    throw new UserError(
      `could not start the private PostgreSQL (pg_ctl exit ${r.code}).\n${(r.stderr || r.stdout).trim()}\n--- ${logFile} ---\n${tail(logFile)}`,
    );
  }
}

async function ensurePostgres(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const given = o.env.DATABASE_URL;
  if (given) {
    const target = parsePgUrl(given);
    const r = await waitFor(
      () => probePostgres(target),
      (x) => x.state !== 'down' && x.state !== 'starting',
      o.waitMs,
    );
    if (r.state === 'down' || r.state === 'starting' || r.state === 'other') {
      return { given: true, error: `PostgreSQL at DATABASE_URL=${maskUrl(given)} does not answer (${r.detail}).` };
    }
    if (r.state === 'rejected' && !o.quiet) warn(`PostgreSQL at ${maskUrl(given)} answered: ${r.detail}`);
    return { url: given, source: 'DATABASE_URL' };
  }

  const notes = [];
  const std = localPg(o.pgPort);
  let r = await probePostgres(std);
  if (r.state === 'starting')
    r = await waitFor(
      () => probePostgres(std),
      (x) => x.state !== 'starting',
      o.waitMs,
    );
  if (r.state === 'ok') return { url: pgUrl(o.pgPort), source: 'local' };
  if (r.state === 'password') {
    notes.push(`PostgreSQL on 127.0.0.1:${o.pgPort} asks user "${PG_USER}" for a password: to use it, set DATABASE_URL with one.`);
  } else if (r.state !== 'down') {
    notes.push(`127.0.0.1:${o.pgPort} answered, but not usably as PostgreSQL user "${PG_USER}": ${r.detail}.`);
  }

  const priv = localPg(o.privatePgPort);
  const rp = await probePostgres(priv);
  if (rp.state === 'ok') return { url: pgUrl(o.privatePgPort), source: 'private', private: true };

  if (r.state === 'down' && o.systemStart && startSystemPostgres(o)) {
    r = await waitFor(
      () => probePostgres(std),
      (x) => x.state === 'ok',
      o.waitMs,
    );
    if (r.state === 'ok') return { url: pgUrl(o.pgPort), source: 'system (started)' };
  }

  if (o.privateStart) {
    const bins = findPgBinaries(o.env);
    if (bins) {
      await startPrivatePostgres(o, bins);
      const rs = await waitFor(
        () => probePostgres(priv),
        (x) => x.state === 'ok',
        o.waitMs,
      );
      if (rs.state === 'ok') return { url: pgUrl(o.privatePgPort), source: 'private (started)', private: true, started: true };
      notes.push(`the private PostgreSQL started but does not answer (${rs.detail}); see ${join(o.dataDir, 'pg.log')}.`);
    } else {
      notes.push('no PostgreSQL binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql/*/bin to start a private one.');
    }
  }
  return { error: [`PostgreSQL: nothing usable answers on 127.0.0.1:${o.pgPort}.`, ...notes].join('\n    ') };
}

// ───────────────────────────── Redis ─────────────────────────────

const redisUrl = (port) => `redis://127.0.0.1:${port}/0`;
const localRedis = (port) => ({ host: '127.0.0.1', port });

/** The machine's documented start for a system-wide Redis that is not running (as root only). */
function startSystemRedis(o, redisServer) {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!asRoot || !existsSync('/etc/redis')) return false;
  const args = ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', String(o.redisPort), '--save', '', '--appendonly', 'no'];
  if (!o.quiet) log(`Redis is installed but not answering; starting it: redis-server ${args.map(shellQuote).join(' ')}`);
  const r = runSync(redisServer, args, { cwd: os.tmpdir() });
  if (r.code !== 0 && !o.quiet) warn(`redis-server failed: ${(r.stderr || r.stdout).trim()}`);
  return r.code === 0;
}

async function startPrivateRedis(o, redisServer) {
  mkdirSync(o.dataDir, { recursive: true });
  const logFile = join(o.dataDir, 'redis.log');
  if (!o.quiet) log(`starting a private Redis on 127.0.0.1:${o.privateRedisPort} (log: ${show(logFile)})`);
  // prettier-ignore
  const r = runSync(redisServer, [
    '--port', String(o.privateRedisPort), '--bind', '127.0.0.1',
    '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction',
    '--daemonize', 'yes', '--dir', o.dataDir,
    '--pidfile', join(o.dataDir, 'redis.pid'), '--logfile', logFile,
  ]);
  if (r.code !== 0) {
    throw new UserError(
      `could not start the private Redis (exit ${r.code}).\n${(r.stderr || r.stdout).trim()}\n--- ${logFile} ---\n${tail(logFile)}`,
    );
  }
}

/** `host:port,…` of REDIS_CLUSTER_NODES (an IPv6 address in brackets), as the server reads it. */
function parseClusterNodes(raw) {
  return raw.split(',').map((entry) => {
    const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(entry.trim());
    if (!match) throw new UserError(`REDIS_CLUSTER_NODES: "${entry.trim()}" is not host:port`);
    return { name: entry.trim(), host: match[1] ?? match[2], port: Number(match[3]) };
  });
}

/** Every node REDIS_CLUSTER_NODES lists must answer PING (waiting as for a given REDIS_URL); the error names those that do not. */
async function ensureRedisCluster(o, raw) {
  const nodes = parseClusterNodes(raw);
  const results = await Promise.all(
    nodes.map((node) =>
      waitFor(
        () => probeRedis(node),
        (x) => x.state !== 'down' && x.state !== 'starting',
        o.waitMs,
      ),
    ),
  );
  const silent = nodes.map((node, i) => ({ node, r: results[i] })).filter(({ r }) => r.state !== 'ok');
  if (silent.length > 0) {
    const which = silent.map(({ node, r }) => `${node.name} (${r.detail})`).join(', ');
    return { given: true, error: `Redis Cluster node(s) of REDIS_CLUSTER_NODES do not answer PING: ${which}.` };
  }
  return { url: undefined, clusterNodes: nodes.map((node) => node.name).join(','), source: 'REDIS_CLUSTER_NODES' };
}

async function ensureRedis(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const cluster = o.env.REDIS_CLUSTER_NODES;
  if (cluster && cluster.trim() !== '') return ensureRedisCluster(o, cluster);
  const given = o.env.REDIS_URL;
  if (given) {
    const target = parseRedisUrl(given);
    const r = await waitFor(
      () => probeRedis(target),
      (x) => x.state !== 'down' && x.state !== 'starting',
      o.waitMs,
    );
    if (r.state === 'ok') return { url: given, source: 'REDIS_URL' };
    if (r.state === 'password')
      return { given: true, error: `Redis at REDIS_URL=${maskUrl(given)} refused the credentials (${r.detail}).` };
    return { given: true, error: `Redis at REDIS_URL=${maskUrl(given)} does not answer PING (${r.detail}).` };
  }

  const notes = [];
  const std = localRedis(o.redisPort);
  let r = await probeRedis(std);
  if (r.state === 'starting')
    r = await waitFor(
      () => probeRedis(std),
      (x) => x.state !== 'starting',
      o.waitMs,
    );
  if (r.state === 'ok') return { url: redisUrl(o.redisPort), source: 'local' };
  if (r.state !== 'down')
    notes.push(`Redis on 127.0.0.1:${o.redisPort} answered "${r.detail}" (set REDIS_URL with its password to use it).`);

  const priv = localRedis(o.privateRedisPort);
  if ((await probeRedis(priv)).state === 'ok') return { url: redisUrl(o.privateRedisPort), source: 'private', private: true };

  const redisServer = which('redis-server', o.env.PATH);
  if (r.state === 'down' && o.systemStart && redisServer && startSystemRedis(o, redisServer)) {
    r = await waitFor(
      () => probeRedis(std),
      (x) => x.state === 'ok',
      o.waitMs,
    );
    if (r.state === 'ok') return { url: redisUrl(o.redisPort), source: 'system (started)' };
  }

  if (o.privateStart) {
    if (redisServer) {
      await startPrivateRedis(o, redisServer);
      const rs = await waitFor(
        () => probeRedis(priv),
        (x) => x.state === 'ok',
        o.waitMs,
      );
      if (rs.state === 'ok') return { url: redisUrl(o.privateRedisPort), source: 'private (started)', private: true, started: true };
      notes.push(`the private Redis started but does not answer (${rs.detail}); see ${join(o.dataDir, 'redis.log')}.`);
    } else {
      notes.push('no redis-server on PATH to start a private one.');
    }
  }
  return { error: [`Redis: nothing usable answers on 127.0.0.1:${o.redisPort}.`, ...notes].join('\n    ') };
}

// ───────────────────────────── both ─────────────────────────────

/**
 * Finds (or starts) PostgreSQL and Redis. Resolves `{ databaseUrl, redisUrl, postgres, redis }`
 * (`postgres`/`redis` say where each came from; `redisUrl` is undefined on a Redis Cluster, whose
 * nodes come from REDIS_CLUSTER_NODES); throws one UserError naming everything missing.
 */
export async function ensureServices(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const [pg, redis] = [await ensurePostgres(o), await ensureRedis(o)];
  const errors = [pg.error, redis.error].filter(Boolean);
  if (errors.length && [pg, redis].every((x) => !x.error || x.given)) {
    throw new UserError(
      [
        'Hookyard could not reach the services it was given:',
        ...errors.map((e) => `  - ${e}`),
        'Check that they run and that the URLs are right, or unset DATABASE_URL / REDIS_URL /',
        'REDIS_CLUSTER_NODES to use (or start) local ones.',
      ].join('\n'),
    );
  }
  if (errors.length) {
    const pgMissing = pg.error && !pg.given;
    const redisMissing = redis.error && !redis.given;
    const apt = [pgMissing && 'postgresql', redisMissing && 'redis-server'].filter(Boolean).join(' ');
    const brew = [pgMissing && 'postgresql@15', redisMissing && 'redis'].filter(Boolean).join(' ');
    const services = [pgMissing && 'postgres', redisMissing && 'redis'].filter(Boolean).join(' ');
    const them = apt.includes(' ') ? 'them' : 'it';
    throw new UserError(
      [
        'Hookyard needs PostgreSQL 15+ and Redis 7+, and could not find or start:',
        ...errors.map((e) => `  - ${e}`),
        '',
        'Do one of these, then run the command again:',
        `  - install ${them} (Debian/Ubuntu: sudo apt-get install ${apt}; macOS: brew install ${brew}):`,
        `    one running on its standard port is used; otherwise npm start/test start a private one under .data/;`,
        `  - run ${them} in Docker: ENCRYPTION_KEYS=unused docker compose -f docker/compose.yml up -d ${services}`,
        '    (the compose file insists on ENCRYPTION_KEYS even for these; they do not use it),',
        ...(pgMissing ? ['    then DATABASE_URL=postgres://postgres:hookyard@127.0.0.1:5432/hookyard npm start (or npm test);'] : []),
        '  - point at your own: DATABASE_URL=postgres://… REDIS_URL=redis://… npm start',
      ].join('\n'),
    );
  }
  if (!o.quiet) {
    log(`PostgreSQL: ${maskUrl(pg.url)} (${pg.source})`);
    log(`Redis:      ${redis.url ? maskUrl(redis.url) : `cluster ${redis.clusterNodes}`} (${redis.source})`);
  }
  return { databaseUrl: pg.url, redisUrl: redis.url, postgres: pg, redis };
}

/** Stops the private PostgreSQL and Redis under dataDir, if running. Leaves their data. */
export async function stopPrivateServices(options = {}) {
  const o = { ...DEFAULTS, ...options };
  const stopped = [];
  const pgDir = join(o.dataDir, 'pg');
  if (existsSync(join(pgDir, 'postmaster.pid'))) {
    const bins = findPgBinaries(o.env);
    if (!bins) throw new UserError(`a private PostgreSQL runs from ${pgDir}, but pg_ctl is not found to stop it.`);
    const runner = postgresRunner();
    const [c, a] = runner.wrap(bins.pgCtl, ['-D', pgDir, '-m', 'fast', '-w', 'stop']);
    const r = runSync(c, a, { cwd: os.tmpdir() });
    if (r.code === 0) stopped.push('PostgreSQL');
    else warn(`pg_ctl stop: ${(r.stderr || r.stdout).trim()}`);
  }
  const pidFile = join(o.dataDir, 'redis.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').trim());
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      /* not running, or no /proc */
    }
    const isOurs = cmdline ? cmdline.includes('redis-server') : pidAlive(pid);
    if (pid > 0 && isOurs && pidAlive(pid)) {
      process.kill(pid, 'SIGTERM');
      for (let i = 0; i < 50 && pidAlive(pid); i++) await sleep(100);
      stopped.push('Redis');
    }
    rmSync(pidFile, { force: true });
  }
  return stopped;
}

function pidAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}
