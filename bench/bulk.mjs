// npm run bench:bulk [-- --events 100000 --rate 100 --seconds 30 --warmup 10 --bare-rate N --destination-concurrency 10 --bulk-worker --env NAME=value]
//
// A bulk retry under live traffic (issue 16). One organization has --events dead-lettered events
// (seeded in SQL, payloads sealed as the app seals them, one dead-lettered job each) whose
// destination, the sink, now answers 200. Another organization sends --rate events/s of live
// traffic through POST /api/ingest/{token} to the same sink (its own destination).
// (a) without: live traffic alone for --seconds (after --warmup s not counted): ingest→received p50/p99.
// (b) bare, the same-run baseline: the same live traffic while the bare delivery loop of
//     bench:delivery (undici + one UPDATE per row, no queue, no claim, no encryption;
//     bench/baseline-delivery.mjs) delivers --events rows to the same sink, with the destination's
//     cap of requests in flight, paced at the rate the bulk retry (c) reached (--bare-rate N: at N):
//     what delivering that fast costs live traffic on this machine at the least. Compared at the
//     same rate, live traffic pays for the same work per second in both. It runs after (c).
// (c) during: POST /api/events/bulk-retry {"status":["dead_lettered"]} while the same live traffic
//     flows, until every bulk event is delivered: time from the POST to the last bulk delivery
//     at the sink and in PostgreSQL, bulk deliveries/s, and the live p50/p99 of the events sent
//     while the bulk retry ran.
// Targets: bulk ≥ 1,500 deliveries/s (issue 30); live p99 during the bulk retry ≤ 1.5 × during the bare loop
// (the same-run ratio); and the issue's first target, live p99 during ≤ 2 × without, printed with
// the bare loop's own ratio beside it. api (main.js) and worker (worker.js) run as separate
// processes with the service's defaults unless flags say otherwise; --bulk-worker runs two workers,
// WORKER_LANES=live and WORKER_LANES=bulk.
import { randomUUID } from 'node:crypto';
import { createCipheriv, randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { ulid } from 'ulid';
import {
  BenchRun,
  cpuDelta,
  cpuSnapshot,
  DIST,
  fmt,
  freePort,
  jsonBody,
  percentile,
  seedBareJobs,
  seedTenant,
  startBareLoop,
  startSink,
  sleep,
  startHookyard,
  summarize,
  table,
  verdict,
  waitForHttp,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    // The bare loop's pace; by default the bulk retry's own rate, measured in the same run
    'bare-rate': { type: 'string' },
    'destination-concurrency': { type: 'string' },
    'bulk-worker': { type: 'boolean', default: false },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const EVENTS = Number(args.events);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const BARE_RATE = args['bare-rate'] === undefined ? null : Number(args['bare-rate']);
const EXTRA_ENV = {
  ...(args['destination-concurrency'] ? { DESTINATION_CONCURRENCY: args['destination-concurrency'] } : {}),
  ...Object.fromEntries(args.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
};
const BULK_LIMIT_MS = 30 * 60_000;
/** The destination's cap of requests in flight: the bulk retry's, and so the bare loop's concurrency. */
const DESTINATION_CAP = Number(EXTRA_ENV.DESTINATION_CONCURRENCY ?? 10);
const now = () => performance.timeOrigin + performance.now();

/** AES-256-GCM as core/crypto/key-ring seals: iv ‖ tag ‖ ciphertext, the organization and event bound as AAD. */
function seal(key, plaintext, aad) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** EVENTS dead-lettered events of `tenant`, each with its payload and one job dead-lettered after 8 attempts, received over the last hour. */
async function seedDeadLetters(db, run, tenant) {
  const [keyId, keyBase64] = run.encryptionKeys.split(',')[0].split(':');
  const key = Buffer.from(keyBase64, 'base64');
  const body = Buffer.from(jsonBody(1024, { bulk: true }));
  const sha = (await import('node:crypto')).createHash('sha256').update(body).digest('hex');
  const headers = Buffer.from(JSON.stringify({ 'content-type': 'application/json' }));
  const start = Date.now() - 3_600_000;
  const CHUNK = 5000;
  for (let offset = 0; offset < EVENTS; offset += CHUNK) {
    const ids = [];
    const eventIds = [];
    const times = [];
    const bodies = [];
    const headerBlobs = [];
    for (let i = offset; i < Math.min(EVENTS, offset + CHUNK); i++) {
      const id = randomUUID();
      const at = start + Math.floor((i * 3_000_000) / EVENTS);
      ids.push(id);
      eventIds.push(`evt_${ulid(at)}`);
      times.push(new Date(at).toISOString());
      const aad = `event:${tenant.organizationId}:${id}`;
      bodies.push(seal(key, body, aad));
      headerBlobs.push(seal(key, headers, aad));
    }
    await db.query(
      `WITH input AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::bytea[], $5::bytea[]) AS t(id, event_id, at, body, headers)),
            event AS (
              INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes,
                                  content_type, received_at, updated_at)
              SELECT id, $6, $7, $8, event_id, 'dead_lettered', $9, $10, 'application/json', at, at + interval '10 hours' FROM input
              RETURNING id),
            payload AS (
              INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext, received_at)
              SELECT id, $6, $11, body, headers, at FROM input)
       INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, attempt_count, created_at, updated_at)
       SELECT gen_random_uuid(), $6, id, $12, 'dead_lettered', 'ingest', 8, at, at + interval '10 hours' FROM input`,
      [
        ids,
        eventIds,
        times,
        bodies,
        headerBlobs,
        tenant.organizationId,
        tenant.projectId,
        tenant.endpointId,
        sha,
        body.length,
        keyId,
        tenant.destinationId,
      ],
    );
  }
  await db.query('ANALYZE');
}

async function main() {
  const run = new BenchRun('bulk');
  try {
    console.log(
      `bench:bulk — node ${process.version}, ${cpus().length} cores, load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    console.log(`database ${run.dbName}, Redis prefix ${run.redisPrefix}, child logs in ${run.logDir}, backend ${DIST}`);
    console.log(
      `${EVENTS} dead-lettered events to retry; live ${RATE} events/s of ~1 KB JSON (another organization); ` +
        `without: ${SECONDS} s after a ${WARMUP} s warm-up; bare loop at ${BARE_RATE ? `${BARE_RATE}/s` : "the bulk retry's rate"}${args['bulk-worker'] ? '; bulk lane in a worker of its own' : ''}${Object.keys(EXTRA_ENV).length ? `; env ${JSON.stringify(EXTRA_ENV)}` : ''}\n`,
    );
    await run.migrate();
    const db = run.pool(4);
    const { sink, url: sinkUrl } = await startSink(run);

    const apiPort = await freePort();
    const api = startHookyard(run, 'main.js', { PORT: String(apiPort), HOST: '127.0.0.1', INGEST_RATE_PER_SECOND: '100000', ...EXTRA_ENV });
    const apiBase = `http://127.0.0.1:${apiPort}`;
    await waitForHttp(`${apiBase}/healthz`, api);
    const bulkTenant = await seedTenant(apiBase, sinkUrl);
    const liveTenant = await seedTenant(apiBase, sinkUrl);
    let t = performance.now();
    await seedDeadLetters(db, run, bulkTenant);
    console.log(`seeded ${EVENTS} dead-lettered events in SQL (${fmt((performance.now() - t) / 1000)} s)`);
    // The sink listens on loopback.
    const workerEnv = { ALLOW_PRIVATE_DESTINATIONS: 'true', ...EXTRA_ENV };
    // --bulk-worker: the bulk lane in a worker process of its own (WORKER_LANES, docs/operations.md)
    const worker = startHookyard(run, 'worker.js', args['bulk-worker'] ? { ...workerEnv, WORKER_LANES: 'live' } : workerEnv);
    const bulkWorker = args['bulk-worker'] ? startHookyard(run, 'worker.js', { ...workerEnv, WORKER_LANES: 'bulk' }) : null;
    await sleep(2000);

    const client = new Pool(apiBase, { connections: 20, keepAliveTimeout: 30_000 });
    const ingestPath = `/api/ingest/${liveTenant.token}`;
    /** Live traffic at RATE/s until `until()` holds (checked each ms); the send times. */
    const drive = async (until) => {
      const tally = { sent: 0, refused: 0, errored: 0, answered: [] };
      const inFlight = new Set();
      const started = performance.now();
      while (!until()) {
        const due = Math.floor(((performance.now() - started) * RATE) / 1000) + 1;
        while (tally.sent < due) {
          const sentAt = now();
          const body = jsonBody(1024, { bench_sent_at: Number(sentAt.toFixed(3)) });
          const promise = client
            .request({ path: ingestPath, method: 'POST', headers: { 'content-type': 'application/json' }, body })
            .then(async (response) => {
              await response.body.dump();
              tally.answered.push(now() - sentAt);
              if (response.statusCode !== 202) tally.refused++;
            })
            .catch(() => tally.errored++)
            .finally(() => inFlight.delete(promise));
          inFlight.add(promise);
          tally.sent++;
        }
        await sleep(Math.max(1, started + (tally.sent * 1000) / RATE - performance.now())); // until the next send is due
      }
      await Promise.all(inFlight);
      tally.answered.sort((a, b) => a - b);
      return tally;
    };
    const liveLatencies = async (from, to, sent) => {
      const deadline = Date.now() + 60_000;
      let stats = await sink.stats();
      const inWindow = () => stats.sentAt.map((at, i) => [at, stats.latencies[i]]).filter(([at]) => at >= from && at < to);
      while (inWindow().length < sent && Date.now() < deadline) {
        await sleep(200);
        stats = await sink.stats();
      }
      return inWindow()
        .map(([, latency]) => latency)
        .sort((a, b) => a - b);
    };

    // CPU of the api, the worker, PostgreSQL's backends of this database (the bench's own polls
    // included) and Redis: live traffic's share per second is measured without, and taken off the
    // bulk phase's, which leaves the CPU the bulk retry cost.
    const pids = { api: api.child.pid, worker: worker.child.pid, ...(bulkWorker ? { 'bulk worker': bulkWorker.child.pid } : {}) };
    const cpuTotal = (from, to) => Object.entries(cpuDelta(from, to)).filter(([group]) => group !== 'pg-background');

    // (a) without
    const warmEnd = Date.now() + WARMUP * 1000;
    await drive(() => Date.now() >= warmEnd);
    const withoutFrom = now();
    const cpuWithoutFrom = cpuSnapshot(pids, run.dbName);
    const withoutEnd = Date.now() + SECONDS * 1000;
    const without = await drive(() => Date.now() >= withoutEnd);
    const withoutTo = now();
    const liveCpuPerSecond = Object.fromEntries(
      cpuTotal(cpuWithoutFrom, cpuSnapshot(pids, run.dbName)).map(([group, seconds]) => [
        group,
        seconds / ((withoutTo - withoutFrom) / 1000),
      ]),
    );
    const baseline = await liveLatencies(withoutFrom, withoutTo, without.sent - without.refused - without.errored);
    console.log(
      `without: ${without.sent} live events in ${SECONDS} s, ${baseline.length} delivered: p50 ${fmt(percentile(baseline, 50), 0)} ms, p99 ${fmt(percentile(baseline, 99), 0)} ms`,
    );

    // (c) during
    const before = await sink.stats();
    const bulkBefore = before.received - before.latencies.length;
    let bulkDone = false;
    const duringFrom = now();
    const live = drive(() => bulkDone);
    t = performance.now();
    const cpuBulkFrom = cpuSnapshot(pids, run.dbName);
    const response = await fetch(`${apiBase}/api/events/bulk-retry`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bulkTenant.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: ['dead_lettered'] }),
    });
    const operation = await response.json();
    if (response.status !== 202) throw new Error(`bulk-retry answered ${response.status} ${JSON.stringify(operation)}`);
    console.log(`bulk retry ${operation.id}: matched ${operation.matched} (POST answered in ${fmt(performance.now() - t, 0)} ms)`);
    const deadline = Date.now() + BULK_LIMIT_MS;
    let lastPrint = Date.now();
    let sinkDoneAt = 0;
    let lastReceived = -1;
    while (Date.now() < deadline) {
      for (const each of [worker, bulkWorker ?? worker]) {
        if (each.child.exitCode !== null) throw new Error(`a worker exited:\n${each.tail()}`);
      }
      // Polls that cost PostgreSQL next to nothing: the bare loop's phase has none, so this one must not weigh on live traffic.
      const { received, timed } = await sink.counts();
      const bulkReceived = received - timed - bulkBefore;
      if (!sinkDoneAt && bulkReceived >= EVENTS) sinkDoneAt = performance.now();
      if (sinkDoneAt) {
        const [{ open }] = (
          await db.query(`SELECT count(*)::int AS open FROM delivery_jobs WHERE organization_id = $1 AND status <> 'succeeded'`, [
            bulkTenant.organizationId,
          ])
        ).rows;
        if (open === 0) break;
      }
      if (Date.now() - lastPrint > 5000) {
        if (bulkReceived === lastReceived) {
          // No progress for 5 s: a failing sink or worker, rather than waiting out BULK_LIMIT_MS.
          const [{ failed }] = (
            await db.query(`SELECT count(*)::int AS failed FROM delivery_attempts WHERE organization_id = $1 AND status <> 'success'`, [
              bulkTenant.organizationId,
            ])
          ).rows;
          if (failed > 0) throw new Error(`${failed} bulk attempts failed; see ${(bulkWorker ?? worker).log}`);
        }
        lastReceived = bulkReceived;
        lastPrint = Date.now();
        const op = await (
          await fetch(`${apiBase}/api/operations/${operation.id}`, { headers: { authorization: `Bearer ${bulkTenant.apiKey}` } })
        ).json();
        console.log(
          `  … ${fmt((performance.now() - t) / 1000, 0)} s: operation ${op.status} ${op.processed}/${op.matched}, ~${bulkReceived} bulk deliveries at the sink`,
        );
      }
      await sleep(250);
    }
    const bulkSeconds = (performance.now() - t) / 1000;
    // Live traffic's share is estimated from the phase without the bulk retry; where it exceeds what a
    // process spent here (the api, whose own bulk share is near nothing), the bulk's share is 0, not less.
    const bulkCpu = cpuTotal(cpuBulkFrom, cpuSnapshot(pids, run.dbName)).map(([group, seconds]) => [
      group,
      Math.max(0, seconds - (liveCpuPerSecond[group] ?? 0) * bulkSeconds) / EVENTS,
    ]);
    const bulkCpuMs = bulkCpu.reduce((sum, [, seconds]) => sum + seconds * 1000, 0);
    const sinkSeconds = sinkDoneAt ? (sinkDoneAt - t) / 1000 : NaN;
    bulkDone = true;
    const duringTo = now();
    const during = await live;
    const busy = await liveLatencies(duringFrom, duringTo, during.sent - during.refused - during.errored);
    const op = await (
      await fetch(`${apiBase}/api/operations/${operation.id}`, { headers: { authorization: `Bearer ${bulkTenant.apiKey}` } })
    ).json();
    const [{ delivered }] = (
      await db.query(`SELECT count(*)::int AS delivered FROM events WHERE organization_id = $1 AND status = 'delivered'`, [
        bulkTenant.organizationId,
      ])
    ).rows;
    const final = await sink.stats();
    console.log(
      `bulk: ${delivered}/${EVENTS} events delivered; operation ${op.status} ${op.processed}/${op.matched}, ${op.jobs_created} jobs; ` +
        `${final.duplicates} duplicate webhook-id at the sink; live during: ${during.sent} sent (${during.refused} refused, ${during.errored} errors)`,
    );

    const bulkRate = EVENTS / bulkSeconds;
    const bareRate = BARE_RATE ?? Math.round(bulkRate);

    // (b) bare: the bare loop delivers as many rows to the same sink at the bulk retry's own rate (or
    // --bare-rate), the same live traffic flowing
    const bare = await startBareLoop(run, db, sinkUrl, { concurrency: DESTINATION_CAP, rate: bareRate });
    await seedBareJobs(db, bulkTenant, EVENTS, 'bulk', jsonBody(1024, { bulk: true }));
    await db.query('CHECKPOINT');
    const barePids = { ...pids, bare: bare.handle.pid };
    let bareDone = false;
    const bareFrom = now();
    const bareLive = drive(() => bareDone);
    const cpuBareFrom = cpuSnapshot(barePids, run.dbName);
    const bareRun = await bare.ask('run', 'done');
    const bareCpuMs =
      cpuTotal(cpuBareFrom, cpuSnapshot(barePids, run.dbName)).reduce(
        (sum, [group, seconds]) => sum + seconds - (liveCpuPerSecond[group] ?? 0) * bareRun.seconds,
        0,
      ) *
      (1000 / EVENTS);
    bareDone = true;
    const bareTo = now();
    const duringBare = await bareLive;
    if (bareRun.error) throw new Error(`the bare loop failed: ${bareRun.error}`);
    bare.handle.child.send({ cmd: 'exit' });
    await bare.handle.exited;
    const bareBusy = await liveLatencies(bareFrom, bareTo, duringBare.sent - duringBare.refused - duringBare.errored);
    console.log(
      `bare: ${bareRun.count} deliveries in ${fmt(bareRun.seconds, 1)} s (${fmt(bareRun.count / bareRun.seconds, 0)}/s, ` +
        `${DESTINATION_CAP} in flight), ${bareRun.failures} failures; live during: ${duringBare.sent} sent ` +
        `(${duringBare.refused} refused, ${duringBare.errored} errors)`,
    );

    await client.close();

    const p99Without = percentile(baseline, 99);
    const p99During = percentile(busy, 99);
    const p99Bare = percentile(bareBusy, 99);
    const answered = (tally) => `${fmt(percentile(tally.answered, 50), 0)} / ${fmt(percentile(tally.answered, 99), 0)}`;
    console.log(
      '\n' +
        table(
          ['', 'value', 'target', ''],
          summarize('bulk', [
            [
              'live ingest→received p50 without / during bulk / during bare (ms)',
              `${fmt(percentile(baseline, 50), 0)} / ${fmt(percentile(busy, 50), 0)} / ${fmt(percentile(bareBusy, 50), 0)}`,
              '',
              '',
            ],
            [
              'live ingest→received p99 without / during bulk / during bare (ms)',
              `${fmt(p99Without, 0)} / ${fmt(p99During, 0)} / ${fmt(p99Bare, 0)}`,
              '',
              '',
            ],
            [
              'live ingest answered (202) p50 / p99 without; during bulk; during bare (ms)',
              `${answered(without)}; ${answered(during)}; ${answered(duringBare)}`,
              '',
              '',
            ],
            ['live p99 during bulk ÷ without', fmt(p99During / p99Without, 2), '≤ 2', verdict(p99During <= 2 * p99Without)],
            [`live p99 during bare ÷ without (the bare loop at ${bareRate}/s)`, fmt(p99Bare / p99Without, 2), '', ''],
            [
              'live p99 during bulk ÷ during bare (same-run ratio)',
              fmt(p99During / p99Bare, 2),
              '≤ 1.5',
              verdict(p99During <= 1.5 * p99Bare),
            ],
            [`bulk: POST → all ${EVENTS} at the sink (s)`, fmt(sinkSeconds, 1), '', ''],
            [`bulk: POST → all ${EVENTS} succeeded in PostgreSQL (s)`, fmt(bulkSeconds, 1), '', ''],
            ['bulk deliveries/s', fmt(bulkRate, 0), '≥ 1500', verdict(bulkRate >= 1500)],
            [
              `bulk: CPU ms per delivery (${bulkCpu.map(([group, seconds]) => `${group} ${fmt(seconds * 1000, 3)}`).join(', ')})`,
              fmt(bulkCpuMs, 3),
              '',
              '',
            ],
            ['bare loop: CPU ms per delivery (all its processes, live share off)', fmt(bareCpuMs, 3), '', ''],
          ]),
        ),
    );
    console.log(
      `load average at the end: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await run.cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
