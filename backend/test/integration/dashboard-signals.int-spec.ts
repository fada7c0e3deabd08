import request from 'supertest';
import { bearer, createDestination, createTenant, ingest, pollUntil, waitForEvent } from '../support/factories';
import { expectProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

/** Issue #29: health states from figures, notification URLs with their attempts, notifications out of lists unless asked. */
describe('dashboard signals', () => {
  let api: TestApp;
  const receivers: Receiver[] = [];
  const receiver = async (status: (n: number) => number = () => 200) => {
    let n = 0;
    const started = await startReceiver(() => ({ status: status(++n) }));
    receivers.push(started);
    return started;
  };

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '50ms,50ms', STATS_FLUSH_MS: '100', NOTIFY_DEAD_LETTER_WINDOW: '1s' });
  });

  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await api.close();
  });

  const get = (key: string, path: string) => request(api.url).get(path).set(bearer(key)).expect(200);

  it("counts a notification URL's attempts, and leaves notifications out of the events list and statistics unless asked", async () => {
    const tenant = await createTenant(api.url);
    const inbox = await receiver();
    const created = await request(api.url).post('/api/notification-endpoints').set(bearer(tenant.key)).send({ url: inbox.url }).expect(201);
    const broken = await receiver(() => 500);
    await createDestination(api.url, tenant.key, tenant.endpoint.id, broken.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'dead_lettered');

    // The dead letter is told to the notification URL, and its delivery shows on the URL's destination.
    const health = await pollUntil(
      async () => (await get(tenant.key, `/api/destinations/${created.body.id}`)).body.health,
      // the statistics and the health are two statements of one flush: wait for both
      (h) => h.success_rate_1h === 1 && h.last_success_at !== null,
      // the window's delayed job, the message's delivery and a statistics flush: seconds, more on a busy machine
      40_000,
    );
    expect(health).toMatchObject({ state: 'healthy', last_success_at: expect.any(String), consecutive_failures: 0 });
    const endpoints = (await get(tenant.key, '/api/endpoints')).body.data as { id: string; purpose: string }[];
    const notifications = endpoints.find((e) => e.purpose === 'notifications')!;
    expect(endpoints.find((e) => e.id === tenant.endpoint.id)).toMatchObject({ purpose: 'ingest' });

    const listed = async (query: string) =>
      ((await get(tenant.key, `/api/events?${query}`)).body.data as { endpoint_id: string }[]).map((e) => e.endpoint_id);
    expect(await listed('')).toEqual([tenant.endpoint.id]);
    expect(await listed('includeNotifications=false')).toEqual([tenant.endpoint.id]);
    expect(new Set(await listed('includeNotifications=true'))).toEqual(new Set([tenant.endpoint.id, notifications.id]));
    expect(await listed(`endpointId=${notifications.id}`)).toEqual([notifications.id]);
    expectProblem(await request(api.url).get('/api/events?includeNotifications=yes').set(bearer(tenant.key)), 400, 'validation_failed');

    const delivered = async (query: string) =>
      ((await get(tenant.key, `/api/stats/timeseries?interval=1h&${query}`)).body.data as { delivered: number }[]).reduce(
        (sum, p) => sum + p.delivered,
        0,
      );
    await pollUntil(
      () => delivered('includeNotifications=true'),
      (n) => n === 1,
    );
    expect(await delivered('')).toBe(0);
    expect(await delivered(`destinationId=${created.body.id}`)).toBe(1);
    expect(await delivered(`endpointId=${notifications.id}`)).toBe(1);
  }, 60_000);

  it("gives each destination a health state from its figures and each endpoint its worst destination's", async () => {
    const tenant = await createTenant(api.url);
    const good = await receiver();
    const bad = await receiver(() => 500);
    const fine = await createDestination(api.url, tenant.key, tenant.endpoint.id, good.url);
    const endpointHealth = async () =>
      ((await get(tenant.key, '/api/endpoints')).body.data as { id: string; health: string | null }[]).find(
        (e) => e.id === tenant.endpoint.id,
      )!.health;
    const first = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    await waitForEvent(api.url, tenant.key, first.body.event_id, (e) => e.status === 'delivered');
    await pollUntil(endpointHealth, (health) => health === 'healthy');

    const failing = await createDestination(api.url, tenant.key, tenant.endpoint.id, bad.url);
    const second = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    await waitForEvent(api.url, tenant.key, second.body.event_id, (e) => e.status === 'dead_lettered');
    // three failed attempts in a row: failing
    const state = (id: string) => get(tenant.key, `/api/destinations/${id}`).then((res) => res.body.health.state as string);
    await pollUntil(
      () => state(failing.id),
      (s) => s === 'failing',
    );
    expect(await state(fine.id)).toBe('healthy');
    expect(await endpointHealth()).toBe('failing');

    await request(api.url).patch(`/api/destinations/${failing.id}`).set(bearer(tenant.key)).send({ active: false }).expect(200);
    expect(await state(failing.id)).toBe('disabled');
    expect(await endpointHealth()).toBe('disabled');
  });
});
