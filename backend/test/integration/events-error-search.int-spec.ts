import request from 'supertest';
import { AttemptEventReceivedAt1764400000000 } from '../../src/core/database/migrations/1764400000000-attempt-event-received-at';
import { bearer, createApiKey, createDestination, createEndpoint, ingest, signup, waitForEvent } from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

interface Listed {
  id: string;
  event_id: string;
  received_at: string;
}

/**
 * The attempt error-message search of GET /api/events (docs/http.md, Event list), which reads the attempts in
 * the list's order through their copy of the event's received_at: newest first, each event once
 * however many of its attempts match, keyset pages, time bounds, the other filters, the export.
 *   failing endpoint → destination answering 500: three events, the middle one retried (two attempts)
 *   healthy endpoint → destination answering 200: one event, no error
 */
describe('GET /api/events?search= on attempt error messages (docs/http.md, Event list)', () => {
  let api: TestApp;
  let ok: Receiver;
  let failing: Receiver;
  let key: string;
  let stranger: string;
  let cookie: string;
  /** Oldest first: three failing events, then the delivered one. */
  let events: Listed[];

  const list = (query: string, as = key) => request(api.url).get(`/api/events${query}`).set(bearer(as));
  const page = async (query: string): Promise<{ ids: string[]; next: string | null }> => {
    const res = await list(query).expect(200);
    return { ids: res.body.data.map((event: Listed) => event.event_id), next: res.body.next_cursor };
  };
  const ids = async (query: string) => (await page(query)).ids;
  const newestFirst = (...indexes: number[]) => indexes.sort((x, y) => y - x).map((i) => events[i].event_id);
  const search = `?search=${encodeURIComponent('HTTP 500')}`;

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '1h' });
    ok = await startReceiver(() => ({ status: 200 }));
    failing = await startReceiver(() => ({ status: 500, body: 'boom' }));
    const session = await signup(api.url);
    cookie = session.cookie;
    key = await createApiKey(api.url, session);
    stranger = await createApiKey(api.url, await signup(api.url));
    const bad = await createEndpoint(api.url, key, 'failing');
    const good = await createEndpoint(api.url, key, 'healthy');
    await createDestination(api.url, key, bad.id, failing.url);
    await createDestination(api.url, key, good.id, ok.url);

    const accepted: string[] = [];
    for (const [token, body] of [
      [bad.token, '{"n":1}'],
      [bad.token, '{"n":2}'],
      [bad.token, '{"n":3}'],
      [good.token, '{"n":4}'],
    ]) {
      accepted.push((await ingest(api.url, token, body).expect(202)).body.event_id);
      await new Promise((resolve) => setTimeout(resolve, 15)); // distinct received_at values
    }
    for (const id of accepted.slice(0, 3)) await waitForEvent(api.url, key, id, (e) => e.delivery_attempts.length === 1);
    await waitForEvent(api.url, key, accepted[3], (e) => e.status === 'delivered');
    // The middle event fails a second time: two matching attempts, still one event in the list.
    await request(api.url).post(`/api/events/${accepted[1]}/retry`).set(bearer(key)).expect(202);
    await waitForEvent(api.url, key, accepted[1], (e) => e.delivery_attempts.length === 2);

    const all = (await list('').expect(200)).body.data as Listed[];
    events = accepted.map((id) => all.find((event) => event.event_id === id)!);
  });

  afterAll(async () => {
    await ok.close();
    await failing.close();
    await api.close();
  });

  it('finds each event with a matching attempt once, newest first, case-insensitively', async () => {
    expect(await ids(search)).toEqual(newestFirst(0, 1, 2));
    expect(await ids('?search=http%20500')).toEqual(newestFirst(0, 1, 2));
    expect(await ids('?search=answered')).toEqual(newestFirst(0, 1, 2));
    expect(await ids('?search=HTTP%20200')).toEqual([]);
    expect((await list(search, stranger).expect(200)).body).toEqual({ data: [], next_cursor: null });
  });

  it('pages through the matches with limit and next_cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 3; i++) {
      const { ids: got, next }: { ids: string[]; next: string | null } = await page(
        `${search}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...got);
      cursor = next;
    }
    expect(seen).toEqual(newestFirst(0, 1, 2));
    expect(cursor).toBeNull();
    const first = await page(`${search}&limit=2`);
    expect(first.ids).toEqual(newestFirst(1, 2));
    expect(await page(`${search}&limit=2&cursor=${encodeURIComponent(first.next!)}`)).toEqual({ ids: newestFirst(0), next: null });
  });

  it('combines with the time bounds and the other filters', async () => {
    const at = (i: number) => encodeURIComponent(events[i].received_at);
    expect(await ids(`${search}&receivedFrom=${at(1)}`)).toEqual(newestFirst(1, 2));
    expect(await ids(`${search}&receivedTo=${at(1)}`)).toEqual(newestFirst(0));
    expect(await ids(`${search}&receivedFrom=${at(1)}&receivedTo=${at(2)}`)).toEqual(newestFirst(1));
    expect(await ids(`${search}&status=delivered`)).toEqual([]);
    expect(await ids(`${search}&responseStatus=500`)).toEqual(newestFirst(0, 1, 2));
    expect(await ids(`${search}&responseStatus=2xx`)).toEqual([]);
  });

  it('exports the same events', async () => {
    const res = await request(api.url).get(`/api/events/export${search}`).set('cookie', cookie).expect(200);
    const rows = (res.text as string).trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[1])).toEqual(newestFirst(0, 1, 2));
  });

  it("keeps the event's received_at on every attempt, and the migration backfills it", async () => {
    const mismatched = `SELECT count(*)::int AS n FROM delivery_attempts a JOIN events e ON e.id = a.event_id
                         WHERE a.event_received_at IS DISTINCT FROM e.received_at`;
    const attempts = `SELECT count(*)::int AS n FROM delivery_attempts`;
    expect((await api.db.query(attempts))[0].n).toBeGreaterThanOrEqual(5);
    expect((await api.db.query(mismatched))[0].n).toBe(0);

    // down + up on the rows the delivery engine wrote, rolled back: the column comes back filled,
    // and follows a received_at that moves (nothing does, but a manual fix might).
    const runner = api.db.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query(`UPDATE events SET received_at = received_at - interval '1 day' WHERE id = $1`, [events[1].id]);
      expect((await runner.query(mismatched))[0].n).toBe(0);
      const migration = new AttemptEventReceivedAt1764400000000();
      await migration.down(runner);
      await migration.up(runner);
      expect((await runner.query(mismatched))[0].n).toBe(0);
      expect((await runner.query(`SELECT count(*)::int AS n FROM delivery_attempts WHERE event_received_at IS NULL`))[0].n).toBe(0);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
