// Members and roles (issue #31): an owner invites a colleague as a viewer from the Members page;
// the colleague accepts in a second browser context (a new account) and sees a dashboard limited
// to their role — every write button disabled with the role it needs, API keys out of the
// navigation — while the API refuses the write anyway (403 insufficient_role). A role change
// holds on their next page, and removing them ends their session at once. A person with an
// account of their own accepts while signed in and moves between their organizations with the
// header's switcher. Both pages pass axe-core.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { answerDialog, apiResponse, signUp } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source;
// axe-core is injected as an inline script, which the dashboard's CSP (rightly) refuses.
const AXE_CONTEXT = { bypassCSP: true };

async function expectAccessible(page) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const { violations } = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  assert.deepEqual(
    violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
    [],
  );
}

/** Invites `email` as `role` from the Members page; resolves with the link's path and query (the stack's origin may differ). */
async function inviteFromMembersPage(page, email, role) {
  await navTo(page, 'Members');
  await page.getByRole('heading', { name: 'Members', exact: true }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  const created = apiResponse(page, '/api/invitations', 'POST');
  await page.getByRole('button', { name: 'Send invitation', exact: true }).click();
  assert.equal((await created).status(), 201);
  const link = await page.getByLabel('Invitation link', { exact: true }).inputValue();
  const url = new URL(link);
  assert.equal(url.pathname, '/invitations/accept');
  assert.match(url.searchParams.get('token'), /^[A-Za-z0-9_-]{43}$/);
  await page.getByRole('button', { name: 'I have copied it', exact: true }).click();
  await page.getByRole('table', { name: 'Pending invitations' }).getByText(email, { exact: true }).waitFor();
  return url.pathname + url.search;
}

/** Follows the main navigation's link `name`. */
const navTo = (page, name) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();

/** The enabled buttons of the page's content but sorting ones: what a person can act with. */
async function enabledButtons(page) {
  return page.locator('main button:not([disabled]):not(.sort-button)').allInnerTexts();
}

describe('members, invitations and roles', { timeout: 240_000 }, () => {
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

  it('invite → accept in a second context → a viewer’s dashboard, refused by the API too; a role change and a removal hold at once', async (t) => {
    await withPage(
      t,
      browser,
      stack,
      async (owner) => {
        await signUp(owner);
        const email = `viewer-${randomBytes(4).toString('hex')}@example.test`;
        const link = await inviteFromMembersPage(owner, email, 'viewer');
        await expectAccessible(owner);

        await withPage(
          t,
          browser,
          stack,
          async (viewer) => {
            // A new person: a name and a password, and they are signed in.
            await viewer.goto(link);
            await viewer.getByRole('heading', { name: 'Join an organization', exact: true }).waitFor();
            await expectAccessible(viewer);
            await viewer.getByLabel('Your name', { exact: true }).fill('Vera Viewer');
            await viewer.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
            const accepted = apiResponse(viewer, '/api/auth/accept-invitation', 'POST');
            await viewer.getByRole('button', { name: 'Accept invitation', exact: true }).click();
            assert.equal((await accepted).status(), 200);
            await viewer.getByText(`Signed in as ${email}`, { exact: true }).waitFor();
            assert.equal(await viewer.getByTitle('Your role in this organization').innerText(), 'viewer');
            assert.equal(new URL(viewer.url()).pathname, '/');

            // The navigation leaves out what a viewer cannot read; every write is disabled, saying why.
            assert.equal(
              await viewer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API keys', exact: true }).count(),
              0,
            );
            await navTo(viewer, 'Endpoints');
            const create = viewer.getByRole('button', { name: 'Create endpoint', exact: true });
            await create.waitFor();
            assert.equal(await create.isDisabled(), true);
            assert.equal(await create.getAttribute('title'), 'Needs the developer role; you are a viewer.');
            assert.deepEqual(await enabledButtons(viewer), []);
            for (const [nav, heading] of [
              ['Projects', 'Projects'],
              ['Notifications', 'Notifications'],
            ]) {
              await navTo(viewer, nav);
              await viewer.getByRole('heading', { name: heading, exact: true }).first().waitFor();
              assert.deepEqual(await enabledButtons(viewer), [], `${nav}: no write button a viewer can use`);
            }
            await navTo(viewer, 'Members');
            await viewer.getByRole('table', { name: 'Members' }).getByText(email, { exact: true }).waitFor();
            assert.equal(await viewer.getByRole('button', { name: 'Send invitation' }).count(), 0);
            assert.equal(await viewer.getByLabel(`Role of ${email}`).isDisabled(), true);
            assert.deepEqual(await enabledButtons(viewer), []);

            // Forced, the API refuses it anyway.
            const me = await (await viewer.request.get('/api/auth/me')).json();
            const forced = await viewer.request.post('/api/projects', {
              headers: { 'X-CSRF-Token': me.csrf_token },
              data: { name: 'forced' },
            });
            assert.equal(forced.status(), 403);
            const problem = await forced.json();
            assert.equal(problem.code, 'insufficient_role');
            assert.equal(problem.required_role, 'developer');

            // The owner makes them a developer: their next page has the buttons.
            await owner.reload();
            const changed = apiResponse(owner, `/api/members/${me.user.id}`, 'PATCH');
            await owner.getByLabel(`Role of ${email}`).selectOption('developer');
            assert.equal((await changed).status(), 200);
            await navTo(viewer, 'Endpoints');
            await viewer.reload();
            await viewer.getByTitle('Your role in this organization').getByText('developer', { exact: true }).waitFor();
            assert.equal(await viewer.getByRole('button', { name: 'Create endpoint', exact: true }).isDisabled(), false);

            // Removed, their session ends at once: the next request sends them to sign-in.
            await owner.getByRole('button', { name: `Remove ${email}`, exact: true }).click();
            const removed = apiResponse(owner, `/api/members/${me.user.id}`, 'DELETE');
            await answerDialog(owner, email);
            assert.equal((await removed).status(), 204);
            await owner.getByRole('table', { name: 'Members' }).getByText(email, { exact: true }).waitFor({ state: 'detached' });
            await viewer.reload();
            await viewer.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
            assert.equal(new URL(viewer.url()).pathname, '/login');
          },
          AXE_CONTEXT,
        );
      },
      AXE_CONTEXT,
    );
  });

  it('a person with an account accepts while signed in, and switches between their organizations in the header', async (t) => {
    await withPage(t, browser, stack, async (owner) => {
      await signUp(owner);
      await withPage(t, browser, stack, async (person) => {
        const { email } = await signUp(person);
        const link = await inviteFromMembersPage(owner, email, 'developer');
        await person.goto(link);
        await person.getByText(email, { exact: true }).waitFor();
        const accepted = apiResponse(person, '/api/auth/accept-invitation', 'POST');
        await person.getByRole('button', { name: 'Accept invitation', exact: true }).click();
        const joined = await (await accepted).json();
        assert.equal(joined.role, 'developer');
        await person.getByTitle('Your role in this organization').getByText('developer', { exact: true }).waitFor();

        // Two organizations now: the switcher lists both with the role held there.
        const switcher = person.getByLabel('Organization', { exact: true });
        assert.equal(await switcher.inputValue(), joined.organization.id);
        const home = joined.organizations.find((organization) => organization.id !== joined.organization.id);
        assert.equal(home.role, 'owner');
        const switched = apiResponse(person, '/api/auth/switch-organization', 'POST');
        await switcher.selectOption(home.id);
        assert.equal((await switched).status(), 200);
        await person.getByTitle('Your role in this organization').getByText('owner', { exact: true }).waitFor();
        await person.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API keys', exact: true }).waitFor();
        assert.equal(await person.getByLabel('Organization', { exact: true }).inputValue(), home.id);
      });
    });
  });
});
