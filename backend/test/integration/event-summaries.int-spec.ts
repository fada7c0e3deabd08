import request from 'supertest';
import { bearer, createDestination, createEndpoint, createTenant, ingest, pollUntil } from '../support/factories';
import { expectProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

describe('GET /api/event-summaries (the list page’s delivery columns)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp();
    // The refusal comes at once, the success later: the latest attempt is the 204.
    receiver = await startReceiver((req) => (req.path.includes('refuse') ? { status: 400 } : { status: 204, delayMs: 300 }));
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('gives each event its destinations by name with their latest job status, its attempts and last response status', async () => {
    const tenant = await createTenant(api.url);
    const other = await createTenant(api.url, receiver.url);
    const beta = await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url, { name: 'beta' });
    const alpha = await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}?refuse`, { name: 'alpha' });
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"s":1}').expect(202);
    const foreign = await ingest(api.url, other.endpoint.token, '{"s":2}').expect(202);
    const [event, theirs] = await Promise.all(
      [
        [accepted.body.event_id, tenant.key],
        [foreign.body.event_id, other.key],
      ].map(async ([id, key]) =>
        pollUntil(
          async () => (await request(api.url).get(`/api/events/${id}`).set(bearer(key)).expect(200)).body,
          (e: { id: string; status: string }) => e.status === 'failed' || e.status === 'delivered',
        ),
      ),
    );
    const res = await request(api.url)
      .get('/api/event-summaries')
      .query({ ids: `${event.id},${theirs.id}` })
      .set(bearer(tenant.key))
      .expect(200);
    expect(res.body).toEqual({
      data: [
        {
          id: event.id,
          destinations: [
            { destination_id: alpha.id, name: 'alpha', status: 'failed' },
            { destination_id: beta.id, name: 'beta', status: 'succeeded' },
          ],
          attempts: 2,
          last_response_status: 204,
        },
      ],
    });
  });

  it('refuses anything but 1 to 250 event UUIDs', async () => {
    const tenant = await createTenant(api.url);
    const get = (ids: string) => request(api.url).get('/api/event-summaries').query({ ids }).set(bearer(tenant.key));
    expectProblem(await get('nope'), 400, 'validation_failed');
    expectProblem(await get(Array.from({ length: 251 }, () => '00000000-0000-4000-8000-000000000000').join(',')), 400, 'validation_failed');
    expectProblem(await request(api.url).get('/api/event-summaries').set(bearer(tenant.key)), 400, 'validation_failed');
    expect((await get('00000000-0000-4000-8000-000000000000').expect(200)).body).toEqual({ data: [] });
  });

  describe('GET /api/event-counts (the Home page’s events delivered and not)', () => {
    it('counts the events received since a time by their status now, every status present, this organization only', async () => {
      const tenant = await createTenant(api.url);
      const other = await createTenant(api.url, receiver.url);
      await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url, { name: 'ok' });
      const before = new Date().toISOString();
      const count = async () =>
        (await request(api.url).get('/api/event-counts').query({ receivedFrom: before }).set(bearer(tenant.key)).expect(200)).body;
      // three delivered, one that cannot be delivered (a second endpoint whose only destination refuses), one elsewhere
      const refusing = await createEndpointWith(tenant.key, `${receiver.url}?refuse`);
      const ids = await Promise.all([
        ...[1, 2, 3].map(async (n) => (await ingest(api.url, tenant.endpoint.token, `{"n":${n}}`).expect(202)).body.event_id as string),
        (async () => (await ingest(api.url, refusing.token, '{"n":4}').expect(202)).body.event_id as string)(),
      ]);
      await ingest(api.url, other.endpoint.token, '{"n":5}').expect(202);
      const counted = await pollUntil(
        count,
        (body: { by_status: Record<string, number> }) => body.by_status.delivered === 3 && body.by_status.failed === 1,
      );
      expect(ids).toHaveLength(4);
      expect(counted).toEqual({
        received_from: before,
        total: 4,
        by_status: { received: 0, queued: 0, delivered: 3, failed: 1, retry_scheduled: 0, dead_lettered: 0, replayed: 0, archived: 0 },
      });
      const later = new Date(Date.now() + 60_000).toISOString();
      const none = await request(api.url).get('/api/event-counts').query({ receivedFrom: later }).set(bearer(tenant.key)).expect(200);
      expect(none.body.total).toBe(0);
    });

    it('refuses a missing or malformed time', async () => {
      const tenant = await createTenant(api.url);
      expectProblem(await request(api.url).get('/api/event-counts').set(bearer(tenant.key)), 400, 'validation_failed');
      const bad = await request(api.url).get('/api/event-counts').query({ receivedFrom: 'yesterday' }).set(bearer(tenant.key));
      expectProblem(bad, 400, 'validation_failed');
    });

    /** An endpoint of the tenant whose one destination is `url`. */
    async function createEndpointWith(key: string, url: string) {
      const endpoint = await createEndpoint(api.url, key, 'refusing');
      await createDestination(api.url, key, endpoint.id, url, { name: 'refuses' });
      return endpoint;
    }
  });
});
