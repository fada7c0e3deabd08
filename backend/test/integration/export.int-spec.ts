import request from 'supertest';
import { bearer, createTenant, ingest, waitForEvent, createDestination } from '../support/factories';
import { startReceiver, Receiver } from '../support/receiver';
import { parseCsv } from '../support/csv';
import { startTestApp, TestApp } from '../support/test-app';

describe('GET /api/events/export (docs/http.md, Export)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp();
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('streams the filtered events as RFC 4180 CSV to a signed-in session only', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const second = await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url);
    const plain = await ingest(api.url, tenant.endpoint.token, '{"a":1}').expect(202);
    const hostile = await ingest(api.url, tenant.endpoint.token, '=HYPERLINK("http://evil")', '=cmd|calc, "x"').expect(202);
    await waitForEvent(api.url, tenant.key, hostile.body.event_id, (e) => e.status === 'delivered');

    const refused = await request(api.url).get('/api/events/export').set(bearer(tenant.key)).expect(401);
    expect(refused.body.code).toBe('unauthenticated');

    const res = await request(api.url)
      .get('/api/events/export')
      .set('cookie', tenant.session.cookie)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="events-\d{8}T\d{6}Z\.csv"$/);
    const rows = parseCsv(res.body as string);
    expect(rows[0]).toEqual([
      'id',
      'event_id',
      'status',
      'project_id',
      'endpoint_id',
      'destination_ids',
      'payload_sha256',
      'payload_size_bytes',
      'content_type',
      'received_at',
      'event_type',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual([hostile.body.event_id, plain.body.event_id]);
    const hostileRow = rows[1];
    expect(hostileRow[8]).toBe(`'=cmd|calc, "x"`);
    expect(hostileRow[5].split(' ').sort()).toEqual([tenant.destination!.id, second.id].sort());
    expect(hostileRow[9]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('applies the list filters and pages through more rows than one database page', async () => {
    const tenant = await createTenant(api.url);
    const sample = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const [event] = await api.db.query(`SELECT * FROM events WHERE event_id = $1`, [sample.body.event_id]);
    await api.db.query(
      `INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes, content_type, received_at, updated_at)
       SELECT gen_random_uuid(), $1, $2, $3, 'evt_' || lpad(n::text, 26, '0'), CASE WHEN n % 2 = 0 THEN 'delivered' ELSE 'failed' END,
              $4, 2, 'application/json', now() - make_interval(secs => n), now()
         FROM generate_series(1, 4999) AS n`,
      [event.organization_id, event.project_id, event.endpoint_id, event.payload_sha256],
    );
    const text = async (query: string) =>
      (
        await request(api.url)
          .get(`/api/events/export${query}`)
          .set('cookie', tenant.session.cookie)
          .buffer(true)
          .parse((r, done) => {
            let body = '';
            r.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
            r.on('end', () => done(null, body));
          })
          .expect(200)
      ).body as string;
    const all = parseCsv(await text(''));
    expect(all).toHaveLength(5001);
    expect(new Set(all.slice(1).map((row) => row[0])).size).toBe(5000);
    const failed = parseCsv(await text('?status=failed'));
    expect(failed).toHaveLength(2501);
    expect(failed.slice(1).every((row) => row[2] === 'failed')).toBe(true);

    const invalid = await request(api.url).get('/api/events/export?status=nope').set('cookie', tenant.session.cookie).expect(400);
    expect(invalid.body.code).toBe('validation_failed');
  });
});
