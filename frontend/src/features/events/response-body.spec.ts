// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64, hexDump, prettyJson, truncationNote } from './response-body';

/** The bytes a hex dump shows, read back from its hex columns. */
function bytesOfDump(dump: string): number[] {
  if (dump === '') return [];
  return dump.split('\n').flatMap((line) => {
    // offset and two spaces, then 16 columns of "xx " and the gap after the eighth (the ASCII column may hold " |")
    const hex = line.slice(10, 10 + 16 * 3 + 1);
    return hex
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => parseInt(pair, 16));
  });
}

describe('prettyJson', () => {
  it('indents a JSON object or array, and leaves anything else alone', () => {
    expect(prettyJson('{"error":"boom","retry":[1,2]}')).toBe('{\n  "error": "boom",\n  "retry": [\n    1,\n    2\n  ]\n}');
    expect(prettyJson('  [1]')).toBe('[\n  1\n]');
    expect(prettyJson('{"cut": "short')).toBeNull(); // a truncated body
    expect(prettyJson('"just a string"')).toBeNull();
    expect(prettyJson('42')).toBeNull();
    expect(prettyJson('<html>oops</html>')).toBeNull();
    expect(prettyJson('')).toBeNull();
  });

  it('keeps the value of any JSON object or array it pretty-prints', () => {
    fc.assert(
      fc.property(fc.oneof(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.jsonValue())), (value) => {
        const text = JSON.stringify(value);
        const pretty = prettyJson(text);
        expect(pretty).not.toBeNull();
        expect(JSON.parse(pretty!)).toEqual(JSON.parse(text));
      }),
    );
  });
});

describe('hexDump', () => {
  it('shows offsets, hex and printable ASCII, 16 bytes a line', () => {
    const bytes = new Uint8Array([...Buffer.from('PNG\r\n'), 0x00, 0xff, ...Buffer.from('abcdefghijk')]);
    expect(hexDump(bytes)).toBe(
      '00000000  50 4e 47 0d 0a 00 ff 61  62 63 64 65 66 67 68 69  |PNG....abcdefghi|\n' +
        '00000010  6a 6b                                             |jk|',
    );
    expect(hexDump(new Uint8Array())).toBe('');
  });

  it('shows every byte, in order, at its offset', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const dump = hexDump(bytes);
        expect(bytesOfDump(dump)).toEqual([...bytes]);
        const lines = dump === '' ? [] : dump.split('\n');
        expect(lines.length).toBe(Math.ceil(bytes.length / 16));
        lines.forEach((line, index) => expect(line.slice(0, 8)).toBe((index * 16).toString(16).padStart(8, '0')));
        // Every line's ASCII column starts at the same place.
        expect(new Set(lines.map((line) => line.indexOf(' |'))).size).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('decodeBase64', () => {
  it('gives back the bytes node encoded', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect([...decodeBase64(Buffer.from(bytes).toString('base64'))]).toEqual([...bytes]);
      }),
    );
  });
});

describe('truncationNote', () => {
  it('says where the body was cut and how long it was', () => {
    expect(truncationNote({ encoding: 'utf8', data: 'x', size_bytes: 20_480, truncated: true })).toBe(
      `Truncated at 8 KiB of ${(20_480).toLocaleString()} bytes.`,
    );
    expect(truncationNote({ encoding: 'utf8', data: 'x', size_bytes: 1, truncated: false })).toBeNull();
  });
});
