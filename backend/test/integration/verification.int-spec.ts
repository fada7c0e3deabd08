import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import request from 'supertest';
import twilio from 'twilio';
import { bearer, createApiKey, createEndpoint, createTenant, ingest, pollUntil, signup } from '../support/factories';
import { expectProblem } from '../support/problem';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

const stripe = new Stripe('sk_test_unused');
const STRIPE_SECRET = 'whsec_integration_test_secret_one';
const STRIPE_SECRET_2 = 'whsec_integration_test_secret_two';
const PUBLIC_BASE_URL = 'https://hooks.example.com';

const stripeHeader = (body: string, secret = STRIPE_SECRET, timestamp = Math.floor(Date.now() / 1000)) =>
  stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });

describe('sender verification (issue #19)', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ PUBLIC_BASE_URL, RELAY_INTERVAL_MS: '200' });
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  async function tenantWith(verification: object, destinationUrl?: string) {
    const tenant = await createTenant(api.url, destinationUrl);
    const set = await request(api.url).put(`/api/endpoints/${tenant.endpoint.id}/verification`).set(bearer(tenant.key)).send(verification);
    expect(set.status).toBe(200);
    return { ...tenant, verification: set.body };
  }

  const eventCount = async (endpointId: string) =>
    Number((await api.db.query(`SELECT count(*) FROM events WHERE endpoint_id = $1`, [endpointId]))[0].count);

  const sendStripe = (token: string, body: string, header?: string) => {
    const req = request(api.url).post(`/api/ingest/${token}`).set('content-type', 'application/json');
    if (header !== undefined) req.set('stripe-signature', header);
    return req.send(body);
  };

  it('sets, shows (never the secrets) and removes an endpoint verification; secrets are stored sealed', async () => {
    const tenant = await createTenant(api.url);
    const path = `/api/endpoints/${tenant.endpoint.id}/verification`;
    const before = await request(api.url).get(path).set(bearer(tenant.key)).expect(200);
    expect(before.body).toMatchObject({ endpoint_id: tenant.endpoint.id, type: null, secrets: [], updated_at: null });

    const set = await request(api.url)
      .put(path)
      .set(bearer(tenant.key))
      .send({ type: 'stripe', secrets: [STRIPE_SECRET] })
      .expect(200);
    expect(set.body).toMatchObject({ type: 'stripe', tolerance_seconds: 300, header_name: null, username: null });
    expect(set.body.secrets).toEqual([{ id: expect.any(String), hint: 'whsec_…_one', created_at: expect.any(String) }]);
    const shown = await request(api.url).get(path).set(bearer(tenant.key)).expect(200);
    expect(shown.body).toEqual(set.body);
    expect(JSON.stringify(shown.body)).not.toContain(STRIPE_SECRET);

    const [row] = await api.db.query(`SELECT secrets_ciphertext, settings FROM endpoint_verifications WHERE endpoint_id = $1`, [
      tenant.endpoint.id,
    ]);
    expect((row.secrets_ciphertext as Buffer).includes(Buffer.from('integration_test'))).toBe(false);

    // A ciphertext moved onto another endpoint's row does not open there: that endpoint refuses everything, saying why.
    const other = await tenantWith({ type: 'stripe', secrets: [STRIPE_SECRET_2] });
    await api.db.query(`UPDATE endpoint_verifications SET secrets_ciphertext = $1 WHERE endpoint_id = $2`, [
      row.secrets_ciphertext,
      other.endpoint.id,
    ]);
    const unreadable = await sendStripe(other.endpoint.token, '{}', stripeHeader('{}', STRIPE_SECRET_2));
    expect(expectProblem(unreadable, 401, 'signature_invalid').reason).toBe('secrets_unreadable');
    // Set again, it works (and leaves no unreadable row behind for reencrypt's test in the same database).
    await request(api.url)
      .put(`/api/endpoints/${other.endpoint.id}/verification`)
      .set(bearer(other.key))
      .send({ type: 'stripe', secrets: [STRIPE_SECRET_2] })
      .expect(200);
    await sendStripe(other.endpoint.token, '{}', stripeHeader('{}', STRIPE_SECRET_2)).expect(202);

    await request(api.url).delete(path).set(bearer(tenant.key)).expect(204);
    expect((await request(api.url).get(path).set(bearer(tenant.key)).expect(200)).body.type).toBeNull();
    await ingest(api.url, tenant.endpoint.token, '{}').expect(202);
  });

  it("refuses settings a type does not take or lacks, and another organization's endpoint", async () => {
    const tenant = await createTenant(api.url);
    const path = `/api/endpoints/${tenant.endpoint.id}/verification`;
    const put = (body: object) => request(api.url).put(path).set(bearer(tenant.key)).send(body);
    const fields = (res: request.Response) => expectProblem(res, 400, 'validation_failed').errors!.map((error) => error.field);

    expect(fields(await put({ type: 'hmac', secrets: ['k'] }))).toEqual(['header_name']);
    expect(fields(await put({ type: 'stripe', secrets: ['k'], username: 'x' }))).toEqual(['username']);
    expect(fields(await put({ type: 'standard_webhooks', secrets: ['whsec_!!'] }))).toEqual(['secrets[0]']);
    expect(fields(await put({ type: 'hmac', header_name: 'X-Sig', signed_content: 'timestamp_body', secrets: ['k'] }))).toEqual([
      'timestamp_header',
    ]);
    expect(fields(await put({ type: 'github' }))).toEqual(['secrets']);
    expect(fields(await put({ type: 'github', secrets: ['a', 'b', 'c', 'd', 'e', 'f'] }))).toEqual(['secrets']);
    expectProblem(await put({ type: 'nope', secrets: ['k'] }), 400, 'validation_failed');

    const stranger = await signup(api.url);
    const strangerKey = await createApiKey(api.url, stranger);
    expectProblem(
      await request(api.url)
        .put(path)
        .set(bearer(strangerKey))
        .send({ type: 'github', secrets: ['k'] }),
      404,
      'not_found',
    );
    expectProblem(await request(api.url).get(`${path}/refusals`).set(bearer(strangerKey)), 404, 'not_found');
  });

  it('accepts a good Stripe signature and refuses a wrong secret, a changed body, an old timestamp and a missing header, storing nothing', async () => {
    const tenant = await tenantWith({ type: 'stripe', secrets: [STRIPE_SECRET] });
    const token = tenant.endpoint.token;
    const body = '{"type":"payment_intent.succeeded"}';
    const accepted = await sendStripe(token, body, stripeHeader(body)).expect(202);
    expect(accepted.body.event_id).toMatch(/^evt_/);

    const refusals: [string, string, string | undefined][] = [
      ['signature_mismatch', body, stripeHeader(body, 'whsec_wrong')],
      ['signature_mismatch', body.replace('succeeded', 'failed'), stripeHeader(body)],
      ['timestamp_outside_tolerance', body, stripeHeader(body, STRIPE_SECRET, Math.floor(Date.now() / 1000) - 600)],
      ['missing_header', body, undefined],
      ['malformed_header', body, 'garbage'],
    ];
    for (const [reason, sent, header] of refusals) {
      const res = await sendStripe(token, sent, header);
      const problem = expectProblem(res, 401, 'signature_invalid');
      expect(problem.reason).toBe(reason);
      expect(problem.detail).toMatch(/^Sender verification \(stripe\) failed: /);
      expect(problem.detail).not.toContain(STRIPE_SECRET);
      expect(res.headers['ratelimit-limit']).toBeDefined(); // the rate limit came first and took its token
    }
    expect(await eventCount(tenant.endpoint.id)).toBe(1);
  });

  it('verifies before the Idempotency-Key: an unverified request learns nothing about earlier keys', async () => {
    const tenant = await tenantWith({ type: 'stripe', secrets: [STRIPE_SECRET] });
    const body = '{"n":1}';
    await sendStripe(tenant.endpoint.token, body, stripeHeader(body)).set('idempotency-key', 'k-1').expect(202);
    const forged = await sendStripe(tenant.endpoint.token, '{"n":2}', stripeHeader('{"n":2}', 'whsec_wrong')).set('idempotency-key', 'k-1');
    expectProblem(forged, 401, 'signature_invalid');
    const replayed = await sendStripe(tenant.endpoint.token, body, stripeHeader(body)).set('idempotency-key', 'k-1').expect(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('rotation: a second secret is accepted beside the first, then the first removed; the last secret stays', async () => {
    const tenant = await tenantWith({ type: 'stripe', secrets: [STRIPE_SECRET] });
    const path = `/api/endpoints/${tenant.endpoint.id}/verification`;
    const body = '{"rotate":true}';
    const added = await request(api.url).post(`${path}/secrets`).set(bearer(tenant.key)).send({ secret: STRIPE_SECRET_2 }).expect(200);
    expect(added.body.secrets).toHaveLength(2);
    await sendStripe(tenant.endpoint.token, body, stripeHeader(body, STRIPE_SECRET)).expect(202);
    await sendStripe(tenant.endpoint.token, body, stripeHeader(body, STRIPE_SECRET_2)).expect(202);

    const [first, second] = added.body.secrets as { id: string }[];
    const removed = await request(api.url).delete(`${path}/secrets/${first.id}`).set(bearer(tenant.key)).expect(200);
    expect(removed.body.secrets.map((s: { id: string }) => s.id)).toEqual([second.id]);
    expectProblem(await sendStripe(tenant.endpoint.token, body, stripeHeader(body, STRIPE_SECRET)), 401, 'signature_invalid');
    await sendStripe(tenant.endpoint.token, body, stripeHeader(body, STRIPE_SECRET_2)).expect(202);

    expectProblem(await request(api.url).delete(`${path}/secrets/${second.id}`).set(bearer(tenant.key)), 409, 'last_secret');
    expectProblem(await request(api.url).delete(`${path}/secrets/${first.id}`).set(bearer(tenant.key)), 404, 'not_found');
    expectProblem(
      await request(api.url).post(`${path}/secrets`).set(bearer(tenant.key)).send({ secret: STRIPE_SECRET_2 }),
      400,
      'validation_failed',
    );
    // Changing a setting keeps the secrets when none are sent.
    const kept = await request(api.url).put(path).set(bearer(tenant.key)).send({ type: 'stripe', tolerance_seconds: 60 }).expect(200);
    expect(kept.body).toMatchObject({ tolerance_seconds: 60, secrets: [{ id: second.id }] });
    await sendStripe(tenant.endpoint.token, body, stripeHeader(body, STRIPE_SECRET_2)).expect(202);
  });

  it('a change holds on the very next request on every instance (cached endpoints reload)', async () => {
    const other = await startTestApp({ PUBLIC_BASE_URL }, { worker: false, sharePrefixWith: api });
    try {
      const tenant = await createTenant(api.url);
      const body = '{"cached":true}';
      // Both instances cache the endpoint without verification.
      await ingest(api.url, tenant.endpoint.token, body).expect(202);
      await ingest(other.url, tenant.endpoint.token, body).expect(202);
      await request(api.url)
        .put(`/api/endpoints/${tenant.endpoint.id}/verification`)
        .set(bearer(tenant.key))
        .send({ type: 'stripe', secrets: [STRIPE_SECRET] })
        .expect(200);
      expectProblem(await ingest(other.url, tenant.endpoint.token, body), 401, 'signature_invalid');
      await request(other.url)
        .post(`/api/ingest/${tenant.endpoint.token}`)
        .set('content-type', 'application/json')
        .set('stripe-signature', stripeHeader(body))
        .send(body)
        .expect(202);
      await request(api.url).delete(`/api/endpoints/${tenant.endpoint.id}/verification`).set(bearer(tenant.key)).expect(204);
      await ingest(other.url, tenant.endpoint.token, body).expect(202);
    } finally {
      await other.close();
    }
  });

  it('counts refusals per reason and keeps the last 50 (time, reason, source address), in the API and in /metrics', async () => {
    const tenant = await tenantWith({ type: 'github', secrets: ['gh-secret'] });
    for (let i = 0; i < 53; i++) await ingest(api.url, tenant.endpoint.token, `{"i":${i}}`).expect(401);
    await request(api.url).post(`/api/ingest/${tenant.endpoint.token}`).set('x-hub-signature-256', 'sha256=00').send('{}').expect(401);

    const path = `/api/endpoints/${tenant.endpoint.id}/verification/refusals`;
    const refusals = await pollUntil(
      async () => (await request(api.url).get(path).set(bearer(tenant.key)).expect(200)).body,
      (body) => body.total === 54,
    );
    expect(refusals.counts).toEqual([
      { reason: 'missing_header', count: 53 },
      { reason: 'signature_mismatch', count: 1 },
    ]);
    expect(refusals.data).toHaveLength(50);
    expect(refusals.data[0]).toEqual({ refused_at: expect.any(String), reason: 'signature_mismatch', source_address: '127.0.0.1' });
    expect(JSON.stringify(refusals)).not.toContain('"i":');

    const metrics = await request(api.url).get('/metrics').expect(200);
    expect(metrics.text).toContain(
      `hookyard_ingest_verification_refusals_total{endpoint_id="${tenant.endpoint.id}",reason="missing_header"} 53`,
    );
  });

  it('github: any body signed with the secret is accepted, and the same body signed otherwise refused (property)', async () => {
    const secret = 'gh-property-secret';
    const tenant = await tenantWith({ type: 'github', secrets: [secret] });
    const sign = (body: Buffer, key = secret) => `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 2000 }), async (bytes) => {
        const body = Buffer.from(bytes);
        const send = (signature: string) =>
          request(api.url)
            .post(`/api/ingest/${tenant.endpoint.token}`)
            .set('content-type', 'application/octet-stream')
            .set('x-hub-signature-256', signature)
            .send(body);
        expect((await send(sign(body))).status).toBe(202);
        expect((await send(sign(body, 'other'))).status).toBe(401);
      }),
      { numRuns: 15 },
    );
  });

  it('twilio: verifies against PUBLIC_BASE_URL + the path and query it was posted to', async () => {
    const authToken = 'twilio-auth-token-0123456789abcdef';
    const tenant = await tenantWith({ type: 'twilio', secrets: [authToken] });
    const params = { MessageSid: 'SM123', From: '+15551234567', Body: 'Hello & welcome' };
    const path = `/api/ingest/${tenant.endpoint.token}?channel=sms`;
    const signature = twilio.getExpectedTwilioSignature(authToken, `${PUBLIC_BASE_URL}${path}`, params);
    const post = (signed: string, target = path) =>
      request(api.url)
        .post(target)
        .set('content-type', 'application/x-www-form-urlencoded')
        .set('x-twilio-signature', signed)
        .send(new URLSearchParams(params).toString());
    await post(signature).expect(202);
    expectProblem(await post(signature, `/api/ingest/${tenant.endpoint.token}?channel=voice`), 401, 'signature_invalid');
    const local = twilio.getExpectedTwilioSignature(authToken, `${api.url}${path}`, params);
    expectProblem(await post(local), 401, 'signature_invalid');
  });

  it('header_token: the token header is checked and then neither stored nor forwarded', async () => {
    const tenant = await tenantWith(
      { type: 'header_token', header_name: 'X-Webhook-Token', secrets: ['tok-0123456789abcdef'] },
      receiver.url,
    );
    const before = receiver.requests.length;
    expectProblem(await ingest(api.url, tenant.endpoint.token, '{}').set('x-webhook-token', 'wrong'), 401, 'signature_invalid');
    await ingest(api.url, tenant.endpoint.token, '{"ok":1}')
      .set('x-webhook-token', 'tok-0123456789abcdef')
      .set('x-other', 'kept')
      .expect(202);
    const [delivered] = (await receiver.waitFor(before + 1)).slice(before);
    expect(delivered.headers['x-other']).toBe('kept');
    expect(delivered.headers['x-webhook-token']).toBeUndefined();
  });

  it('basic_auth: the configured user name and password', async () => {
    const tenant = await tenantWith({ type: 'basic_auth', username: 'sender', secrets: ['pass-word-1'] });
    await ingest(api.url, tenant.endpoint.token, '{}').auth('sender', 'pass-word-1').expect(202);
    const wrong = expectProblem(await ingest(api.url, tenant.endpoint.token, '{}').auth('sender', 'nope'), 401, 'signature_invalid');
    expect(wrong.reason).toBe('credentials_mismatch');
  });

  it('an endpoint without verification is unchanged', async () => {
    const tenant = await createTenant(api.url);
    const endpoint = await createEndpoint(api.url, tenant.key, 'plain');
    await ingest(api.url, endpoint.token, 'anything', 'text/plain').expect(202);
  });
});
