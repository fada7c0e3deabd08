import request from 'supertest';
import { bearer, createDestination, createTenant, ingest, waitForEvent } from '../support/factories';
import { Reply, startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';
import { buildBackend, spawnWorker, WorkerProcess } from '../support/worker-process';

describe('the worker process: at-least-once across kill -9, draining on SIGTERM', () => {
  let api: TestApp;
  let receiver: Receiver;
  let replies: Reply[];
  const workers: WorkerProcess[] = [];
  const worker = () => {
    const started = spawnWorker(api.config, { RELAY_INTERVAL_MS: '200', RELAY_GRACE_MS: '500', DELIVERY_LEASE_MARGIN_MS: '500' });
    workers.push(started);
    return started;
  };

  beforeAll(async () => {
    buildBackend();
    api = await startTestApp({}, { worker: false });
    receiver = await startReceiver(() => replies.shift() ?? { status: 200 });
  }, 120_000);

  afterAll(async () => {
    for (const { child } of workers) child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    await receiver.close();
    await api.close();
  });

  it('delivers again after the worker is killed mid-delivery, and never leaves the job in_progress', async () => {
    replies = [{ status: 200, hang: true }];
    const tenant = await createTenant(api.url);
    await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url, { timeout_ms: 1000 });
    const first = worker();
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"kill":9}').expect(202);
    await receiver.waitFor(1);
    first.child.kill('SIGKILL');
    await first.exited;

    const inFlight = await request(api.url).get(`/api/events/${accepted.body.event_id}`).set(bearer(tenant.key)).expect(200);
    expect(inFlight.body.delivery_jobs[0].status).toBe('in_progress');

    worker();
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered', 20_000);
    expect(event.delivery_jobs[0].status).toBe('succeeded');
    expect(event.delivery_attempts.filter((a) => a.status === 'success')).toHaveLength(1);
    const sent = receiver.requests.filter((r) => r.headers['webhook-id'] === accepted.body.event_id);
    expect(sent.length).toBeGreaterThanOrEqual(2);
  });

  it('finishes in-flight deliveries on SIGTERM and exits cleanly', async () => {
    for (const { child } of workers) child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    replies = [{ status: 200, delayMs: 1500 }];
    const tenant = await createTenant(api.url, receiver.url);
    const draining = worker();
    const before = receiver.requests.length;
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"drain":true}').expect(202);
    await receiver.waitFor(before + 1);
    draining.child.kill('SIGTERM');
    expect(await draining.exited).toBe(0);

    const event = await request(api.url).get(`/api/events/${accepted.body.event_id}`).set(bearer(tenant.key)).expect(200);
    expect(event.body.status).toBe('delivered');
    expect(event.body.delivery_attempts).toEqual([expect.objectContaining({ attempt_number: 1, status: 'success' })]);
  });
});
