import request from 'supertest';
import { bearer, createDestination, createTenant, ingest, pollUntil } from '../support/factories';
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
});
