// The event page (issue #15): deliveries grouped by destination, a timeline of attempts that open
// to the failure explained, the headers and the answer's body, Retry this delivery, the payload
// check done in the browser alone, and the page at 1440 and 390 px with an attempt open.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, withPage } from '../support/browser.mjs';
import { answerDialog, sessionApi, signUp } from '../support/dashboard.mjs';
import { startStack } from '../support/stack.mjs';

const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source;
const SCREENSHOTS = resolve(dirname(fileURLToPath(import.meta.url)), '../screenshots');
const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};

// The exact bytes ingested: a multi-byte character and a final newline, which a re-serialization would lose.
const PAYLOAD = '{"type":"order.created","total":"12.50 €","items":[1,2]}\n';
const FAILURE_BODY = '{"error":"database down","retry":true}';

/**
 * A destination inside the test process that answers its requests from `script` in turn (each
 * `{ status, headers, body }`), then 200 `{"ok":true}`; `received` holds each request's headers and body.
 */
async function startScriptedReceiver(script) {
  const received = [];
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = script[received.length - 1] ?? { status: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
      response.writeHead(answer.status, answer.headers).end(answer.body);
    });
  });
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    received,
    close: () => new Promise((resolveClose) => server.close(resolveClose)),
  };
}

/** A local port nothing listens on (bound, then released). */
async function closedPort() {
  const server = createNetServer();
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address();
  await new Promise((resolveClose) => server.close(resolveClose));
  return port;
}

/** Waits until `predicate()` holds, polling. */
async function until(predicate, message, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${message}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}

async function seriousViolations(page) {
  await page.addScriptTag({ content: AXE_SOURCE });
  const { violations } = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The page as it is now at 1440 and 390 px: no horizontal page overflow, no serious or critical
 * axe-core violation; screenshots saved as e2e/screenshots/<name>-<viewport>.png.
 */
async function assertLaidOut(page, name) {
  const problems = [];
  for (const [viewport, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${viewport}: the page is ${overflow}px wider than the screen`);
    for (const violation of await seriousViolations(page)) problems.push(`${viewport}: ${violation}`);
    await page.screenshot({ path: resolve(SCREENSHOTS, `${name}-${viewport}.png`), fullPage: true });
  }
  assert.deepEqual(problems, []);
}

// axe-core is injected as an inline script, which the dashboard's CSP (rightly) refuses.
const AXE_CONTEXT = { bypassCSP: true };

describe('event page', { timeout: 240_000 }, () => {
  let stack;
  let browser;
  const receivers = [];

  before(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    await mkdir(SCREENSHOTS, { recursive: true });
  });

  after(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await browser?.close();
    await stack?.stop();
  });

  /** Signs up, creates an endpoint with `destinations` ({ name, url }) and ingests PAYLOAD; resolves with the event id. */
  async function eventWith(page, destinations) {
    await signUp(page);
    const api = await sessionApi(page);
    const project = (await api.get('/api/projects')).data[0];
    const endpoint = await api.post('/api/endpoints', { project_id: project.id, name: 'Orders' });
    for (const destination of destinations) await api.post(`/api/endpoints/${endpoint.id}/destinations`, destination);
    const ingested = await fetch(`${stack.baseUrl}/api/ingest/${endpoint.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: PAYLOAD,
    });
    assert.equal(ingested.status, 202);
    return (await ingested.json()).event_id;
  }

  it('shows each destination’s attempts, opens one to its explained error, headers and body, and retries a delivery', async (t) => {
    const flaky = await startScriptedReceiver([
      { status: 500, headers: { 'content-type': 'application/json', 'x-trace-id': 'trace-500-abc' }, body: FAILURE_BODY },
    ]);
    const strict = await startScriptedReceiver([
      { status: 422, headers: { 'content-type': 'text/plain' }, body: 'missing field: customer' },
    ]);
    receivers.push(flaky, strict);

    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        const eventId = await eventWith(page, [
          { name: 'Flaky', url: flaky.url },
          { name: 'Strict', url: strict.url },
        ]);
        await page.goto(`/events/${eventId}`);
        await page.getByRole('heading', { level: 1, name: eventId }).waitFor();

        // One card per destination, with its URL.
        const flakyCard = page.getByRole('region', { name: 'Flaky', exact: true });
        const strictCard = page.getByRole('region', { name: 'Strict', exact: true });
        await flakyCard.getByText(flaky.url, { exact: true }).waitFor();
        await strictCard.getByText(strict.url, { exact: true }).waitFor();

        // Flaky answers 500, then (its retry ~5 s later, seen without reloading) 200.
        const flakyAttempt = (n) => flakyCard.locator('summary').filter({ hasText: `Attempt ${n}` });
        await flakyAttempt(1).getByText('HTTP 500', { exact: true }).waitFor({ timeout: 30_000 });
        await flakyAttempt(2).getByText('HTTP 200', { exact: true }).waitFor({ timeout: 30_000 });
        await flakyCard.getByText('Delivery on ingest', { exact: true }).waitFor();
        assert.equal(flaky.received.length, 2);
        assert.equal(flaky.received[0].body, PAYLOAD);

        // The failed attempt opens to the error explained, the headers both ways and the pretty-printed body.
        await flakyAttempt(1).click();
        const opened = flakyCard.locator('details[open]');
        await opened.getByText('The destination answered HTTP 500: it failed while handling the webhook.', { exact: true }).waitFor();
        await opened.getByText(/Look for the error in the receiver’s logs/).waitFor();
        await opened.getByText('http_status', { exact: true }).waitFor();
        await opened.getByText(eventId, { exact: true }).first().waitFor(); // webhook-id, as sent
        await opened.getByText(/^v1,/).waitFor(); // webhook-signature, as sent
        await opened.getByText('trace-500-abc', { exact: true }).waitFor(); // an answer header
        const body = opened.getByRole('region', { name: 'Response body of attempt 1' });
        assert.equal(await body.textContent(), JSON.stringify(JSON.parse(FAILURE_BODY), null, 2));
        await opened.getByRole('button', { name: 'Raw', exact: true }).click();
        assert.equal(await body.textContent(), FAILURE_BODY);
        assert.equal(await opened.getByRole('button', { name: 'Raw', exact: true }).getAttribute('aria-pressed'), 'true');

        // Strict answered 422: not retried by itself, its job failed; Retry this delivery reaches it.
        const strictAttempt = (n) => strictCard.locator('summary').filter({ hasText: `Attempt ${n}` });
        await strictAttempt(1).getByText('HTTP 422', { exact: true }).waitFor({ timeout: 30_000 });
        await strictAttempt(1).click();
        await strictCard.getByText(/it considers the request wrong/).waitFor();
        assert.equal(await strictCard.getByRole('region', { name: 'Response body of attempt 1' }).textContent(), 'missing field: customer');
        await strictCard
          .locator('.badge', { hasText: /^failed$/ })
          .first()
          .waitFor();
        assert.equal(strict.received.length, 1);

        const retryResponse = page.waitForResponse((r) => /\/api\/delivery-jobs\/[^/]+\/retry$/.test(new URL(r.url()).pathname));
        await strictCard.getByRole('button', { name: 'Retry this delivery to Strict', exact: true }).click();
        assert.equal(await answerDialog(page), 'Retry the delivery to Strict?');
        assert.equal((await retryResponse).status(), 202);
        await strictCard
          .getByRole('status')
          .getByText(/Retry queued/)
          .waitFor();
        await strictAttempt(2).getByText('HTTP 200', { exact: true }).waitFor({ timeout: 30_000 });
        assert.equal(strict.received.length, 2);
        assert.equal(strict.received[1].headers['webhook-id'], eventId);

        // Every job is final now: the page stops reading the event.
        await page.getByText('delivered', { exact: true }).first().waitFor({ timeout: 10_000 });
        await page.waitForTimeout(2_500); // any read already planned happens
        let reads = 0;
        const countReads = (request) => {
          if (new URL(request.url()).pathname === `/api/events/${eventId}`) reads += 1;
        };
        page.on('request', countReads);
        await page.waitForTimeout(5_000);
        page.off('request', countReads);
        assert.equal(reads, 0, 'no read of the event once every job is final');

        // A delivery that succeeded is not offered a retry (the API would refuse it: 409 not_retryable).
        await flakyCard.getByText('Latest job', { exact: true }).waitFor();
        assert.equal(await flakyCard.getByRole('button', { name: /^Retry this delivery/ }).count(), 0);
        assert.equal(await strictCard.getByRole('button', { name: /^Retry this delivery/ }).count(), 0);

        // The page with attempts open, at both widths: no page overflow, no serious axe violation.
        await flakyAttempt(1).getByText('HTTP 500', { exact: true }).waitFor();
        await assertLaidOut(page, 'event-attempts');
      },
      AXE_CONTEXT,
    );
  });

  it('goes back to the list as it was filtered, and answers a malformed or unknown event id with "not found"', async (t) => {
    await withPage(t, browser, stack, async (page) => {
      const eventId = await eventWith(page, []);
      await page.goto('/events?status=dead_lettered');
      await page.getByRole('link', { name: eventId, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: eventId }).waitFor();
      await page.getByRole('link', { name: '← All events', exact: true }).click();
      await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
      const back = new URL(page.url());
      assert.equal(back.pathname, '/events');
      assert.equal(back.searchParams.get('status'), 'dead_lettered');

      for (const id of ['not-an-event', 'evt_00000000000000000000000000']) {
        await page.goto(`/events/${id}`);
        await page.getByRole('heading', { level: 1, name: 'Event not found' }).waitFor();
        await page.getByText(`There is no event ${id} in this organization.`, { exact: true }).waitFor();
      }
    });
  });

  it('checks a pasted, chosen or dropped payload in the browser alone', async (t) => {
    const receiver = await startScriptedReceiver([]);
    receivers.push(receiver);
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        const eventId = await eventWith(page, [{ name: 'Receiver', url: receiver.url }]);
        await page.goto(`/events/${eventId}`);
        await page.getByRole('heading', { level: 1, name: eventId }).waitFor();
        const card = page.getByRole('region', { name: 'Receiver', exact: true });
        await card.locator('summary').filter({ hasText: 'Attempt 1' }).getByText('HTTP 200', { exact: true }).waitFor({ timeout: 30_000 });
        await page.getByText('delivered', { exact: true }).first().waitFor();
        await page.waitForTimeout(2_500); // the last planned read of the event is done

        const requests = [];
        const record = (request) => requests.push(`${request.method()} ${request.url()}`);
        page.on('request', record);

        const check = page.getByRole('region', { name: 'Check a payload' });
        const verdict = check.getByRole('status');
        const bytes = Buffer.byteLength(PAYLOAD);
        await check.getByLabel('Body to check', { exact: true }).fill(PAYLOAD);
        await verdict.getByText('Match', { exact: true }).waitFor();
        assert.match(await verdict.textContent(), new RegExp(`same SHA-256, same size \\(${bytes} bytes\\)`));
        assert.ok((await verdict.textContent()).includes(createHash('sha256').update(PAYLOAD).digest('hex')));

        await check.getByLabel('Body to check', { exact: true }).fill(PAYLOAD.replace('12.50', '13.50'));
        await verdict.getByText('No match', { exact: true }).waitFor();
        assert.match(await verdict.textContent(), new RegExp(`same size \\(${bytes} bytes\\) but different bytes`));

        await check.getByLabel('Body to check', { exact: true }).fill(PAYLOAD.trimEnd());
        await verdict.getByText(`${bytes - 1} bytes against the event’s ${bytes} bytes`, { exact: false }).waitFor();

        // A chosen file: its exact bytes.
        await check
          .getByLabel(/Drop a file here/)
          .setInputFiles({ name: 'order.json', mimeType: 'application/json', buffer: Buffer.from(PAYLOAD) });
        await verdict.getByText('The file order.json is this event’s payload', { exact: false }).waitFor();

        // A dropped file with CRLF line breaks is other bytes.
        const dropped = await page.evaluateHandle(
          (text) => {
            const transfer = new globalThis.DataTransfer();
            transfer.items.add(new globalThis.File([text], 'crlf.json'));
            return transfer;
          },
          PAYLOAD.replace('\n', '\r\n'),
        );
        await check.locator('.drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
        await verdict.getByText('The file crlf.json is not this event’s payload', { exact: false }).waitFor();

        await page.waitForTimeout(500);
        page.off('request', record);
        assert.deepEqual(requests, [], 'checking a payload sends nothing');

        await check.scrollIntoViewIfNeeded();
        await assertLaidOut(page, 'event-payload-check');
      },
      AXE_CONTEXT,
    );
  });

  it('explains a destination that refuses the connection, and counts down to its next attempt', async (t) => {
    const port = await closedPort();
    await withPage(
      t,
      browser,
      stack,
      async (page) => {
        const eventId = await eventWith(page, [{ name: 'Nobody home', url: `http://127.0.0.1:${port}/hooks` }]);
        await page.goto(`/events/${eventId}`);
        const card = page.getByRole('region', { name: 'Nobody home', exact: true });
        const first = card.locator('summary').filter({ hasText: 'Attempt 1' });
        await first.getByText('connection refused', { exact: true }).waitFor({ timeout: 30_000 });
        await first.click();
        await card.getByText('The destination refused the connection: is it listening on that port?', { exact: true }).waitFor();
        await card.getByText('connection_refused', { exact: true }).waitFor();
        // retry_scheduled: the next attempt counts down (5 s after the first, then 5 min after the second)
        await card
          .locator('.badge', { hasText: /^retry scheduled$/ })
          .first()
          .waitFor();
        const countdown = card.locator('.next-attempt');
        await until(
          async () => /^(in \d+ (s|min)( \d+ s)?|due now)$/.test((await countdown.textContent().catch(() => '')) ?? ''),
          'a countdown',
        );
        await card.locator('summary').filter({ hasText: 'Attempt 2' }).waitFor({ timeout: 30_000 });
        await until(async () => /^in [45] min( \d+ s)?$/.test((await countdown.textContent()) ?? ''), 'the 5-minute countdown');
        const before = await countdown.textContent();
        await page.waitForTimeout(2_100);
        assert.notEqual(await countdown.textContent(), before, 'the countdown ticks');

        await assertLaidOut(page, 'event-connection-refused');
      },
      AXE_CONTEXT,
    );
  });
});
