import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTenant } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

const METHODS = ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the path sent exactly as given (fetch would normalize `..` and escapes). */
function send(url: string, method: string, path: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}/`, { method, path }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Tokens of every kind: the endpoint's own, well-formed unknown ones, and any characters (escaped). */
function tokens(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(valid),
    fc.stringMatching(new RegExp(`^${valid.slice(0, 4)}[A-Za-z0-9]{${valid.length - 4}}$`)),
    fc.string({ minLength: 1, maxLength: 80, unit: 'grapheme' }).map(encodeURIComponent),
  );
}

/**
 * Issue #26: every method but POST on an ingest URL answers 405 problem JSON with `Allow: POST`,
 * whatever the token, with the dashboard served from the same origin (whose catch-all GET and HEAD
 * answered 404 without `Allow`) as without it.
 */
describe.each([
  ['with the dashboard served', true],
  ['without the dashboard', false],
])('other methods on /api/ingest/{token} (%s)', (_label, withDashboard) => {
  let api: TestApp;
  let dir: string;
  let token: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hookyard-spa-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Hookyard</title>');
    api = await startTestApp({ FRONTEND_DIR: withDashboard ? dir : '' });
    token = (await createTenant(api.url)).endpoint.token;
  });

  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answer 405 problem JSON with Allow: POST', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...METHODS), tokens(token), fc.boolean(), async (method, candidate, query) => {
        const res = await send(api.url, method, `/api/ingest/${candidate}${query ? '?a=1' : ''}`);
        const summary = `${method} ${candidate}: ${res.status} ${res.body}`;
        expect({ status: res.status, allow: res.headers.allow, summary }).toEqual({ status: 405, allow: 'POST', summary });
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json\b/);
        if (method !== 'HEAD') expect(JSON.parse(res.body)).toMatchObject({ status: 405, code: 'method_not_allowed' });
      }),
      { numRuns: 150 },
    );
  });
});
