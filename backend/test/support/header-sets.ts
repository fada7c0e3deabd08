import fc from 'fast-check';

/** Every hop-by-hop name of RFC 9110 §7.6.1 we drop, and a few `proxy-*` ones. */
const HOP_BY_HOP_NAMES = [
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
] as const;

export interface GeneratedHeaderSet {
  /** As a sender would send them: names in random case, `Connection` listing some of the others. */
  headers: Record<string, string | string[]>;
  /** Lower-case names that must be neither stored nor sent. */
  dropped: string[];
  /** What must be stored and sent: lower-case name to value. */
  kept: Record<string, string>;
}

const randomCase = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join(''));

/** A header value as an HTTP parser hands it over: visible ASCII, inner spaces, no surrounding whitespace. */
const value = fc.stringMatching(/^[!-~]([ -~]{0,20}[!-~])?$/);

/**
 * Header sets with every hop-by-hop name (in random case, with random values, `proxy-*` extras),
 * `Connection` naming some of the other headers (and `keep-alive`/`close` options), and other
 * `x-…` headers that must go through. `multiValue`: some values come as arrays (Node's form for a
 * repeated header).
 */
export function headerSets({ multiValue = true } = {}): fc.Arbitrary<GeneratedHeaderSet> {
  const otherNames = fc.uniqueArray(fc.stringMatching(/^x-[a-z0-9]{1,10}$/), { maxLength: 8 });
  const hopNames = fc
    .tuple(fc.subarray([...HOP_BY_HOP_NAMES]), fc.option(fc.stringMatching(/^proxy-[a-z0-9]{1,8}$/)))
    .map(([names, extra]) => (extra && !names.includes(extra as never) ? [...names, extra] : names));
  const anyValue = multiValue ? fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 3 })) : value;
  return fc
    .record({
      others: otherNames,
      hops: hopNames,
      listedMask: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      connectionOption: fc.constantFrom('', 'keep-alive', 'close'),
    })
    .chain(({ others, hops, listedMask, connectionOption }) => {
      const listed = others.filter((_, i) => listedMask[i]);
      return fc.record({
        listed: fc.constant(listed),
        others: fc.tuple(...others.map((name) => fc.tuple(randomCase(name), anyValue))),
        hops: fc.tuple(...hops.map((name) => fc.tuple(fc.constant(name), randomCase(name), value))),
        listedSpelling: fc.tuple(...listed.map(randomCase)),
        connectionOption: fc.constant(connectionOption),
      });
    })
    .map(({ listed, others, hops, listedSpelling, connectionOption }) => {
      const headers: Record<string, string | string[]> = {};
      const kept: Record<string, string> = {};
      for (const [spelled, raw] of others) {
        headers[spelled] = raw;
        const name = spelled.toLowerCase();
        if (!listed.includes(name)) kept[name] = Array.isArray(raw) ? raw.join(', ') : raw;
      }
      for (const [name, spelled, raw] of hops) if (name !== 'connection') headers[spelled] = raw;
      const options = [...listedSpelling, connectionOption].filter(Boolean);
      if (options.length > 0 || hops.some(([name]) => name === 'connection')) {
        const spelled = hops.find(([name]) => name === 'connection')?.[1] ?? 'Connection';
        headers[spelled] = options.length > 0 ? options.join(', ') : 'keep-alive';
      }
      const dropped = [...hops.map(([name]) => name), ...listed];
      return { headers, dropped, kept };
    });
}
