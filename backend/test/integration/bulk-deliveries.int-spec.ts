import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AppConfig } from '../../src/core/config/app-config';
import { APP_CONFIG } from '../../src/core/config/config.module';
import { batchJobId, BULK_BATCH_SIZE, bullJobId } from '../../src/modules/deliveries/delivery-job-data';
import { SqlExecutor } from '../../src/core/database/sql';
import { DeliveriesRepository } from '../../src/modules/deliveries/deliveries.repository';
import { DeliveryQueue } from '../../src/modules/deliveries/delivery-queue.service';
import { OutboxRelay } from '../../src/modules/deliveries/outbox-relay.service';
import { bearer, createDestination, createTenant, ingest, pollUntil } from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, startTestWorker, TestApp } from '../support/test-app';

/**
 * A bulk operation's deliveries go to the bulk-deliveries queue in batches of one destination's,
 * and stay in that queue for their later attempts and when the relay queues them again; a single
 * retry makes a job live again.
 */
describe("bulk operations' deliveries: their own queue, in batches", () => {
  let api: TestApp;
  let receiver: Receiver;
  let worker: INestApplicationContext | null = null;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));

  beforeAll(async () => {
    // `/down` answers 503 (retried, first after an hour); the rest wait for the gate.
    receiver = await startReceiver((req) => (req.path.includes('down') ? { status: 503 } : { status: 200, release: gate }));
    api = await startTestApp({ RETRY_SCHEDULE: '1h,1h' }, { worker: false });
  });

  afterAll(async () => {
    open();
    await worker?.close();
    await api.close();
    await receiver.close();
  });

  const queue = () => api.app.get(DeliveryQueue);

  it('queues a page as batches of one destination each, at most BULK_BATCH_SIZE, into the bulk queue only', async () => {
    // Events received while the endpoint had no destination (dead-lettered at once), replayed to two.
    const tenant = await createTenant(api.url);
    const count = BULK_BATCH_SIZE + 30;
    for (let i = 0; i < count; i++) await ingest(api.url, tenant.endpoint.token, `{"i":${i}}`).expect(202);
    for (const path of ['/a', '/b']) await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}${path}`);
    worker = await startTestWorker(api.config);
    const op = await request(api.url).post('/api/events/bulk-replay').set(bearer(tenant.key)).send({ endpointId: tenant.endpoint.id });
    expect(op.status).toBe(202);
    await pollUntil(
      async () => (await request(api.url).get(`/api/operations/${op.body.id}`).set(bearer(tenant.key))).body.status,
      (status: string) => status === 'succeeded',
    );

    const batches = (await api.db.query(
      `SELECT queue_batch_id, count(DISTINCT destination_id)::int AS destinations, count(*)::int AS jobs,
              bool_and(operation_id = $2) AS of_the_operation
         FROM delivery_jobs WHERE organization_id = (SELECT organization_id FROM endpoints WHERE id = $1)
        GROUP BY queue_batch_id ORDER BY jobs DESC`,
      [tenant.endpoint.id, op.body.id],
    )) as { queue_batch_id: string; destinations: number; jobs: number; of_the_operation: boolean }[];
    expect(batches.map(({ destinations, jobs, of_the_operation }) => ({ destinations, jobs, of_the_operation }))).toEqual([
      { destinations: 1, jobs: BULK_BATCH_SIZE, of_the_operation: true },
      { destinations: 1, jobs: BULK_BATCH_SIZE, of_the_operation: true },
      { destinations: 1, jobs: 30, of_the_operation: true },
      { destinations: 1, jobs: 30, of_the_operation: true },
    ]);
    // Nothing has been answered yet: every batch is still waiting or running, in the bulk queue and not in the live one.
    // Read until seen: on a loaded machine the walk's add or this read can outlast the queue's 2 s timeout (the add
    // lands late; a read that times out answers none); the gated batches stay in it until their requests time out (15 s).
    const ids = batches.map((batch) => batchJobId(batch.queue_batch_id));
    const inBulkQueue = await pollUntil(
      () => queue().queued(ids, { bulk: true }),
      (queued) => queued.size === 4,
    );
    expect(inBulkQueue.size).toBe(4);
    expect((await queue().queued(ids)).size).toBe(0);

    open();
    const delivered = await receiver.waitFor(2 * count, 30_000);
    for (const destination of ['/a', '/b']) {
      expect(new Set(delivered.filter((r) => r.path.endsWith(destination)).map((r) => r.headers['webhook-id'])).size).toBe(count);
    }
    // The batches claimed their jobs ahead of the destination's slots: each job still counts the one attempt it made.
    const jobs = await pollUntil(
      () =>
        api.db.query(
          `SELECT j.status, j.attempt_count, (SELECT count(*)::int FROM delivery_attempts a WHERE a.job_id = j.id) AS attempts
             FROM delivery_jobs j WHERE j.operation_id = $1`,
          [op.body.id],
        ) as Promise<{ status: string; attempt_count: number; attempts: number }[]>,
      (rows) => rows.length === 2 * count && rows.every((row) => row.status === 'succeeded'),
    );
    expect(new Set(jobs.map(({ attempt_count, attempts }) => `${attempt_count}/${attempts}`))).toEqual(new Set(['1/1']));
  }, 60_000);

  it("keeps a bulk delivery's next attempt in the bulk queue, and a single retry makes the job live again", async () => {
    const tenant = await createTenant(api.url);
    await ingest(api.url, tenant.endpoint.token, '{"down":true}').expect(202);
    await createDestination(api.url, tenant.key, tenant.endpoint.id, `${receiver.url}/down`);
    worker ??= await startTestWorker(api.config);
    await request(api.url).post('/api/events/bulk-replay').set(bearer(tenant.key)).send({ endpointId: tenant.endpoint.id }).expect(202);
    const [job] = await pollUntil(
      () =>
        api.db.query(
          `SELECT id, status, attempt_count, operation_id FROM delivery_jobs WHERE destination_id IN (
                        SELECT id FROM destinations WHERE endpoint_id = $1)`,
          [tenant.endpoint.id],
        ) as Promise<{ id: string; status: string; attempt_count: number; operation_id: string | null }[]>,
      (rows) => rows.length === 1 && rows[0].status === 'retry_scheduled',
    );
    const next = bullJobId(job.id, 2);
    expect(job.operation_id).toEqual(expect.stringMatching(/^op_/));
    expect((await queue().queued([next], { bulk: true })).has(next)).toBe(true);
    expect((await queue().queued([next])).has(next)).toBe(false);

    await request(api.url).post(`/api/delivery-jobs/${job.id}/retry`).set(bearer(tenant.key)).expect(202);
    const [retried] = (await api.db.query(`SELECT operation_id FROM delivery_jobs WHERE id = $1`, [job.id])) as { operation_id: null }[];
    expect(retried.operation_id).toBeNull();
    // The retry runs at once (and fails again): its attempt came from the live queue, the one after is live too.
    await pollUntil(
      async () =>
        ((await api.db.query(`SELECT attempt_count FROM delivery_jobs WHERE id = $1`, [job.id])) as { attempt_count: number }[])[0],
      (row) => row.attempt_count === 2,
    );
    const after = bullJobId(job.id, 3);
    await pollUntil(
      () => queue().queued([after]),
      (queued) => queued.has(after),
    );
    expect((await queue().queued([after], { bulk: true })).has(after)).toBe(false);
  }, 30_000);
});

describe('the relay queues a lost bulk job again into the bulk queue', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ RELAY_GRACE_MS: '0' }, { worker: false });
  });

  afterAll(() => api.close());

  it('re-queues lost jobs into the queue they came from: bulk ones into bulk-deliveries, live ones into deliveries', async () => {
    const tenant = await createTenant(api.url, 'http://127.0.0.1:9/never-called');
    const [endpoint] = await api.db.query(`SELECT organization_id, project_id FROM endpoints WHERE id = $1`, [tenant.endpoint.id]);
    const [bulk, live] = [randomUUID(), randomUUID()];
    // Pending, in a batch that is not in Redis (lost with it); older than any other test's job, so first in the relay's sweep.
    await api.db.query(
      `WITH job AS (
         SELECT * FROM unnest($5::uuid[], $6::text[]) AS t(id, operation_id)
       ), event AS (
         INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes, received_at)
         SELECT gen_random_uuid(), $1, $2, $3, 'evt_lost_' || job.id, 'queued', repeat('0', 64), 2, now() - interval '1 hour' FROM job
         RETURNING id, event_id
       )
       INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, attempt_count, operation_id, queue_batch_id,
                                  created_at, updated_at)
       SELECT job.id, $1, event.id, $4, 'pending', 'retry', 3, job.operation_id, gen_random_uuid(), '2000-01-01', '2000-01-01'
         FROM event JOIN job ON event.event_id = 'evt_lost_' || job.id`,
      [endpoint.organization_id, endpoint.project_id, tenant.endpoint.id, tenant.destination!.id, [bulk, live], ['op_lost', null]],
    );
    // The relay runs in the worker, whose repository the api app does not provide: built here on the api's SQL.
    const relay = new OutboxRelay(new DeliveriesRepository(api.app.get(SqlExecutor)), queue(), api.app.get<AppConfig>(APP_CONFIG));
    await relay.tick();

    const [bulkEntry, liveEntry] = [bullJobId(bulk, 4), bullJobId(live, 4)];
    expect([...(await queue().queued([bulkEntry, liveEntry], { bulk: true }))]).toEqual([bulkEntry]);
    expect([...(await queue().queued([bulkEntry, liveEntry]))]).toEqual([liveEntry]);
  });

  it('gives a claim back as it was before the claim, and leaves a job claimed again since alone', async () => {
    const tenant = await createTenant(api.url, 'http://127.0.0.1:9/never-called');
    const [endpoint] = await api.db.query(`SELECT organization_id, project_id FROM endpoints WHERE id = $1`, [tenant.endpoint.id]);
    const [given, taken] = [randomUUID(), randomUUID()];
    await api.db.query(
      `WITH event AS (
         INSERT INTO events (id, organization_id, project_id, endpoint_id, event_id, status, payload_sha256, payload_size_bytes)
         VALUES (gen_random_uuid(), $1, $2, $3, 'evt_give_back_' || $5, 'queued', repeat('0', 64), 2)
         RETURNING id
       )
       INSERT INTO delivery_jobs (id, organization_id, event_id, destination_id, status, trigger, attempt_count)
       SELECT job_id, $1, event.id, $4, 'pending', 'retry', 2 FROM event, unnest($6::uuid[]) AS job_id`,
      [endpoint.organization_id, endpoint.project_id, tenant.endpoint.id, tenant.destination!.id, given, [given, taken]],
    );
    const repository = new DeliveriesRepository(api.app.get(SqlExecutor));
    const claims = await repository.claimDueJobsAcrossOrganizations([given, taken], 60_000);
    expect(claims.map(({ attempt_count }) => attempt_count)).toEqual([3, 3]);
    // `taken`'s lease ran out and another worker claimed it: its attempt 4 is that worker's.
    await api.db.query(`UPDATE delivery_jobs SET lease_expires_at = now() - interval '1 second' WHERE id = $1`, [taken]);
    expect(await repository.claimDueJobsAcrossOrganizations([taken], 60_000)).toEqual([expect.objectContaining({ attempt_count: 4 })]);

    await repository.giveBackClaimsAcrossOrganizations(claims);
    const rows = await api.db.query(`SELECT id, status, attempt_count, lease_expires_at FROM delivery_jobs WHERE id = ANY($1::uuid[])`, [
      [given, taken],
    ]);
    expect(Object.fromEntries(rows.map(({ id, ...row }: { id: string }) => [id, row]))).toEqual({
      [given]: { status: 'pending', attempt_count: 2, lease_expires_at: null },
      [taken]: { status: 'in_progress', attempt_count: 4, lease_expires_at: expect.any(Date) },
    });
  });

  const queue = () => api.app.get(DeliveryQueue);
});
