import { eventTypePatternsError, matchesEventType } from '../events/event-type-patterns';
import { isPlainObject, Json } from '../../core/http/json';
import { jsonFilterError, matchesJsonFilter } from './json-filter';

/**
 * A destination's filter (issue #28): which events it receives. Every part is optional and every
 * part present must match: `event_types` (patterns as the eventType filter takes, any one
 * matching), `body` (a JSON filter on the parsed JSON body; a body that is not JSON never matches)
 * and `headers` (a JSON filter on the sender's headers, names in lower case).
 */
export interface DestinationFilter {
  event_types?: string[];
  body?: Record<string, Json>;
  headers?: Record<string, Json>;
}

/** Which part refused an event (the job's `filtered_by`). */
export type FilteredBy = 'event_type' | 'body' | 'headers' | 'transformation';

/** The largest filter kept, serialized: with the depth bound, what keeps matching cheap. */
export const MAX_FILTER_BYTES = 16_384;
const PARTS = ['event_types', 'body', 'headers'];

/** Why `value` is not a valid filter (null or a {@link DestinationFilter}), naming the faulty part (`filter.body.amount.$gt: …`), or null. */
export function destinationFilterError(value: unknown): string | null {
  if (value === null) return null;
  if (!isPlainObject(value)) return 'filter: expected null or an object with event_types, body or headers';
  const unknown = Object.keys(value).find((key) => !PARTS.includes(key));
  if (unknown !== undefined) return `filter.${unknown}: unknown part (expected event_types, body or headers)`;
  if (value.event_types !== undefined) {
    const error = eventTypePatternsError(value.event_types, 'event_types');
    if (error) return `filter.${error.replace(/^event_types /, 'event_types: ')}`;
  }
  for (const part of ['body', 'headers'] as const) {
    if (value[part] === undefined) continue;
    if (!isPlainObject(value[part])) return `filter.${part}: expected an object`;
    const error = jsonFilterError(value[part], `filter.${part}`);
    if (error) return error;
  }
  // Serialized only once its depth is known to be bounded (a very deep value would overflow the stack).
  if (Buffer.byteLength(JSON.stringify(value)) > MAX_FILTER_BYTES) return `filter: at most ${MAX_FILTER_BYTES} bytes serialized`;
  const upper = isPlainObject(value.headers) ? Object.keys(value.headers).find((name) => name !== name.toLowerCase()) : undefined;
  return upper === undefined ? null : `filter.headers.${upper}: header names are matched in lower case`;
}

/** What an event brings to a filter; body and headers are read only when a rule needs them. */
export interface FilterInput {
  eventType: string | null;
  headers: () => Record<string, string>;
  body: () => Buffer;
}

/** The first part of `filter` that refuses the event (event type, then headers, then body), or null when it passes. */
export function refusedBy(filter: DestinationFilter | null, input: FilterInput): Exclude<FilteredBy, 'transformation'> | null {
  if (!filter) return null;
  if (filter.event_types && !matchesEventType(filter.event_types, input.eventType)) return 'event_type';
  if (filter.headers && !matchesJsonFilter(filter.headers, input.headers())) return 'headers';
  if (filter.body) {
    const body = parsedJson(input.body());
    if (body === undefined || !matchesJsonFilter(filter.body, body)) return 'body';
  }
  return null;
}

/** The body as JSON, or undefined when it is not JSON (whatever its content type says). */
function parsedJson(body: Buffer): Json | undefined {
  try {
    return JSON.parse(body.toString('utf8')) as Json;
  } catch {
    return undefined;
  }
}
