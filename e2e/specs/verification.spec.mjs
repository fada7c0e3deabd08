import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { answerDialog, apiResponse, sessionApi, signUp } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const FIRST_SECRET = 'gh-e2e-secret-0123456789';
const SECOND_SECRET = 'gh-e2e-secret-abcdefghij';

describe('dashboard sender verification', { timeout: 180_000 }, () => {
  /** @type {Awaited<ReturnType<typeof startStack>>} */
  let stack;
  /** @type {import('playwright-core').Browser} */
  let browser;

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** POSTs a GitHub-style webhook, signed with `secret` unless it is null; the answer's status. */
  async function ingest(token, secret) {
    const body = JSON.stringify({ action: 'opened' });
    const headers = { 'content-type': 'application/json' };
    if (secret !== null) headers['x-hub-signature-256'] = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    return (await fetch(`${stack.baseUrl}/api/ingest/${token}`, { method: 'POST', headers, body })).status;
  }

  it('sets up GitHub verification on the endpoint page, rotates its secret, shows refusals and turns it off', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      await signUp(page);
      const api = await sessionApi(page);
      const [project] = (await api.get('/api/projects')).data;
      const endpoint = await api.post('/api/endpoints', { project_id: project.id, name: 'Repository' });

      await page.goto(`/endpoints/${endpoint.id}`);
      const section = page.getByRole('region', { name: 'Sender verification' });
      await section.getByText('Off: any request that has the token is accepted.', { exact: true }).waitFor();
      assert.equal(await ingest(endpoint.token, null), 202);

      // Set up: provider and secret.
      await section.getByRole('button', { name: 'Set up verification', exact: true }).click();
      await section.getByLabel('Provider', { exact: true }).selectOption('github');
      await section.getByLabel('Secret', { exact: true }).fill(FIRST_SECRET);
      const put = apiResponse(page, `/api/endpoints/${endpoint.id}/verification`, 'PUT');
      await section.getByRole('button', { name: 'Save', exact: true }).click();
      assert.equal((await put).status(), 200);
      await section.getByText('GitHub', { exact: true }).waitFor();
      const secrets = section.getByRole('table', { name: 'Accepted secrets' });
      await secrets.getByText('…6789', { exact: true }).waitFor();
      assert.ok(!(await page.content()).includes(FIRST_SECRET), 'the secret is nowhere on the page');

      // Senders: unsigned and wrongly signed requests are refused, signed ones accepted.
      assert.equal(await ingest(endpoint.token, null), 401);
      assert.equal(await ingest(endpoint.token, SECOND_SECRET), 401);
      assert.equal(await ingest(endpoint.token, FIRST_SECRET), 202);

      // Rotation: a second secret beside the first, then the first removed.
      await section.getByRole('button', { name: 'Add secret', exact: true }).click();
      await section.getByLabel('New secret', { exact: true }).fill(SECOND_SECRET);
      const add = apiResponse(page, `/api/endpoints/${endpoint.id}/verification/secrets`, 'POST');
      await section.getByRole('button', { name: 'Save', exact: true }).click();
      assert.equal((await add).status(), 200);
      await secrets.getByText('…ghij', { exact: true }).waitFor();
      assert.equal(await ingest(endpoint.token, SECOND_SECRET), 202);
      await secrets.getByRole('button', { name: 'Remove secret …6789', exact: true }).click();
      await answerDialog(page, '…6789');
      await secrets.getByText('…6789', { exact: true }).waitFor({ state: 'detached' });
      assert.equal(await ingest(endpoint.token, FIRST_SECRET), 401);

      // The refusals: time, reason and source address, never the body.
      await page.reload();
      const refused = section.getByRole('table', { name: 'Refused requests' });
      await refused.getByRole('row').filter({ hasText: 'signature mismatch' }).first().waitFor();
      await refused.getByRole('row').filter({ hasText: 'missing header' }).first().waitFor();
      await section.getByText(/^3 refused: missing header 1, signature mismatch 2\./).waitFor();
      assert.ok(!(await refused.innerText()).includes('opened'));

      // Off again: any request with the token is accepted.
      const remove = apiResponse(page, `/api/endpoints/${endpoint.id}/verification`, 'DELETE');
      await section.getByRole('button', { name: 'Turn off verification', exact: true }).click();
      await answerDialog(page, 'Turn sender verification off?');
      assert.equal((await remove).status(), 204);
      await section.getByText('Off: any request that has the token is accepted.', { exact: true }).waitFor();
      assert.equal(await ingest(endpoint.token, null), 202);
    });
  });
});
