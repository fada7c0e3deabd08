import { ValidateBy } from 'class-validator';
import { isHopByHop } from '../../core/http/forwarded-headers';

/** At most this many custom headers per destination. */
export const MAX_CUSTOM_HEADERS = 20;
const MAX_NAME_LENGTH = 256;
/** A value's length cap (characters, which are printable ASCII). */
export const MAX_CUSTOM_HEADER_VALUE = 4096;

/** An HTTP token (RFC 9110 §5.6.2). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Printable ASCII, space and tab inside; no CR, LF or other control character (they would split or break the request). */
const VALUE = /^[\x21-\x7e]([\t\x20-\x7e]*[\x21-\x7e])?$/;

/** Names a destination may not set: the connection's own (hop-by-hop), framing, and the Standard Webhooks headers. */
function isReservedName(lower: string): boolean {
  return isHopByHop(lower) || lower === 'host' || lower === 'content-length' || lower.startsWith('webhook-');
}

/** Why `headers` is not a usable set of custom headers (naming the header at fault), or null when it is. */
export function customHeadersProblem(headers: unknown): string | null {
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers))
    return 'headers must be an object of header names to values';
  const entries = Object.entries(headers);
  if (entries.length > MAX_CUSTOM_HEADERS) return `headers holds at most ${MAX_CUSTOM_HEADERS} headers`;
  const seen = new Set<string>();
  for (const [name, value] of entries) {
    const lower = name.toLowerCase();
    if (!TOKEN.test(name) || name.length > MAX_NAME_LENGTH)
      return `header name "${printable(name)}" is not an HTTP token of at most ${MAX_NAME_LENGTH} characters`;
    if (isReservedName(lower)) return `header "${lower}" cannot be set: hop-by-hop, host, content-length and webhook-* headers are refused`;
    if (seen.has(lower)) return `header "${lower}" is given twice`;
    seen.add(lower);
    if (typeof value !== 'string' || value.length > MAX_CUSTOM_HEADER_VALUE || !VALUE.test(value)) {
      return `header "${lower}" must have a value of 1-${MAX_CUSTOM_HEADER_VALUE} printable ASCII characters (no CR or LF, no leading or trailing space)`;
    }
  }
  return null;
}

/** A refused name as it may appear in a message: printable ASCII only, at most 64 characters. */
function printable(name: string): string {
  return name
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/"/g, "'")
    .slice(0, 64);
}

export function IsCustomHeaders(): PropertyDecorator {
  return ValidateBy({
    name: 'customHeaders',
    validator: {
      validate: (value: unknown) => customHeadersProblem(value) === null,
      defaultMessage: (args) => customHeadersProblem(args?.value) ?? 'headers is invalid',
    },
  });
}

/** The set as stored and sent: names in lower case. */
export function normalizedHeaders(headers: Record<string, string>): Record<string, string> {
  const normalized: Record<string, string> = Object.create(null) as Record<string, string>; // a header may be named __proto__
  for (const [name, value] of Object.entries(headers)) normalized[name.toLowerCase()] = value;
  return normalized;
}

/** Additional authenticated data binding a destination's sealed custom headers to it. */
export function headersAad(organizationId: string, destinationId: string): string {
  return `destination-headers:${organizationId}:${destinationId}`;
}
