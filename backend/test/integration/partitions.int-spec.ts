import fc from 'fast-check';
import request from 'supertest';
import { AppConfig } from '../../src/core/config/app-config';
import { SqlExecutor } from '../../src/core/database/sql';
import { RetentionRepository } from '../../src/modules/events/retention.repository';
import { RetentionService } from '../../src/modules/events/retention.service';
import { bearer, createTenant, ingest, sessionHeaders, waitForEvent } from '../support/factories';
import { startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const PARTITIONED = ['event_payloads', 'delivery_attempt_details'];

/** The UTC day `offset` days from today, as YYYY-MM-DD. */
function utcDay(offset: number): string {
  return new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
}

function partitionOf(table: string, day: string): string {
  return `${table}_p${day.replaceAll('-', '')}`;
}

describe('payloads and attempt details partitioned by day (docs/architecture.md, Partitions)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ RETENTION_DAYS: '30' });
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  /** The partition each of the event's payload and attempt-detail rows is in. */
  const homes = async (eventId: string): Promise<string[]> =>
    (
      await api.db.query(
        `SELECT tableoid::regclass::text AS home FROM event_payloads WHERE event_id = $1
         UNION ALL SELECT tableoid::regclass::text FROM delivery_attempt_details WHERE event_id = $1 ORDER BY 1`,
        [eventId],
      )
    ).map((row: { home: string }) => row.home);

  it('retention drops the day partitions past RETENTION_DAYS whole: payloads and attempt details gone, events archived', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const accepted = [];
    for (const n of [1, 2, 3]) accepted.push((await ingest(api.url, tenant.endpoint.token, `{"n":${n}}`).expect(202)).body.event_id);
    const [inPartition, inDefault, recent] = await Promise.all(
      accepted.map((id) => waitForEvent(api.url, tenant.key, id, (e) => e.status === 'delivered')),
    );
    const oldDay = utcDay(-40);
    await api.db.query(`SELECT create_day_partitions(parent, $1::date, $1::date) FROM unnest($2::regclass[]) AS t(parent)`, [
      oldDay,
      PARTITIONED,
    ]);
    // Moving an event's received_at moves its payload and details with it (the trigger of the migration).
    await api.db.query(`UPDATE events SET received_at = ($2::date + time '12:00') AT TIME ZONE 'UTC' WHERE id = $1`, [
      inPartition.id,
      oldDay,
    ]);
    await api.db.query(`UPDATE events SET received_at = now() - interval '45 days' WHERE id = $1`, [inDefault.id]);
    expect(await homes(inPartition.id)).toEqual(PARTITIONED.map((table) => partitionOf(table, oldDay)).sort());
    expect(await homes(inDefault.id)).toEqual(PARTITIONED.map((table) => `${table}_default`).sort());

    expect(await api.app.get(RetentionService).archive()).toBeGreaterThanOrEqual(2);

    for (const table of PARTITIONED) {
      const [{ exists }] = await api.db.query(`SELECT to_regclass($1) IS NOT NULL AS exists`, [partitionOf(table, oldDay)]);
      expect(exists).toBe(false);
    }
    for (const event of [inPartition, inDefault]) {
      expect(await homes(event.id)).toEqual([]);
      const shown = await request(api.url).get(`/api/events/${event.event_id}`).set(bearer(tenant.key)).expect(200);
      expect(shown.body.status).toBe('archived');
      const replay = await request(api.url).post(`/api/events/${event.event_id}/replay`).set(bearer(tenant.key)).expect(409);
      expect(replay.body.code).toBe('event_archived');
    }
    expect(await homes(recent.id)).toEqual(PARTITIONED.map((table) => partitionOf(table, utcDay(0))).sort());
    const kept = await request(api.url).get(`/api/events/${recent.event_id}`).set(bearer(tenant.key)).expect(200);
    expect(kept.body.status).toBe('delivered');
    expect(kept.body.delivery_attempts[0].request_headers).toHaveProperty('webhook-id'); // the sealed details still open
  });

  it('ingests and delivers into a day with no partition (the DEFAULT one), and maintenance then moves the rows into the day partition it creates', async () => {
    const today = utcDay(0);
    // Today's partitions set aside, as if maintenance had never created them.
    for (const table of PARTITIONED) {
      await api.db.query(`ALTER TABLE ${table} DETACH PARTITION ${partitionOf(table, today)}`);
      await api.db.query(`ALTER TABLE ${partitionOf(table, today)} RENAME TO ${table}_aside`);
    }
    try {
      const tenant = await createTenant(api.url, receiver.url);
      const accepted = await ingest(api.url, tenant.endpoint.token, '{"no":"partition"}').expect(202);
      const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
      expect(await homes(event.id)).toEqual(PARTITIONED.map((table) => `${table}_default`).sort());

      expect(await api.app.get(RetentionService).createPartitions()).toBeGreaterThanOrEqual(PARTITIONED.length);

      expect(await homes(event.id)).toEqual(PARTITIONED.map((table) => partitionOf(table, today)).sort());
      const shown = await request(api.url).get(`/api/events/${event.event_id}`).set(bearer(tenant.key)).expect(200);
      expect(shown.body.delivery_attempts[0].request_headers).toHaveProperty('webhook-id');
    } finally {
      for (const table of PARTITIONED) {
        await api.db.query(`INSERT INTO ${table} SELECT * FROM ${table}_aside`);
        await api.db.query(`DROP TABLE ${table}_aside`);
      }
    }
  });

  /** Retention as if RETENTION_DAYS were `retentionDays`. */
  const retentionOf = (retentionDays: number) =>
    new RetentionService(new RetentionRepository(api.app.get(SqlExecutor)), { retentionDays } as AppConfig);

  /** How many of the day partitions of both tables exist, for the days from `first` to `last` days from today. */
  const existing = async (first: number, last: number): Promise<number> => {
    const days = Array.from({ length: last - first + 1 }, (_, i) => utcDay(first + i));
    const [{ n }] = await api.db.query(`SELECT count(*)::int AS n FROM unnest($1::text[]) AS t(name) WHERE to_regclass(name) IS NOT NULL`, [
      PARTITIONED.flatMap((table) => days.map((day) => partitionOf(table, day))),
    ]);
    return n;
  };

  it('creates the day partitions from the oldest retained day to a week ahead, idempotently', async () => {
    const retention = retentionOf(30);
    await retention.createPartitions();
    expect(await retention.createPartitions()).toBe(0);
    expect(await existing(-30, 7)).toBe(2 * 38);
  });

  it('creates the partitions of every retained day whatever RETENTION_DAYS is, and moves an old event out of DEFAULT into its day', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"old":"timestamp"}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
    const oldDay = utcDay(-80);
    try {
      await api.db.query(`UPDATE events SET received_at = ($2::date + time '12:00') AT TIME ZONE 'UTC' WHERE id = $1`, [event.id, oldDay]);
      expect(await homes(event.id)).toEqual(PARTITIONED.map((table) => `${table}_default`).sort());

      expect(await retentionOf(90).createPartitions()).toBeGreaterThanOrEqual(2 * 60);

      expect(await existing(-90, 7)).toBe(2 * 98);
      expect(await existing(-91, -91)).toBe(0);
      expect(await homes(event.id)).toEqual(PARTITIONED.map((table) => partitionOf(table, oldDay)).sort());
      const shown = await request(api.url).get(`/api/events/${event.event_id}`).set(bearer(tenant.key)).expect(200);
      expect(shown.body.delivery_attempts[0].request_headers).toHaveProperty('webhook-id');
    } finally {
      await api.db.query(`UPDATE events SET received_at = now() WHERE id = $1`, [event.id]);
      await api.db.query(`SELECT drop_day_partitions(parent, now() - interval '31 days') FROM unnest($1::regclass[]) AS t(parent)`, [
        PARTITIONED,
      ]);
    }
  });

  it('reads the DEFAULT partition once, however many days it creates', async () => {
    const tenant = await createTenant(api.url);
    const [endpoint] = await api.db.query(`SELECT organization_id, project_id FROM endpoints WHERE id = $1`, [tenant.endpoint.id]);
    const days = 5;
    const first = -50;
    expect(await existing(first, first + days - 1)).toBe(0);
    // 2,000 events spread over the 5 days, each with a 600-byte payload in the DEFAULT partition.
    const ids: string[] = (
      await api.db.query(
        `INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes, received_at)
         SELECT gen_random_uuid(), $1, $2, $3, 'evt_' || md5(random()::text), 'delivered', repeat('0', 64), 600,
                ($4::date + (i % $5) + time '12:00') AT TIME ZONE 'UTC'
           FROM generate_series(1, 2000) AS i
         RETURNING id`,
        [endpoint.organization_id, endpoint.project_id, tenant.endpoint.id, utcDay(first), days],
      )
    ).map((row: { id: string }) => row.id);
    await api.db.query(
      `INSERT INTO event_payloads (event_id, organization_id, key_id, body_ciphertext, headers_ciphertext, received_at)
       SELECT id, organization_id, 'k1', decode(repeat('ab', 600), 'hex'), '\\x00', received_at FROM events WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const [{ pages }] = await api.db.query(`SELECT pg_relation_size('event_payloads_default') / 8192 AS pages`);
    expect(Number(pages)).toBeGreaterThan(100);

    const tx = api.db.createQueryRunner();
    await tx.connect();
    try {
      await tx.startTransaction();
      // Counts this connection has not reported yet, which PostgreSQL reports only between transactions.
      const blocksRead = async () =>
        Number((await tx.query(`SELECT pg_stat_get_xact_blocks_fetched('event_payloads_default'::regclass) AS n`))[0].n);
      const before = await blocksRead();
      const [{ created }] = await tx.query(`SELECT create_day_partitions('event_payloads', $1::date, $2::date) AS created`, [
        utcDay(first),
        utcDay(first + days - 1),
      ]);
      const read = (await blocksRead()) - before;
      await tx.commitTransaction();
      expect(created).toBe(days);
      expect(read).toBeLessThanOrEqual(Number(pages) + 10);
    } finally {
      await tx.release();
    }
    const [{ left }] = await api.db.query(
      `SELECT count(*) FILTER (WHERE tableoid = 'event_payloads_default'::regclass)::int AS left FROM event_payloads WHERE event_id = ANY($1::uuid[])`,
      [ids],
    );
    expect(left).toBe(0);
    await api.db.query(`DELETE FROM events WHERE id = ANY($1::uuid[])`, [ids]);
  });

  it('pages, filters and exports events whose payloads lie in different partitions as one sequence (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            minutes: fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }),
            status: fc.constantFrom('queued', 'delivered', 'failed'),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: -2, max: 2 }),
        async (spread, limit, boundaryDay) => {
          const tenant = await createTenant(api.url); // no destination: nothing moves the statuses set below
          const events: { id: string; eventId: string; receivedAt: Date; status: string }[] = [];
          for (const [i, { minutes, status }] of spread.entries()) {
            const accepted = await ingest(api.url, tenant.endpoint.token, `{"i":${i}}`).expect(202);
            // Distinct instants: the millisecond part keeps two events of the same minute apart.
            const receivedAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutes * 60_000 + i);
            await api.db.query(`UPDATE events SET received_at = $2, status = $3 WHERE event_id = $1`, [
              accepted.body.event_id,
              receivedAt,
              status,
            ]);
            const [row] = await api.db.query(`SELECT id FROM events WHERE event_id = $1`, [accepted.body.event_id]);
            events.push({ id: row.id, eventId: accepted.body.event_id, receivedAt, status });
          }
          const newestFirst = (picked: typeof events) =>
            [...picked].sort((x, y) => y.receivedAt.getTime() - x.receivedAt.getTime() || (y.id < x.id ? -1 : 1)).map((e) => e.eventId);

          const walk = async (query: string): Promise<string[]> => {
            const seen: string[] = [];
            let cursor: string | null = null;
            do {
              const page: request.Response = await request(api.url)
                .get(`/api/events?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
                .set(bearer(tenant.key))
                .expect(200);
              expect(page.body.data.length).toBeLessThanOrEqual(limit);
              seen.push(...page.body.data.map((e: { event_id: string }) => e.event_id));
              cursor = page.body.next_cursor;
            } while (cursor);
            return seen;
          };
          const boundary = new Date(`${utcDay(boundaryDay)}T00:00:00Z`);
          expect(await walk('')).toEqual(newestFirst(events));
          expect(await walk('&status=delivered')).toEqual(newestFirst(events.filter((e) => e.status === 'delivered')));
          expect(await walk(`&receivedFrom=${boundary.toISOString()}`)).toEqual(
            newestFirst(events.filter((e) => e.receivedAt >= boundary)),
          );
          expect(await walk(`&receivedTo=${boundary.toISOString()}&status=queued,failed`)).toEqual(
            newestFirst(events.filter((e) => e.receivedAt < boundary && e.status !== 'delivered')),
          );

          const csv = await request(api.url)
            .get(`/api/events/export?receivedFrom=${boundary.toISOString()}`)
            .set(sessionHeaders(tenant.session))
            .expect(200);
          const exported = csv.text
            .trim()
            .split('\r\n')
            .slice(1)
            .map((line) => line.split(',')[1]);
          expect(exported).toEqual(newestFirst(events.filter((e) => e.receivedAt >= boundary)));

          // Each payload sits in the partition of its event's day, or the DEFAULT one where that day has none.
          const placed = await api.db.query(
            `SELECT p.tableoid::regclass::text AS home, to_char(p.received_at AT TIME ZONE 'UTC', 'YYYYMMDD') AS day,
                    p.received_at = e.received_at AS same
               FROM event_payloads p JOIN events e ON e.id = p.event_id WHERE p.event_id = ANY($1::uuid[])`,
            [events.map((e) => e.id)],
          );
          expect(placed).toHaveLength(events.length);
          for (const row of placed as { home: string; day: string; same: boolean }[]) {
            expect(row.same).toBe(true);
            expect([`event_payloads_p${row.day}`, 'event_payloads_default']).toContain(row.home);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
