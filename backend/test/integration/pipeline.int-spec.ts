import { createHash, createHmac } from 'node:crypto';
import request from 'supertest';
import { bearer, createTenant, ingest, signup, createApiKey, waitForEvent } from '../support/factories';
import { startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

describe('the pipeline, from the sender to the destination', () => {
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

  it('stores, delivers with a valid Standard Webhooks signature, and reports the attempt', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const body = JSON.stringify({ type: 'invoice.paid', amount: 4200 });

    const accepted = await ingest(api.url, tenant.endpoint.token, body)
      .set('x-sender-trace', 'abc123')
      .set('authorization', 'Basic c2VjcmV0')
      .set('cookie', 'sender=secret')
      .expect(202);
    expect(accepted.headers['content-type']).toMatch(/^application\/json/);
    expect(accepted.body).toEqual({ ok: true, event_id: expect.stringMatching(/^evt_[0-9A-HJKMNP-TV-Z]{26}$/), status: 'queued' });

    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
    expect(event.payload_sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(event.payload_size_bytes).toBe(Buffer.byteLength(body));
    expect(event.content_type).toBe('application/json');
    expect(event.delivery_jobs).toEqual([
      expect.objectContaining({ destination_id: tenant.destination!.id, status: 'succeeded', trigger: 'ingest', attempt_count: 1 }),
    ]);
    expect(event.delivery_attempts).toEqual([
      expect.objectContaining({
        event_id: event.id,
        job_id: event.delivery_jobs[0].id,
        destination_id: tenant.destination!.id,
        attempt_number: 1,
        status: 'success',
        response_status: 200,
        error_message: null,
        duration_ms: expect.any(Number),
      }),
    ]);
    expect(event.dead_letters).toEqual([]);

    const [delivered] = await receiver.waitFor(1);
    expect(delivered.method).toBe('POST');
    expect(delivered.body.toString()).toBe(body);
    expect(delivered.headers['content-type']).toBe('application/json');
    expect(delivered.headers['webhook-id']).toBe(accepted.body.event_id);
    expect(delivered.headers['user-agent']).toMatch(/^Hookyard\//);
    expect(delivered.headers['x-sender-trace']).toBe('abc123');
    expect(delivered.headers.authorization).toBeUndefined();
    expect(delivered.headers.cookie).toBeUndefined();
    const timestamp = String(delivered.headers['webhook-timestamp']);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const secret = Buffer.from(tenant.destination!.secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', secret).update(`${accepted.body.event_id}.${timestamp}.${body}`).digest('base64');
    expect(delivered.headers['webhook-signature']).toBe(`v1,${expected}`);
  });

  it('keeps binary and empty bodies byte for byte', async () => {
    receiver.requests.length = 0;
    const tenant = await createTenant(api.url, receiver.url);
    const binary = Buffer.from([0, 255, 1, 254, 0xc3, 0x28, 10]);
    const first = await ingest(api.url, tenant.endpoint.token, binary, 'application/octet-stream').expect(202);
    const second = await request(api.url).post(`/api/ingest/${tenant.endpoint.token}`).expect(202);

    const binaryEvent = await waitForEvent(api.url, tenant.key, first.body.event_id, (e) => e.status === 'delivered');
    expect(binaryEvent.payload_sha256).toBe(createHash('sha256').update(binary).digest('hex'));
    const emptyEvent = await waitForEvent(api.url, tenant.key, second.body.event_id, (e) => e.status === 'delivered');
    expect(emptyEvent.payload_size_bytes).toBe(0);

    const received = await receiver.waitFor(2);
    const byId = new Map(received.map((r) => [r.headers['webhook-id'], r]));
    expect(byId.get(first.body.event_id)!.body.equals(binary)).toBe(true);
    expect(byId.get(second.body.event_id)!.body.length).toBe(0);
  });

  it('lists events newest first, finds one by evt_ id or UUID, and hides other organizations', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await ingest(api.url, tenant.endpoint.token, `{"n":${i}}`).expect(202)).body.event_id);

    const list = await request(api.url).get('/api/events').set(bearer(tenant.key)).expect(200);
    expect(list.body.data.map((e: { event_id: string }) => e.event_id)).toEqual([...ids].reverse());
    expect(list.body.next_cursor).toBeNull();
    expect(Object.keys(list.body.data[0]).sort()).toEqual(
      [
        'content_type',
        'endpoint_id',
        'event_id',
        'event_type',
        'id',
        'idempotency_key',
        'payload_sha256',
        'payload_size_bytes',
        'project_id',
        'received_at',
        'status',
      ].sort(),
    );

    const byUuid = await request(api.url).get(`/api/events/${list.body.data[0].id}`).set(bearer(tenant.key)).expect(200);
    expect(byUuid.body.event_id).toBe(ids[2]);

    const stranger = await signup(api.url);
    const strangerKey = await createApiKey(api.url, stranger);
    const foreign = await request(api.url).get(`/api/events/${ids[0]}`).set(bearer(strangerKey)).expect(404);
    expect(foreign.body).toMatchObject({ status: 404, code: 'not_found' });
    const strangerList = await request(api.url).get('/api/events').set(bearer(strangerKey)).expect(200);
    expect(strangerList.body.data).toEqual([]);
  });

  it('pages with a keyset cursor that stays stable while new events arrive', async () => {
    const tenant = await createTenant(api.url);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await ingest(api.url, tenant.endpoint.token, `{"n":${i}}`).expect(202)).body.event_id);
    const first = await request(api.url).get('/api/events?limit=2').set(bearer(tenant.key)).expect(200);
    expect(first.body.data.map((e: { event_id: string }) => e.event_id)).toEqual([ids[4], ids[3]]);
    await ingest(api.url, tenant.endpoint.token, '{"late":true}').expect(202);
    const second = await request(api.url).get(`/api/events?limit=2&cursor=${first.body.next_cursor}`).set(bearer(tenant.key)).expect(200);
    expect(second.body.data.map((e: { event_id: string }) => e.event_id)).toEqual([ids[2], ids[1]]);
    const third = await request(api.url).get(`/api/events?limit=2&cursor=${second.body.next_cursor}`).set(bearer(tenant.key)).expect(200);
    expect(third.body.data.map((e: { event_id: string }) => e.event_id)).toEqual([ids[0]]);
    expect(third.body.next_cursor).toBeNull();
  });
});
