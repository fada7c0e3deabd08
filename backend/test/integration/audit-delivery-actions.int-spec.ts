import request from 'supertest';
import { SqlExecutor } from '../../src/core/database/sql';
import { AutoDisable } from '../../src/modules/stats/auto-disable.service';
import {
  bearer,
  createApiKey,
  createDestination,
  createEndpoint,
  ingest,
  pollUntil,
  Session,
  sessionHeaders,
  signup,
  waitForEvent,
} from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { AuditEntry, auditEntries } from '../support/audit-log';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * docs/http.md, Audit log: retries, replays and bulk operations name the event or the operation
 * and who started them; a destination the worker disables (auto-disable, a 410) is the system's
 * doing. (The other actions: audit-actions.int-spec.ts.)
 */
describe('audit log entries of deliveries: retry, replay, bulk operations, and the system disabling a destination', () => {
  let api: TestApp;
  let receiver: Receiver;
  let gone: Receiver;
  let session: Session;
  let key: string;
  let keyId: string;

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '50ms', STATS_FLUSH_MS: '100' });
    receiver = await startReceiver(() => ({ status: 500 }));
    gone = await startReceiver(() => ({ status: 410 }));
    session = await signup(api.url);
    key = await createApiKey(api.url, session);
    const keys = await request(api.url).get('/api/api-keys').set('cookie', session.cookie).expect(200);
    keyId = keys.body.data[0].id;
  });

  afterAll(async () => {
    await receiver.close();
    await gone.close();
    await api.close();
  });

  /** The entries of `action`, newest first, as the organization's session reads them. */
  function entries(action: string, of: Session = session): Promise<AuditEntry[]> {
    return auditEntries(api.url, of, action);
  }

  async function latest(action: string, of: Session = session): Promise<AuditEntry> {
    const [entry] = await entries(action, of);
    if (!entry) throw new Error(`no ${action} entry`);
    return entry;
  }

  const asKey = () => ({ type: 'api_key', id: keyId, label: 'test key' });

  it('event.retried, event.replayed, events.bulk_retry_started, events.bulk_replay_started and operation.cancelled', async () => {
    const endpoint = await createEndpoint(api.url, key, 'Audit events');
    await createDestination(api.url, key, endpoint.id, receiver.url);
    const accepted = await ingest(api.url, endpoint.token, '{"audit":1}').expect(202);
    const event = await waitForEvent(api.url, key, accepted.body.event_id, (e) => e.status === 'dead_lettered');

    await request(api.url).post(`/api/events/${event.event_id}/retry`).set(bearer(key)).expect(202);
    expect(await latest('event.retried')).toMatchObject({ actor: asKey(), target: { type: 'event', id: event.event_id } });
    await waitForEvent(api.url, key, event.event_id, (e) => e.status === 'dead_lettered');
    await request(api.url).post(`/api/delivery-jobs/${event.delivery_jobs[0].id}/retry`).set(sessionHeaders(session)).expect(202);
    expect(await entries('event.retried')).toHaveLength(2);
    expect(await latest('event.retried')).toMatchObject({ actor: { type: 'user', id: session.userId }, target: { id: event.event_id } });
    await request(api.url).post(`/api/events/${event.event_id}/replay`).set(bearer(key)).expect(202);
    expect(await latest('event.replayed')).toMatchObject({ actor: asKey(), target: { type: 'event', id: event.event_id } });

    // A dry run changes nothing: no entry.
    await request(api.url).post('/api/events/bulk-retry').set(bearer(key)).send({ endpointId: endpoint.id, dry_run: true }).expect(200);
    expect(await entries('events.bulk_retry_started')).toHaveLength(0);
    const retry = await request(api.url).post('/api/events/bulk-retry').set(bearer(key)).send({ endpointId: endpoint.id }).expect(202);
    expect(await latest('events.bulk_retry_started')).toMatchObject({
      actor: asKey(),
      target: { type: 'operation', id: retry.body.id },
      changes: { filters: { from: null, to: { endpointId: endpoint.id } } },
    });
    const replay = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(sessionHeaders(session))
      .send({ endpointId: endpoint.id, receivedTo: '2000-01-01T00:00:00Z' })
      .expect(202);
    expect(await latest('events.bulk_replay_started')).toMatchObject({
      actor: { type: 'user', id: session.userId },
      target: { type: 'operation', id: replay.body.id },
    });
    const finished = await pollUntil(
      () =>
        request(api.url)
          .get(`/api/operations/${replay.body.id}`)
          .set(bearer(key))
          .then((res) => res.body.status as string),
      (status) => status !== 'queued' && status !== 'running',
    );
    expect(finished).toBe('succeeded');
    // An api without a worker (a queue of its own): the operation stays queued, so the cancel is certain to land.
    const apiOnly = await startTestApp({}, { worker: false });
    try {
      const queued = await request(apiOnly.url)
        .post('/api/events/bulk-retry')
        .set(bearer(key))
        .send({ receivedTo: '2000-01-01T00:00:00Z' })
        .expect(202);
      await request(apiOnly.url).post(`/api/operations/${queued.body.id}/cancel`).set(bearer(key)).expect(200);
      expect(await latest('operation.cancelled')).toMatchObject({
        actor: asKey(),
        target: { type: 'operation', id: queued.body.id },
        changes: { status: { from: 'queued', to: 'cancelled' } },
      });
      await request(apiOnly.url).post(`/api/operations/${queued.body.id}/cancel`).set(bearer(key)).expect(409);
      expect(await entries('operation.cancelled')).toHaveLength(1);
    } finally {
      await apiOnly.close();
    }
  });

  it('destination.disabled by the system: auto-disable (failing) and a 410 (gone)', async () => {
    const endpoint = await createEndpoint(api.url, key, 'Audit disable');
    const failing = await createDestination(api.url, key, endpoint.id, receiver.url, { name: 'Failing one' });
    const sql = api.app.get(SqlExecutor);
    const since = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await sql.query(
      `INSERT INTO destination_health (destination_id, organization_id, consecutive_failures, failing_since, last_failure_at)
       VALUES ($1, $2, 50, $3, now())
       ON CONFLICT (destination_id) DO UPDATE SET consecutive_failures = 50, failing_since = $3`,
      [failing.id, session.organizationId, since],
    );
    await api.app.get(AutoDisable).check([
      {
        destination_id: failing.id,
        organization_id: session.organizationId,
        consecutive_failures: 50,
        failing_since: since,
        previous_failing_since: since,
        recovered: false,
      },
    ]);
    expect(await latest('destination.disabled')).toMatchObject({
      actor: { type: 'system', id: null, label: null },
      target: { type: 'destination', id: failing.id, label: 'Failing one' },
      changes: { active: { from: true, to: false }, disabled_reason: { from: null, to: 'failing' } },
      ip: null,
      user_agent: null,
    });

    const goneDestination = await createDestination(api.url, key, endpoint.id, gone.url, { name: 'Gone one' });
    await ingest(api.url, endpoint.token, '{"gone":1}').expect(202);
    const disabled = await pollUntil(
      () => entries('destination.disabled'),
      (found) => found.some((entry) => entry.target.id === goneDestination.id),
    );
    expect(disabled.find((entry) => entry.target.id === goneDestination.id)).toMatchObject({
      actor: { type: 'system', id: null, label: null },
      target: { label: 'Gone one' },
      changes: { active: { from: true, to: false }, disabled_reason: { from: null, to: 'gone' } },
    });
  });
});
