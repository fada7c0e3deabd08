import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestApp, TestApp } from '../support/test-app';

const INDEX =
  '<!doctype html><html><head><title>Hookyard</title><script type="module" src="/assets/index-AbCd1234.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('serving the dashboard', () => {
  let dir: string;
  let api: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hookyard-spa-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets/index-AbCd1234.js'), SCRIPT);
    writeFileSync(join(dir, 'assets/index-AbCd1234.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dir, 'assets/index-AbCd1234.js.gz'), gzipSync(SCRIPT));
    api = await startTestApp({ FRONTEND_DIR: dir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${api.url}${path}`, { headers });

  function expectSecurityHeaders(res: Response) {
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }

  it.each(['/', '/events', '/events?status=failed&limit=20', '/endpoints/7b0c3b1e-0000-4000-8000-000000000000'])(
    'answers index.html for %s, revalidated on every load, with the security headers',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(res);
      expect(await res.text()).toBe(INDEX);
    },
  );

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('sends a hashed asset to a client accepting %s as %s, cached for a year', async (accepted, encoding) => {
    // fetch decompresses what it is sent, so the body reads the same whatever the encoding
    const res = await get('/assets/index-AbCd1234.js', { 'accept-encoding': accepted });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.text()).toBe(SCRIPT);
  });

  it('puts the security headers on API answers too, and answers unknown /api paths with problem JSON', async () => {
    const unauthorized = await get('/api/events');
    expect(unauthorized.status).toBe(401);
    expectSecurityHeaders(unauthorized);
    const missing = await get('/api/no-such-route');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expectSecurityHeaders(missing);
  });
});
