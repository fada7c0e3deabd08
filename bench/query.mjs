// npm run bench:query [-- --events 1000000 --requests 1000 --warmup 20 --warmup-rounds 200 --depth 200 --budget 60 --keep]
//                      [-- --reuse hookyard_bench_… --only 'search' --no-export | --export-only] [-- --profile]
//
// GET /api/events (docs/http.md, Event list) on a throw-away database seeded in SQL with a million events:
// first-page latency of every filter shape through the real api against the same SQL sent bare
// through `pg`, EXPLAIN (ANALYZE, BUFFERS) of every shape, and the full CSV export of the big
// organization (wall time, rows, api RSS growth). Never fails on wall-clock figures: it exits
// non-zero only when the run broke (an error, a non-200, or the api disagreeing with the SQL).
//
// For iterating: --keep leaves the seeded database behind, --reuse <database> runs on such a
// database instead of seeding one (migrating it first, so new migrations and their backfills run on
// the million rows; the database is kept again), --only <regex> measures the list queries whose
// name matches, --no-export skips the export and --export-only skips the list queries. Quote full
// runs (a fresh seed, every query, the export) when reporting figures.
// --profile runs the api under `node --cpu-prof` and prints its top self time over the measured
// list requests (the profiler's overhead is in that run's figures: do not quote them as latencies).
// --node-options='<flags>' starts the api with those V8/Node flags (e.g. --trace-gc, or GC sizing to
// compare; its log is in the run's log directory).
//
// Latency: each measured api request is paired with one bare SQL request, the two in random order,
// one at a time: noise of the shared machine (another process, a stolen CPU) lands on both sides
// alike, and neither always runs right after the other (e.g. while the api finishes its previous
// answer). p99 is the nearest-rank 99th percentile of --requests samples per side (default 1000:
// the 10th worst; with 200 it was the 3rd worst, and two runs disagreed by 2× on the same shape).
// Before any shape is measured, --warmup-rounds rounds of one pair per shape warm both sides up
// (the api's JIT: a freshly started api's p99 stays 2–3× its steady value for its first few
// thousand requests, which a long-running instance never shows), then each shape gets --warmup
// more pairs of its own. The api's CPU per request (user + system, /proc) is printed per shape.
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { URLSearchParams } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import pg from 'pg';
import { Agent, request } from 'undici';
import {
  BENCH_DIR,
  BenchRun,
  DIST,
  fmt,
  freePort,
  memoryOf,
  percentile,
  printTopSelfTime,
  PROFILE_DIR,
  sleep,
  startHookyard,
  summarize,
  table,
  topSelfTime,
  verdict,
  waitForHttp,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '20' },
    'warmup-rounds': { type: 'string', default: '200' },
    depth: { type: 'string', default: '200' },
    budget: { type: 'string', default: '60' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
    only: { type: 'string' },
    'no-export': { type: 'boolean', default: false },
    'export-only': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'node-options': { type: 'string', default: '' },
  },
});
const EVENTS = Math.max(10_000, Number(args.events));
const SMALL_EVENTS = Math.max(1_000, Math.round(EVENTS / 20));
const REQUESTS = Math.max(200, Number(args.requests));
const WARMUP = Math.max(1, Number(args.warmup));
const WARMUP_ROUNDS = Math.max(0, Number(args['warmup-rounds']));
const DEPTH = Math.max(1, Number(args.depth));
// Seconds one query shape may take (warm-up and measured requests, both sides): a pathological plan
// (seconds a request) is reported with the samples it got instead of stalling the run for an hour.
const BUDGET_S = Math.max(10, Number(args.budget));
const LIMIT = 50; // the list's default page size
const DAY_MS = 86_400_000;
const SPAN_MS = 30 * DAY_MS;
const ALL_SCOPES = ['events:read', 'events:replay', 'deliveries:retry', 'endpoints:read', 'endpoints:write'];

const KEEP = args.keep || Boolean(args.reuse);
const ONLY = args.only ? new RegExp(args.only, 'i') : null;

const TARGET_P99_MS = 25;
const TARGET_RATIO = 1.5;
const TARGET_EXPORT_S = 30;
const TARGET_EXPORT_MB = 100;

// The SQL of EventsService.list(), taken from its repository (the exported eventsQuery()
// builder), so the baseline is by construction the statement the api sends.
const require = createRequire(import.meta.url);

async function loadQueryBuilder() {
  // events.repository.js; a build from before the repositories (an A/B run with BENCH_BACKEND_DIST) has it in events.service.js
  const file = ['events.repository.js', 'events.service.js'].map((name) => join(DIST, 'modules/events', name)).find(existsSync);
  const { eventsQuery } = file ? require(file) : {};
  if (typeof eventsQuery !== 'function') throw new Error('backend/dist has no eventsQuery(): npm run build -w backend first');
  return { source: `eventsQuery() exported by ${file.split('/').pop()}`, build: eventsQuery, close: async () => undefined };
}

/** A row of the bare SQL to its event id, whichever column aliases the statement uses. */
const rowId = (row) => row.id ?? row.e_id;

// ---------------------------------------------------------------------------------------------
// Seeding, all in SQL

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The 10 time characters of a ULID, in SQL, from a bigint expression of epoch milliseconds. */
const ulidTime = (ms) =>
  Array.from({ length: 10 }, (_, k) => `substr('${CROCKFORD}', (((${ms}) >> ${45 - 5 * k}) & 31)::int + 1, 1)`).join(' || ');
/** A uniform integer 0 … 2^28-1 from 7 hex characters of an md5 column. */
const rand = (column, at) => `('x' || substr(${column}, ${at}, 7))::bit(28)::int`;

/**
 * `n` events of one organization over the 30 days before `nowMs`, oldest first (the physical order
 * ingest produces), spread over `endpoints` by weight. Statuses: the oldest 5 % archived, the rest
 * mostly delivered with every other status (docs/http.md, Event status) mixed in.
 */
async function seedEvents(db, { organizationId, endpoints, n, offset, nowMs }) {
  const total = endpoints.reduce((sum, e) => sum + e.weight, 0);
  let acc = 0;
  const pick = (field) =>
    `CASE ${endpoints
      .map((e) => {
        acc += e.weight;
        return `WHEN r1 % 1000 < ${Math.round((acc / total) * 1000)} THEN '${e[field]}'::uuid`;
      })
      .join(' ')} END`;
  const endpointCase = pick('id');
  acc = 0;
  const projectCase = pick('projectId');
  const step = Math.floor(SPAN_MS / n);
  const start = nowMs - SPAN_MS;
  await db.query(
    `INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes,
                         content_type, idempotency_key, received_at, updated_at)
     SELECT gen_random_uuid(), $1::uuid, ${projectCase}, ${endpointCase},
            'evt_' || ${ulidTime('ms')} || upper(substr(m, 9, 16)),
            CASE WHEN k <= $2::int / 20 THEN 'archived'
                 WHEN r2 % 10000 < 5 THEN 'received'
                 WHEN r2 % 10000 < 800 THEN 'failed'
                 WHEN r2 % 10000 < 1300 THEN 'dead_lettered'
                 WHEN r2 % 10000 < 1700 THEN 'retry_scheduled'
                 WHEN r2 % 10000 < 2200 THEN 'queued'
                 WHEN r2 % 10000 < 2500 THEN 'replayed'
                 ELSE 'delivered' END,
            encode(sha256(convert_to('payload ' || (i % ($2::int * 9 / 10)), 'UTF8')), 'hex'),
            200 + r3 % 8000,
            CASE WHEN r4 % 100 < 85 THEN 'application/json'
                 WHEN r4 % 100 < 92 THEN 'application/json; charset=utf-8'
                 WHEN r4 % 100 < 96 THEN 'application/x-www-form-urlencoded'
                 WHEN r4 % 100 < 98 THEN 'text/plain'
                 WHEN r4 % 100 < 99 THEN 'application/xml' END,
            CASE WHEN r4 / 100 % 5 = 0 THEN 'order-' || substr(m, 17, 16) END,
            to_timestamp(ms / 1000.0), to_timestamp(ms / 1000.0) + interval '3 seconds'
       FROM (SELECT i, k, m, r1, r2, r3, r4, $4::bigint + (k - 1) * $5::bigint + r3 % $5::bigint AS ms
               FROM (SELECT i, i - $3::int AS k, md5(i::text) AS m FROM generate_series($3::int + 1, $3::int + $2::int) i) a,
                    LATERAL (SELECT ${rand('m', 1)} AS r1, ${rand('m', 8)} AS r2, ${rand('m', 15)} AS r3, ${rand('m', 22)} AS r4) r) s`,
    [organizationId, n, offset, start, step],
  );
}

/**
 * Jobs (one per destination of the event's endpoint), attempts with HTTP answers and errors. The
 * attempts carry their event's received_at when the schema has the column (migration
 * 1764400000000; the seed's session_replication_role=replica skips the trigger that fills it).
 */
async function seedDeliveries(db) {
  const { rowCount: withReceivedAt } = await db.query(
    `SELECT 1 FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'delivery_attempts' AND column_name = 'event_received_at'`,
  );
  await db.query(
    `INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, attempt_count, next_attempt_at, created_at, updated_at)
     SELECT gen_random_uuid(), e.organization_id, e.id, d.id,
            CASE e.status WHEN 'delivered' THEN 'succeeded' WHEN 'archived' THEN 'succeeded' WHEN 'failed' THEN 'failed'
                          WHEN 'dead_lettered' THEN 'dead_lettered' WHEN 'retry_scheduled' THEN 'retry_scheduled'
                          WHEN 'queued' THEN 'pending' WHEN 'replayed' THEN 'pending' ELSE 'pending' END,
            CASE e.status WHEN 'replayed' THEN 'replay' ELSE 'ingest' END,
            CASE e.status WHEN 'delivered' THEN 1 + (ascii(right(e.event_id, 1)) % 8 = 0)::int WHEN 'archived' THEN 1
                          WHEN 'failed' THEN 3 WHEN 'dead_lettered' THEN 8 WHEN 'retry_scheduled' THEN 2 ELSE 0 END,
            CASE e.status WHEN 'retry_scheduled' THEN e.received_at + interval '2 hours' END,
            e.received_at, e.received_at + interval '1 minute'
       FROM events e JOIN destinations d ON d.endpoint_id = e.endpoint_id`,
  );
  // Every attempt but a succeeded job's last one failed: HTTP 500/503/404 or a network error or a timeout.
  await db.query(
    `INSERT INTO delivery_attempts (id, organization_id, event_id, job_id, destination_id, attempt_number, status,
                                    response_status, duration_ms, error_message, created_at${withReceivedAt ? ', event_received_at' : ''})
     SELECT gen_random_uuid(), organization_id, event_id, job_id, destination_id, n,
            CASE WHEN ok THEN 'success' WHEN r % 100 < 80 THEN 'failed' WHEN r % 100 < 92 THEN 'error' ELSE 'timeout' END,
            CASE WHEN ok THEN 200 WHEN r % 100 < 45 THEN 500 WHEN r % 100 < 70 THEN 503 WHEN r % 100 < 80 THEN 404 END,
            CASE WHEN r % 100 >= 92 AND NOT ok THEN 15000 ELSE 20 + r % 900 END,
            CASE WHEN ok THEN NULL
                 WHEN r % 100 < 45 THEN 'destination answered HTTP 500'
                 WHEN r % 100 < 70 THEN 'destination answered HTTP 503'
                 WHEN r % 100 < 80 THEN 'destination answered HTTP 404'
                 WHEN r % 100 < 92 THEN 'connect ECONNREFUSED 10.20.' || (r % 7) || '.' || (r % 250) || ':443'
                 ELSE 'no complete response within 15000 ms' END,
            created_at + (n - 1) * interval '5 minutes'${withReceivedAt ? ', received_at' : ''}
       FROM (SELECT j.organization_id, j.event_id, j.id AS job_id, j.destination_id, j.created_at, n, e.received_at,
                    j.status = 'succeeded' AND n = j.attempt_count AS ok,
                    ${rand(`md5(j.id::text || n)`, 1)} AS r
               FROM delivery_jobs j JOIN events e ON e.id = j.event_id, generate_series(1, j.attempt_count) n) a`,
  );
}

async function seed(db) {
  const nowMs = Date.now();
  const big = randomUUID();
  const small = randomUUID();
  const project = [randomUUID(), randomUUID(), randomUUID()];
  const endpoint = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const destination = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  await db.query(`INSERT INTO organizations (id, name) VALUES ($1, 'Bench big'), ($2, 'Bench small')`, [big, small]);
  await db.query(`INSERT INTO projects (id, organization_id, name) VALUES ($1, $4, 'Checkout'), ($2, $4, 'Billing'), ($3, $5, 'Other')`, [
    ...project,
    big,
    small,
  ]);
  const endpoints = [
    { id: endpoint[0], projectId: project[0], organizationId: big, weight: 50, name: 'stripe' },
    { id: endpoint[1], projectId: project[0], organizationId: big, weight: 30, name: 'github' },
    { id: endpoint[2], projectId: project[1], organizationId: big, weight: 20, name: 'shopify' },
    { id: endpoint[3], projectId: project[2], organizationId: small, weight: 1, name: 'other' },
  ];
  for (const e of endpoints) {
    await db.query(
      `INSERT INTO endpoints (id, organization_id, project_id, name, token_hash, token_prefix) VALUES ($1, $2, $3, $4, $5, $6)`,
      [e.id, e.organizationId, e.projectId, e.name, randomBytes(32), randomBytes(4).toString('hex')],
    );
  }
  // endpoint 0 and 2 fan out to two destinations, endpoint 1 to one: 1–2 jobs per event
  const destinations = [
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 2],
    [4, 2],
    [5, 3],
  ];
  for (const [d, e] of destinations) {
    await db.query(
      `INSERT INTO destinations (id, organization_id, endpoint_id, name, url, secret_key_id, secret_ciphertext)
       VALUES ($1, $2, $3, $4, $5, 'b1', '\\x00')`,
      [destination[d], endpoints[e].organizationId, endpoints[e].id, `dest ${d}`, `https://receiver-${d}.example.com/hooks`],
    );
  }
  // Bulk loads go faster into bare tables: the secondary indexes the migrations made (whatever they
  // are) are dropped and rebuilt from their own definitions once the rows are in.
  const indexes = (
    await db.query(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename IN ('events', 'delivery_jobs', 'delivery_attempts')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    )
  ).rows;
  for (const { indexname } of indexes) await db.query(`DROP INDEX "${indexname}"`);
  const phases = [];
  const phase = async (name, work) => {
    const started = Date.now();
    await work();
    phases.push(`${name} ${fmt((Date.now() - started) / 1000)} s`);
  };
  await phase('events', async () => {
    await seedEvents(db, { organizationId: big, endpoints: endpoints.slice(0, 3), n: EVENTS, offset: 0, nowMs });
    await seedEvents(db, { organizationId: small, endpoints: endpoints.slice(3), n: SMALL_EVENTS, offset: EVENTS, nowMs });
  });
  await phase('jobs+attempts', () => seedDeliveries(db));
  await phase(`${indexes.length} secondary indexes rebuilt`, async () => {
    await db.query(`SET maintenance_work_mem = '256MB'`);
    for (const { indexdef } of indexes) await db.query(indexdef);
  });
  return { big, small, project, endpoint, destination, nowMs, phases };
}

/**
 * The statistics the api and worker would have kept for the seeded events and attempts (issue #17):
 * hour rows for every event and attempt, minute rows for the last 48 hours (each attempt's duration
 * in its latency bucket). Run once per database: a --reuse run finds them.
 */
async function seedStatistics(db) {
  const [{ n }] = (await db.query(`SELECT count(*)::int AS n FROM stats_hours`)).rows;
  if (n > 0) return false;
  const bucketOf = `CASE ${[10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000].map((bound, i) => `WHEN a.duration_ms <= ${bound} THEN ${i}`).join(' ')} ELSE 11 END`;
  const latency = Array.from({ length: 12 }, (_, i) => `count(*) FILTER (WHERE ${bucketOf} = ${i})`).join(', ');
  const latencyColumns = Array.from({ length: 12 }, (_, i) => `latency_${i}`).join(', ');
  for (const [table, unit, since] of [
    ['stats_hours', 'hour', `'-infinity'::timestamptz`],
    ['stats_minutes', 'minute', `now() - interval '48 hours'`],
  ]) {
    await db.query(
      `INSERT INTO ${table} (organization_id, project_id, endpoint_id, destination_id, bucket, received)
       SELECT organization_id, project_id, endpoint_id, '00000000-0000-0000-0000-000000000000', date_trunc('${unit}', received_at), count(*)
         FROM events WHERE received_at >= ${since} GROUP BY 1, 2, 3, 5`,
    );
    await db.query(
      `INSERT INTO ${table} (organization_id, project_id, endpoint_id, destination_id, bucket, delivered, failed_attempts, ${latencyColumns})
       SELECT a.organization_id, e.project_id, e.endpoint_id, a.destination_id, date_trunc('${unit}', a.created_at),
              count(*) FILTER (WHERE a.status = 'success'), count(*) FILTER (WHERE a.status <> 'success'), ${latency}
         FROM delivery_attempts a JOIN events e ON e.id = a.event_id WHERE a.created_at >= ${since} GROUP BY 1, 2, 3, 4, 5`,
    );
  }
  return true;
}

/** The ids {@link seed} returned, read back from a database it seeded (--reuse). */
async function seededIds(db) {
  const one = async (sql, values = []) => (await db.query(sql, values)).rows.map((row) => row.id);
  const [big] = await one(`SELECT id FROM organizations WHERE name = 'Bench big'`);
  const [small] = await one(`SELECT id FROM organizations WHERE name = 'Bench small'`);
  if (!big || !small) throw new Error('--reuse: not a database seeded by bench:query');
  // One client: one query at a time.
  const byName = async (table, names) => {
    const ids = [];
    for (const name of names) ids.push((await one(`SELECT id FROM ${table} WHERE name = $1`, [name]))[0]);
    return ids;
  };
  const project = await byName('projects', ['Checkout', 'Billing', 'Other']);
  const endpoint = await byName('endpoints', ['stripe', 'github', 'shopify', 'other']);
  const destination = await byName(
    'destinations',
    [0, 1, 2, 3, 4, 5].map((d) => `dest ${d}`),
  );
  // The seed's "now" is within one event step (30 days / events) after the newest event.
  const [{ newest }] = (await db.query(`SELECT max(received_at) AS newest FROM events`)).rows;
  return { big, small, project, endpoint, destination, nowMs: newest.getTime(), phases: ['reused'] };
}

// ---------------------------------------------------------------------------------------------
// Credentials: an api key and a dashboard session of the big organization, written directly

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const sha256 = (value) => createHash('sha256').update(value).digest();

async function credentials(db, organizationId) {
  const key = 'hyk_' + Array.from({ length: 43 }, () => BASE62[randomInt(62)]).join('');
  const userId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  await db.query(`INSERT INTO users (id, email, password_hash) VALUES ($1, $2, 'not-a-password-hash')`, [
    userId,
    `bench-${randomBytes(4).toString('hex')}@example.test`,
  ]);
  await db.query(`INSERT INTO memberships (organization_id, user_id, role) VALUES ($1, $2, 'owner')`, [organizationId, userId]);
  await db.query(`INSERT INTO sessions (token_hash, user_id, organization_id, csrf_token, last_seen_at) VALUES ($1, $2, $3, $4, now())`, [
    sha256(token),
    userId,
    organizationId,
    randomBytes(16).toString('hex'),
  ]);
  await db.query(
    `INSERT INTO api_keys (id, organization_id, created_by_user_id, name, key_hash, prefix, scopes) VALUES ($1, $2, $3, 'bench', $4, $5, $6)`,
    [randomUUID(), organizationId, userId, sha256(key), key.slice(0, 12), ALL_SCOPES],
  );
  return { key, cookie: `hookyard_session=${token}` };
}

// ---------------------------------------------------------------------------------------------
// Measuring

const agent = new Agent({ connections: 4, keepAliveTimeout: 60_000, pipelining: 1 });

async function getJson(base, path, headers) {
  const started = process.hrtime.bigint();
  const res = await request(`${base}${path}`, { method: 'GET', headers, dispatcher: agent });
  const text = await res.body.text();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode !== 200) throw new Error(`GET ${path} → ${res.statusCode} ${text.slice(0, 300)}`);
  return { ms, json: JSON.parse(text) };
}

async function bareSql(client, sql) {
  const started = process.hrtime.bigint();
  const result = await client.query(sql.text, sql.values);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms, rows: result.rows };
}

/** One api request and one bare SQL request, one after the other in random order: their times in ms. */
async function paired(viaApi, viaSql) {
  if (Math.random() < 0.5) {
    const api = await viaApi();
    return { api, sql: await viaSql() };
  }
  const sql = await viaSql();
  return { api: await viaApi(), sql };
}

const qs = (params) => {
  const search = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The same query object the api's ValidationPipe hands to the service (status split on commas). */
function serviceQuery(params) {
  const query = { ...params };
  if (typeof query.status === 'string') query.status = query.status.split(',').map((part) => part.trim());
  if (query.limit !== undefined) query.limit = Number(query.limit);
  delete query.cursor;
  return query;
}

function decodeCursor(raw) {
  const [at, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  return { at: new Date(at), id };
}

function sqlFor(builder, organizationId, params) {
  const after = params.cursor ? decodeCursor(params.cursor) : null;
  return builder.build(organizationId, serviceQuery(params), after, (params.limit ? Number(params.limit) : LIMIT) + 1);
}

/** User + system CPU time a process has used so far, in ms (clock-tick resolution: 10 ms). */
function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] };
}

const BIG_TABLES = new Set(['events', 'delivery_jobs', 'delivery_attempts']);

/**
 * One line per plan: the node under Limit, the indexes read, seq scans of the big tables, sorts,
 * and the rows the scans touched (returned + removed by filter, all loops): a first page that
 * touches tens of thousands of rows did not really get what it needed from an index.
 */
function summarizePlan(plan) {
  const root = plan.Plan;
  const indexes = new Set();
  const seq = [];
  const sorts = [];
  let biggestSort = 0;
  let touched = 0;
  const walk = (node) => {
    const type = node['Node Type'];
    const loops = node['Actual Loops'] ?? 1;
    if (node['Index Name']) indexes.add(node['Index Name']);
    if (/Scan$/.test(type) && type !== 'Bitmap Index Scan' && node['Relation Name']) {
      touched +=
        ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * loops;
    }
    if (type === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'])) {
      seq.push(`${node['Relation Name']} (${(node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * loops} rows)`);
    }
    if (type === 'Sort' || type === 'Incremental Sort') {
      const input = node.Plans?.[0] ? node.Plans[0]['Actual Rows'] * (node.Plans[0]['Actual Loops'] ?? 1) : 0;
      sorts.push(`${input} rows`);
      biggestSort = Math.max(biggestSort, input);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  let top = root;
  while (['Limit', 'Gather Merge', 'Gather', 'Subquery Scan'].includes(top['Node Type']) && top.Plans?.length) top = top.Plans[0];
  // Sort / Unique / HashAggregate above an Append: name the Append of the branches with them.
  const path = [top];
  while (
    ['Sort', 'Unique', 'Aggregate', 'Subquery Scan'].includes(path[path.length - 1]['Node Type']) &&
    path[path.length - 1].Plans?.length === 1
  ) {
    path.push(path[path.length - 1].Plans[0]);
  }
  const bottom = path[path.length - 1];
  const branches = bottom['Node Type'] === 'Append' || bottom['Node Type'] === 'Merge Append' ? ` of ${bottom.Plans.length} branches` : '';
  const describe = (node) =>
    `${node['Node Type']}${node['Join Type'] && node['Node Type'] !== 'Hash' ? ` ${node['Join Type']}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`;
  const indexed = seq.length === 0 && biggestSort <= 10_000 && touched <= 20_000;
  return {
    top: path.map(describe).join(' ← ') + branches,
    indexes: [...indexes],
    seq,
    sorts,
    touched,
    indexed,
    execMs: plan['Execution Time'],
    planMs: plan['Planning Time'],
    buffers: `${root['Shared Hit Blocks'] ?? 0} hit / ${root['Shared Read Blocks'] ?? 0} read`,
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const run = new BenchRun('query', { dbName: args.reuse });
  let broken = false;
  let builder = null;
  try {
    if (!existsSync(join(DIST, 'main.js'))) throw new Error('backend/dist/main.js missing: npm run build -w backend first');
    console.log(
      `bench:query — node ${process.version}, ${cpus().length} cores, load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    console.log(`database ${run.dbName}, Redis prefix ${run.redisPrefix}, child logs in ${run.logDir}`);
    await run.migrate();
    const db = run.pool(2);
    const [{ version }] = (await db.query(`SELECT current_setting('server_version') AS version`)).rows;
    const settings = (
      await db.query(`SELECT name, setting, unit FROM pg_settings
      WHERE name IN ('shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'max_parallel_workers_per_gather', 'jit')`)
    ).rows;
    console.log(`PostgreSQL ${version}: ${settings.map((s) => `${s.name}=${s.setting}${s.unit ?? ''}`).join(', ')}`);

    // 1. Seed
    console.log(
      args.reuse
        ? `\nreusing the seeded database ${args.reuse} (migrated above)`
        : `\nseeding ${EVENTS.toLocaleString('en')} events (big organization) + ${SMALL_EVENTS.toLocaleString('en')} (second organization), their delivery jobs and attempts, in SQL…`,
    );
    const seedStarted = Date.now();
    const client = await db.connect();
    let ids;
    let replica = false;
    try {
      if (args.reuse) ids = await seededIds(client);
      else {
        // Rows are consistent by construction: skip the per-row foreign-key triggers when allowed (superuser).
        replica = await client.query(`SET session_replication_role = replica`).then(
          () => true,
          () => false,
        );
        ids = await seed(client);
        if (replica) await client.query(`SET session_replication_role = DEFAULT`);
      }
      const statsStarted = Date.now();
      if (await seedStatistics(client))
        console.log(`statistics rows for the seeded events written in ${fmt((Date.now() - statsStarted) / 1000)} s`);
      const seededMs = Date.now() - seedStarted;
      // VACUUM too: a month of events is mostly all-visible in production (autovacuum), so index-only
      // scans work there; right after a bulk load nothing is.
      await client.query('VACUUM (ANALYZE)');
      const analyzedMs = Date.now() - seedStarted - seededMs;
      const counts = (
        await client.query(
          `SELECT
          (SELECT count(*) FROM events WHERE organization_id = $1)::int AS big,
          (SELECT count(*) FROM events WHERE organization_id = $2)::int AS small,
          (SELECT count(*) FROM delivery_jobs)::int AS jobs,
          (SELECT count(*) FROM delivery_attempts)::int AS attempts,
          (SELECT count(*) FROM delivery_attempts WHERE error_message IS NOT NULL)::int AS errors,
          (SELECT count(*) FROM events WHERE idempotency_key IS NOT NULL)::int AS idempotent,
          pg_size_pretty(pg_database_size(current_database())) AS size`,
          [ids.big, ids.small],
        )
      ).rows[0];
      const statuses = (
        await client.query(`SELECT status, count(*)::int AS n FROM events WHERE organization_id = $1 GROUP BY 1 ORDER BY 2 DESC`, [ids.big])
      ).rows;
      console.log(
        `seeded in ${fmt(seededMs / 1000)} s (${ids.phases.join(', ')})${replica ? ', foreign-key triggers skipped (session_replication_role=replica)' : ''}; VACUUM (ANALYZE) ${fmt(analyzedMs / 1000)} s`,
      );
      console.log(
        `rows: ` +
          `events ${counts.big} + ${counts.small}, delivery_jobs ${counts.jobs}, delivery_attempts ${counts.attempts} (${counts.errors} with an error_message), ` +
          `${counts.idempotent} events with an idempotency key; database ${counts.size}`,
      );
      console.log(`big organization by status: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`);
    } finally {
      client.release();
    }

    // 2. The api
    const auth = await credentials(db, ids.big);
    const port = await freePort();
    let profilesBefore = new Set();
    if (args.profile) {
      mkdirSync(PROFILE_DIR, { recursive: true });
      profilesBefore = new Set(readdirSync(PROFILE_DIR));
    }
    const api = startHookyard(
      run,
      'main.js',
      {
        PORT: String(port),
        HOST: '127.0.0.1',
        API_RATE_PER_SECOND: '1000000',
        API_RATE_BURST: '10000000',
        LOG_LEVEL: 'info',
      },
      [...(args.profile ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : []), ...args['node-options'].split(/\s+/).filter(Boolean)],
    );
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/healthz`, api, 60_000);
    const bearer = { authorization: `Bearer ${auth.key}` };

    // Filter values taken from the data: an event of ~15 days ago, its hash, …
    const middle = (
      await db.query(
        `SELECT event_id, payload_sha256 FROM events WHERE organization_id = $1 AND received_at < to_timestamp($2 / 1000.0) ORDER BY received_at DESC, id DESC LIMIT 1`,
        [ids.big, ids.nowMs - 15 * DAY_MS],
      )
    ).rows[0];
    const iso = (ms) => new Date(ms).toISOString();
    const shapes = [
      { name: 'no filter', params: {} },
      { name: 'projectId', params: { projectId: ids.project[1] } },
      { name: 'endpointId', params: { endpointId: ids.endpoint[1] } },
      { name: 'status=failed', params: { status: 'failed' } },
      { name: 'status=failed,dead_lettered', params: { status: 'failed,dead_lettered' } },
      { name: 'status=received,archived (rare+old)', params: { status: 'received,archived' } },
      { name: 'destinationId', params: { destinationId: ids.destination[4] } },
      { name: 'search event_id prefix', params: { search: middle.event_id.slice(0, 12).toLowerCase() } },
      // attempt error texts: one address:port (rare), one /24-ish prefix (~2 % of events), an HTTP status (common)
      { name: 'search error_message, rare', params: { search: 'ECONNREFUSED 10.20.3.45:443' } },
      { name: 'search error_message, medium', params: { search: 'ECONNREFUSED 10.20.3' } },
      { name: 'search error_message, common', params: { search: 'http 503' } },
      { name: 'search payload_sha256 prefix', params: { search: middle.payload_sha256.slice(0, 16).toUpperCase() } },
      { name: 'search no match', params: { search: 'no-such-thing-anywhere' } },
      { name: 'payloadHash', params: { payloadHash: middle.payload_sha256.toUpperCase() } },
      { name: 'responseStatus=404', params: { responseStatus: '404' } },
      { name: 'responseStatus=5xx', params: { responseStatus: '5xx' } },
      {
        name: 'receivedFrom+receivedTo (1 day)',
        params: { receivedFrom: iso(ids.nowMs - 11 * DAY_MS), receivedTo: iso(ids.nowMs - 10 * DAY_MS) },
      },
      { name: 'endpointId+status', params: { endpointId: ids.endpoint[2], status: 'failed' } },
      { name: 'status+receivedFrom (7 days)', params: { status: 'dead_lettered', receivedFrom: iso(ids.nowMs - 7 * DAY_MS) } },
    ];
    const listing = !args['export-only'];

    const deepName = `deep cursor (page ${DEPTH + 1})`;
    if (listing && (!ONLY || ONLY.test(deepName))) {
      // Deep cursor: follow next_cursor DEPTH pages of the unfiltered list.
      let cursor = null;
      const deepStarted = Date.now();
      for (let page = 0; page < DEPTH; page++) {
        const { json } = await getJson(base, `/api/events${qs({ cursor: cursor ?? undefined })}`, bearer);
        if (!json.next_cursor) throw new Error(`the list ended after ${page + 1} pages`);
        cursor = json.next_cursor;
      }
      console.log(
        `followed next_cursor ${DEPTH} pages deep in ${fmt((Date.now() - deepStarted) / 1000)} s (${fmt((Date.now() - deepStarted) / DEPTH)} ms a page)`,
      );
      shapes.push({ name: deepName, params: { cursor } });
    }
    const measured = listing ? shapes.filter((shape) => !ONLY || ONLY.test(shape.name)) : [];

    // 3. Latency: api and bare SQL in pairs (random order within each), one request at a time, after a warm-up.
    const sqlClient = new pg.Client({ connectionString: run.databaseUrl, application_name: 'hookyard-bench-bare' });
    await sqlClient.connect();
    builder = await loadQueryBuilder();
    console.log(`bare SQL: the service's own statement and parameters, from ${builder.source}; sent through one pg.Client`);
    console.log(
      `\nfirst pages (limit ${LIMIT}): ${WARMUP} warm-up + ${REQUESTS} measured requests per query, api and bare SQL paired (random order within a pair), one at a time`,
    );
    const results = [];
    const measuredWindow = [Infinity, -Infinity]; // µs on the monotonic clock the profile uses
    const timed = [];
    for (const shape of measured) {
      const path = `/api/events${qs(shape.params)}`;
      const sql = sqlFor(builder, ids.big, shape.params);
      // Same rows both ways, or the baseline is not the same query.
      const viaApi = (await getJson(base, path, bearer)).json;
      const viaSql = (await bareSql(sqlClient, sql)).rows;
      const apiIds = viaApi.data.map((e) => e.id).join(',');
      const sqlIds = viaSql
        .slice(0, LIMIT)
        .map((row) => rowId(row))
        .join(',');
      if (apiIds !== sqlIds) {
        broken = true;
        console.error(`MISMATCH ${shape.name}: the api and the bare SQL returned different pages`);
      }
      timed.push({
        shape,
        path,
        sql,
        rows: viaApi.data.length,
        viaApiMs: async () => (await getJson(base, path, bearer)).ms,
        viaSqlMs: async () => (await bareSql(sqlClient, sql)).ms,
      });
    }
    if (timed.length > 0 && WARMUP_ROUNDS > 0) {
      const warmStarted = Date.now();
      const warmDeadline = warmStarted + BUDGET_S * 1000;
      let rounds = 0;
      for (; rounds < WARMUP_ROUNDS && Date.now() < warmDeadline; rounds++) {
        for (const t of timed) await paired(t.viaApiMs, t.viaSqlMs);
      }
      console.log(`warm-up: ${rounds} rounds of one api/SQL pair per query in ${fmt((Date.now() - warmStarted) / 1000)} s`);
    }
    for (const { shape, path, sql, rows, viaApiMs, viaSqlMs } of timed) {
      const deadline = Date.now() + BUDGET_S * 1000;
      for (let i = 0; i < WARMUP && Date.now() < deadline; i++) await paired(viaApiMs, viaSqlMs);
      const apiMs = [];
      const sqlMs = [];
      measuredWindow[0] = Math.min(measuredWindow[0], Number(process.hrtime.bigint() / 1000n));
      const cpuBefore = processCpuMs(api.pid);
      for (let i = 0; i < REQUESTS && (i < 5 || Date.now() < deadline); i++) {
        const pair = await paired(viaApiMs, viaSqlMs);
        apiMs.push(pair.api);
        sqlMs.push(pair.sql);
      }
      const cpuUs = ((processCpuMs(api.pid) - cpuBefore) * 1000) / apiMs.length;
      measuredWindow[1] = Number(process.hrtime.bigint() / 1000n);
      const a = stats(apiMs);
      const s = stats(sqlMs);
      results.push({ shape, rows, n: apiMs.length, api: a, sql: s, cpuUs, path, statement: sql });
      process.stdout.write(
        `  ${shape.name}: api p50 ${fmt(a.p50)} / p99 ${fmt(a.p99)} ms, SQL p50 ${fmt(s.p50)} / p99 ${fmt(s.p99)} ms, ` +
          `api CPU ${fmt(cpuUs, 0)} µs a request, ` +
          `${rows} rows${apiMs.length < REQUESTS ? `, only ${apiMs.length} requests within the ${BUDGET_S} s budget` : ''}\n`,
      );
    }
    console.log(
      `\nGET /api/events first page, ${REQUESTS} requests each (ms); targets: p99 <= ${TARGET_P99_MS} ms and p99 <= ${TARGET_RATIO} x bare SQL p99`,
    );
    console.log(
      table(
        [
          'query',
          'rows',
          'requests',
          'hookyard p50',
          'hookyard p99',
          'bare SQL p50',
          'bare SQL p99',
          'api CPU µs/req',
          'p99 ratio',
          `p99<=${TARGET_P99_MS}`,
          `ratio<=${TARGET_RATIO}`,
        ],
        results.map((r) => [
          r.shape.name,
          r.rows,
          r.n,
          fmt(r.api.p50, 2),
          fmt(r.api.p99, 2),
          fmt(r.sql.p50, 2),
          fmt(r.sql.p99, 2),
          fmt(r.cpuUs, 0),
          fmt(r.api.p99 / r.sql.p99, 2),
          verdict(r.api.p99 <= TARGET_P99_MS),
          verdict(r.api.p99 <= TARGET_RATIO * r.sql.p99),
        ]),
      ),
    );
    const overhead = results.map((r) => r.api.p50 - r.sql.p50).sort((x, y) => x - y);
    console.log(`api overhead over bare SQL at p50 (median over the queries): ${fmt(percentile(overhead, 50), 2)} ms`);
    if (results.length > 0) {
      const cpu = results.map((r) => r.cpuUs).sort((x, y) => x - y);
      console.log(`api CPU per request (user + system, median over the queries): ${fmt(percentile(cpu, 50), 0)} µs`);
    }
    if (results.length > 0) {
      // What no HTTP answer here can go below: the api's liveness route (no credentials, no SQL) on
      // the same connections, against SELECT 1 on the same pg client, paired as above. A shape
      // whose bare SQL p99 × 1.5 is under the route's p99 cannot meet the ratio through HTTP at all.
      const floorMs = [];
      const selectMs = [];
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const { api: http, sql: one } = await paired(
          async () => (await getJson(base, '/healthz', {})).ms,
          async () => (await bareSql(sqlClient, { text: 'SELECT 1', values: [] })).ms,
        );
        if (i < WARMUP) continue;
        floorMs.push(http);
        selectMs.push(one);
      }
      const f = stats(floorMs);
      const one = stats(selectMs);
      const bound = results.filter((r) => TARGET_RATIO * r.sql.p99 < f.p99).map((r) => r.shape.name);
      console.log(
        `floor: GET /healthz p50 ${fmt(f.p50, 2)} / p99 ${fmt(f.p99, 2)} ms against SELECT 1 p50 ${fmt(one.p50, 2)} / p99 ${fmt(one.p99, 2)} ms; ` +
          `shapes whose ${TARGET_RATIO} × bare SQL p99 is below that p99: ${bound.length ? bound.join(', ') : 'none'}`,
      );
    }

    // 5. EXPLAIN every shape
    console.log('\nEXPLAIN (ANALYZE, BUFFERS) of every list query (the statement the service sends, same parameters)');
    const plans = [];
    for (const r of results) {
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = (await sqlClient.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${r.statement.text}`, r.statement.values)).rows;
      plans.push({ name: r.shape.name, ...summarizePlan(plan) });
    }
    for (const p of plans) {
      console.log(
        `  ${p.name}: ${p.top}; indexes ${p.indexes.join(', ') || 'none'}; ` +
          `${p.seq.length ? `SEQ SCAN ${p.seq.join(', ')}; ` : ''}${p.sorts.length ? `sorts of ${p.sorts.join(', ')}; ` : ''}` +
          `${p.touched} rows touched; exec ${fmt(p.execMs, 2)} ms + plan ${fmt(p.planMs, 2)} ms; buffers ${p.buffers} → ${p.indexed ? 'index-driven' : 'NOT index-driven'}`,
      );
    }
    await sqlClient.end();

    // 3b. Statistics (issue #17): 7 days at 1-hour buckets, the home page's widest default view
    if (listing && (!ONLY || ONLY.test('stats'))) {
      const week = { from: iso(ids.nowMs - 7 * DAY_MS), to: iso(ids.nowMs), interval: '1h' };
      const statShapes = [
        { name: '7 days, 1h, organization', params: week },
        { name: '7 days, 1h, one endpoint', params: { ...week, endpointId: ids.endpoint[0] } },
        { name: '7 days, 1h, one destination', params: { ...week, destinationId: ids.destination[0] } },
        { name: '24 hours, 1m, organization', params: { from: iso(ids.nowMs - DAY_MS), to: iso(ids.nowMs), interval: '1m' } },
      ];
      const statRows = [];
      for (const shape of statShapes) {
        const path = `/api/stats/timeseries${qs(shape.params)}`;
        const first = await getJson(base, path, bearer);
        const received = first.json.data.reduce((sum, point) => sum + point.received, 0);
        for (let i = 0; i < WARMUP; i++) await getJson(base, path, bearer);
        const ms = [];
        for (let i = 0; i < REQUESTS; i++) ms.push((await getJson(base, path, bearer)).ms);
        const st = stats(ms);
        statRows.push([
          shape.name,
          first.json.data.length,
          received.toLocaleString('en'),
          fmt(st.p50),
          fmt(st.p99),
          st.p99 <= TARGET_P99_MS ? 'yes' : 'NO',
        ]);
      }
      console.log(`\nGET /api/stats/timeseries, ${REQUESTS} requests each (ms); target: p99 <= ${TARGET_P99_MS} ms`);
      console.log(table(['series', 'buckets', 'events received in it', 'p50', 'p99', `p99<=${TARGET_P99_MS}`], statRows));
    }

    // 4. Export of the whole big organization
    let exported = null;
    if (!args['no-export']) {
      console.log('\nGET /api/events/export (session cookie), all rows of the big organization, streamed and discarded');
      await sleep(500);
      const before = memoryOf(api.pid);
      let peakRss = before.rss;
      let hwmReset = false;
      try {
        writeFileSync(`/proc/${api.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
        hwmReset = true;
      } catch {
        // an older kernel or no permission: VmHWM then includes the peak of the list phase
      }
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, memoryOf(api.pid).rss);
      }, 50);
      const exportStarted = process.hrtime.bigint();
      const res = await request(`${base}/api/events/export`, { method: 'GET', headers: { cookie: auth.cookie }, dispatcher: agent });
      let bytes = 0;
      let lines = 0;
      let firstByteMs = null;
      for await (const chunk of res.body) {
        if (firstByteMs === null) firstByteMs = Number(process.hrtime.bigint() - exportStarted) / 1e6;
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      }
      const exportS = Number(process.hrtime.bigint() - exportStarted) / 1e9;
      clearInterval(sampler);
      const after = memoryOf(api.pid);
      const growth = Math.max(after.hwm, peakRss) - before.rss;
      const rows = lines - 1;
      const expected = (await db.query(`SELECT count(*)::int AS n FROM events WHERE organization_id = $1`, [ids.big])).rows[0].n;
      if (res.statusCode !== 200 || rows !== expected) {
        broken = true;
        console.error(`export broke: HTTP ${res.statusCode}, ${rows} rows, expected ${expected}`);
      }
      console.log(
        table(
          ['figure', 'value', 'target', 'verdict'],
          summarize('query', [
            ['wall time', `${fmt(exportS, 1)} s`, `<= ${TARGET_EXPORT_S} s`, verdict(exportS <= TARGET_EXPORT_S)],
            ['rows (without header)', `${rows} of ${expected}`, 'all', verdict(rows === expected)],
            ['rows per second', fmt(rows / exportS, 0), '', ''],
            ['bytes', `${fmt(bytes / 1048576, 1)} MiB`, '', ''],
            ['time to first byte', `${fmt(firstByteMs, 0)} ms`, '', ''],
            ['api RSS before', `${fmt(before.rss)} MiB`, '', ''],
            [`api peak RSS during (VmHWM${hwmReset ? ', reset before' : ''}, sampled)`, `${fmt(Math.max(after.hwm, peakRss))} MiB`, '', ''],
            ['api RSS growth', `${fmt(growth)} MiB`, `<= ${TARGET_EXPORT_MB} MB`, verdict(growth <= TARGET_EXPORT_MB)],
          ]),
        ),
      );
      exported = { exportS, growth };
    }

    // Summary
    const missed = [];
    for (const r of results) {
      if (r.api.p99 > TARGET_P99_MS) missed.push(`${r.shape.name}: p99 ${fmt(r.api.p99, 1)} ms > ${TARGET_P99_MS}`);
      if (r.api.p99 > TARGET_RATIO * r.sql.p99)
        missed.push(`${r.shape.name}: p99 ratio ${fmt(r.api.p99 / r.sql.p99, 2)} > ${TARGET_RATIO}`);
    }
    for (const p of plans)
      if (!p.indexed)
        missed.push(
          `${p.name}: plan not index-driven (${p.touched} rows touched${p.seq.length ? `, seq scan ${p.seq.join(' ')}` : ''}${p.sorts.length ? `, sorts ${p.sorts.join(' ')}` : ''})`,
        );
    if (exported && exported.exportS > TARGET_EXPORT_S) missed.push(`export ${fmt(exported.exportS, 1)} s > ${TARGET_EXPORT_S} s`);
    if (exported && exported.growth > TARGET_EXPORT_MB) missed.push(`export RSS growth ${fmt(exported.growth)} MiB > ${TARGET_EXPORT_MB}`);
    console.log(missed.length ? `\ntargets missed (${missed.length}):\n  ${missed.join('\n  ')}` : '\nall targets met');
    console.log(
      `load average at the end: ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );

    if (args.profile && results.length) {
      await run.stop(api, 30_000);
      const file = readdirSync(PROFILE_DIR).find(
        (name) => name.endsWith('.cpuprofile') && name.includes(`.${api.pid}.`) && !profilesBefore.has(name),
      );
      if (!file) throw new Error('the profiled api wrote no .cpuprofile');
      const path = join(PROFILE_DIR, file);
      printTopSelfTime(
        `\nTop 25 self time of the api over the measured list requests (node --cpu-prof; its overhead is in the figures above) — ${path.replace(BENCH_DIR + '/', 'bench/')}`,
        topSelfTime(JSON.parse(readFileSync(path, 'utf8')), 25, ...measuredWindow),
      );
    }
  } catch (error) {
    broken = true;
    console.error(`\nbench:query broke: ${error.stack ?? error}`);
  } finally {
    await agent.close().catch(() => undefined);
    await builder?.close().catch(() => undefined);
    if (KEEP) {
      for (const handle of run.children) await run.stop(handle, 5_000).catch(() => undefined);
      await Promise.all(run.pools.map((pool) => pool.end().catch(() => undefined)));
      console.log(
        `--keep: database ${run.dbName} kept (drop it with DROP DATABASE "${run.dbName}" WITH (FORCE)), Redis prefix ${run.redisPrefix}`,
      );
    } else {
      await run.cleanup();
    }
  }
  process.exit(broken ? 1 : 0);
}

await main();
