import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { startStack } from '../support/stack.mjs';

const SESSION_COOKIE = 'hookyard_session';

describe('dashboard sign-up, sign-out and sign-in', { timeout: 120_000 }, () => {
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

  const newAccount = () => {
    const id = randomBytes(4).toString('hex');
    return { email: `e2e-${id}@example.test`, password: `correct horse ${id}`, organization: `Acme ${id}` };
  };

  const loginForm = (page) => ({
    email: page.getByLabel('Email', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in', exact: true }),
  });

  const apiResponse = (page, path) => page.waitForResponse((response) => new URL(response.url()).pathname === path);

  it('creates an account, signs out and signs in again', async (t) => {
    const account = newAccount();
    await withPage(t, browser, stack, async (page, context) => {
      await page.goto('/');
      await loginForm(page).submit.waitFor();
      assert.equal(new URL(page.url()).pathname, '/login');

      // Sign up through the form.
      await page.getByRole('button', { name: 'Create an account', exact: true }).click();
      await page.getByLabel('Organization name', { exact: true }).fill(account.organization);
      await page.getByLabel('Email', { exact: true }).fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      const signup = apiResponse(page, '/api/auth/signup');
      await page.getByRole('button', { name: 'Create account', exact: true }).click();
      assert.equal((await signup).status(), 201);

      await page.getByText(`Signed in as ${account.email}`, { exact: true }).waitFor();
      await page.getByRole('heading', { name: account.organization, exact: true }).waitFor();
      assert.equal(new URL(page.url()).pathname, '/');

      // The session cookie is set, HttpOnly, and invisible to scripts.
      const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
      assert.ok(cookie, `cookie ${SESSION_COOKIE} is set`);
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.path, '/');
      assert.ok(!(await page.evaluate(() => document.cookie)).includes(SESSION_COOKIE));

      // A reload keeps the session: GET /api/auth/me answers 200 with the CSRF token.
      const me = apiResponse(page, '/api/auth/me');
      await page.reload();
      const meResponse = await me;
      assert.equal(meResponse.status(), 200);
      const { csrf_token: csrfToken } = await meResponse.json();
      await page.getByText(`Signed in as ${account.email}`, { exact: true }).waitFor();

      // Sign out: the CSRF token from the me body goes along, the session dies server-side.
      const logout = apiResponse(page, '/api/auth/logout');
      await page.getByRole('button', { name: 'Sign out', exact: true }).click();
      const logoutResponse = await logout;
      assert.equal(logoutResponse.status(), 204);
      assert.equal(logoutResponse.request().headers()['x-csrf-token'], csrfToken);
      await loginForm(page).submit.waitFor();
      assert.equal(new URL(page.url()).pathname, '/login');

      const replayed = await fetch(`${stack.baseUrl}/api/auth/me`, {
        headers: { Cookie: `${SESSION_COOKIE}=${cookie.value}` },
      });
      assert.equal(replayed.status, 401, 'the old session cookie no longer works');
      await page.reload();
      await loginForm(page).submit.waitFor();

      // Sign in again with the same credentials.
      const form = loginForm(page);
      await form.email.fill(account.email);
      await form.password.fill(account.password);
      const login = apiResponse(page, '/api/auth/login');
      await form.submit.click();
      assert.equal((await login).status(), 200);
      await page.getByText(`Signed in as ${account.email}`, { exact: true }).waitFor();
      await page.getByRole('heading', { name: account.organization, exact: true }).waitFor();
    });
  });

  it('shows the problem detail when the password is wrong', async (t) => {
    const account = newAccount();
    const signup = await fetch(`${stack.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        organization_name: account.organization,
      }),
    });
    assert.equal(signup.status, 201, await signup.text());

    await withPage(t, browser, stack, async (page, context) => {
      await page.goto('/');
      const form = loginForm(page);
      await form.email.fill(account.email);
      await form.password.fill(`${account.password}-wrong`);
      const login = apiResponse(page, '/api/auth/login');
      await form.submit.click();

      const response = await login;
      assert.equal(response.status(), 401);
      assert.match(response.headers()['content-type'] ?? '', /^application\/problem\+json/);
      const problem = await response.json();
      assert.equal(problem.code, 'invalid_credentials');
      assert.ok(problem.detail, 'the problem has a detail');

      const alert = page.getByRole('alert');
      await alert.waitFor();
      assert.equal((await alert.textContent())?.trim(), problem.detail);
      await form.submit.waitFor();
      assert.equal(await page.getByText(/Signed in as/).count(), 0);
      assert.equal(
        (await context.cookies()).find((c) => c.name === SESSION_COOKIE),
        undefined,
      );
    });
  });
});
