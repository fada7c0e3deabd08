// @vitest-environment node
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparePayload, sha256Hex, utf8Bytes } from './payload-hash';

/**
 * Text of any code points, lone surrogates included. Not `fc.string({ unit: 'binary' })`: its first
 * use builds a table for 1.5 s of CPU, which a loaded CI machine stretched past the test's 5 s.
 */
const anyCodePoints = fc
  .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 64 })
  .map((codePoints) => codePoints.map((codePoint) => String.fromCodePoint(codePoint)).join(''));

const nodeSha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

describe('sha256Hex', () => {
  it('is the SHA-256 node computes, for any bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 4096 }), async (bytes) => {
        expect(await sha256Hex(bytes)).toBe(nodeSha256(bytes));
      }),
    );
  });

  it('hashes only the bytes of a view, not the rest of its buffer', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 512 }), fc.nat(), fc.nat(), async (whole, a, b) => {
        const start = a % whole.length;
        const end = start + (b % (whole.length - start + 1));
        const view = whole.subarray(start, end);
        expect(await sha256Hex(view)).toBe(nodeSha256(Buffer.from(whole.slice(start, end))));
      }),
    );
  });

  it('hashes pasted text as its UTF-8 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(anyCodePoints, async (text) => {
        expect(await sha256Hex(utf8Bytes(text))).toBe(nodeSha256(Buffer.from(text, 'utf8')));
      }),
    );
  });
});

describe('comparePayload', () => {
  it('matches the exact bytes and nothing else, and compares sizes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 1024 }), fc.uint8Array({ maxLength: 1024 }), async (payload, other) => {
        const expected = { sha256: nodeSha256(payload).toUpperCase(), sizeBytes: payload.length };
        expect(await comparePayload(payload, expected)).toEqual({
          sha256: nodeSha256(payload),
          sizeBytes: payload.length,
          matches: true,
          sameSize: true,
        });
        const same = Buffer.from(other).equals(Buffer.from(payload));
        const checked = await comparePayload(other, expected);
        expect(checked.matches).toBe(same);
        expect(checked.sameSize).toBe(other.length === payload.length);
      }),
    );
  });

  it('tells a body with one byte changed from the payload', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ minLength: 1, maxLength: 1024 }),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (payload, at, delta) => {
          const changed = payload.slice();
          changed[at % payload.length] = (changed[at % payload.length] + delta) % 256;
          const checked = await comparePayload(changed, { sha256: nodeSha256(payload), sizeBytes: payload.length });
          expect(checked).toMatchObject({ matches: false, sameSize: true });
        },
      ),
    );
  });
});
