// npm run bench:retention [-- --events 340000 --rate 200 --seconds 20]
//
// What deleting old events (EVENT_RETENTION_DAYS, docs/architecture.md, Event retention) costs live
// ingest, and what it frees. Seeds --events archived events 100 days old, each with one succeeded
// job and one attempt (3 rows an event: 340,000 events are ~1 M rows), straight into the tables
// with generate_series; measures their storage; then drives a loopback ingest load at --rate
// requests/s (another organization, delivered to a local sink by a worker) for --seconds with a
// worker that deletes nothing, and again while a worker started with EVENT_RETENTION_DAYS=60
// deletes them all. Prints ingest p50/p99 before and during, how long the deletion took, and the
// storage per million events kept forever (without EVENT_RETENTION_DAYS) against what is left.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Queue } from 'bullmq';
import { parseArgs } from 'node:util';
import { BenchRun, fmt, freePort, jsonBody, percentile, seedTenant, sleep, startHookyard, startSink, table, waitForHttp } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '340000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
  },
});
const EVENTS = Number(args.events);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const TABLES = ['events', 'delivery_jobs', 'delivery_attempts'];
const BODY = jsonBody(1024);
const WORKER_ENV = { RETENTION_DAYS: '30', ALLOW_PRIVATE_DESTINATIONS: 'true', LOG_LEVEL: 'info' };

/** Open-loop ingest at RATE/s until `until()` holds; each answer's latency in ms (a non-202 fails the run). */
async function ingestLoad(url, token, until) {
  const latencies = [];
  const inFlight = new Set();
  const tickMs = 10;
  let failure = null;
  const start = performance.now();
  let sent = 0;
  while (!until() && !failure) {
    for (const due = Math.floor(((performance.now() - start) / 1000) * RATE); sent < due; sent += 1) {
      const started = performance.now();
      const request = fetch(`${url}/api/ingest/${token}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY })
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 202) failure = new Error(`ingest answered ${res.status}`);
          latencies.push(performance.now() - started);
        })
        .catch((error) => (failure = error))
        .finally(() => inFlight.delete(request));
      inFlight.add(request);
    }
    await sleep(tickMs);
  }
  await Promise.all(inFlight);
  if (failure) throw failure;
  return latencies.sort((a, b) => a - b);
}

/** Total bytes of the tables (indexes and TOAST included). */
async function sizeOf(db) {
  const { rows } = await db.query(`SELECT sum(pg_total_relation_size(t))::bigint AS bytes FROM unnest($1::regclass[]) AS t`, [TABLES]);
  return Number(rows[0].bytes);
}

const run = new BenchRun('retention');
try {
  console.log(
    `load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}; database ${run.dbName}, child logs in ${run.logDir}`,
  );
  await run.migrate();
  const db = run.pool(2);
  const { sink, url: sinkUrl } = await startSink(run);
  void sink;
  const apiPort = await freePort();
  const api = startHookyard(run, 'main.js', {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    INGEST_RATE_PER_SECOND: '1000000',
    INGEST_RATE_BURST: '10000000',
    ALLOW_PRIVATE_DESTINATIONS: 'true',
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(`${apiUrl}/healthz`, api);
  const old = await seedTenant(apiUrl, sinkUrl);
  const live = await seedTenant(apiUrl, sinkUrl);

  const empty = await sizeOf(db);
  let started = performance.now();
  await db.query(
    `INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes, content_type,
                         received_at, updated_at)
     SELECT gen_random_uuid(), $1, $2, $3, 'evt_' || upper(substr(md5(i::text), 1, 26)), 'archived', encode(sha256(i::text::bytea), 'hex'),
            1024, 'application/json', now() - interval '100 days' + i * interval '1 ms', now() - interval '70 days'
       FROM generate_series(1, $4::int) AS i`,
    [old.organizationId, old.projectId, old.endpointId, EVENTS],
  );
  await db.query(
    `INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, attempt_count, created_at, updated_at)
     SELECT gen_random_uuid(), organization_id, id, $2, 'succeeded', 'ingest', 1, received_at, received_at FROM events WHERE endpoint_id = $1`,
    [old.endpointId, old.destinationId],
  );
  await db.query(
    `INSERT INTO delivery_attempts (id, organization_id, event_id, job_id, destination_id, attempt_number, status, response_status, duration_ms,
                                    created_at, event_received_at)
     SELECT gen_random_uuid(), organization_id, event_id, id, destination_id, 1, 'success', 200, 12, created_at, created_at
       FROM delivery_jobs WHERE destination_id = $1`,
    [old.destinationId],
  );
  await db.query(`VACUUM ANALYZE events, delivery_jobs, delivery_attempts`);
  const seeded = await sizeOf(db);
  console.log(`seeded ${EVENTS} events (${3 * EVENTS} rows) in ${fmt((performance.now() - started) / 1000)} s`);

  // Before: ingest with a worker that deletes nothing (EVENT_RETENTION_DAYS unset).
  let worker = startHookyard(run, 'worker.js', WORKER_ENV);
  await sleep(3000);
  started = performance.now();
  const before = await ingestLoad(apiUrl, live.token, () => performance.now() - started > SECONDS * 1000);
  await run.stop(worker);
  // The first worker scheduled delete-events an hour ahead; removed, the next worker's schedule starts with a run at once.
  const redis = new URL(run.redisUrl);
  const maintenance = new Queue('maintenance', {
    prefix: run.redisPrefix,
    connection: { host: redis.hostname, port: Number(redis.port || 6379), db: Number(redis.pathname.slice(1) || 0) },
  });
  await maintenance.removeJobScheduler('delete-events');
  await maintenance.close();

  // During: the same load while a worker with EVENT_RETENTION_DAYS deletes the seeded events.
  worker = startHookyard(run, 'worker.js', { ...WORKER_ENV, EVENT_RETENTION_DAYS: '60' });
  started = performance.now();
  let deletedAfterMs = null;
  const watch = setInterval(() => {
    if (deletedAfterMs === null && /deleted \d+ event\(s\) older than 60 days/.test(readFileSync(worker.log, 'utf8'))) {
      deletedAfterMs = performance.now() - started;
    }
  }, 200);
  const during = await ingestLoad(apiUrl, live.token, () => deletedAfterMs !== null || performance.now() - started > 30 * 60_000);
  clearInterval(watch);
  if (deletedAfterMs === null) throw new Error(`the deletion did not finish in 30 minutes:\n${worker.tail()}`);
  const [{ left }] = (await db.query(`SELECT count(*)::int AS left FROM events WHERE endpoint_id = $1`, [old.endpointId])).rows;
  await run.stop(worker);
  const deleted = await sizeOf(db);
  await db.query(`VACUUM FULL events, delivery_jobs, delivery_attempts`);
  const compacted = await sizeOf(db);

  const perMillion = (bytes) => `${fmt(((bytes / EVENTS) * 1e6) / 2 ** 30, 3)} GiB`;
  console.log(
    `\ndeletion: ${EVENTS} events (${3 * EVENTS} rows) in ${fmt(deletedAfterMs / 1000)} s (worker start included), ${left} seeded events left`,
  );
  console.log(
    table(
      ['ingest at ' + RATE + '/s', 'answers', 'p50 ms', 'p99 ms', 'max ms'],
      [
        ['before (no deletion)', before.length, fmt(percentile(before, 50)), fmt(percentile(before, 99)), fmt(before.at(-1))],
        ['during the deletion', during.length, fmt(percentile(during, 50)), fmt(percentile(during, 99)), fmt(during.at(-1))],
      ],
    ),
  );
  console.log(`p99 during / before: ${fmt(percentile(during, 99) / percentile(before, 99), 2)}`);
  console.log(
    table(
      ['storage of events, delivery_jobs, delivery_attempts', 'per million archived events'],
      [
        ['kept (EVENT_RETENTION_DAYS unset), as seeded and vacuumed', perMillion(seeded - empty)],
        ['after the deletion, before VACUUM FULL (free space reused by new rows)', perMillion(deleted - empty)],
        ['after the deletion and VACUUM FULL (live traffic of the run included)', perMillion(compacted - empty)],
      ],
    ),
  );
  console.log(
    `load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await run.cleanup();
}
