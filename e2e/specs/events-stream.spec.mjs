import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { URLSearchParams } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { answerDialog, sessionApi, signUp } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

/** A destination that answers 400 (a failure not retried on its own) while `down`, then 200. */
async function startSwitchableReceiver() {
  const received = [];
  const state = { down: false };
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({ webhookId: request.headers['webhook-id'], ok: !state.down });
      response.writeHead(state.down ? 400 : 200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/hooks`, received, state, close: () => new Promise((r) => server.close(r)) };
}

/** RFC 4180 rows of a CSV without quoted line breaks (our ids and hashes have none). */
function csvRows(text) {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

describe('events stream: filters in the URL, live list, export, bulk retry', { timeout: 240_000 }, () => {
  /** @type {Awaited<ReturnType<typeof startStack>>} */
  let stack;
  /** @type {import('playwright-core').Browser} */
  let browser;
  /** @type {Awaited<ReturnType<typeof startSwitchableReceiver>>} */
  let receiver;

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    receiver = await startSwitchableReceiver();
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

  /** A signed-in organization with two endpoints, each with a destination to the receiver. */
  async function setUp(page) {
    const user = await signUp(page);
    const api = await sessionApi(page);
    const project = (await api.get('/api/projects')).data[0];
    const orders = await api.post('/api/endpoints', { project_id: project.id, name: 'Orders' });
    const billing = await api.post('/api/endpoints', { project_id: project.id, name: 'Billing' });
    await api.post(`/api/endpoints/${orders.id}/destinations`, { name: 'Orders receiver', url: receiver.url });
    await api.post(`/api/endpoints/${billing.id}/destinations`, { name: 'Billing receiver', url: receiver.url });
    return { user, api, orders, billing };
  }

  /** Waits until the list API answers `count` events for `query`. */
  async function waitForEvents(api, query, count) {
    const path = `/api/events?${new URLSearchParams({ ...query, limit: '250' })}`;
    for (let i = 0; i < 100; i++) {
      if ((await api.get(path)).data.length === count) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.fail(`never ${count} events for ${path}`);
  }

  it('keeps every filter in the URL through a reload, and shows destinations with their status', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      const { api, orders, billing } = await setUp(page);
      const order = await ingest(orders.token, { n: 1 });
      await ingest(billing.token, { n: 2 });
      await waitForEvents(api, { status: 'delivered' }, 2);

      await page.goto('/events');
      const table = page.getByRole('table', { name: 'Events' });
      await table.getByRole('row').nth(2).waitFor();
      await page.getByLabel('Endpoint', { exact: true }).selectOption({ label: 'Orders' });
      await page.getByLabel('delivered', { exact: true }).check();
      await page.getByLabel('Response status', { exact: true }).fill('2xx');
      await page.getByRole('button', { name: 'Apply filters', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('endpointId') === orders.id);
      await page.getByRole('button', { name: 'Last 24 hours', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.has('receivedFrom'));
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('status'), 'delivered');
      assert.equal(url.searchParams.get('responseStatus'), '2xx');

      const row = table.getByRole('row').filter({ hasText: order });
      await row.getByText('Orders receiver', { exact: false }).waitFor();
      await row.getByText('succeeded', { exact: true }).waitFor();
      assert.equal(await table.getByRole('row').count(), 1 + 1);

      await page.reload();
      await row.getByRole('link', { name: order, exact: true }).waitFor();
      assert.equal(await table.getByRole('row').count(), 1 + 1);
      assert.equal(new URL(page.url()).search, url.search);
      assert.equal(await page.getByLabel('delivered', { exact: true }).isChecked(), true);
      assert.equal(await page.getByLabel('Response status', { exact: true }).inputValue(), '2xx');
      // The endpoint's option comes with the endpoints' own answer, which may follow the events'.
      await page.getByLabel('Endpoint', { exact: true }).locator(`option[value="${orders.id}"]`).waitFor({ state: 'attached' });
      assert.equal(await page.getByLabel('Endpoint', { exact: true }).inputValue(), orders.id);
      assert.notEqual(await page.getByLabel('Received from', { exact: true }).inputValue(), '');
      // The relative time, with the exact one in the reader's locale on hover and RFC 3339 in datetime.
      const received = row.locator('time');
      assert.match((await received.getAttribute('datetime')) ?? '', /^\d{4}-\d{2}-\d{2}T/);
      assert.match((await received.getAttribute('title')) ?? '', new RegExp(String(new Date().getFullYear())));
      assert.match(await received.innerText(), /ago|now/);
    });
  });

  it('announces new events without moving the rows, and shows them on a click', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      const { api, orders } = await setUp(page);
      const first = await ingest(orders.token, { n: 1 });
      await waitForEvents(api, {}, 1);
      await page.goto('/events');
      const rows = page.getByRole('table', { name: 'Events' }).getByRole('row');
      await rows.nth(1).getByRole('link', { name: first, exact: true }).waitFor();

      const second = await ingest(orders.token, { n: 2 });
      const third = await ingest(orders.token, { n: 3 });
      const banner = page.getByRole('button', { name: /^2 new events/ });
      await banner.waitFor({ timeout: 15_000 });
      // The rows did not move: the first event still heads the table, alone.
      assert.equal(await rows.count(), 1 + 1);
      await rows.nth(1).getByRole('link', { name: first, exact: true }).waitFor();

      await banner.click();
      await rows.nth(1).getByRole('link', { name: third, exact: true }).waitFor();
      await rows.nth(2).getByRole('link', { name: second, exact: true }).waitFor();
      assert.equal(await rows.count(), 1 + 3);
      assert.equal(await page.getByRole('button', { name: /new event/ }).count(), 0);
    });
  });

  it('exports exactly the current filters as CSV', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      const { api, orders, billing } = await setUp(page);
      const wanted = [await ingest(orders.token, { n: 1 }), await ingest(orders.token, { n: 2 })];
      await ingest(billing.token, { n: 3 });
      await waitForEvents(api, {}, 3);

      await page.goto(`/events?endpointId=${orders.id}`);
      await page.getByRole('table', { name: 'Events' }).getByRole('row').nth(2).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Export CSV', exact: true }).click();
      const file = await download;
      assert.match(file.suggestedFilename(), /^events-\d{8}T\d{6}Z\.csv$/);
      const rows = csvRows(await readFile(await file.path(), 'utf8'));
      const header = rows[0];
      assert.equal(header[1], 'event_id');
      const exported = rows.slice(1);
      assert.deepEqual(exported.map((row) => row[1]).sort(), [...wanted].sort());
      assert.ok(exported.every((row) => row[header.indexOf('endpoint_id')] === orders.id));
      // The same as the list answers for those filters.
      const listed = (await api.get(`/api/events?endpointId=${orders.id}`)).data.map((event) => event.event_id);
      assert.deepEqual(
        exported.map((row) => row[1]),
        listed,
      );
    });
  });

  it('retries the failed events of the filters from the dashboard, with the count asked first, until the receiver has them', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      const { user, api, orders } = await setUp(page);
      receiver.state.down = true;
      const failed = [];
      for (let i = 0; i < 3; i++) failed.push(await ingest(orders.token, { n: i }));
      await waitForEvents(api, { endpointId: orders.id, status: 'failed' }, 3);
      receiver.state.down = false;

      await page.goto(`/events?endpointId=${orders.id}`);
      await page.getByRole('table', { name: 'Events' }).getByRole('row').nth(3).waitFor();
      await page.getByRole('button', { name: 'Retry failed', exact: true }).click();
      assert.equal(await answerDialog(page), 'Retry the failed deliveries of 3 matching events?');
      const progress = page.getByRole('status', { name: 'Operation progress' });
      await progress.getByText('3 / 3 events processed', { exact: false }).waitFor({ timeout: 20_000 });
      await progress.getByText('succeeded', { exact: true }).waitFor();

      for (let i = 0; i < 100; i++) {
        if (failed.every((id) => receiver.received.some((r) => r.webhookId === id && r.ok))) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      for (const id of failed)
        assert.ok(
          receiver.received.some((r) => r.webhookId === id && r.ok),
          `${id} delivered`,
        );
      await waitForEvents(api, { endpointId: orders.id, status: 'delivered' }, 3);

      // The Operations page lists it with who started it.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operations', exact: true }).click();
      const row = page.getByRole('table', { name: 'Operations' }).getByRole('row').nth(1);
      await row.getByText(user.email, { exact: true }).waitFor();
      await row.getByText('Retry', { exact: true }).waitFor();
      await row.getByText('3 / 3', { exact: true }).waitFor();
    });
  });
});
