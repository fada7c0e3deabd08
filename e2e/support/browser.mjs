// Debian's Chromium driven by playwright-core; no browser is ever downloaded.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ARTIFACTS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../artifacts');

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Runs `body` with a fresh browser context (own cookies) and page on `baseUrl`.
 * On failure it saves a screenshot and the server log into e2e/artifacts/ and rethrows.
 *
 * @param {import('node:test').TestContext} t
 * @param {import('playwright-core').Browser} browser
 * @param {{ baseUrl: string, logs: () => string }} stack
 * @param {(page: import('playwright-core').Page, context: import('playwright-core').BrowserContext) => Promise<void>} body
 * @param {import('playwright-core').BrowserContextOptions} [contextOptions]
 */
export async function withPage(t, browser, stack, body, contextOptions = {}) {
  const context = await browser.newContext({ baseURL: stack.baseUrl, ...contextOptions });
  context.setDefaultTimeout(10_000);
  const page = await context.newPage();
  try {
    await body(page, context);
  } catch (error) {
    const name = t.name
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    await mkdir(ARTIFACTS_DIR, { recursive: true });
    const screenshot = resolve(ARTIFACTS_DIR, `${name}.png`);
    await page.screenshot({ path: screenshot, fullPage: true }).catch(() => {});
    await writeFile(resolve(ARTIFACTS_DIR, `${name}.server.log`), stack.logs()).catch(() => {});
    t.diagnostic(`screenshot: ${screenshot}`);
    throw error;
  } finally {
    await context.close();
  }
}
