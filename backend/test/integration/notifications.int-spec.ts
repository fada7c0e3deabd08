import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { bearer, createDestination, createTenant, ingest, pollUntil, waitForEvent } from '../support/factories';
import { expectProblem } from '../support/problem';
import { ReceivedRequest, Receiver, startReceiver } from '../support/receiver';
import { startTestApp, startTestWorker, TestApp } from '../support/test-app';

interface Message {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** The messages a notification URL received, each verified with the standardwebhooks library and the URL's secret. */
function verified(requests: ReceivedRequest[], secret: string): Message[] {
  const webhook = new Webhook(secret);
  return requests.map((r) => webhook.verify(r.body.toString('utf8'), r.headers as Record<string, string>) as Message);
}

describe('operational webhooks (issue #17)', () => {
  let api: TestApp;
  const receivers: Receiver[] = [];
  const receiver = async (status: (n: number) => number = () => 200) => {
    let n = 0;
    const started = await startReceiver(() => ({ status: status(++n) }));
    receivers.push(started);
    return started;
  };

  beforeAll(async () => {
    api = await startTestApp({
      RETRY_SCHEDULE: '50ms,50ms',
      STATS_FLUSH_MS: '100',
      DESTINATION_DISABLE_AFTER: '1s',
      DESTINATION_DISABLE_MIN_ATTEMPTS: '3',
      NOTIFY_DEAD_LETTER_WINDOW: '1s',
      NOTIFY_RATE_LIMITED_WINDOW: '1h',
      NOTIFY_RECOVERED_AFTER: '500ms',
    });
  });

  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await api.close();
  });

  /** A tenant with a notification URL (answering `status`), its secret shown once. */
  async function tenantWithNotifications(status?: (n: number) => number) {
    const tenant = await createTenant(api.url);
    const inbox = await receiver(status);
    const created = await request(api.url).post('/api/notification-endpoints').set(bearer(tenant.key)).send({ url: inbox.url }).expect(201);
    expect(created.body).toMatchObject({
      url: inbox.url,
      active: true,
      name: 'Notifications',
      signing_secret: expect.stringMatching(/^whsec_/),
    });
    return { tenant, inbox, secret: created.body.signing_secret as string, id: created.body.id as string };
  }

  it('registers notification URLs per organization, lists them without their secret, and deletes them', async () => {
    const { tenant, id } = await tenantWithNotifications();
    const list = await request(api.url).get('/api/notification-endpoints').set(bearer(tenant.key)).expect(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id })]);
    expect(list.body.data[0]).not.toHaveProperty('signing_secret');

    const stranger = await createTenant(api.url);
    expect((await request(api.url).get('/api/notification-endpoints').set(bearer(stranger.key)).expect(200)).body.data).toEqual([]);
    expectProblem(await request(api.url).delete(`/api/notification-endpoints/${id}`).set(bearer(stranger.key)), 404, 'not_found');
    // An ordinary destination is not a notification URL.
    const ordinary = await createDestination(api.url, tenant.key, tenant.endpoint.id, 'https://example.com/hook');
    expectProblem(await request(api.url).delete(`/api/notification-endpoints/${ordinary.id}`).set(bearer(tenant.key)), 404, 'not_found');

    await request(api.url).delete(`/api/notification-endpoints/${id}`).set(bearer(tenant.key)).expect(204);
    expect((await request(api.url).get('/api/notification-endpoints').set(bearer(tenant.key)).expect(200)).body.data).toEqual([]);
  });

  it('sends destination.disabled when a destination is auto-disabled, signed per Standard Webhooks', async () => {
    const { tenant, inbox, secret } = await tenantWithNotifications();
    const failing = await receiver(() => 500);
    const destination = await createDestination(api.url, tenant.key, tenant.endpoint.id, failing.url);
    const first = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    await waitForEvent(api.url, tenant.key, first.body.event_id, (e) => e.status === 'dead_lettered');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await ingest(api.url, tenant.endpoint.token, '{}').expect(202);

    const messages = await pollUntil(
      async () => verified(inbox.requests, secret),
      (all) => all.some((m) => m.type === 'destination.disabled'),
      15_000,
    );
    const disabled = messages.find((m) => m.type === 'destination.disabled')!;
    expect(disabled.data).toMatchObject({
      destination_id: destination.id,
      endpoint_id: tenant.endpoint.id,
      url: failing.url,
      reason: 'failing',
      consecutive_failures: expect.any(Number),
      failing_since: expect.any(String),
    });
    // A wrong secret does not verify.
    expect(() => verified(inbox.requests.slice(0, 1), `whsec_${Buffer.alloc(32, 1).toString('base64')}`)).toThrow();
  });

  it('sends destination.recovered once a destination stayed free of failures for NOTIFY_RECOVERED_AFTER', async () => {
    const { tenant, inbox, secret } = await tenantWithNotifications();
    const flaky = await receiver((n) => (n <= 2 ? 503 : 200));
    const destination = await createDestination(api.url, tenant.key, tenant.endpoint.id, flaky.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
    const messages = await pollUntil(
      async () => verified(inbox.requests, secret),
      (all) => all.some((m) => m.type === 'destination.recovered'),
      10_000,
    );
    expect(messages.find((m) => m.type === 'destination.recovered')!.data).toMatchObject({
      destination_id: destination.id,
      failing_since: expect.any(String),
      recovered_at: expect.any(String),
    });
  });

  it('sends one event.dead_lettered per destination per window, with the count and the first event ids', async () => {
    const { tenant, inbox, secret } = await tenantWithNotifications();
    const broken = await receiver(() => 500);
    const destination = await createDestination(api.url, tenant.key, tenant.endpoint.id, broken.url);
    // Far from auto-disable: this organization's destination fails three times per event, within ~100 ms.
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await ingest(api.url, tenant.endpoint.token, `{"n":${i}}`).expect(202)).body.event_id);
    for (const id of ids) await waitForEvent(api.url, tenant.key, id, (e) => e.status === 'dead_lettered');

    const messages = await pollUntil(
      async () => verified(inbox.requests, secret).filter((m) => m.type === 'event.dead_lettered'),
      (found) => found.length > 0,
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1500)); // no second message for the same window
    const all = verified(inbox.requests, secret).filter((m) => m.type === 'event.dead_lettered');
    expect(all).toHaveLength(1);
    expect(messages[0]!.data).toMatchObject({ destination_id: destination.id, count: 3 });
    expect(new Set(messages[0]!.data.event_ids as string[])).toEqual(new Set(ids));
  });

  it('sends one endpoint.rate_limited per endpoint per window', async () => {
    const { tenant, inbox, secret } = await tenantWithNotifications();
    await request(api.url)
      .patch(`/api/endpoints/${tenant.endpoint.id}`)
      .set(bearer(tenant.key))
      .send({ rate_limit_per_second: 1 })
      .expect(200);
    let refused = 0;
    for (let i = 0; i < 8; i++) if ((await ingest(api.url, tenant.endpoint.token, '{}')).status === 429) refused++;
    expect(refused).toBeGreaterThan(1);
    const messages = await pollUntil(
      async () => verified(inbox.requests, secret).filter((m) => m.type === 'endpoint.rate_limited'),
      (found) => found.length > 0,
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(verified(inbox.requests, secret).filter((m) => m.type === 'endpoint.rate_limited')).toHaveLength(1);
    expect(messages[0]!.data).toMatchObject({ endpoint_id: tenant.endpoint.id, project_id: tenant.endpoint.projectId, limit: 2 });
  });

  it('never sends a notification about a notification', async () => {
    // The notification URL always fails: its messages are retried and dead-lettered, and say nothing of it.
    const { tenant, inbox } = await tenantWithNotifications(() => 500);
    const broken = await receiver(() => 500);
    await createDestination(api.url, tenant.key, tenant.endpoint.id, broken.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'dead_lettered');
    // One event.dead_lettered message (about the ordinary destination), tried 3 times.
    await pollUntil(
      async () => inbox.requests.length,
      (n) => n >= 3,
      10_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const ids = new Set(inbox.requests.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect(inbox.requests).toHaveLength(3);
    const list = await request(api.url).get('/api/notification-endpoints').set(bearer(tenant.key)).expect(200);
    expect(list.body.data[0].active).toBe(true);
  });
});

describe('a dead-letter window whose worker stopped before it closed', () => {
  let api: TestApp;
  let workers: INestApplicationContext[] = [];
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '50ms', NOTIFY_DEAD_LETTER_WINDOW: '2s' }, { worker: false });
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await Promise.all(receivers.map((r) => r.close()));
    await api.close();
  });

  it('is closed by another worker, with its message', async () => {
    const tenant = await createTenant(api.url);
    const inbox = await startReceiver();
    const broken = await startReceiver(() => ({ status: 500 }));
    receivers.push(inbox, broken);
    const created = await request(api.url).post('/api/notification-endpoints').set(bearer(tenant.key)).send({ url: inbox.url }).expect(201);
    const destination = await createDestination(api.url, tenant.key, tenant.endpoint.id, broken.url);
    const opener = await startTestWorker(api.config);
    workers.push(opener);
    const { event_id } = (await ingest(api.url, tenant.endpoint.token, '{"doomed":true}').expect(202)).body;
    await waitForEvent(api.url, tenant.key, event_id, (e) => e.status === 'dead_lettered');
    // the worker that opened the window stops before the window (2 s) closes; another one runs on
    await opener.close();
    workers = [await startTestWorker(api.config)];

    const messages = await pollUntil(
      async () => verified(inbox.requests, created.body.signing_secret).filter((m) => m.type === 'event.dead_lettered'),
      (found) => found.length > 0,
      15_000,
    );
    expect(messages).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ destination_id: destination.id, count: 1, event_ids: [event_id] }) }),
    ]);
  });
});
