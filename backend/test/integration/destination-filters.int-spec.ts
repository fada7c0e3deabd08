import request from 'supertest';
import { StatsCounter } from '../../src/modules/stats/stats-counter';
import {
  bearer,
  createDestination,
  createTenant,
  EventDetail,
  ingest,
  pollUntil,
  waitForEvent,
  createTypedTenant,
} from '../support/factories';
import { expectValidationProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

type Tenant = Awaited<ReturnType<typeof createTenant>>;

/** Two events told apart by type, body and headers; each filter below takes exactly one of them, or none. */
const A = {
  body: { type: 'invoice.paid', amount: 150, currency: 'usd', tags: ['vip', 'eu'], customer: { email: 'ann@example.com', name: 'Ann' } },
  headers: { 'X-Shop': 'alpha' },
};
const B = {
  body: { type: 'invoice.failed', amount: 50, currency: 'eur', tags: ['us'], customer: { email: 'bob@example.org' } },
  headers: { 'X-Shop': 'beta' },
};

/** [filter, which event passes it, why the other is refused]; every operator appears. */
const CASES: [object, 'A' | 'B' | 'none', string][] = [
  [{ event_types: ['invoice.paid'] }, 'A', 'event_type'],
  [{ event_types: ['refund.*', 'invoice.f*'] }, 'B', 'event_type'],
  [{ body: { currency: 'usd' } }, 'A', 'body'],
  [{ body: { tags: 'vip' } }, 'A', 'body'], // a primitive against an array: contains
  [{ body: { customer: { name: 'Ann' } } }, 'A', 'body'],
  [{ body: { amount: { $eq: 50 } } }, 'B', 'body'],
  [{ body: { currency: { $neq: 'usd' } } }, 'B', 'body'],
  [{ body: { amount: { $gt: 100 } } }, 'A', 'body'],
  [{ body: { amount: { $gte: 150 } } }, 'A', 'body'],
  [{ body: { amount: { $lt: 100 } } }, 'B', 'body'],
  [{ body: { amount: { $lte: 50 } } }, 'B', 'body'],
  [{ body: { currency: { $in: ['eur', 'gbp'] } } }, 'B', 'body'],
  [{ body: { currency: { $nin: ['eur'] } } }, 'A', 'body'],
  [{ body: { customer: { email: { $startsWith: 'ann@' } } } }, 'A', 'body'],
  [{ body: { customer: { email: { $endsWith: '.org' } } } }, 'B', 'body'],
  [{ body: { customer: { name: { $exist: false } } } }, 'B', 'body'],
  [{ body: { $or: [{ amount: { $lt: 10 } }, { currency: 'usd' }] } }, 'A', 'body'],
  [{ body: { $and: [{ amount: { $gt: 10 } }, { currency: 'eur' }] } }, 'B', 'body'],
  [{ body: { $not: { currency: 'usd' } } }, 'B', 'body'],
  [{ headers: { 'x-shop': 'alpha' } }, 'A', 'headers'],
  [{ headers: { 'x-shop': { $startsWith: 'b' } } }, 'B', 'headers'],
  // All parts present must match: A is refused by its headers, B by its body.
  [{ event_types: ['invoice.*'], body: { amount: { $gt: 100 } }, headers: { 'x-shop': 'beta' } }, 'none', ''],
];

describe('destination filters (issue #28 §2)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '50ms', STATS_FLUSH_MS: '100' });
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  const typedTenant = (): Promise<Tenant> => createTypedTenant(api.url);

  const send = (tenant: Tenant, event: { body: object; headers: Record<string, string> }) =>
    request(api.url).post(`/api/ingest/${tenant.endpoint.token}`).set(event.headers).send(event.body).expect(202);
  const settled = (tenant: Tenant, eventId: string) =>
    // the detail reads the event and its jobs in separate queries: the event's status is awaited too
    waitForEvent(
      api.url,
      tenant.key,
      eventId,
      (e) => e.status !== 'queued' && e.delivery_jobs.length > 0 && e.delivery_jobs.every((j) => !OPEN.has(j.status)),
    );
  const OPEN = new Set(['pending', 'in_progress', 'retry_scheduled']);
  const jobOf = (event: EventDetail, destinationId: string) => event.delivery_jobs.filter((job) => job.destination_id === destinationId);
  const receivedAt = (path: string) => receiver.requests.filter((r) => r.path === `/hook${path}`).map((r) => r.headers['webhook-id']);

  it('sends each event only to the destinations whose filter takes it, by type, body and headers, with every operator', async () => {
    const tenant = await typedTenant();
    const destinations = [];
    for (const [i, [filter]] of CASES.entries()) {
      destinations.push(await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}/case-${i}`, { filter }));
    }
    const [a, b] = [(await send(tenant, A)).body.event_id, (await send(tenant, B)).body.event_id];
    const events = { A: await settled(tenant, a), B: await settled(tenant, b) };

    for (const [i, [filter, passes, reason]] of CASES.entries()) {
      const expected = passes === 'none' ? [] : [passes === 'A' ? a : b];
      const label = `case ${i} ${JSON.stringify(filter)}`;
      expect({ label, received: receivedAt(`/case-${i}`) }).toEqual({ label, received: expected });
      for (const name of ['A', 'B'] as const) {
        const [job] = jobOf(events[name], destinations[i].id);
        const why = passes === 'none' ? (name === 'A' ? 'headers' : 'body') : reason;
        const status = passes === name ? { status: 'succeeded', filtered_by: null } : { status: 'filtered', filtered_by: why };
        expect({ label, name, ...status }).toEqual({ label, name, status: job.status, filtered_by: job.filtered_by });
      }
    }
    // A filtered job is settled, not a failure: both events end delivered, with attempts only where something was sent.
    expect([events.A.status, events.B.status]).toEqual(['delivered', 'delivered']);
    const filteredJobs = events.A.delivery_jobs.filter((job) => job.status === 'filtered');
    expect(filteredJobs.every((job) => job.attempt_count === 0)).toBe(true);
    expect(events.A.delivery_attempts).toHaveLength(events.A.delivery_jobs.length - filteredJobs.length);
    expect(events.A.dead_letters).toEqual([]);
  });

  it('never matches a body rule when the body is not JSON; an event all of whose jobs are filtered ends delivered and counts nowhere', async () => {
    const tenant = await typedTenant();
    const since = new Date(Date.now() - 60_000).toISOString();
    const [json, anyBody] = [
      await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}/text-json`, {
        filter: { body: { $not: { a: 1 } } },
      }),
      await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}/text-none`, { filter: { event_types: ['*'] } }),
    ];
    const accepted = await ingest(api.url, tenant.endpoint.token, 'hello, not json', 'text/plain').expect(202);
    const event = await settled(tenant, accepted.body.event_id);
    expect(event.status).toBe('delivered');
    expect(jobOf(event, json.id)).toEqual([expect.objectContaining({ status: 'filtered', filtered_by: 'body', attempt_count: 0 })]);
    expect(jobOf(event, anyBody.id)).toEqual([expect.objectContaining({ status: 'filtered', filtered_by: 'event_type' })]); // no type at all
    expect([event.delivery_attempts, event.dead_letters, receivedAt('/text-json'), receivedAt('/text-none')]).toEqual([[], [], [], []]);

    // Statistics and health: received, and nothing delivered, failed or dead-lettered.
    await api.app.get(StatsCounter).flush();
    const range = `from=${since}&to=${new Date(Date.now() + 60_000).toISOString()}&interval=1h`;
    const points = (await request(api.url).get(`/api/stats/timeseries?${range}`).set(bearer(tenant.key)).expect(200)).body.data as Record<
      string,
      number
    >[];
    const total = (field: string) => points.reduce((sum, point) => sum + point[field], 0);
    expect(['received', 'delivered', 'failed_attempts', 'dead_lettered'].map(total)).toEqual([1, 0, 0, 0]);
    const listed = (await request(api.url).get(`/api/endpoints/${tenant.endpoint.id}/destinations`).set(bearer(tenant.key)).expect(200))
      .body;
    for (const destination of listed.data) {
      expect(destination.active).toBe(true);
      expect(destination.health).toMatchObject({
        consecutive_failures: 0,
        last_failure_at: null,
        last_success_at: null,
        success_rate_1h: null,
      });
    }
  });

  it('applies the current filter to replays and bulk replays', async () => {
    const tenant = await typedTenant();
    const destination = await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}/replayed`, {
      filter: { event_types: ['refund.*'] },
    });
    const setFilter = (filter: unknown) =>
      request(api.url).patch(`/api/destinations/${destination.id}`).set(bearer(tenant.key)).send({ filter }).expect(200);
    const id = (await send(tenant, A)).body.event_id;
    expect((await settled(tenant, id)).delivery_jobs).toEqual([expect.objectContaining({ status: 'filtered', filtered_by: 'event_type' })]);

    await setFilter({ body: { currency: 'usd' } });
    await request(api.url).post(`/api/events/${id}/replay`).set(bearer(tenant.key)).expect(202);
    await pollUntil(
      async () => receivedAt('/replayed'),
      (ids) => ids.length === 1,
    );
    await setFilter({ headers: { 'x-shop': 'beta' } });
    await request(api.url).post('/api/events/bulk-replay').set(bearer(tenant.key)).send({ endpointId: tenant.endpoint.id }).expect(202);
    const event = await waitForEvent(api.url, tenant.key, id, (e) => e.delivery_jobs.length === 3 && e.status === 'delivered');
    expect(event.delivery_jobs.map((job) => [job.trigger, job.status, job.filtered_by])).toEqual([
      ['ingest', 'filtered', 'event_type'],
      ['replay', 'succeeded', null],
      ['replay', 'filtered', 'headers'],
    ]);
    expect(receivedAt('/replayed')).toEqual([id]);
    // A filtered job is not retryable: nothing is owed.
    const filtered = event.delivery_jobs[2];
    expect((await request(api.url).post(`/api/delivery-jobs/${filtered.id}/retry`).set(bearer(tenant.key))).status).toBe(409);
  });

  it('answers the filter on create, list and PATCH, and refuses an invalid one with 400 naming the path', async () => {
    const tenant = await createTenant(api.url);
    const filter = { event_types: ['invoice.*'], body: { amount: { $gt: 10 } }, headers: { 'x-shop': 'alpha' } };
    const created = await request(api.url)
      .post(`/api/endpoints/${tenant.endpoint.id}/destinations`)
      .set(bearer(tenant.key))
      .send({ name: 'filtered', url: receiver.url, filter })
      .expect(201);
    expect(created.body.filter).toEqual(filter);
    const list = await request(api.url).get(`/api/endpoints/${tenant.endpoint.id}/destinations`).set(bearer(tenant.key)).expect(200);
    expect(list.body.data[0].filter).toEqual(filter);
    const patch = (body: object) => request(api.url).patch(`/api/destinations/${created.body.id}`).set(bearer(tenant.key)).send(body);
    expect((await patch({ name: 'renamed' }).expect(200)).body.filter).toEqual(filter);
    expect((await patch({ filter: null }).expect(200)).body.filter).toBeNull();
    const plain = await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url);
    const filters = async () =>
      (await request(api.url).get(`/api/endpoints/${tenant.endpoint.id}/destinations`).set(bearer(tenant.key)).expect(200)).body.data.map(
        (d: { filter: unknown }) => d.filter,
      );
    expect(await filters()).toEqual([null, null]);
    expect(plain.id).toBeDefined();

    let deep: object = { a: 1 };
    for (let i = 0; i < 12; i++) deep = { a: deep };
    const invalid: [unknown, string][] = [
      [{ body: { amount: { $gt: true } } }, 'filter.body.amount.$gt: expected a number or string'],
      [{ body: { a: { $where: 'sleep(1)' } } }, 'filter.body.a.$where: unknown operator'],
      [{ body: { a: { $in: [] } } }, 'filter.body.a.$in: expected a non-empty array'],
      [{ body: { a: { $exist: 1 } } }, 'filter.body.a.$exist: expected true or false'],
      [{ body: { a: { $startsWith: 3 } } }, 'filter.body.a.$startsWith: expected a string'],
      [{ body: { $or: [{ a: { $lt: [] } }] } }, 'filter.body.$or[0].a.$lt: expected a number or string'],
      [{ body: [1] }, 'filter.body: expected an object'],
      [{ headers: { 'X-Shop': 'alpha' } }, 'filter.headers.X-Shop: header names are matched in lower case'],
      [{ event_types: [] }, 'filter.event_types: must name 1 to 20 event types or prefixes'],
      [{ event_types: ['a*b'] }, 'filter.event_types: items may have a * only at their end'],
      [{ actions: [] }, 'filter.actions: unknown part'],
      ['everything', 'filter: expected null or an object'],
      [{ body: deep }, 'nested deeper than 10 levels'],
      [{ body: { a: { $in: Array.from({ length: 2000 }, (_, i) => `value-${i}`) } } }, 'filter: at most 16384 bytes serialized'],
    ];
    for (const [value, message] of invalid) {
      const res = await patch({ filter: value });
      const problem = expectValidationProblem(res, 'filter');
      expect({ value, detail: problem.detail }).toEqual({ value, detail: expect.stringContaining(message) });
    }
    expect(await filters()).toEqual([null, null]);
  });
});
