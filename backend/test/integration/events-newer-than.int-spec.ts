import fc from 'fast-check';
import request from 'supertest';
import { bearer, createTenant, ingest } from '../support/factories';
import { expectProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

interface Listed {
  id: string;
  event_id: string;
  status: string;
}

/** GET /api/events?newerThan=: what a list page asks to learn what arrived after the newest event it shows. */
describe('GET /api/events?newerThan= (the events after one, in the list order)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp();
    receiver = await startReceiver((req) => (req.body.toString().includes('"fail":true') ? { status: 400 } : { status: 200 }));
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  const list = async (key: string, query: Record<string, string | number>) =>
    (await request(api.url).get('/api/events').query(query).set(bearer(key)).expect(200)).body as {
      data: Listed[];
      next_cursor: string | null;
    };

  it('answers exactly the events listed before the given one, for any event and filter (property)', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    // Ingests sent together share received_at (one statement): the id breaks the tie, as in the list.
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => ingest(api.url, tenant.endpoint.token, JSON.stringify({ i, fail: i % 3 === 0 })).expect(202)),
    );
    const settled = async () =>
      (await list(tenant.key, { limit: 250 })).data.every((e) => e.status === 'delivered' || e.status === 'failed');
    for (let i = 0; i < 100 && !(await settled()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    const filters: Record<string, string>[] = [{}, { status: 'failed' }, { status: 'delivered,failed' }, { search: 'application/json' }];
    const full = await Promise.all(filters.map(async (filter) => (await list(tenant.key, { ...filter, limit: 250 })).data));
    expect(full[0]).toHaveLength(24);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(filters.length - 1),
        fc.nat(23),
        fc.boolean(),
        fc.integer({ min: 1, max: 30 }),
        async (f, pivot, byUuid, limit) => {
          const event = full[0][pivot];
          const newer = await list(tenant.key, { ...filters[f], newerThan: byUuid ? event.id : event.event_id.toLowerCase(), limit });
          // The filtered list's events before the pivot's position in the list order (the pivot need not match the filter).
          const position = (e: Listed) => full[0].findIndex((x) => x.id === e.id);
          const expected = full[f].filter((e) => position(e) < pivot);
          expect(newer.data.map((e) => e.id)).toEqual(expected.slice(0, limit).map((e) => e.id));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('sees new events arrive after the newest shown, and nothing for an unknown or foreign event', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const other = await createTenant(api.url, receiver.url);
    await ingest(api.url, tenant.endpoint.token, '{"a":1}').expect(202);
    const newest = (await list(tenant.key, {})).data[0];
    expect((await list(tenant.key, { newerThan: newest.event_id })).data).toEqual([]);
    const later = (await ingest(api.url, tenant.endpoint.token, '{"a":2}').expect(202)).body.event_id;
    expect((await list(tenant.key, { newerThan: newest.event_id })).data.map((e) => e.event_id)).toEqual([later]);
    expect((await list(tenant.key, { newerThan: '00000000-0000-4000-8000-000000000000' })).data).toEqual([]);
    // Another organization's event bounds nothing here: it is unknown to this organization.
    const foreign = (await ingest(api.url, other.endpoint.token, '{"b":1}').expect(202)).body.event_id;
    expect((await list(tenant.key, { newerThan: foreign })).data).toEqual([]);
    expectProblem(
      await request(api.url).get('/api/events').query({ newerThan: 'evt_nope' }).set(bearer(tenant.key)),
      400,
      'validation_failed',
    );
  });
});
