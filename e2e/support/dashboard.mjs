// Helpers the dashboard specs share: signing up through the form, session API calls for setup,
// and a webhook receiver inside the test process.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * A webhook destination inside the test process (the e2e stack allows private destinations);
 * `received` holds each request's headers and body, in arrival order. It answers `status` (200
 * unless told: a 500 makes a failing destination).
 */
export async function startReceiver({ status = 200 } = {}) {
  const received = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ webhookId: request.headers['webhook-id'], headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The next answer of `method path` the page receives. */
export const apiResponse = (page, path, method = 'GET') =>
  page.waitForResponse((response) => new URL(response.url()).pathname === path && response.request().method() === method);

/** Signs up through the form; resolves with the credentials once the dashboard greets the new user. */
export async function signUp(page) {
  const id = randomBytes(4).toString('hex');
  const email = `e2e-${id}@example.test`;
  const password = `correct horse ${id}`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Create an account', exact: true }).click();
  await page.getByLabel('Organization name', { exact: true }).fill(`Acme ${id}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await page.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
  return { email, password };
}

/** JSON calls with the browser's session cookie and CSRF token: setup a test needn't click through, and checks of what the API answers. */
export async function sessionApi(page) {
  const me = await page.request.get('/api/auth/me');
  assert.equal(me.status(), 200);
  const { csrf_token: csrfToken } = await me.json();
  const call = async (method, path, body, expected) => {
    const response = await page.request.fetch(path, { method, headers: { 'X-CSRF-Token': csrfToken }, data: body });
    assert.equal(response.status(), expected, `${method} ${path}: ${await response.text()}`);
    return response.json();
  };
  return {
    get: (path) => call('GET', path, undefined, 200),
    post: (path, body) => call('POST', path, body, 201),
    patch: (path, body) => call('PATCH', path, body, 200),
  };
}

/**
 * Answers the dashboard's confirmation (a modal <dialog> named by its title) by clicking its
 * confirming button (or Cancel); resolves with the title once it has closed. `mentions`, when
 * given, is a text the title must contain.
 */
export async function answerDialog(page, mentions, { accept = true } = {}) {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const title = await dialog.getByRole('heading').innerText();
  if (mentions) assert.ok(title.includes(mentions), `"${title}" mentions ${mentions}`);
  const buttons = dialog.getByRole('button');
  await (accept ? buttons.first() : dialog.getByRole('button', { name: 'Cancel', exact: true })).click();
  await dialog.waitFor({ state: 'detached' });
  return title;
}
