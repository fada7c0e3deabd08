import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { answerDialog, apiResponse, sessionApi, signUp, startReceiver } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

describe('dashboard events and API keys', { timeout: 180_000 }, () => {
  /** @type {Awaited<ReturnType<typeof startStack>>} */
  let stack;
  /** @type {import('playwright-core').Browser} */
  let browser;
  /** @type {Awaited<ReturnType<typeof startReceiver>>} */
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

  it('creates an API key shown once, lists it by prefix and revokes it', async (t) => {
    await withPage(t, browser, stack, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.baseUrl });
      await signUp(page);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API keys', exact: true }).click();
      await page.getByRole('heading', { name: 'API keys', exact: true }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/api-keys');
      await page.getByText('No API keys yet.', { exact: true }).waitFor();

      await page.getByLabel('Name', { exact: true }).fill('CI pipeline');
      await page.getByLabel('events:replay', { exact: true }).check();
      const create = apiResponse(page, '/api/api-keys', 'POST');
      await page.getByRole('button', { name: 'Create key', exact: true }).click();
      const createResponse = await create;
      assert.equal(createResponse.status(), 201);
      const created = await createResponse.json();
      assert.deepEqual(created.scopes.toSorted(), ['events:read', 'events:replay']);

      // Shown once, with the warning and a working copy button.
      await page.getByText("you won't see it again", { exact: false }).waitFor();
      const shown = await page.getByLabel('New API key', { exact: true }).inputValue();
      assert.equal(shown, created.key);
      assert.match(shown, /^hyk_/);
      await page.getByRole('button', { name: 'Copy New API key', exact: true }).click();
      await page.getByText('Copied to the clipboard.', { exact: true }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), created.key);

      // The key works on the API.
      const withKey = await fetch(`${stack.baseUrl}/api/events`, { headers: { Authorization: `Bearer ${created.key}` } });
      assert.equal(withKey.status, 200);

      // Once dismissed, and after a reload, only the prefix is left.
      await page.getByRole('button', { name: 'I have copied it', exact: true }).click();
      const keys = page.getByRole('table', { name: 'API keys' });
      const row = keys.getByRole('row').filter({ hasText: 'CI pipeline' });
      await row.getByText(`${created.prefix}…`, { exact: true }).waitFor();
      await page.reload();
      await row.getByText(`${created.prefix}…`, { exact: true }).waitFor();
      await row.getByText('active', { exact: true }).waitFor();
      assert.ok(!(await page.content()).includes(created.key), 'the raw key is nowhere on the page');

      // Revoke, confirming the dialog.
      const revoke = apiResponse(page, `/api/api-keys/${created.id}/revoke`, 'POST');
      await row.getByRole('button', { name: 'Revoke CI pipeline', exact: true }).click();
      await answerDialog(page, 'CI pipeline');
      assert.equal((await revoke).status(), 200);
      await row.getByText('revoked', { exact: true }).waitFor();
      assert.equal(await row.getByRole('button', { name: 'Revoke CI pipeline' }).count(), 0);

      const revoked = await fetch(`${stack.baseUrl}/api/events`, { headers: { Authorization: `Bearer ${created.key}` } });
      assert.equal(revoked.status, 401);
      assert.equal((await revoked.json()).code, 'api_key_revoked');
    });
  });

  it('lists an ingested event, opens its deliveries, replays it and shows a refusal', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      await signUp(page);
      const api = await sessionApi(page);
      const project = (await api.get('/api/projects')).data[0];
      const endpoint = await api.post('/api/endpoints', { project_id: project.id, name: 'Orders' });
      const destination = await api.post(`/api/endpoints/${endpoint.id}/destinations`, { name: 'Receiver', url: receiver.url });
      const eventId = await ingest(endpoint.token, { type: 'order.created' });

      // The list: the event with its endpoint's name.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true }).click();
      await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
      const events = page.getByRole('table');
      const row = events.getByRole('row').filter({ hasText: eventId });
      await row.getByRole('link', { name: eventId, exact: true }).waitFor();
      await row.getByText('Orders', { exact: true }).waitFor();

      // Filters: a status it does not have hides it, a search for its id finds it.
      await page.getByLabel('archived', { exact: true }).check();
      await page.getByRole('button', { name: 'Apply filters', exact: true }).click();
      await page.getByText('No events match these filters.', { exact: true }).waitFor();
      await page.getByLabel('archived', { exact: true }).uncheck();
      await page.getByRole('button', { name: 'Apply filters', exact: true }).click();
      // The list is back (its request answered) before the search is sent, so the next answer is the search's.
      await row.getByRole('link', { name: eventId, exact: true }).waitFor();
      await page.getByLabel('Search', { exact: true }).fill(eventId.slice(0, 20));
      // The list's own request (not the new-events poll, which sends newerThan).
      const search = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/events' && !new URL(r.url()).searchParams.has('newerThan'),
      );
      await page.getByRole('button', { name: 'Apply filters', exact: true }).click();
      assert.equal(new URL((await search).url()).searchParams.get('search'), eventId.slice(0, 20));
      await row.getByRole('link', { name: eventId, exact: true }).click();

      // The detail: delivered to the receiver, with its attempt in its destination's timeline.
      // pages load with their route: the address changes once the detail page's code is in
      await page.waitForURL((url) => url.pathname === `/events/${eventId}`);
      await page.getByRole('heading', { name: eventId, exact: true }).waitFor();
      const card = page.getByRole('region', { name: 'Receiver', exact: true });
      const attempts = card.locator('summary');
      await attempts.nth(0).getByText('success', { exact: true }).waitFor({ timeout: 30_000 });
      await attempts.nth(0).getByText('HTTP 200', { exact: true }).waitFor();
      await attempts
        .nth(0)
        .getByText(/^\d+ ms$/)
        .waitFor();
      await page.getByText('delivered', { exact: true }).waitFor();
      assert.ok(
        receiver.received.some((request) => request.webhookId === eventId),
        'the receiver got the event',
      );

      // Replay: a second job (trigger replay) and a second successful attempt.
      await page.getByRole('button', { name: 'Replay', exact: true }).click();
      assert.equal(await answerDialog(page), `Replay ${eventId} to 1 destination?`);
      await page.getByRole('status').getByText('Replay queued to 1 destination.', { exact: true }).waitFor();
      await card.getByText('Replay', { exact: true }).waitFor();
      await attempts.nth(1).getByText('success', { exact: true }).waitFor({ timeout: 30_000 });

      // Nothing failed, so nothing to retry: the button is not offered.
      assert.equal(await page.getByRole('button', { name: 'Retry failed deliveries', exact: true }).count(), 0);

      // With the destination disabled, replay is refused and the problem's detail is shown.
      await api.patch(`/api/destinations/${destination.id}`, { active: false });
      const replay = apiResponse(page, `/api/events/${eventId}/replay`, 'POST');
      await page.getByRole('button', { name: 'Replay', exact: true }).click();
      await answerDialog(page, 'Replay');
      const refused = await replay;
      assert.equal(refused.status(), 409);
      const problem = await refused.json();
      assert.equal(problem.code, 'no_active_destinations');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.textContent())?.trim(), problem.detail);
    });
  });

  it('pages through events, the page and filters in the URL surviving a reload', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      await signUp(page);
      const api = await sessionApi(page);
      const project = (await api.get('/api/projects')).data[0];
      const endpoint = await api.post('/api/endpoints', { project_id: project.id, name: 'Bulk' });
      const ids = [];
      for (let i = 0; i < 51; i += 1) ids.push(await ingest(endpoint.token, { n: i }));

      await page.goto('/events');
      const rows = page.getByRole('table').getByRole('row');
      // Newest first: the last one ingested heads the first page, the first one waits for page two.
      await rows.nth(1).getByRole('link', { name: ids[50], exact: true }).waitFor();
      assert.equal(await rows.count(), 1 + 50);
      assert.equal(await page.getByRole('link', { name: ids[0], exact: true }).count(), 0);

      await page.getByRole('link', { name: 'Older events', exact: true }).click();
      await page.getByRole('link', { name: ids[0], exact: true }).waitFor();
      assert.equal(await rows.count(), 1 + 1);
      assert.equal(await page.getByRole('link', { name: 'Older events' }).count(), 0);
      assert.match(new URL(page.url()).search, /cursor=/);

      // The page is in the URL: a reload shows the same one.
      await page.reload();
      await page.getByRole('link', { name: ids[0], exact: true }).waitFor();
      assert.equal(await rows.count(), 1 + 1);

      // A filter goes in the URL too, and starts again from the newest page.
      await page.getByLabel('Search').fill(ids[7]);
      await page.getByRole('button', { name: 'Apply filters', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === ids[7] && !url.searchParams.has('cursor'));
      await rows.nth(1).getByRole('link', { name: ids[7], exact: true }).waitFor();
      await page.reload();
      assert.equal(await page.getByLabel('Search').inputValue(), ids[7]);
      await rows.nth(1).getByRole('link', { name: ids[7], exact: true }).waitFor();
      assert.equal(await rows.count(), 1 + 1);
      await page
        .getByRole('link', { name: 'Newest events' })
        .count()
        .then((n) => assert.equal(n, 0));
    });
  });
});
