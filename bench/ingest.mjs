// npm run bench:ingest [-- --duration 10 --warmup 3 --profile --verify stripe]
//
// Hookyard's api (node backend/dist/main.js, api only) against a bare node:http + pg baseline
// doing the same store, both on one throw-away database, loaded alternately by autocannon.
// `--verify stripe` turns on the endpoint's Stripe sender verification: every request then carries
// a Stripe-Signature that Hookyard checks (HMAC-SHA256 of the body) before storing it.
import autocannon from 'autocannon';
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BENCH_DIR,
  BenchRun,
  DIST,
  PROFILE_DIR,
  cpuDelta,
  cpuSnapshot,
  createBaselineEvents,
  fmt,
  freePort,
  jsonBody,
  seedTenant,
  startBareIngest,
  startHookyard,
  summarize,
  table,
  printTopSelfTime,
  topSelfTime,
  verdict,
  waitForHttp,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '2' },
    profile: { type: 'boolean', default: false },
    verify: { type: 'string' },
  },
});
if (args.verify !== undefined && args.verify !== 'stripe') throw new Error('--verify takes stripe (or nothing)');
const DURATION = Math.max(10, Number(args.duration));
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const ROUNDS = Number(args.rounds);
const BODY = jsonBody(1024);

const API_ENV = {
  // The limiter stays in the path (one Redis script per request) but never refuses.
  INGEST_RATE_PER_SECOND: '1000000',
  INGEST_RATE_BURST: '10000000',
  LOG_LEVEL: 'info',
};

/** Extra request headers: with --verify stripe, a Stripe-Signature of BODY (the bench sets a tolerance covering the whole run). */
let signatureHeaders = {};
const STRIPE_SECRET = 'whsec_bench_verification_secret';

function stripeSignature(body, secret) {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

function load(url, seconds) {
  return new Promise((done, fail) => {
    autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'content-type': 'application/json', ...signatureHeaders },
        body: BODY,
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

function summary(name, result) {
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const run = new BenchRun('ingest');
  let broken = false;
  try {
    console.log(
      `bench:ingest — node ${process.version}, ${cpus().length} cores, body ${Buffer.byteLength(BODY)} B JSON, ` +
        `${CONNECTIONS} connections, ${DURATION} s per round, ${ROUNDS} rounds each, alternating, after ${WARMUP} s warm-up each, ` +
        `sender verification ${args.verify ?? 'off'}`,
    );
    console.log(
      `load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')} (other work on the machine skews both servers alike)`,
    );
    console.log(`database ${run.dbName}, Redis prefix ${run.redisPrefix}, child logs in ${run.logDir}, backend ${DIST}`);
    await run.migrate();
    const db = run.pool(2);
    await createBaselineEvents(db);

    const apiPort = await freePort();
    let api = startHookyard(run, 'main.js', { ...API_ENV, PORT: String(apiPort), HOST: '127.0.0.1' });
    await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, api);
    // One active destination, so every ingest also writes a delivery job and enqueues it (nothing delivers: no worker).
    const tenant = await seedTenant(`http://127.0.0.1:${apiPort}`, 'http://127.0.0.1:9/not-delivered');
    if (args.verify === 'stripe') {
      const res = await fetch(`http://127.0.0.1:${apiPort}/api/endpoints/${tenant.endpointId}/verification`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${tenant.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'stripe', secrets: [STRIPE_SECRET], tolerance_seconds: 3600 }),
      });
      if (res.status !== 200) throw new Error(`setting Stripe verification answered ${res.status}: ${await res.text()}`);
      signatureHeaders = { 'stripe-signature': stripeSignature(BODY, STRIPE_SECRET) };
      console.log(
        'Stripe sender verification is on: every Hookyard request carries a Stripe-Signature it checks (the baseline checks nothing).',
      );
    }

    const { handle: baseline, base: bareBase } = await startBareIngest(run, tenant);

    const targets = {
      hookyard: `http://127.0.0.1:${apiPort}/api/ingest/${tenant.token}`,
      baseline: `${bareBase}/ingest`,
    };
    console.log(
      'Hookyard runs api only (node backend/dist/main.js): no worker, so delivery work does not steal CPU; ' +
        'its BullMQ jobs just accumulate in Redis. The rate limiter runs (one Redis script per request) with ' +
        'INGEST_RATE_PER_SECOND=1000000 / INGEST_RATE_BURST=10000000, so it never refuses. autocannon runs in this ' +
        'process, on the same 2 cores as the servers, PostgreSQL and Redis.\n',
    );

    let total2xxHookyard = 0;
    for (const name of ['hookyard', 'baseline']) {
      process.stdout.write(`warm-up ${name} ${WARMUP} s… `);
      const result = await load(targets[name], WARMUP);
      if (name === 'hookyard') total2xxHookyard += result['2xx'];
      console.log(`${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`);
    }

    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of ['hookyard', 'baseline']) {
        process.stdout.write(`round ${round} ${name} ${DURATION} s… `);
        const pids = { server: name === 'hookyard' ? api.pid : baseline.pid, autocannon: process.pid };
        const before = cpuSnapshot(pids, run.dbName);
        const result = summary(name, await load(targets[name], DURATION));
        result.cpu = cpuDelta(before, cpuSnapshot(pids, run.dbName));
        if (name === 'hookyard') total2xxHookyard += result.ok;
        rounds.push({ round, ...result });
        console.log(
          `${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
        );
      }
    }

    const mean = (name, field) => {
      const picked = rounds.filter((r) => r.name === name);
      return picked.reduce((sum, r) => sum + r[field], 0) / picked.length;
    };
    const sum = (name, field) => rounds.filter((r) => r.name === name).reduce((s, r) => s + r[field], 0);
    console.log('\nIngest, ~1 KB JSON, 50 connections');
    console.log(
      table(
        ['server', 'round', 'req/s', 'p50 ms', 'p99 ms', '2xx', 'non-2xx', 'errors'],
        [
          ...rounds.map((r) => [r.name, r.round, fmt(r.rps, 0), r.p50, r.p99, r.ok, r.non2xx, r.errors]),
          ...['hookyard', 'baseline'].map((name) => [
            name,
            'mean',
            fmt(mean(name, 'rps'), 0),
            fmt(mean(name, 'p50')),
            fmt(mean(name, 'p99')),
            sum(name, 'ok'),
            sum(name, 'non2xx'),
            sum(name, 'errors'),
          ]),
        ],
      ),
    );
    console.log('\nCPU per request (ms of CPU per ingest, user+system, from /proc; 2 cores = 2000 ms per second available)');
    console.log(
      table(
        ['server', 'round', 'server', 'postgres backends', 'pg background', 'redis', 'autocannon', 'sum'],
        rounds.map((r) => {
          const per = (key) => (1000 * r.cpu[key]) / (r.ok + r.non2xx);
          const total = Object.keys(r.cpu).reduce((sum, key) => sum + per(key), 0);
          return [
            r.name,
            r.round,
            ...['server', 'postgres', 'pg-background', 'redis', 'autocannon'].map((key) => fmt(per(key), 3)),
            fmt(total, 3),
          ];
        }),
      ),
    );
    const rpsRatio = mean('hookyard', 'rps') / mean('baseline', 'rps');
    const p99Ratio = mean('hookyard', 'p99') / mean('baseline', 'p99');
    const non2xx = sum('hookyard', 'non2xx') + sum('baseline', 'non2xx');
    const errors = sum('hookyard', 'errors') + sum('baseline', 'errors');
    console.log('');
    console.log(
      table(
        ['figure', 'value', 'target', 'verdict'],
        summarize('ingest', [
          ['Hookyard / baseline req/s', fmt(rpsRatio, 2), '>= 0.50', verdict(rpsRatio >= 0.5)],
          ['Hookyard p99 / baseline p99', fmt(p99Ratio, 2), '<= 3.00', verdict(p99Ratio <= 3)],
          ['non-2xx responses (both)', non2xx, '0', verdict(non2xx === 0)],
          ['connection errors/timeouts', errors, '0', verdict(errors === 0)],
        ]),
      ),
    );
    console.log(
      `load average at the end: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    const [{ count: stored }] = (await db.query(`SELECT count(*)::int AS count FROM events`)).rows;
    const [{ count: jobs }] = (await db.query(`SELECT count(*)::int AS count FROM delivery_jobs`)).rows;
    console.log(
      `check: Hookyard answered 2xx ${total2xxHookyard} times (warm-up included; answers in flight when a run stopped are not counted); events stored ${stored}, delivery jobs ${jobs}`,
    );
    // autocannon does not count the answers still in flight when a run ends (up to one per connection per run)
    const runs = 1 + ROUNDS;
    if (non2xx > 0 || errors > 0 || stored < total2xxHookyard || stored > total2xxHookyard + CONNECTIONS * runs) broken = true;

    if (args.profile) {
      await run.stop(api);
      mkdirSync(PROFILE_DIR, { recursive: true });
      const before = new Set(readdirSync(PROFILE_DIR));
      const port = await freePort();
      api = startHookyard(run, 'main.js', { ...API_ENV, PORT: String(port), HOST: '127.0.0.1' }, [
        '--cpu-prof',
        '--cpu-prof-dir',
        PROFILE_DIR,
      ]);
      await waitForHttp(`http://127.0.0.1:${port}/healthz`, api);
      const url = `http://127.0.0.1:${port}/api/ingest/${tenant.token}`;
      process.stdout.write(`\nprofile: warm-up ${WARMUP} s… `);
      await load(url, WARMUP);
      process.stdout.write(`profiled round ${DURATION} s (node --cpu-prof)… `);
      const fromUs = Number(process.hrtime.bigint() / 1000n);
      const result = summary('hookyard (profiled)', await load(url, DURATION));
      const toUs = Number(process.hrtime.bigint() / 1000n);
      console.log(`${Math.round(result.rps)} req/s, p99 ${result.p99} ms (profiling overhead included; not used in the ratios)`);
      await run.stop(api, 30_000);
      const written = readdirSync(PROFILE_DIR).filter((file) => file.endsWith('.cpuprofile') && !before.has(file));
      if (written.length === 0) throw new Error('the profiled api wrote no .cpuprofile');
      const file = join(PROFILE_DIR, written[0]);
      const profile = JSON.parse(readFileSync(file, 'utf8'));
      let top = topSelfTime(profile, 15, fromUs, toUs);
      let scope = 'samples of the measured round only';
      if (top.total === 0) {
        top = topSelfTime(profile, 15);
        scope = 'whole process lifetime (the round window did not match the profile clock)';
      }
      printTopSelfTime(`\nTop 15 self time of the Hookyard api, ${scope} — ${file.replace(BENCH_DIR + '/', 'bench/')}`, top);
    }
  } catch (error) {
    broken = true;
    console.error(`\nthe benchmark run broke: ${error.stack ?? error}`);
    for (const child of run.children) console.error(`--- ${child.name} (${child.log}) ---\n${child.tail(15)}`);
  } finally {
    await run.cleanup();
  }
  if (broken) {
    console.error('exit 1: the run itself broke (errors, non-2xx answers or a stored-count mismatch), not a timing target');
    process.exitCode = 1;
  }
}

await main();
