import request from 'supertest';
import { bearer, createDestination, createTenant, ingest, waitForEvent } from '../support/factories';
import { Reply, startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

describe('delivery outcomes and the retry schedule (docs/http.md, Delivery)', () => {
  let api: TestApp;
  const receivers: Receiver[] = [];
  const receiverAnswering = async (reply: () => Reply) => {
    const receiver = await startReceiver(reply);
    receivers.push(receiver);
    return receiver;
  };

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '100ms,100ms' });
  });

  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await api.close();
  });

  it('retries a 500 along the schedule, then dead-letters it with a record', async () => {
    const receiver = await receiverAnswering(() => ({ status: 500, body: 'boom' }));
    const tenant = await createTenant(api.url, receiver.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'dead_lettered');
    expect(event.delivery_attempts.map((a) => [a.attempt_number, a.status, a.response_status])).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 500],
      [3, 'failed', 500],
    ]);
    expect(event.delivery_attempts[0].error_message).toBe('destination answered HTTP 500');
    expect(event.delivery_jobs).toEqual([expect.objectContaining({ status: 'dead_lettered', attempt_count: 3 })]);
    expect(event.dead_letters).toEqual([
      expect.objectContaining({
        job_id: event.delivery_jobs[0].id,
        destination_id: tenant.destination!.id,
        reason: 'max_attempts_exhausted',
        error_message: 'destination answered HTTP 500',
        attempt_count: 3,
      }),
    ]);
    // Every attempt of one event carries the same webhook-id.
    expect(new Set(receiver.requests.map((r) => r.headers['webhook-id']))).toEqual(new Set([accepted.body.event_id]));
  });

  it('ends the job failed on a final 4xx, without retrying', async () => {
    const receiver = await receiverAnswering(() => ({ status: 400 }));
    const tenant = await createTenant(api.url, receiver.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'failed');
    expect(event.delivery_jobs).toEqual([expect.objectContaining({ status: 'failed', attempt_count: 1 })]);
    expect(event.delivery_attempts).toHaveLength(1);
    expect(event.dead_letters).toEqual([]);
  });

  it('retries 408, 409, 425 and 429 like server errors', async () => {
    for (const status of [408, 429]) {
      const receiver = await receiverAnswering(() => ({ status }));
      const tenant = await createTenant(api.url, receiver.url);
      const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
      const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'dead_lettered');
      expect(event.delivery_attempts.map((a) => a.response_status)).toEqual([status, status, status]);
    }
  });

  it('does not follow redirects', async () => {
    const target = await receiverAnswering(() => ({ status: 200 }));
    const redirecting = await receiverAnswering(() => ({ status: 302, headers: { location: target.url } }));
    const tenant = await createTenant(api.url, redirecting.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'dead_lettered');
    expect(event.delivery_attempts[0]).toMatchObject({ status: 'failed', response_status: 302 });
    expect(target.requests).toHaveLength(0);
  });

  it('records a timeout when the destination does not answer within timeout_ms', async () => {
    const receiver = await receiverAnswering(() => ({ status: 200, hang: true }));
    const tenant = await createTenant(api.url);
    await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url, { timeout_ms: 1000 });
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.delivery_attempts.length > 0, 15_000);
    expect(event.delivery_attempts[0]).toMatchObject({
      status: 'timeout',
      response_status: null,
      error_message: 'no complete response within 1000 ms',
    });
    expect(event.delivery_attempts[0].duration_ms).toBeGreaterThanOrEqual(1000);
  });

  it('records an error when the destination refuses the connection', async () => {
    const closed = await receiverAnswering(() => ({ status: 200 }));
    await closed.close();
    const tenant = await createTenant(api.url, closed.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'dead_lettered');
    expect(event.delivery_attempts[0]).toMatchObject({
      status: 'error',
      response_status: null,
      error_message: 'connection refused by the destination',
    });
  });

  it('reads a huge answer only partly and still records success', async () => {
    const receiver = await receiverAnswering(() => ({ status: 200, body: 'x'.repeat(5 * 1024 * 1024) }));
    const tenant = await createTenant(api.url, receiver.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
    expect(event.delivery_attempts[0]).toMatchObject({ status: 'success', response_status: 200 });
  });
});

describe('many deliveries at once (claims and records go to the database together)', () => {
  let api: TestApp;
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '1h' });
  });

  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await api.close();
  });

  it('gives every event the status of its own jobs when several destinations finish together', async () => {
    const answering = async (status: number) => {
      const receiver = await startReceiver(() => ({ status }));
      receivers.push(receiver);
      return receiver;
    };
    const [ok, alsoOk, broken, refusing] = await Promise.all([answering(200), answering(204), answering(500), answering(400)]);
    const healthy = await createTenant(api.url, ok.url);
    await createDestination(api.url, healthy.key, healthy.endpoint.id, alsoOk.url);
    const mixed = await createTenant(api.url, ok.url);
    await createDestination(api.url, mixed.key, mixed.endpoint.id, broken.url);
    await createDestination(api.url, mixed.key, mixed.endpoint.id, refusing.url);

    const send = (tenant: typeof healthy, count: number) =>
      Promise.all(
        Array.from({ length: count }, async (_, index) => {
          const res = await ingest(api.url, tenant.endpoint.token, JSON.stringify({ index })).expect(202);
          return res.body.event_id as string;
        }),
      );
    const [healthyIds, mixedIds] = await Promise.all([send(healthy, 15), send(mixed, 15)]);

    for (const id of healthyIds) {
      const event = await waitForEvent(api.url, healthy.key, id, (e) => e.status === 'delivered');
      expect(event.delivery_jobs.map((job) => job.status)).toEqual(['succeeded', 'succeeded']);
      expect(event.delivery_attempts.map((attempt) => [attempt.attempt_number, attempt.status])).toEqual([
        [1, 'success'],
        [1, 'success'],
      ]);
    }
    for (const id of mixedIds) {
      // one success, one final 4xx, one 500 waiting an hour for its retry: the retry ranks first
      const event = await waitForEvent(api.url, mixed.key, id, (e) => e.delivery_attempts.length === 3);
      expect(event.status).toBe('retry_scheduled');
      expect(event.delivery_jobs.map((job) => job.status).sort()).toEqual(['failed', 'retry_scheduled', 'succeeded']);
      expect(event.dead_letters).toEqual([]);
    }
    expect(ok.requests).toHaveLength(30);
    expect(broken.requests).toHaveLength(15);
    // each attempt carries its event's received_at exactly (the error search walks attempts in the list's order)
    const [{ mismatched }] = await api.db.query(
      `SELECT count(*)::int AS mismatched FROM delivery_attempts a JOIN events e ON e.id = a.event_id
        WHERE e.event_id = ANY($1) AND a.event_received_at IS DISTINCT FROM e.received_at`,
      [[...healthyIds, ...mixedIds]],
    );
    expect(mismatched).toBe(0);
  });

  it('records the others when one attempt of a batch cannot be written', async () => {
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const receiver = await startReceiver(() => ({ status: 200, release: answered }));
    receivers.push(receiver);
    const tenant = await createTenant(api.url, receiver.url);
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      ids.push((await ingest(api.url, tenant.endpoint.token, JSON.stringify({ index })).expect(202)).body.event_id);
    }
    const [poisoned] = await api.db.query(`SELECT id FROM events WHERE event_id = $1`, [ids[0]]);
    await api.db.query(`
      CREATE FUNCTION refuse_poisoned_attempt() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'attempt refused by the test'; END $$;
      CREATE TRIGGER refuse_poisoned_attempt BEFORE INSERT ON delivery_attempts
        FOR EACH ROW WHEN (NEW.event_id = '${poisoned.id}') EXECUTE FUNCTION refuse_poisoned_attempt();`);
    try {
      await receiver.waitFor(5);
      release(); // five answers at once: their records go to the database together
      for (const id of ids.slice(1)) await waitForEvent(api.url, tenant.key, id, (e) => e.status === 'delivered');
      const event = await waitForEvent(api.url, tenant.key, ids[0], (e) => e.delivery_jobs[0]?.status === 'in_progress');
      expect(event.delivery_attempts).toEqual([]); // not recorded: its lease runs out and the relay queues it again
    } finally {
      await api.db.query(`DROP TRIGGER refuse_poisoned_attempt ON delivery_attempts; DROP FUNCTION refuse_poisoned_attempt();`);
    }
  });
});

describe('410 Gone, manual retry and replay (docs/http.md, Retry and replay; Delivery)', () => {
  let api: TestApp;
  let answer: Reply;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '100ms,100ms' });
    receiver = await startReceiver(() => answer);
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  beforeEach(() => {
    answer = { status: 200 };
  });

  it('retries a dead-lettered job once more, continuing the attempt numbers', async () => {
    answer = { status: 503 };
    const tenant = await createTenant(api.url, receiver.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'dead_lettered');

    answer = { status: 200 };
    const retried = await request(api.url).post(`/api/events/${accepted.body.event_id}/retry`).set(bearer(tenant.key)).expect(202);
    expect(retried.body.event_id).toBe(accepted.body.event_id);
    expect(retried.body.retried).toEqual([expect.objectContaining({ status: 'pending', trigger: 'retry', attempt_count: 3 })]);
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
    expect(event.delivery_attempts.map((a) => [a.attempt_number, a.status])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
      [4, 'success'],
    ]);

    // Nothing left to retry: the event route retries nothing, the job route refuses.
    const again = await request(api.url).post(`/api/events/${accepted.body.event_id}/retry`).set(bearer(tenant.key)).expect(202);
    expect(again.body.retried).toEqual([]);
    const refused = await request(api.url)
      .post(`/api/delivery-jobs/${event.delivery_jobs[0].id}/retry`)
      .set(bearer(tenant.key))
      .expect(409);
    expect(refused.body.code).toBe('not_retryable');
  });

  it('retries a single failed job by id, and only within the organization', async () => {
    answer = { status: 422 };
    const tenant = await createTenant(api.url, receiver.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const failed = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'failed');
    const jobId = failed.delivery_jobs[0].id;

    const stranger = await createTenant(api.url);
    await request(api.url).post(`/api/delivery-jobs/${jobId}/retry`).set(bearer(stranger.key)).expect(404);

    answer = { status: 200 };
    const retried = await request(api.url).post(`/api/delivery-jobs/${jobId}/retry`).set(bearer(tenant.key)).expect(202);
    expect(retried.body).toMatchObject({ id: jobId, status: 'pending', attempt_count: 1 });
    const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
    expect(event.delivery_attempts.map((a) => a.attempt_number)).toEqual([1, 2]);
  });

  it('replays to every active destination with the same webhook-id', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const second = await createDestination(api.url, tenant.key, tenant.endpoint.id, receiver.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{"replay":1}').expect(202);
    await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');

    const replay = await request(api.url).post(`/api/events/${accepted.body.event_id}/replay`).set(bearer(tenant.key)).expect(202);
    expect(replay.body.event_id).toBe(accepted.body.event_id);
    expect(replay.body.status).toBe('replayed');
    expect(replay.body.delivery_jobs.map((j: { destination_id: string }) => j.destination_id).sort()).toEqual(
      [tenant.destination!.id, second.id].sort(),
    );
    expect(
      replay.body.delivery_jobs.every((j: { trigger: string; status: string }) => j.trigger === 'replay' && j.status === 'pending'),
    ).toBe(true);

    const event = await waitForEvent(
      api.url,
      tenant.key,
      accepted.body.event_id,
      (e) => e.status === 'delivered' && e.delivery_attempts.length === 4,
    );
    expect(event.delivery_jobs).toHaveLength(4);
    const sent = receiver.requests.filter((r) => r.headers['webhook-id'] === accepted.body.event_id);
    expect(sent).toHaveLength(4);
    expect(new Set(sent.map((r) => r.body.toString()))).toEqual(new Set(['{"replay":1}']));
  });

  it('refuses a replay without active destinations', async () => {
    const tenant = await createTenant(api.url);
    const accepted = await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
    const res = await request(api.url).post(`/api/events/${accepted.body.event_id}/replay`).set(bearer(tenant.key)).expect(409);
    expect(res.body.code).toBe('no_active_destinations');
  });

  it('disables a destination answering 410 Gone and cancels its other jobs', async () => {
    const slow = await startTestApp({ RETRY_SCHEDULE: '1h' });
    try {
      const tenant = await createTenant(slow.url, receiver.url);
      answer = { status: 500 };
      const waiting = await ingest(slow.url, tenant.endpoint.token, '{"first":true}').expect(202);
      await waitForEvent(slow.url, tenant.key, waiting.body.event_id, (e) => e.status === 'retry_scheduled');
      answer = { status: 410 };
      const gone = await ingest(slow.url, tenant.endpoint.token, '{"second":true}').expect(202);
      const goneEvent = await waitForEvent(slow.url, tenant.key, gone.body.event_id, (e) => e.status === 'failed');
      expect(goneEvent.delivery_attempts).toEqual([expect.objectContaining({ status: 'failed', response_status: 410 })]);
      expect(goneEvent.delivery_jobs[0].status).toBe('failed');

      const destinations = await request(slow.url)
        .get(`/api/endpoints/${tenant.endpoint.id}/destinations`)
        .set(bearer(tenant.key))
        .expect(200);
      expect(destinations.body.data[0]).toMatchObject({ active: false, disabled_reason: 'gone' });
      const first = await waitForEvent(slow.url, tenant.key, waiting.body.event_id, (e) => e.status === 'failed');
      expect(first.delivery_jobs[0].status).toBe('cancelled');

      // Jobs of an inactive destination are not retryable; once it is active again they are.
      answer = { status: 200 };
      const refused = await request(slow.url)
        .post(`/api/delivery-jobs/${first.delivery_jobs[0].id}/retry`)
        .set(bearer(tenant.key))
        .expect(409);
      expect(refused.body.code).toBe('not_retryable');
      await request(slow.url)
        .patch(`/api/destinations/${tenant.destination!.id}`)
        .set(bearer(tenant.key))
        .send({ active: true })
        .expect(200);
      await request(slow.url).post(`/api/delivery-jobs/${first.delivery_jobs[0].id}/retry`).set(bearer(tenant.key)).expect(202);
      const delivered = await waitForEvent(slow.url, tenant.key, waiting.body.event_id, (e) => e.status === 'delivered');
      expect(delivered.delivery_attempts.map((a) => [a.attempt_number, a.status])).toEqual([
        [1, 'failed'],
        [2, 'success'],
      ]);
    } finally {
      await slow.close();
    }
  });

  it('cancels pending and scheduled jobs when a destination is disabled', async () => {
    answer = { status: 500 };
    const slow = await startTestApp({ RETRY_SCHEDULE: '1h' });
    try {
      const tenant = await createTenant(slow.url, receiver.url);
      const accepted = await ingest(slow.url, tenant.endpoint.token, '{}').expect(202);
      await waitForEvent(slow.url, tenant.key, accepted.body.event_id, (e) => e.status === 'retry_scheduled');
      await request(slow.url)
        .patch(`/api/destinations/${tenant.destination!.id}`)
        .set(bearer(tenant.key))
        .send({ active: false })
        .expect(200);
      const event = await waitForEvent(slow.url, tenant.key, accepted.body.event_id, (e) => e.status === 'failed');
      expect(event.delivery_jobs[0].status).toBe('cancelled');
    } finally {
      await slow.close();
    }
  });
});
