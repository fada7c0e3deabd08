// A page whose code cannot be loaded (issue #29: a tab left open across a redeploy asks for chunks
// that are gone) shows an error inside the dashboard's frame with a reload action, after reloading
// once by itself; never the router's developer screen.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { signUp } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const EVENTS_CHUNK = /\/assets\/events-page-[^/]+\.js$/;

describe('route errors', { timeout: 180_000 }, () => {
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

  it("reloads once when a page's chunk fails, then offers Reload inside the frame, which works once the chunk is back", async (t) => {
    await withPage(t, browser, stack, async (page) => {
      await signUp(page);
      let refused = 0;
      await page.route(EVENTS_CHUNK, (route) => {
        refused++;
        return route.abort('failed');
      });
      let loads = 0;
      page.on('load', () => loads++);

      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Events', exact: true }).click();
      await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor();
      assert.equal(loads, 1, 'one automatic reload');
      assert.ok(refused >= 2, `the chunk was asked for before and after the reload (${refused})`);
      // the frame stays: navigation works, and no developer screen
      assert.equal(await nav.getByRole('link', { name: 'Home', exact: true }).isVisible(), true);
      assert.equal(await page.getByText('Hey developer').count(), 0);
      assert.equal(await page.getByText('Unexpected Application Error').count(), 0);

      await page.unroute(EVENTS_CHUNK);
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
      assert.equal(await page.getByRole('heading', { name: 'This page could not be loaded' }).count(), 0);
    });
  });
});
