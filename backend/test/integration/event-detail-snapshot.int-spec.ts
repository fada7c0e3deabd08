import { Client } from 'pg';
import request from 'supertest';
import { bearer, createTenant, EventDetail, ingest, pollUntil } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * GET /api/events/{id} reads the event, then its jobs, attempts and dead letters. A delivery that
 * commits between two of those reads must not show as a closed job beside an event still queued:
 * the dashboard stops reading an event once its jobs are final, and would keep the stale status.
 */
describe('the event detail is read from one snapshot', () => {
  let api: TestApp;
  let writer: Client;
  let observer: Client;

  beforeAll(async () => {
    api = await startTestApp({}, { worker: false }); // the job stays pending until the test closes it
    writer = new Client({ connectionString: process.env.HOOKYARD_TEST_DATABASE_URL });
    observer = new Client({ connectionString: process.env.HOOKYARD_TEST_DATABASE_URL });
    await Promise.all([writer.connect(), observer.connect()]);
  });

  afterAll(async () => {
    await Promise.all([writer.end(), observer.end()]);
    await api.close();
  });

  it('a delivery committed after the event was read and before its jobs were read is not half shown', async () => {
    const tenant = await createTenant(api.url, 'http://127.0.0.1:9/hook');
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"hello":"world"}').expect(202);
    const eventId: string = accepted.body.event_id;
    const before = await request(api.url).get(`/api/events/${eventId}`).set(bearer(tenant.key)).expect(200);
    expect([before.body.status, before.body.delivery_jobs[0].status]).toEqual(['queued', 'pending']);
    const id: string = before.body.id;

    // The jobs' table is held, so the detail reads the event and then waits at its jobs.
    await writer.query('BEGIN');
    await writer.query('LOCK TABLE delivery_jobs IN ACCESS EXCLUSIVE MODE');
    const detail = request(api.url)
      .get(`/api/events/${eventId}`)
      .set(bearer(tenant.key))
      .then((res) => res);
    const waiting = await pollUntil(
      async () => (await observer.query(`SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'delivery_jobs'::regclass`)).rowCount ?? 0,
      (count) => count > 0,
    );
    expect(waiting).toBeGreaterThan(0);

    // The delivery commits meanwhile, as the worker records one: the job and the event's status together.
    await writer.query(`UPDATE delivery_jobs SET status = 'succeeded', updated_at = now() WHERE event_id = $1`, [id]);
    await writer.query(`SELECT refresh_event_statuses(ARRAY[$1]::uuid[])`, [id]);
    await writer.query('COMMIT');

    const answered = (await detail).body as EventDetail;
    expect(answered.delivery_jobs).toHaveLength(1);
    const shown = [answered.status, answered.delivery_jobs[0]!.status];
    expect([
      ['queued', 'pending'],
      ['delivered', 'succeeded'],
    ]).toContainEqual(shown);

    // The next read shows the delivery whole.
    const after = await request(api.url).get(`/api/events/${eventId}`).set(bearer(tenant.key)).expect(200);
    expect([after.body.status, after.body.delivery_jobs[0].status]).toEqual(['delivered', 'succeeded']);
  });
});
