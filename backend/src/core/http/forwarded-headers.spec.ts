import fc from 'fast-check';
import { headerSets } from '../../../test/support/header-sets';
import { forwardableHeaders } from './forwarded-headers';

describe('forwardableHeaders', () => {
  it('drops every hop-by-hop header and each one Connection names, in any case, and keeps the others as they were', () => {
    fc.assert(
      fc.property(headerSets(), ({ headers, dropped, kept }) => {
        const forwarded = forwardableHeaders(headers);
        for (const name of dropped) expect(forwarded).not.toHaveProperty([name]);
        expect({ ...forwarded }).toEqual(kept);
      }),
    );
  });

  it('drops credentials and framing; headers named like Object properties stay plain values', () => {
    // as stored headers come back from JSON: __proto__ is an own property there
    const stored = JSON.parse(
      '{"Authorization":"Bearer x","cookie":"a=b","Content-Length":"2","host":"example.test","__proto__":"p","constructor":"c"}',
    ) as Record<string, string>;
    const forwarded = forwardableHeaders(stored);
    expect(Object.keys(forwarded).sort()).toEqual(['__proto__', 'constructor']);
    expect([forwarded['__proto__'], forwarded['constructor']]).toEqual(['p', 'c']);
  });
});
