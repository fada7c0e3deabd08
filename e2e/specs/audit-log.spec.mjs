// The Audit log page (issue #31 §6): changes made in the dashboard and with an API key are listed
// newest first, with who made them, the fields changed (a secret only as changed), filters kept in
// the address, links to each target's page and history, and the CSV export of exactly the filters.
// No console error or warning, and no serious axe-core violation.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { answerDialog, apiResponse, sessionApi, signUp, startReceiver } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source;
// axe-core is injected as an inline script, which the dashboard's CSP (rightly) refuses.
const AXE_CONTEXT = { bypassCSP: true };

describe('audit log page', { timeout: 180_000 }, () => {
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

  it('lists what was done in the dashboard and with a key, filtered in the address, linked to each target', async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        const { email } = await signUp(page);
        // From here on (the sign-in page's own check of the session answers 401 before), nothing to complain about.
        const console = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') console.push(message.text());
        });
        page.on('pageerror', (error) => console.push(error.message));
        const api = await sessionApi(page);

        // In the dashboard: an endpoint, its destination deactivated, its token rotated.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Endpoints', exact: true }).click();
        await page.getByLabel('Name', { exact: true }).fill('Orders');
        const create = apiResponse(page, '/api/endpoints', 'POST');
        await page.getByRole('button', { name: 'Create endpoint', exact: true }).click();
        const endpoint = await (await create).json();
        const token = endpoint.token;
        await page.getByRole('button', { name: 'I have copied it', exact: true }).click();
        await page.getByRole('table', { name: 'Endpoints' }).getByRole('link', { name: 'Orders', exact: true }).click();
        await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
        await page.getByLabel('Name', { exact: true }).fill('Receiver');
        await page.getByLabel('URL', { exact: true }).fill(receiver.url);
        await page.getByRole('button', { name: 'Add destination', exact: true }).click();
        await page.getByRole('button', { name: 'I have copied it', exact: true }).click();
        const destinationRow = page.getByRole('table', { name: 'Destinations' }).getByRole('row').filter({ hasText: 'Receiver' });
        await destinationRow.getByRole('button', { name: 'Deactivate Receiver', exact: true }).click();
        await answerDialog(page, 'Receiver');
        await destinationRow.getByText('inactive', { exact: true }).waitFor();
        await page.getByRole('button', { name: 'Rotate token', exact: true }).click();
        await answerDialog(page, 'Orders');
        await page.getByRole('heading', { name: 'New token of “Orders”', exact: true }).waitFor();
        const rotated = await page.getByLabel('Token', { exact: true }).inputValue();
        await page.getByRole('button', { name: 'I have copied it', exact: true }).click();

        // With an API key: a project.
        const key = await api.post('/api/api-keys', { name: 'e2e key', scopes: ['endpoints:write'] });
        const byKey = await fetch(`${stack.baseUrl}/api/projects`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Made by a key' }),
        });
        assert.equal(byKey.status, 201);

        // The page, from the navigation: newest first, who, what, on what, the changes.
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log', exact: true }).click();
        await page.getByRole('heading', { name: 'Audit log', exact: true }).waitFor();
        assert.equal(new URL(page.url()).pathname, '/audit-log');
        const table = page.getByRole('table', { name: 'Audit log' });
        const rows = table.getByRole('row');
        await rows.filter({ hasText: 'Created a project' }).first().waitFor();
        const actions = (await table.locator('tbody tr').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));
        const order = [
          'Created a project',
          'Created an API key',
          'Rotated the ingest token',
          'Changed a destination',
          'Created a destination',
          'Created an endpoint',
          'Created the organization',
        ];
        assert.deepEqual(
          order.map((action) => actions.findIndex((text) => text.includes(action))),
          order.map((_, index) => index),
          `newest first: ${actions.join(' | ')}`,
        );
        const projectRow = rows.filter({ hasText: 'Created a project' });
        await projectRow.getByRole('link', { name: 'API key “e2e key”', exact: true }).waitFor();
        await projectRow.getByRole('link', { name: 'Made by a key', exact: true }).waitFor();
        const deactivated = rows.filter({ hasText: 'Changed a destination' });
        await deactivated.getByText('active: true → false', { exact: true }).waitFor();
        await deactivated.getByRole('link', { name: email, exact: true }).waitFor();
        await rows.filter({ hasText: 'Rotated the ingest token' }).getByText('token: changed (not shown)', { exact: true }).waitFor();
        const html = await page.content();
        for (const secret of [token, rotated, key.key]) assert.ok(!html.includes(secret), 'no token or key on the page');

        // A filter: one action, kept in the address (a reload shows the same page).
        await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Changed a destination' });
        const filtered = apiResponse(page, '/api/audit-log');
        await page.getByRole('button', { name: 'Apply filters', exact: true }).click();
        assert.equal(new URL((await filtered).url()).searchParams.get('action'), 'destination.updated');
        await page.waitForURL((url) => url.searchParams.get('action') === 'destination.updated');
        await page.reload();
        await rows.filter({ hasText: 'Changed a destination' }).waitFor();
        assert.equal(await table.locator('tbody tr').count(), 1);
        assert.equal(await page.getByLabel('Action', { exact: true }).inputValue(), 'destination.updated');

        // The target's history, then its page.
        await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
        await page.waitForURL((url) => url.search === '');
        // The unfiltered rows stay until the filtered answer replaces them: wait for the rows beyond the history's two to go.
        const history = page.waitForResponse((response) => new URL(response.url()).searchParams.get('targetId') === endpoint.id);
        await rows
          .filter({ hasText: 'Rotated the ingest token' })
          .getByRole('link', { name: 'History of endpoint Orders', exact: true })
          .click();
        await page.waitForURL(
          (url) => url.searchParams.get('targetId') === endpoint.id && url.searchParams.get('targetType') === 'endpoint',
        );
        assert.equal((await history).status(), 200);
        await table.locator('tbody tr').nth(2).waitFor({ state: 'detached' });
        await rows.filter({ hasText: 'Created an endpoint' }).waitFor();
        assert.deepEqual(
          (await table.locator('tbody tr').allInnerTexts()).map((text) => (text.includes('Rotated') ? 'rotated' : 'created')),
          ['rotated', 'created'],
        );
        await rows.filter({ hasText: 'Created an endpoint' }).getByRole('link', { name: 'Orders', exact: true }).click();
        await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
        assert.equal(new URL(page.url()).pathname, `/endpoints/${endpoint.id}`);

        // Who: the key; the export has exactly what the filters show.
        await page.goBack();
        await page.getByRole('heading', { name: 'Audit log', exact: true }).waitFor();
        await page.getByRole('button', { name: 'Clear filters', exact: true }).click();
        await page.getByLabel('Who', { exact: true }).selectOption({ label: 'API key “e2e key”' });
        const byActor = page.waitForResponse((response) => new URL(response.url()).searchParams.get('actor') === key.id);
        await page.getByRole('button', { name: 'Apply filters', exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('actor') === key.id);
        assert.equal((await byActor).status(), 200);
        await table.locator('tbody tr').nth(1).waitFor({ state: 'detached' });
        await rows.filter({ hasText: 'Created a project' }).waitFor();
        assert.equal(await table.locator('tbody tr').count(), 1);
        const href = await page.getByRole('link', { name: 'Export CSV', exact: true }).getAttribute('href');
        assert.equal(href, `/api/audit-log/export?actor=${key.id}`);
        const csv = await (await page.request.get(href)).text();
        const lines = csv.trim().split('\r\n');
        assert.equal(lines[0], 'id,at,actor_type,actor_id,actor_label,action,target_type,target_id,target_label,ip,user_agent,changes');
        assert.equal(lines.length, 2);
        assert.match(lines[1], new RegExp(`,api_key,${key.id},e2e key,project\\.created,project,`));

        await page.addScriptTag({ content: AXE_SOURCE });
        const { violations } = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
        assert.deepEqual(
          violations
            .filter((v) => v.impact === 'critical' || v.impact === 'serious')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
          [],
        );
        assert.deepEqual(console, []);
      },
      AXE_CONTEXT,
    );
  });
});
