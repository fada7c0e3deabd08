import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { KeyRing } from '../../src/core/crypto/key-ring';
import { attemptDetailsAad, packDetails } from '../../src/modules/events/attempt-details';
import { REDACTED } from '../../src/modules/events/shown-headers';
import { bearer, createTenant, waitForEvent } from '../support/factories';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

type Tenant = Awaited<ReturnType<typeof createTenant>>;

/** The operator's addition to the allowlist in this file (SHOWN_SENDER_HEADERS). */
const OPERATOR_SHOWN = 'X-Team';
const HOOKYARD_OWN = ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'user-agent'];
const ALLOWLISTED = ['x-github-event', 'x-github-delivery', 'x-shopify-topic', 'x-team'];
const CREDENTIAL_NAMES = ['x-gitlab-token', 'x-api-key', 'stripe-signature', 'x-hub-signature-256'];

const randomCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''));
/** A value long and random enough that finding it in an answer means it was shown. */
const secret = fc.stringMatching(/^[A-Za-z0-9]{24}$/);

interface SentHeader {
  spelled: string;
  value: string;
}

/**
 * A sender's header set: credentials under well-known and random names, some sent twice with
 * names differing only by case; values under Hookyard's own names (which Hookyard replaces); and
 * allowlisted headers, whose values are shown.
 */
const headerSets = fc.record({
  credentials: fc
    .uniqueArray(fc.oneof(fc.constantFrom(...CREDENTIAL_NAMES), fc.stringMatching(/^x-[a-z0-9]{1,10}$/)), { minLength: 1, maxLength: 6 })
    .map((names) => names.filter((name) => !ALLOWLISTED.includes(name)))
    .chain((names) =>
      fc.tuple(...names.map((name) => fc.array(fc.record({ spelled: randomCase(name), value: secret }), { minLength: 1, maxLength: 2 }))),
    ),
  colliding: fc
    .subarray(HOOKYARD_OWN)
    .chain((names) => fc.tuple(...names.map((name) => fc.record({ spelled: randomCase(name), value: secret })))),
  shown: fc
    .subarray(ALLOWLISTED)
    .chain((names) => fc.tuple(...names.map((name) => fc.record({ spelled: randomCase(name), value: secret })))),
});

/** An ingest with the headers sent as given, repeated names included (fetch and supertest would merge or reject them). */
async function ingestRaw(url: string, token: string, headers: SentHeader[]): Promise<{ event_id: string }> {
  const body = '{"n":1}';
  // as an array Node sends the headers as given, and adds none of its own (not even Host)
  const raw = ['host', new URL(url).host, 'content-type', 'application/json', 'content-length', String(body.length)];
  for (const { spelled, value } of headers) raw.push(spelled, value);
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(`${url}/api/ingest/${token}`, { method: 'POST', headers: raw }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
  expect(answer).toEqual({ status: 202, text: expect.stringContaining('event_id') });
  return JSON.parse(answer.text) as { event_id: string };
}

/** Every read-API answer that describes the tenant's events, their attempts, jobs and operations, as text. */
async function readApiAnswers(api: TestApp, tenant: Tenant, eventId: string): Promise<Record<string, string>> {
  const detail = await request(api.url).get(`/api/events/${eventId}`).set(bearer(tenant.key)).expect(200);
  const get = async (path: string, headers: Record<string, string>) => {
    const res = await request(api.url).get(path).set(headers).expect(200);
    return res.text;
  };
  return {
    detail: detail.text,
    byUuid: await get(`/api/events/${detail.body.id}`, bearer(tenant.key)),
    list: await get('/api/events?limit=250', bearer(tenant.key)),
    summaries: await get(`/api/event-summaries?ids=${detail.body.id}`, bearer(tenant.key)),
    export: await get('/api/events/export', { cookie: tenant.session.cookie }),
    dashboardDetail: await get(`/api/events/${eventId}`, { cookie: tenant.session.cookie }),
    operations: await get('/api/operations', bearer(tenant.key)),
    attention: await get('/api/stats/attention', bearer(tenant.key)),
  };
}

function expectNoneShown(answers: Record<string, string>, secrets: string[]): void {
  for (const [where, text] of Object.entries(answers)) {
    for (const value of secrets) expect({ where, shown: text.includes(value) }).toEqual({ where, shown: false });
  }
}

/** Issue #26: a key with events:read (or the dashboard) never reads a sender's credentials. */
describe('sender credentials in the read API', () => {
  let api: TestApp;
  let receiver: Receiver;
  let tenant: Tenant;

  beforeAll(async () => {
    api = await startTestApp({ SHOWN_SENDER_HEADERS: OPERATOR_SHOWN });
    receiver = await startReceiver();
    tenant = await createTenant(api.url, receiver.url);
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('are forwarded to the destination, shown only as [redacted] in every answer; allowlisted and Hookyard’s headers are shown', async () => {
    await fc.assert(
      fc.asyncProperty(headerSets, async ({ credentials, colliding, shown }) => {
        const sent = [...credentials.flat(), ...colliding, ...shown];
        receiver.requests.length = 0;
        const accepted = await ingestRaw(api.url, tenant.endpoint.token, sent);
        const event = await waitForEvent(api.url, tenant.key, accepted.event_id, (e) => e.status === 'delivered');
        const [delivered] = await receiver.waitFor(1);

        // the destination got every credential (a name sent twice in any case, as one header) and the allowlisted headers
        for (const spellings of credentials) {
          const got = delivered.headers[spellings[0].spelled.toLowerCase()];
          for (const { value } of spellings) expect(String(got)).toContain(value);
        }
        for (const { spelled, value } of shown) expect(delivered.headers[spelled.toLowerCase()]).toBe(value);
        // Hookyard's own headers replace a sender's of the same name
        for (const { spelled, value } of colliding) expect(String(delivered.headers[spelled.toLowerCase()])).not.toContain(value);

        const [attempt] = event.delivery_attempts;
        for (const spellings of credentials) expect(attempt.request_headers[spellings[0].spelled.toLowerCase()]).toBe(REDACTED);
        for (const { spelled, value } of shown) expect(attempt.request_headers[spelled.toLowerCase()]).toBe(value);
        for (const name of HOOKYARD_OWN) expect(attempt.request_headers[name]).toBe(delivered.headers[name]);
        expect(attempt.request_headers['content-type']).toBe('application/json');

        const secrets = [...credentials.flat(), ...colliding].map(({ value }) => value);
        expectNoneShown(await readApiAnswers(api, tenant, accepted.event_id), secrets);
      }),
      { numRuns: 40 },
    );
  });

  it('an attempt recorded with the sender headers in clear (before redaction) is answered redacted', async () => {
    const accepted = await ingestRaw(api.url, tenant.endpoint.token, [{ spelled: 'x-github-event', value: 'push' }]);
    const event = await waitForEvent(api.url, tenant.key, accepted.event_id, (e) => e.status === 'delivered');
    const [original] = event.delivery_attempts;
    const legacyId = randomUUID();
    const token = `glpat-${randomUUID()}`;
    const key = `key-${randomUUID()}`;
    const clear = {
      request_headers: { ...original.request_headers, 'x-gitlab-token': token, 'x-api-key': key, 'x-github-event': 'push' },
      response_headers: {},
      response_body: null,
    };
    const sealed = api.app.get(KeyRing).seal(packDetails(clear), attemptDetailsAad(tenant.session.organizationId, legacyId));
    // a copy of the delivered attempt under a new id, its details sealed in clear as attempts were recorded before
    await api.db.query(
      `INSERT INTO delivery_attempts
       SELECT (jsonb_populate_record(a, jsonb_build_object('id', $2::uuid, 'attempt_number', 2))).* FROM delivery_attempts a WHERE a.id = $1`,
      [original.id, legacyId],
    );
    await api.db.query(
      `INSERT INTO delivery_attempt_details
       SELECT (jsonb_populate_record(x, jsonb_build_object('attempt_id', $2::uuid, 'key_id', $3::text))).* FROM delivery_attempt_details x WHERE x.attempt_id = $1`,
      [original.id, legacyId, sealed.keyId],
    );
    await api.db.query(`UPDATE delivery_attempt_details SET ciphertext = $2 WHERE attempt_id = $1`, [legacyId, sealed.blob]);

    const detail = await request(api.url).get(`/api/events/${accepted.event_id}`).set(bearer(tenant.key)).expect(200);
    const legacy = (detail.body.delivery_attempts as typeof event.delivery_attempts).find(({ id }) => id === legacyId)!;
    expect(legacy.request_headers).toMatchObject({
      'x-gitlab-token': REDACTED,
      'x-api-key': REDACTED,
      'x-github-event': 'push',
      'webhook-signature': original.request_headers['webhook-signature'],
    });
    expectNoneShown(await readApiAnswers(api, tenant, accepted.event_id), [token, key]);
  });
});
