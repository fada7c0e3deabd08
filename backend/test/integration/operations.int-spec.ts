import request from 'supertest';
import type { INestApplicationContext } from '@nestjs/common';
import {
  bearer,
  createApiKey,
  createDestination,
  createEndpoint,
  createTenant,
  ingest,
  pollUntil,
  sessionHeaders,
  signup,
} from '../support/factories';
import { expectProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, startTestWorker, TestApp } from '../support/test-app';
import { buildBackend, spawnWorker, WorkerProcess } from '../support/worker-process';

/** A receiver whose destinations say how to answer in their URL: `?down` answers 400 (the job fails at once), else 200. */
async function switchableReceiver(): Promise<Receiver> {
  return startReceiver((req) => (req.path.includes('down') ? { status: 400 } : { status: 200 }));
}

interface Operation {
  id: string;
  kind: string;
  status: string;
  matched: number;
  processed: number;
  jobs_created: number;
  filters: Record<string, unknown>;
  created_by: { kind: string; id: string | null; name: string | null; prefix: string | null };
}

async function waitForOperation(url: string, key: string, id: string, done: (op: Operation) => boolean, timeoutMs = 15_000) {
  const op = await pollUntil(
    async () => (await request(url).get(`/api/operations/${id}`).set(bearer(key)).expect(200)).body as Operation,
    done,
    timeoutMs,
  );
  expect({ done: done(op), op }).toEqual({ done: true, op });
  return op;
}

/** Ingests `count` events and waits until every one of them has the status (the list's filter). */
async function ingestMany(url: string, key: string, token: string, count: number, status: string, endpointId: string) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await ingest(url, token, JSON.stringify({ i })).expect(202)).body.event_id);
  await pollUntil(
    async () =>
      (await request(url).get('/api/events').query({ endpointId, status, limit: 250 }).set(bearer(key)).expect(200)).body.data.length,
    (n: number) => n === count,
  );
  return ids;
}

async function jobsOf(url: string, key: string, eventId: string) {
  return (await request(url).get(`/api/events/${eventId}`).set(bearer(key)).expect(200)).body.delivery_jobs as {
    trigger: string;
    status: string;
  }[];
}

describe('bulk retry and replay by filter (api and worker in one process)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp();
    receiver = await switchableReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('counts in a dry run without changing anything, honours the filters, and retries exactly the matching events', async () => {
    const tenant = await createTenant(api.url);
    const failing = await createEndpoint(api.url, tenant.key, 'failing');
    const healthy = await createEndpoint(api.url, tenant.key, 'healthy');
    const down = await createDestination(api.url, tenant.key, failing.id, `${receiver.url}?down`);
    await createDestination(api.url, tenant.key, healthy.id, receiver.url);
    const failed = await ingestMany(api.url, tenant.key, failing.token, 5, 'failed', failing.id);
    const delivered = await ingestMany(api.url, tenant.key, healthy.token, 3, 'delivered', healthy.id);

    const dry = (body: object) =>
      request(api.url)
        .post('/api/events/bulk-retry')
        .set(bearer(tenant.key))
        .send({ ...body, dry_run: true });
    expect((await dry({ status: ['failed'] }).expect(200)).body).toEqual({ matched: 5 });
    expect((await dry({ status: 'failed,delivered' }).expect(200)).body).toEqual({ matched: 8 });
    expect((await dry({ endpointId: healthy.id }).expect(200)).body).toEqual({ matched: 3 });
    expect((await dry({ destinationId: down.id }).expect(200)).body).toEqual({ matched: 5 });
    expect((await dry({ responseStatus: '4xx' }).expect(200)).body).toEqual({ matched: 5 });
    expect((await dry({ search: failed[0] }).expect(200)).body).toEqual({ matched: 1 });
    expect((await dry({ receivedFrom: new Date(Date.now() + 60_000).toISOString() }).expect(200)).body).toEqual({ matched: 0 });
    expect((await dry({ receivedTo: new Date(Date.now() + 60_000).toISOString() }).expect(200)).body).toEqual({ matched: 8 });
    // Nothing changed: no operation, no job moved.
    expect((await request(api.url).get('/api/operations').set(bearer(tenant.key)).expect(200)).body.data).toEqual([]);
    for (const id of failed) expect(await jobsOf(api.url, tenant.key, id)).toEqual([expect.objectContaining({ status: 'failed' })]);

    // The destination is back: the failed events of the failing endpoint are retried, nothing else.
    await request(api.url).patch(`/api/destinations/${down.id}`).set(bearer(tenant.key)).send({ url: receiver.url }).expect(200);
    const before = receiver.requests.length;
    const started = await request(api.url)
      .post('/api/events/bulk-retry')
      .set(bearer(tenant.key))
      .send({ endpointId: failing.id, status: ['failed'] })
      .expect(202);
    expect(started.body).toMatchObject({ kind: 'retry', matched: 5, filters: { endpointId: failing.id, status: ['failed'] } });
    expect(started.body.id).toMatch(/^op_[0-9A-Z]{26}$/);
    const op = await waitForOperation(api.url, tenant.key, started.body.id, (o) => o.status === 'succeeded');
    expect(op).toMatchObject({ matched: 5, processed: 5, jobs_created: 5 });
    await pollUntil(
      async () =>
        (await request(api.url).get('/api/events').query({ endpointId: failing.id, status: 'delivered' }).set(bearer(tenant.key))).body.data
          .length,
      (n: number) => n === 5,
    );
    for (const id of failed) {
      expect(await jobsOf(api.url, tenant.key, id)).toEqual([expect.objectContaining({ trigger: 'retry', status: 'succeeded' })]);
    }
    for (const id of delivered) expect(await jobsOf(api.url, tenant.key, id)).toEqual([expect.objectContaining({ trigger: 'ingest' })]);
    expect(receiver.requests.length - before).toBe(5);
  });

  it('refuses a request without any filter unless it names a time range (400), and checks every filter', async () => {
    const tenant = await createTenant(api.url);
    for (const path of ['/api/events/bulk-retry', '/api/events/bulk-replay']) {
      expectProblem(await request(api.url).post(path).set(bearer(tenant.key)).send({}), 400, 'validation_failed');
      expectProblem(await request(api.url).post(path).set(bearer(tenant.key)).send({ dry_run: true }), 400, 'validation_failed');
      expectProblem(
        await request(api.url)
          .post(path)
          .set(bearer(tenant.key))
          .send({ status: ['nope'] }),
        400,
        'validation_failed',
      );
      expectProblem(await request(api.url).post(path).set(bearer(tenant.key)).send({ projectId: null }), 400, 'validation_failed');
      expectProblem(
        await request(api.url).post(path).set(bearer(tenant.key)).send({ limit: 5, status: 'failed' }),
        400,
        'validation_failed',
      );
      const ranged = { receivedFrom: '2026-01-01T00:00:00Z', dry_run: true };
      expect((await request(api.url).post(path).set(bearer(tenant.key)).send(ranged).expect(200)).body).toEqual({ matched: 0 });
    }
  });

  it('replays each matching event once to its active destinations, and says who started it', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const ids = await ingestMany(api.url, tenant.key, tenant.endpoint.token, 12, 'delivered', tenant.endpoint.id);
    const started = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(sessionHeaders(tenant.session))
      .send({ endpointId: tenant.endpoint.id })
      .expect(202);
    expect(started.body.created_by).toEqual({ kind: 'user', id: tenant.session.userId, name: tenant.session.email, prefix: null });
    const op = await waitForOperation(api.url, tenant.key, started.body.id, (o) => o.status === 'succeeded');
    expect(op).toMatchObject({ kind: 'replay', matched: 12, processed: 12, jobs_created: 12 });
    for (const id of ids) {
      const jobs = await jobsOf(api.url, tenant.key, id);
      expect(jobs.filter((job) => job.trigger === 'replay')).toHaveLength(1);
    }

    const keyed = await request(api.url).post('/api/events/bulk-replay').set(bearer(tenant.key)).send({ search: ids[0] }).expect(202);
    const keys = (await request(api.url).get('/api/api-keys').set('cookie', tenant.session.cookie).expect(200)).body.data;
    expect(keyed.body.created_by).toEqual({ kind: 'api_key', id: keys[0].id, name: 'test key', prefix: keys[0].prefix });

    const list = (await request(api.url).get('/api/operations').set(bearer(tenant.key)).expect(200)).body;
    expect(list.data.map((o: Operation) => o.id)).toEqual([keyed.body.id, started.body.id]);
    const paged = (await request(api.url).get('/api/operations').query({ limit: 1 }).set(bearer(tenant.key)).expect(200)).body;
    expect(paged.data.map((o: Operation) => o.id)).toEqual([keyed.body.id]);
    const next = await request(api.url).get('/api/operations').query({ limit: 1, cursor: paged.next_cursor }).set(bearer(tenant.key));
    expect(next.body.data.map((o: Operation) => o.id)).toEqual([started.body.id]);
  });

  it('counts archived events as processed but gives them no job (their payload is gone)', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const ids = await ingestMany(api.url, tenant.key, tenant.endpoint.token, 3, 'delivered', tenant.endpoint.id);
    await api.db.query(`UPDATE events SET status = 'archived' WHERE event_id = $1`, [ids[1]]);
    const started = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(bearer(tenant.key))
      .send({ endpointId: tenant.endpoint.id })
      .expect(202);
    const op = await waitForOperation(api.url, tenant.key, started.body.id, (o) => o.status === 'succeeded');
    expect(op).toMatchObject({ matched: 3, processed: 3, jobs_created: 2 });
    expect((await jobsOf(api.url, tenant.key, ids[1])).filter((job) => job.trigger === 'replay')).toHaveLength(0);
    for (const id of [ids[0], ids[2]])
      expect((await jobsOf(api.url, tenant.key, id)).filter((job) => job.trigger === 'replay')).toHaveLength(1);
  });

  it('honours Idempotency-Key: the same request answers the same operation, another request 422', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    await ingestMany(api.url, tenant.key, tenant.endpoint.token, 2, 'delivered', tenant.endpoint.id);
    const send = (body: object, key = 'bulk-1') =>
      request(api.url).post('/api/events/bulk-replay').set(bearer(tenant.key)).set('idempotency-key', key).send(body);
    const first = await send({ endpointId: tenant.endpoint.id }).expect(202);
    const again = await send({ endpointId: tenant.endpoint.id }).expect(202);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expectProblem(await send({ endpointId: tenant.endpoint.id, status: ['delivered'] }), 422, 'idempotency_key_reused');
    // The same key on the other route is another request.
    expectProblem(
      await request(api.url)
        .post('/api/events/bulk-retry')
        .set(bearer(tenant.key))
        .set('idempotency-key', 'bulk-1')
        .send({ endpointId: tenant.endpoint.id }),
      422,
      'idempotency_key_reused',
    );
    expectProblem(await send({ endpointId: tenant.endpoint.id }, 'x'.repeat(256)), 400, 'validation_failed');
    expectProblem(await send({ endpointId: tenant.endpoint.id }, 'caf\u00e9'), 400, 'validation_failed');
    // A dry run changes nothing, so its key is not recorded.
    expect((await send({ status: ['failed'], dry_run: true }).expect(200)).body).toEqual({ matched: 0 });
    expect((await request(api.url).get('/api/operations').set(bearer(tenant.key)).expect(200)).body.data).toHaveLength(1);
    // Another organization's same key is its own.
    const other = await createTenant(api.url);
    const theirs = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(bearer(other.key))
      .set('idempotency-key', 'bulk-1')
      .send({ endpointId: tenant.endpoint.id })
      .expect(202);
    expect(theirs.body.id).not.toBe(first.body.id);
    expect(theirs.body).toMatchObject({ matched: 0 });
  });

  it('keeps organizations apart: another organization’s operations are 404, its events never matched', async () => {
    const owner = await createTenant(api.url, receiver.url);
    const stranger = await createTenant(api.url, receiver.url);
    await ingestMany(api.url, owner.key, owner.endpoint.token, 3, 'delivered', owner.endpoint.id);
    const op = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(bearer(owner.key))
      .send({ status: ['delivered'] })
      .expect(202);
    expect(op.body.matched).toBe(3);

    expectProblem(await request(api.url).get(`/api/operations/${op.body.id}`).set(bearer(stranger.key)), 404, 'not_found');
    expectProblem(await request(api.url).post(`/api/operations/${op.body.id}/cancel`).set(bearer(stranger.key)), 404, 'not_found');
    expectProblem(
      await request(api.url).post(`/api/operations/${op.body.id}/cancel`).set(sessionHeaders(stranger.session)),
      404,
      'not_found',
    );
    expect((await request(api.url).get('/api/operations').set(bearer(stranger.key)).expect(200)).body.data).toEqual([]);
    const dry = { endpointId: owner.endpoint.id, dry_run: true };
    expect((await request(api.url).post('/api/events/bulk-retry').set(bearer(stranger.key)).send(dry).expect(200)).body.matched).toBe(0);
    const theirs = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(bearer(stranger.key))
      .send({ status: ['delivered'] });
    expect(theirs.body.matched).toBe(0);
    await waitForOperation(api.url, stranger.key, theirs.body.id, (o) => o.status === 'succeeded');
    expect((await request(api.url).get(`/api/operations/${theirs.body.id}`).set(bearer(stranger.key))).body.processed).toBe(0);
    expectProblem(await request(api.url).get('/api/operations/op_nope').set(bearer(owner.key)), 400, 'validation_failed');
    expectProblem(await request(api.url).get('/api/operations/op_01JD2Q7ZQ8N6M3X4Y5Z6A7B8C9').set(bearer(owner.key)), 404, 'not_found');
  });

  it('asks for each route’s scope, and for the scope of its kind to cancel', async () => {
    const session = await signup(api.url);
    const key = (...scopes: NonNullable<Parameters<typeof createApiKey>[2]>) => createApiKey(api.url, session, scopes);
    const readOnly = await key('events:read');
    const replayOnly = await key('events:replay');
    const retryOnly = await key('deliveries:retry');
    const body = { status: ['failed'] };
    expectProblem(await request(api.url).post('/api/events/bulk-retry').set(bearer(replayOnly)).send(body), 403, 'insufficient_scope', {
      required_scope: 'deliveries:retry',
    });
    expectProblem(await request(api.url).post('/api/events/bulk-replay').set(bearer(retryOnly)).send(body), 403, 'insufficient_scope', {
      required_scope: 'events:replay',
    });
    expectProblem(await request(api.url).get('/api/operations').set(bearer(retryOnly)), 403, 'insufficient_scope', {
      required_scope: 'events:read',
    });
    const retry = await request(api.url).post('/api/events/bulk-retry').set(bearer(retryOnly)).send(body).expect(202);
    const replay = await request(api.url).post('/api/events/bulk-replay').set(bearer(replayOnly)).send(body).expect(202);
    const cancel = (id: string, key: string) => request(api.url).post(`/api/operations/${id}/cancel`).set(bearer(key));
    expectProblem(await cancel(retry.body.id, readOnly), 403, 'insufficient_scope', { required_scope: 'deliveries:retry' });
    expectProblem(await cancel(replay.body.id, readOnly), 403, 'insufficient_scope', { required_scope: 'events:replay' });
    expectProblem(await cancel(replay.body.id, await key('events:read', 'deliveries:retry')), 403, 'insufficient_scope', {
      required_scope: 'events:replay',
    });
    // With the kind's scope, the state decides (these found nothing to do and finished already).
    await waitForOperation(api.url, readOnly, replay.body.id, (o) => o.status === 'succeeded');
    expectProblem(await cancel(replay.body.id, await key('events:read', 'events:replay')), 409, 'operation_finished');
  });
});

describe('bulk operations and their worker: snapshot, cancel, resume after kill -9', () => {
  let api: TestApp;
  let receiver: Receiver;
  const workers: WorkerProcess[] = [];
  let inProcess: INestApplicationContext | null = null;

  beforeAll(async () => {
    buildBackend();
    api = await startTestApp({}, { worker: false });
    receiver = await startReceiver(() => ({ status: 200, delayMs: 100 }));
  }, 120_000);

  afterAll(async () => {
    for (const { child } of workers) child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await inProcess?.close();
    await receiver.close();
    await api.close();
  });

  async function eventsOf(tenant: Awaited<ReturnType<typeof createTenant>>, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await ingest(api.url, tenant.endpoint.token, `{"n":${i}}`).expect(202)).body.event_id);
    return ids;
  }

  it('never sweeps in events received after the operation started, and a cancelled one does nothing more', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const before = await eventsOf(tenant, 4);
    const op = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(bearer(tenant.key))
      .send({ endpointId: tenant.endpoint.id })
      .expect(202);
    expect(op.body).toMatchObject({ status: 'queued', matched: 4, processed: 0 });
    const after = await eventsOf(tenant, 3);
    const cancelled = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(bearer(tenant.key))
      .send({ endpointId: tenant.endpoint.id })
      .expect(202);
    expect(cancelled.body.matched).toBe(7);
    const res = await request(api.url).post(`/api/operations/${cancelled.body.id}/cancel`).set(bearer(tenant.key)).expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', processed: 0 });
    expect(res.body.finished_at).toEqual(expect.any(String));
    expectProblem(
      await request(api.url).post(`/api/operations/${cancelled.body.id}/cancel`).set(bearer(tenant.key)),
      409,
      'operation_finished',
    );

    inProcess = await startTestWorker(api.config);
    const done = await waitForOperation(api.url, tenant.key, op.body.id, (o) => o.status === 'succeeded');
    expect(done).toMatchObject({ matched: 4, processed: 4, jobs_created: 4 });
    for (const id of before) expect((await jobsOf(api.url, tenant.key, id)).filter((j) => j.trigger === 'replay')).toHaveLength(1);
    for (const id of after) expect((await jobsOf(api.url, tenant.key, id)).filter((j) => j.trigger === 'replay')).toHaveLength(0);
    expect((await request(api.url).get(`/api/operations/${cancelled.body.id}`).set(bearer(tenant.key))).body).toMatchObject({
      status: 'cancelled',
      processed: 0,
      jobs_created: 0,
    });
    await inProcess.close();
    inProcess = null;
  }, 30_000);

  it('resumes after its worker is killed mid-operation: no event skipped, none handled twice', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const ids = await eventsOf(tenant, 60);
    await pollUntil(
      async () =>
        (await request(api.url).get('/api/events').query({ status: 'queued', limit: 250 }).set(bearer(tenant.key))).body.data.length,
      (n: number) => n === 60,
    );
    // Slow on purpose: 5 events a page, and no next page while more than 5 bulk deliveries wait (one at a time, 100 ms each).
    const slow = spawnWorker(api.config, { BULK_PAGE_SIZE: '5', BULK_BACKLOG: '5', DESTINATION_CONCURRENCY: '1', RELAY_GRACE_MS: '500' });
    workers.push(slow);
    const op = await request(api.url)
      .post('/api/events/bulk-replay')
      .set(bearer(tenant.key))
      .send({ endpointId: tenant.endpoint.id })
      .expect(202);
    expect(op.body.matched).toBe(60);
    const midway = await waitForOperation(api.url, tenant.key, op.body.id, (o) => o.processed >= 15, 30_000);
    slow.child.kill('SIGKILL');
    await slow.exited;
    expect(midway.status).toBe('running');
    const atKill = (await request(api.url).get(`/api/operations/${op.body.id}`).set(bearer(tenant.key))).body as Operation;
    expect(atKill.processed).toBeLessThan(60);

    workers.push(spawnWorker(api.config, { RELAY_GRACE_MS: '500' }));
    const done = await waitForOperation(api.url, tenant.key, op.body.id, (o) => o.status === 'succeeded', 45_000);
    expect(done).toMatchObject({ matched: 60, processed: 60, jobs_created: 60 });
    for (const id of ids) expect((await jobsOf(api.url, tenant.key, id)).filter((j) => j.trigger === 'replay')).toHaveLength(1);
    // And every replay is delivered, the ones committed just before the kill included (the relay queues those).
    await pollUntil(
      async () =>
        (await request(api.url).get('/api/events').query({ status: 'delivered', limit: 250 }).set(bearer(tenant.key))).body.data.length,
      (n: number) => n === 60,
      30_000,
    );
  }, 120_000);
});
