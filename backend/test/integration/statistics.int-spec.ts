import request from 'supertest';
import { StatsCounter } from '../../src/modules/stats/stats-counter';
import { bearer, createDestination, createTenant, ingest, pollUntil, waitForEvent } from '../support/factories';
import { expectValidationProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

interface Point {
  ts: string;
  received: number;
  delivered: number;
  failed_attempts: number;
  dead_lettered: number;
  rate_limited: number;
  latency_p50_ms: number | null;
  latency_p95_ms: number | null;
}

const sum = (points: Point[], field: 'received' | 'delivered' | 'failed_attempts' | 'dead_lettered' | 'rate_limited') =>
  points.reduce((total, point) => total + point[field], 0);

describe('statistics kept as they happen, and destination health (issue #17)', () => {
  let api: TestApp;
  let ok: Receiver;
  let broken: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '50ms', STATS_FLUSH_MS: '100' });
    ok = await startReceiver(() => ({ status: 200 }));
    broken = await startReceiver(() => ({ status: 500 }));
  });

  afterAll(async () => {
    await Promise.all([ok.close(), broken.close()]);
    await api.close();
  });

  const series = (key: string, query: string) =>
    request(api.url)
      .get(`/api/stats/timeseries?${query}`)
      .set(bearer(key))
      .expect(200)
      .then((res) => res.body as { interval: string; from: string; to: string; data: Point[] });

  /** A tenant whose endpoint has a destination answering 200 and one answering 500, and `count` events delivered to both. */
  async function tenantWithTraffic(count: number) {
    const tenant = await createTenant(api.url, ok.url);
    const failing = await createDestination(api.url, tenant.key, tenant.endpoint.id, broken.url);
    const since = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < count; i++) {
      const accepted = await ingest(api.url, tenant.endpoint.token, `{"n":${i}}`).expect(202);
      await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'dead_lettered');
    }
    await api.app.get(StatsCounter).flush();
    return { tenant, failing, since };
  }

  it('counts what was received, delivered, failed and dead-lettered, per minute and per hour, and per destination', async () => {
    const { tenant, failing, since } = await tenantWithTraffic(4);
    const range = `from=${since}&to=${new Date(Date.now() + 60_000).toISOString()}`;
    for (const interval of ['1m', '5m', '1h', '1d']) {
      const { data } = await series(tenant.key, `${range}&interval=${interval}`);
      expect([sum(data, 'received'), sum(data, 'delivered'), sum(data, 'failed_attempts'), sum(data, 'dead_lettered')]).toEqual([
        4, 4, 8, 4,
      ]);
    }
    // Every bucket of the range is there, zeros included, oldest first, a minute apart.
    const minutes = await series(tenant.key, `${range}&interval=1m`);
    expect(minutes.data.length).toBeGreaterThanOrEqual(2);
    minutes.data.forEach((point, i) => expect(Date.parse(point.ts)).toBe(Date.parse(minutes.from) + i * 60_000));
    const busy = minutes.data.filter((point) => point.delivered + point.failed_attempts > 0);
    expect(busy.every((point) => point.latency_p50_ms !== null && point.latency_p95_ms! >= point.latency_p50_ms!)).toBe(true);

    // One destination: its attempts, and its endpoint's received count.
    const only = await series(tenant.key, `${range}&interval=1h&destinationId=${failing.id}`);
    expect([sum(only.data, 'received'), sum(only.data, 'delivered'), sum(only.data, 'failed_attempts')]).toEqual([4, 0, 8]);
    const endpoint = await series(tenant.key, `${range}&interval=1h&endpointId=${tenant.endpoint.id}`);
    expect(sum(endpoint.data, 'received')).toBe(4);
  });

  it('keeps the counts across the minute→hour rollup and the expiry of minute rows', async () => {
    const { tenant } = await tenantWithTraffic(2);
    const org = tenant.session.organizationId;
    // Three days on: the minute rows are past their 48 hours.
    await api.db.query(`UPDATE stats_minutes SET bucket = bucket - interval '3 days' WHERE organization_id = $1`, [org]);
    await api.db.query(`UPDATE stats_hours SET bucket = bucket - interval '3 days' WHERE organization_id = $1`, [org]);
    const range = `from=${new Date(Date.now() - 4 * 86_400_000).toISOString()}&to=${new Date().toISOString()}`;
    const before = await series(tenant.key, `${range}&interval=1h`);
    expect([sum(before.data, 'received'), sum(before.data, 'delivered'), sum(before.data, 'failed_attempts')]).toEqual([2, 2, 4]);

    const [{ n: minuteRows }] = await api.db.query(`SELECT count(*)::int AS n FROM stats_minutes WHERE organization_id = $1`, [org]);
    expect(minuteRows).toBeGreaterThan(0);
    const { StatsRepository } = await import('../../src/modules/stats/stats.repository');
    await api.app.get(StatsRepository).deleteExpiredAcrossOrganizations(new Date(Date.now() - 50 * 3_600_000), new Date(0));
    const [{ n: left }] = await api.db.query(`SELECT count(*)::int AS n FROM stats_minutes WHERE organization_id = $1`, [org]);
    expect(left).toBe(0);

    // 1m and 5m that far back read the hour rows: the same totals.
    for (const interval of ['1h', '5m']) {
      const { data } = await series(
        tenant.key,
        `from=${new Date(Date.now() - 4 * 86_400_000).toISOString()}&to=${new Date(Date.now() - 2.5 * 86_400_000).toISOString()}&interval=${interval}`,
      );
      expect([sum(data, 'received'), sum(data, 'delivered'), sum(data, 'failed_attempts')]).toEqual([2, 2, 4]);
    }
  });

  it('gives every destination its health', async () => {
    const { tenant, failing } = await tenantWithTraffic(3);
    const res = await request(api.url).get(`/api/endpoints/${tenant.endpoint.id}/destinations`).set(bearer(tenant.key)).expect(200);
    const byId = new Map(res.body.data.map((d: { id: string; health: object }) => [d.id, d.health]));
    expect(byId.get(tenant.destination!.id)).toMatchObject({
      success_rate_1h: 1,
      success_rate_24h: 1,
      consecutive_failures: 0,
      failing_since: null,
      last_failure_at: null,
      last_success_at: expect.any(String),
      latency_p95_ms_1h: expect.any(Number),
    });
    expect(byId.get(failing.id)).toMatchObject({
      success_rate_1h: 0,
      consecutive_failures: 6,
      failing_since: expect.any(String),
      last_success_at: null,
      last_failure_at: expect.any(String),
    });
    // A destination without attempts yet.
    const fresh = await createDestination(api.url, tenant.key, tenant.endpoint.id, ok.url);
    const created = await request(api.url).get(`/api/endpoints/${tenant.endpoint.id}/destinations`).set(bearer(tenant.key)).expect(200);
    expect(created.body.data.find((d: { id: string }) => d.id === fresh.id).health).toEqual({
      state: 'healthy',
      success_rate_1h: null,
      success_rate_24h: null,
      last_success_at: null,
      last_failure_at: null,
      consecutive_failures: 0,
      failing_since: null,
      latency_p95_ms_1h: null,
    });
  });

  it("shows an organization nothing of another's", async () => {
    const { tenant, failing, since } = await tenantWithTraffic(1);
    const stranger = await createTenant(api.url);
    const range = `from=${since}&to=${new Date(Date.now() + 60_000).toISOString()}&interval=1m`;
    for (const filter of ['', `&destinationId=${failing.id}`, `&endpointId=${tenant.endpoint.id}`]) {
      const { data } = await series(stranger.key, range + filter);
      expect(sum(data, 'received') + sum(data, 'delivered') + sum(data, 'failed_attempts')).toBe(0);
    }
  });

  it('lists what needs attention: failing and disabled destinations, rate-limited endpoints', async () => {
    const { tenant, failing, since } = await tenantWithTraffic(1);
    await request(api.url)
      .patch(`/api/endpoints/${tenant.endpoint.id}`)
      .set(bearer(tenant.key))
      .send({ rate_limit_per_second: 1 })
      .expect(200);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await ingest(api.url, tenant.endpoint.token, '{}')).status);
    const refused = answers.filter((status) => status === 429).length;
    expect(refused).toBeGreaterThan(0);
    const parked = await createDestination(api.url, tenant.key, tenant.endpoint.id, ok.url);
    await request(api.url).patch(`/api/destinations/${parked.id}`).set(bearer(tenant.key)).send({ active: false }).expect(200);
    await api.app.get(StatsCounter).flush();

    const { data } = await series(tenant.key, `from=${since}&to=${new Date(Date.now() + 60_000).toISOString()}&interval=1h`);
    expect(sum(data, 'rate_limited')).toBe(refused);
    const attention = (await request(api.url).get('/api/stats/attention').set(bearer(tenant.key)).expect(200)).body;
    expect(attention.failing_destinations).toEqual([
      expect.objectContaining({
        destination_id: failing.id,
        endpoint_id: tenant.endpoint.id,
        consecutive_failures: expect.any(Number),
        last_error: 'destination answered HTTP 500',
      }),
    ]);
    expect(attention.disabled_destinations).toEqual([expect.objectContaining({ destination_id: parked.id, disabled_reason: 'manual' })]);
    expect(attention.rate_limited_endpoints).toEqual([
      expect.objectContaining({ endpoint_id: tenant.endpoint.id, rate_limited_1h: refused }),
    ]);
    const stranger = await createTenant(api.url);
    expect((await request(api.url).get('/api/stats/attention').set(bearer(stranger.key)).expect(200)).body).toEqual({
      failing_destinations: [],
      disabled_destinations: [],
      rate_limited_endpoints: [],
    });
  });

  it('refuses a backwards or oversized range', async () => {
    const { key } = await createTenant(api.url);
    const get = (query: string) => request(api.url).get(`/api/stats/timeseries?${query}`).set(bearer(key));
    expectValidationProblem(await get('from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z'), 'from');
    expectValidationProblem(await get('from=2026-01-01T00:00:00Z&to=2026-03-01T00:00:00Z&interval=1m'), 'interval');
    expectValidationProblem(await get('interval=2m'), 'interval');
    // a bucket ending after year 9999 could not be written as RFC 3339
    expectValidationProblem(await get('to=9999-12-31T23:59:59.999Z'), 'to');
    expectValidationProblem(await get('to=9999-12-31T00:00:00.001Z&interval=1d'), 'to');
    const latest = await get('from=9999-12-29T00:00:00Z&to=9999-12-31T00:00:00Z&interval=1d').expect(200);
    expect(latest.body).toMatchObject({ from: '9999-12-29T00:00:00.000Z', to: '9999-12-31T00:00:00.000Z' });
    expect(latest.body.data.map((point: { ts: string }) => point.ts)).toEqual(['9999-12-29T00:00:00.000Z', '9999-12-30T00:00:00.000Z']);
  });
});

describe('auto-disable (issue #17)', () => {
  let api: TestApp;
  let broken: Receiver;

  beforeAll(async () => {
    api = await startTestApp({
      RETRY_SCHEDULE: '50ms,50ms',
      STATS_FLUSH_MS: '100',
      DESTINATION_DISABLE_AFTER: '1s',
      DESTINATION_DISABLE_MIN_ATTEMPTS: '4',
    });
    broken = await startReceiver(() => ({ status: 503 }));
  });

  afterAll(async () => {
    await broken.close();
    await api.close();
  });

  it('disables a destination whose attempts all failed long enough, cancels its jobs, and enables again in one action', async () => {
    const tenant = await createTenant(api.url, broken.url);
    const destination = () =>
      request(api.url)
        .get(`/api/endpoints/${tenant.endpoint.id}/destinations`)
        .set(bearer(tenant.key))
        .expect(200)
        .then((res) => res.body.data[0]);
    const first = await ingest(api.url, tenant.endpoint.token, '{"n":1}').expect(202);
    await waitForEvent(api.url, tenant.key, first.body.event_id, (e) => e.status === 'dead_lettered');
    // 3 failed attempts in ~100 ms: neither long enough nor enough attempts.
    await api.app.get(StatsCounter).flush();
    expect(await destination()).toMatchObject({ active: true, disabled_reason: null });

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = await ingest(api.url, tenant.endpoint.token, '{"n":2}').expect(202);
    const disabled = await pollUntil(destination, (d) => d.active === false, 10_000);
    expect(disabled).toMatchObject({ active: false, disabled_reason: 'failing' });
    expect(disabled.health.consecutive_failures).toBeGreaterThanOrEqual(4);
    // The job of the second event was scheduled for a retry: disabling cancelled it.
    const event = await waitForEvent(
      api.url,
      tenant.key,
      second.body.event_id,
      (e) => e.status !== 'queued' && e.status !== 'retry_scheduled',
    );
    expect(['failed', 'dead_lettered']).toContain(event.status);
    // An attempt that failed before the disable may still wait for the next flush (100 ms): it
    // lands first, so the enable below resets every failure counted before it.
    await api.app.get(StatsCounter).flush();

    const enabled = await request(api.url)
      .patch(`/api/destinations/${disabled.id}`)
      .set(bearer(tenant.key))
      .send({ active: true })
      .expect(200);
    expect(enabled.body).toMatchObject({ active: true, disabled_reason: null, health: { consecutive_failures: 0, failing_since: null } });
  });
});
