import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { bearer, createApiKey, createDestination, createEndpoint, ingest, signup, waitForEvent } from '../support/factories';
import { expectProblem, expectStandardHeaders, expectValidationProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TEST_ENCRYPTION_KEYS, TestApp } from '../support/test-app';
import { KeyRing } from '../../src/core/crypto/key-ring';
import { AttemptDetails, attemptDetailsAad, legacyErrorCode, NO_DETAILS, unpackDetails } from '../../src/modules/events/attempt-details';
import { redactedHeaders, shownHeaderNames } from '../../src/modules/events/shown-headers';
import { DeadLetter } from '../../src/modules/deliveries/dead-letter.entity';
import { DeliveryAttempt } from '../../src/modules/deliveries/delivery-attempt.entity';
import { DeliveryJob } from '../../src/modules/deliveries/delivery-job.entity';
import { Destination } from '../../src/modules/endpoints/destination.entity';
import { WebhookEvent } from '../../src/modules/events/event.entity';

interface Listed {
  id: string;
  event_id: string;
  status: string;
  project_id: string;
  endpoint_id: string;
  payload_sha256: string;
  content_type: string | null;
  received_at: string;
  idempotency_key: string | null;
}

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

/**
 * GET /api/events filters (docs/http.md, Event list) over one organization with four events in known, stable states:
 *   delivered   — endpoint A (Default project) → destination OK (answers 200), with an Idempotency-Key
 *   delivered   — endpoint A, text/plain
 *   retry_sched — endpoint B (second project) → destination FAIL (answers 500; the retry is an hour away)
 *   dead_letter — endpoint C (Default project), no destination
 */
describe('GET /api/events filters (docs/http.md, Event list)', () => {
  let api: TestApp;
  let ok: Receiver;
  let failing: Receiver;
  let key: string;
  let stranger: string;
  let projects: { main: string; second: string };
  let endpoints: { a: string; b: string; c: string };
  let destinations: { ok: string; failing: string };
  /** Oldest first: [deliveredJson, deliveredText, retrying, deadLettered]. */
  let events: Listed[];
  const bodies = [
    `{"n":1,"r":"${randomUUID()}"}`,
    `plain text ${randomUUID()}`,
    `<n>3</n><!-- ${randomUUID()} -->`,
    `{"n":4,"r":"${randomUUID()}"}`,
  ];

  const list = (query: string, as = key) => request(api.url).get(`/api/events${query}`).set(bearer(as));
  const ids = async (query: string): Promise<string[]> => {
    const res = await list(query);
    expect({ status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
    return res.body.data.map((event: Listed) => event.event_id);
  };
  /** Expected answer as event ids, newest first. */
  const newestFirst = (...indexes: number[]) => indexes.sort((x, y) => y - x).map((i) => events[i].event_id);

  beforeAll(async () => {
    api = await startTestApp({ RETRY_SCHEDULE: '1h' });
    ok = await startReceiver(() => ({ status: 200 }));
    failing = await startReceiver(() => ({ status: 500, body: 'boom' }));

    const session = await signup(api.url);
    key = await createApiKey(api.url, session);
    stranger = await createApiKey(api.url, await signup(api.url));

    const a = await createEndpoint(api.url, key, 'A');
    const second = (await request(api.url).post('/api/projects').set(bearer(key)).send({ name: 'Second' }).expect(201)).body.id;
    const b = await request(api.url).post('/api/endpoints').set(bearer(key)).send({ project_id: second, name: 'B' }).expect(201);
    const c = await createEndpoint(api.url, key, 'C');
    projects = { main: a.projectId, second };
    endpoints = { a: a.id, b: b.body.id, c: c.id };
    destinations = {
      ok: (await createDestination(api.url, key, a.id, ok.url)).id,
      failing: (await createDestination(api.url, key, b.body.id, failing.url)).id,
    };

    // Distinct received_at values, so the time bounds have something to separate.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 15));
    const accepted: string[] = [];
    accepted.push((await ingest(api.url, a.token, bodies[0]).set('idempotency-key', 'Order-42').expect(202)).body.event_id);
    await pause();
    accepted.push((await ingest(api.url, a.token, bodies[1], 'text/plain; charset=utf-8').expect(202)).body.event_id);
    await pause();
    accepted.push((await ingest(api.url, b.body.token, bodies[2], 'application/xml').expect(202)).body.event_id);
    await pause();
    accepted.push((await ingest(api.url, c.token, bodies[3]).expect(202)).body.event_id);

    const settled = ['delivered', 'delivered', 'retry_scheduled', 'dead_lettered'];
    await Promise.all(
      accepted.map((id, i) =>
        waitForEvent(api.url, key, id, (event) => event.status === settled[i] && (i !== 2 || event.delivery_attempts.length === 1)),
      ),
    );
    const all = (await list('').expect(200)).body.data as Listed[];
    events = accepted.map((id) => all.find((event) => event.event_id === id)!);
    expect(events.map((event) => event.status)).toEqual(settled);
  });

  afterAll(async () => {
    await ok.close();
    await failing.close();
    await api.close();
  });

  it('lists every event of the organization newest first, and nothing of others', async () => {
    const res = await list('').expect(200);
    expectStandardHeaders(res);
    expect(res.body.next_cursor).toBeNull();
    expect(res.body.data.map((event: Listed) => event.event_id)).toEqual(newestFirst(0, 1, 2, 3));
    expect(events[0]).toMatchObject({ idempotency_key: 'Order-42', content_type: 'application/json', payload_sha256: sha256(bodies[0]) });
    expect((await list('', stranger).expect(200)).body).toEqual({ data: [], next_cursor: null });
  });

  it('filters by projectId and endpointId', async () => {
    expect(await ids(`?projectId=${projects.main}`)).toEqual(newestFirst(0, 1, 3));
    expect(await ids(`?projectId=${projects.second}`)).toEqual(newestFirst(2));
    expect(await ids(`?endpointId=${endpoints.a}`)).toEqual(newestFirst(0, 1));
    expect(await ids(`?endpointId=${endpoints.c}`)).toEqual(newestFirst(3));
    expect(await ids(`?projectId=${projects.main}&endpointId=${endpoints.b}`)).toEqual([]);
    expect(await ids(`?endpointId=${randomUUID()}`)).toEqual([]);
    expect(await ids(`?projectId=${projects.main.toUpperCase()}`)).toEqual(newestFirst(0, 1, 3));
  });

  it('filters by one status or a comma-separated list', async () => {
    expect(await ids('?status=delivered')).toEqual(newestFirst(0, 1));
    expect(await ids('?status=retry_scheduled')).toEqual(newestFirst(2));
    expect(await ids('?status=retry_scheduled,dead_lettered')).toEqual(newestFirst(2, 3));
    expect(await ids('?status=dead_lettered,delivered,failed')).toEqual(newestFirst(0, 1, 3));
    expect(await ids('?status=queued')).toEqual([]);
    expect(await ids(`?status=delivered&endpointId=${endpoints.b}`)).toEqual([]);
  });

  it('filters by destinationId (events with a job for it)', async () => {
    expect(await ids(`?destinationId=${destinations.ok}`)).toEqual(newestFirst(0, 1));
    expect(await ids(`?destinationId=${destinations.failing}`)).toEqual(newestFirst(2));
    expect(await ids(`?destinationId=${randomUUID()}`)).toEqual([]);
  });

  it('searches event_id by prefix, case-insensitively', async () => {
    expect(await ids(`?search=${events[2].event_id.slice(0, -2).toLowerCase()}`)).toEqual(newestFirst(2));
    expect(await ids(`?search=${events[1].event_id}`)).toEqual(newestFirst(1));
    expect(await ids('?search=evt_')).toEqual(newestFirst(0, 1, 2, 3));
    // A prefix, not a substring.
    expect(await ids(`?search=${events[2].event_id.slice(6, 24)}`)).toEqual([]);
  });

  it('searches payload_sha256 by prefix, case-insensitively', async () => {
    expect(await ids(`?search=${sha256(bodies[1]).slice(0, 16).toUpperCase()}`)).toEqual(newestFirst(1));
    expect(await ids(`?search=${sha256(bodies[3])}`)).toEqual(newestFirst(3));
    expect(await ids(`?search=${sha256(bodies[3]).slice(8, 40)}`)).toEqual([]);
  });

  it('searches idempotency_key exactly, case-insensitively', async () => {
    expect(await ids('?search=Order-42')).toEqual(newestFirst(0));
    expect(await ids('?search=order-42')).toEqual(newestFirst(0));
    expect(await ids('?search=Order-4')).toEqual([]);
    expect(await ids('?search=rder-42')).toEqual([]);
  });

  it('searches content_type by substring, case-insensitively', async () => {
    expect(await ids('?search=xml')).toEqual(newestFirst(2));
    expect(await ids(`?search=${encodeURIComponent('TEXT/PL')}`)).toEqual(newestFirst(1));
    expect(await ids(`?search=${encodeURIComponent('charset=utf-8')}`)).toEqual(newestFirst(1));
  });

  it('searches attempt error messages by substring', async () => {
    const detail = await request(api.url).get(`/api/events/${events[2].event_id}`).set(bearer(key)).expect(200);
    const message: string = detail.body.delivery_attempts[0].error_message;
    expect(message).toContain('500');
    expect(await ids(`?search=${encodeURIComponent(message.slice(2, -1).toUpperCase())}`)).toEqual(newestFirst(2));
  });

  it('treats LIKE wildcards in search as plain characters', async () => {
    expect(await ids('?search=%25')).toEqual([]);
    expect(await ids('?search=_')).toEqual([]);
    expect(await ids(`?search=${encodeURIComponent('%xml')}`)).toEqual([]);
  });

  it('filters by payloadHash exactly, case-insensitively', async () => {
    expect(await ids(`?payloadHash=${sha256(bodies[0])}`)).toEqual(newestFirst(0));
    expect(await ids(`?payloadHash=${sha256(bodies[2]).toUpperCase()}`)).toEqual(newestFirst(2));
    expect(await ids(`?payloadHash=${'0'.repeat(64)}`)).toEqual([]);
  });

  it('filters by responseStatus, as a code or a class', async () => {
    expect(await ids('?responseStatus=500')).toEqual(newestFirst(2));
    expect(await ids('?responseStatus=5xx')).toEqual(newestFirst(2));
    expect(await ids('?responseStatus=200')).toEqual(newestFirst(0, 1));
    expect(await ids('?responseStatus=2xx')).toEqual(newestFirst(0, 1));
    expect(await ids('?responseStatus=201')).toEqual([]);
    expect(await ids('?responseStatus=4xx')).toEqual([]);
    expect(await ids('?responseStatus=5xx&status=delivered')).toEqual([]);
  });

  it('bounds received_at: receivedFrom inclusive, receivedTo exclusive', async () => {
    const at = (i: number) => encodeURIComponent(events[i].received_at);
    expect(await ids(`?receivedFrom=${at(1)}`)).toEqual(newestFirst(1, 2, 3));
    expect(await ids(`?receivedTo=${at(1)}`)).toEqual(newestFirst(0));
    expect(await ids(`?receivedFrom=${at(1)}&receivedTo=${at(3)}`)).toEqual(newestFirst(1, 2));
    expect(await ids(`?receivedFrom=${at(2)}&receivedTo=${at(2)}`)).toEqual([]);
    // The same instant written with an offset.
    const withOffset = events[2].received_at.replace('Z', '+00:00');
    expect(await ids(`?receivedFrom=${encodeURIComponent(withOffset)}`)).toEqual(newestFirst(2, 3));
    const shifted = new Date(events[2].received_at);
    const plusTwo = new Date(shifted.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    expect(await ids(`?receivedTo=${encodeURIComponent(plusTwo)}`)).toEqual(newestFirst(0, 1));
  });

  it('pages with limit and next_cursor', async () => {
    const first = await list('?limit=3').expect(200);
    expect(first.body.data.map((e: Listed) => e.event_id)).toEqual(newestFirst(1, 2, 3));
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await list(`?limit=3&cursor=${encodeURIComponent(first.body.next_cursor)}`).expect(200);
    expect(second.body).toEqual({ data: [expect.objectContaining({ event_id: events[0].event_id })], next_cursor: null });
    expect(await ids('?limit=250')).toEqual(newestFirst(0, 1, 2, 3));
    expect(await ids('?limit=1&status=delivered')).toEqual(newestFirst(1));
    // A cursor keeps its filters' meaning when combined with them.
    const filtered = await list(`?limit=1&endpointId=${endpoints.a}`).expect(200);
    expect(await ids(`?limit=1&endpointId=${endpoints.a}&cursor=${encodeURIComponent(filtered.body.next_cursor)}`)).toEqual(newestFirst(0));
  });

  it('ignores unknown parameters', async () => {
    expect(await ids('?utm_source=mail&status=delivered&sort=asc')).toEqual(newestFirst(0, 1));
    expect(await ids('?page=2')).toEqual(newestFirst(0, 1, 2, 3));
  });

  it.each([
    ['limit', '0'],
    ['limit', '251'],
    ['limit', 'abc'],
    ['limit', '-1'],
    ['limit', '1.5'],
    ['limit', ''],
  ])('refuses %s=%s with 400 validation_failed naming limit', async (field, value) => {
    const body = expectValidationProblem(await list(`?${field}=${encodeURIComponent(value)}`), 'limit');
    expect(body.errors!.every((error) => error.field === 'limit')).toBe(true);
  });

  it.each([
    ['projectId', 'nope'],
    ['projectId', '123e4567-e89b-12d3-a456-42661417400'],
    ['endpointId', 'nope'],
    ['destinationId', `${randomUUID()}x`],
    ['status', 'bogus'],
    ['status', 'delivered,bogus'],
    ['status', ''],
    ['search', ''],
    ['search', 'x'.repeat(201)],
    ['payloadHash', 'abc'],
    ['payloadHash', 'g'.repeat(64)],
    ['payloadHash', 'a'.repeat(65)],
    ['responseStatus', '600'],
    ['responseStatus', '99'],
    ['responseStatus', 'abc'],
    ['responseStatus', '6xx'],
    ['receivedFrom', 'yesterday'],
    ['receivedFrom', '2026-13-01T00:00:00Z'],
    ['receivedFrom', '2026-11-22'],
    ['receivedFrom', '2026-11-22T10:00:00'],
    ['receivedTo', '2026-11-22 10:00:00Z'],
    ['receivedTo', '1763800000'],
    ['cursor', 'not-a-cursor'],
    ['cursor', Buffer.from('2026-11-22T10:00:00.000Z|not-a-uuid').toString('base64url')],
    ['cursor', Buffer.from(`yesterday|${randomUUID()}`).toString('base64url')],
  ])('refuses %s=%s with 400 validation_failed naming the parameter', async (field, value) => {
    expectValidationProblem(await list(`?${field}=${encodeURIComponent(value)}`), field);
  });

  it('answers a repeated single-valued parameter with 400, but accepts a repeated status as a list', async () => {
    expectValidationProblem(await list(`?projectId=${projects.main}&projectId=${projects.second}`), 'projectId');
    expect(await ids('?status=delivered&status=dead_lettered')).toEqual(newestFirst(0, 1, 3));
  });

  it('does not let ids of another organization reveal anything', async () => {
    const res = await list(`?projectId=${projects.main}&endpointId=${endpoints.a}&destinationId=${destinations.ok}`, stranger).expect(200);
    expect(res.body).toEqual({ data: [], next_cursor: null });
    expect((await list(`?search=${events[0].event_id}`, stranger).expect(200)).body.data).toEqual([]);
    expect((await list(`?payloadHash=${sha256(bodies[0])}`, stranger).expect(200)).body.data).toEqual([]);
  });

  it('finds one event by UUID or evt_ id (any case); a malformed id is 400, an unknown one 404', async () => {
    const get = (id: string, as = key) => request(api.url).get(`/api/events/${id}`).set(bearer(as));
    expect((await get(events[1].id.toUpperCase()).expect(200)).body.event_id).toBe(events[1].event_id);
    expect((await get(events[1].event_id.toLowerCase()).expect(200)).body.id).toBe(events[1].id);
    expectValidationProblem(await get('not-an-event'), 'eventId');
    expectValidationProblem(await get('evt_123'), 'eventId');
    expectProblem(await get(randomUUID()), 404, 'not_found');
    expectProblem(await get(`evt_${'0'.repeat(26)}`), 404, 'not_found');
    expectProblem(await get(events[1].event_id, stranger), 404, 'not_found');
  });

  it('answers one event with its jobs, attempts and dead letters as the entities map to them, field order included', async () => {
    const kinds = { jobs: 0, attempts: 0, deadLetters: 0 };
    for (const event of events) {
      const res = await request(api.url).get(`/api/events/${event.event_id}`).set(bearer(key)).expect(200);
      const scope = { eventId: event.id };
      const entity = await api.db.getRepository(WebhookEvent).findOneByOrFail({ id: event.id });
      const jobs = await api.db.getRepository(DeliveryJob).find({ where: scope, order: { createdAt: 'ASC', id: 'ASC' } });
      const attempts = await api.db
        .getRepository(DeliveryAttempt)
        .find({ where: scope, order: { createdAt: 'ASC', attemptNumber: 'ASC' } });
      const deadLetters = await api.db.getRepository(DeadLetter).find({ where: scope, order: { deadLetteredAt: 'ASC' } });
      const destinations = new Map((await api.db.getRepository(Destination).find()).map((d) => [d.id, d]));
      const details = new Map<string, AttemptDetails>();
      for (const row of await api.db.query(`SELECT attempt_id, key_id, ciphertext FROM delivery_attempt_details WHERE event_id = $1`, [
        event.id,
      ])) {
        const attempt = attempts.find((a) => a.id === row.attempt_id)!;
        const opened = keyRing.open({ keyId: row.key_id, blob: row.ciphertext }, attemptDetailsAad(attempt.organizationId, attempt.id));
        details.set(row.attempt_id, unpackDetails(opened)); // JSON, deflated when large
      }
      const expected = {
        ...eventAnswer(entity),
        delivery_jobs: jobs.map((job) => ({
          id: job.id,
          destination_id: job.destinationId,
          status: job.status,
          filtered_by: job.filteredBy,
          trigger: job.trigger,
          attempt_count: job.attemptCount,
          next_attempt_at: job.nextAttemptAt?.toISOString() ?? null,
          created_at: job.createdAt.toISOString(),
          updated_at: job.updatedAt.toISOString(),
          destination_name: destinations.get(job.destinationId)!.name,
          destination_url: destinations.get(job.destinationId)!.url,
        })),
        delivery_attempts: attempts.map((attempt) => attemptAnswer(attempt, details.get(attempt.id) ?? NO_DETAILS)),
        dead_letters: deadLetters.map((letter) => ({
          ...deadLetterAnswer(letter),
          destination_name: letter.destinationId ? destinations.get(letter.destinationId)!.name : null,
          destination_url: letter.destinationId ? destinations.get(letter.destinationId)!.url : null,
        })),
      };
      expect(res.text).toBe(JSON.stringify(expected));
      kinds.jobs += jobs.length;
      kinds.attempts += attempts.length;
      kinds.deadLetters += deadLetters.length;
    }
    // the fixture has every kind of row, nulls included (the retry's next_attempt_at, the dead letter's job)
    expect(kinds.jobs).toBeGreaterThan(0);
    expect(kinds.attempts).toBeGreaterThan(0);
    expect(kinds.deadLetters).toBeGreaterThan(0);
  });

  it('answers errors of this route as problem JSON with the request id', async () => {
    const res = await list('?limit=0').set('x-request-id', 'events-query-1');
    expect(expectProblem(res, 400, 'validation_failed').request_id).toBe('events-query-1');
  });
});

// The detail answer as the entities read through TypeORM give it: the oracle of the route's own SQL.
const eventAnswer = (event: WebhookEvent) => ({
  id: event.id,
  event_id: event.eventId,
  status: event.status,
  project_id: event.projectId,
  endpoint_id: event.endpointId,
  payload_sha256: event.payloadSha256,
  payload_size_bytes: event.payloadSizeBytes,
  content_type: event.contentType,
  received_at: event.receivedAt.toISOString(),
  idempotency_key: event.idempotencyKey,
  event_type: event.eventType,
});

const keyRing = new KeyRing(TEST_ENCRYPTION_KEYS);

/** As the detail answers it: sender headers off the allowlist redacted (docs: event detail). */
const attemptAnswer = (attempt: DeliveryAttempt, details: AttemptDetails) => ({
  id: attempt.id,
  event_id: attempt.eventId,
  job_id: attempt.jobId,
  destination_id: attempt.destinationId,
  attempt_number: attempt.attemptNumber,
  status: attempt.status,
  response_status: attempt.responseStatus,
  duration_ms: attempt.durationMs,
  error_message: attempt.errorMessage,
  error_code: attempt.errorCode ?? legacyErrorCode(attempt.status, attempt.responseStatus, attempt.errorMessage),
  request_headers: redactedHeaders(details.request_headers, shownHeaderNames([])),
  transformed_request: details.request ?? null,
  response_headers: details.response_headers,
  response_body: details.response_body,
  created_at: attempt.createdAt.toISOString(),
});

const deadLetterAnswer = (deadLetter: DeadLetter) => ({
  job_id: deadLetter.jobId,
  destination_id: deadLetter.destinationId,
  reason: deadLetter.reason,
  error_message: deadLetter.errorMessage,
  attempt_count: deadLetter.attemptCount,
  dead_lettered_at: deadLetter.deadLetteredAt.toISOString(),
});
