import { Queue } from 'bullmq';
import request from 'supertest';
import { QueueName } from '../../src/core/queue/queue.constants';
import { bullConnection, bullPrefix } from '../../src/core/queue/redis';
import { DEFAULT_DELIVERY_LEASE_MS } from '../../src/core/config/app-config';
import { DELIVERY_LOCK_MS, DELIVERY_STALLED_CHECK_MS } from '../../src/modules/deliveries/deliver-event.processor';
import { bearer, createDestination, createTenant, ingest, pollUntil, waitForEvent } from '../support/factories';
import { freePort } from '../support/private-redis';
import { Reply, startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';
import { buildBackend, spawnWorker, WorkerProcess } from '../support/worker-process';

const RELAY_INTERVAL_MS = 200;
/**
 * A killed worker's first attempts still waiting in a batch it held come back through BullMQ's
 * stalled-job checks: one marks the batch, and the next one after its lock expired (DELIVERY_LOCK_MS
 * after the last renewal) moves it back. Its deliveries in flight come back once their lease (the
 * default DELIVERY_LEASE_MS: the workers here do not set it) is no longer renewed, at the relay's
 * next tick. 10 s on top for a loaded machine.
 */
const RECOVERY_BOUND_MS =
  Math.max(DELIVERY_LOCK_MS + 2 * DELIVERY_STALLED_CHECK_MS, DEFAULT_DELIVERY_LEASE_MS + RELAY_INTERVAL_MS) + 10_000;

describe('the worker process: at-least-once across kill -9, draining on SIGTERM', () => {
  let api: TestApp;
  let receiver: Receiver;
  let replies: Reply[];
  /** While set, the receiver answers nothing until it settles (replies first). */
  let hold: Promise<void> | undefined;
  const workers: WorkerProcess[] = [];
  const worker = (env: Record<string, string> = {}) => {
    const started = spawnWorker(api.config, { RELAY_INTERVAL_MS: String(RELAY_INTERVAL_MS), RELAY_GRACE_MS: '500', ...env });
    workers.push(started);
    return started;
  };

  beforeAll(async () => {
    buildBackend();
    // The bursts of the kill test go faster than an endpoint's default ingest rate (100/s) on a quiet machine.
    api = await startTestApp({ INGEST_RATE_PER_SECOND: '100000' }, { worker: false });
    receiver = await startReceiver(() => replies.shift() ?? { status: 200, release: hold });
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
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered', RECOVERY_BOUND_MS);
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

  it('on SIGTERM, hands a delivery still waiting for a permit back to the queue instead of sending it on a closed connection pool', async () => {
    for (const { child } of workers) child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    replies = [{ status: 200, delayMs: 1500 }];
    // one event, two destinations: one batch, whose second delivery waits for the worker's only permit
    const tenant = await createTenant(api.url, `${receiver.url}?first`);
    await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}?second`);
    const draining = worker({ WORKER_CONCURRENCY: '1' });
    const before = receiver.requests.length;
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"drain":2}').expect(202);
    await receiver.waitFor(before + 1);
    draining.child.kill('SIGTERM');
    expect(await draining.exited).toBe(0);

    // the delivery in flight finished; the other was not attempted (no failure on a closed pool, no retry owed)
    const stopped = (await request(api.url).get(`/api/events/${accepted.body.event_id}`).set(bearer(tenant.key)).expect(200)).body;
    expect(stopped.delivery_attempts).toEqual([expect.objectContaining({ status: 'success' })]);
    expect(stopped.delivery_jobs.map((job: { status: string }) => job.status).sort()).toEqual(['pending', 'succeeded']);
    worker();
    const delivered = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered', 20_000);
    expect(delivered.delivery_attempts.map((a) => a.status)).toEqual(['success', 'success']);
  });

  it('answers probes and scrapes on WORKER_PORT, counting the deliveries it made, and nothing else', async () => {
    for (const { child } of workers) child.kill('SIGKILL');
    await Promise.all(workers.map((w) => w.exited));
    replies = [];
    const port = await freePort();
    const probed = worker({ WORKER_PORT: String(port), HOST: '127.0.0.1' });
    const url = `http://127.0.0.1:${port}`;
    await pollUntil(
      () =>
        fetch(`${url}/healthz`).then(
          (res) => res.status,
          () => 0,
        ),
      (status) => status === 200,
      30_000,
    );
    const tenant = await createTenant(api.url, receiver.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"probed":true}').expect(202);
    await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered', 20_000);

    expect((await request(url).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    expect((await request(url).get('/readyz').expect(200)).body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    const scraped = await request(url).get('/metrics').expect(200);
    expect(scraped.headers['content-type']).toMatch(/^text\/plain/);
    // this worker made the one delivery: the api (no worker) counts none
    expect(scraped.text).toMatch(/^hookyard_delivery_attempts_total\{outcome="success"\} 1$/m);
    expect(scraped.text).toMatch(/^process_resident_memory_bytes [1-9]\d*$/m); // the worker's own
    const apiScrape = await request(api.url).get('/metrics').expect(200);
    expect(apiScrape.text).not.toMatch(/^hookyard_delivery_attempts_total\{/m);
    for (const path of ['/', '/api/events', `/api/ingest/${tenant.endpoint.token}`]) {
      const refused = await request(url).get(path).expect(404);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.body).toMatchObject({ status: 404, code: 'not_found' });
    }

    probed.child.kill('SIGTERM');
    expect(await probed.exited).toBe(0);
  });

  it(
    'delivers every event of a burst when one of two workers is killed mid-burst',
    async () => {
      for (const { child } of workers) child.kill('SIGKILL');
      await Promise.all(workers.map((w) => w.exited));
      replies = [];
      let open!: () => void;
      hold = new Promise<void>((resolve) => (open = resolve));
      const tenant = await createTenant(api.url);
      // The timeout outlasts the held answers even on a loaded machine: only the killed worker's deliveries are made again
      await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url, { timeout_ms: 10_000 });
      const env = { WORKER_CONCURRENCY: '20', DESTINATION_CONCURRENCY: '100', ORGANIZATION_CONCURRENCY: '100' };
      const [doomed, survivor] = [worker(env), worker(env)];
      const queue = new Queue(QueueName.Deliveries, { prefix: bullPrefix(api.config), connection: bullConnection(api.config) });
      try {
        const connected = await pollUntil(
          () => queue.getWorkers(),
          (found) => found.length >= 2,
          60_000,
        );
        expect(connected.length).toBeGreaterThanOrEqual(2);
      } finally {
        await queue.close();
      }
      const before = receiver.requests.length;
      const accepted: string[] = [];
      const burst = async (count: number) => {
        for (let sent = 0; sent < count; sent += 25) {
          const answers = await Promise.all(
            Array.from({ length: 25 }, (_, i) =>
              ingest(api.url, tenant.endpoint.token, JSON.stringify({ n: accepted.length + sent + i })).expect(202),
            ),
          );
          accepted.push(...answers.map((answer) => answer.body.event_id as string));
        }
      };

      await burst(150);
      // Nothing is answered yet: 40 deliveries in flight means each worker holds its 20 (WORKER_CONCURRENCY)
      await receiver.waitFor(before + 40, 30_000);
      expect(receiver.requests.length - before).toBe(40);
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      const killedAt = Date.now();
      const [{ n: recorded }] = await api.db.query<{ n: number }[]>(
        'SELECT count(*)::int AS n FROM delivery_attempts a JOIN events e ON e.id = a.event_id WHERE e.endpoint_id = $1',
        [tenant.endpoint.id],
      );
      expect(recorded).toBe(0); // all 40 were first attempts still waiting for their answer
      hold = undefined;
      open();
      await burst(150);

      // Recovered when every job has succeeded: the killed worker's 20 reached the receiver once
      // already (unanswered), so seeing every id is not enough; only a second attempt answers them.
      const jobStates = () =>
        api.db.query<{ status: string; n: number }[]>(
          `SELECT e.status || '/' || j.status AS status, count(*)::int AS n
             FROM events e JOIN delivery_jobs j ON j.event_id = e.id WHERE e.endpoint_id = $1 GROUP BY 1`,
          [tenant.endpoint.id],
        );
      const states = await pollUntil(jobStates, (rows) => rows.length === 1 && rows[0].status === 'delivered/succeeded', RECOVERY_BOUND_MS);
      const recoveredMs = Date.now() - killedAt;
      const ids = receiver.requests.slice(before).map((r) => String(r.headers['webhook-id']));
      const arrived = new Set(ids);
      // on failure, the state of what was not delivered says why
      const notDelivered = await api.db.query(
        `SELECT e.event_id, j.status, j.attempt_count, j.next_attempt_at, j.lease_expires_at, j.queue_batch_id IS NOT NULL AS batched,
                (SELECT array_agg(a.status || ' ' || coalesce(a.error_message, '')) FROM delivery_attempts a WHERE a.job_id = j.id) AS attempts
           FROM events e JOIN delivery_jobs j ON j.event_id = e.id WHERE e.endpoint_id = $1 AND j.status <> 'succeeded'`,
        [tenant.endpoint.id],
      );
      expect(notDelivered).toEqual([]);
      expect(states).toEqual([{ status: 'delivered/succeeded', n: 300 }]);
      expect(accepted.filter((id) => !arrived.has(id))).toEqual([]);
      expect(RECOVERY_BOUND_MS).toBeLessThanOrEqual(45_000);
      process.stdout.write(`every delivery of the killed worker made again ${recoveredMs} ms after the kill\n`);
      expect(survivor.child.exitCode).toBeNull();
      // at least once: exactly the deliveries the killed worker had in flight (its 20) came twice
      expect(ids.length - arrived.size).toBe(20);
    },
    RECOVERY_BOUND_MS + 60_000,
  );
});
