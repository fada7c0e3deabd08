// npm run bench:brokers [-- --type amqp|nats|mqtt --events 5000 --concurrency 100 --rounds 3 --profile]
//
// Publish throughput per broker type (issue #33), against the local RabbitMQ (127.0.0.1:5672),
// NATS JetStream (127.0.0.1:4222) and Mosquitto (127.0.0.1:1883), beside an http destination
// through the same harness:
// (a) hookyard: after 20 events untimed (the worker up, the connection open), N events ingested
//     through the api while the worker is held (SIGSTOP) and the deliveries queue paused; then the
//     worker (node backend/dist/worker.js) is let go and delivers them; timed from then until the receiver has all
//     N and every job is recorded as succeeded in PostgreSQL. The receiver is a consumer in this
//     process for a broker, the loopback sink (bench/sink-server.mjs, its own process) for http.
//     Each round runs every type once, the order rotated each round; a type's rate is its events
//     over its seconds in all rounds, and its worker CPU per delivery comes from /proc.
// (b) bare: a publisher loop in this process, N messages of the same body with the same
//     acknowledgement mode (amqp confirms, JetStream PubAck, MQTT QoS 1 PUBACK), `--concurrency` in flight.
// Targets: (a) >= 0.8 x the same run's http (a) for each broker type (the pipeline is the same,
// only the send differs); (a) >= 0.6 x (b) is issue #33's wording, printed beside it.
// --profile runs the worker under node --cpu-prof and prints, per type over its last round, the
// worker's CPU per delivery by stage and its top self-time functions. Needs `npm run build` first.
import { connect as amqpConnect } from 'amqplib';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { connectAsync as mqttConnect } from 'mqtt';
import { connect as natsConnect } from 'nats';
import {
  BENCH_DIR,
  BenchRun,
  PROFILE_DIR,
  call,
  cpuDelta,
  cpuSnapshot,
  fmt,
  freePort,
  holdWorkers,
  jsonBody,
  printTopSelfTime,
  releaseWorkers,
  seedTenant,
  sleep,
  startHookyard,
  startSink,
  table,
  topSelfTime,
  verdict,
  waitForHttp,
} from './lib.mjs';
import { printStages, stagesOf } from './stages.mjs';

const { values: args } = parseArgs({
  options: {
    type: { type: 'string', multiple: true, default: ['amqp', 'nats', 'mqtt'] },
    events: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '100' },
    // Rounds of every type (http first in round 1, the order rotated each round after)
    rounds: { type: 'string', default: '3' },
    profile: { type: 'boolean', default: false },
  },
});
const EVENTS = Number(args.events);
const CONCURRENCY = Number(args.concurrency);
const ROUNDS = Number(args.rounds);
/** The reference every broker type is held against: http to the loopback sink, the same pipeline. */
const TYPES = ['http', ...args.type.filter((type) => type !== 'http')];
const BODY = jsonBody(1024);
const WARMUP = 20;

/** Runs `task(i)` for i < n with at most `limit` in flight. */
async function pooled(n, limit, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, n) }, async () => {
      while (next < n) await task(next++);
    }),
  );
}

/**
 * Per type: the receiving end (a broker's resources under unique names, or the sink), the
 * destination's fields, a count of what arrived, and a bare publisher (none for http).
 */
const RECEIVERS = {
  async http(run) {
    const { sink, url } = await startSink(run);
    return {
      destination: { type: 'http', url },
      received: () => sink.count(),
      reset: () => sink.reset(),
      publish: null,
      close: async () => undefined,
    };
  },
  async amqp() {
    const connection = await amqpConnect('amqp://guest:guest@127.0.0.1:5672');
    const channel = await connection.createConfirmChannel();
    const name = `hy-bench-${randomUUID()}`;
    await channel.assertExchange(name, 'direct', { autoDelete: false });
    await channel.assertQueue(name, { exclusive: true });
    await channel.bindQueue(name, name, 'bench');
    let received = 0;
    await channel.consume(name, () => received++, { noAck: true });
    return {
      destination: { type: 'amqp', url: 'amqp://guest:guest@127.0.0.1:5672', exchange: name, routing_key: 'bench' },
      received: () => received,
      reset: () => (received = 0),
      publish: (i) =>
        new Promise((resolve, reject) =>
          channel.publish(name, 'bench', Buffer.from(BODY), { persistent: true, mandatory: true, messageId: String(i) }, (error) =>
            error ? reject(error) : resolve(),
          ),
        ),
      close: async () => {
        await channel.deleteExchange(name);
        await connection.close();
      },
    };
  },
  async nats() {
    const connection = await natsConnect({ servers: '127.0.0.1:4222' });
    const stream = `hy_bench_${randomUUID().replace(/-/g, '')}`;
    const jsm = await connection.jetstreamManager();
    await jsm.streams.add({ name: stream, subjects: [`${stream}.>`] });
    const js = connection.jetstream();
    const count = async () => (await jsm.streams.info(stream)).state.messages;
    let offset = 0;
    return {
      destination: { type: 'nats', url: 'nats://127.0.0.1:4222', subject: `${stream}.hookyard` },
      received: async () => (await count()) - offset,
      reset: async () => (offset = await count()),
      publish: (i) => js.publish(`${stream}.bare`, Buffer.from(BODY), { msgID: `bare-${i}` }),
      close: async () => {
        await jsm.streams.delete(stream);
        await connection.close();
      },
    };
  },
  async mqtt() {
    const topic = `hy-bench/${randomUUID()}`;
    const subscriber = await mqttConnect('mqtt://127.0.0.1:1883', { protocolVersion: 5, clientId: `hy-bench-sub-${randomUUID()}` });
    let received = 0;
    subscriber.on('message', () => received++);
    await subscriber.subscribeAsync(`${topic}/#`, { qos: 1 });
    const publisher = await mqttConnect('mqtt://127.0.0.1:1883', { protocolVersion: 5, clientId: `hy-bench-pub-${randomUUID()}` });
    return {
      destination: { type: 'mqtt', url: 'mqtt://127.0.0.1:1883', topic: `${topic}/hookyard` },
      received: () => received,
      reset: () => (received = 0),
      publish: () => publisher.publishAsync(`${topic}/bare`, Buffer.from(BODY), { qos: 1 }),
      close: async () => {
        await publisher.endAsync();
        await subscriber.endAsync();
      },
    };
  },
};

const DRAIN_LIMIT_MS = 600_000;
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

async function openJobs(db) {
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM delivery_jobs WHERE status IN ('pending', 'retry_scheduled', 'in_progress')`,
  );
  return rows[0].n;
}

/** Runs `pileUp` with the worker held; drain lets it go, or a failure here does. */
async function held(worker, pileUp) {
  holdWorkers([worker]);
  try {
    await pileUp();
  } catch (error) {
    releaseWorkers([worker]);
    throw error;
  }
}

async function succeededJobs(db) {
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM delivery_jobs WHERE status = 'succeeded'`);
  return rows[0].n;
}

/**
 * Lets the held worker go (and resumes the queue), then waits until the receiver has `count`
 * messages and no job is open (every attempt recorded); the queue is paused again after. Answers
 * the seconds from the release.
 */
async function drain(ctx, target, count) {
  const { queue, db, worker } = ctx;
  const started = performance.now();
  await queue.resume();
  releaseWorkers([worker]);
  const deadline = Date.now() + DRAIN_LIMIT_MS;
  while ((await target.received()) < count) {
    if (worker.child.exitCode !== null || worker.child.signalCode !== null) throw new Error(`the worker exited:\n${worker.tail()}`);
    if (Date.now() > deadline) throw new Error(`only ${await target.received()} of ${count} arrived`);
    await sleep(5);
  }
  // PostgreSQL is asked only once everything arrived, so the polling costs the pipeline nothing before
  while ((await openJobs(db)) > 0) {
    if (Date.now() > deadline) throw new Error(`jobs still open after ${DRAIN_LIMIT_MS / 1000} s`);
    await sleep(5);
  }
  const seconds = (performance.now() - started) / 1000;
  await queue.pause();
  return seconds;
}

/** One type's burst: EVENTS ingested while the worker is held, then drained; the worker's CPU over it. */
async function burst(ctx, type) {
  const { target, ingestAll } = ctx.types[type];
  const succeededBefore = await succeededJobs(ctx.db);
  await held(ctx.worker, () => ingestAll(EVENTS));
  await target.reset();
  const cpuBefore = cpuSnapshot({ worker: ctx.worker.pid }, ctx.run.dbName);
  const fromUs = nowUs();
  const seconds = await drain(ctx, target, EVENTS);
  const window = [fromUs, nowUs()];
  const cpu = cpuDelta(cpuBefore, cpuSnapshot({ worker: ctx.worker.pid }, ctx.run.dbName));
  const received = await target.received();
  const succeeded = (await succeededJobs(ctx.db)) - succeededBefore;
  // exactly one message and one successful job per event: anything else is a broken run, not a figure
  if (received !== EVENTS || succeeded !== EVENTS)
    throw new Error(`${type}: ${received} received, ${succeeded} jobs succeeded of ${EVENTS}`);
  return { seconds, workerCpuMs: cpu.worker * 1000, window };
}

/** A tenant whose endpoint's one destination is `type`'s, warmed up: the worker has delivered WARMUP events to it. */
async function prepare(ctx, type) {
  const target = await RECEIVERS[type](ctx.run);
  const tenant = await seedTenant(ctx.apiBase, 'http://127.0.0.1:9/unused');
  const auth = { authorization: `Bearer ${tenant.apiKey}` };
  await call(ctx.apiBase, 'DELETE', `/api/destinations/${tenant.destinationId}`, { headers: auth });
  await call(ctx.apiBase, 'POST', `/api/endpoints/${tenant.endpointId}/destinations`, {
    headers: auth,
    body: { name: type, ...target.destination },
  });
  const ingestAll = (n) =>
    pooled(n, 50, () =>
      fetch(`${ctx.apiBase}/api/ingest/${tenant.token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: BODY,
      }).then((res) => {
        if (res.status !== 202) throw new Error(`ingest answered ${res.status}`);
        return res.arrayBuffer();
      }),
    );
  // Warm-up, untimed: the worker is up and the destination's connection open before the burst.
  await target.reset();
  await held(ctx.worker, () => ingestAll(WARMUP));
  await drain(ctx, target, WARMUP);
  return { target, ingestAll };
}

/** --profile: the worker's profile, per type its last round's window: CPU per delivery by stage, top self time. */
function printProfile(worker, profilesBefore, windows) {
  const file = readdirSync(PROFILE_DIR).find(
    (name) => name.endsWith('.cpuprofile') && name.includes(`.${worker.pid}.`) && !profilesBefore.has(name),
  );
  if (!file) throw new Error('the profiled worker wrote no .cpuprofile');
  const path = join(PROFILE_DIR, file);
  const profile = JSON.parse(readFileSync(path, 'utf8'));
  printStages(
    `The worker's CPU per delivery by stage, each type's last round (${EVENTS} deliveries; node --cpu-prof, ${path.replace(BENCH_DIR + '/', 'bench/')})`,
    TYPES.map((type) => [type, stagesOf(profile, ...windows[type])]),
    EVENTS,
  );
  for (const type of TYPES)
    printTopSelfTime(`\nTop 15 self time of the worker, ${type}'s last round`, topSelfTime(profile, 15, ...windows[type]));
}

const run = new BenchRun('brokers');
try {
  await run.migrate();
  const apiPort = await freePort();
  const api = startHookyard(run, 'main.js', {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    INGEST_RATE_PER_SECOND: '1000000',
    INGEST_RATE_BURST: '10000000',
  });
  const apiBase = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${apiBase}/healthz`, api);
  const url = new URL(run.redisUrl);
  const queue = new Queue('deliveries', {
    prefix: run.redisPrefix,
    connection: { host: url.hostname, port: Number(url.port || 6379), db: Number(url.pathname.slice(1) || 0) },
  });
  await queue.pause();
  let profilesBefore = new Set();
  if (args.profile) {
    mkdirSync(PROFILE_DIR, { recursive: true });
    profilesBefore = new Set(readdirSync(PROFILE_DIR));
  }
  const worker = startHookyard(
    run,
    'worker.js',
    { WORKER_CONCURRENCY: String(CONCURRENCY), DESTINATION_CONCURRENCY: String(CONCURRENCY), ALLOW_PRIVATE_DESTINATIONS: 'true' },
    args.profile ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [],
  );
  const ctx = { run, db: run.pool(2), queue, worker, apiBase, types: {} };
  for (const type of TYPES) ctx.types[type] = await prepare(ctx, type);

  const totals = Object.fromEntries(TYPES.map((type) => [type, { seconds: 0, workerCpuMs: 0, bare: 0 }]));
  const lastWindows = {};
  for (let round = 0; round < ROUNDS; round++) {
    const order = TYPES.map((_, i) => TYPES[(i + round) % TYPES.length]);
    const line = [];
    for (const type of order) {
      const result = await burst(ctx, type);
      totals[type].seconds += result.seconds;
      totals[type].workerCpuMs += result.workerCpuMs;
      lastWindows[type] = result.window;
      line.push(`${type} ${fmt(EVENTS / result.seconds, 0)}/s`);
    }
    console.log(`round ${round + 1} (load ${fmt(loadavg()[0], 2)}): ${line.join(', ')}`);
  }
  // the bare loops, once the worker is idle
  for (const type of TYPES) {
    const { publish } = ctx.types[type].target;
    if (!publish) continue;
    const started = performance.now();
    await pooled(EVENTS, CONCURRENCY, (i) => publish(i));
    totals[type].bare = EVENTS / ((performance.now() - started) / 1000);
  }
  for (const type of TYPES) await ctx.types[type].target.close();
  await queue.close();

  const rate = (type) => (ROUNDS * EVENTS) / totals[type].seconds;
  const rows = TYPES.map((type) => {
    const ofHttp = rate(type) / rate('http');
    const ofBare = rate(type) / totals[type].bare;
    return [
      type,
      fmt(rate(type), 0),
      fmt(totals[type].workerCpuMs / (ROUNDS * EVENTS), 3),
      type === 'http' ? '—' : fmt(ofHttp, 2),
      type === 'http' ? '—' : verdict(ofHttp >= 0.8),
      totals[type].bare ? fmt(totals[type].bare, 0) : '—',
      totals[type].bare ? `${fmt(ofBare, 2)} ${verdict(ofBare >= 0.6)}` : '—',
    ];
  });
  console.log(
    `\n${EVENTS} events of ${BODY.length} bytes per type and round, ${ROUNDS} rounds, ${CONCURRENCY} in flight; load ${loadavg()
      .map((value) => fmt(value, 2))
      .join(' ')}\n`,
  );
  console.log(table(['type', 'hookyard/s', 'worker ms/delivery', 'of http', '>= 0.8 x http', 'bare/s', 'of bare (>= 0.6)'], rows));
  if (args.profile) {
    await run.stop(worker, 30_000);
    printProfile(worker, profilesBefore, lastWindows);
  }
} finally {
  await run.cleanup();
}
