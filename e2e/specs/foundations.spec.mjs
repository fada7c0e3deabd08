// The dashboard's foundations (issue #14): every page at desktop and phone width without horizontal
// overflow and without serious accessibility violations (axe-core), in light and dark, screenshots of each, the
// session's end sending a tab to sign-in and back, and how the built app is served.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { sessionApi, signUp, startReceiver } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source;
const SCREENSHOTS = resolve(dirname(fileURLToPath(import.meta.url)), '../screenshots');
// axe-core is injected as an inline script, which the dashboard's CSP (rightly) refuses.
const AXE_CONTEXT = { bypassCSP: true };
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};

/** axe-core's critical and serious violations on the page as it is now. */
async function seriousViolations(page) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const { violations } = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('dashboard foundations', { timeout: 240_000 }, () => {
  let stack;
  let browser;
  let receiver;
  let failingReceiver;

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    receiver = await startReceiver();
    failingReceiver = await startReceiver({ status: 500 });
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  after(async () => {
    await browser?.close();
    await receiver?.close();
    await failingReceiver?.close();
    await stack?.stop();
  });

  it('lays out every page at 1440 and 390 px, light and dark, without page overflow or serious axe violations, and saves screenshots', async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        await signUp(page);
        const api = await sessionApi(page);
        const project = (await api.get('/api/projects')).data[0];
        const endpoint = await api.post('/api/endpoints', { project_id: project.id, name: 'Orders' });
        const destination = await api.post(`/api/endpoints/${endpoint.id}/destinations`, { name: 'Receiver', url: receiver.url });
        // A destination answering 500: the home page has something under Needs attention, the endpoint page a failing health.
        await api.post(`/api/endpoints/${endpoint.id}/destinations`, { name: 'Failing receiver', url: failingReceiver.url });
        const ingested = await page.request.post(`/api/ingest/${endpoint.token}`, { data: { type: 'order.created' } });
        const { event_id: eventId } = await ingested.json();
        const { csrf_token: csrf } = await (await page.request.get('/api/auth/me')).json();
        const replay = await page.request.post('/api/events/bulk-replay', {
          headers: { 'X-CSRF-Token': csrf },
          data: { endpointId: endpoint.id },
        });
        assert.equal(replay.status(), 202);
        for (let tries = 0; (await api.get('/api/stats/attention')).failing_destinations.length === 0; tries += 1) {
          assert.ok(tries < 100, 'the failing destination is listed under Needs attention');
          await sleep(200);
        }

        const pages = {
          home: ['/', /^Acme /],
          'home-1h': ['/?range=1h', /^Acme /],
          events: ['/events', 'Events'],
          event: [`/events/${eventId}`, eventId],
          endpoints: ['/endpoints', 'Endpoints'],
          endpoint: [`/endpoints/${endpoint.id}`, 'Orders'],
          destination: [`/destinations/${destination.id}`, 'Receiver'],
          projects: ['/projects', 'Projects'],
          'api-keys': ['/api-keys', 'API keys'],
          operations: ['/operations', 'Operations'],
          account: ['/account', 'Account'],
          security: ['/security', 'Security'],
          'audit-log': ['/audit-log', 'Audit log'],
        };
        const problems = [];
        for (const scheme of ['light', 'dark']) {
          // the dashboard follows the system's theme until one is chosen
          await page.emulateMedia({ colorScheme: scheme });
          const suffix = scheme === 'dark' ? '-dark' : '';
          for (const [viewport, size] of Object.entries(VIEWPORTS)) {
            await page.setViewportSize(size);
            for (const [name, [path, heading]] of Object.entries(pages)) {
              await page.goto(path);
              await page.getByRole('heading', { level: 1 }).filter({ hasText: heading }).first().waitFor();
              await page.waitForLoadState('networkidle');
              assert.match(await page.title(), / · Hookyard$/, `${path} has a title`);
              const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
              if (overflow > 0) problems.push(`${scheme} ${viewport} ${path}: the page is ${overflow}px wider than the screen`);
              for (const violation of await seriousViolations(page)) problems.push(`${scheme} ${viewport} ${path}: ${violation}`);
              await page.screenshot({ path: resolve(SCREENSHOTS, `${name}-${viewport}${suffix}.png`), fullPage: true });
            }
          }
        }
        assert.deepEqual(problems, []);
      },
      AXE_CONTEXT,
    );
  });

  it('checks the sign-in page with axe too', async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        for (const [viewport, size] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(size);
          for (const scheme of ['dark', 'light']) {
            await page.emulateMedia({ colorScheme: scheme });
            await page.goto('/login');
            await page.getByRole('heading', { level: 1 }).waitFor();
            assert.deepEqual(await seriousViolations(page), [], `${scheme} ${viewport}`);
          }
          await page.screenshot({ path: resolve(SCREENSHOTS, `login-${viewport}.png`), fullPage: true });
        }
      },
      AXE_CONTEXT,
    );
  });

  it('sends a tab whose session ended elsewhere to sign-in, and back to the same page afterwards', async (t) => {
    await withPage(t, browser, stack, async (page, context) => {
      const credentials = await signUp(page);
      const filtered = '/events?status=failed&search=evt_';
      await page.goto(filtered);
      await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();

      // Signed out in another tab of the same browser.
      const other = await context.newPage();
      await other.goto('/');
      await other.getByRole('button', { name: 'Sign out', exact: true }).click();
      await other.getByRole('heading', { level: 1 }).waitFor();
      await other.close();

      // Back in the first tab: using it finds the session gone.
      await page.bringToFront();
      await page.getByRole('button', { name: 'Refresh', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
      assert.equal(new URL(page.url()).searchParams.get('next'), filtered);

      await page.getByLabel('Email', { exact: true }).fill(credentials.email);
      await page.getByLabel('Password', { exact: true }).fill(credentials.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname + url.search === filtered);
      assert.equal(await page.getByLabel('failed', { exact: true }).isChecked(), true);
    });
  });

  it('serves index.html for deep links, hashed assets compressed and cached, and security headers', async () => {
    const html = await fetch(`${stack.baseUrl}/events/anything?status=failed`);
    assert.equal(html.status, 200);
    assert.equal(html.headers.get('cache-control'), 'no-cache');
    const csp = html.headers.get('content-security-policy');
    assert.match(csp, /script-src 'self'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(html.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(html.headers.get('referrer-policy'));
    const body = await html.text();
    assert.doesNotMatch(body, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script in index.html');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(body)?.[1];
    assert.ok(script, 'index.html loads a hashed script');
    for (const encoding of ['br', 'gzip']) {
      const asset = await fetch(`${stack.baseUrl}${script}`, { headers: { 'accept-encoding': encoding } });
      assert.equal(asset.status, 200);
      assert.equal(asset.headers.get('content-encoding'), encoding);
      assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      await asset.arrayBuffer();
    }
  });
});
