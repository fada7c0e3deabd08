// Single sign-on in the browser (docs/dashboard.md, Security and Sign-in with single sign-on;
// docs/http.md, Single sign-on): an owner sets it up on the Security page against a real OpenID
// Connect provider started here; a person of the domain uses "Continue with SSO", signs in on the
// provider's own page in Chromium and lands on the dashboard, created with the default role; a
// callback that does not belong to its sign-in comes back to the login page, which says why. The
// pages pass axe-core.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { apiResponse, signUp } from '../support/dashboard.mjs';
import { startOidcProvider } from '../support/oidc-provider.mjs';
import { startStack } from '../support/stack.mjs';

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source;
const AXE_CONTEXT = { bypassCSP: true };

async function seriousViolations(page) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const { violations } = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** From the login page: Continue with SSO, the work e-mail, then the provider's own sign-in page. */
async function signInWithSso(page, email) {
  await page.getByRole('button', { name: 'Continue with SSO', exact: true }).click();
  await page.getByLabel('Work email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // oidc-provider's development sign-in page.
  await page.getByPlaceholder('Enter any login').fill(email);
  await page.getByPlaceholder('and password').fill('any password at all');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

describe('single sign-on in the dashboard', { timeout: 180_000 }, () => {
  let stack;
  let browser;
  let idp;

  before(async () => {
    stack = await startStack({ env: (baseUrl) => ({ PUBLIC_BASE_URL: baseUrl, SSO_ALLOW_HTTP_ISSUERS: 'true' }) });
    idp = await startOidcProvider([`${stack.baseUrl}/api/auth/sso/callback`]);
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await idp?.close();
    await stack?.stop();
  });

  it('is set up on the Security page, and a person of the domain signs in through the provider onto the dashboard', async (t) => {
    const domain = `sso-${randomBytes(4).toString('hex')}.test`;
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        await signUp(page);
        await page.getByRole('link', { name: 'Security', exact: true }).click();
        await page.getByRole('heading', { name: 'Single sign-on (OpenID Connect)' }).waitFor();
        await page.getByText('Not set up: members sign in with their passwords.').waitFor();
        await page.getByLabel('Issuer URL', { exact: true }).fill(idp.issuer);
        await page.getByLabel('Client ID', { exact: true }).fill(idp.clientId);
        await page.getByLabel('Client secret', { exact: true }).fill(idp.clientSecret);
        await page.getByLabel('Email domains', { exact: true }).fill(domain);
        await page.getByLabel('Role of people joining through it', { exact: true }).selectOption('developer');
        const put = apiResponse(page, '/api/sso', 'PUT');
        await page.getByRole('button', { name: 'Save single sign-on', exact: true }).click();
        const saved = await put;
        assert.equal(saved.status(), 200);
        assert.ok(!(await saved.text()).includes(idp.clientSecret));
        await page.getByText('Single sign-on is saved.').waitFor();
        await page.getByText(`${stack.baseUrl}/api/auth/sso/callback`).waitFor();
        assert.equal(await page.getByLabel('Client secret (optional)', { exact: true }).inputValue(), '');
        assert.deepEqual(await seriousViolations(page), []);

        await page.getByRole('button', { name: 'Sign out', exact: true }).click();
        await page.getByRole('button', { name: 'Continue with SSO', exact: true }).waitFor();
        const person = `ada@${domain}`;
        await signInWithSso(page, person);
        await page.getByText(`Signed in as ${person}`, { exact: true }).waitFor();
        assert.equal(new URL(page.url()).pathname, '/');
        const me = await (await page.request.get('/api/auth/me')).json();
        assert.equal(me.role, 'developer');
      },
      AXE_CONTEXT,
    );
  });

  it('refuses a callback that does not belong to the sign-in, and says why on the login page', async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        await page.goto('/api/auth/sso/callback?code=forged&state=forged');
        await page.waitForURL('**/login?sso_error=flow_expired');
        await page.getByRole('alert').getByText('took too long or was started in another browser', { exact: false }).waitFor();
        await page.getByLabel('Work email', { exact: true }).waitFor();
        assert.deepEqual(await seriousViolations(page), []);
      },
      AXE_CONTEXT,
    );
  });
});
