/**
 * Hop-by-hop fields (RFC 9110 §7.6.1, and `proxy-*` as a whole): they describe the sender's own
 * connection to us, never the message, and sending them on can make the request impossible
 * (`expect: 100-continue` or `transfer-encoding` make the HTTP client refuse it).
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect']);

/** Credentials and framing: never stored nor forwarded. */
const NEVER_FORWARDED = new Set(['authorization', 'cookie', 'content-length', 'host']);

/** A header set as Node parses it, or as an event stored it. */
export type HeaderSet = Record<string, string | string[] | undefined>;

/**
 * The sender headers that may be stored with an event and forwarded on delivery: every header but
 * credentials, framing, the hop-by-hop ones and each one the `Connection` header names. Names come
 * out in lower case. Ingest filters what it stores with it, and the webhook sender what it sends,
 * so events stored before a name was added here are sent without it.
 */
export function forwardableHeaders(headers: HeaderSet): Record<string, string> {
  const connectionOptions = new Set<string>();
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== 'connection' || value === undefined) continue;
    for (const option of (Array.isArray(value) ? value : [value]).flatMap((line) => line.split(','))) {
      connectionOptions.add(option.trim().toLowerCase());
    }
  }
  const kept: Record<string, string> = Object.create(null) as Record<string, string>; // a header may be named __proto__
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || isDropped(lower) || connectionOptions.has(lower)) continue;
    const joined = Array.isArray(value) ? value.join(', ') : value;
    kept[lower] = Object.hasOwn(kept, lower) ? `${kept[lower]}, ${joined}` : joined;
  }
  return kept;
}

function isDropped(lowerName: string): boolean {
  return isHopByHop(lowerName) || NEVER_FORWARDED.has(lowerName);
}

/** A hop-by-hop field name (lower case), `proxy-*` included. */
export function isHopByHop(lowerName: string): boolean {
  return HOP_BY_HOP.has(lowerName) || lowerName.startsWith('proxy-');
}
