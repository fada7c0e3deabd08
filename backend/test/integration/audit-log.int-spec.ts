import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import request from 'supertest';
import { SqlExecutor } from '../../src/core/database/sql';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../src/core/audit/audit-entry';
import { bearer, createApiKey, Session, sessionHeaders, signup } from '../support/factories';
import { asText, parseCsv } from '../support/csv';
import { expectProblem, expectValidationProblem } from '../support/problem';
import { startTestApp, TestApp } from '../support/test-app';

interface Entry {
  id: string;
  at: string;
  actor: { type: string; id: string | null; label: string | null };
  action: string;
  target: { type: string; id: string | null; label: string | null };
}

interface Filters {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: string;
  to?: string;
}

const BASE = Date.parse('2026-03-01T12:00:00.000Z');

/**
 * docs/http.md, Audit log: `GET /api/audit-log` pages newest first on (at, id), each filter keeps
 * exactly the entries it names, and the CSV export has the same entries; a session only.
 */
describe('GET /api/audit-log and its export', () => {
  let api: TestApp;
  let sql: SqlExecutor;

  beforeAll(async () => {
    api = await startTestApp();
    sql = api.app.get(SqlExecutor);
  });

  afterAll(() => api.close());

  /** Every page of the list for `filters`, `limit` at a time. */
  async function walk(session: Session, filters: Filters, limit: number): Promise<Entry[]> {
    const seen: Entry[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 200; pages++) {
      const res: { body: { data: Entry[]; next_cursor: string | null } } = await request(api.url)
        .get('/api/audit-log')
        .query({ ...filters, limit, ...(cursor ? { cursor } : {}) })
        .set('cookie', session.cookie)
        .expect(200);
      expect(res.body.data.length).toBeLessThanOrEqual(limit);
      seen.push(...res.body.data);
      cursor = res.body.next_cursor;
      if (!cursor) return seen;
    }
    throw new Error('the list never ended');
  }

  const actors = [randomUUID(), randomUUID()];
  const entryArb = fc.record({
    offsetMs: fc.integer({ min: 0, max: 20 }).map((n) => n * 1000), // few distinct times: many ties on `at`
    actor: fc.constantFrom<string | null>(null, ...actors),
    action: fc.constantFrom(...AUDIT_ACTIONS),
    targetType: fc.constantFrom(...AUDIT_TARGET_TYPES),
    targetId: fc.constantFrom('a', 'b', 'op_01J0000000000000000000000X'),
  });
  const filterValues = fc.record({
    actor: fc.constantFrom('system', ...actors),
    action: fc.oneof(fc.constantFrom(...AUDIT_ACTIONS), fc.constantFrom('destination.*', 'event.*', 'events.*', 'api_key.*')),
    targetType: fc.constantFrom(...AUDIT_TARGET_TYPES),
    targetId: fc.constantFrom('a', 'b'),
    from: fc.integer({ min: 0, max: 20 }).map((n) => new Date(BASE + n * 1000).toISOString()),
    to: fc.integer({ min: 0, max: 20 }).map((n) => new Date(BASE + n * 1000).toISOString()),
  });
  /** None, one or two filters at a time: more would leave most pages empty. */
  const filtersArb = fc
    .tuple(fc.subarray(['actor', 'action', 'targetType', 'targetId', 'from', 'to'] as const, { maxLength: 2 }), filterValues)
    .map(([names, values]) => Object.fromEntries(names.map((name) => [name, values[name]])) as Filters);

  it('walks every entry a filter names exactly once, newest first, whatever the page size (property)', async () => {
    let paged = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(entryArb, { minLength: 5, maxLength: 40 }),
        filtersArb,
        fc.integer({ min: 1, max: 5 }),
        async (rows, filters, limit) => {
          const session = await signup(api.url);
          for (const row of rows) {
            await sql.query(
              `INSERT INTO audit_log (organization_id, at, actor_type, actor_id, action, target_type, target_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
              [
                session.organizationId,
                new Date(BASE + row.offsetMs),
                row.actor ? 'user' : 'system',
                row.actor,
                row.action,
                row.targetType,
                row.targetId,
              ],
            );
          }
          // The oracle: every entry of the organization in PostgreSQL's order, filtered here.
          const { rows: all } = await sql.query<{
            id: string;
            at: Date;
            actor_id: string | null;
            actor_type: string;
            action: string;
            target_type: string;
            target_id: string | null;
          }>(
            `SELECT id, at, actor_id, actor_type, action, target_type, target_id FROM audit_log WHERE organization_id = $1 ORDER BY at DESC, id DESC`,
            [session.organizationId],
          );
          const expected = all.filter(
            (entry) =>
              (filters.actor === undefined ||
                (filters.actor === 'system' ? entry.actor_type === 'system' : entry.actor_id === filters.actor)) &&
              (filters.action === undefined ||
                (filters.action.endsWith('.*') ? entry.action.startsWith(filters.action.slice(0, -1)) : entry.action === filters.action)) &&
              (filters.targetType === undefined || entry.target_type === filters.targetType) &&
              (filters.targetId === undefined || entry.target_id === filters.targetId) &&
              (filters.from === undefined || entry.at.getTime() >= Date.parse(filters.from)) &&
              (filters.to === undefined || entry.at.getTime() < Date.parse(filters.to)),
          );
          const seen = await walk(session, filters, limit);
          expect(seen.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
          if (expected.length > limit) paged++;
        },
      ),
      { numRuns: 15 },
    );
    // The runs went past a first page (else the cursor would go untested).
    expect(paged).toBeGreaterThan(3);
  }, 120_000);

  it('answers each entry whole, and another organization sees none of them', async () => {
    const session = await signup(api.url);
    const other = await signup(api.url);
    const res = await request(api.url).get('/api/audit-log').set('cookie', session.cookie).set('user-agent', 'list-test').expect(200);
    expect(res.body).toEqual({
      data: [
        {
          id: expect.any(String),
          at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          actor: { type: 'user', id: session.userId, label: session.email },
          action: 'organization.created',
          target: { type: 'organization', id: session.organizationId, label: `Org ${session.email}` },
          ip: expect.stringMatching(/127\.0\.0\.1$/),
          user_agent: null,
          changes: null,
        },
      ],
      next_cursor: null,
    });
    const theirs = await request(api.url).get(`/api/audit-log?targetId=${session.organizationId}`).set('cookie', other.cookie).expect(200);
    expect(theirs.body.data).toEqual([]);
  });

  it('refuses malformed filters and cursors with 400 naming the parameter', async () => {
    const session = await signup(api.url);
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    const cases: [Record<string, string>, string][] = [
      [{ actor: 'someone' }, 'actor'],
      [{ action: 'destination.exploded' }, 'action'],
      [{ action: 'nothing.*' }, 'action'],
      [{ action: 'destination.%' }, 'action'],
      [{ targetType: 'planet' }, 'targetType'],
      [{ targetId: 'x'.repeat(201) }, 'targetId'],
      [{ from: '2026-02-30T00:00:00Z' }, 'from'],
      [{ to: 'yesterday' }, 'to'],
      [{ limit: '0' }, 'limit'],
      [{ limit: '251' }, 'limit'],
      [{ cursor: 'not-a-cursor' }, 'cursor'],
      [{ cursor: forged(`2026-02-30 10:00:00.123+00|${randomUUID()}`) }, 'cursor'],
      [{ cursor: forged(`2026-01-01 25:00:00+00|${randomUUID()}`) }, 'cursor'],
      [{ cursor: forged('2026-01-01 10:00:00+00|not-a-uuid') }, 'cursor'],
    ];
    for (const [query, field] of cases) {
      expectValidationProblem(await request(api.url).get('/api/audit-log').query(query).set('cookie', session.cookie), field);
    }
    expectValidationProblem(
      await request(api.url).get('/api/audit-log/export').query({ action: 'x' }).set('cookie', session.cookie),
      'action',
    );
  });

  it('takes a dashboard session only: a bearer key, even with every scope, is 401', async () => {
    const session = await signup(api.url);
    const key = await createApiKey(api.url, session);
    for (const path of ['/api/audit-log', '/api/audit-log/export']) {
      expectProblem(await request(api.url).get(path).set(bearer(key)), 401, 'unauthenticated');
      expectProblem(await request(api.url).get(path), 401, 'unauthenticated');
    }
  });

  it('has no route that changes or deletes an entry', async () => {
    const session = await signup(api.url);
    const [entry] = (await request(api.url).get('/api/audit-log').set('cookie', session.cookie).expect(200)).body.data as Entry[];
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      const res = await request(api.url)[method]('/api/audit-log').set(sessionHeaders(session)).send({});
      expectProblem(res, 405, 'method_not_allowed');
      const one = await request(api.url)[method](`/api/audit-log/${entry.id}`).set(sessionHeaders(session)).send({});
      expect(one.status).toBe(404);
    }
    const again = (await request(api.url).get('/api/audit-log').set('cookie', session.cookie).expect(200)).body.data as Entry[];
    expect(again).toEqual([entry]);
  });

  it('exports the filtered entries as CSV, spreadsheet formulas defused', async () => {
    const session = await signup(api.url);
    const key = await createApiKey(api.url, session);
    await request(api.url).post('/api/projects').set(bearer(key)).send({ name: '=HYPERLINK("http://evil")' }).expect(201);
    await request(api.url).post('/api/projects').set(bearer(key)).send({ name: 'plain, "quoted"' }).expect(201);
    const res = await request(api.url)
      .get('/api/audit-log/export?action=project.*')
      .set('cookie', session.cookie)
      .buffer(true)
      .parse(asText);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{8}T\d{6}Z\.csv"$/);
    const rows = parseCsv(res.body as string);
    expect(rows[0]).toEqual([
      'id',
      'at',
      'actor_type',
      'actor_id',
      'actor_label',
      'action',
      'target_type',
      'target_id',
      'target_label',
      'ip',
      'user_agent',
      'changes',
    ]);
    const listed = (await request(api.url).get('/api/audit-log?action=project.*').set('cookie', session.cookie).expect(200)).body
      .data as Entry[];
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[5], row[8]])).toEqual(
      listed.map((entry) => [
        entry.id,
        entry.at,
        'api_key',
        'project.created',
        entry.target.label!.startsWith('=') ? `'${entry.target.label}` : entry.target.label,
      ]),
    );
    expect(rows.slice(1).map((row) => row[8])).toEqual(['plain, "quoted"', `'=HYPERLINK("http://evil")`]);
  });

  it('exports more than one page of entries, in the list order', async () => {
    const session = await signup(api.url);
    await sql.query(
      `INSERT INTO audit_log (organization_id, at, actor_type, action, target_type, target_label)
       SELECT $1, $2::timestamptz - n * interval '1 millisecond', 'system', 'project.created', 'project', 'p' || n
         FROM generate_series(1, 4500) n`,
      [session.organizationId, new Date(BASE)],
    );
    const res = await request(api.url).get('/api/audit-log/export?actor=system').set('cookie', session.cookie).buffer(true).parse(asText);
    const rows = parseCsv(res.body as string).slice(1);
    expect(rows).toHaveLength(4500);
    expect(rows.map((row) => row[8])).toEqual(Array.from({ length: 4500 }, (_, i) => `p${i + 1}`));
  });
});
