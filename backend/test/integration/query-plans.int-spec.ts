import { randomUUID } from 'node:crypto';
import { Client, escapeLiteral, Pool } from 'pg';
import { DataSource } from 'typeorm';
import { migrate } from '../../src/cli';
import { AppConfig, loadConfig } from '../../src/core/config/app-config';
import { createDataSource } from '../../src/core/database/data-source';
import { ReplicaSqlExecutor, SqlExecutor, Statement, statement } from '../../src/core/database/sql';
import { AttemptRecord, ClaimedJob, DeliveriesRepository, PickedJob } from '../../src/modules/deliveries/deliveries.repository';
import { unanswered } from '../../src/modules/deliveries/webhook-sender';
import { RecoveryRepository } from '../../src/modules/deliveries/recovery.repository';
import { AUDIT_ACTIONS } from '../../src/core/audit/audit-entry';
import { AuditFilters, AuditLogRepository } from '../../src/modules/audit-log/audit-log.repository';
import type { ListEventsQueryDto } from '../../src/modules/events/dto/event.dto';
import { EventSummariesRepository } from '../../src/modules/events/event-summaries.repository';
import { DestinationsRepository } from '../../src/modules/endpoints/destinations.repository';
import { EndpointsRepository } from '../../src/modules/endpoints/endpoints.repository';
import { EventsRepository } from '../../src/modules/events/events.repository';
import { IngestRepository } from '../../src/modules/ingest/ingest.repository';
import { RetentionRepository } from '../../src/modules/events/retention.repository';
import { StatsRepository } from '../../src/modules/stats/stats.repository';
import { TEST_ENCRYPTION_KEYS } from '../support/test-app';
import { adminUrl, databaseUrlFor, newRunId } from '../support/test-env';

/**
 * docs/architecture.md, Data access: the hot statements' plans at 100,000 events. A database of
 * its own (so the other suites' data and statistics stay apart) is filled with one organization's
 * 100,000 events, jobs and attempts and a smaller neighbour, ANALYZEd, and each hot statement is
 * caught as the repository sends it (the pg client's query) and EXPLAINed twice: with its own
 * values, and as the generic plan PostgreSQL may settle on for a statement prepared by name (after
 * five calls, when it looks no costlier than the custom ones). In neither may a sequential scan of
 * events, delivery_jobs, delivery_attempts or event_payloads (or their partitions) appear; nor of
 * audit_log, which gets 100,000 entries of its own, nor of endpoints and destinations, of which the
 * neighbour holds 10,000 each. (The live pickup's generic plan once hashed every payload of the day
 * into each pickup of one or two jobs: 2–7 ms a call at 200 events/s, growing with the table.)
 */
const EVENTS = 100_000;
const NEIGHBOUR_ENDPOINTS = 10_000;
/** A table with fewer rows than this is read whole at no more cost than through an index. */
const SMALL = 100;
const SCANNED_TABLES = /^(events|event_payloads|delivery_jobs|delivery_attempts|audit_log|endpoints|destinations)(_|$)/;

interface Sent {
  text: string;
  values: unknown[];
  /** Prepared by name (`statement(name, text)`): PostgreSQL may run it on a generic plan. */
  named: boolean;
}

/** The statements the pg client sends while `work` runs (transaction control left out). */
async function statementsOf(work: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const original = Client.prototype.query;
  Client.prototype.query = function (this: Client, config: unknown, values?: unknown, ...rest: unknown[]) {
    const query = config as { text?: string; values?: unknown[]; name?: string } | string;
    const text = typeof query === 'string' ? query : query?.text;
    if (text && !/^\s*(BEGIN|COMMIT|ROLLBACK|SET|START TRANSACTION)\b/i.test(text)) {
      sent.push({
        text,
        values: (Array.isArray(values) ? values : typeof query === 'object' && query.values) || [],
        named: typeof query === 'object' && Boolean(query.name),
      });
    }
    return (original as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
  } as typeof original;
  try {
    await work();
  } finally {
    Client.prototype.query = original;
  }
  return sent;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** A value as pg sends it, written as an SQL literal (for EXECUTE's arguments). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Buffer.isBuffer(value)) return `'\\x${value.toString('hex')}'`;
  if (Array.isArray(value)) return escapeLiteral(`{${value.map(arrayElement).join(',')}}`);
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  return escapeLiteral(String(value));
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return `"${String(value instanceof Date ? value.toISOString() : value).replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * Every `Seq Scan on <table>` of the plan, for the tables an index should serve; but not of a
 * `small` table (fewer than SMALL rows: the days' partitions ahead of today, a quiet deployment's
 * one endpoint), which reads no more than an index would.
 */
function sequentialScans(node: PlanNode, small: Set<string>): string[] {
  const relation = node['Relation Name'] ?? '';
  const own = node['Node Type'] === 'Seq Scan' && SCANNED_TABLES.test(relation) && !small.has(relation) ? [relation] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => sequentialScans(child, small))];
}

/**
 * Runs the repository call, then EXPLAINs each statement it sent: with the values it sent, and,
 * if it is prepared by name, as the generic plan (`plan_cache_mode = force_generic_plan`) executed
 * with them (an unnamed statement is planned with its values at every call).
 */
async function scansIn(pool: Pool, small: Set<string>, work: () => Promise<unknown>): Promise<{ statements: number; scans: string[] }> {
  const sent = await statementsOf(work);
  const scans: string[] = [];
  const client = await pool.connect();
  try {
    for (const { text, values, named } of sent) {
      const label = text.trim().slice(0, 120);
      const custom = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${text}`, values);
      scans.push(...sequentialScans(custom.rows[0]['QUERY PLAN'][0].Plan, small).map((table) => `${table} in: ${label}`));
      if (!named) continue;
      await client.query(`PREPARE plan_check AS ${text}`);
      await client.query('SET plan_cache_mode = force_generic_plan');
      try {
        const args = values.length ? `(${values.map(literal).join(', ')})` : '';
        const generic = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) EXECUTE plan_check${args}`);
        scans.push(
          ...sequentialScans(generic.rows[0]['QUERY PLAN'][0].Plan, small).map((table) => `${table} in the generic plan of: ${label}`),
        );
      } finally {
        await client.query('RESET plan_cache_mode');
        await client.query('DEALLOCATE plan_check');
      }
    }
  } finally {
    client.release();
  }
  return { statements: sent.length, scans };
}

/**
 * PostgreSQL adds 1,000 × cpu_operator_cost per relation planned, plus one, to a custom plan's cost
 * when it weighs it against the generic one (plancache.c, cached_plan_cost): two relations' worth at
 * the default cpu_operator_cost (0.0025) is a floor for that charge.
 */
const PLANNING_CHARGE_FLOOR = 5;

/** A statement's estimated total cost, prepared by name: planned with its values (custom) and without them (generic). */
async function planCosts(pool: Pool, { text, values }: Sent): Promise<{ custom: number; generic: number }> {
  const client = await pool.connect();
  try {
    await client.query(`PREPARE plan_cost AS ${text}`);
    const args = values.length ? `(${values.map(literal).join(', ')})` : '';
    const costWith = async (mode: string) => {
      await client.query(`SET plan_cache_mode = ${mode}`);
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Total Cost': number } }] }>(
        `EXPLAIN (FORMAT JSON) EXECUTE plan_cost${args}`,
      );
      return rows[0]['QUERY PLAN'][0].Plan['Total Cost'];
    };
    try {
      return { custom: await costWith('force_custom_plan'), generic: await costWith('force_generic_plan') };
    } finally {
      await client.query('RESET plan_cache_mode');
      await client.query('DEALLOCATE plan_cost');
    }
  } finally {
    client.release();
  }
}

/** The days' partitions of payloads and attempt details that hold no row, dropped. */
async function dropEmptyPartitions(pool: Pool): Promise<void> {
  const { rows: partitions } = await pool.query<{ relname: string }>(
    `SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent IN ('event_payloads'::regclass, 'delivery_attempt_details'::regclass) AND c.relname !~ '_default$'`,
  );
  for (const { relname } of partitions) {
    const { rows } = await pool.query(`SELECT 1 FROM ${relname} LIMIT 1`);
    if (rows.length === 0) await pool.query(`DROP TABLE ${relname}`);
  }
}

/** The tables of `pool`'s database that hold fewer than SMALL rows. */
async function smallTables(pool: Pool): Promise<Set<string>> {
  const small = new Set<string>();
  const { rows: tables } = await pool.query<{ relname: string }>(`SELECT tablename AS relname FROM pg_tables WHERE schemaname = 'public'`);
  for (const { relname } of tables) {
    const { rows } = await pool.query(`SELECT 1 FROM ${relname} LIMIT ${SMALL}`);
    if (rows.length < SMALL) small.add(relname);
  }
  return small;
}

/** A database of its own, migrated, with one pool connection for EXPLAIN and the fill. */
interface PlansDatabase {
  db: DataSource;
  pool: Pool;
  sql: SqlExecutor;
}

async function openDatabase(name: string): Promise<PlansDatabase> {
  const databaseUrl = databaseUrlFor(name);
  await migrate(loadConfig({ DATABASE_URL: databaseUrl, ENCRYPTION_KEYS: TEST_ENCRYPTION_KEYS, NODE_ENV: 'test' }));
  const db = createDataSource(databaseUrl);
  await db.initialize();
  return { db, pool: new Pool({ connectionString: databaseUrl, max: 1 }), sql: new SqlExecutor(db) };
}

async function dropDatabase(name: string, opened: PlansDatabase | undefined): Promise<void> {
  await opened?.pool.end();
  await opened?.db.destroy();
  const admin = new Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** An organization with a project, an endpoint and a destination, under these ids. */
async function seedOrganization(pool: Pool, ids: { org: string; project: string; endpoint: string; destination: string }, name: string) {
  await pool.query(`INSERT INTO organizations (id, name) VALUES ($1, $2)`, [ids.org, name]);
  await pool.query(`INSERT INTO projects (id, organization_id, name) VALUES ($1, $2, 'p')`, [ids.project, ids.org]);
  await pool.query(
    `INSERT INTO endpoints (id, organization_id, project_id, name, token_hash, token_prefix) VALUES ($1, $2, $3, 'e', $4, 'hye_test')`,
    [ids.endpoint, ids.org, ids.project, Buffer.alloc(32, 1)],
  );
  await pool.query(
    `INSERT INTO destinations (id, organization_id, endpoint_id, name, url, secret_key_id, secret_ciphertext)
     VALUES ($1, $2, $3, 'd', 'http://127.0.0.1:9/hook', 'k1', $4)`,
    [ids.destination, ids.org, ids.endpoint, Buffer.alloc(48, 2)],
  );
}

/**
 * The days' partitions of a retention window as maintenance keeps them, created ahead (so the
 * empty ones are never ANALYZEd: the planner guesses ~500 rows for each) after the fill's ANALYZE;
 * answers the tables of fewer than SMALL rows.
 */
async function keepRetentionWindow({ pool, sql }: PlansDatabase): Promise<Set<string>> {
  await dropEmptyPartitions(pool);
  await new RetentionRepository(sql).createPartitionsOfAllOrganizations(30, 7, 5_000);
  return smallTables(pool);
}

describe('hot statements at 100,000 events (plans)', () => {
  const name = `hookyard_plans_${newRunId()}`;
  let opened: PlansDatabase | undefined;
  let pool: Pool;
  let sql: SqlExecutor;
  /** Tables of fewer than SMALL rows once filled. */
  let small = new Set<string>();
  const org = randomUUID();
  const project = randomUUID();
  const endpoint = randomUUID();
  const destination = randomUUID();

  beforeAll(async () => {
    opened = await openDatabase(name);
    ({ pool, sql } = opened);
    await seedOrganization(pool, { org, project, endpoint, destination }, 'big');
    const neighbour = randomUUID();
    const neighbourProject = randomUUID();
    await pool.query(`INSERT INTO organizations (id, name) VALUES ($1, 'neighbour')`, [neighbour]);
    await pool.query(`INSERT INTO projects (id, organization_id, name) VALUES ($1, $2, 'p')`, [neighbourProject, neighbour]);
    // The neighbour's endpoints, a destination each: reading one endpoint or destination must not read them all.
    await pool.query(
      `INSERT INTO endpoints (id, organization_id, project_id, name, token_hash, token_prefix)
       SELECT gen_random_uuid(), $1, $2, 'e' || n, sha256(n::text::bytea), 'hye_test' FROM generate_series(1, ${NEIGHBOUR_ENDPOINTS}) n`,
      [neighbour, neighbourProject],
    );
    await pool.query(
      `INSERT INTO destinations (id, organization_id, endpoint_id, name, url, secret_key_id, secret_ciphertext)
       SELECT gen_random_uuid(), organization_id, id, 'd', 'http://127.0.0.1:9/hook', 'k1', $2 FROM endpoints WHERE organization_id = $1`,
      [neighbour, Buffer.alloc(48, 2)],
    );
    // One event a second back from now, every other with an Idempotency-Key; one job and one attempt each.
    await pool.query(
      `INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes,
                           content_type, idempotency_key, received_at, updated_at, event_type)
       SELECT gen_random_uuid(), $1, $2, $3, 'evt_plan_' || lpad(n::text, 7, '0'),
              (ARRAY['delivered', 'failed', 'queued', 'dead_lettered'])[1 + n % 4], repeat('a', 64), 100,
              'application/json', CASE WHEN n % 2 = 0 THEN 'key-' || n END, now() - n * interval '1 second',
              now() - n * interval '1 second', 'invoice.' || (n % 10)
         FROM generate_series(1, ${EVENTS}) n`,
      [org, project, endpoint],
    );
    await pool.query(
      `INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, attempt_count, created_at, updated_at)
       SELECT gen_random_uuid(), organization_id, id, $2, CASE status WHEN 'delivered' THEN 'succeeded' WHEN 'queued' THEN 'pending'
              WHEN 'failed' THEN 'retry_scheduled' ELSE 'dead_lettered' END, 'ingest', 1, received_at, received_at
         FROM events WHERE organization_id = $1`,
      [org, destination],
    );
    await pool.query(
      `INSERT INTO delivery_attempts (id, organization_id, event_id, job_id, destination_id, attempt_number, status, response_status,
                                      duration_ms, created_at, event_received_at)
       SELECT gen_random_uuid(), j.organization_id, j.event_id, j.id, j.destination_id, 1,
              CASE j.status WHEN 'succeeded' THEN 'success' ELSE 'failed' END, 200, 20, j.created_at, e.received_at
         FROM delivery_jobs j JOIN events e ON e.id = j.event_id WHERE j.organization_id = $1`,
      [org],
    );
    await pool.query(
      `INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext, received_at)
       SELECT id, organization_id, 'k1', $2, $3, received_at FROM events WHERE organization_id = $1`,
      [org, Buffer.alloc(200, 3), Buffer.alloc(60, 4)],
    );
    await pool.query(
      `INSERT INTO idempotency_keys (endpoint_id, key, organization_id, payload_sha256, event_id, expires_at)
       SELECT endpoint_id, idempotency_key, organization_id, payload_sha256, id, now() + interval '1 day'
         FROM events WHERE organization_id = $1 AND idempotency_key IS NOT NULL`,
      [org],
    );
    // 100,000 audit entries: a few actors, every action, targets spread over 1,000 ids, one a second back.
    await pool.query(
      `INSERT INTO audit_log (organization_id, at, actor_type, actor_id, actor_label, action, target_type, target_id, target_label)
       SELECT $1, now() - n * interval '1 second', CASE WHEN n % 10 = 0 THEN 'system' ELSE 'user' END,
              CASE WHEN n % 10 = 0 THEN NULL ELSE ('00000000-0000-4000-8000-00000000000' || (n % 7))::uuid END,
              CASE WHEN n % 10 = 0 THEN NULL ELSE 'person' || (n % 7) || '@example.test' END,
              (ARRAY[${AUDIT_ACTIONS.map((action) => `'${action}'`).join(', ')}])[1 + n % ${AUDIT_ACTIONS.length}],
              'destination', 'target-' || (n % 1000), 'name ' || n
         FROM generate_series(1, ${EVENTS}) n`,
      [org],
    );
    await pool.query('ANALYZE');
    small = await keepRetentionWindow(opened);
  }, 120_000);

  afterAll(() => dropDatabase(name, opened));

  const scansOf = (work: () => Promise<unknown>) => scansIn(pool, small, work);

  const eventIdAt = async (n: number) =>
    (
      await pool.query<{ id: string; event_id: string }>(`SELECT id, event_id FROM events WHERE event_id = $1`, [
        `evt_plan_${String(n).padStart(7, '0')}`,
      ])
    ).rows[0];

  it('the fill is what the plans are about (100,000 events, jobs, attempts and audit entries; 10,000 more endpoints and destinations)', async () => {
    const { rows } = await pool.query<{
      events: number;
      jobs: number;
      attempts: number;
      audit: number;
      endpoints: number;
      destinations: number;
    }>(
      `SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM delivery_jobs) AS jobs,
              (SELECT count(*)::int FROM delivery_attempts) AS attempts, (SELECT count(*)::int FROM audit_log) AS audit,
              (SELECT count(*)::int FROM endpoints) AS endpoints, (SELECT count(*)::int FROM destinations) AS destinations`,
    );
    expect(rows[0]).toEqual({
      events: EVENTS,
      jobs: EVENTS,
      attempts: EVENTS,
      audit: EVENTS,
      endpoints: NEIGHBOUR_ENDPOINTS + 1,
      destinations: NEIGHBOUR_ENDPOINTS + 1,
    });
  });

  it.each([
    [
      'the event list, first page',
      () => new EventsRepository(sql, sql as ReplicaSqlExecutor).listPage(org, {} as ListEventsQueryDto, null, 50),
    ],
    [
      'the event list filtered by status',
      () =>
        new EventsRepository(sql, sql as ReplicaSqlExecutor).listPage(
          org,
          { status: ['failed'] } as unknown as ListEventsQueryDto,
          null,
          50,
        ),
    ],
    [
      'the event detail (event, jobs, attempts, dead letters)',
      async () =>
        new EventsRepository(sql, sql as ReplicaSqlExecutor).findDetailRows(org, {
          column: 'event_id',
          value: (await eventIdAt(50_000)).event_id,
        }),
    ],
    [
      'an event by id (retry, replay)',
      async () =>
        new EventsRepository(sql, sql as ReplicaSqlExecutor).findEvent(org, { column: 'id', value: (await eventIdAt(60_000)).id }),
    ],
    [
      'an event by evt_ id (retry, replay)',
      async () =>
        new EventsRepository(sql, sql as ReplicaSqlExecutor).findEvent(org, {
          column: 'event_id',
          value: (await eventIdAt(60_000)).event_id,
        }),
    ],
    ['an endpoint by id', () => new EndpointsRepository(sql).find(org, endpoint)],
    ["a project's endpoints", () => new EndpointsRepository(sql).list(org, project)],
    ["the endpoints' destination counts", () => new EndpointsRepository(sql).destinationsOf(org, [endpoint])],
    ['a destination by id', () => new DestinationsRepository(sql).find(org, destination)],
    ["an endpoint's destinations", () => new DestinationsRepository(sql).list(org, endpoint)],
    [
      'the list summaries',
      async () => new EventSummariesRepository(sql).summaries(org, [(await eventIdAt(7)).id, (await eventIdAt(8)).id]),
    ],
    // the last hour: the fill's 100,000 events of one organization span 28 hours, so a day or a week
    // counts nearly the whole table, where reading it all is the plan; beside other organizations it is not
    [
      "the Home page's event counts by status (an hour)",
      () => new EventSummariesRepository(sql).countByStatus(org, new Date(Date.now() - 3_600_000).toISOString()),
    ],
    [
      "ingest's Idempotency-Key lookup",
      () => new IngestRepository(sql, { redisPrefix: 'plans' } as AppConfig).findIdempotencyRecord(org, endpoint, 'key-40000'),
    ],
    [
      'a job by id (retry)',
      async () => {
        const { rows } = await pool.query<{ id: string }>(`SELECT id FROM delivery_jobs WHERE event_id = $1`, [(await eventIdAt(3)).id]);
        return new RecoveryRepository(sql).findJob(org, rows[0].id);
      },
    ],
    ['destination health', () => new StatsRepository(sql, sql as ReplicaSqlExecutor).health(org, [destination])],
    ...(
      [
        ['first page', {}],
        ['by target', { targetType: 'destination', targetId: 'target-42' }],
        ['by actor', { actor: '00000000-0000-4000-8000-000000000003' }],
        ['by the system', { actor: 'system' }],
        ['by action', { action: 'destination.updated' }],
        ['by a group of actions', { action: 'destination.*' }],
        ['in a time range', { from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() - 1_800_000) }],
      ] as [string, AuditFilters][]
    ).map(([name, filters]): [string, () => Promise<unknown>] => [
      `the audit log, ${name}`,
      () => new AuditLogRepository(sql, sql as ReplicaSqlExecutor).listPage(org, filters, null, 51),
    ]),
    [
      'the audit log, a later page',
      async () => {
        const repository = new AuditLogRepository(sql, sql as ReplicaSqlExecutor);
        const [first] = await repository.listPage(org, {}, null, 1);
        return repository.listPage(org, { action: 'destination.*' }, { at: first.at, id: first.id }, 51);
      },
    ],
    ['the attention list', () => new StatsRepository(sql, sql as ReplicaSqlExecutor).attention(org)],
  ])('%s: no sequential scan of events, jobs, attempts, the audit log, endpoints or destinations', async (_, work) => {
    const { statements, scans } = await scansOf(work);
    expect(statements).toBeGreaterThan(0);
    expect(scans).toEqual([]);
  });

  it("the worker's claim statement, and its give-back", async () => {
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM delivery_jobs WHERE status = 'pending' LIMIT 20`);
    const jobIds = rows.map((row) => row.id);
    const repository = new DeliveriesRepository(sql);
    let claimed: ClaimedJob[] = [];
    const claim = await scansOf(async () => (claimed = await repository.claimDueJobsAcrossOrganizations(jobIds, 30_000)));
    expect(claim.statements).toBeGreaterThan(0);
    expect(claim.scans).toEqual([]);
    expect(claimed).toHaveLength(20);
    const giveBack = await scansOf(() => repository.giveBackClaimsAcrossOrganizations(claimed));
    expect(giveBack.statements).toBe(1);
    expect(giveBack.scans).toEqual([]);
  });

  it("the worker's record and the status refresh it ends with: no sequential scan in the plans of the statements its function runs", async () => {
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM delivery_jobs WHERE status = 'pending' ORDER BY id DESC LIMIT 20`);
    const repository = new DeliveriesRepository(sql);
    const claimed = await repository.claimDueJobsAcrossOrganizations(
      rows.map((row) => row.id),
      30_000,
    );
    expect(claimed).toHaveLength(20);
    const records: AttemptRecord[] = claimed.map((job, n) => ({
      attemptId: randomUUID(),
      job,
      outcome: unanswered({ headers: {} }, 5),
      details: { keyId: 'k1', blob: Buffer.alloc(40, n) },
      next: n % 2 === 0 ? 'retry_scheduled' : 'dead_lettered',
      delayMs: n % 2 === 0 ? 60_000 : null,
    }));
    // auto_explain hands this connection the plan of every statement run, those inside functions too.
    const plans: { text: string; plan: PlanNode }[] = [];
    const client = await pool.connect();
    const onNotice = ({ message = '' }: { message?: string }) => {
      const explained = message.indexOf('{');
      if (explained < 0) return;
      const { 'Query Text': text, Plan: plan } = JSON.parse(message.slice(explained)) as { 'Query Text': string; Plan: PlanNode };
      plans.push({ text, plan });
    };
    client.on('notice', onNotice);
    try {
      await client.query('BEGIN');
      await client.query(`LOAD 'auto_explain'`);
      for (const [setting, value] of Object.entries({
        log_min_duration: 0,
        log_nested_statements: 'on',
        log_format: 'json',
        log_level: 'notice',
      })) {
        await client.query(`SET LOCAL auto_explain.${setting} = '${value}'`);
      }
      const onClient = { run: (statement: Statement, values: unknown[]) => client.query({ ...statement, values }) };
      await new DeliveriesRepository(onClient as unknown as SqlExecutor).recordAttemptsAcrossOrganizations(records);
    } finally {
      await client.query('ROLLBACK');
      client.off('notice', onNotice);
      client.release();
    }
    await repository.giveBackClaimsAcrossOrganizations(claimed);
    const texts = plans.map(({ text }) => text);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining('INSERT INTO delivery_attempts'),
        expect.stringContaining('UPDATE events e SET status'),
      ]),
    );
    const scans = plans.flatMap(({ text, plan }) =>
      sequentialScans(plan, small).map((table) => `${table} in: ${text.trim().slice(0, 80)}`),
    );
    expect(scans).toEqual([]);
  });

  it("the live pickup's claim, beside 100,000 jobs that are not live: the oldest live ones of its queue namespace", async () => {
    const { rows: live } = await pool.query<{ id: string }>(
      `UPDATE delivery_jobs SET live_queue = 'plans' WHERE id IN (SELECT id FROM delivery_jobs WHERE status = 'pending' ORDER BY id LIMIT 300)
       RETURNING id`,
    );
    await pool.query(
      `UPDATE delivery_jobs SET live_queue = 'other' WHERE id IN (SELECT id FROM delivery_jobs WHERE status = 'pending' AND live_queue IS NULL LIMIT 300)`,
    );
    await pool.query('ANALYZE delivery_jobs');
    const { rows: oldest } = await pool.query<{ id: string }>(
      `SELECT id FROM delivery_jobs WHERE live_queue = 'plans' AND status = 'pending' ORDER BY created_at LIMIT 20`,
    );
    let picked: ClaimedJob[] = [];
    const pickUp = await scansOf(
      async () => (picked = await new DeliveriesRepository(sql).pickUpLiveJobsAcrossOrganizations('plans', 20, 30_000, null)),
    );
    expect(pickUp.statements).toBe(1);
    expect(pickUp.scans).toEqual([]);
    expect(picked.map((job) => job.id).sort()).toEqual(oldest.map((job) => job.id).sort());
    expect(live.map((job) => job.id)).toEqual(expect.arrayContaining(picked.map((job) => job.id)));
    const { rows: after } = await pool.query<{ live_queue: string | null; status: string }>(
      `SELECT live_queue, status FROM delivery_jobs WHERE id = ANY($1)`,
      [picked.map((job) => job.id)],
    );
    expect(after).toEqual(Array(20).fill({ live_queue: null, status: 'in_progress' }));

    // From a time on (a notification's): none older, whatever waits before it.
    const { rows: rest } = await pool.query<{ id: string; us: string }>(
      `SELECT id, (extract(epoch FROM created_at) * 1000000)::bigint::text AS us FROM delivery_jobs
        WHERE live_queue = 'plans' AND status = 'pending' ORDER BY created_at, id`,
    );
    const fromUs = Number(rest[100].us);
    let later: PickedJob[] = [];
    const fromTime = await scansOf(
      async () => (later = await new DeliveriesRepository(sql).pickUpLiveJobsAcrossOrganizations('plans', 20, 30_000, fromUs)),
    );
    expect(fromTime.scans).toEqual([]);
    expect(later).toHaveLength(20);
    expect(later.filter((job) => Number(job.created_us) < fromUs - 1000)).toEqual([]);
    expect(Math.min(...later.map((job) => Number(job.created_us)))).toBeLessThanOrEqual(fromUs);
  });

  it("the live pickup stays on its generic plan, with a backlog of live jobs or none: no custom plan costs less by PostgreSQL's charge for planning", async () => {
    await pool.query(
      `UPDATE delivery_jobs SET live_queue = 'backlog' WHERE id IN (SELECT id FROM delivery_jobs WHERE status = 'pending' AND live_queue IS NULL LIMIT 20000)`,
    );
    await pool.query('ANALYZE delivery_jobs');
    try {
      const repository = new DeliveriesRepository(sql);
      const calls = [1, 20, 100].flatMap((limit) =>
        ['backlog', 'none'].flatMap((queue) => [null, Date.now() * 1000].map((fromUs) => ({ limit, queue, fromUs }))),
      );
      const costs: string[] = [];
      let plain: Sent | undefined;
      for (const { limit, queue, fromUs } of calls) {
        const [pickUp] = await statementsOf(() => repository.pickUpLiveJobsAcrossOrganizations(queue, limit, 30_000, fromUs));
        const { custom, generic } = await planCosts(pool, pickUp);
        if (custom + PLANNING_CHARGE_FLOOR <= generic)
          costs.push(`limit ${limit}, ${queue}, from ${fromUs}: custom ${custom} < generic ${generic}`);
        if (limit === 1 && queue === 'backlog' && fromUs === null) plain = pickUp;
      }
      expect(costs).toEqual([]);

      // Can fail: with its LIMIT and queue namespace in plain sight, a custom plan of one job from the backlog costs far less.
      const inSight = plain!.text
        .replace('LIMIT (SELECT $1::int)', 'LIMIT $1')
        .replace('live_queue = (SELECT $3::text)', 'live_queue = $3');
      expect(inSight).not.toBe(plain!.text);
      const { custom, generic } = await planCosts(pool, { ...plain!, text: inSight });
      expect(custom + PLANNING_CHARGE_FLOOR).toBeLessThan(generic);
    } finally {
      await pool.query(`UPDATE delivery_jobs SET live_queue = NULL WHERE live_queue = 'backlog'`);
    }
  });

  it('can fail: a statement that reads events without an index shows its sequential scan', async () => {
    const { scans } = await scansOf(() => sql.query(`SELECT count(*) FROM events WHERE payload_size_bytes = $1`, [100]));
    expect(scans).toEqual([expect.stringMatching(/^events in: /)]);
  });

  it('can fail: so does one reading the audit log by a column no index leads with', async () => {
    const { scans } = await scansOf(() => sql.query(`SELECT count(*) FROM audit_log WHERE target_label = $1`, ['name 7']));
    expect(scans).toEqual([expect.stringMatching(/^audit_log in: /)]);
  });

  it('can fail: and one reading endpoints or destinations by a column no index leads with', async () => {
    const { scans } = await scansOf(async () => {
      await sql.query(`SELECT id FROM endpoints WHERE name = $1`, ['e7']);
      await sql.query(`SELECT id FROM destinations WHERE name = $1`, ['d']);
    });
    expect(scans).toEqual([expect.stringMatching(/^endpoints in: /), expect.stringMatching(/^destinations in: /)]);
  });

  it("can fail: a prepared statement's generic plan is read too, where a value that would have ruled out a branch is unknown", async () => {
    const { event_id } = await eventIdAt(10);
    const either = statement('plan_check_either', `SELECT id FROM events WHERE event_id = $1 OR $2::boolean`);
    const { scans } = await scansOf(() => sql.run(either, [event_id, false]));
    expect(scans).toEqual([expect.stringMatching(/^events in the generic plan of: /)]);
  });
});

/**
 * A quiet deployment: a few thousand events in today's partition (ANALYZEd when it held fewer), and
 * a retention window of empty day partitions, never ANALYZEd. Joined plainly to the claimed jobs,
 * the payloads looked cheaper hashed whole than probed in every partition: the live pickup's generic
 * plan read every payload of the window for each job or two it claimed (2–7 ms a pickup at 200
 * events/s on 6,500 events, growing with them).
 */
describe("the worker's claims on a quiet deployment (plans)", () => {
  const name = `hookyard_plans_quiet_${newRunId()}`;
  let opened: PlansDatabase | undefined;
  let pool: Pool;
  let sql: SqlExecutor;
  let small = new Set<string>();
  const org = randomUUID();
  const destination = randomUUID();

  /** `count` events received today, each with its payload and a job that succeeded. */
  async function receive(count: number): Promise<void> {
    await pool.query(
      `WITH e AS (
         INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes,
                             content_type, received_at, updated_at)
         SELECT gen_random_uuid(), d.organization_id, en.project_id, d.endpoint_id, 'evt_quiet_' || n, 'delivered', repeat('a', 64), 100,
                'application/json', now() - n * interval '1 millisecond', now()
           FROM destinations d JOIN endpoints en ON en.id = d.endpoint_id, generate_series(1, $2::int) n
          WHERE d.id = $1
         RETURNING id, organization_id, received_at
       ), p AS (
         INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext, received_at)
         SELECT id, organization_id, 'k1', $3, $3, received_at FROM e
       )
       INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, attempt_count, created_at, updated_at)
       SELECT gen_random_uuid(), organization_id, id, $1, 'succeeded', 'ingest', 1, received_at, received_at FROM e`,
      [destination, count, Buffer.alloc(1_000, 5)],
    );
  }

  /** The jobs of the two events received last, made pending again and live for `queue`. */
  async function twoLiveJobs(queue: string | null): Promise<string[]> {
    const { rows } = await pool.query<{ id: string }>(
      `UPDATE delivery_jobs SET status = 'pending', live_queue = $1, attempt_count = 0
        WHERE id IN (SELECT id FROM delivery_jobs WHERE status = 'succeeded' ORDER BY created_at DESC LIMIT 2)
        RETURNING id`,
      [queue],
    );
    return rows.map(({ id }) => id).sort();
  }

  beforeAll(async () => {
    opened = await openDatabase(name);
    ({ pool, sql } = opened);
    await seedOrganization(pool, { org, project: randomUUID(), endpoint: randomUUID(), destination }, 'quiet');
    await receive(2_000);
    await pool.query('ANALYZE');
    small = await keepRetentionWindow(opened);
  }, 60_000);

  afterAll(() => dropDatabase(name, opened));

  it('the live pickup of two jobs probes their two payloads, in its generic plan too', async () => {
    const live = await twoLiveJobs('quiet');
    let picked: PickedJob[] = [];
    const { scans } = await scansIn(pool, small, async () => {
      picked = await new DeliveriesRepository(sql).pickUpLiveJobsAcrossOrganizations('quiet', 20, 30_000, null);
    });
    expect(scans).toEqual([]);
    expect(picked.map(({ id }) => id).sort()).toEqual(live);
    expect(picked.map(({ body_ciphertext }) => body_ciphertext?.length)).toEqual([1_000, 1_000]);
  });

  it("the queue's claim of two jobs, likewise", async () => {
    const jobs = await twoLiveJobs(null);
    let claimed: ClaimedJob[] = [];
    const { scans } = await scansIn(pool, small, async () => {
      claimed = await new DeliveriesRepository(sql).claimDueJobsAcrossOrganizations(jobs, 30_000);
    });
    expect(scans).toEqual([]);
    expect(claimed.map(({ id }) => id).sort()).toEqual(jobs);
    expect(claimed.map(({ body_ciphertext }) => body_ciphertext?.length)).toEqual([1_000, 1_000]);
  });
});
