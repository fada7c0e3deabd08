import fc from 'fast-check';
import { parsedOutput, TransformInput, transformationError } from './transformation';

const input: TransformInput = {
  request: { method: 'POST', url: 'https://receiver.example/hook', headers: { 'x-a': '1' }, body: { a: 1 } },
  context: { event_id: 'evt_1', event_type: null, endpoint_id: 'e1', destination_id: 'd1' },
  rawBody: Buffer.from('{"a":1}'),
};

describe('parsedOutput', () => {
  it('answers any JSON value with a request, a skip or a sentence, and a request only with a valid method, URL and headers', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            {
              method: fc.constantFrom('POST', 'PUT', 'PATCH', 'GET', 'post', 1),
              url: fc.oneof(fc.webUrl(), fc.string(), fc.constant('ftp://x.example/')),
              headers: fc.dictionary(fc.string({ unit: 'binary' }), fc.oneof(fc.string({ unit: 'binary' }), fc.integer())),
              body: fc.jsonValue(),
            },
            { requiredKeys: [] },
          ),
        ),
        (output) => {
          const parsed = parsedOutput(output, input);
          if (output === null) return expect(parsed).toBeNull();
          if (typeof parsed === 'string') return expect(parsed.length).toBeGreaterThan(10);
          expect(parsed).not.toBeNull();
          expect(['POST', 'PUT', 'PATCH']).toContain(parsed!.method);
          expect(['http:', 'https:']).toContain(new URL(parsed!.url).protocol);
          for (const [name, value] of Object.entries(parsed!.headers)) {
            expect(name).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
            expect(value).not.toMatch(/[\r\n\0]/);
          }
        },
      ),
    );
  });

  it('keeps what is left out and serializes a body that is not a string', () => {
    expect(parsedOutput({}, input)).toEqual({ ...input.request, body: input.rawBody, json: false });
    expect(parsedOutput({ body: [1, 'a'] }, input)).toMatchObject({ body: Buffer.from('[1,"a"]'), json: true });
    expect(parsedOutput({ body: null }, input)).toMatchObject({ body: Buffer.from('null'), json: true });
  });
});

describe('transformationError', () => {
  it('takes null or code of at most 64 KiB, and names the fault otherwise', () => {
    expect(transformationError(null)).toBeNull();
    expect(transformationError({ code: 'function handler(r) { return r; }' })).toBeNull();
    expect(transformationError({ code: 'x'.repeat(64 * 1024 + 1) })).toMatch(/at most 65536 bytes/);
    expect(transformationError({ code: '  ' })).toMatch(/transformation.code/);
    expect(transformationError([])).toMatch(/expected null or an object/);
  });
});
