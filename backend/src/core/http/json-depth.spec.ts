import fc from 'fast-check';
import { jsonDepth } from './http-app';

/** The nesting depth of a parsed JSON value, counted the way jsonDepth counts brackets. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (value !== null && typeof value === 'object') return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('jsonDepth', () => {
  it('measures the nesting of any JSON text, brackets inside strings not counting', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 12 }), (value) => {
        expect(jsonDepth(Buffer.from(JSON.stringify(value)))).toBe(depthOf(value));
      }),
    );
    expect(jsonDepth(Buffer.from('{"a":"[[[[\\"{{"}'))).toBe(1);
  });
});
