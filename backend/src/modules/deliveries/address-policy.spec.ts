import fc from 'fast-check';
import { isRefusedAddress } from './address-policy';

describe('isRefusedAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe('isRefusedAddress on IPv6 forms that carry an IPv4 address', () => {
  const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));
  // Private and reserved IPv4 addresses turn up often enough for both outcomes to be exercised.
  const interesting = fc.oneof(
    ipv4,
    fc.tuple(fc.constantFrom(10, 127, 0), fc.nat(255), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
    fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255)),
  );
  const hex = (n: number) => n.toString(16);
  const high = ([a, b]: number[]) => (a << 8) | b;
  const low = ([, , c, d]: number[]) => (c << 8) | d;
  const forms: Record<string, (v4: number[]) => string> = {
    mapped: (v4) => `::ffff:${v4.join('.')}`,
    'mapped, hex': (v4) => `::ffff:${hex(high(v4))}:${hex(low(v4))}`,
    SIIT: (v4) => `::ffff:0:${v4.join('.')}`,
    compatible: (v4) => `::${v4.join('.')}`,
    NAT64: (v4) => `64:ff9b::${hex(high(v4))}:${hex(low(v4))}`,
    '6to4': (v4) => `2002:${hex(high(v4))}:${hex(low(v4))}::1`,
    Teredo: (v4) => `2001:0:4136:e378:8000:63bf:${hex(high(v4) ^ 0xffff)}:${hex(low(v4) ^ 0xffff)}`,
  };

  it.each(Object.keys(forms))('%s: refused exactly when the IPv4 address it carries is', (form) => {
    fc.assert(
      fc.property(interesting, (v4) => {
        const address = forms[form](v4);
        // ::0.0.0.0 and ::0.0.0.1 are the unspecified and loopback addresses themselves
        const expected = isRefusedAddress(v4.join('.')) || (form === 'compatible' && high(v4) === 0 && low(v4) <= 1);
        expect(isRefusedAddress(address)).toBe(expected);
      }),
    );
  });

  it('refuses the whole of site-local, local-use NAT64, discard-only and documentation space', () => {
    const group = fc.nat(0xffff).map((n) => n.toString(16));
    const prefixed = (first: fc.Arbitrary<string>, fixed: number) =>
      fc.tuple(first, fc.array(group, { minLength: 8 - fixed, maxLength: 8 - fixed })).map(([head, rest]) => `${head}:${rest.join(':')}`);
    const addresses = fc.oneof(
      prefixed(fc.integer({ min: 0xfec0, max: 0xfeff }).map(hex), 1),
      prefixed(fc.constant('64:ff9b:1'), 3),
      prefixed(fc.constant('100:0:0:0'), 4),
      prefixed(fc.constant('2001:db8'), 2),
    );
    fc.assert(fc.property(addresses, (address) => expect(isRefusedAddress(address)).toBe(true)));
  });
});
