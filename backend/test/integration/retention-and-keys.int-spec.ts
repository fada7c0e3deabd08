import { Webhook } from 'standardwebhooks';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { KeyRing } from '../../src/core/crypto/key-ring';
import { reencrypt } from '../../src/reencrypt';
import { RetentionService } from '../../src/modules/events/retention.service';
import { bearer, createTenant, ingest, waitForEvent } from '../support/factories';
import { startReceiver, Receiver } from '../support/receiver';
import { startTestApp, TEST_ENCRYPTION_KEYS, TestApp } from '../support/test-app';

describe('retention: events past RETENTION_DAYS are archived', () => {
  let api: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    api = await startTestApp({ RETENTION_DAYS: '30' });
    receiver = await startReceiver();
  });

  afterAll(async () => {
    await receiver.close();
    await api.close();
  });

  it('destroys the payload, makes the status final, and refuses retry and replay', async () => {
    const tenant = await createTenant(api.url, receiver.url);
    const old = await ingest(api.url, tenant.endpoint.token, '{"old":true}').expect(202);
    const recent = await ingest(api.url, tenant.endpoint.token, '{"recent":true}').expect(202);
    await waitForEvent(api.url, tenant.key, old.body.event_id, (e) => e.status === 'delivered');
    await waitForEvent(api.url, tenant.key, recent.body.event_id, (e) => e.status === 'delivered');
    await api.db.query(`UPDATE events SET received_at = now() - interval '31 days' WHERE event_id = $1`, [old.body.event_id]);

    expect(await api.app.get(RetentionService).archive()).toBeGreaterThanOrEqual(1);

    const archived = await request(api.url).get(`/api/events/${old.body.event_id}`).set(bearer(tenant.key)).expect(200);
    expect(archived.body.status).toBe('archived');
    const kept = await request(api.url).get(`/api/events/${recent.body.event_id}`).set(bearer(tenant.key)).expect(200);
    expect(kept.body.status).toBe('delivered');
    const [{ payloads }] = await api.db.query(`SELECT count(*)::int AS payloads FROM event_payloads WHERE event_id = $1`, [
      archived.body.id,
    ]);
    expect(payloads).toBe(0);

    for (const path of ['retry', 'replay']) {
      const refused = await request(api.url).post(`/api/events/${old.body.event_id}/${path}`).set(bearer(tenant.key)).expect(409);
      expect(refused.body.code).toBe('event_archived');
    }
    const job = archived.body.delivery_jobs[0].id;
    expect((await request(api.url).post(`/api/delivery-jobs/${job}/retry`).set(bearer(tenant.key)).expect(409)).body.code).toBe(
      'event_archived',
    );
  });

  it('archives the old events of every organization whatever their status, and leaves archived ones alone', async () => {
    const tenants = [await createTenant(api.url, receiver.url), await createTenant(api.url, receiver.url)];
    const statuses = ['delivered', 'dead_lettered', 'failed', 'received', 'archived'] as const;
    // Each event is delivered before its row is aged, so no delivery's outcome lands after the UPDATE;
    // they are sent together (one after another, they took 30 s with the integration bundles on 2 cores).
    const old = await Promise.all(
      tenants.map((tenant) =>
        Promise.all(
          Array.from({ length: statuses.length + 1 }, async (_, i) => {
            const accepted = await ingest(api.url, tenant.endpoint.token, `{"n":${i}}`).expect(202);
            await waitForEvent(api.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
            return accepted.body.event_id as string;
          }),
        ),
      ),
    );
    // The first five of each organization are 40 days old, one per status; the last one is recent.
    for (const ids of old) {
      for (const [i, status] of statuses.entries()) {
        await api.db.query(
          `UPDATE events SET received_at = now() - interval '40 days', status = $2, updated_at = '2020-01-01T00:00:00Z' WHERE event_id = $1`,
          [ids[i], status],
        );
      }
    }

    expect(await api.app.get(RetentionService).archive()).toBe(2 * (statuses.length - 1));

    const rows: { event_id: string; status: string; updated_at: Date }[] = await api.db.query(
      `SELECT event_id, status, updated_at FROM events WHERE event_id = ANY($1)`,
      [old.flat()],
    );
    const byId = new Map(rows.map((row) => [row.event_id, row]));
    for (const ids of old) {
      ids.slice(0, statuses.length - 1).forEach((id) => expect(byId.get(id)?.status).toBe('archived'));
      expect(byId.get(ids[statuses.length - 1])?.updated_at.toISOString()).toBe('2020-01-01T00:00:00.000Z'); // already archived: untouched
      expect(byId.get(ids[statuses.length])?.status).toBe('delivered');
    }
  });
});

describe('key rotation: ENCRYPTION_KEYS with a new first key, then reencrypt', () => {
  it('keeps old ciphertexts readable, and re-seals them under the new key', async () => {
    const receiver = await startReceiver();
    const before = await startTestApp({ RETRY_SCHEDULE: '1h' });
    let tenant: Awaited<ReturnType<typeof createTenant>>;
    let accepted: request.Response;
    let delivered: request.Response;
    try {
      tenant = await createTenant(before.url, receiver.url);
      // One delivered event: its attempt's record is sealed under the old key.
      delivered = await ingest(before.url, tenant.endpoint.token, '{"first":true}').expect(202);
      await waitForEvent(before.url, tenant.key, delivered.body.event_id, (e) => e.status === 'delivered');
      await request(before.url)
        .patch(`/api/destinations/${tenant.destination!.id}`)
        .set(bearer(tenant.key))
        .send({ active: false, headers: { 'X-Api-Key': 'receiver-key-1' } })
        .expect(200);
      await request(before.url)
        .post(`/api/destinations/${tenant.destination!.id}/rotate-secret`)
        .set(bearer(tenant.key))
        .send({ previous_secret_expires_in_seconds: 3600 })
        .expect(200);
      accepted = await ingest(before.url, tenant.endpoint.token, '{"rotate":true}').expect(202);
      await request(before.url)
        .put(`/api/endpoints/${tenant.endpoint.id}/verification`)
        .set(bearer(tenant.key))
        .send({ type: 'header_token', header_name: 'X-Token', secrets: ['rotation-token-123'] })
        .expect(200);
    } finally {
      await before.close();
    }

    const rotatedKeys = `k2:${randomBytes(32).toString('base64')},${TEST_ENCRYPTION_KEYS}`;
    const after = await startTestApp({ ENCRYPTION_KEYS: rotatedKeys });
    try {
      const result = await reencrypt(after.db, new KeyRing(rotatedKeys));
      expect(result.payloads).toBeGreaterThanOrEqual(1);
      expect(result.secrets).toBeGreaterThanOrEqual(1);
      expect(result.attemptDetails).toBeGreaterThanOrEqual(1);
      const details: { key_id: string }[] = await after.db.query(`SELECT key_id FROM delivery_attempt_details`);
      expect(new Set(details.map((row) => row.key_id))).toEqual(new Set(['k2']));
      const first = await waitForEvent(after.url, tenant.key, delivered.body.event_id, () => true);
      expect(first.delivery_attempts[0]!.request_headers['webhook-id']).toBe(delivered.body.event_id);
      const [row] = await after.db.query(
        `SELECT p.key_id, d.secret_key_id FROM event_payloads p JOIN events e ON e.id = p.event_id
           JOIN destinations d ON d.endpoint_id = e.endpoint_id WHERE e.event_id = $1`,
        [accepted.body.event_id],
      );
      expect(row).toEqual({ key_id: 'k2', secret_key_id: 'k2' });
      const [destinationKeys] = await after.db.query(`SELECT headers_key_id, previous_secret_key_id FROM destinations WHERE id = $1`, [
        tenant.destination!.id,
      ]);
      expect(destinationKeys).toEqual({ headers_key_id: 'k2', previous_secret_key_id: 'k2' });
      expect(result.verificationSecrets).toBeGreaterThanOrEqual(1);
      const [verification] = await after.db.query(`SELECT secrets_key_id FROM endpoint_verifications WHERE endpoint_id = $1`, [
        tenant.endpoint.id,
      ]);
      expect(verification.secrets_key_id).toBe('k2');
      await ingest(after.url, tenant.endpoint.token, '{}').set('x-token', 'rotation-token-123').expect(202);
      await ingest(after.url, tenant.endpoint.token, '{}').set('x-token', 'wrong').expect(401);

      await request(after.url)
        .patch(`/api/destinations/${tenant.destination!.id}`)
        .set(bearer(tenant.key))
        .send({ active: true })
        .expect(200);
      await request(after.url).post(`/api/events/${accepted.body.event_id}/replay`).set(bearer(tenant.key)).expect(202);
      await waitForEvent(after.url, tenant.key, accepted.body.event_id, (e) => e.status === 'delivered');
      const replayed = receiver.requests.find((r) => r.headers['webhook-id'] === accepted.body.event_id);
      expect(replayed?.body.toString()).toBe('{"rotate":true}');
      expect(replayed?.headers['x-api-key']).toBe('receiver-key-1');
      // the secret from before the rotation still verifies during the overlap
      expect(
        new Webhook(tenant.destination!.secret).verify(replayed!.body.toString(), replayed!.headers as Record<string, string>),
      ).toEqual({
        rotate: true,
      });
    } finally {
      await after.close();
      await receiver.close();
    }
  });
});
