import { Client } from 'pg';

type Latest = [status: string, trigger: string];

let db: Client;

beforeAll(async () => {
  db = new Client({ connectionString: process.env.HOOKYARD_TEST_DATABASE_URL });
  await db.connect();
});

afterAll(async () => {
  await db.end();
});

/** The status rule of docs/http.md, Event status, as the SQL function that every writer of jobs applies. */
describe('event_status_from_latest: an event follows the latest job per destination', () => {
  async function statusOf(latest: Latest[]): Promise<string | null> {
    const replays = latest.filter(([, trigger]) => trigger === 'replay');
    const { rows } = await db.query<{ status: string | null }>(`SELECT event_status_from_latest($1::text[], $2::text[]) AS status`, [
      latest.map(([status]) => status),
      replays.length > 0 ? replays.map(([status]) => status) : null, // as array_agg(…) FILTER gives them
    ]);
    return rows[0].status;
  }

  it('is null without jobs, so the event keeps its status', async () => {
    expect(await statusOf([])).toBeNull();
    const { rows } = await db.query(`SELECT event_status_from_latest(NULL, NULL) AS status`);
    expect(rows[0].status).toBeNull();
  });

  it('is queued while an ingest or retry job runs, whatever the others did', async () => {
    expect(
      await statusOf([
        ['pending', 'ingest'],
        ['dead_lettered', 'ingest'],
      ]),
    ).toBe('queued');
    expect(await statusOf([['in_progress', 'retry']])).toBe('queued');
  });

  it('is replayed while replay jobs run', async () => {
    expect(
      await statusOf([
        ['in_progress', 'replay'],
        ['succeeded', 'ingest'],
      ]),
    ).toBe('replayed');
    expect(
      await statusOf([
        ['pending', 'ingest'],
        ['pending', 'replay'],
      ]),
    ).toBe('replayed');
    // a finished replay job no longer makes the event "replayed"
    expect(
      await statusOf([
        ['succeeded', 'replay'],
        ['retry_scheduled', 'ingest'],
      ]),
    ).toBe('retry_scheduled');
  });

  it('ranks retry_scheduled over dead_lettered over failed', async () => {
    expect(
      await statusOf([
        ['dead_lettered', 'ingest'],
        ['failed', 'ingest'],
        ['retry_scheduled', 'ingest'],
      ]),
    ).toBe('retry_scheduled');
    expect(
      await statusOf([
        ['failed', 'ingest'],
        ['dead_lettered', 'ingest'],
      ]),
    ).toBe('dead_lettered');
    expect(
      await statusOf([
        ['failed', 'ingest'],
        ['succeeded', 'ingest'],
      ]),
    ).toBe('failed');
    expect(await statusOf([['cancelled', 'ingest']])).toBe('failed');
  });

  it('is delivered only when every latest job succeeded', async () => {
    expect(
      await statusOf([
        ['succeeded', 'ingest'],
        ['succeeded', 'replay'],
      ]),
    ).toBe('delivered');
  });
});

describe('record_delivery_attempts: the worker bookkeeping commits asynchronously', () => {
  const setting = async () => (await db.query<{ synchronous_commit: string }>('SHOW synchronous_commit')).rows[0].synchronous_commit;

  it('turns synchronous_commit off for its own transaction only', async () => {
    expect(await setting()).toBe('on');
    await db.query('BEGIN');
    await db.query(
      `SELECT record_delivery_attempts('{}'::uuid[], '{}'::uuid[], '{}'::uuid[], '{}'::uuid[], '{}'::uuid[], '{}'::int[], '{}'::text[],
                                       '{}'::int[], '{}'::int[], '{}'::text[], '{}'::text[], '{}'::int[], '{}'::uuid[], '{}'::timestamptz[],
                                       '{}'::text[], '{}'::text[], '{}'::bytea[])`,
    );
    expect(await setting()).toBe('off');
    await db.query('COMMIT');
    expect(await setting()).toBe('on');
  });
});
