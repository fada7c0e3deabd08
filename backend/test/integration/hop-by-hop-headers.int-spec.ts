import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import type { AppConfig } from '../../src/core/config/app-config';
import { KeyRing } from '../../src/core/crypto/key-ring';
import { payloadAad } from '../../src/modules/events/payload';
import { WebhookSender } from '../../src/modules/deliveries/webhook-sender';
import { bearer, createTenant, ingest, waitForEvent } from '../support/factories';
import { headerSets } from '../support/header-sets';
import { Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

/** POSTs as clients that send `Expect: 100-continue` do: headers first, the body once the server says 100 Continue. */
function postExpectingContinue(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: { event_id: string } }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, {
      method: 'POST',
      headers: { ...headers, expect: '100-continue', 'content-length': Buffer.byteLength(body) },
    });
    outgoing.on('continue', () => outgoing.end(body));
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    outgoing.flushHeaders();
  });
}

/** Hop-by-hop headers of the sender are neither stored nor sent (issue #12, item 1). */
describe('hop-by-hop headers', () => {
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
  });

  it('are never sent, whatever the stored header set, while every other header is', async () => {
    const sender = new WebhookSender({ allowPrivateDestinations: true } as AppConfig);
    // what the HTTP client sends on its own, with a plain request
    receiver.requests.length = 0;
    await sender.send({ url: receiver.url, body: Buffer.from('{}'), headers: {}, timeoutMs: 5000 });
    const own = receiver.requests[0].headers;
    try {
      await fc.assert(
        fc.asyncProperty(headerSets({ multiValue: false }), async ({ headers, dropped, kept }) => {
          receiver.requests.length = 0;
          const outcome = await sender.send({
            url: receiver.url,
            body: Buffer.from('{}'),
            headers: headers as Record<string, string>,
            timeoutMs: 5000,
          });
          expect(outcome).toMatchObject({ status: 'success', responseStatus: 200 });
          const received = receiver.requests[0].headers;
          for (const name of dropped) expect(received[name]).toEqual(own[name]);
          for (const [name, value] of Object.entries(kept)) expect(received[name]).toBe(value);
        }),
        { numRuns: 60 },
      );
    } finally {
      await sender.onModuleDestroy();
    }
  });

  describe('through ingest and the worker', () => {
    let api: TestApp;

    beforeAll(async () => {
      api = await startTestApp();
    });

    afterAll(async () => {
      await api.close();
    });

    it('an ingest with Expect: 100-continue and Connection: x-foo is delivered without them', async () => {
      const target = await startReceiver();
      try {
        const tenant = await createTenant(api.url, target.url);
        const accepted = await postExpectingContinue(`${api.url}/api/ingest/${tenant.endpoint.token}`, '{"a":1}', {
          'content-type': 'application/json',
          connection: 'x-foo',
          'x-foo': '1',
          'x-kept': 'yes',
        });
        expect(accepted.status).toBe(202);
        const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status !== 'queued');
        expect(event.status).toBe('delivered');
        const [delivered] = await target.waitFor(1);
        expect(delivered.headers).not.toHaveProperty('expect');
        expect(delivered.headers).not.toHaveProperty('x-foo');
        expect(delivered.headers['x-kept']).toBe('yes');
        expect(delivered.body.toString()).toBe('{"a":1}');
        const stored = await storedHeaders(accepted.body.event_id);
        expect(stored['x-kept']).toBe('yes');
        for (const name of ['expect', 'connection', 'x-foo']) expect(stored).not.toHaveProperty([name]);
      } finally {
        await target.close();
      }
    });

    it('an event stored with hop-by-hop headers (before they were dropped at ingest) is delivered on replay', async () => {
      const target = await startReceiver();
      try {
        const tenant = await createTenant(api.url, target.url);
        const destinationId = tenant.destination!.id;
        // no active destination: the event is stored and dead-lettered, nothing is sent yet
        await request(api.url).patch(`/api/destinations/${destinationId}`).set(bearer(tenant.key)).send({ active: false }).expect(200);
        const accepted = await ingest(api.url, tenant.endpoint.token, '{"old":true}').expect(202);
        const old = {
          'content-type': 'application/json',
          expect: '100-continue',
          connection: 'x-foo',
          'x-foo': '1',
          'transfer-encoding': 'chunked',
          'x-kept': 'yes',
        };
        await storeHeaders(accepted.body.event_id, old);

        await request(api.url).patch(`/api/destinations/${destinationId}`).set(bearer(tenant.key)).send({ active: true }).expect(200);
        await request(api.url).post(`/api/events/${accepted.body.event_id}/replay`).set(bearer(tenant.key)).expect(202);
        const event = await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => !['queued', 'replayed'].includes(e.status));
        expect(event.status).toBe('delivered');
        const [delivered] = await target.waitFor(1);
        expect(delivered.headers).not.toHaveProperty('expect');
        expect(delivered.headers).not.toHaveProperty('x-foo');
        expect(delivered.headers['transfer-encoding']).toBeUndefined();
        expect(delivered.headers['x-kept']).toBe('yes');
        expect(delivered.body.toString()).toBe('{"old":true}');
      } finally {
        await target.close();
      }
    });

    const payloadRow = async (publicId: string) => {
      const [row] = (await api.db.query(
        `SELECT e.id, e.organization_id, p.key_id, p.headers_ciphertext FROM events e JOIN event_payloads p ON p.event_id = e.id WHERE e.event_id = $1`,
        [publicId],
      )) as { id: string; organization_id: string; key_id: string; headers_ciphertext: Buffer }[];
      return row;
    };

    async function storedHeaders(publicId: string): Promise<Record<string, string>> {
      const row = await payloadRow(publicId);
      const opened = api.app
        .get(KeyRing)
        .open({ keyId: row.key_id, blob: row.headers_ciphertext }, payloadAad(row.organization_id, row.id));
      return JSON.parse(opened.toString('utf8')) as Record<string, string>;
    }

    async function storeHeaders(publicId: string, headers: Record<string, string>): Promise<void> {
      const row = await payloadRow(publicId);
      const sealed = api.app.get(KeyRing).seal(Buffer.from(JSON.stringify(headers)), payloadAad(row.organization_id, row.id));
      expect(sealed.keyId).toBe(row.key_id);
      await api.db.query(`UPDATE event_payloads SET headers_ciphertext = $2 WHERE event_id = $1`, [row.id, sealed.blob]);
    }
  });
});
