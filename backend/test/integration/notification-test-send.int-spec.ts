import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import {
  addMember,
  bearer,
  createApiKey,
  createDestination,
  createTenant,
  pollUntil,
  sessionHeaders,
  waitForEvent,
} from '../support/factories';
import { expectProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';
import { ALL_SCOPES } from '../../src/core/auth/scopes';

/** POST /api/notification-endpoints/{id}/test (issue #29, item 6): one signed hookyard.test message to that URL only. */
describe('test-sending a notification URL', () => {
  let api: TestApp;
  const receivers: Receiver[] = [];
  const receiver = async (status = 200) => {
    const started = await startReceiver(() => ({ status }));
    receivers.push(started);
    return started;
  };

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '50ms,50ms' });
  });

  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await api.close();
  });

  async function addUrl(key: string, url: string) {
    const created = await request(api.url).post('/api/notification-endpoints').set(bearer(key)).send({ url }).expect(201);
    return { id: created.body.id as string, secret: created.body.signing_secret as string };
  }

  const sendTest = (key: string, id: string) => request(api.url).post(`/api/notification-endpoints/${id}/test`).set(bearer(key));

  it('delivers one hookyard.test message to that URL only, signed with its secret, recorded as an event with attempts', async () => {
    const tenant = await createTenant(api.url);
    const inbox = await receiver();
    const other = await receiver();
    const target = await addUrl(tenant.key, inbox.url);
    await addUrl(tenant.key, other.url);

    const before = Date.now();
    const sent = await sendTest(tenant.key, target.id).expect(202);
    expect(sent.body).toEqual({ event_id: expect.stringMatching(/^evt_/) });
    expect(sent.headers['ratelimit-limit']).toBe('5');

    const [message] = await pollUntil(
      async () => inbox.requests,
      (all) => all.length > 0,
    );
    const verified = new Webhook(target.secret).verify(message.body.toString('utf8'), message.headers as Record<string, string>) as {
      type: string;
      timestamp: string;
      data: Record<string, string>;
    };
    expect(verified).toEqual({
      type: 'hookyard.test',
      timestamp: expect.any(String),
      data: { organization_id: tenant.session.organizationId, notification_endpoint_id: target.id, sent_at: verified.timestamp },
    });
    expect(Date.parse(verified.data.sent_at)).toBeGreaterThanOrEqual(before - 1000);
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(
        message.body.toString('utf8'),
        message.headers as Record<string, string>,
      ),
    ).toThrow();

    const event = await waitForEvent(api.url, tenant.key, sent.body.event_id, (e) => e.status === 'delivered');
    expect(event.delivery_jobs).toEqual([expect.objectContaining({ destination_id: target.id, status: 'succeeded', attempt_count: 1 })]);
    expect(event.delivery_attempts).toEqual([
      expect.objectContaining({ destination_id: target.id, status: 'success', response_status: 200 }),
    ]);
    // "See deliveries": the notifications endpoint's events list shows it.
    const list = await request(api.url)
      .get('/api/events')
      .query({ destinationId: target.id, includeNotifications: 'true' })
      .set(bearer(tenant.key))
      .expect(200);
    expect(list.body.data.map((e: { event_id: string }) => e.event_id)).toEqual([sent.body.event_id]);
    expect(other.requests).toEqual([]);
  });

  it('records a failed delivery with its attempt, as any message', async () => {
    const tenant = await createTenant(api.url);
    const broken = await receiver(500);
    const target = await addUrl(tenant.key, broken.url);
    const sent = await sendTest(tenant.key, target.id).expect(202);
    const event = await waitForEvent(api.url, tenant.key, sent.body.event_id, (e) => e.status === 'dead_lettered');
    expect(event.delivery_attempts[0]).toMatchObject({ destination_id: target.id, response_status: 500, error_code: 'http_status' });
    expect(event.delivery_attempts[0].status).not.toBe('success');
  });

  it("answers 404 for another organization's URL, a plain destination and an unknown id; 400 for a malformed one", async () => {
    const tenant = await createTenant(api.url);
    const target = await addUrl(tenant.key, (await receiver()).url);
    const stranger = await createTenant(api.url);
    expectProblem(await sendTest(stranger.key, target.id), 404, 'not_found');
    expectProblem(
      await request(api.url).post(`/api/notification-endpoints/${target.id}/test`).set(sessionHeaders(stranger.session)),
      404,
      'not_found',
    );
    const ordinary = await createDestination(api.url, tenant.key, tenant.endpoint.id, (await receiver()).url);
    expectProblem(await sendTest(tenant.key, ordinary.id), 404, 'not_found');
    expectProblem(await sendTest(tenant.key, '00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    expectProblem(await sendTest(tenant.key, 'not-a-uuid'), 400, 'validation_failed');
  });

  it('is refused to a developer (admin role needed) and to a key without endpoints:write', async () => {
    const tenant = await createTenant(api.url);
    const target = await addUrl(tenant.key, (await receiver()).url);
    const developer = await addMember(api.url, tenant.session, 'developer');
    const asDeveloper = await request(api.url).post(`/api/notification-endpoints/${target.id}/test`).set(sessionHeaders(developer));
    expectProblem(asDeveloper, 403, 'insufficient_role', { required_role: 'admin' });
    const readOnly = await createApiKey(
      api.url,
      tenant.session,
      ALL_SCOPES.filter((scope) => scope !== 'endpoints:write'),
    );
    expectProblem(await sendTest(readOnly, target.id), 403, 'insufficient_scope', { required_scope: 'endpoints:write' });
    const admin = await addMember(api.url, tenant.session, 'admin');
    await request(api.url).post(`/api/notification-endpoints/${target.id}/test`).set(sessionHeaders(admin)).expect(202);
  });

  it('takes 5 test messages per URL, then answers 429 rate_limited with Retry-After; another URL has its own', async () => {
    const tenant = await createTenant(api.url);
    const inbox = await receiver();
    const first = await addUrl(tenant.key, inbox.url);
    const second = await addUrl(tenant.key, inbox.url);
    for (let i = 0; i < 5; i++) await sendTest(tenant.key, first.id).expect(202);
    const refused = await sendTest(tenant.key, first.id);
    expectProblem(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await sendTest(tenant.key, second.id).expect(202);
    await pollUntil(
      async () => inbox.requests.length,
      (n) => n >= 6,
    );
  });

  it('answers 409 destination_inactive for a URL that is not active, and sends nothing', async () => {
    const tenant = await createTenant(api.url);
    const inbox = await receiver();
    const target = await addUrl(tenant.key, inbox.url);
    await request(api.url).patch(`/api/destinations/${target.id}`).set(bearer(tenant.key)).send({ active: false }).expect(200);
    expectProblem(await sendTest(tenant.key, target.id), 409, 'destination_inactive');
    const events = await request(api.url)
      .get('/api/events')
      .query({ destinationId: target.id, includeNotifications: 'true' })
      .set(bearer(tenant.key))
      .expect(200);
    expect(events.body.data).toEqual([]);
  });
});
