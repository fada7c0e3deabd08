import assert from 'node:assert/strict';
import { createHmac, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { answerDialog, apiResponse, sessionApi, signUp, startReceiver } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

describe('dashboard endpoints and destinations', { timeout: 180_000 }, () => {
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

  /** POSTs to an ingest URL's path on the test stack (PUBLIC_BASE_URL names localhost, the stack listens on 127.0.0.1). */
  const ingest = (ingestUrl, body = { type: 'order.created' }) =>
    fetch(`${stack.baseUrl}${new URL(ingestUrl).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function ingestAccepted(ingestUrl) {
    const response = await ingest(ingestUrl);
    assert.equal(response.status, 202);
    return (await response.json()).event_id;
  }

  /** The request for `eventId` that `at` received, once it has arrived. */
  async function delivered(eventId, at = receiver) {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const request = at.received.find((received) => received.webhookId === eventId);
      if (request) return request;
      await sleep(100);
    }
    assert.fail(`${eventId} was not delivered within 30 s`);
  }

  /** Whether `request` carries a Standard Webhooks signature made with `secret`. */
  function signedWith(secret, request) {
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signatures } = request.headers;
    const expected = `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest('base64')}`;
    return signatures.split(' ').includes(expected);
  }

  it('creates an endpoint and a destination, each secret shown once, then deactivates it and rotates the token', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      await signUp(page);
      const api = await sessionApi(page);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Endpoints', exact: true }).click();
      await page.getByRole('heading', { name: 'Endpoints', exact: true }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/endpoints');
      await page.getByText('No endpoints yet.', { exact: true }).waitFor();

      // Create: the project defaults to the organization's only one.
      assert.equal(await page.getByLabel('Project', { exact: true }).locator('option:checked').textContent(), 'Default');
      await page.getByLabel('Name', { exact: true }).fill('Orders');
      const create = apiResponse(page, '/api/endpoints', 'POST');
      await page.getByRole('button', { name: 'Create endpoint', exact: true }).click();
      const createResponse = await create;
      assert.equal(createResponse.status(), 201);
      const endpoint = await createResponse.json();

      // The token and ingest URL, shown once.
      await page.getByText("you won't see it again", { exact: false }).waitFor();
      assert.equal(await page.getByLabel('Token', { exact: true }).inputValue(), endpoint.token);
      assert.equal(await page.getByLabel('Ingest URL', { exact: true }).inputValue(), endpoint.ingest_url);
      assert.equal(new URL(endpoint.ingest_url).pathname, `/api/ingest/${endpoint.token}`);
      await page.getByRole('button', { name: 'I have copied it', exact: true }).click();

      // Listed by prefix only, enabled, with the default rate limit, also after a reload.
      const row = page.getByRole('table', { name: 'Endpoints' }).getByRole('row').filter({ hasText: 'Orders' });
      await page.reload();
      await row.getByText(`${endpoint.token_prefix}…`, { exact: true }).waitFor();
      const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
      assert.deepEqual(cells.slice(0, 6), ['Orders', 'Default', 'enabled', `${endpoint.token_prefix}…`, 'Default', '0']);
      assert.ok(!(await page.content()).includes(endpoint.token), 'the token is nowhere on the page');

      // Its page: no destinations yet.
      await row.getByRole('link', { name: 'Orders', exact: true }).click();
      await page.getByRole('heading', { name: 'Orders', exact: true }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/endpoints/${endpoint.id}`);
      await page.getByText('No destinations yet', { exact: false }).waitFor();

      // A URL the API refuses: its problem, with the field, is shown.
      await page.getByLabel('Name', { exact: true }).fill('Receiver');
      await page.getByLabel('URL', { exact: true }).fill('ftp://example.com/hooks');
      const refusedCreate = apiResponse(page, `/api/endpoints/${endpoint.id}/destinations`, 'POST');
      await page.getByRole('button', { name: 'Add destination', exact: true }).click();
      const refused = await refusedCreate;
      assert.equal(refused.status(), 400);
      const problem = await refused.json();
      assert.equal(problem.code, 'validation_failed');
      const alert = page.getByRole('alert');
      await alert.getByText('The request is not valid:', { exact: true }).waitFor();
      const urlError = problem.errors.find((error) => error.field === 'url');
      assert.ok(urlError, 'the problem names the url field');
      await alert
        .getByRole('listitem')
        .filter({ hasText: `url: ${urlError.message}` })
        .waitFor();

      // Add it with a valid URL and a timeout: the signing secret, shown once.
      await page.getByLabel('URL', { exact: true }).fill(receiver.url);
      await page.getByLabel('Timeout in ms (optional)', { exact: true }).fill('5000');
      const addDestination = apiResponse(page, `/api/endpoints/${endpoint.id}/destinations`, 'POST');
      await page.getByRole('button', { name: 'Add destination', exact: true }).click();
      const addResponse = await addDestination;
      assert.equal(addResponse.status(), 201);
      const destination = await addResponse.json();
      assert.equal(destination.timeout_ms, 5000);
      await page.getByText("you won't see it again", { exact: false }).waitFor();
      const secret = await page.getByLabel('Signing secret', { exact: true }).inputValue();
      assert.equal(secret, destination.signing_secret);
      assert.match(secret, /^whsec_/);
      assert.equal(await page.getByRole('alert').count(), 0, 'the earlier refusal is gone');

      // The secret shown is the one deliveries are signed with.
      const eventId = await ingestAccepted(endpoint.ingest_url);
      assert.ok(signedWith(secret, await delivered(eventId)), 'the delivery is signed with the secret shown');

      await page.getByRole('button', { name: 'I have copied it', exact: true }).click();
      const destinationRow = page.getByRole('table', { name: 'Destinations' }).getByRole('row').filter({ hasText: 'Receiver' });
      await destinationRow.getByText(receiver.url, { exact: true }).waitFor();
      await destinationRow.getByText('active', { exact: true }).waitFor();
      await destinationRow.getByText('5000 ms', { exact: true }).waitFor();
      assert.ok(!(await page.content()).includes(secret), 'the secret is nowhere on the page');

      // Deactivate, confirming the dialog: the page and the API agree.
      const deactivate = apiResponse(page, `/api/destinations/${destination.id}`, 'PATCH');
      await destinationRow.getByRole('button', { name: 'Deactivate Receiver', exact: true }).click();
      await answerDialog(page, 'Receiver');
      assert.equal((await deactivate).status(), 200);
      await destinationRow.getByText('inactive', { exact: true }).waitFor();
      await destinationRow.getByText('manual', { exact: true }).waitFor();
      await destinationRow.getByRole('button', { name: 'Activate Receiver', exact: true }).waitFor();
      const [listed] = (await api.get(`/api/endpoints/${endpoint.id}/destinations`)).data;
      assert.equal(listed.active, false);
      assert.equal(listed.disabled_reason, 'manual');

      // Rotate the token: the new one is shown once, the old one is refused at once.
      const rotate = apiResponse(page, `/api/endpoints/${endpoint.id}/rotate-token`, 'POST');
      await page.getByRole('button', { name: 'Rotate token', exact: true }).click();
      await answerDialog(page, 'Orders');
      const rotateResponse = await rotate;
      assert.equal(rotateResponse.status(), 200);
      const rotated = await rotateResponse.json();
      assert.notEqual(rotated.token, endpoint.token);
      await page.getByRole('heading', { name: 'New token of “Orders”', exact: true }).waitFor();
      assert.equal(await page.getByLabel('Token', { exact: true }).inputValue(), rotated.token);
      assert.equal(await page.getByLabel('Ingest URL', { exact: true }).inputValue(), rotated.ingest_url);
      await page.getByText(`${rotated.token.slice(0, endpoint.token_prefix.length)}…`, { exact: true }).waitFor();

      const old = await ingest(endpoint.ingest_url);
      assert.equal(old.status, 401);
      assert.equal((await old.json()).code, 'invalid_endpoint_token');
      await ingestAccepted(rotated.ingest_url);

      await page.getByRole('button', { name: 'I have copied it', exact: true }).click();
      assert.equal(await page.getByLabel('Token', { exact: true }).count(), 0);
    });
  });

  it("rotates a destination's secret, disables and enables the endpoint, deletes the destination", async (t) => {
    await withPage(t, browser, stack, async (page) => {
      await signUp(page);
      const api = await sessionApi(page);
      const project = (await api.get('/api/projects')).data[0];
      const endpoint = await api.post('/api/endpoints', { project_id: project.id, name: 'Billing' });
      const destination = await api.post(`/api/endpoints/${endpoint.id}/destinations`, { name: 'Ledger', url: receiver.url });

      await page.goto(`/endpoints/${endpoint.id}`);
      await page.getByRole('heading', { name: 'Billing', exact: true }).waitFor();
      const row = page.getByRole('table', { name: 'Destinations' }).getByRole('row').filter({ hasText: 'Ledger' });
      await row.getByText('15000 ms', { exact: true }).waitFor();

      // Rotate the secret, dropping the previous one at once: the new one is shown once and signs the
      // next delivery; the old one does not (the default keeps it signing for 24 hours).
      assert.equal(await row.getByLabel('Previous secret of Ledger after rotating', { exact: true }).inputValue(), '86400');
      await row.getByLabel('Previous secret of Ledger after rotating', { exact: true }).selectOption({ label: 'Drop it now' });
      const rotate = apiResponse(page, `/api/destinations/${destination.id}/rotate-secret`, 'POST');
      await row.getByRole('button', { name: 'Rotate secret of Ledger', exact: true }).click();
      await answerDialog(page, 'Ledger');
      const rotateResponse = await rotate;
      assert.equal(rotateResponse.status(), 200);
      const { signing_secret: secret } = await rotateResponse.json();
      await page.getByRole('heading', { name: 'New signing secret of “Ledger”', exact: true }).waitFor();
      assert.equal(await page.getByLabel('Signing secret', { exact: true }).inputValue(), secret);
      assert.notEqual(secret, destination.signing_secret);
      const request = await delivered(await ingestAccepted(endpoint.ingest_url));
      assert.ok(signedWith(secret, request), 'signed with the new secret');
      assert.ok(!signedWith(destination.signing_secret, request), 'not with the old one');
      await page.getByRole('button', { name: 'I have copied it', exact: true }).click();
      await page.getByRole('button', { name: 'Add destination', exact: true }).waitFor();

      // Disable the endpoint: its ingest URL answers 403 until it is enabled again.
      const disable = apiResponse(page, `/api/endpoints/${endpoint.id}`, 'PATCH');
      await page.getByRole('button', { name: 'Disable endpoint', exact: true }).click();
      await answerDialog(page, 'Billing');
      assert.equal((await disable).status(), 200);
      await page.getByText('disabled', { exact: true }).waitFor();
      const refused = await ingest(endpoint.ingest_url);
      assert.equal(refused.status, 403);
      assert.equal((await refused.json()).code, 'endpoint_disabled');

      await page.getByRole('button', { name: 'Enable endpoint', exact: true }).click();
      await page.getByText('enabled', { exact: true }).waitFor();
      assert.equal((await api.get(`/api/endpoints/${endpoint.id}`)).enabled, true);
      await ingestAccepted(endpoint.ingest_url);

      // Delete the destination: gone from the page and from the API.
      const remove = apiResponse(page, `/api/destinations/${destination.id}`, 'DELETE');
      await row.getByRole('button', { name: 'Delete Ledger', exact: true }).click();
      await answerDialog(page, 'Ledger');
      assert.equal((await remove).status(), 204);
      await page.getByText('No destinations yet', { exact: false }).waitFor();
      assert.deepEqual((await api.get(`/api/endpoints/${endpoint.id}/destinations`)).data, []);
    });
  });

  it("edits an endpoint's name and rate limit, and a destination's name, URL and timeout", async (t) => {
    const newReceiver = await startReceiver();
    t.after(() => newReceiver.close());
    await withPage(t, browser, stack, async (page) => {
      await signUp(page);
      const api = await sessionApi(page);
      const project = (await api.get('/api/projects')).data[0];
      const endpoint = await api.post('/api/endpoints', { project_id: project.id, name: 'Inventory' });
      const destination = await api.post(`/api/endpoints/${endpoint.id}/destinations`, { name: 'Warehouse', url: receiver.url });
      const patches = [];
      page.on('request', (request) => request.method() === 'PATCH' && patches.push(request.url()));

      await page.goto(`/endpoints/${endpoint.id}`);
      await page.getByRole('heading', { name: 'Inventory', exact: true }).waitFor();
      const rateLimit = page.locator('dt:text-is("Rate limit") + dd');
      assert.equal(await rateLimit.innerText(), 'Default');

      // Cancel sends nothing and changes nothing.
      await page.getByRole('button', { name: 'Edit endpoint', exact: true }).click();
      const endpointForm = page.getByRole('form', { name: 'Edit endpoint' });
      const nameField = endpointForm.getByLabel('Name', { exact: true });
      const rateField = endpointForm.getByLabel('Rate limit per second (optional)', { exact: true });
      assert.equal(await nameField.inputValue(), 'Inventory');
      assert.equal(await rateField.inputValue(), '');
      await nameField.fill('Discarded');
      await endpointForm.getByRole('button', { name: 'Cancel', exact: true }).click();
      await endpointForm.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: 'Inventory', exact: true }).waitFor();
      assert.deepEqual(patches, []);

      // A name the API refuses (blank once trimmed): the field and why, and the form stays open.
      await page.getByRole('button', { name: 'Edit endpoint', exact: true }).click();
      await nameField.fill('   ');
      const refusedSave = apiResponse(page, `/api/endpoints/${endpoint.id}`, 'PATCH');
      await endpointForm.getByRole('button', { name: 'Save', exact: true }).click();
      const refusedName = await refusedSave;
      assert.equal(refusedName.status(), 400);
      const nameError = (await refusedName.json()).errors.find((error) => error.field === 'name');
      assert.ok(nameError, 'the problem names the name field');
      await endpointForm
        .getByRole('alert')
        .getByRole('listitem')
        .filter({ hasText: `name: ${nameError.message}` })
        .waitFor();
      assert.equal((await api.get(`/api/endpoints/${endpoint.id}`)).name, 'Inventory');

      // A new name and a rate limit of 1 per second (burst 2): shown, answered by the API, and applied to ingest.
      await nameField.fill('Stock');
      await rateField.fill('1');
      const save = apiResponse(page, `/api/endpoints/${endpoint.id}`, 'PATCH');
      await endpointForm.getByRole('button', { name: 'Save', exact: true }).click();
      const saved = await save;
      assert.equal(saved.status(), 200);
      assert.deepEqual(saved.request().postDataJSON(), { name: 'Stock', rate_limit_per_second: 1, event_type_source: null });
      await page.getByRole('heading', { name: 'Stock', exact: true }).waitFor();
      await endpointForm.waitFor({ state: 'detached' });
      assert.equal(await rateLimit.innerText(), '1/s (burst 2)');
      const edited = await api.get(`/api/endpoints/${endpoint.id}`);
      assert.equal(edited.name, 'Stock');
      assert.equal(edited.rate_limit_per_second, 1);
      // Four at once against a burst of 2 (refilling 1/s): at least one is refused however slow the
      // machine, where the default limit would take all four.
      const limited = await Promise.all(Array.from({ length: 4 }, () => ingest(endpoint.ingest_url)));
      const statuses = limited.map((response) => response.status);
      assert.ok(
        statuses.every((status) => status === 202 || status === 429),
        `statuses ${statuses}`,
      );
      assert.ok(statuses.filter((status) => status === 202).length >= 2, `statuses ${statuses}`);
      assert.ok(statuses.includes(429), `statuses ${statuses}`);
      for (const response of limited.filter(({ status }) => status === 202)) assert.equal(response.headers.get('ratelimit-limit'), '2');

      // An emptied rate limit restores the service's default.
      await page.getByRole('button', { name: 'Edit endpoint', exact: true }).click();
      assert.equal(await rateField.inputValue(), '1');
      await rateField.fill('');
      const restore = apiResponse(page, `/api/endpoints/${endpoint.id}`, 'PATCH');
      await endpointForm.getByRole('button', { name: 'Save', exact: true }).click();
      const restored = await restore;
      assert.equal(restored.status(), 200);
      assert.deepEqual(restored.request().postDataJSON(), { name: 'Stock', rate_limit_per_second: null, event_type_source: null });
      await rateLimit.getByText('Default', { exact: true }).waitFor();
      assert.equal((await api.get(`/api/endpoints/${endpoint.id}`)).rate_limit_per_second, null);
      const unlimited = await ingest(endpoint.ingest_url);
      assert.equal(unlimited.status, 202);
      assert.equal(unlimited.headers.get('ratelimit-limit'), process.env.INGEST_RATE_BURST ?? '200');

      // Edit opens the destination's page; its form starts from the current values.
      const table = page.getByRole('table', { name: 'Destinations' });
      await table.getByRole('link', { name: 'Edit Warehouse', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Warehouse', exact: true }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/destinations/${destination.id}`);
      await page.getByRole('button', { name: 'Edit settings', exact: true }).click();
      const destinationForm = page.getByRole('form', { name: 'Edit “Warehouse”' });
      assert.equal(await destinationForm.getByLabel('Name', { exact: true }).inputValue(), 'Warehouse');
      assert.equal(await destinationForm.getByLabel('URL', { exact: true }).inputValue(), receiver.url);
      assert.equal(await destinationForm.getByLabel('Timeout in ms', { exact: true }).inputValue(), '15000');

      // A URL the API refuses: the field and why; nothing changed.
      await destinationForm.getByLabel('URL', { exact: true }).fill('ftp://example.com/hooks');
      const refusedUrl = apiResponse(page, `/api/destinations/${destination.id}`, 'PATCH');
      await destinationForm.getByRole('button', { name: 'Save', exact: true }).click();
      const refused = await refusedUrl;
      assert.equal(refused.status(), 400);
      const problem = await refused.json();
      assert.equal(problem.code, 'validation_failed');
      const urlError = problem.errors.find((error) => error.field === 'url');
      assert.ok(urlError, 'the problem names the url field');
      await destinationForm
        .getByRole('alert')
        .getByRole('listitem')
        .filter({ hasText: `url: ${urlError.message}` })
        .waitFor();
      assert.equal((await api.get(`/api/endpoints/${endpoint.id}/destinations`)).data[0].url, receiver.url);

      // A new name, the new receiver and a 7 s timeout: shown on its page and in the endpoint's table, and answered by the API.
      await destinationForm.getByLabel('Name', { exact: true }).fill('Depot');
      await destinationForm.getByLabel('URL', { exact: true }).fill(newReceiver.url);
      await destinationForm.getByLabel('Timeout in ms', { exact: true }).fill('7000');
      const saveDestination = apiResponse(page, `/api/destinations/${destination.id}`, 'PATCH');
      await destinationForm.getByRole('button', { name: 'Save', exact: true }).click();
      assert.equal((await saveDestination).status(), 200);
      await destinationForm.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: 'Depot', exact: true }).waitFor();
      await page.getByText('7000 ms', { exact: true }).waitFor();
      await page.getByRole('link', { name: '← Stock', exact: true }).click();
      const row = table.getByRole('row').filter({ hasText: 'Depot' });
      await row.getByText(newReceiver.url, { exact: true }).waitFor();
      await row.getByText('7000 ms', { exact: true }).waitFor();
      assert.equal(await table.getByText('Warehouse', { exact: true }).count(), 0);
      const [listed] = (await api.get(`/api/endpoints/${endpoint.id}/destinations`)).data;
      assert.deepEqual(
        { name: listed.name, url: listed.url, timeout_ms: listed.timeout_ms },
        { name: 'Depot', url: newReceiver.url, timeout_ms: 7000 },
      );

      // The next delivery goes to the new URL, signed as before, and not to the old one.
      const eventId = await ingestAccepted(endpoint.ingest_url);
      assert.ok(signedWith(destination.signing_secret, await delivered(eventId, newReceiver)), 'signed with the unchanged secret');
      assert.ok(!receiver.received.some((request) => request.webhookId === eventId), 'the old URL received nothing');
    });
  });

  it("shows the API's problem for an endpoint that does not exist", async (t) => {
    await withPage(t, browser, stack, async (page) => {
      await signUp(page);
      const missing = randomUUID();
      const answer = apiResponse(page, `/api/endpoints/${missing}`);
      await page.goto(`/endpoints/${missing}`);
      const response = await answer;
      assert.equal(response.status(), 404);
      const problem = await response.json();
      assert.equal(problem.code, 'not_found');
      await page.getByRole('alert').getByText(problem.detail, { exact: true }).waitFor();
      await page.getByRole('link', { name: '← All endpoints', exact: true }).waitFor();
    });
  });
});
