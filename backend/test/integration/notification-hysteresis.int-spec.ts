import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { bearer, createDestination, createTenant, ingest, pollUntil, waitForEvent } from '../support/factories';
import { ReceivedRequest, Receiver, startReceiver } from '../support/receiver';
import { startTestApp, TestApp } from '../support/test-app';

const RECOVERED_AFTER_MS = 2500;

/** The types of the messages a notification URL received, verified with its secret. */
function types(requests: ReceivedRequest[], secret: string): string[] {
  const webhook = new Webhook(secret);
  return requests.map((r) => (webhook.verify(r.body.toString('utf8'), r.headers as Record<string, string>) as { type: string }).type);
}

/** docs/http.md, Operational webhooks: destination.recovered waits NOTIFY_RECOVERED_AFTER without failures, once per NOTIFY_DESTINATION_WINDOW. */
describe('destination.recovered hysteresis', () => {
  let api: TestApp;
  const receivers: Receiver[] = [];

  beforeAll(async () => {
    api = await startTestApp({
      RETRY_SCHEDULE: '20ms,20ms,20ms',
      STATS_FLUSH_MS: '50',
      NOTIFY_RECOVERED_AFTER: `${RECOVERED_AFTER_MS}ms`,
      NOTIFY_DESTINATION_WINDOW: '1h',
    });
  });

  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.close()));
    await api.close();
  });

  it('sends a flapping destination at most one destination.recovered: none while it flaps, one after it settles', async () => {
    const tenant = await createTenant(api.url);
    const receivedAt: number[] = []; // when each inbox request arrived, in order
    const inbox = await startReceiver(() => {
      receivedAt.push(Date.now());
      return { status: 200 };
    });
    let flapping = true;
    let n = 0;
    const failedAt: number[] = [];
    const flaky = await startReceiver(() => {
      const fail = flapping && ++n % 2 === 1;
      if (fail) failedAt.push(Date.now());
      return { status: fail ? 503 : 200 };
    });
    receivers.push(inbox, flaky);
    const { signing_secret: secret } = (
      await request(api.url).post('/api/notification-endpoints').set(bearer(tenant.key)).send({ url: inbox.url }).expect(201)
    ).body;
    await createDestination(api.url, tenant.key, tenant.endpoint.id, flaky.url);
    const recoveredAt = () => types(inbox.requests, secret).flatMap((type, i) => (type === 'destination.recovered' ? [receivedAt[i]] : []));
    // The failures before the first quiet spell of NOTIFY_RECOVERED_AFTER (a machine that stalls that
    // long mid-flap makes a true recovery): a message may arrive only after that spell.
    const flapsBeforeQuiet = () => {
      const gap = failedAt.findIndex((at, i) => i + 1 < failedAt.length && failedAt[i + 1] - at >= RECOVERED_AFTER_MS);
      return gap === -1 ? failedAt.length : gap + 1;
    };

    // Every event fails once (503) then succeeds: a recovery per event, each flush apart, for longer than NOTIFY_RECOVERED_AFTER.
    const started = Date.now();
    while ((Date.now() - started < RECOVERED_AFTER_MS * 2 || flapsBeforeQuiet() < 6) && Date.now() - started < 20_000) {
      const { event_id } = (await ingest(api.url, tenant.endpoint.token, '{}').expect(202)).body;
      await waitForEvent(api.url, tenant.key, event_id, (e) => e.status === 'delivered');
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    const quietFrom = failedAt[flapsBeforeQuiet() - 1] + RECOVERED_AFTER_MS;
    expect(flapsBeforeQuiet()).toBeGreaterThanOrEqual(6); // it did flap: at least 6 recoveries, each well within NOTIFY_RECOVERED_AFTER of a failure
    expect(recoveredAt().filter((at) => at < quietFrom)).toEqual([]);

    // It settles: one message after NOTIFY_RECOVERED_AFTER, and no other.
    flapping = false;
    await pollUntil(
      async () => types(inbox.requests, secret).filter((type) => type === 'destination.recovered'),
      (found) => found.length > 0,
      RECOVERED_AFTER_MS * 4,
    );
    await new Promise((resolve) => setTimeout(resolve, RECOVERED_AFTER_MS * 2));
    expect(types(inbox.requests, secret).filter((type) => type === 'destination.recovered')).toHaveLength(1);
  }, 60_000);
});
