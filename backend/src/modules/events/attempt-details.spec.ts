import fc from 'fast-check';
import { deflateRawSync } from 'node:zlib';
import { AttemptDetails, packDetails, RECORDED_BODY_BYTES, recordedBody, recordedResponseHeaders, unpackDetails } from './attempt-details';

describe('recordedBody', () => {
  it('keeps the head byte for byte: as text when it is UTF-8, else as base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: RECORDED_BODY_BYTES }), fc.nat(100_000), (bytes, extra) => {
        const head = Buffer.from(bytes);
        const size = head.length + extra;
        const body = recordedBody(head, size);
        if (size === 0) return expect(body).toBeNull();
        expect(body).toMatchObject({ size_bytes: size, truncated: extra > 0 });
        const kept = Buffer.from(body!.data, body!.encoding);
        if (body!.encoding === 'base64') return expect(kept.equals(head)).toBe(true);
        // text: the head itself, or (cut) the head less the bytes of one incomplete last character
        expect(head.subarray(0, kept.length).equals(kept)).toBe(true);
        expect(head.length - kept.length).toBeLessThanOrEqual(extra > 0 ? 3 : 0);
      }),
    );
  });

  it('keeps text cut inside a character as text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6000 }), (text) => {
        const whole = Buffer.from(text);
        const head = whole.subarray(0, RECORDED_BODY_BYTES);
        const body = recordedBody(head, whole.length)!;
        expect(body.encoding).toBe('utf8');
        expect(text.startsWith(body.data)).toBe(true);
      }),
    );
  });
});

describe('recordedResponseHeaders', () => {
  const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,30}$/);
  const value = fc.string({ maxLength: 600 });

  it('keeps at most 50 headers and 8 KiB, lower-case, never set-cookie nor hop-by-hop ones', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.oneof(name, fc.constantFrom('Set-Cookie', 'Connection', 'Keep-Alive', 'Transfer-Encoding', 'Proxy-X')), value, {
          maxKeys: 120,
        }),
        (headers) => {
          const kept = recordedResponseHeaders(headers);
          const names = Object.keys(kept);
          expect(names.length).toBeLessThanOrEqual(50);
          expect(names.reduce((sum, key) => sum + Buffer.byteLength(key) + Buffer.byteLength(kept[key]!), 0)).toBeLessThanOrEqual(8192);
          for (const key of names) {
            expect(key).toBe(key.toLowerCase());
            expect(['set-cookie', 'connection', 'keep-alive', 'transfer-encoding']).not.toContain(key);
            expect(key.startsWith('proxy-')).toBe(false);
          }
        },
      ),
    );
  });

  it('drops the headers Connection names, and joins repeated values', () => {
    expect(recordedResponseHeaders({ connection: 'close, X-Hop', 'x-hop': '1', vary: ['accept', 'origin'] })).toEqual({
      vary: 'accept, origin',
    });
  });
});

describe('packDetails and unpackDetails', () => {
  const text = fc.string({ maxLength: 40 });
  const details: fc.Arbitrary<AttemptDetails> = fc.record({
    request_headers: fc.dictionary(text, text, { maxKeys: 12 }),
    response_headers: fc.dictionary(text, text, { maxKeys: 12 }),
    response_body: fc.option(
      fc.record({
        encoding: fc.constantFrom('utf8' as const, 'base64' as const),
        data: fc.string({ maxLength: 3000 }),
        size_bytes: fc.nat(),
        truncated: fc.boolean(),
      }),
    ),
  });

  it('gives back what was packed: small details as their JSON, large ones deflated', () => {
    fc.assert(
      fc.property(details, (original) => {
        const packed = packDetails(original);
        const json = Buffer.from(JSON.stringify(original));
        if (json.length < 1024) expect(packed.equals(json)).toBe(true);
        else expect(packed.equals(json)).toBe(false);
        expect(unpackDetails(packed)).toEqual(original);
      }),
    );
  });

  it('reads details recorded when every one was deflated, whatever their size', () => {
    fc.assert(
      fc.property(details, (original) => {
        const deflated = deflateRawSync(Buffer.from(JSON.stringify(original)), { level: 1 });
        expect(deflated[0]).not.toBe(0x7b); // never mistaken for JSON
        expect(unpackDetails(deflated)).toEqual(original);
      }),
    );
  });
});
