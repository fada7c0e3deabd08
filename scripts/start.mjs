#!/usr/bin/env node
// `npm start`: install → build → PostgreSQL + Redis → migrate → demo data → api + worker + SPA
// in one process (backend/dist/combined.js), then a banner with the dashboard URL, the demo
// login and a curl line to send a first webhook. Ctrl-C stops the server; private PostgreSQL
// and Redis started under .data/ keep running (stop them with `node scripts/stop-services.mjs`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { demoEnv, exposureNote } from './lib/demo-env.mjs';
import { ensureServices } from './lib/services.mjs';
import { DATA_DIR, ROOT, UserError, bold, log, main, npm, run, signalNumber, sleep, warn } from './lib/util.mjs';

const CLI = join(ROOT, 'backend', 'dist', 'cli.js');
const COMBINED = join(ROOT, 'backend', 'dist', 'combined.js');
const DEMO_FILE = join(DATA_DIR, 'demo.json');

main(async () => {
  await ensureInstalled();

  log('building backend and frontend (npm run build; unchanged parts come from the Nx cache)');
  if ((await npm(['run', 'build'])).code !== 0) throw new UserError('the build failed; see its output above.');
  for (const f of [CLI, COMBINED]) if (!existsSync(f)) throw new UserError(`the build did not produce ${f}.`);

  const { databaseUrl, redisUrl, postgres, redis } = await ensureServices();

  const port = process.env.PORT || '3000';
  const publicBaseUrl = (process.env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  // on a Redis Cluster (REDIS_CLUSTER_NODES) there is no Redis URL: the server ignores REDIS_URL then
  const redisEnv = redisUrl ? { REDIS_URL: redisUrl } : {};
  const demo = demoEnv({ ...process.env, DATABASE_URL: databaseUrl, ...redisEnv, PORT: port, PUBLIC_BASE_URL: publicBaseUrl });
  const { env } = demo;
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  if (await portAnswers(host, Number(port))) {
    throw new UserError(`port ${port} on ${host} is already in use (another Hookyard?). Stop it, or run: PORT=3001 npm start`);
  }

  if ((await run(process.execPath, [CLI, 'migrate'], { env })).code !== 0) {
    throw new UserError('database migration failed; see the output above.');
  }
  const seeded = await run(process.execPath, [CLI, 'seed-demo', '--out', DEMO_FILE], { env, capture: true });
  if (seeded.code !== 0) throw new UserError('creating the demo organization failed; see the output above.');
  const login = readDemo(seeded.stdout);

  log(`starting api + worker + dashboard: node backend/dist/combined.js (port ${port})`);
  // Own process group: a Ctrl-C reaches the server once, through us, not twice.
  const child = spawn(process.execPath, [COMBINED], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? 128 + signalNumber(signal))));
  forwardSignals(child);

  const healthy = await Promise.race([waitForHealth(`http://${hostForUrl(host)}:${port}/healthz`), exited.then(() => false)]);
  if (healthy) printBanner({ publicBaseUrl, demo: login, postgres, redis, exposure: exposureNote(demo) });
  else if (child.exitCode === null) warn(`the server did not answer /healthz within 60 s; still waiting on it (Ctrl-C to stop).`);

  const code = await exited;
  if (postgres.private || redis.private) {
    log('the private PostgreSQL/Redis under .data/ keep running; stop them with: node scripts/stop-services.mjs');
  }
  return code;
});

/** The seed-demo JSON: from the file it wrote (its stdout may carry log lines too). */
function readDemo(stdout) {
  const parse = (text) => {
    try {
      const d = JSON.parse(text);
      return d && d.email && d.token ? d : null;
    } catch {
      return null;
    }
  };
  const fromFile = existsSync(DEMO_FILE) ? parse(readFileSync(DEMO_FILE, 'utf8')) : null;
  const demo = fromFile ?? parse(stdout.trim().split('\n').pop() ?? '');
  if (!demo) throw new UserError(`seed-demo did not write the demo login to ${DEMO_FILE}.`);
  return demo;
}

function printBanner({ publicBaseUrl, demo, postgres, redis, exposure }) {
  // Built from the token so it follows PORT / PUBLIC_BASE_URL even if demo.json is older.
  const ingestUrl = `${publicBaseUrl}/api/ingest/${demo.token}`;
  const line = '─'.repeat(72);
  console.log(
    [
      '',
      line,
      bold('  Hookyard is running'),
      '',
      `  Dashboard    ${bold(`${publicBaseUrl}/`)}`,
      `  Demo login   ${demo.email}  /  ${demo.password}`,
      `  Ingest URL   ${ingestUrl}`,
      '',
      '  Send a webhook (answers 202 with its event_id):',
      `    curl -i -X POST '${ingestUrl}' -H 'content-type: application/json' -d '{"type":"demo.hello"}'`,
      '',
      '  Then watch it in the dashboard (Events), delivered to the built-in echo receiver.',
      '  The API (GET /api/events …) takes an API key: create one in the dashboard under API keys.',
      `  API reference: ${publicBaseUrl}/api/docs   Health: ${publicBaseUrl}/healthz, /readyz`,
      `  PostgreSQL: ${postgres.source}   Redis: ${redis.source}   Demo login kept in .data/demo.json`,
      ...(exposure ? [`  ${exposure}`] : []),
      '  Ctrl-C stops the server.',
      line,
      '',
    ].join('\n'),
  );
}

function forwardSignals(child) {
  let first = 0;
  const stop = (sig) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const now = Date.now();
    if (!first) {
      first = now;
      log(`${sig}: stopping the server…`);
      child.kill(sig);
    } else if (now - first > 3000) {
      // npm and the terminal may deliver the same Ctrl-C twice; a later one means "now".
      warn('stopping it hard (SIGKILL)');
      child.kill('SIGKILL');
    }
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => stop(sig));
  // `npm start` stopped by a supervisor's SIGTERM kills its shell but not us: stop with our parent.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop('SIGTERM');
  }, 1000).unref();
}

async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  return false;
}

function portAnswers(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port });
    s.setTimeout(1000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('timeout', () => (s.destroy(), resolve(false)));
    s.once('error', () => resolve(false));
  });
}

const hostForUrl = (h) => (h.includes(':') ? `[${h}]` : h);
