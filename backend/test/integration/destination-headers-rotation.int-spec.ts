import fc from 'fast-check';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { REDACTED } from '../../src/modules/events/shown-headers';
import { bearer, createDestination, createTenant, waitForEvent } from '../support/factories';
import { expectProblem } from '../support/problem';
import { ReceivedRequest, Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

const messages = (problem: { errors?: { message: string }[] }) => (problem.errors ?? []).map((error) => error.message).join('\n');

/** Destinations' custom headers and secret rotation with overlap (issue #28 §4 and §5). */
describe('destination custom headers and secret rotation', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp();
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await api.close();
    await receiver.close();
  });

  /** Ingests one event (with `senderHeaders`) and answers the request the receiver got for it. */
  async function deliverOne(
    token: string,
    senderHeaders: Record<string, string> = {},
  ): Promise<{ eventId: string; received: ReceivedRequest }> {
    const res = await request(api.url)
      .post(`/api/ingest/${token}`)
      .set({ 'content-type': 'application/json', ...senderHeaders })
      .send('{"a":1}')
      .expect(202);
    const eventId = res.body.event_id as string;
    await receiver.waitFor(1);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const received = receiver.requests.find((r) => r.headers['webhook-id'] === eventId);
      if (received) return { eventId, received };
      if (Date.now() > deadline) throw new Error(`event ${eventId} never arrived`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  describe('custom headers', () => {
    it('refuses reserved, malformed, duplicate and too many headers with 400 naming the header', async () => {
      const { key, endpoint } = await createTenant(api.url);
      const reserved = fc.constantFrom(
        'Connection',
        'keep-alive',
        'TE',
        'Transfer-Encoding',
        'Upgrade',
        'Proxy-Authorization',
        'Host',
        'Content-Length',
        'Webhook-Id',
        'webhook-signature',
        'WEBHOOK-anything',
      );
      await fc.assert(
        fc.asyncProperty(reserved, async (name) => {
          const res = await request(api.url)
            .post(`/api/endpoints/${endpoint.id}/destinations`)
            .set(bearer(key))
            .send({ name: 'd', url: receiver.url, headers: { [name]: 'v' } });
          expectProblem(res, 400, 'validation_failed');
          expect(messages(res.body)).toContain(`"${name.toLowerCase()}"`);
        }),
        { numRuns: 30 },
      );
      const refused: Record<string, string>[] = [
        { 'bad name': 'v' },
        { 'x-a': 'line\r\nx-injected: 1' },
        { 'x-a': 'x'.repeat(4097) },
        { 'x-a': '' },
        { 'X-A': '1', 'x-a': '2' },
        Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`x-h${i}`, 'v'])),
      ];
      for (const headers of refused) {
        const res = await request(api.url)
          .post(`/api/endpoints/${endpoint.id}/destinations`)
          .set(bearer(key))
          .send({ name: 'd', url: receiver.url, headers });
        expectProblem(res, 400, 'validation_failed');
      }
      const patched = await createDestination(api.url, key, endpoint.id, receiver.url);
      const res = await request(api.url)
        .patch(`/api/destinations/${patched.id}`)
        .set(bearer(key))
        .send({ headers: { 'x-ok': 'v', Upgrade: 'h2c' } });
      expectProblem(res, 400, 'validation_failed');
      expect(messages(res.body)).toContain('"upgrade"');
    });

    it('are answered redacted on every read, and PATCH replaces the whole set', async () => {
      const { key, endpoint } = await createTenant(api.url);
      const created = await request(api.url)
        .post(`/api/endpoints/${endpoint.id}/destinations`)
        .set(bearer(key))
        .send({ name: 'd', url: receiver.url, headers: { 'X-Api-Key': 'top-secret-1', Authorization: 'Bearer top-secret-2' } })
        .expect(201);
      const expected = { 'x-api-key': REDACTED, authorization: REDACTED };
      expect(created.body.headers).toEqual(expected);
      const id = created.body.id as string;
      const list = await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).expect(200);
      expect(list.body.data[0].headers).toEqual(expected);
      expect(JSON.stringify([created.body, list.body])).not.toContain('top-secret');
      const patched = await request(api.url)
        .patch(`/api/destinations/${id}`)
        .set(bearer(key))
        .send({ headers: { 'x-other': 'v' } })
        .expect(200);
      expect(patched.body.headers).toEqual({ 'x-other': REDACTED });
      // sealed at rest: the values are nowhere in the row
      const [row] = (await api.db.query(`SELECT row_to_json(d)::text AS row FROM destinations d WHERE id = $1`, [id])) as { row: string }[];
      expect(row.row).not.toMatch(/top-secret|"v"/);
      const cleared = await request(api.url).patch(`/api/destinations/${id}`).set(bearer(key)).send({ headers: {} }).expect(200);
      expect(cleared.body.headers).toEqual({});
    });

    it("are sent with every delivery, over a sender header of the same name, under Hookyard's own, and recorded redacted", async () => {
      const { key, endpoint } = await createTenant(api.url);
      const headers = {
        'X-Api-Key': 'receiver-key',
        'X-Request-Id': 'custom-request-id',
        'User-Agent': 'not-hookyard',
        'Content-Type': 'text/evil',
      };
      await createDestination(api.url, key, endpoint.id, receiver.url, { headers });
      const { eventId, received } = await deliverOne(endpoint.token, { 'x-request-id': 'sender-request-id', 'x-sender': 'kept' });
      expect(received.headers['x-api-key']).toBe('receiver-key');
      expect(received.headers['x-request-id']).toBe('custom-request-id');
      expect(received.headers['x-sender']).toBe('kept');
      expect(received.headers['user-agent']).toMatch(/^Hookyard\//);
      expect(received.headers['content-type']).toBe('application/json');
      const event = await waitForEvent(api.url, key, eventId, (e) => e.delivery_attempts.length === 1);
      const shown = (event.delivery_attempts[0] as unknown as { request_headers: Record<string, string> }).request_headers;
      // x-request-id is on the sender allowlist, yet the custom value is never shown
      expect(shown['x-request-id']).toBe(REDACTED);
      expect(shown['x-api-key']).toBe(REDACTED);
      expect(shown['user-agent']).toMatch(/^Hookyard\//);
      expect(JSON.stringify(event)).not.toMatch(/receiver-key|custom-request-id/);
    });
  });

  describe('secret rotation with overlap', () => {
    it('signs with both secrets until the overlap ends, then with the new one only', async () => {
      const { key, endpoint, destination } = await createTenant(api.url, receiver.url);
      const oldSecret = destination!.secret;
      const rotated = await request(api.url)
        .post(`/api/destinations/${destination!.id}/rotate-secret`)
        .set(bearer(key))
        .send({ previous_secret_expires_in_seconds: 2 })
        .expect(200);
      const newSecret = rotated.body.signing_secret as string;
      const until = Date.parse(rotated.body.previous_secret_expires_at as string);
      expect(until - Date.now()).toBeGreaterThan(0);
      expect(until - Date.now()).toBeLessThanOrEqual(2500);
      const shown = await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).expect(200);
      expect(shown.body.data[0].previous_secret_expires_at).toBe(rotated.body.previous_secret_expires_at);

      const during = (await deliverOne(endpoint.token)).received;
      expect(Date.now()).toBeLessThan(until); // delivered inside the overlap
      const verify = (secret: string, r: ReceivedRequest) =>
        new Webhook(secret).verify(r.body.toString('utf8'), r.headers as Record<string, string>);
      expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verify(newSecret, during)).toEqual({ a: 1 });
      expect(verify(oldSecret, during)).toEqual({ a: 1 });

      await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now()) + 200));
      const after = (await deliverOne(endpoint.token)).received;
      expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(verify(newSecret, after)).toEqual({ a: 1 });
      expect(() => verify(oldSecret, after)).toThrow();
      const listed = await request(api.url).get(`/api/endpoints/${endpoint.id}/destinations`).set(bearer(key)).expect(200);
      expect(listed.body.data[0].previous_secret_expires_at).toBeNull();
    });

    it('defaults to 24 hours, drops the previous secret at once for 0, and refuses an overlap past a week', async () => {
      const { key, destination } = await createTenant(api.url, receiver.url);
      const path = `/api/destinations/${destination!.id}/rotate-secret`;
      const byDefault = await request(api.url).post(path).set(bearer(key)).expect(200);
      expect(Date.parse(byDefault.body.previous_secret_expires_at as string) - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
      await request(api.url).post(path).set(bearer(key)).send({ previous_secret_expires_in_seconds: 0 }).expect(200);
      const [row] = (await api.db.query(`SELECT previous_secret_ciphertext FROM destinations WHERE id = $1`, [destination!.id])) as {
        previous_secret_ciphertext: Buffer | null;
      }[];
      expect(row.previous_secret_ciphertext).toBeNull();
      for (const value of [-1, 604_801, 1.5, '60']) {
        expectProblem(
          await request(api.url).post(path).set(bearer(key)).send({ previous_secret_expires_in_seconds: value }),
          400,
          'validation_failed',
        );
      }
    });
  });
});
