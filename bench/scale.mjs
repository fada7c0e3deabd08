// npm run bench:scale [-- --configs 1+1,2+2,2+3 --rounds 2 --duration 8 --warmup 3 --connections 50 --tenants 4 --shared-redis]
//
// Many processes on one PostgreSQL and one Redis: each configuration ("apis+workers") starts that
// many `node backend/dist/main.js` (each on its own loopback port) and `node backend/dist/worker.js`,
// then measures two phases on the same database:
//   ingest: autocannon spreads --connections over every api × tenant URL (round robin) for
//           --duration s while the workers are held (SIGSTOP) and the deliveries queue paused:
//           ingest req/s and CPU per ingest;
//   drain:  the workers are let go and deliver that backlog to a loopback sink (its own
//           process): deliveries/s and CPU per delivery.
// CPU is user+system from /proc per Hookyard process, per PostgreSQL backend of the run's database
// and for a redis-server of the bench's own (so other users of the shared Redis do not count; with
// --shared-redis the one on 6379, everything it does counts). The configurations run in turn, the
// order reversed every other round, and each is compared with the first one of the same run.
// At the end: storage per million events (pg_total_relation_size as written, then after VACUUM FULL).
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Redis from 'ioredis';
import {
  BenchRun,
  DIST,
  cpuDelta,
  cpuSnapshot,
  fmt,
  freePort,
  holdWorkers,
  jsonBody,
  memoryOf,
  releaseWorkers,
  seedTenant,
  startSink,
  sleep,
  table,
  waitForHttp,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    configs: { type: 'string', default: '1+1,2+2,2+3' },
    rounds: { type: 'string', default: '2' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    tenants: { type: 'string', default: '4' },
    'body-bytes': { type: 'string', default: '1024' },
    'shared-redis': { type: 'boolean', default: false },
  },
});
const CONFIGS = args.configs.split(',').map((text) => {
  const match = /^(\d+)\+(\d+)$/.exec(text.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) throw new Error(`--configs: "${text}" is not apis+workers, e.g. 2+3`);
  return { name: `${match[1]}+${match[2]}`, apis: Number(match[1]), workers: Number(match[2]) };
});
const ROUNDS = Number(args.rounds);
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const TENANTS = Number(args.tenants);
const BODY = jsonBody(Number(args['body-bytes']));
const DRAIN_LIMIT_MS = 300_000;
const WORKER_ENV = {
  // Several tenants, one destination each: the caps stay out of the way of the machinery measured
  WORKER_CONCURRENCY: '100',
  DESTINATION_CONCURRENCY: '100',
  ORGANIZATION_CONCURRENCY: '100',
  ALLOW_PRIVATE_DESTINATIONS: 'true',
};
const API_ENV = { HOST: '127.0.0.1', INGEST_RATE_PER_SECOND: '1000000', INGEST_RATE_BURST: '10000000' };
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** A redis-server of the bench's own on a free loopback port, nothing persisted; killed when this process exits. */
async function privateRedis() {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  process.once('exit', () => child.kill('SIGKILL'));
  const redis = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => undefined); // refused until it listens: retried below
  for (let i = 0; ; i++) {
    try {
      await redis.connect();
      await redis.ping();
      break;
    } catch (error) {
      if (i >= 100 || child.exitCode !== null) throw new Error(`redis-server did not start on ${port}: ${error.message}`);
      await sleep(50);
    }
  }
  redis.disconnect();
  return { port, url: `redis://127.0.0.1:${port}/0`, stop: () => child.kill('SIGKILL') };
}

/** A Hookyard entry point with a log file of its own (several of each run at once). */
const hookyard = (run, name, entry, env) => run.spawn(name, [join(DIST, entry)], run.env(env));

function autocannonRun(urls, seconds) {
  return new Promise((done, fail) => {
    autocannon(
      {
        url: urls,
        method: 'POST',
        connections: CONNECTIONS,
        duration: seconds,
        headers: { 'content-type': 'application/json' },
        body: BODY,
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
}

/** CPU seconds per part: the numbered Hookyard processes summed by kind (api1, api2 → api). */
function byPart(cpu) {
  const parts = {};
  for (const [group, seconds] of Object.entries(cpu)) {
    const part = group.replace(/\d+$/, '');
    parts[part] = (parts[part] ?? 0) + seconds;
  }
  return parts;
}

async function usedMemory(redis) {
  return Number(/^used_memory:(\d+)/m.exec(await redis.info('memory'))[1]);
}

async function pendingJobs(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM delivery_jobs WHERE status = 'pending'`);
  return rows[0].n;
}

/** Lets the held workers go (and resumes the queue), waits until the sink has had `expected` deliveries of distinct webhook-ids since its reset. */
async function drain(ctx, expected, workers) {
  const { queue, sink } = ctx;
  await queue.resume();
  releaseWorkers(workers);
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  for (;;) {
    for (const worker of workers) {
      if (worker.child.exitCode !== null || worker.child.signalCode !== null) throw new Error(`${worker.name} exited:\n${worker.tail()}`);
    }
    if ((await sink.count()) >= expected) {
      const stats = await sink.stats();
      if (stats.unique >= expected) return stats;
    }
    if (Date.now() > deadline) throw new Error(`not drained after ${DRAIN_LIMIT_MS / 1000} s: ${await sink.count()} of ${expected}`);
    await sleep(10);
  }
}

/** One configuration: start its processes, warm them up, measure ingest then drain, stop them. */
async function measure(ctx, config, round) {
  const { run, db, queue, sink, tenants, sinkPid, redisPort } = ctx;
  await queue.pause(); // before the workers start, so they find the warm-up backlog whole
  const tag = `r${round}-${config.name}`;
  const apis = [];
  for (let i = 1; i <= config.apis; i++) {
    const port = await freePort();
    apis.push({ port, handle: hookyard(run, `api${i}-${tag}`, 'main.js', { ...API_ENV, PORT: String(port) }) });
  }
  const workers = Array.from({ length: config.workers }, (_, i) => hookyard(run, `worker${i + 1}-${tag}`, 'worker.js', WORKER_ENV));
  holdWorkers(workers); // until the warm-up backlog is whole
  // booting several Nest apps at once on a loaded 2-core machine can take a while
  await Promise.all(apis.map(({ port, handle }) => waitForHttp(`http://127.0.0.1:${port}/healthz`, handle, 120_000)));
  const urls = tenants.flatMap((tenant) => apis.map(({ port }) => `http://127.0.0.1:${port}/api/ingest/${tenant.token}`));

  // warm-up: JIT, pool connections and prepared statements of every api and worker (not counted)
  await autocannonRun(urls, WARMUP);
  await sleep(250); // answers autocannon stopped waiting for still commit
  await sink.reset();
  await drain(ctx, await pendingJobs(db), workers);
  await queue.pause();
  holdWorkers(workers);
  await sink.reset();

  const pids = {
    ...Object.fromEntries(apis.map(({ handle }, i) => [`api${i + 1}`, handle.pid])),
    ...Object.fromEntries(workers.map((handle, i) => [`worker${i + 1}`, handle.pid])),
    sink: sinkPid,
    loadgen: process.pid,
  };
  const snapshot = () => cpuSnapshot(pids, run.dbName, redisPort);

  const memoryBefore = await usedMemory(ctx.redis);
  const beforeIngest = snapshot();
  const result = await autocannonRun(urls, DURATION);
  await sleep(250);
  const ingestCpu = byPart(cpuDelta(beforeIngest, snapshot()));
  const ingested = await pendingJobs(db); // every job of the phase waits for the held workers
  const queuedBytes = (await usedMemory(ctx.redis)) - memoryBefore;
  const perApi = apis.map(({ handle }) => memoryOf(handle.pid).rss);

  const beforeDrain = snapshot();
  const started = performance.timeOrigin + performance.now();
  const stats = await drain(ctx, ingested, workers);
  const drainCpu = byPart(cpuDelta(beforeDrain, snapshot()));
  const last = stats.times.reduce((max, at) => Math.max(max, at), 0);
  const drainSeconds = (last - started) / 1000;
  const perWorker = workers.map((handle) => memoryOf(handle.pid).rss);
  await Promise.all([...apis.map(({ handle }) => run.stop(handle)), ...workers.map((handle) => run.stop(handle))]);

  const figures = {
    config: config.name,
    round,
    load: loadavg()[0],
    ingestRate: result['2xx'] / DURATION,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ingested,
    ingestCpu,
    deliveryRate: ingested / drainSeconds,
    drainCpu,
    duplicates: stats.duplicates,
    queuedBytes: queuedBytes / ingested,
    apiRss: Math.max(...perApi),
    workerRss: Math.max(...perWorker),
  };
  console.log(
    `round ${round}, ${config.apis} api + ${config.workers} worker: ingest ${fmt(figures.ingestRate, 0)} req/s (p99 ${figures.p99} ms, ` +
      `non-2xx ${figures.non2xx}, errors ${figures.errors}), ${ingested} events; drained in ${fmt(drainSeconds, 2)} s, ` +
      `${fmt(figures.deliveryRate, 0)} deliveries/s, ${stats.duplicates} duplicate webhook-id; load ${load()}`,
  );
  return figures;
}

/** CPU ms per event of one part in one phase. */
const msPer = (cpu, part, count) => (1000 * (cpu[part] ?? 0)) / count;

/** Means of the rounds of one configuration. */
function summarize(results, config) {
  const mine = results.filter((r) => r.config === config.name);
  const mean = (pick) => mine.reduce((sum, r) => sum + pick(r), 0) / mine.length;
  const ingest = (part) => mean((r) => msPer(r.ingestCpu, part, r.ingested));
  const delivery = (part) => mean((r) => msPer(r.drainCpu, part, r.ingested));
  const hookyard = (phase) => ['api', 'worker', 'postgres', 'redis'].reduce((sum, part) => sum + phase(part), 0);
  return {
    config,
    rounds: mine,
    ingestRate: mean((r) => r.ingestRate),
    deliveryRate: mean((r) => r.deliveryRate),
    apiPerIngest: ingest('api'),
    pgPerIngest: ingest('postgres'),
    redisPerIngest: ingest('redis'),
    workerPerDelivery: delivery('worker'),
    pgPerDelivery: delivery('postgres'),
    redisPerDelivery: delivery('redis'),
    // everything the install spends on one event: ingest phase and delivery phase, idle workers and apis included
    perEvent: hookyard(ingest) + hookyard(delivery),
    pgBackground: ingest('pg-background') + delivery('pg-background'),
    queuedBytes: mean((r) => r.queuedBytes),
    apiRss: Math.max(...mine.map((r) => r.apiRss)),
    workerRss: Math.max(...mine.map((r) => r.workerRss)),
  };
}

async function storage(db) {
  const sizes = async () => {
    const { rows } = await db.query(
      // a partitioned table counts as the sum of its partitions
      `SELECT coalesce(parent.relname, c.relname) AS name, sum(pg_total_relation_size(c.oid))::bigint AS bytes
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_inherits i ON i.inhrelid = c.oid LEFT JOIN pg_class parent ON parent.oid = i.inhparent
        WHERE n.nspname = 'public' AND c.relkind = 'r' GROUP BY 1 ORDER BY bytes DESC`,
    );
    return rows.map((row) => ({ name: row.name, bytes: Number(row.bytes) }));
  };
  const [{ events }] = (await db.query(`SELECT count(*)::int AS events FROM events`)).rows;
  const [{ attempts }] = (await db.query(`SELECT count(*)::int AS attempts FROM delivery_attempts`)).rows;
  const written = await sizes();
  await db.query('VACUUM FULL');
  const compacted = new Map((await sizes()).map((row) => [row.name, row.bytes]));
  return { events, attempts, written, compacted };
}

async function main() {
  const run = new BenchRun('scale');
  let redis = null;
  let queue = null;
  let redisClient = null;
  let broken = false;
  try {
    const cores = cpus().length;
    console.log(
      `bench:scale — node ${process.version}, ${cores} cores, load average ${load()}; configurations (apis+workers) ${CONFIGS.map((c) => c.name).join(', ')}, ` +
        `${ROUNDS} round(s), order reversed every other round; ingest ${DURATION} s after a ${WARMUP} s warm-up, ${CONNECTIONS} connections ` +
        `round robin over every api × ${TENANTS} tenants, ${Buffer.byteLength(BODY)} B JSON bodies; one destination per tenant (a loopback sink answering 200)`,
    );
    if (!args['shared-redis']) {
      redis = await privateRedis();
      run.redisUrl = redis.url;
    }
    const redisPort = Number(new URL(run.redisUrl).port || 6379);
    console.log(
      `database ${run.dbName}, Redis ${run.redisUrl}${args['shared-redis'] ? ' (shared: its CPU includes everyone’s)' : ' (the bench’s own)'} prefix ${run.redisPrefix}, ` +
        `child logs in ${run.logDir}, backend ${DIST}`,
    );
    console.log(
      `On ${cores} cores more processes cannot add throughput: every process, PostgreSQL, Redis, the sink and autocannon share them. ` +
        'The figures to carry to a bigger machine are the CPU ms per event of each part and how they move with the process count.\n',
    );
    await run.migrate();
    const db = run.pool(2);
    const { sink, url: sinkUrl, pid: sinkPid } = await startSink(run);

    // tenants are seeded through a temporary api (the HTTP API's own routes), which then stops
    const seedPort = await freePort();
    const seeder = hookyard(run, 'seed-api', 'main.js', { ...API_ENV, PORT: String(seedPort) });
    await waitForHttp(`http://127.0.0.1:${seedPort}/healthz`, seeder, 120_000);
    const tenants = [];
    for (let i = 0; i < TENANTS; i++) tenants.push(await seedTenant(`http://127.0.0.1:${seedPort}`, sinkUrl));
    await run.stop(seeder);

    const url = new URL(run.redisUrl);
    queue = new Queue('deliveries', { prefix: run.redisPrefix, connection: { host: url.hostname, port: redisPort } });
    redisClient = new Redis(run.redisUrl, { maxRetriesPerRequest: 1 });
    const ctx = { run, db, queue, sink, tenants, sinkPid, redisPort, redis: redisClient };
    const results = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const order = round % 2 === 1 ? CONFIGS : [...CONFIGS].reverse();
      for (const config of order) results.push(await measure(ctx, config, round));
    }
    const { rows: open } = await db.query(
      `SELECT status, count(*)::int AS n FROM delivery_jobs WHERE status <> 'succeeded' GROUP BY status`,
    );
    if (open.length > 0) console.log(`jobs not succeeded at the end: ${JSON.stringify(open)}`);
    if (open.length > 0 || results.some((r) => r.non2xx > 0 || r.errors > 0 || r.duplicates > 0)) broken = true;

    const rows = CONFIGS.map((config) => summarize(results, config));
    const base = rows[0];
    console.log(`\nPer configuration, mean of ${ROUNDS} round(s) (CPU: ms of user+system per event, from /proc)`);
    console.log(
      table(
        [
          'apis+workers',
          'ingest req/s',
          'deliveries/s',
          'api ms/ingest',
          'pg ms/ingest',
          'redis ms/ingest',
          'worker ms/delivery',
          'pg ms/delivery',
          'redis ms/delivery',
          'all ms/event',
          'pg background ms/event',
          'RSS MiB api / worker',
        ],
        rows.map((r) => [
          r.config.name,
          fmt(r.ingestRate, 0),
          fmt(r.deliveryRate, 0),
          fmt(r.apiPerIngest, 3),
          fmt(r.pgPerIngest, 3),
          fmt(r.redisPerIngest, 3),
          fmt(r.workerPerDelivery, 3),
          fmt(r.pgPerDelivery, 3),
          fmt(r.redisPerDelivery, 3),
          fmt(r.perEvent, 3),
          fmt(r.pgBackground, 3),
          `${fmt(r.apiRss, 0)} / ${fmt(r.workerRss, 0)}`,
        ]),
      ),
    );
    console.log(
      '"all ms/event": apis + workers + PostgreSQL backends + Redis over both phases (idle processes of the other phase included); ' +
        'pg background (WAL writer, checkpointer…) is server-wide, shared with anything else on it.',
    );

    console.log(`\nSame-run ratios against ${base.config.name}`);
    console.log(
      table(
        [
          'apis+workers',
          'ingest req/s',
          'deliveries/s',
          'api ms/ingest',
          'worker ms/delivery',
          'pg ms/event',
          'redis ms/event',
          'all ms/event',
        ],
        rows
          .slice(1)
          .map((r) => [
            `${r.config.name} / ${base.config.name}`,
            fmt(r.ingestRate / base.ingestRate, 2),
            fmt(r.deliveryRate / base.deliveryRate, 2),
            fmt(r.apiPerIngest / base.apiPerIngest, 2),
            fmt(r.workerPerDelivery / base.workerPerDelivery, 2),
            fmt((r.pgPerIngest + r.pgPerDelivery) / (base.pgPerIngest + base.pgPerDelivery), 2),
            fmt((r.redisPerIngest + r.redisPerDelivery) / (base.redisPerIngest + base.redisPerDelivery), 2),
            fmt(r.perEvent / base.perEvent, 2),
          ]),
      ),
    );
    if (ROUNDS > 1) {
      console.log('\nSpread over rounds (lowest–highest)');
      console.log(
        table(
          ['apis+workers', 'ingest req/s', 'deliveries/s', 'load average (1 min) at the end of each'],
          rows.map((r) => {
            const range = (pick) => `${fmt(Math.min(...r.rounds.map(pick)), 0)}–${fmt(Math.max(...r.rounds.map(pick)), 0)}`;
            return [
              r.config.name,
              range((x) => x.ingestRate),
              range((x) => x.deliveryRate),
              r.rounds.map((x) => fmt(x.load, 2)).join(', '),
            ];
          }),
        ),
      );
    }

    // per-core capacity from CPU cost: what one fully busy core of each part would carry
    const all = (pick) => rows.reduce((sum, r) => sum + pick(r), 0) / rows.length;
    const api = all((r) => r.apiPerIngest);
    const worker = all((r) => r.workerPerDelivery);
    const pg = all((r) => r.pgPerIngest + r.pgPerDelivery);
    const rd = all((r) => r.redisPerIngest + r.redisPerDelivery);
    console.log('\nPer-core capacity derived from the CPU cost (mean over the configurations; a core = 1,000 ms of CPU per second)');
    console.log(
      table(
        ['part', 'CPU ms per event', 'events/s per core'],
        [
          ['api (ingest)', fmt(api, 3), fmt(1000 / api, 0)],
          ['worker (delivery)', fmt(worker, 3), fmt(1000 / worker, 0)],
          ['PostgreSQL backends (ingest + delivery)', fmt(pg, 3), fmt(1000 / pg, 0)],
          ['Redis (ingest + delivery)', fmt(rd, 3), fmt(1000 / rd, 0)],
        ],
      ),
    );
    console.log(
      `Redis memory while deliveries wait (workers held, used_memory growth over the ingest phase / events): ` +
        `${fmt(
          all((r) => r.queuedBytes),
          0,
        )} B per queued event${args['shared-redis'] ? ' (shared Redis: others’ keys move it too)' : ''}`,
    );

    const [{ autovacuum }] = (await db.query('SHOW autovacuum')).rows;
    const { events, attempts, written, compacted } = await storage(db);
    const perMillion = (bytes) => (bytes / events) * 1e6;
    const gib = (bytes) => fmt(bytes / 2 ** 30, 2);
    const grown = written.filter((row) => row.bytes > 1 << 20);
    const sum = (list) => list.reduce((total, bytes) => total + bytes, 0);
    console.log(
      `\nStorage: ${events} events (${Buffer.byteLength(BODY)} B JSON each, one destination, one successful attempt each: ${attempts} attempts, ` +
        `the sink answering 2 bytes), GiB per million events; autovacuum ${autovacuum} (as written: every job and event row also left its pre-delivery version behind)`,
    );
    console.log(
      table(
        ['table (indexes and TOAST included)', 'as written', 'after VACUUM FULL'],
        [
          ...grown.map((row) => [row.name, gib(perMillion(row.bytes)), gib(perMillion(compacted.get(row.name) ?? 0))]),
          ['all tables', gib(perMillion(sum(written.map((row) => row.bytes)))), gib(perMillion(sum([...compacted.values()])))],
        ],
      ),
    );
    console.log(`load average at the end: ${load()}`);
  } catch (error) {
    broken = true;
    console.error(`\nthe benchmark run broke: ${error.stack ?? error}`);
    for (const child of run.children.slice(-8)) console.error(`--- ${child.name} (${child.log}) ---\n${child.tail(15)}`);
  } finally {
    await queue?.close();
    redisClient?.disconnect();
    await run.cleanup();
    redis?.stop();
  }
  if (broken) {
    console.error('exit 1: the run itself broke (refused ingests, connection errors or duplicated deliveries), not a timing target');
    process.exitCode = 1;
  }
}

await main();
