// The page of one destination (/destinations/{id}), opened from its endpoint's page: settings,
// health, recent deliveries, the routing form (a filter checked as you type, the server's 400 on
// save) and rotating the signing secret with the previous one kept for a while. No console error
// or warning but the 400 the test asks for, and no serious axe-core violation.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { answerDialog, apiResponse, sessionApi, signUp, startReceiver } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source;
// axe-core is injected as an inline script, which the dashboard's CSP (rightly) refuses.
const AXE_CONTEXT = { bypassCSP: true };

describe('destination page', { timeout: 180_000 }, () => {
  let stack;
  let browser;
  let receiver;

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    receiver = await startReceiver();
  });

  after(async () => {
    await receiver?.close();
    await browser?.close();
    await stack?.stop();
  });

  async function ingest(token, body) {
    const response = await fetch(`${stack.baseUrl}/api/ingest/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.equal(response.status, 202);
    return (await response.json()).event_id;
  }

  async function delivered(eventId) {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const request = receiver.received.find((received) => received.webhookId === eventId);
      if (request) return request;
      await sleep(100);
    }
    assert.fail(`${eventId} was not delivered within 30 s`);
  }

  /** The Standard Webhooks signatures of `request` that `secret` makes. */
  function signedWith(secret, request) {
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signatures } = request.headers;
    return signatures.split(' ').includes(`v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest('base64')}`);
  }

  it('opens from the endpoint page and shows settings, health and deliveries; edits the routing; rotates the secret with overlap', async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        await signUp(page);
        // From here on (the sign-in page's 401 for "no session yet" is expected before).
        const console = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning')
            console.push({ text: message.text(), url: message.location().url });
        });
        page.on('pageerror', (error) => console.push({ text: error.message, url: '' }));
        const api = await sessionApi(page);
        const project = (await api.get('/api/projects')).data[0];
        const endpoint = await api.post('/api/endpoints', { project_id: project.id, name: 'Orders' });
        const destination = await api.post(`/api/endpoints/${endpoint.id}/destinations`, {
          name: 'Ledger',
          url: receiver.url,
          timeout_ms: 5000,
          headers: { 'X-Api-Key': 'k-very-secret-1' },
        });
        const events = [await ingest(endpoint.token, { type: 'order.created' }), await ingest(endpoint.token, { type: 'order.paid' })];
        for (const eventId of events) await delivered(eventId);

        // From the endpoint page: the destination's name links to its page.
        await page.goto(`/endpoints/${endpoint.id}`);
        await page.getByRole('table', { name: 'Destinations' }).getByRole('link', { name: 'Ledger', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Ledger', exact: true }).waitFor();
        assert.equal(new URL(page.url()).pathname, `/destinations/${destination.id}`);
        assert.equal(await page.title(), 'Destination · Hookyard');

        // Settings.
        const settings = page.getByRole('region', { name: 'Ledger' });
        await settings.getByText(receiver.url, { exact: true }).waitFor();
        await settings.getByText('5000 ms', { exact: true }).waitFor();
        await settings.getByText('active', { exact: true }).waitFor();
        await page.getByRole('link', { name: '← Orders', exact: true }).waitFor();

        // Health, as the endpoint page shows it, with its 24 h chart.
        const health = page.getByRole('region', { name: 'Health' }).getByRole('article', { name: 'Ledger' });
        await health.getByText('Success rate, 24 h', { exact: true }).waitFor();
        await health
          .getByRole('img', { name: /attempts/ })
          .first()
          .waitFor();

        // Recent deliveries: its events, each linking to the event's page.
        const recent = page.getByRole('region', { name: 'Recent deliveries' });
        for (const eventId of events) {
          assert.equal(await recent.getByRole('link', { name: eventId, exact: true }).getAttribute('href'), `/events/${eventId}`);
        }
        assert.equal(
          await recent.getByRole('link', { name: /Every event of this destination/ }).getAttribute('href'),
          `/events?destinationId=${destination.id}`,
        );

        // Routing: the custom header by name only.
        const routing = page.getByRole('region', { name: 'Routing' });
        await routing.getByText('x-api-key', { exact: false }).first().waitFor();
        assert.ok(!(await page.content()).includes('k-very-secret-1'), 'a header value is nowhere on the page');

        // The body filter is checked as you type: a parse error shows under it, marked invalid.
        const filter = routing.getByLabel('Body filter (JSON, optional)', { exact: true });
        await filter.fill('{"type": ');
        await routing.getByText(/^Not JSON: /).waitFor();
        assert.equal(await filter.getAttribute('aria-invalid'), 'true');

        // JSON the server refuses: its 400 is shown above the form; nothing changed.
        await filter.fill('{"amount": {"$nope": 1}}');
        assert.equal(await routing.getByText(/^Not JSON: /).count(), 0);
        const refusal = apiResponse(page, `/api/destinations/${destination.id}`, 'PATCH');
        await routing.getByRole('button', { name: 'Save routing', exact: true }).click();
        const refused = await refusal;
        assert.equal(refused.status(), 400);
        const { errors } = await refused.json();
        assert.match(errors[0].message, /unknown operator/);
        await routing
          .getByRole('alert')
          .getByText(/\$nope: unknown operator/)
          .first()
          .waitFor();
        assert.equal((await api.get(`/api/destinations/${destination.id}`)).filter, null);

        // A valid filter is saved and answered by the API.
        await filter.fill('{"type": {"$startsWith": "order."}}');
        const save = apiResponse(page, `/api/destinations/${destination.id}`, 'PATCH');
        await routing.getByRole('button', { name: 'Save routing', exact: true }).click();
        const saved = await save;
        assert.equal(saved.status(), 200);
        const orders = { body: { type: { $startsWith: 'order.' } } };
        assert.deepEqual(saved.request().postDataJSON().filter, orders);
        assert.equal('headers' in saved.request().postDataJSON(), false, 'no header rows filled: the set is kept');
        await routing.getByRole('status').getByText('Saved.', { exact: true }).waitFor();
        const stored = await api.get(`/api/destinations/${destination.id}`);
        assert.deepEqual(stored.filter, orders);
        assert.deepEqual(Object.keys(stored.headers), Object.keys(destination.headers));

        // Rotate the secret, keeping the previous one an hour: both sign the next delivery.
        const secretSection = page.getByRole('region', { name: 'Signing secret' });
        await secretSection.getByLabel('Previous secret after rotating', { exact: true }).selectOption({ label: 'Keep it 1 hour' });
        const rotation = apiResponse(page, `/api/destinations/${destination.id}/rotate-secret`, 'POST');
        await secretSection.getByRole('button', { name: 'Rotate secret', exact: true }).click();
        assert.equal(await answerDialog(page), 'Rotate the signing secret of “Ledger”?');
        const rotated = await rotation;
        assert.equal(rotated.status(), 200);
        assert.deepEqual(rotated.request().postDataJSON(), { previous_secret_expires_in_seconds: 3600 });
        const { signing_secret: secret, previous_secret_expires_at: until } = await rotated.json();
        assert.ok(Math.abs(Date.parse(until) - Date.now() - 3_600_000) < 60_000, 'the previous secret is kept about an hour');
        await secretSection.getByRole('heading', { name: /^New signing secret of “Ledger” \(the previous one signs too until / }).waitFor();
        assert.equal(await secretSection.getByLabel('Signing secret', { exact: true }).inputValue(), secret);
        const request = await delivered(await ingest(endpoint.token, { type: 'order.shipped' }));
        assert.ok(signedWith(secret, request), 'signed with the new secret');
        assert.ok(signedWith(destination.signing_secret, request), 'and with the previous one, during the overlap');
        await secretSection.getByRole('button', { name: 'I have copied it', exact: true }).click();
        await secretSection.getByText(/The previous secret signs too until/).waitFor();

        // Accessible, and quiet: no console error or warning but the 400 asked for above.
        await page.addScriptTag({ content: AXE_SOURCE });
        const { violations } = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
        assert.deepEqual(
          violations
            .filter((v) => v.impact === 'critical' || v.impact === 'serious')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
          [],
        );
        const unexpected = console.filter(
          ({ text, url }) => !(text.includes('status of 400') && url.endsWith(`/api/destinations/${destination.id}`)),
        );
        assert.deepEqual(unexpected, []);
      },
      AXE_CONTEXT,
    );
  });
});
