import fc from 'fast-check';
import request from 'supertest';
import { ulid } from 'ulid';
import { DeletedEvents, ExpiredEventsRepository } from '../../src/modules/events/expired-events.repository';
import { ExpiredEventsService } from '../../src/modules/events/expired-events.service';
import { RetentionService } from '../../src/modules/events/retention.service';
import { bearer, createTenant, ingest, waitForEvent } from '../support/factories';
import { startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 30;
const EVENT_RETENTION_DAYS = 60;
/** Every table that holds rows of an event, by its column naming the event. */
const HANGING_OFF = [
  ['events', 'id'],
  ['event_payloads', 'event_id'],
  ['delivery_jobs', 'event_id'],
  ['delivery_attempts', 'event_id'],
  ['delivery_attempt_details', 'event_id'],
  ['dead_letters', 'event_id'],
  ['idempotency_keys', 'event_id'],
] as const;

/** 00:00 UTC of the day `days` days ago: retention's whole-day cutoffs. */
function dayStartAgo(days: number): number {
  const then = new Date(Date.now() - days * DAY_MS);
  return Date.UTC(then.getUTCFullYear(), then.getUTCMonth(), then.getUTCDate());
}

describe('EVENT_RETENTION_DAYS: events past it deleted with everything hanging off them (docs/architecture.md, Event retention)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ RETENTION_DAYS: String(RETENTION_DAYS), EVENT_RETENTION_DAYS: String(EVENT_RETENTION_DAYS) });
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  afterEach(() => jest.restoreAllMocks());

  /** Ingests one event per body and waits until each is `status`; their internal ids. */
  async function delivered(token: string, key: string, count: number, status = 'delivered', idempotencyKey?: string): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const call = ingest(api.url, token, `{"n":${i}}`);
      const accepted = await (idempotencyKey ? call.set('idempotency-key', `${idempotencyKey}-${i}`) : call).expect(202);
      ids.push((await waitForEvent(api.url, key, accepted.body.event_id, (e) => e.status === status)).id);
    }
    return ids;
  }

  /** Moves events' received_at back (the migration's trigger moves their payloads, attempts and details along). */
  async function age(ids: string[], receivedAt: Date): Promise<void> {
    await api.db.query(`UPDATE events SET received_at = $2 WHERE id = ANY($1::uuid[])`, [ids, receivedAt]);
  }

  /** Rows per table (see HANGING_OFF) that belong to each event. */
  async function rowsOf(ids: string[]): Promise<Record<string, Record<string, number>>> {
    const rows: Record<string, Record<string, number>> = Object.fromEntries(ids.map((id) => [id, {}]));
    for (const [table, column] of HANGING_OFF) {
      const counted: { id: string; n: number }[] = await api.db.query(
        `SELECT ids.id, (SELECT count(*)::int FROM ${table} WHERE ${column} = ids.id) AS n FROM unnest($1::uuid[]) AS ids(id)`,
        [ids],
      );
      for (const { id, n } of counted) rows[id][table] = n;
    }
    return rows;
  }

  /** Sets one open job on each event, due in a day: the event is in flight. */
  async function putInFlight(ids: string[]): Promise<void> {
    await api.db.query(
      `UPDATE delivery_jobs SET status = 'retry_scheduled', next_attempt_at = now() + interval '1 day' WHERE event_id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /** Retention as the maintenance schedule runs it: archive, then delete (in batches of `batchSize`). */
  async function maintain(batchSize?: number) {
    await api.app.get(RetentionService).archive();
    return api.app.get(ExpiredEventsService).deleteExpired(batchSize);
  }

  it('deletes old events with their jobs, attempts, dead letters and idempotency records in bounded batches; newer, in-flight and other organizations’ rows stay', async () => {
    const a = await createTenant(api.url, receiver.url);
    const b = await createTenant(api.url, receiver.url);
    const noDestination = await createTenant(api.url); // its events are dead-lettered: no_active_destinations
    const old = [
      ...(await delivered(a.endpoint.token, a.key, 4, 'delivered', 'old')),
      ...(await delivered(b.endpoint.token, b.key, 2)),
      ...(await delivered(noDestination.endpoint.token, noDestination.key, 1, 'dead_lettered')),
    ];
    const [inFlight] = await delivered(a.endpoint.token, a.key, 1);
    const archivedOnly = [...(await delivered(a.endpoint.token, a.key, 1)), ...(await delivered(b.endpoint.token, b.key, 1))];
    const recent = [...(await delivered(a.endpoint.token, a.key, 1)), ...(await delivered(b.endpoint.token, b.key, 1))];
    await age([...old, inFlight], new Date(Date.now() - (EVENT_RETENTION_DAYS + 10) * DAY_MS));
    await age(archivedOnly, new Date(Date.now() - (RETENTION_DAYS + 10) * DAY_MS));
    await putInFlight([inFlight]);
    const [{ organization_id: organizationId }] = await api.db.query(`SELECT organization_id FROM events WHERE id = $1`, [inFlight]);
    const operations = { old: `op_${ulid()}`, recent: `op_${ulid()}`, running: `op_${ulid()}` };
    await api.db.query(
      `INSERT INTO bulk_operations (id, organization_id, kind, status, filters, matched, created_by_kind, snapshot_at,
                                    cursor_received_at, cursor_event_id, created_at, finished_at)
       SELECT o.id, $1, 'retry', o.status, '{}', 0, 'api_key', o.at, o.at, gen_random_uuid(), o.at, o.finished_at
         FROM (VALUES ($2, 'succeeded', now() - interval '70 days', now() - interval '70 days'),
                      ($3, 'cancelled', now() - interval '10 days', now() - interval '10 days'),
                      ($4, 'running', now() - interval '70 days', NULL::timestamptz)) AS o(id, status, at, finished_at)`,
      [organizationId, operations.old, operations.recent, operations.running],
    );
    expect(Object.values(await rowsOf(old)).every((rows) => rows.delivery_attempts + rows.dead_letters > 0)).toBe(true);

    const [oldest] = await api.db.query(`SELECT event_id FROM events WHERE id = $1`, [old[0]]);
    await api.app.get(RetentionService).archive();
    const kept = [inFlight, ...archivedOnly, ...recent];
    const keptBefore = await rowsOf(kept);
    const batches: DeletedEvents[] = [];
    const repository = api.app.get(ExpiredEventsRepository);
    const deleteBatch = repository.deleteDueEventsOfAllOrganizations.bind(repository);
    jest.spyOn(repository, 'deleteDueEventsOfAllOrganizations').mockImplementation(async (days, limit) => {
      const batch = await deleteBatch(days, limit);
      batches.push(batch);
      return batch;
    });
    const run = await api.app.get(ExpiredEventsService).deleteExpired(2);

    expect(Object.values(await rowsOf(old)).flatMap((rows) => Object.values(rows))).toEqual(Array(old.length * HANGING_OFF.length).fill(0));
    expect(await rowsOf(kept)).toEqual(keptBefore);
    expect(keptBefore[inFlight].delivery_jobs).toBe(1);
    expect(run).toMatchObject({ held: expect.any(Number), batches: batches.length });
    expect(run!.deleted).toBeGreaterThanOrEqual(old.length);
    expect(run!.undelivered).toBeGreaterThanOrEqual(1);
    expect(run!.held).toBeGreaterThanOrEqual(1);
    expect(batches.length).toBeGreaterThanOrEqual(Math.ceil(old.length / 2));
    expect(batches.every((batch) => batch.deleted <= 2)).toBe(true);
    const left = await api.db.query(`SELECT id FROM bulk_operations WHERE id = ANY($1::text[]) ORDER BY id`, [Object.values(operations)]);
    expect(left.map((row: { id: string }) => row.id)).toEqual([operations.recent, operations.running].sort());

    const missing = await request(api.url).get(`/api/events/${oldest.event_id}`).set(bearer(a.key)).expect(404);
    expect(missing.body.code).toBe('not_found');
    const listed = await request(api.url).get('/api/events?limit=250').set(bearer(b.key)).expect(200);
    expect(listed.body.data.map((e: { id: string }) => e.id).sort()).toEqual([archivedOnly[1], recent[1]].sort());

    // The in-flight event goes once its job closes.
    await api.db.query(`UPDATE delivery_jobs SET status = 'cancelled', next_attempt_at = NULL WHERE event_id = $1`, [inFlight]);
    await maintain();
    expect(Object.values((await rowsOf([inFlight]))[inFlight])).toEqual(Array(HANGING_OFF.length).fill(0));
  });

  it('deletes exactly the events received before the horizon whose jobs are closed, whatever their age and organization (property)', async () => {
    const tenants = [await createTenant(api.url, receiver.url), await createTenant(api.url, receiver.url)];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ tenant: fc.nat(1), minutesAgo: fc.integer({ min: 0, max: 100 * 24 * 60 }), open: fc.boolean() }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (events) => {
          const ids: string[] = [];
          const receivedAt: Date[] = [];
          for (const { tenant, minutesAgo } of events) {
            const [id] = await delivered(tenants[tenant].endpoint.token, tenants[tenant].key, 1);
            receivedAt.push(new Date(Date.now() - minutesAgo * 60_000));
            await age([id], receivedAt[receivedAt.length - 1]);
            ids.push(id);
          }
          await putInFlight(ids.filter((_, i) => events[i].open));
          const horizon = dayStartAgo(EVENT_RETENTION_DAYS);
          const before = await rowsOf(ids);
          await maintain();
          const after = await rowsOf(ids);
          for (const [i, id] of ids.entries()) {
            const due = receivedAt[i].getTime() < horizon && !events[i].open;
            if (due) expect(Object.values(after[id])).toEqual(Array(HANGING_OFF.length).fill(0));
            else {
              for (const table of ['events', 'delivery_jobs', 'delivery_attempts'] as const)
                expect(after[id][table]).toBe(before[id][table]);
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});
