// Two-factor in the browser (docs/dashboard.md, Account; docs/http.md, Two-factor and sessions):
// set it up on the Account page (the secret read from the page, the code computed here with
// otpauth), sign out, sign in with a code; an organization that requires it keeps a member without
// it on the Account page; both pages pass axe-core.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { answerDialog, apiResponse, signUp } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source;
// axe-core is injected as an inline script, which the dashboard's CSP (rightly) refuses.
const AXE_CONTEXT = { bypassCSP: true };

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
function appCode(secret, steps = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

async function seriousViolations(page) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const { violations } = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function signIn(page, { email, password }) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
}

describe('two-factor in the dashboard', { timeout: 180_000 }, () => {
  let stack;
  let browser;

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('sets two-factor up on the Account page, then signs in with a code', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      const account = await signUp(page);
      await page.getByRole('link', { name: 'Account', exact: true }).click();
      await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
      await page.getByText('Two-factor is off.').waitFor();

      await page.getByRole('button', { name: 'Set up two-factor', exact: true }).click();
      const secret = (await page.locator('.two-factor-secret').innerText()).trim();
      assert.match(secret, /^[A-Z2-7]{32}$/);
      // The QR code is drawn (the CSP allows data: images).
      const qr = page.getByRole('img', { name: /QR code/ });
      await qr.waitFor();
      assert.ok((await qr.evaluate((img) => img.complete && img.naturalWidth)) > 0);

      await page.getByLabel('Code from the app', { exact: true }).fill(appCode(secret));
      const enable = apiResponse(page, '/api/account/two-factor/enable', 'POST');
      await page.getByRole('button', { name: 'Turn on two-factor', exact: true }).click();
      assert.equal((await enable).status(), 200);
      const list = page.getByRole('list', { name: 'Recovery codes' });
      await list.waitFor();
      const codes = await list.getByRole('listitem').allInnerTexts();
      assert.equal(codes.length, 10);
      for (const code of codes) assert.match(code, /^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
      await page.getByRole('button', { name: 'I have saved them', exact: true }).click();
      await page.getByText(/Two-factor is on since/).waitFor();
      await page.getByText('10 of 10 recovery codes', { exact: false }).waitFor();

      // Sign out; the password alone is no longer enough.
      await signOut(page);
      await signIn(page, account);
      await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
      await page.getByLabel('Code', { exact: true }).fill('000000' === appCode(secret) ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.getByRole('alert').getByText('The two-factor code is wrong, expired or already used.').waitFor();
      // The step after the one that enabled it: inside the window, and not a replay.
      await page.getByLabel('Code', { exact: true }).fill(appCode(secret, 1));
      const login = apiResponse(page, '/api/auth/login', 'POST');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      assert.equal((await login).status(), 200);
      await page.getByText(`Signed in as ${account.email}`, { exact: true }).waitFor();

      // A recovery code signs in too, once.
      await signOut(page);
      await signIn(page, account);
      await page.getByLabel('Code', { exact: true }).fill(codes[0].toUpperCase());
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.getByText(`Signed in as ${account.email}`, { exact: true }).waitFor();
    });
  });

  it('requires two-factor for an organization: the Security page sets it, a member without it lands on the Account page', async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        const account = await signUp(page);
        await page.getByRole('link', { name: 'Security', exact: true }).click();
        const box = page.getByLabel('Require two-factor authentication');
        assert.equal(await box.isChecked(), false);
        await box.check();
        const save = apiResponse(page, '/api/organization/settings', 'PATCH');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        assert.equal((await save).status(), 200);
        await page.getByText('Two-factor is now required.').waitFor();
        assert.deepEqual(await seriousViolations(page), []);

        // The Account page of a full session: sessions and password, and its own session marked.
        await page.getByRole('link', { name: 'Account', exact: true }).click();
        await page.getByRole('heading', { name: 'Sessions' }).waitFor();
        await page.getByText('This session').waitFor();
        assert.deepEqual(await seriousViolations(page), []);

        // Signed in again without two-factor: only the Account page, nothing else in the navigation.
        await signOut(page);
        await signIn(page, account);
        await page.getByText('Your organization requires two-factor authentication.', { exact: false }).waitFor();
        assert.equal(new URL(page.url()).pathname, '/account');
        assert.equal(await page.getByRole('link', { name: 'Events', exact: true }).count(), 0);
        assert.equal(await page.getByRole('heading', { name: 'Sessions' }).count(), 0);
        await page.goto('/events');
        await page.waitForURL('**/account');
        assert.deepEqual(await seriousViolations(page), []);

        // Setting it up lifts the restriction at once.
        await page.getByRole('button', { name: 'Set up two-factor', exact: true }).click();
        const secret = (await page.locator('.two-factor-secret').innerText()).trim();
        await page.getByLabel('Code from the app', { exact: true }).fill(appCode(secret));
        await page.getByRole('button', { name: 'Turn on two-factor', exact: true }).click();
        await page.getByRole('button', { name: 'I have saved them', exact: true }).click();
        await page.getByRole('link', { name: 'Events', exact: true }).click();
        await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();

        // Sign out everywhere else, from the Account page (confirmed first).
        await page.getByRole('link', { name: 'Account', exact: true }).click();
        await page.getByRole('heading', { name: 'Sessions' }).waitFor();
        const others = page.getByRole('button', { name: 'Sign out everywhere else', exact: true });
        if (await others.isEnabled()) {
          await others.click();
          await answerDialog(page, 'Sign out everywhere else');
        }
        await page.getByText('This is your only session.').waitFor();
      },
      AXE_CONTEXT,
    );
  });
});
