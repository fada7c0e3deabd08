import { connect, type Socket } from 'node:net';
import { startTestApp, TestApp } from '../support/test-app';

/** Opens a raw connection, writes `text`, and resolves with what the server sent before closing it, and when. */
function holdOpen(url: string, text: string, giveUpMs: number): Promise<{ answer: string; closedAfterMs: number | null }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket: Socket = connect(Number(port), hostname, () => socket.write(text));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closedAfterMs: null });
    }, giveUpMs);
    socket.on('timeout', reject);
  });
}

/** A raw HTTP answer: its status line, a problem+json content type and the problem's code. */
function expectProblemAnswer(answer: string, status: number, code: string): void {
  const [head, body] = answer.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
  expect(head.toLowerCase()).toContain('content-type: application/problem+json');
  expect(JSON.parse(body)).toMatchObject({ status, code });
}

describe('HTTP limits before authentication', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ HTTP_REQUEST_TIMEOUT_MS: '1500', HTTP_HEADERS_TIMEOUT_MS: '1000', JSON_BODY_LIMIT_BYTES: '65536' });
  });
  afterAll(() => api.close());

  it('cuts off a client that sends its body slowly, or stops just before the end', async () => {
    const started = `POST /api/auth/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"email":"`;
    const { answer, closedAfterMs } = await holdOpen(api.url, started, 8000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(6000);
    expectProblemAnswer(answer, 408, 'request_timeout');
  });

  it.each([
    [
      'headers past the size limit',
      `GET /api/auth/me HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'headers_too_large',
    ],
    ['something that is not HTTP', 'HELLO THERE\r\n\r\n', 400, 'malformed_request'],
  ])('answers %s with problem JSON before any route runs', async (_, text, status, code) => {
    const { answer } = await holdOpen(api.url, text, 8000);
    expectProblemAnswer(answer, status, code);
  });

  it('cuts off a client that never finishes its headers', async () => {
    const { closedAfterMs } = await holdOpen(api.url, 'GET /api/auth/me HTTP/1.1\r\nhost: x\r\nx-slow: ', 8000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(6000);
  });

  it.each(['/api/auth/login', '/api/auth/signup', '/api/projects'])(
    'refuses a JSON body over the management limit on %s with 413',
    async (path) => {
      const body = JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(70_000) });
      const res = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(res.status).toBe(413);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(((await res.json()) as { code: string }).code).toBe('payload_too_large');
    },
  );

  it('refuses JSON nested deeper than 32 levels before validation, at any size under the limit', async () => {
    for (const depth of [33, 100, 20_000]) {
      const body = '['.repeat(depth) + ']'.repeat(depth);
      const res = await fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect([depth, res.status]).toEqual([depth, 400]);
      const problem = (await res.json()) as { code: string; errors: { field: string }[] };
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors[0].field).toBe('body');
    }
    // 32 levels pass the parser (and are then refused by the route's own validation).
    const shallow = `{"email":${'['.repeat(31)}${']'.repeat(31)},"password":"x"}`;
    const res = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: shallow,
    });
    const problem = (await res.json()) as { errors: { field: string }[] };
    expect(problem.errors.map((e) => e.field)).toContain('email');
  });
});
