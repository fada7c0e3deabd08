import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { bearer, createDestination, createTenant, ingest, waitForEvent } from '../support/factories';
import { startReceiver, Receiver } from '../support/receiver';
import type { IngestEndpoint } from '../../src/modules/ingest/ingest.repository';
import { IngestService } from '../../src/modules/ingest/ingest.service';
import { startTestApp, TestApp } from '../support/test-app';

const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });

/** A raw POST, so the test controls Content-Length and chunking exactly. */
function rawPost(
  url: string,
  path: string,
  chunks: Buffer[],
  headers: Record<string, string | number>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe('ingest (docs/http.md, Ingest)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ MAX_PAYLOAD_BYTES: '1024', RELAY_INTERVAL_MS: '200' });
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('answers a malformed, unknown and rotated-away token with the same 401', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const rotated = tenant.endpoint.token;
    await request(api.url).post(`/api/endpoints/${tenant.endpoint.id}/rotate-token`).set(bearer(tenant.key)).expect(200);

    const answers = await Promise.all(
      ['not-a-token', 'A'.repeat(43), rotated, '..%2F..%2Fapi%2Fevents'].map((token) => ingest(api.url, token, '{}')),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(withoutRequestId(answer.body)).toEqual(withoutRequestId(answers[0].body));
      expect(answer.body.code).toBe('invalid_endpoint_token');
      expect(answer.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('refuses a disabled endpoint with 403 before reading or limiting anything', async () => {
    const tenant = await createTenant(api.url);
    await request(api.url).patch(`/api/endpoints/${tenant.endpoint.id}`).set(bearer(tenant.key)).send({ enabled: false }).expect(200);
    const oversized = await ingest(api.url, tenant.endpoint.token, 'x'.repeat(5000), 'text/plain').expect(403);
    expect(oversized.body.code).toBe('endpoint_disabled');
    expect(oversized.headers['ratelimit-limit']).toBeUndefined();
  });

  it('limits each endpoint with a token bucket and says so in RateLimit headers', async () => {
    const tenant = await createTenant(api.url);
    await request(api.url)
      .patch(`/api/endpoints/${tenant.endpoint.id}`)
      .set(bearer(tenant.key))
      .send({ rate_limit_per_second: 1 })
      .expect(200);
    const first = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    expect(first.headers['ratelimit-limit']).toBe('2');
    expect(first.headers['ratelimit-remaining']).toBe('1');
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(1);
    // A request refused for its size still takes a token.
    const tooLarge = await ingest(api.url, tenant.endpoint.token, 'x'.repeat(2000), 'text/plain').expect(413);
    expect(tooLarge.headers['ratelimit-remaining']).toBe('0');
    const limited = await ingest(api.url, tenant.endpoint.token, 'x'.repeat(2000), 'text/plain').expect(429);
    expect(limited.body).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.headers['ratelimit-remaining']).toBe('0');

    const other = await createTenant(api.url);
    await ingest(api.url, other.endpoint.token, '{}').expect(202);
  });

  it('refuses bodies over MAX_PAYLOAD_BYTES by Content-Length and while streaming, and accepts exactly the limit', async () => {
    const tenant = await createTenant(api.url);
    const path = `/api/ingest/${tenant.endpoint.token}`;
    const exact = await rawPost(api.url, path, [Buffer.alloc(1024, 97)], { 'content-type': 'text/plain', 'content-length': 1024 });
    expect(exact.status).toBe(202);
    const declared = await rawPost(api.url, path, [Buffer.alloc(1025, 97)], { 'content-type': 'text/plain', 'content-length': 1025 });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ code: 'payload_too_large', status: 413 });
    const chunked = await rawPost(api.url, path, [Buffer.alloc(600, 97), Buffer.alloc(600, 98)], {
      'content-type': 'text/plain',
      'transfer-encoding': 'chunked',
    });
    expect(chunked.status).toBe(413);
    await request(api.url).get('/healthz').expect(200);
    const events = await request(api.url).get('/api/events').set(bearer(tenant.key)).expect(200);
    expect(events.body.data.map((e: { payload_size_bytes: number }) => e.payload_size_bytes)).toEqual([1024]);
  });

  it('replays an Idempotency-Key with the same payload and refuses it with another', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const first = await ingest(api.url, tenant.endpoint.token, '{"n":1}').set('idempotency-key', 'order-42').expect(202);
    await waitForEvent(api.url, tenant.key, first.body.event_id, (e) => e.status === 'delivered');
    const again = await ingest(api.url, tenant.endpoint.token, '{"n":1}').set('idempotency-key', 'order-42').expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual({ ok: true, event_id: first.body.event_id, status: 'delivered' });
    expect(again.headers['ratelimit-limit']).toBeDefined();

    const reused = await ingest(api.url, tenant.endpoint.token, '{"n":2}').set('idempotency-key', 'order-42').expect(422);
    expect(reused.body.code).toBe('idempotency_key_reused');

    const list = await request(api.url).get('/api/events').set(bearer(tenant.key)).expect(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].idempotency_key).toBe('order-42');

    // The key is scoped to the endpoint.
    const other = await createTenant(api.url);
    await ingest(api.url, other.endpoint.token, '{"n":2}').set('idempotency-key', 'order-42').expect(202);
  });

  it('refuses malformed Idempotency-Keys with 400', async () => {
    const tenant = await createTenant(api.url);
    for (const key of ['x'.repeat(256), 'tab\there', '']) {
      const res = await ingest(api.url, tenant.endpoint.token, '{}').set('idempotency-key', key);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('creates exactly one event for 20 parallel requests with one Idempotency-Key', async () => {
    const tenant = await createTenant(api.url);
    await request(api.url)
      .patch(`/api/endpoints/${tenant.endpoint.id}`)
      .set(bearer(tenant.key))
      .send({ rate_limit_per_second: 1000 })
      .expect(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ingest(api.url, tenant.endpoint.token, '{"same":true}').set('idempotency-key', 'parallel-1')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.every((status) => [200, 202, 409].includes(status))).toBe(true);
    const eventIds = new Set(answers.filter((a) => a.status !== 409).map((a) => a.body.event_id));
    expect(eventIds.size).toBe(1);
    for (const conflict of answers.filter((a) => a.status === 409)) expect(conflict.body.code).toBe('idempotency_in_progress');
    const [{ count }] = await api.db.query(`SELECT count(*)::int AS count FROM events WHERE endpoint_id = $1`, [tenant.endpoint.id]);
    expect(count).toBe(1);
  });

  it('dead-letters an event whose endpoint has no active destination', async () => {
    const tenant = await createTenant(api.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    expect(accepted.body.status).toBe('queued');
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'dead_lettered');
    expect(event.delivery_jobs).toEqual([]);
    expect(event.dead_letters).toEqual([
      expect.objectContaining({ reason: 'no_active_destinations', job_id: null, destination_id: null, attempt_count: 0 }),
    ]);
  });

  it('dead-letters in the statement that stores them the events of a batch whose endpoint has no active destination', async () => {
    const orphan = await createTenant(api.url);
    const served = await createTenant(api.url, receiver.url);
    const endpoints: IngestEndpoint[] = await api.db.query(
      `SELECT id, organization_id, project_id, enabled, rate_limit_per_second FROM endpoints WHERE id = ANY($1)`,
      [[orphan.endpoint.id, served.endpoint.id]],
    );
    const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
    // Submitted in one turn of the event loop, so they are stored together (one ingest_store_many).
    const ingests = api.app.get(IngestService);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        ingests.accept(byId.get(i % 2 ? orphan.endpoint.id : served.endpoint.id)!, Buffer.from(`{"n":${i}}`), {
          'content-type': 'application/json',
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 'queued')).toBe(true);
    // Read at once: no relay tick in between, the storing statement did it.
    const rows: { endpoint_id: string; status: string; reasons: string[]; jobs: number }[] = await api.db.query(
      `SELECT e.endpoint_id, e.status,
              ARRAY(SELECT reason FROM dead_letters d WHERE d.event_id = e.id) AS reasons,
              (SELECT count(*)::int FROM delivery_jobs j WHERE j.event_id = e.id) AS jobs
         FROM events e WHERE e.event_id = ANY($1)`,
      [answers.map((answer) => answer.event_id)],
    );
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      if (row.endpoint_id === orphan.endpoint.id)
        expect(row).toMatchObject({ status: 'dead_lettered', reasons: ['no_active_destinations'], jobs: 0 });
      else expect(row).toMatchObject({ reasons: [], jobs: 1 });
    }
  });

  it('creates one job per active destination only', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const second = await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url);
    const inactive = await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url);
    await request(api.url).patch(`/api/destinations/${inactive.id}`).set(bearer(tenant.key)).send({ active: false }).expect(200);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
    expect(event.delivery_jobs.map((job) => job.destination_id).sort()).toEqual([tenant.destination!.id, second.id].sort());
  });

  it('answers 500 storage_failure and writes nothing when the database refuses', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    try {
      await api.db.query(`
        CREATE FUNCTION refuse_test_events() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.organization_id = '${tenant.session.organizationId}' THEN RAISE EXCEPTION 'refused by test'; END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER refuse_test_events BEFORE INSERT ON event_payloads FOR EACH ROW EXECUTE FUNCTION refuse_test_events();`);
      const refused = await ingest(api.url, tenant.endpoint.token, '{"lost":false}').expect(500);
      expect(refused.body).toMatchObject({ status: 500, code: 'storage_failure' });
      expect(JSON.stringify(refused.body)).not.toMatch(/refused by test|event_payloads|SQL/i);
    } finally {
      await api.db.query(`DROP TRIGGER IF EXISTS refuse_test_events ON event_payloads; DROP FUNCTION IF EXISTS refuse_test_events();`);
    }
    const [{ events, jobs }] = await api.db.query(
      `SELECT (SELECT count(*)::int FROM events WHERE endpoint_id = $1) AS events,
              (SELECT count(*)::int FROM delivery_jobs WHERE destination_id = $2) AS jobs`,
      [tenant.endpoint.id, tenant.destination!.id],
    );
    expect({ events, jobs }).toEqual({ events: 0, jobs: 0 });
  });

  it('stores concurrent ingests together, each with its own payload, headers and jobs, and delivers each', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const second = await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url);
    const bodies = Array.from({ length: 30 }, (_, i) => `{"concurrent":${i},"pad":"${'x'.repeat(i * 7)}"}`);
    const accepted = await Promise.all(
      bodies.map((body, i) =>
        request(api.url)
          .post(`/api/ingest/${tenant.endpoint.token}`)
          .set('content-type', i % 2 ? 'application/json' : 'text/plain; charset="utf-8"')
          .set('x-sent-as', String(i))
          .send(body)
          .expect(202),
      ),
    );
    for (const [i, answer] of accepted.entries()) {
      expect(answer.body).toEqual({ ok: true, event_id: expect.stringMatching(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/), status: 'queued' });
      expect(answer.headers['ratelimit-limit']).toBeDefined();
      const event = await waitForEvent(api.url, tenant.key, answer.body.event_id, (e) => e.status === 'delivered');
      expect(event.payload_size_bytes).toBe(Buffer.byteLength(bodies[i]));
      expect(event.content_type).toBe(i % 2 ? 'application/json' : 'text/plain; charset="utf-8"');
      expect(event.delivery_jobs.map((job) => job.destination_id).sort()).toEqual([tenant.destination!.id, second.id].sort());
    }
    for (const [i, answer] of accepted.entries()) {
      const deliveries = receiver.requests.filter((r) => r.headers['webhook-id'] === answer.body.event_id);
      expect(deliveries).toHaveLength(2);
      for (const delivery of deliveries) {
        expect(delivery.body.toString()).toBe(bodies[i]);
        expect(delivery.headers['x-sent-as']).toBe(String(i));
      }
    }
  });

  it('answers 500 only to the ingests the database refuses when others are stored at the same moment', async () => {
    const refusedTenant = await createTenant(api.url, receiver.url);
    const tenant = await createTenant(api.url, receiver.url);
    let answers: { status: number; body: { event_id?: string; code?: string } }[];
    // The trigger's DDL locks event_payloads and each of its partitions, while the worker's claims
    // and the periodic partition job lock them too: PostgreSQL may pick the DDL as a deadlock's victim.
    const ddl = async (sql: string) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await api.db.query(sql);
        } catch (error) {
          if ((error as { driverError?: { code?: string } }).driverError?.code !== '40P01' || attempt === 5) throw error;
        }
      }
    };
    try {
      await ddl(`
        CREATE FUNCTION refuse_test_batch() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.organization_id = '${refusedTenant.session.organizationId}' THEN RAISE EXCEPTION 'refused by test'; END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER refuse_test_batch BEFORE INSERT ON event_payloads FOR EACH ROW EXECUTE FUNCTION refuse_test_batch();`);
      answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => ingest(api.url, (i % 4 === 0 ? refusedTenant : tenant).endpoint.token, `{"i":${i}}`)),
      );
    } finally {
      await ddl(`DROP TRIGGER IF EXISTS refuse_test_batch ON event_payloads; DROP FUNCTION IF EXISTS refuse_test_batch();`);
    }
    answers.forEach((answer, i) => {
      if (i % 4 === 0) expect(answer.body).toMatchObject({ status: 500, code: 'storage_failure' });
      else expect(answer.status).toBe(202);
    });
    const [{ refused, stored, jobs }] = await api.db.query(
      `SELECT (SELECT count(*)::int FROM events WHERE endpoint_id = $1) AS refused,
              (SELECT count(*)::int FROM events WHERE endpoint_id = $2) AS stored,
              (SELECT count(*)::int FROM delivery_jobs WHERE destination_id = $3) AS jobs`,
      [refusedTenant.endpoint.id, tenant.endpoint.id, tenant.destination!.id],
    );
    expect({ refused, stored, jobs }).toEqual({ refused: 0, stored: 15, jobs: 15 });
  });
});
