import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { createTenant } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

interface RawAnswer {
  status: number;
  contentType: string | undefined;
}

/** Sends exactly what it is given (path, headers, bytes), as a sender might. */
function send(url: string, path: string, headers: Record<string, string>, body: Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest({ host: target.hostname, port: target.port, path, method: 'POST', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: res.headers['content-type'] }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('ingest under generated input (fast-check)', () => {
  let api: TestApp;
  let token: string;

  beforeAll(async () => {
    api = await startTestApp({ MAX_PAYLOAD_BYTES: '4096', INGEST_RATE_PER_SECOND: '100000', INGEST_RATE_BURST: '100000' });
    token = (await createTenant(api.url)).endpoint.token;
  });

  afterAll(async () => {
    await api.close();
  });

  it('never answers 5xx and never falls over, whatever the body, headers, content type or token segment', async () => {
    const printable = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.~%/:;=,+ "\'\\'.split('')), maxLength: 40 });
    const tokenSegment = fc.oneof(
      fc.constant(token),
      fc.constantFrom('..', '%2e%2e', '..%2F..%2Fapi%2Fevents', '%2F', 'a%00b', '%E0%A4%A', encodeURIComponent('é'.repeat(10))),
      fc.string({ maxLength: 600 }).map(encodeURIComponent),
    );
    const contentType = fc.option(
      fc.oneof(
        fc.constantFrom(
          'application/json',
          'text/plain; charset=latin1',
          'multipart/form-data; boundary=x',
          '=cmd|calc',
          ';;;',
          'application/',
        ),
        printable,
      ),
    );
    const body = fc.oneof(
      fc.uint8Array({ maxLength: 6000 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe])),
      fc.string({ maxLength: 200 }).map((text) => Buffer.from(text)),
    );
    const extraHeaders = fc.dictionary(fc.stringMatching(/^x-[a-z]{1,12}$/), printable, { maxKeys: 60 });
    const idempotencyKey = fc.option(fc.oneof(printable, fc.string({ minLength: 250, maxLength: 300 })));

    await fc.assert(
      fc.asyncProperty(tokenSegment, contentType, body, extraHeaders, idempotencyKey, async (segment, type, bytes, extra, key) => {
        const headers: Record<string, string> = { ...extra };
        if (type !== null) headers['content-type'] = type;
        if (key !== null && /^[\x20-\x7e]*$/.test(key)) headers['idempotency-key'] = key;
        const answer = await send(api.url, `/api/ingest/${segment}`, headers, bytes);
        expect(answer.status).toBeLessThan(500);
        expect([200, 202, 400, 401, 404, 409, 413, 422]).toContain(answer.status);
        if (answer.status >= 400) expect(answer.contentType).toMatch(/^application\/problem\+json/);
      }),
      { numRuns: 150 },
    );
    await request(api.url).get('/healthz').expect(200);
  });
});
