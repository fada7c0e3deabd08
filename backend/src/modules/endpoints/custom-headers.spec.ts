import fc from 'fast-check';
import { customHeadersProblem, MAX_CUSTOM_HEADER_VALUE } from './custom-headers';

const tokenChar = fc.constantFrom(..."!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".split(''));
const token = fc.string({ unit: tokenChar, minLength: 1, maxLength: 40 });
const reservedExact = ['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect', 'host', 'content-length'];
const isReserved = (name: string) => {
  const lower = name.toLowerCase();
  return reservedExact.includes(lower) || lower.startsWith('proxy-') || lower.startsWith('webhook-');
};
const value = fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 60 });

describe('customHeadersProblem', () => {
  it('accepts any set of distinct, unreserved tokens with printable values', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          token.filter((name) => !isReserved(name)),
          value,
          { maxKeys: 20 },
        ),
        (headers) => {
          const names = Object.keys(headers).map((name) => name.toLowerCase());
          fc.pre(new Set(names).size === names.length);
          expect(customHeadersProblem(headers)).toBeNull();
        },
      ),
    );
  });

  it('refuses a reserved name, whatever its case, naming it', () => {
    const reserved = fc.oneof(
      fc.constantFrom(...reservedExact),
      token.map((rest) => `proxy-${rest}`),
      token.map((rest) => `webhook-${rest}`),
    );
    const anyCase = reserved.chain((name) =>
      fc
        .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
        .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')),
    );
    fc.assert(
      fc.property(anyCase, (name) => expect(customHeadersProblem({ 'x-ok': 'v', [name]: 'v' })).toContain(`"${name.toLowerCase()}"`)),
    );
  });

  it('refuses values with CR, LF or other control characters, empty or past the cap, and more than 20 headers', () => {
    fc.assert(
      fc.property(value, fc.constantFrom('\r', '\n', '\0', '\x7f'), value, (before, bad, after) => {
        expect(customHeadersProblem({ 'x-a': `${before}${bad}${after}` })).toContain('"x-a"');
      }),
    );
    expect(customHeadersProblem({ 'x-a': '' })).toContain('"x-a"');
    expect(customHeadersProblem({ 'x-a': 'v'.repeat(MAX_CUSTOM_HEADER_VALUE + 1) })).toContain('"x-a"');
    expect(customHeadersProblem(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`x-${i}`, 'v'])))).toContain('at most 20');
    expect(customHeadersProblem({ 'X-A': '1', 'x-a': '2' })).toContain('twice');
  });
});
