// npm run bench:delivery [-- --filter --transform --compare DIST --profile --trace --events 20000 --rounds 3 --rate 200 --seconds 30 --steady-warmup 10 --concurrency 100 --destination-concurrency 100 --organization-concurrency 100 --response-bytes 2]
//
// (a) burst: N events ingested through the api (50 connections) while the worker is held
//     (SIGSTOP) and the deliveries queue paused, so their jobs wait as ingest stored them; then the
//     running worker (node backend/dist/worker.js) is let go and drains them.
// (b) baseline: a bare undici + one-UPDATE loop (a process that stays up) over N rows to the same sink.
// (a) and (b) alternate over --rounds rounds (H B, B H, H B…). Round 1 finds both sides cold; the
//     ratio and the sustained rate come from the later rounds, where both run warm and the
//     machine's drift in speed falls on both alike. Round 1's figures are printed too.
// (c) steady: R events/s for S seconds through the real ingest route (api + worker), latency
//     ingest → received measured at the sink.
// (d) steady baseline: the same rate through the bare pipeline (bench/baseline-ingest-server.mjs
//     storing each event, its job and a notification in one INSERT; bench/baseline-delivery.mjs
//     with LISTEN=1 claiming, sending and recording), so the steady figures have a same-run floor:
//     Hookyard ÷ bare for p50 and CPU per event, and how busy the machine was in each phase.
// --filter: the destination has a filter that every event passes (its type, read at ingest from
//     /type, and one body field), so each delivery also parses its body and matches it; the target
//     (issue #28) is a burst rate >= 0.6 x the bare loop's.
// --transform: the destination has bench/transformation.mjs's transformation (renames two fields,
//     adds a header), so each delivery also runs it in the sandbox; the target (issue #28) is a
//     burst rate >= 0.5 x the bare loop's. Its own cost per run: npm run bench:transform.
// --compare DIST: each burst round also has a burst drained by the worker of another build
//     (DIST: its backend/dist, built; the run's database is migrated by this build, so give the older
//     build as DIST), alternating like the routed rounds below (H C B, B H C, C B H…), so two builds
//     are compared within one run, each burst beside the same bare loop, instead of across runs whose
//     machine differs. The steady phase runs this build alone.
// With --filter or --transform each round also has a plain Hookyard burst (the same destination with
//     its filter and transformation removed; R P B, B R P, P B R…), so the routing's own cost shows as
//     routed / plain in the same run, apart from how Hookyard's plain burst compares with the bare loop.
import { Queue } from 'bullmq';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import {
  BENCH_DIR,
  BenchRun,
  call,
  DIST,
  PROFILE_DIR,
  cpuDelta,
  cpuSnapshot,
  fmt,
  freePort,
  holdWorkers,
  jsonBody,
  memoryOf,
  percentile,
  seedBareJobs,
  seedTenant,
  startBareLoop,
  startBareSteady,
  machineShare,
  machineSnapshot,
  startSink,
  sleep,
  startHookyard,
  summarize,
  table,
  printTopSelfTime,
  releaseWorkers,
  topSelfTime,
  verdict,
  waitForHttp,
} from './lib.mjs';
import {
  printTopRedisCommands,
  printTopStatements,
  redisCommandsSnapshot,
  statementsSnapshot,
  trackNestedStatements,
} from './statements.mjs';
import { printStages, stagesOf } from './stages.mjs';
import { printTraceBreakdown, startTraceCollector } from './trace-collector.mjs';
import { TRANSFORMATION } from './transformation.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '20000' },
    // Burst rounds, each a Hookyard burst and a baseline burst; the ratio comes from rounds 2 and later
    rounds: { type: 'string', default: '3' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '100' },
    'destination-concurrency': { type: 'string', default: '100' },
    // One tenant sends everything here: its cap is raised like the destination's so that the bench
    // measures the delivery machinery, not ORGANIZATION_CONCURRENCY (default 50)
    'organization-concurrency': { type: 'string', default: '100' },
    // The api has been idle since the tenant was created: its JIT, pool connections and prepared
    // statements warm up under the first thousand ingests or so (3 s left the first 5 s window at
    // p50 18–38 ms while the later ones sat at 9–16 ms).
    'steady-warmup': { type: 'string', default: '10' },
    // The size of the sink's answer body (JSON), for Hookyard and the baseline alike: each attempt
    // records the first 8 KiB of what it was answered (issue #15 measured with 4096)
    'response-bytes': { type: 'string', default: '2' },
    // Extra environment for the Hookyard processes (experiments), e.g. --env RELAY_GRACE_MS=600000
    env: { type: 'string', multiple: true, default: [] },
    // The destination filters on the event's type and one body field, which every event passes
    filter: { type: 'boolean', default: false },
    // The destination transforms each delivery (bench/transformation.mjs)
    transform: { type: 'boolean', default: false },
    // Another build's backend/dist: its worker drains a burst of its own in each round (see above)
    compare: { type: 'string' },
    // Runs the worker and api under node --cpu-prof and prints their top self-time functions (burst,
    // steady), PostgreSQL's top statements (pg_stat_statements, when loaded) and Redis's commands, per event
    profile: { type: 'boolean', default: false },
    // Api and worker export their spans to a collector in this process (bench/trace-collector.mjs):
    // the steady phase's events split into stages (stored, queued, attempt started, answered)
    trace: { type: 'boolean', default: false },
    // On a server with autovacuum = off, the run's tables are left with the bursts' dead rows for
    // the steady phase (by default they are vacuumed first, as autovacuum would have)
    'no-vacuum': { type: 'boolean', default: false },
  },
});
if (args.compare && (args.filter || args.transform)) throw new Error('--compare runs plain bursts: not with --filter or --transform');
if (args.compare && !existsSync(join(args.compare, 'worker.js')))
  throw new Error(`--compare ${args.compare}: no worker.js there (a built backend/dist)`);
const EXTRA_ENV = Object.fromEntries(args.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
const EVENTS = Number(args.events);
const ROUNDS = Number(args.rounds);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);
const DESTINATION_CONCURRENCY = Number(args['destination-concurrency']);
const ORGANIZATION_CONCURRENCY = Number(args['organization-concurrency']);
const WARMUP_SECONDS = Number(args['steady-warmup']);
/** The bare pipeline has no JIT-heavy framework to warm: a few seconds fill its pools and plans. */
const BARE_WARMUP_SECONDS = 5;
const DRAIN_LIMIT_MS = 600_000;
const now = () => performance.timeOrigin + performance.now();

/** Deliveries per whole second since the first one (from the sink's receive times). */
function perSecond(times) {
  if (times.length === 0) return [];
  const first = Math.min(...times.slice(0, 1000));
  const buckets = [];
  for (const at of times) {
    const second = Math.floor((at - first) / 1000);
    buckets[second] = (buckets[second] ?? 0) + 1;
  }
  return Array.from(buckets, (count) => count ?? 0);
}

const MATCHING_FILTER = { event_types: ['invoice.*'], body: { data: { object: { amount_paid: { $gte: 100 } } } } };

/** --filter: the endpoint reads each event's type from /type, and the destination takes invoice.* with amount_paid >= 100 (jsonBody's events all pass). */
async function addMatchingFilter(apiBase, tenant) {
  const headers = { authorization: `Bearer ${tenant.apiKey}` };
  const source = { event_type_source: { kind: 'json_pointer', pointer: '/type' } };
  const filter = { filter: MATCHING_FILTER };
  await call(apiBase, 'PATCH', `/api/endpoints/${tenant.endpointId}`, { headers, body: source }); // throws unless 2xx
  await call(apiBase, 'PATCH', `/api/destinations/${tenant.destinationId}`, { headers, body: filter });
  console.log(`filter: ${JSON.stringify(filter.filter)}`);
}

/** --filter / --transform, on or off (a plain round): the destination's filter and transformation set or removed. */
async function setRouting(apiBase, tenant, on) {
  const headers = { authorization: `Bearer ${tenant.apiKey}` };
  const body = {
    ...(args.filter && { filter: on ? MATCHING_FILTER : null }),
    ...(args.transform && { transformation: on ? { code: TRANSFORMATION } : null }),
  };
  await call(apiBase, 'PATCH', `/api/destinations/${tenant.destinationId}`, { headers, body }); // throws unless 2xx
}

/** --transform: the destination runs bench/transformation.mjs's transformation on each delivery. */
async function addTransformation(apiBase, tenant) {
  const headers = { authorization: `Bearer ${tenant.apiKey}` };
  const body = { transformation: { code: TRANSFORMATION } };
  await call(apiBase, 'PATCH', `/api/destinations/${tenant.destinationId}`, { headers, body }); // throws unless 2xx
  console.log('transformation: bench/transformation.mjs (renames two fields, adds a header)');
}

/**
 * The burst goes in through the api, as senders would send it (50 connections, as fast as it
 * answers), while the queue is paused: its deliveries wait in BullMQ exactly as the api queued them
 * (batches of the events each ingest statement stored, lone jobs for lone ingests). Answers how
 * many BullMQ jobs hold them.
 */
async function ingestBurst(apiBase, tenant, queue) {
  const client = new Pool(apiBase, { connections: 50, keepAliveTimeout: 30_000 });
  const path = `/api/ingest/${tenant.token}`;
  let next = 0;
  const refused = [];
  const sender = async () => {
    while (next < EVENTS) {
      const body = jsonBody(1024, { seq: next++ });
      const response = await client.request({ path, method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const text = await response.body.text();
      if (response.statusCode !== 202) refused.push(`${response.statusCode} ${text}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: 50 }, sender));
  } finally {
    await client.close();
  }
  if (refused.length > 0) throw new Error(`${refused.length} ingests refused, first: ${refused[0]}`);
  return queue.getJobCountByTypes('wait', 'paused', 'prioritized', 'delayed');
}

async function jobCounts(db) {
  const { rows } = await db.query(`SELECT status, count(*)::int AS n FROM delivery_jobs GROUP BY status`);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

/** Jobs not finished yet, through the partial index of open jobs: cheap once few are left. */
async function openJobs(db) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM delivery_jobs WHERE status IN ('pending', 'retry_scheduled', 'in_progress')`,
  );
  return rows[0].n;
}

/**
 * One Hookyard round: the burst is ingested while the queue is paused, then the running worker drains
 * it. Timed from the first delivery at the sink until every job of the round succeeded in PostgreSQL.
 */
async function hookyardBurst(ctx, round, label = 'Hookyard', compared = false) {
  const { run, db, queue, sink } = ctx;
  // --compare: every worker is held while the burst is ingested and only this side's let go; the
  // other build's stays held until its own burst
  const worker = compared ? ctx.compareWorker : ctx.worker;
  const pids = { ...ctx.pids, worker: worker.pid };
  await queue.pause();
  holdWorkers(ctx.compareWorker ? [ctx.worker, ctx.compareWorker] : [worker]);
  let queued;
  const t = performance.now();
  try {
    queued = await ingestBurst(ctx.apiBase, ctx.tenant, queue);
    const [{ pending }] = (await db.query(`SELECT count(*)::int AS pending FROM delivery_jobs WHERE status = 'pending'`)).rows;
    console.log(
      `round ${round}, ${label}: ${EVENTS} events ingested through the api while the worker was held ` +
        `(${fmt((performance.now() - t) / 1000)} s): ${pending} pending jobs, ${queued} BullMQ jobs`,
    );
    if (pending !== EVENTS) throw new Error(`expected ${EVENTS} pending delivery jobs, found ${pending}`);
    await sink.reset();
    await queue.resume();
  } finally {
    releaseWorkers([worker]);
  }
  let cpuBefore = null; // taken at the first sign of work, so the worker's wait (and in round 1 its boot) is left out
  let fromUs = 0;
  let deliveredAtCpuStart = 0;
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  let lastPrint = Date.now();
  let drainedAt = 0;
  let window = null;
  // Watched from the sink (one number over IPC) until every delivery has arrived, then from
  // PostgreSQL until every job is recorded: a GROUP BY over all jobs every 50 ms would itself cost
  // PostgreSQL 10–40 ms of CPU per poll, counted as Hookyard's, while the baseline is not watched.
  while (Date.now() < deadline) {
    if (worker.child.exitCode !== null || worker.child.signalCode !== null) throw new Error(`the worker exited:\n${worker.tail()}`);
    const received = await sink.count();
    if (!cpuBefore && received > 0) {
      cpuBefore = cpuSnapshot(pids, run.dbName);
      fromUs = Number(process.hrtime.bigint() / 1000n);
      deliveredAtCpuStart = received;
    }
    const open = received >= EVENTS || Date.now() - lastPrint > 2000 ? await openJobs(db) : null;
    if (open === 0) {
      drainedAt = now();
      window = [fromUs, Number(process.hrtime.bigint() / 1000n)];
      break;
    }
    if (open !== null && received < EVENTS) {
      lastPrint = Date.now();
      console.log(`  … ${received} delivered at the sink, ${open} jobs open`);
    }
    await sleep(received >= EVENTS ? 5 : 20);
  }
  if (!drainedAt) throw new Error(`not drained after ${DRAIN_LIMIT_MS / 1000} s: ${JSON.stringify(await jobCounts(db))}`);
  const cpu = cpuDelta(cpuBefore ?? cpuSnapshot(pids, run.dbName), cpuSnapshot(pids, run.dbName));
  const counts = await jobCounts(db);
  const stats = await sink.stats();
  const seconds = (drainedAt - Math.min(...stats.times.slice(0, 1000))) / 1000;
  const timeline = perSecond(stats.times);
  const full = timeline.slice(1, -1).sort((a, b) => a - b); // whole seconds only
  const [{ delivered }] = (await db.query(`SELECT count(*)::int AS delivered FROM events WHERE status = 'delivered'`)).rows;
  const [{ attempts }] = (await db.query(`SELECT count(*)::int AS attempts FROM delivery_attempts`)).rows;
  console.log(
    `  drained: ${EVENTS} succeeded in ${fmt(seconds, 2)} s (first delivery at the sink → all jobs succeeded in PostgreSQL), ` +
      `${fmt(EVENTS / seconds, 0)}/s; sink got ${stats.received} (${stats.duplicates} duplicate webhook-id); ` +
      `in all rounds so far: jobs succeeded ${counts.succeeded ?? 0}, events delivered ${delivered}, attempts ${attempts}`,
  );
  console.log(`  deliveries per second at the sink: ${timeline.join(' ')}`);
  ctx.hookyardBursts = (ctx.hookyardBursts ?? 0) + 1;
  const expected = EVENTS * ctx.hookyardBursts;
  const intact = counts.succeeded === expected && delivered === expected && attempts === expected && stats.unique === EVENTS;
  return {
    rate: EVENTS / seconds,
    seconds,
    medianSecond: percentile(full, 50),
    minSecond: full[0],
    cpu,
    cpuCount: EVENTS - deliveredAtCpuStart,
    window,
    intact,
  };
}

/** One baseline round: EVENTS new rows, drained by the baseline process (which stays up between rounds). */
async function baselineBurst(ctx, round) {
  const { run, db, sink, baseline, tenant } = ctx;
  await seedBareJobs(db, tenant, EVENTS, round, jsonBody(1024, { seq: 0 }));
  await sink.reset();
  const pids = { worker: baseline.handle.pid, sink: ctx.pids.sink, api: ctx.pids.api };
  const before = cpuSnapshot(pids, run.dbName);
  const result = await baseline.ask('run', 'done');
  const cpu = cpuDelta(before, cpuSnapshot(pids, run.dbName));
  if (result.error) throw new Error(`the baseline failed: ${result.error}`);
  const stats = await sink.stats();
  console.log(
    `round ${round}, baseline: ${result.count} deliveries in ${fmt(result.seconds, 2)} s, ${fmt(result.count / result.seconds, 0)}/s, ` +
      `failures ${result.failures}, sink got ${stats.received} (the Hookyard worker up, idle)`,
  );
  return {
    rate: result.count / result.seconds,
    seconds: result.seconds,
    cpu,
    cpuCount: result.count,
    intact: result.failures === 0 && stats.received === EVENTS && result.count === EVENTS,
  };
}

/**
 * The bursts leave 60,000 events and their jobs and attempts, each row updated a few times, and the
 * baseline's rows: a server with autovacuum on cleans those up within a minute, one with it off
 * (as on the machines this project is built on) never does, and its steady phase then pays for the
 * dead rows in every scan. Production runs with autovacuum
 * (Hookyard warns at start when it is off), so the bench vacuums the run's database as it would,
 * and says so; --no-vacuum measures the unvacuumed case.
 */
async function vacuumLikeAutovacuum(db) {
  const [{ autovacuum }] = (await db.query('SHOW autovacuum')).rows;
  if (autovacuum !== 'off') return;
  if (args['no-vacuum']) {
    console.log("autovacuum is off on this server: the steady phase runs on the bursts' dead rows (--no-vacuum)");
    return;
  }
  const started = performance.now();
  await db.query('VACUUM (ANALYZE)');
  console.log(
    `autovacuum is off on this server: VACUUM (ANALYZE) of the run's database before the steady phase, as autovacuum would (${fmt((performance.now() - started) / 1000)} s; --no-vacuum skips it)`,
  );
}

/** --profile: PostgreSQL's statements and Redis's commands so far (see bench/statements.mjs); null otherwise. */
async function queriesSnapshot(db, run) {
  if (!args.profile) return null;
  return { statements: await statementsSnapshot(db), redis: await redisCommandsSnapshot(run.redisUrl) };
}

/** Deliveries per second over several rounds: all their deliveries over all their time. */
function combinedRate(rounds) {
  return (EVENTS * rounds.length) / rounds.reduce((sum, round) => sum + round.seconds, 0);
}

/** CPU seconds per group summed over rounds, and the deliveries they covered. */
function combinedCpu(rounds) {
  const cpu = {};
  for (const round of rounds) for (const [group, seconds] of Object.entries(round.cpu)) cpu[group] = (cpu[group] ?? 0) + seconds;
  return { cpu, count: rounds.reduce((sum, round) => sum + round.cpuCount, 0) };
}

async function main() {
  const run = new BenchRun('delivery');
  let broken = false;
  const results = {};
  try {
    console.log(
      `bench:delivery — node ${process.version}, ${cpus().length} cores, load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    console.log(`database ${run.dbName}, Redis prefix ${run.redisPrefix}, child logs in ${run.logDir}, backend ${DIST}`);
    console.log(
      `burst ${EVENTS} events; worker WORKER_CONCURRENCY=${CONCURRENCY} DESTINATION_CONCURRENCY=${DESTINATION_CONCURRENCY} ORGANIZATION_CONCURRENCY=${ORGANIZATION_CONCURRENCY}; ` +
        `steady ${RATE} events/s for ${SECONDS} s; ~1 KB JSON bodies${args.env.length ? `; extra env ${args.env.join(' ')}` : ''}`,
    );
    console.log(
      "The sink (node:http, 200 at once) is a separate process, so its event loop shares neither the worker's nor " +
        "this load generator's; on 2 cores it still competes with the worker, api, PostgreSQL and Redis for CPU.\n",
    );
    await run.migrate();
    const db = run.pool(4);

    const { sink, url: sinkUrl, pid: sinkPid } = await startSink(run, { RESPONSE_BYTES: args['response-bytes'] });

    let profilesBefore = new Set();
    if (args.profile) {
      const refused = await trackNestedStatements(db, run.dbName);
      if (refused) console.log(`(statements inside functions and their planning not tracked: ${refused})`);
      mkdirSync(PROFILE_DIR, { recursive: true });
      profilesBefore = new Set(readdirSync(PROFILE_DIR));
    }
    const profiling = args.profile ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
    const collector = args.trace ? await startTraceCollector() : null;
    if (collector) {
      // every span, exported every 200 ms from a queue that drops none at 1,000 events/s
      Object.assign(EXTRA_ENV, {
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_BSP_SCHEDULE_DELAY: '200',
        OTEL_BSP_MAX_QUEUE_SIZE: '100000',
        OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '2000',
        ...EXTRA_ENV,
      });
    }
    const apiPort = await freePort();
    const api = startHookyard(
      run,
      'main.js',
      {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        INGEST_RATE_PER_SECOND: '1000000',
        INGEST_RATE_BURST: '10000000',
        ...EXTRA_ENV,
      },
      profiling,
    );
    const apiBase = `http://127.0.0.1:${apiPort}`;
    await waitForHttp(`${apiBase}/healthz`, api);
    const tenant = await seedTenant(apiBase, sinkUrl);
    if (args.filter) await addMatchingFilter(apiBase, tenant);
    if (args.transform) await addTransformation(apiBase, tenant);

    // (a) bursts and (b) baselines, in alternating rounds against one running worker and one running
    // baseline process: H B, B H, H B… Round 1 finds both cold (JIT, connections, prepared statements);
    // the later ones, where both run warm and the machine's drift falls on both alike, give the ratio.
    const url = new URL(run.redisUrl);
    const queue = new Queue('deliveries', {
      prefix: run.redisPrefix,
      connection: { host: url.hostname, port: Number(url.port || 6379), db: Number(url.pathname.slice(1) || 0) },
    });
    await queue.pause(); // before the worker starts: it must find the first burst whole
    const workerEnv = {
      WORKER_CONCURRENCY: String(CONCURRENCY),
      DESTINATION_CONCURRENCY: String(DESTINATION_CONCURRENCY),
      ORGANIZATION_CONCURRENCY: String(ORGANIZATION_CONCURRENCY),
      ALLOW_PRIVATE_DESTINATIONS: 'true',
      ...EXTRA_ENV,
    };
    const worker = startHookyard(run, 'worker.js', workerEnv, profiling);
    const compareWorker = args.compare
      ? startHookyard(run, 'worker.js', workerEnv, [], { dist: resolve(args.compare), name: 'worker-compared' })
      : null;
    const baseline = await startBareLoop(run, db, sinkUrl, { concurrency: CONCURRENCY });
    const burstPids = { worker: worker.pid, sink: sinkPid, api: api.pid };
    const ctx = { run, db, queue, sink, worker, compareWorker, baseline, pids: burstPids, apiBase, tenant };
    const rounds = [];
    const routed = args.filter || args.transform;
    const third = routed ? 'plain' : args.compare ? 'compared' : null;
    const sides = third ? ['hookyard', third, 'baseline'] : ['hookyard', 'baseline'];
    for (let round = 1; round <= ROUNDS; round++) {
      // H B, B H…; with a plain side R P B, B R P, P B R…; with a compared build H C B, B H C, C B H…
      const order = third ? sides.map((_, i) => sides[(i - (round - 1) + 3 * ROUNDS) % 3]) : round % 2 === 1 ? sides : [...sides].reverse();
      const letters = { hookyard: routed ? 'R' : 'H', plain: 'P', compared: 'C', baseline: 'B' };
      const pair = { order: order.map((side) => letters[side]).join(' ') };
      for (const side of order) {
        if (side === 'hookyard' && round === ROUNDS) results.burstQueries = await queriesSnapshot(db, run);
        if (side === 'baseline') pair[side] = await baselineBurst(ctx, round);
        else {
          if (routed) await setRouting(apiBase, tenant, side === 'hookyard');
          const label = { hookyard: 'Hookyard', plain: 'Hookyard plain', compared: `Hookyard built in ${args.compare}` }[side];
          pair[side] = await hookyardBurst(ctx, round, label, side === 'compared');
        }
        if (side === 'hookyard' && round === ROUNDS && args.profile) results.burstQueries.after = await queriesSnapshot(db, run);
      }
      if (sides.some((side) => !pair[side].intact)) broken = true;
      pair.workerRss = memoryOf(worker.pid).rss; // flat across rounds, or the worker keeps something per delivery
      rounds.push(pair);
    }
    await queue.close();
    if (compareWorker) {
      // the steady phase is this build's alone
      releaseWorkers([worker, compareWorker]);
      await run.stop(compareWorker);
    }
    const burstMemory = memoryOf(worker.pid);
    results.burstWindow = rounds[rounds.length - 1].hookyard.window;
    const measured = rounds.length > 1 ? rounds.slice(1) : rounds;
    results.burst = {
      rate: combinedRate(measured.map((round) => round.hookyard)),
      ...combinedCpu(measured.map((round) => round.hookyard)),
      hwm: burstMemory.hwm,
      rss: burstMemory.rss,
    };
    if (routed) results.plain = { rate: combinedRate(measured.map((round) => round.plain)) };
    if (compareWorker) {
      const compared = measured.map((round) => round.compared);
      results.compared = { rate: combinedRate(compared), ...combinedCpu(compared) };
    }
    results.baseline = {
      rate: combinedRate(measured.map((round) => round.baseline)),
      ...combinedCpu(measured.map((round) => round.baseline)),
    };
    results.rounds = rounds;
    results.measuredFrom = rounds.length - measured.length + 1;
    baseline.handle.child.send({ cmd: 'exit' });
    await baseline.handle.exited;

    await vacuumLikeAutovacuum(db);

    // (c) steady, after a warm-up at the same rate (the api has not served an ingest yet: JIT,
    // prepared statements and connections are cold), which is not counted
    const hookyardTarget = {
      client: new Pool(apiBase, { connections: 50, keepAliveTimeout: 30_000 }),
      path: `/api/ingest/${tenant.token}`,
    };
    const drive = async (seconds, { client, path: ingestPath } = hookyardTarget) => {
      const total = Math.round(RATE * seconds);
      const tally = { sent: 0, accepted: 0, refused: 0, errored: 0, latencies: [], start: now(), seconds: 0 };
      const inFlight = new Set();
      const send = () => {
        const at = now();
        const body = jsonBody(1024, { bench_sent_at: Number(at.toFixed(3)) });
        const promise = client
          .request({ path: ingestPath, method: 'POST', headers: { 'content-type': 'application/json' }, body })
          .then(async (response) => {
            await response.body.dump();
            tally.latencies.push(now() - at);
            if (response.statusCode === 202) tally.accepted++;
            else tally.refused++;
          })
          .catch(() => tally.errored++)
          .finally(() => inFlight.delete(promise));
        inFlight.add(promise);
      };
      const started = performance.now();
      while (tally.sent < total) {
        const due = Math.min(total, Math.floor(((performance.now() - started) * RATE) / 1000) + 1);
        while (tally.sent < due) {
          send();
          tally.sent++;
        }
        // until the next send is due: a timer every millisecond cost this process 1.2 ms of CPU per
        // event at 200/s, taken from the processes measured on a 2-core machine
        await sleep(Math.max(1, started + (tally.sent * 1000) / RATE - performance.now()));
      }
      await Promise.all(inFlight);
      tally.seconds = (performance.now() - started) / 1000;
      const waitUntil = Date.now() + 60_000;
      let stats = await sink.stats();
      while (stats.latencies.length < tally.accepted && Date.now() < waitUntil) {
        await sleep(200);
        stats = await sink.stats();
      }
      return { tally, stats };
    };
    await sink.reset();
    const warmup = await drive(WARMUP_SECONDS);
    console.log(
      `steady: warm-up ${WARMUP_SECONDS} s at ${RATE} events/s (not counted): ${warmup.stats.latencies.length}/${warmup.tally.sent} delivered`,
    );
    await sink.reset();
    console.log(`steady: ${RATE} events/s for ${SECONDS} s through POST /api/ingest/{token} (api + worker)…`);
    results.steadyQueries = await queriesSnapshot(db, run);
    collector?.record();
    const steadyCpuBefore = cpuSnapshot(burstPids, run.dbName);
    const machineBefore = machineSnapshot();
    const steadyFromUs = Number(process.hrtime.bigint() / 1000n);
    const { tally, stats: steadySink } = await drive(SECONDS);
    results.steadyWindow = [steadyFromUs, Number(process.hrtime.bigint() / 1000n)];
    const steadyCpu = cpuDelta(steadyCpuBefore, cpuSnapshot(burstPids, run.dbName));
    const steadyMachine = machineShare(machineBefore, machineSnapshot());
    if (args.profile) results.steadyQueries.after = await queriesSnapshot(db, run);
    const { sent, accepted, refused, errored, seconds: sendSeconds, start: steadyStartAt } = tally;
    const ingestLatencies = tally.latencies;
    const peakHwmSteady = memoryOf(worker.pid).hwm;
    await hookyardTarget.client.close();
    const windows = [];
    steadySink.sentAt.forEach((sentAt, i) => {
      const w = Math.floor((sentAt - steadyStartAt) / 5000);
      (windows[w] ??= []).push(steadySink.latencies[i]);
    });
    const windowed = Array.from(windows, (list) => (list ? list.sort((a, b) => a - b) : []));
    console.log(
      `  ingest→received p50 / p99 per 5 s of sending: ${windowed.map((list) => `${fmt(percentile(list, 50), 0)}/${fmt(percentile(list, 99), 0)}`).join('  ')} ms`,
    );
    const latencies = steadySink.latencies.sort((a, b) => a - b);
    ingestLatencies.sort((a, b) => a - b);
    results.steady = {
      sent,
      accepted,
      refused,
      errored,
      sendSeconds,
      delivered: latencies.length,
      duplicates: steadySink.duplicates,
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1],
      ingestP50: percentile(ingestLatencies, 50),
      ingestP99: percentile(ingestLatencies, 99),
      hwm: peakHwmSteady,
      cpu: steadyCpu,
      machine: steadyMachine,
    };
    if (refused > 0 || errored > 0 || latencies.length < accepted) broken = true;

    // (d) the bare pipeline at the same rate, same run: one INSERT (event, job, notification) per
    // request, a claim per notification, a POST and an UPDATE per job; what the steady figures would
    // be without Hookyard's features, on this machine at this moment
    const barePipeline = await startBareSteady(run, db, tenant, sinkUrl, { concurrency: CONCURRENCY });
    const bareTarget = { client: new Pool(barePipeline.ingest.base, { connections: 50, keepAliveTimeout: 30_000 }), path: '/ingest' };
    const barePids = { worker: barePipeline.loop.handle.pid, api: barePipeline.ingest.handle.pid, sink: sinkPid };
    await sink.reset();
    await drive(BARE_WARMUP_SECONDS, bareTarget);
    await sink.reset();
    console.log(`steady baseline: ${RATE} events/s for ${SECONDS} s through the bare ingest server and loop…`);
    const bareCpuBefore = cpuSnapshot(barePids, run.dbName);
    const bareMachineBefore = machineSnapshot();
    const { tally: bareTally, stats: bareSink } = await drive(SECONDS, bareTarget);
    const bareCpu = cpuDelta(bareCpuBefore, cpuSnapshot(barePids, run.dbName));
    const bareMachine = machineShare(bareMachineBefore, machineSnapshot());
    await bareTarget.client.close();
    const bareLatencies = bareSink.latencies.sort((a, b) => a - b);
    results.bareSteady = {
      accepted: bareTally.accepted,
      delivered: bareLatencies.length,
      p50: percentile(bareLatencies, 50),
      p99: percentile(bareLatencies, 99),
      // Redis is Hookyard's alone (its idle worker polls it): left out of the bare pipeline's CPU
      cpu: { ...bareCpu, redis: 0 },
      machine: bareMachine,
    };
    if (bareTally.accepted < bareTally.sent || bareLatencies.length < bareTally.accepted) broken = true;
    barePipeline.loop.handle.child.send({ cmd: 'exit' });
    barePipeline.ingest.handle.child.kill('SIGTERM');

    // report
    const b = results.burst;
    const s = results.steady;
    const ratio = b.rate / results.baseline.rate;
    const measuredRounds = `rounds ${results.measuredFrom}–${ROUNDS}`;
    const cpuPerDelivery = (cpu, count) => (1000 * Object.values(cpu).reduce((sum, seconds) => sum + seconds, 0)) / count;
    // Hookyard's processes only: the api, the worker, PostgreSQL and Redis, not the bench's sink
    const { sink: _sink, ...hookyardCpu } = s.cpu;
    const steadyCpuMs = cpuPerDelivery(hookyardCpu, s.accepted);
    const bare = results.bareSteady;
    const { sink: _bareSink, ...bareProcessesCpu } = bare.cpu;
    const bareCpuMs = cpuPerDelivery(bareProcessesCpu, bare.accepted);
    // Issue #30's targets: at 200 events/s p50 5 ms and p99 25 ms, at 1,000 events/s 10 and 50
    const steadyTarget = RATE >= 1000 ? { p50: 10, p99: 50 } : { p50: 5, p99: 25 };
    // the burst against the bare loop: 0.8 (issue #30); with a filter 0.6, with a transformation 0.5 (issue #28)
    const ratioTarget = args.transform ? 0.5 : args.filter ? 0.6 : 0.8;
    // Proposed instead (issue #28's ratios follow the plain burst's own ratio to the bare loop): the
    // routing costs at most a tenth of the plain burst with a filter, a quarter with a transformation
    const plainTarget = args.transform ? 0.75 : 0.9;
    console.log(
      `\nBurst rounds (${EVENTS} deliveries each side; Hookyard timed from its first delivery at the sink to its last job succeeded)`,
    );
    console.log(
      table(
        [
          'round',
          'order',
          'Hookyard /s',
          'median / lowest second',
          ...(results.plain ? ['plain /s'] : []),
          ...(results.compared ? ['compared build /s'] : []),
          'baseline /s',
          'ratio',
          'CPU ms per delivery H / B',
          'worker RSS MiB',
        ],
        results.rounds.map(({ order, hookyard: h, plain: p, compared: c, baseline: base, workerRss }, i) => [
          `${i + 1}${i + 1 < results.measuredFrom ? ' (cold)' : ''}`,
          order,
          fmt(h.rate, 0),
          `${h.medianSecond ?? 'n/a'} / ${h.minSecond ?? 'n/a'}`,
          ...(p ? [fmt(p.rate, 0)] : []),
          ...(c ? [fmt(c.rate, 0)] : []),
          fmt(base.rate, 0),
          fmt(h.rate / base.rate, 2),
          `${fmt(cpuPerDelivery(h.cpu, h.cpuCount), 3)} / ${fmt(cpuPerDelivery(base.cpu, base.cpuCount), 3)}`,
          fmt(workerRss, 0),
        ]),
      ),
    );
    console.log(`\nDelivery, ~1 KB JSON, loopback sink answering ${args['response-bytes']} bytes`);
    console.log(
      table(
        ['measurement', 'value'],
        [
          [`burst: Hookyard worker deliveries/s, ${measuredRounds} together`, fmt(b.rate, 0)],
          ...(results.plain
            ? [[`burst: the same, filter and transformation removed, ${measuredRounds} together`, fmt(results.plain.rate, 0)]]
            : []),
          ...(results.compared
            ? [[`burst: the worker built in ${args.compare}, ${measuredRounds} together`, fmt(results.compared.rate, 0)]]
            : []),
          [
            `baseline: bare undici + 1 UPDATE loop deliveries/s (concurrency ${CONCURRENCY}), ${measuredRounds} together`,
            fmt(results.baseline.rate, 0),
          ],
          ['burst: worker peak RSS (VmHWM) after the rounds', `${fmt(b.hwm, 0)} MiB (now ${fmt(b.rss, 0)} MiB)`],
          [
            `steady: ingest→received p50 / p90 / p99 / max (${s.delivered} events)`,
            `${fmt(s.p50)} / ${fmt(s.p90)} / ${fmt(s.p99)} / ${fmt(s.max)} ms`,
          ],
          ['steady: ingest HTTP answer p50 / p99', `${fmt(s.ingestP50)} / ${fmt(s.ingestP99)} ms`],
          [
            'steady: sent / 202 / non-202 / errors / duplicates at sink',
            `${s.sent} / ${s.accepted} / ${s.refused} / ${s.errored} / ${s.duplicates}`,
          ],
          ['steady: achieved send rate', `${fmt(s.sent / s.sendSeconds, 0)} events/s`],
          [
            'the machine (all processes, the load generator too) during the steady phase, then the bare one: busy / stolen by the hypervisor',
            `${fmt(s.machine.busy, 0)} / ${fmt(s.machine.stolen)} %, ${fmt(results.bareSteady.machine.busy, 0)} / ${fmt(results.bareSteady.machine.stolen)} %`,
          ],
          ['worker peak RSS after steady (VmHWM)', `${fmt(s.hwm, 0)} MiB`],
        ],
      ),
    );
    console.log(
      '\nCPU per delivery (ms, user+system, from /proc; burst counted from its first delivery, boot left out, the api idle; ' +
        'steady: ingest and delivery of each event; 2 cores)',
    );
    const cpuRow = (name, cpu, count) => {
      const per = (key) => (1000 * (cpu[key] ?? 0)) / count;
      const keys = ['worker', 'postgres', 'pg-background', 'redis', 'sink', 'api'];
      return [
        name,
        ...keys.map((key) => fmt(per(key), 3)),
        fmt(
          keys.reduce((sum, key) => sum + per(key), 0),
          3,
        ),
      ];
    };
    console.log(
      table(
        ['loop', 'worker/loop', 'postgres backends', 'pg background', 'redis', 'sink', 'api', 'sum'],
        [
          cpuRow(`Hookyard burst, ${measuredRounds}`, b.cpu, b.count),
          ...(results.compared ? [cpuRow(`compared build's burst, ${measuredRounds}`, results.compared.cpu, results.compared.count)] : []),
          cpuRow(`baseline, ${measuredRounds}`, results.baseline.cpu, results.baseline.count),
          cpuRow('Hookyard steady', results.steady.cpu, results.steady.accepted),
          cpuRow('baseline steady (bare ingest server and loop)', results.bareSteady.cpu, results.bareSteady.accepted),
        ],
      ),
    );
    console.log('');
    console.log(
      table(
        ['target', 'figure', 'target value', 'verdict'],
        summarize(`delivery${args.filter ? ' --filter' : ''}${args.transform ? ' --transform' : ''}`, [
          [`sustained deliveries/s (burst, ${measuredRounds})`, fmt(b.rate, 0), '>= 1000', verdict(b.rate >= 1000)],
          [
            `Hookyard / baseline deliveries/s (${measuredRounds})`,
            fmt(ratio, 2),
            `>= ${fmt(ratioTarget, 2)}`,
            verdict(ratio >= ratioTarget),
          ],
          ...(results.plain
            ? [
                [
                  `routed / plain Hookyard deliveries/s, same run (${measuredRounds}): the routing's own cost`,
                  fmt(b.rate / results.plain.rate, 2),
                  `>= ${fmt(plainTarget, 2)} (proposed)`,
                  verdict(b.rate / results.plain.rate >= plainTarget),
                ],
              ]
            : []),
          ...(results.compared
            ? [
                [
                  `this build ÷ the compared build, deliveries/s, same rounds (${measuredRounds})`,
                  fmt(b.rate / results.compared.rate, 2),
                  '',
                  '',
                ],
                [
                  `the compared build / baseline deliveries/s (${measuredRounds})`,
                  fmt(results.compared.rate / results.baseline.rate, 2),
                  '',
                  '',
                ],
              ]
            : []),
          [`p50 ingest→received at ${RATE}/s`, `${fmt(s.p50)} ms`, `<= ${steadyTarget.p50} ms`, verdict(s.p50 <= steadyTarget.p50)],
          [`p99 ingest→received at ${RATE}/s`, `${fmt(s.p99)} ms`, `<= ${steadyTarget.p99} ms`, verdict(s.p99 <= steadyTarget.p99)],
          [
            `CPU per event at ${RATE}/s (api, worker, PostgreSQL, Redis)`,
            `${fmt(steadyCpuMs, 2)} ms`,
            '<= 2 ms',
            verdict(steadyCpuMs <= 2),
          ],
          [
            `bare pipeline, same rate, same run: p50 / p99 ingest→received, CPU per event`,
            `${fmt(bare.p50)} / ${fmt(bare.p99)} ms, ${fmt(bareCpuMs, 2)} ms`,
            '',
            '',
          ],
          [
            `Hookyard ÷ bare at ${RATE}/s: p50, CPU per event (the CPU target is proposed, docs/architecture.md)`,
            `${fmt(s.p50 / bare.p50, 2)}, ${fmt(steadyCpuMs / bareCpuMs, 2)}`,
            'CPU <= 1.50',
            verdict(steadyCpuMs / bareCpuMs <= 1.5),
          ],
        ]),
      ),
    );
    console.log(
      `load average at the end: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );

    if (collector) {
      await sleep(1000); // the last spans' export
      printTraceBreakdown(collector.spans());
      await collector.close();
    }

    if (args.profile) {
      // One profile per process, named after its pid: the worker's during the burst, the api's during the steady phase.
      const profileOf = async (child, windows) => {
        await run.stop(child, 30_000);
        const file = readdirSync(PROFILE_DIR).find(
          (name) => name.endsWith('.cpuprofile') && name.includes(`.${child.pid}.`) && !profilesBefore.has(name),
        );
        if (!file) throw new Error(`the profiled ${child.name} wrote no .cpuprofile`);
        const path = join(PROFILE_DIR, file);
        const profile = JSON.parse(readFileSync(path, 'utf8'));
        for (const [what, window] of windows) {
          printTopSelfTime(
            `\nTop 15 self time of the ${what} (node --cpu-prof; figures above include its overhead) — ${path.replace(BENCH_DIR + '/', 'bench/')}`,
            topSelfTime(profile, 15, ...window),
          );
        }
        return profile;
      };
      const workerProfile = await profileOf(worker, [
        ['worker during the burst', results.burstWindow],
        ['worker during the steady phase', results.steadyWindow],
      ]);
      const apiProfile = await profileOf(api, [['api during the steady phase', results.steadyWindow]]);
      printStages(
        `One event's CPU by stage in the burst's last round (${EVENTS} deliveries)`,
        [['worker', stagesOf(workerProfile, ...results.burstWindow)]],
        EVENTS,
      );
      printStages(
        `One event's CPU by stage in the steady phase (${results.steady.accepted} events at ${RATE}/s)`,
        [
          ['api', stagesOf(apiProfile, ...results.steadyWindow)],
          ['worker', stagesOf(workerProfile, ...results.steadyWindow)],
        ],
        results.steady.accepted,
      );
      for (const [phase, queries, events] of [
        [`the last burst round (ingest and delivery of ${EVENTS} events)`, results.burstQueries, EVENTS],
        [`the steady phase (${results.steady.accepted} events)`, results.steadyQueries, results.steady.accepted],
      ]) {
        printTopStatements(`PostgreSQL during ${phase}`, queries.statements, queries.after.statements, events);
        printTopRedisCommands(`Redis during ${phase}`, queries.redis, queries.after.redis, events);
      }
    }
  } catch (error) {
    broken = true;
    console.error(`\nthe benchmark run broke: ${error.stack ?? error}`);
    for (const child of run.children) console.error(`--- ${child.name} (${child.log}) ---\n${child.tail(15)}`);
  } finally {
    await run.cleanup();
  }
  if (broken) {
    console.error('exit 1: the run itself broke (lost, failed or duplicated deliveries, refused ingests), not a timing target');
    process.exitCode = 1;
  }
}

await main();
