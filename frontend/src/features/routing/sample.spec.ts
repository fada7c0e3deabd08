import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_TYPES } from '../../api/types';
import { effectiveTypeSource, parseSampleHeaders } from './sample';

const name = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9!#$%&'*+.^_`|~-]{0,20}$/);
const value = fc.stringMatching(/^[\x21-\x7e]([\x20-\x7e]{0,30}[\x21-\x7e])?$/);

describe('parseSampleHeaders', () => {
  it('reads "Name: value" lines, names in lower case, blank lines skipped', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(name, value), { selector: ([n]) => n.toLowerCase(), maxLength: 6 }), (pairs) => {
        const text = pairs.map(([n, v]) => `${n}:  ${v} `).join('\n\n');
        expect(parseSampleHeaders(text)).toEqual({ headers: Object.fromEntries(pairs.map(([n, v]) => [n.toLowerCase(), v])) });
      }),
    );
  });

  it('names the first line that is not a header', () => {
    expect(parseSampleHeaders('x-a: 1\nno colon here')).toEqual({ problem: 'Line 2 is not “Name: value”.' });
    expect(parseSampleHeaders('bad name: 1')).toEqual({ problem: 'Line 1 is not “Name: value”.' });
  });
});

describe('effectiveTypeSource', () => {
  const own = fc.oneof(
    fc.record({ kind: fc.constant('json_pointer' as const), pointer: fc.stringMatching(/^(\/[a-z]{1,8}){0,3}$/) }),
    fc.record({ kind: fc.constant('header' as const), name: fc.stringMatching(/^x-[a-z]{1,12}$/) }),
  );
  const verification = fc.constantFrom(null, ...VERIFICATION_TYPES);

  it('is the endpoint’s own source whatever verifies its senders', () => {
    fc.assert(
      fc.property(own, verification, (source, type) => {
        expect(effectiveTypeSource(source, type)).toEqual(source);
      }),
    );
  });

  it('is the verified provider’s usual place without one, and none for the others', () => {
    expect(effectiveTypeSource(null, 'stripe')).toEqual({ kind: 'json_pointer', pointer: '/type' });
    expect(effectiveTypeSource(null, 'github')).toEqual({ kind: 'header', name: 'x-github-event' });
    expect(effectiveTypeSource(null, 'shopify')).toEqual({ kind: 'header', name: 'x-shopify-topic' });
    expect(effectiveTypeSource(null, 'slack')).toEqual({ kind: 'json_pointer', pointer: '/event/type' });
    expect(effectiveTypeSource(null, 'standard_webhooks')).toEqual({ kind: 'json_pointer', pointer: '/type' });
    for (const type of [null, 'twilio', 'hmac', 'basic_auth', 'header_token'] as const) expect(effectiveTypeSource(null, type)).toBeNull();
  });
});
