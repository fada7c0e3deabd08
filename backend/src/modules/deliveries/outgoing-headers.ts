import { HOOKYARD_HEADERS, REDACTED } from '../events/shown-headers';

/**
 * The headers sent, as recorded: a custom header's value (a receiver's credential, say) is never
 * kept, whatever its name (even one the read API shows for senders); Hookyard's own headers, which
 * win over custom ones, keep theirs.
 */
export function withCustomValuesRedacted(sent: Record<string, string>, customNames: readonly string[]): Record<string, string> {
  const recorded: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, sent);
  for (const name of customNames) {
    if (Object.hasOwn(recorded, name) && !HOOKYARD_HEADERS.includes(name)) recorded[name] = REDACTED;
  }
  return recorded;
}

/** A transformation's headers with lower-case names (the last of two names that differ only in case wins). */
export function lowerCased(headers: Record<string, string>): Record<string, string> {
  const lower: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  return lower;
}

/** The forwarded headers without those Hookyard sets itself: the trace context's too when it propagates its own. */
export function withoutHookyardHeaders(headers: Record<string, string>, propagate: boolean): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith('webhook-') || name === 'user-agent' || name === 'content-type') continue;
    if (propagate && (name === 'traceparent' || name === 'tracestate')) continue;
    kept[name] = value;
  }
  return kept;
}
