import fc from 'fast-check';
import { TransformSandbox } from './sandbox';
import type { TransformInput } from './transformation';

const input = (body: unknown = { a: 1 }): TransformInput => ({
  request: { method: 'POST', url: 'https://receiver.example/hook', headers: { 'x-sender': 's' }, body: body as never },
  context: { event_id: 'evt_1', event_type: 'invoice.paid', endpoint_id: 'e1', destination_id: 'd1' },
  rawBody: Buffer.from(JSON.stringify(body)),
});

describe('TransformSandbox', () => {
  const sandbox = new TransformSandbox(100);
  beforeAll(() => sandbox.warm(), 30_000);
  afterAll(() => sandbox.close());

  it('answers the request the handler returns, its body serialized as JSON, with the context given', async () => {
    const code = `function handler(request, context) {
      return { method: 'PUT', url: request.url + '?t=' + context.event_type, headers: { 'x-id': context.event_id }, body: { b: request.body.a } };
    }`;
    const outcome = await sandbox.run(code, input(), 'd1');
    expect(outcome.kind).toBe('request');
    if (outcome.kind !== 'request') return;
    expect(outcome.request).toMatchObject({
      method: 'PUT',
      url: 'https://receiver.example/hook?t=invoice.paid',
      headers: { 'x-id': 'evt_1' },
      json: true,
    });
    expect(outcome.request.body.toString()).toBe('{"b":1}');
  });

  it('keeps what the handler leaves out, and sends a string body as it is', async () => {
    const outcome = await sandbox.run('function handler(r) { return { body: "plain" }; }', input(), 'd1');
    expect(outcome).toMatchObject({
      kind: 'request',
      request: { method: 'POST', url: 'https://receiver.example/hook', headers: { 'x-sender': 's' }, json: false },
    });
    if (outcome.kind === 'request') expect(outcome.request.body.toString()).toBe('plain');
  });

  it('skips on null', async () => {
    expect(await sandbox.run('function handler() { return null; }', input(), 'd1')).toMatchObject({ kind: 'skip' });
  });

  it('stops an infinite loop at the time limit, and runs the next call normally', async () => {
    const started = Date.now();
    const outcome = await sandbox.run('function handler() {\n  while (true) {}\n}', input(), 'loop');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(outcome).toMatchObject({ kind: 'error', error: { message: 'the transformation ran longer than 100 ms' } });
    expect(await sandbox.run('function handler() { return null; }', input(), 'loop')).toMatchObject({ kind: 'skip' });
  });

  it.each([
    ['a 1 GiB buffer', 'function handler() { const b = new ArrayBuffer(2 ** 30); return { body: String(b.byteLength) }; }'],
    ['a growing array', 'function handler() { const a = []; for (;;) a.push(new Uint8Array(1024 * 1024)); }'],
  ])('refuses %s under the memory limit', async (_, code) => {
    const outcome = await sandbox.run(code, input(), 'memory');
    expect(outcome).toMatchObject({ kind: 'error', error: { message: expect.stringMatching(/out of memory \(16 MiB\)/) } });
  });

  it('reports a thrown error with its line and column, and a syntax error with its line', async () => {
    expect(await sandbox.run('function handler(request) {\n  return request.body.missing.field;\n}', input(), 'd2')).toMatchObject({
      kind: 'error',
      error: { message: expect.stringMatching(/^TypeError: cannot read property 'field'/), line: 2, column: expect.any(Number) },
    });
    expect(await sandbox.run('function handler(request) {\n  return request +;\n}', input(), 'd2')).toMatchObject({
      kind: 'error',
      error: { message: expect.stringMatching(/^SyntaxError/), line: 2 },
    });
  });

  it('has no timers, no process, no modules, no network', async () => {
    const code = `function handler() { return { body: [typeof setTimeout, typeof process, typeof require, typeof fetch, typeof std, typeof os, typeof XMLHttpRequest].join() }; }`;
    const outcome = await sandbox.run(code, input(), 'd3');
    if (outcome.kind !== 'request') throw new Error(JSON.stringify(outcome));
    expect(outcome.request.body.toString()).toBe(Array(7).fill('undefined').join());
  });

  it.each([
    ['no handler', 'const x = 1;', /must define function handler/],
    ['undefined', 'function handler() {}', /not undefined/],
    ['a promise', 'async function handler() { return {}; }', /not a Promise/],
    ['a number', 'function handler() { return 3; }', /not a number/],
    ['an array', 'function handler() { return []; }', /handler must return the request/],
    ['an unknown field', 'function handler() { return { verb: "POST" }; }', /unknown field "verb"/],
    ['GET', 'function handler() { return { method: "GET" }; }', /POST, PUT or PATCH/],
    ['a relative url', 'function handler() { return { url: "/x" }; }', /absolute http or https URL/],
    ['a file url', 'function handler() { return { url: "file:///etc/passwd" }; }', /absolute http or https URL/],
    ['credentials in the url', 'function handler() { return { url: "https://u:p@h.example/" }; }', /user name or password/],
    ['a header with CR LF', 'function handler() { return { headers: { "x-a": "1\\r\\nx-b: 2" } }; }', /without control characters/],
    ['a header name that is not a token', 'function handler() { return { headers: { "x a": "1" } }; }', /not an HTTP token/],
    ['a number header value', 'function handler() { return { headers: { "x-a": 1 } }; }', /string value/],
  ])('refuses a result with %s', async (_, code, message) => {
    const outcome = await sandbox.run(code, input(), 'd4');
    expect(outcome).toMatchObject({ kind: 'error', error: { message: expect.stringMatching(message) } });
  });

  it('sends any body a handler returns as it is (a string) or as JSON', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const outcome = await sandbox.run('function handler(request) { return request; }', input(body), 'echo');
        if (outcome.kind !== 'request') throw new Error(JSON.stringify(outcome));
        const sent = outcome.request.body.toString();
        if (typeof body === 'string') expect(sent).toBe(body);
        else expect(JSON.parse(sent)).toEqual(JSON.parse(JSON.stringify(body)));
      }),
      { numRuns: 50 },
    );
  });
});
