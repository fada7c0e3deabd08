/** The headers Hookyard sets on every delivery itself (a sender's of the same name are replaced): shown as sent. */
export const HOOKYARD_HEADERS: readonly string[] = ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'user-agent', 'content-type'];

/** Sender headers that carry no credential, shown with their value; the operator adds more with SHOWN_SENDER_HEADERS. */
export const SHOWN_SENDER_HEADERS: readonly string[] = [
  'content-type',
  'content-encoding',
  'user-agent',
  'x-github-event',
  'x-github-delivery',
  'x-shopify-topic',
  'x-request-id',
];

export const REDACTED = '[redacted]';

/** The names whose values the read API shows: Hookyard's own, the allowlist and the operator's additions (lower case). */
export function shownHeaderNames(operatorShown: readonly string[]): ReadonlySet<string> {
  return new Set([...HOOKYARD_HEADERS, ...SHOWN_SENDER_HEADERS, ...operatorShown].map((name) => name.toLowerCase()));
}

/**
 * A request's headers as the read API shows them: every name, and the value of those in `shown`
 * (matched case-insensitively); any other value (a sender's token, key or signature, forwarded as
 * it came) is replaced by `[redacted]`. Applied when attempts are read, so attempts recorded in clear
 * are answered redacted too, and whatever else a request gets (destination custom headers) goes through it.
 */
export function redactedHeaders(headers: Record<string, string>, shown: ReadonlySet<string>): Record<string, string> {
  const answer: Record<string, string> = Object.create(null) as Record<string, string>; // a header may be named __proto__
  for (const [name, value] of Object.entries(headers)) answer[name] = shown.has(name.toLowerCase()) ? value : REDACTED;
  return answer;
}
