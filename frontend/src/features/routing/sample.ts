import type { Endpoint, Verification } from '../../api/types';

type EventTypeSource = Endpoint['event_type_source'];

/** A header name as HTTP defines it (a token). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;

/**
 * The sample's headers from `Name: value` lines (blank lines skipped, the value trimmed), or the
 * first line that is not one.
 */
export function parseSampleHeaders(text: string): { headers: Record<string, string> } | { problem: string } {
  const headers: Record<string, string> = {};
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const name = colon < 0 ? '' : line.slice(0, colon).trim();
    if (!TOKEN.test(name)) return { problem: `Line ${index + 1} is not “Name: value”.` };
    headers[name.toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers };
}

/** Where a verified provider's senders put the event type (docs/http.md, Event types). */
const PROVIDER_SOURCES: Partial<Record<NonNullable<Verification['type']>, NonNullable<EventTypeSource>>> = {
  stripe: { kind: 'json_pointer', pointer: '/type' },
  github: { kind: 'header', name: 'x-github-event' },
  shopify: { kind: 'header', name: 'x-shopify-topic' },
  slack: { kind: 'json_pointer', pointer: '/event/type' },
  standard_webhooks: { kind: 'json_pointer', pointer: '/type' },
};

/** Where ingest reads an endpoint's event types: its own source, else its verified provider's usual place, else nowhere. */
export function effectiveTypeSource(own: EventTypeSource, verification: Verification['type']): EventTypeSource {
  return own ?? (verification === null ? null : (PROVIDER_SOURCES[verification] ?? null));
}

/** Where the sample's event type comes from: the endpoint's own source, as a sender's request would carry it. */
export function describeSampleType(source: EventTypeSource): string {
  if (source === null)
    return 'This endpoint reads no event type of its own (its sender’s provider may): set a source on its page to test event types.';
  if (source.kind === 'header')
    return `The endpoint reads the event type from the ${source.name} header: give it here, or among the headers.`;
  return `The endpoint reads the event type from the body at ${source.pointer || '(the whole body)'}.`;
}
