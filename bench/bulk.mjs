// npm run bench:bulk [-- --events 100000 --rate 100 --seconds 30 --warmup 10 --destination-concurrency 10 --env NAME=value]
//
// A bulk retry under live traffic (issue 16). One organization has --events dead-lettered events
// (seeded in SQL, payloads sealed as the app seals them, one dead-lettered job each) whose
// destination, the sink, now answers 200. Another organization sends --rate events/s of live
// traffic through POST /api/ingest/{token} to the same sink (its own destination).
// (a) without: live traffic alone for --seconds (after --warmup s not counted): ingest→received p50/p99.
// (b) during: POST /api/events/bulk-retry {"status":["dead_lettered"]} while the same live traffic
//     flows, until every bulk event is delivered: time from the POST to the last bulk delivery
//     at the sink and in PostgreSQL, bulk deliveries/s, and the live p50/p99 of the events sent
//     while the bulk retry ran.
// Targets: live p99 during ≤ 2 × without; bulk ≥ 1,000 deliveries/s. api (main.js) and worker
// (worker.js) run as separate processes with the service's defaults unless flags say otherwise.
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
  seedTenant,
  startSink,
  sleep,
  startHookyard,
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
    'destination-concurrency': { type: 'string' },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const EVENTS = Number(args.events);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const EXTRA_ENV = {
  ...(args['destination-concurrency'] ? { DESTINATION_CONCURRENCY: args['destination-concurrency'] } : {}),
  ...Object.fromEntries(args.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])),
};
const BULK_LIMIT_MS = 30 * 60_000;
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
        `without: ${SECONDS} s after a ${WARMUP} s warm-up${Object.keys(EXTRA_ENV).length ? `; env ${JSON.stringify(EXTRA_ENV)}` : ''}\n`,
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
    const worker = startHookyard(run, 'worker.js', { ALLOW_PRIVATE_DESTINATIONS: 'true', ...EXTRA_ENV });
    await sleep(2000);

    const client = new Pool(apiBase, { connections: 20, keepAliveTimeout: 30_000 });
    const ingestPath = `/api/ingest/${liveTenant.token}`;
    /** Live traffic at RATE/s until `until()` holds (checked each ms); the send times. */
    const drive = async (until) => {
      const tally = { sent: 0, refused: 0, errored: 0 };
      const inFlight = new Set();
      const started = performance.now();
      while (!until()) {
        const due = Math.floor(((performance.now() - started) * RATE) / 1000) + 1;
        while (tally.sent < due) {
          const body = jsonBody(1024, { bench_sent_at: Number(now().toFixed(3)) });
          const promise = client
            .request({ path: ingestPath, method: 'POST', headers: { 'content-type': 'application/json' }, body })
            .then(async (response) => {
              await response.body.dump();
              if (response.statusCode !== 202) tally.refused++;
            })
            .catch(() => tally.errored++)
            .finally(() => inFlight.delete(promise));
          inFlight.add(promise);
          tally.sent++;
        }
        await sleep(1);
      }
      await Promise.all(inFlight);
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
    const pids = { api: api.child.pid, worker: worker.child.pid };
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

    // (b) during
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
    while (Date.now() < deadline) {
      if (worker.child.exitCode !== null) throw new Error(`the worker exited:\n${worker.tail()}`);
      const received = await sink.count();
      const { rows } = await db.query(
        `SELECT count(*)::int AS live FROM delivery_jobs WHERE organization_id = $1 AND status = 'succeeded'`,
        [liveTenant.organizationId],
      );
      const bulkReceived = received - rows[0].live - bulkBefore;
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
        const [{ failed }] = (
          await db.query(`SELECT count(*)::int AS failed FROM delivery_attempts WHERE organization_id = $1 AND status <> 'success'`, [
            bulkTenant.organizationId,
          ])
        ).rows;
        if (failed > 0) throw new Error(`${failed} bulk attempts failed; see ${worker.log}`);
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
    const bulkCpu = cpuTotal(cpuBulkFrom, cpuSnapshot(pids, run.dbName)).map(([group, seconds]) => [
      group,
      (seconds - (liveCpuPerSecond[group] ?? 0) * bulkSeconds) / EVENTS,
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
    await client.close();

    const p99Without = percentile(baseline, 99);
    const p99During = percentile(busy, 99);
    const bulkRate = EVENTS / bulkSeconds;
    console.log(
      '\n' +
        table(
          ['', 'value', 'target', ''],
          [
            [
              'live ingest→received p50 without / during (ms)',
              `${fmt(percentile(baseline, 50), 0)} / ${fmt(percentile(busy, 50), 0)}`,
              '',
              '',
            ],
            ['live ingest→received p99 without / during (ms)', `${fmt(p99Without, 0)} / ${fmt(p99During, 0)}`, '', ''],
            ['live p99 during ÷ without', fmt(p99During / p99Without, 2), '≤ 2', verdict(p99During <= 2 * p99Without)],
            [`bulk: POST → all ${EVENTS} at the sink (s)`, fmt(sinkSeconds, 1), '', ''],
            [`bulk: POST → all ${EVENTS} succeeded in PostgreSQL (s)`, fmt(bulkSeconds, 1), '', ''],
            ['bulk deliveries/s', fmt(bulkRate, 0), '≥ 1000', verdict(bulkRate >= 1000)],
            [
              `bulk: CPU ms per delivery (${bulkCpu.map(([group, seconds]) => `${group} ${fmt(seconds * 1000, 3)}`).join(', ')})`,
              fmt(bulkCpuMs, 3),
              '',
              '',
            ],
          ],
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
