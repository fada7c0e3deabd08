import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createTenant, ingest, pollUntil, waitForEvent } from '../support/factories';
import { PrivateRedis, startPrivateRedis } from '../support/private-redis';
import { startReceiver, Receiver } from '../support/receiver';
import { JobName, QueueName } from '../../src/core/queue/queue.constants';
import { batchJobId, bullJobId, DeliveryJobData } from '../../src/modules/deliveries/delivery-job-data';
import { DeliveryQueue } from '../../src/modules/deliveries/delivery-queue.service';
import { startTestApp, TestApp } from '../support/test-app';

describe('nothing accepted is lost when Redis is down (outbox relay)', () => {
  let redis: PrivateRedis;
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    receiver = await startReceiver();
    api = await startTestApp({ REDIS_URL: redis.url, RELAY_INTERVAL_MS: '200', RELAY_GRACE_MS: '500' });
  });

  afterAll(async () => {
    await redis.start();
    await api.close();
    await receiver.close();
    await redis.stop();
  });

  it('accepts while Redis is down and delivers every event once it is back', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const before = await ingest(api.url, tenant.endpoint.token, '{"before":true}').expect(202);
    await waitForEvent(api.url, tenant.key, before.body.event_id, (e) => e.status === 'delivered');

    await redis.stop();
    const notReady = await request(api.url).get('/readyz').expect(503);
    expect(notReady.body).toMatchObject({ status: 503, code: 'not_ready' });
    expect(notReady.body.detail).toMatch(/redis/);
    await request(api.url).get('/healthz').expect(200);
    const during: string[] = [];
    for (let i = 0; i < 5; i++) {
      const accepted = await ingest(api.url, tenant.endpoint.token, `{"during":${i}}`).expect(202);
      expect(accepted.body.status).toBe('queued');
      during.push(accepted.body.event_id);
    }
    await redis.start();

    for (const eventId of during) {
      const event = await waitForEvent(api.url, tenant.key, eventId, (e) => e.status === 'delivered', 20_000);
      expect(event.delivery_attempts.filter((a) => a.status === 'success')).toHaveLength(1);
    }
    // Delivered without Redis, maybe (live pickup): ready again once the api has its connection back.
    const ready = await pollUntil(
      () => request(api.url).get('/readyz'),
      (res) => res.status === 200,
      15_000,
    );
    expect(ready.body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    const received = new Set(receiver.requests.map((r) => r.headers['webhook-id']));
    for (const eventId of [before.body.event_id, ...during]) expect(received.has(eventId)).toBe(true);
  });
});

describe('a worker stops after a Redis outage', () => {
  it('closes at once while its queue connections still wait to reconnect, with nothing written to stderr', async () => {
    // BullMQ writes a queue's errors (refused connections) without a listener to console.error, outside the JSON logs.
    const stderr = jest.spyOn(console, 'error');
    const redis = await startPrivateRedis();
    const app = await startTestApp({ REDIS_URL: redis.url });
    try {
      // 6 s down: BullMQ's reconnect backoff is then several seconds long, so when the api is ready
      // again the workers' blocking connections are still waiting for their next attempt
      await redis.stop();
      await new Promise((resolve) => setTimeout(resolve, 6000));
      await redis.start();
      await pollUntil(
        () => request(app.url).get('/readyz'),
        (res) => res.status === 200,
        15_000,
      );
      const outcome = await Promise.race([
        app.close().then(() => 'closed'),
        new Promise((resolve) => setTimeout(resolve, 10_000, 'still closing after 10 s')),
      ]);
      expect(outcome).toBe('closed');
      expect(stderr.mock.calls.map((args) => args.map(String).join(' '))).toEqual([]);
    } finally {
      await redis.stop();
    }
  }, 60_000);
});

describe('the relay re-queues what is lost and leaves what is waiting', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ RELAY_INTERVAL_MS: '100', RELAY_GRACE_MS: '0' });
  });

  afterAll(() => api.close());

  it('re-queues a lost job behind 1,000 jobs still waiting in BullMQ, and writes nothing for those', async () => {
    const tenant = await createTenant(api.url, 'http://127.0.0.1:9/never-called');
    const [endpoint] = await api.db.query(`SELECT organization_id, project_id FROM endpoints WHERE id = $1`, [tenant.endpoint.id]);
    // 1,001 pending jobs past their grace, oldest first; the 1,000 oldest wait in BullMQ (delayed an
    // hour; queued before the rows exist, so no relay tick sees them unqueued), the newest never
    // reached it. Without payloads, a delivery ends the job `cancelled`.
    const ids = Array.from({ length: 1001 }, () => randomUUID());
    const waiting = ids.slice(0, 1000);
    const lost = ids[1000];
    const queued = await api.app
      .get(DeliveryQueue)
      .enqueue(waiting.map((id) => ({ deliveryJobId: id, destinationId: tenant.destination!.id, attemptNumber: 1, delayMs: 3_600_000 })));
    expect(queued).toBe(true);
    await api.db.query(
      `WITH job AS (
         SELECT id, ordinality AS i FROM unnest($5::uuid[]) WITH ORDINALITY AS t(id, ordinality)
       ), event AS (
         INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes, received_at)
         SELECT gen_random_uuid(), $1, $2, $3, 'evt_sweep_' || i, 'queued', repeat('0', 64), 2, now() - interval '1 hour' FROM job
         RETURNING id, event_id
       )
       INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, created_at, updated_at)
       SELECT job.id, $1, event.id, $4, 'pending', 'ingest', now() - interval '1 hour', now() - interval '1 hour' + job.i * interval '1 millisecond'
         FROM event JOIN job ON event.event_id = 'evt_sweep_' || job.i`,
      [endpoint.organization_id, endpoint.project_id, tenant.endpoint.id, tenant.destination!.id, ids],
    );
    const before = (await api.db.query(`SELECT id, updated_at::text FROM delivery_jobs WHERE id = ANY($1)`, [waiting])) as {
      id: string;
      updated_at: string;
    }[];

    const deadline = Date.now() + 10_000;
    let status = 'pending';
    // until the relay re-queued it and the worker ended it (claimed, it is in_progress for a moment)
    while ((status === 'pending' || status === 'in_progress') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [{ status }] = await api.db.query(`SELECT status FROM delivery_jobs WHERE id = $1`, [lost]);
    }
    expect(status).toBe('cancelled');
    const untouched = (await api.db.query(
      `SELECT count(*)::int AS n FROM delivery_jobs WHERE id = ANY($1) AND status = 'pending' AND updated_at::text = ANY($2)`,
      [waiting, before.map((job) => job.updated_at)],
    )) as { n: number }[];
    expect(untouched[0].n).toBe(1000);
  });

  it('leaves the jobs of a batch still waiting in BullMQ alone, and queues those of a lost batch on their own', async () => {
    const tenant = await createTenant(api.url, 'http://127.0.0.1:9/never-called');
    const [endpoint] = await api.db.query(`SELECT organization_id, project_id FROM endpoints WHERE id = $1`, [tenant.endpoint.id]);
    const destinationId = tenant.destination!.id;
    const waiting = [randomUUID(), randomUUID(), randomUUID()];
    const lost = randomUUID();
    const [waitingBatch, lostBatch] = [randomUUID(), randomUUID()];
    // The waiting batch is delayed an hour and queued before its rows exist, so no relay tick sees them unqueued.
    const queue = api.app.get<Queue<DeliveryJobData>>(getQueueToken(QueueName.Deliveries));
    await queue.add(
      JobName.DeliverBatch,
      { deliveries: waiting.map((deliveryJobId) => ({ deliveryJobId, destinationId })) },
      { jobId: batchJobId(waitingBatch), delay: 3_600_000 },
    );
    // Pending past their grace, without payloads: a delivery ends the job `cancelled`.
    await api.db.query(
      `WITH job AS (
         SELECT id, batch, ordinality AS i FROM unnest($5::uuid[], $6::uuid[]) WITH ORDINALITY AS t(id, batch, ordinality)
       ), event AS (
         INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes, received_at)
         SELECT gen_random_uuid(), $1, $2, $3, 'evt_batch_' || job.id, 'queued', repeat('0', 64), 2, now() - interval '1 hour' FROM job
         RETURNING id, event_id
       )
       INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, queue_batch_id, created_at, updated_at)
       SELECT job.id, $1, event.id, $4, 'pending', 'ingest', job.batch, now() - interval '1 hour', now() - interval '1 hour'
         FROM event JOIN job ON event.event_id = 'evt_batch_' || job.id`,
      [
        endpoint.organization_id,
        endpoint.project_id,
        tenant.endpoint.id,
        destinationId,
        [...waiting, lost],
        [...waiting.map(() => waitingBatch), lostBatch],
      ],
    );

    const [{ status }] = await pollUntil(
      () => api.db.query(`SELECT status FROM delivery_jobs WHERE id = $1`, [lost]) as Promise<{ status: string }[]>,
      ([row]) => row.status !== 'pending' && row.status !== 'in_progress',
    );
    expect(status).toBe('cancelled');
    // Several ticks later the waiting batch's jobs are still untouched, and still only in their batch.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = (await api.db.query(
      `SELECT status, updated_at < now() - interval '59 minutes' AS untouched FROM delivery_jobs WHERE id = ANY($1)`,
      [waiting],
    )) as { status: string; untouched: boolean }[];
    expect(rows).toEqual(waiting.map(() => ({ status: 'pending', untouched: true })));
    expect((await api.app.get(DeliveryQueue).queued(waiting.map((id) => bullJobId(id, 1)))).size).toBe(0);
  });
});
