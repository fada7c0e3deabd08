// The home page and the endpoint page's health (issue #17) with real data: webhooks delivered to a
// destination answering 200 and one answering 500, an endpoint refusing a burst for its rate limit,
// and a deactivated destination; the numbers the page shows are the ones the receivers saw.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { answerDialog, apiResponse, sessionApi, signUp, startReceiver } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const SCREENSHOTS = resolve(dirname(fileURLToPath(import.meta.url)), '../screenshots');
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};
const EVENTS = 3;
/** The default RETRY_SCHEDULE retries after 5 s (±20 %), then after 5 minutes: two failed attempts per event, then a long quiet. */
const FAILED_ATTEMPTS = 2 * EVENTS;

describe('home page and destination health', { timeout: 240_000 }, () => {
  let stack;
  let browser;
  let good;
  let broken;

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    good = await startReceiver();
    broken = await startReceiver({ status: 500 });
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await good?.close();
    await broken?.close();
    await stack?.stop();
  });

  async function ingest(token, body) {
    return fetch(`${stack.baseUrl}/api/ingest/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  /** Polls `read` until `done` says its answer is the one awaited. */
  async function until(what, read, done, timeoutMs = 40_000) {
    const deadline = Date.now() + timeoutMs;
    let last;
    while (Date.now() < deadline) {
      last = await read();
      if (done(last)) return last;
      await sleep(250);
    }
    assert.fail(`${what}: still ${JSON.stringify(last)}`);
  }

  it('shows the headline numbers, the failing, disabled and rate-limited under Needs attention with working links, and health on the endpoint page', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      await signUp(page);
      const api = await sessionApi(page);

      // A quiet organization: zeros, nothing needs attention, and what to do.
      await page.goto('/');
      await page.getByText(/^Nothing needs attention/).waitFor();
      await page.getByText(/^No webhooks over the last 24 hours\./).waitFor();

      const project = (await api.get('/api/projects')).data[0];
      const endpoint = await api.post('/api/endpoints', { project_id: project.id, name: 'Orders' });
      await api.post(`/api/endpoints/${endpoint.id}/destinations`, { name: 'Ledger', url: good.url });
      const brokenDestination = await api.post(`/api/endpoints/${endpoint.id}/destinations`, { name: 'Billing', url: broken.url });
      const idle = await api.post(`/api/endpoints/${endpoint.id}/destinations`, { name: 'Archive', url: good.url });
      await api.patch(`/api/destinations/${idle.id}`, { active: false });

      // Another endpoint, limited to 1 per second (burst 2): a burst of 6 is partly refused with 429.
      const bursty = await api.post('/api/endpoints', { project_id: project.id, name: 'Bursty' });
      await api.patch(`/api/endpoints/${bursty.id}`, { rate_limit_per_second: 1 });
      const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => ingest(bursty.token, { burst: i })));
      const accepted = burst.filter((response) => response.status === 202).length;
      const refused = burst.filter((response) => response.status === 429).length;
      assert.ok(refused > 0, 'the burst was partly refused');
      assert.equal(accepted + refused, burst.length);

      for (let i = 0; i < EVENTS; i += 1) assert.equal((await ingest(endpoint.token, { type: 'order.created', i })).status, 202);
      await until(
        'deliveries',
        () => ({ good: good.received.length, broken: broken.received.length }),
        (n) => n.good === EVENTS && n.broken === FAILED_ATTEMPTS,
      );
      // The stack flushes its counts every second: wait until the API's totals hold every attempt.
      const totals = await until(
        'statistics',
        async () => {
          const { data } = await api.get(`/api/stats/timeseries?interval=1h&from=${new Date(Date.now() - 86_400_000).toISOString()}`);
          return data.reduce(
            (sum, p) => ({
              received: sum.received + p.received,
              delivered: sum.delivered + p.delivered,
              failed: sum.failed + p.failed_attempts,
              refused: sum.refused + p.rate_limited,
            }),
            { received: 0, delivered: 0, failed: 0, refused: 0 },
          );
        },
        (sum) =>
          sum.delivered === EVENTS && sum.failed === FAILED_ATTEMPTS && sum.received === EVENTS + accepted && sum.refused === refused,
      );

      await page.goto('/');
      const stat = (label) =>
        page
          .locator('.stat')
          .filter({ has: page.locator(`dt:text-is("${label}")`) })
          .locator('.stat-value');
      await stat('Received').getByText(String(totals.received), { exact: true }).waitFor();
      assert.equal(await stat('Attempts succeeded').innerText(), String(EVENTS));
      assert.equal(await stat('Attempts failed').innerText(), String(FAILED_ATTEMPTS));
      // Events, not attempts: each Orders event has a destination that never succeeds, and the bursty
      // endpoint's events had none (dead-lettered at once): none delivered to every destination.
      await stat('Delivered').getByText('0', { exact: true }).waitFor();
      await stat('Not delivered')
        .getByText(String(EVENTS + accepted), { exact: true })
        .waitFor();
      assert.equal(await stat('Success rate').innerText(), '33.3 %'); // 3 of 9 attempts
      assert.equal(await stat('Refused (429)').innerText(), String(refused));

      // The charts are images named by their summaries, and the numbers are in a table.
      const traffic = page.getByRole('img', { name: /^Over the last 24 hours: / });
      await traffic.waitFor();
      assert.match(
        await traffic.getAttribute('aria-label'),
        new RegExp(`${totals.received} events received, ${EVENTS} delivery attempts succeeded and ${FAILED_ATTEMPTS} failed`),
      );
      await page.locator('.chart canvas').first().waitFor();
      assert.equal(await page.locator('.chart').count(), 4);
      await page.getByText('The numbers as a table', { exact: true }).click();
      const rows = page.getByRole('table', { name: 'Deliveries over the last 24 hours' }).locator('tbody tr');
      assert.equal(await rows.count(), 24);

      // Needs attention: the failing destination since when, its last error; the disabled one and why; the rate-limited endpoint.
      const failing = page
        .getByRole('region', { name: /^Failing destinations/ })
        .getByRole('listitem')
        .filter({ hasText: 'Billing' });
      await failing.getByText(/Failing since/).waitFor();
      await failing.getByText(/500/).first().waitFor();
      assert.equal(await failing.locator('time').first().getAttribute('datetime'), await failingSince());
      const disabled = page
        .getByRole('region', { name: /^Disabled destinations/ })
        .getByRole('listitem')
        .filter({ hasText: 'Archive' });
      await disabled.getByText(/deactivated by a person or an API key/).waitFor();
      const limited = page
        .getByRole('region', { name: /^Rate-limited endpoints/ })
        .getByRole('listitem')
        .filter({ hasText: 'Bursty' });
      await limited.getByText(new RegExp(`Refused ${refused} webhooks? \\(429\\)`)).waitFor();

      for (const [viewport, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await page.waitForTimeout(300); // the charts follow their box's width
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, `${viewport}: no horizontal page overflow`);
        await page.screenshot({ path: resolve(SCREENSHOTS, `home-data-${viewport}.png`), fullPage: true });
      }
      await page.setViewportSize(VIEWPORTS.desktop);

      // The range switch: one-minute buckets over the last hour, in the address.
      await page.getByRole('link', { name: 'Last 1 h', exact: true }).click();
      await page.waitForURL((url) => url.search === '?range=1h');
      await page.getByRole('img', { name: /^Over the last hour: / }).waitFor();
      await page.getByText('The numbers as a table', { exact: true }).click();
      assert.equal(await page.getByRole('link', { name: 'Last 1 h', exact: true }).getAttribute('aria-current'), 'true');
      assert.equal(await page.getByRole('table', { name: 'Deliveries over the last hour' }).locator('tbody tr').count(), 60);
      assert.equal(await stat('Attempts succeeded').innerText(), String(EVENTS));

      // Enable the disabled destination, once confirmed: it leaves the list and is active again.
      const enable = apiResponse(page, `/api/destinations/${idle.id}`, 'PATCH');
      await page.getByRole('button', { name: 'Enable Archive', exact: true }).click();
      assert.equal(await answerDialog(page), 'Enable “Archive” again?');
      const enabled = await enable;
      assert.equal(enabled.status(), 200);
      assert.deepEqual(enabled.request().postDataJSON(), { active: true });
      await disabled.waitFor({ state: 'detached' });
      assert.equal((await api.get(`/api/endpoints/${endpoint.id}/destinations`)).data.find((d) => d.id === idle.id).active, true);

      // The failing destination's link opens the events list filtered to its undelivered events.
      await failing.getByRole('link', { name: 'Undelivered events of Billing', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/events');
      await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
      const search = new URL(page.url()).searchParams;
      assert.equal(search.get('destinationId'), brokenDestination.id);
      assert.equal(search.get('status'), 'retry_scheduled,dead_lettered,failed');
      const undelivered = await api.get(`/api/events?${search}`);
      assert.equal(undelivered.data.length, EVENTS, 'the link names exactly the events the destination did not take');
      assert.ok(undelivered.data.every((event) => event.status === 'retry_scheduled'));

      // The endpoint page: each destination's health and its attempts over 24 hours.
      await page.goto(`/endpoints/${endpoint.id}`);
      const health = page.getByRole('region', { name: 'Health' });
      const card = (name) => health.getByRole('article', { name });
      const value = (name, term) => card(name).locator(`dt:text-is("${term}") + dd`);
      await card('Billing').getByText('failing', { exact: true }).waitFor();
      assert.equal(await value('Billing', 'Success rate, 1 h').innerText(), '0 %');
      assert.match(
        await value('Billing', 'Failing since').innerText(),
        new RegExp(`ago \\(${FAILED_ATTEMPTS} failed attempts in a row\\)`),
      );
      assert.equal(await value('Billing', 'Last success').innerText(), 'Never');
      await card('Ledger').getByText('healthy', { exact: true }).waitFor();
      assert.equal(await value('Ledger', 'Success rate, 1 h').innerText(), '100 %');
      assert.equal(await value('Ledger', 'Failing since').innerText(), '—');
      assert.match(await value('Ledger', 'p95 duration, 1 h').innerText(), /^\d+ ms$/);
      await card('Ledger')
        .getByRole('img', { name: `Over the last 24 hours: ${EVENTS} attempts succeeded and 0 failed (100 % success).` })
        .waitFor();
      await card('Billing')
        .getByRole('img', { name: new RegExp(`^Over the last 24 hours: 0 attempts succeeded and ${FAILED_ATTEMPTS} failed`) })
        .waitFor();
      await card('Ledger').locator('canvas').first().waitFor();

      for (const [viewport, size] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(size);
        await page.waitForTimeout(300);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0, `${viewport}: no horizontal page overflow`);
        await page.screenshot({ path: resolve(SCREENSHOTS, `endpoint-health-${viewport}.png`), fullPage: true });
      }

      async function failingSince() {
        const listed = (await api.get('/api/stats/attention')).failing_destinations.find((d) => d.destination_id === brokenDestination.id);
        return listed.failing_since;
      }
    });
  });

  it('offers Enable on the endpoint page for a deactivated destination in a modal dialog: Escape declines and sends nothing, Enter confirms', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      await signUp(page);
      const api = await sessionApi(page);
      const project = (await api.get('/api/projects')).data[0];
      const endpoint = await api.post('/api/endpoints', { project_id: project.id, name: 'Shipping' });
      const destination = await api.post(`/api/endpoints/${endpoint.id}/destinations`, { name: 'Carrier', url: good.url });
      await api.patch(`/api/destinations/${destination.id}`, { active: false });

      await page.goto(`/endpoints/${endpoint.id}`);
      const card = page.getByRole('region', { name: 'Health' }).getByRole('article', { name: 'Carrier' });
      await card.getByText('Deactivated by a person or an API key.', { exact: true }).waitFor();
      await card.getByText('disabled', { exact: true }).waitFor();
      await card.getByRole('img', { name: 'No delivery attempts over the last 24 hours.' }).waitFor();

      // The confirmation is a modal dialog named by its question, the confirming button focused.
      const enableButton = card.getByRole('button', { name: 'Enable Carrier', exact: true });
      await enableButton.click();
      const dialog = page.getByRole('dialog', { name: 'Enable “Carrier” again?', exact: true });
      await dialog.waitFor();
      assert.equal(await dialog.evaluate((element) => element.matches(':modal')), true, 'shown modal');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Enable destination');
      assert.equal(
        await dialog.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).innerText()),
        'New webhooks are delivered to it at once.',
      );
      // Tab stays inside it (the page behind is inert).
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.closest('dialog') !== null), true, 'focus stays in the dialog');

      // Escape declines: nothing is sent, and focus returns to the button that asked.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await sleep(300);
      assert.equal((await api.get(`/api/endpoints/${endpoint.id}/destinations`)).data[0].active, false);
      assert.equal(await enableButton.evaluate((element) => element === document.activeElement), true, 'focus back on Enable');

      // Enter confirms (the confirming button has focus).
      const enable = apiResponse(page, `/api/destinations/${destination.id}`, 'PATCH');
      await enableButton.click();
      await dialog.waitFor();
      await page.keyboard.press('Enter');
      assert.equal((await enable).status(), 200);
      await card.getByRole('button', { name: 'Enable Carrier', exact: true }).waitFor({ state: 'detached' });
      await card.getByText('healthy', { exact: true }).waitFor();
    });
  });
});
