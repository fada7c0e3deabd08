// Issue #29 items 4 and 8, issue #32 §3, at 1440×900 and 390×844 with real data from the API:
// lists as stacked cards on a phone with status and time in view, filters folded behind one button
// counting the active ones, URLs wrapping without pushing buttons off-screen; sortable endpoint and
// destination columns; copy buttons for event ids; relative times with the absolute in a tooltip;
// dark mode (the system's, a toggle kept across loads, no light flash before the script runs);
// chart legends reading the latest bucket; a listener's connection and the listen command. No
// console error or warning, no serious or critical axe violation in light or dark.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { sessionApi, signUp, startReceiver } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source;
const AXE_CONTEXT = { bypassCSP: true, permissions: ['clipboard-read', 'clipboard-write'] };
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const LONG_URL_PATH = '/webhooks/billing-service/v2/incoming/notifications?tenant=acme-corporation-international';

async function seriousViolations(page) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const { violations } = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Console errors and warnings (and page errors) from now on. */
function watchConsole(page) {
  const messages = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** Whether the element's box lies inside the viewport's width. */
async function onScreen(locator, width) {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is laid out');
  return box.x >= 0 && box.x + box.width <= width;
}

describe('phone layout, small things, dark mode and listeners', { timeout: 240_000 }, () => {
  let stack;
  let browser;
  let receiver;

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    receiver = await startReceiver();
  });

  after(async () => {
    await browser?.close();
    await receiver?.close();
    await stack?.stop();
  });

  /** An organization with three endpoints, destinations (one with a long URL, one a listener) and delivered events. */
  async function seed(page) {
    await signUp(page);
    const api = await sessionApi(page);
    const project = (await api.get('/api/projects')).data[0];
    const endpoints = [];
    for (const name of ['Shopify', 'Billing', 'GitHub']) endpoints.push(await api.post('/api/endpoints', { project_id: project.id, name }));
    const [shopify, billing] = endpoints;
    await api.post(`/api/endpoints/${billing.id}/destinations`, { name: 'Ledger', url: receiver.url, timeout_ms: 9000 });
    await api.post(`/api/endpoints/${billing.id}/destinations`, {
      name: 'Archive',
      url: receiver.url.replace('/hooks', LONG_URL_PATH),
      timeout_ms: 3000,
    });
    const listener = await api.post(`/api/endpoints/${billing.id}/destinations`, { name: 'Laptop', type: 'listener' });
    await api.post(`/api/endpoints/${shopify.id}/destinations`, { name: 'Store', url: receiver.url });
    const eventIds = [];
    for (let index = 0; index < 3; index++) {
      const response = await page.request.post(`/api/ingest/${billing.token}`, { data: { type: 'invoice.paid', index } });
      eventIds.push((await response.json()).event_id);
    }
    for (let tries = 0; receiver.received.length < 6; tries++) {
      assert.ok(tries < 100, 'the http destinations received the events');
      await sleep(100);
    }
    return { api, shopify, billing, listener, eventIds };
  }

  it('on a phone: events as cards with status and time in view, filters behind one counted button, URLs and buttons on screen', async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        const { billing } = await seed(page);
        const messages = watchConsole(page);
        await page.setViewportSize(PHONE);
        await page.goto('/events?status=delivered,retry_scheduled&search=evt_');
        const rows = page.getByRole('table', { name: 'Events' }).locator('tbody tr');
        await rows.first().waitFor();
        const toggle = page.getByRole('button', { name: /^Filters/ });
        assert.equal(await toggle.innerText(), 'Filters (2 active)');
        assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
        assert.equal(await page.getByRole('search', { name: 'Event filters' }).isVisible(), false);
        // the first event starts within the first screen, its status and time on it
        const first = rows.first();
        assert.ok((await first.boundingBox()).y < PHONE.height, 'the first event is on the first screen');
        for (const cell of [first.locator('.badge').first(), first.locator('time')]) {
          assert.ok(await cell.isVisible());
          assert.ok(await onScreen(cell, PHONE.width), 'status and time are on screen');
        }
        await toggle.click();
        assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
        await page.getByRole('search', { name: 'Event filters' }).waitFor();
        assert.deepEqual(await seriousViolations(page), []);

        // the endpoint's destinations: every row button on screen, the long URL wrapped in whole lines
        await page.goto(`/endpoints/${billing.id}`);
        const table = page.getByRole('table', { name: 'Destinations' });
        await table.waitFor();
        for (const button of await table.getByRole('button').all())
          assert.ok(await onScreen(button, PHONE.width), await button.innerText());
        const url = table.getByText(LONG_URL_PATH.slice(0, 20), { exact: false });
        // the lines the URL's text is laid out on: the distinct tops of its boxes
        const { lines, perLine } = await url.evaluate((cell) => {
          const text = [...cell.childNodes].find((node) => node.nodeType === node.TEXT_NODE && node.textContent.includes('webhooks'));
          const range = document.createRange();
          range.selectNodeContents(text);
          const count = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          return { lines: count, perLine: text.textContent.length / count };
        });
        assert.ok(perLine >= 20, `about ${Math.round(perLine)} characters a line over ${lines} lines`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.equal(overflow, 0);

        // on a desktop the form is open and the toggle absent
        await page.setViewportSize(DESKTOP);
        await page.goto('/events');
        await page.getByRole('search', { name: 'Event filters' }).waitFor();
        assert.equal(await page.getByRole('button', { name: /^Filters/ }).isVisible(), false);
        assert.deepEqual(messages, []);
      },
      AXE_CONTEXT,
    );
  });

  it('sorts endpoints and destinations by a header, copies event ids, shows times relative with the absolute in a tooltip', async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        const { billing, eventIds } = await seed(page);
        const messages = watchConsole(page);
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          await page.goto('/endpoints');
          const table = page.getByRole('table', { name: 'Endpoints' });
          const names = () => table.locator('tbody tr td:first-child a').allInnerTexts();
          await table.locator('tbody tr').first().waitFor();
          const header = table.getByRole('columnheader', { name: /Name/ });
          await header.getByRole('button').click();
          assert.equal(await header.getAttribute('aria-sort'), 'ascending');
          assert.deepEqual(await names(), ['Billing', 'GitHub', 'Shopify']);
          await header.getByRole('button').click();
          assert.equal(await header.getAttribute('aria-sort'), 'descending');
          assert.deepEqual(await names(), ['Shopify', 'GitHub', 'Billing']);

          await page.goto(`/endpoints/${billing.id}`);
          const destinations = page.getByRole('table', { name: 'Destinations' });
          await destinations.locator('tbody tr').first().waitFor();
          await destinations
            .getByRole('columnheader', { name: /Timeout/ })
            .getByRole('button')
            .click();
          assert.deepEqual(
            await destinations.locator('tbody tr td:first-child a').allInnerTexts(),
            ['Archive', 'Ledger', 'Laptop'].sort(
              (a, b) => ({ Archive: 3000, Ledger: 9000, Laptop: 15000 })[a] - { Archive: 3000, Ledger: 9000, Laptop: 15000 }[b],
            ),
          );

          await page.goto('/events');
          const newest = eventIds[eventIds.length - 1];
          await page.getByRole('button', { name: `Copy event id ${newest}` }).click();
          await page.getByRole('status').filter({ hasText: 'Copied' }).first().waitFor();
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), newest);
          const time = page.getByRole('table', { name: 'Events' }).locator('tbody tr').first().locator('time');
          assert.match(await time.innerText(), /ago|just now/);
          const title = await time.getAttribute('title');
          assert.equal(new Date(title).getFullYear(), new Date().getFullYear(), `the tooltip "${title}" is the absolute time`);

          await page.goto(`/events/${eventIds[0]}`);
          await page.getByRole('button', { name: 'Copy event id', exact: true }).click();
          await page.getByText('Copied', { exact: true }).waitFor();
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), eventIds[0]);
          assert.match(await page.locator('dl.details time').first().innerText(), /ago|just now/);
        }
        assert.deepEqual(messages, []);
      },
      AXE_CONTEXT,
    );
  });

  it('follows the system dark theme without a light flash, keeps the toggle across loads, and passes axe in both', async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        const { billing, listener } = await seed(page);
        const messages = watchConsole(page);
        await page.emulateMedia({ colorScheme: 'dark' });
        // The app's script held back: the page is already dark before it runs.
        let release;
        const held = new Promise((resolve) => (release = resolve));
        await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
          await held;
          await route.continue().catch(() => {}); // the page may have moved on meanwhile
        });
        await page.goto('/', { waitUntil: 'commit' });
        await page.waitForFunction(() => document.body !== null);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
        const background = await page.evaluate(() => globalThis.getComputedStyle(document.body).backgroundColor);
        release();
        await page.unroute(/\/assets\/index-[^/]+\.js$/);
        const [r, g, b] = background.match(/\d+/g).map(Number);
        assert.ok(r + g + b < 150, `the first paint's background ${background} is dark`);

        const pages = [
          ['/', /^Acme /],
          ['/events', 'Events'],
          [`/endpoints/${billing.id}`, 'Billing'],
          [`/destinations/${listener.id}`, 'Laptop'],
        ];
        const problems = [];
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          for (const scheme of ['dark', 'light']) {
            await page.emulateMedia({ colorScheme: scheme });
            for (const [path, heading] of pages) {
              await page.goto(path);
              await page.getByRole('heading', { level: 1 }).filter({ hasText: heading }).first().waitFor();
              await page.waitForLoadState('networkidle');
              assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), scheme);
              for (const violation of await seriousViolations(page)) problems.push(`${scheme} ${viewport.width} ${path}: ${violation}`);
            }
          }
        }
        assert.deepEqual(problems, []);

        // The toggle wins over the system's theme and is remembered.
        await page.emulateMedia({ colorScheme: 'light' });
        await page.setViewportSize(DESKTOP);
        await page.goto('/events');
        const toggle = page.getByRole('button', { name: 'Dark mode', exact: true });
        assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
        await toggle.click();
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
        await page.reload();
        await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
        assert.equal(await page.getByRole('button', { name: 'Dark mode', exact: true }).getAttribute('aria-pressed'), 'true');
        assert.deepEqual(messages, []);
      },
      AXE_CONTEXT,
    );
  });

  it("charts' legends read the latest bucket before any hover; Home's attempt counts say so", async (t) => {
    await withPage(t, browser, stack, async (page) => {
      const { api } = await seed(page);
      const messages = watchConsole(page);
      const destination = (await api.get('/api/endpoints')).data.find((endpoint) => endpoint.name === 'Billing');
      await page.setViewportSize(DESKTOP);
      await page.goto(`/endpoints/${destination.id}`);
      const legend = page.locator('.u-legend').first();
      await legend.waitFor();
      const values = await legend.locator('.u-value').allInnerTexts();
      assert.ok(values.length > 0);
      assert.ok(!values.includes('--'), `the legend reads ${values.join(' | ')}`);
      // Home counts events where it links to events, and says attempts are each try counted
      await page.goto('/');
      await page.getByTitle('Delivered events: see the list', { exact: true }).waitFor();
      await page.getByTitle('Events not delivered: see the list', { exact: true }).waitFor();
      assert.equal(await page.getByText('each try counted', { exact: true }).count(), 2);
      assert.deepEqual(messages, []);
    });
  });

  it("shows a listener's connection on its page and the endpoint's table, and the listen command with a copy button", async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (page, context) => {
        const { billing, listener } = await seed(page);
        const messages = watchConsole(page);
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          await page.goto(`/destinations/${listener.id}`);
          await page.getByText('offline', { exact: true }).waitFor();

          // a stream held open as `hookyard listen` holds it, with this browser's session
          const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
          const stream = new globalThis.AbortController();
          const response = await fetch(`${stack.baseUrl}/api/listeners/${listener.id}/stream?client=e2e-laptop`, {
            headers: { cookie, accept: 'text/event-stream' },
            signal: stream.signal,
          });
          assert.equal(response.status, 200);
          try {
            await page.reload();
            await page.getByText('e2e-laptop', { exact: true }).waitFor();
            const status = page.locator('dd').filter({ hasText: 'e2e-laptop' });
            assert.match(await status.innerText(), /^connected from e2e-laptop since (just now|\d+ seconds? ago)$/);

            await page.goto(`/endpoints/${billing.id}`);
            const row = page.getByRole('table', { name: 'Destinations' }).locator('tbody tr').filter({ hasText: 'Laptop' });
            await row.getByText('e2e-laptop', { exact: true }).waitFor();
            assert.match(await row.innerText(), /connected from e2e-laptop since/);
          } finally {
            stream.abort();
          }
          const command = `npx hookyard listen ${billing.id} http://localhost:4000/webhooks`;
          await page.getByText(command, { exact: true }).waitFor();
          await page.getByRole('button', { name: 'Copy the listen command', exact: true }).click();
          assert.equal(await page.evaluate(() => navigator.clipboard.readText()), command);
          await page.goto(`/endpoints/${billing.id}`);
          const row = page.getByRole('table', { name: 'Destinations' }).locator('tbody tr').filter({ hasText: 'Laptop' });
          await row.getByText('offline', { exact: true }).waitFor({ timeout: 15_000 });
        }
        assert.deepEqual(messages, []);
      },
      AXE_CONTEXT,
    );
  });
});
