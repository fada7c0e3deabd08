import type { Destination, FieldError } from '../../api/types';

export type Filter = NonNullable<Destination['filter']>;
export type Transformation = Destination['transformation'];

/** The API's limits on a filter's `event_types` (docs/http.md, Destination filters). */
export const MAX_EVENT_TYPES = 20;
const MAX_TYPE_CHARACTERS = 200;

/**
 * Why `pattern` cannot be an event-type chip, or null: an exact type (`invoice.paid`) or a prefix
 * ending in `*` (`invoice.*`, `*` alone for any type), at most 200 characters before the `*`.
 */
function patternProblem(pattern: string): string | null {
  if (pattern === '') return 'Type a type (invoice.paid) or a prefix ending in * (invoice.*).';
  if (pattern.slice(0, -1).includes('*')) return `“${pattern}”: a * goes only at the end (invoice.*).`;
  if ([...pattern.replace(/\*$/, '')].length > MAX_TYPE_CHARACTERS) return `“${pattern.slice(0, 20)}…” is longer than 200 characters.`;
  return null;
}

/**
 * The chips `text` adds to `current` (comma- or space-separated, duplicates dropped), or the first
 * problem with it (a bad pattern, more than 20 in all).
 */
export function addPatterns(current: readonly string[], text: string): { patterns: string[] } | { problem: string } {
  const items = text
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) return { problem: patternProblem('')! };
  for (const item of items) {
    const problem = patternProblem(item);
    if (problem !== null) return { problem };
  }
  const patterns = [...new Set([...current, ...items])];
  if (patterns.length > MAX_EVENT_TYPES) return { problem: `At most ${MAX_EVENT_TYPES} event types or prefixes.` };
  return { patterns };
}

/**
 * What is wrong with the text of a filter's `body` or `headers` part as JSON, or null when it is
 * empty (no such part) or a JSON object. Whether the object is a valid filter is the API's to say.
 */
export function jsonPartProblem(text: string): string | null {
  if (text.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `Not JSON: ${(error as Error).message}`;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'Expected a JSON object, e.g. {"amount": {"$gte": 100}}.';
  return null;
}

/** The editors' texts of a filter: its type chips and its body and headers parts as JSON. */
export interface FilterTexts {
  eventTypes: string[];
  body: string;
  headers: string;
}

/** A stored filter as the editors show it (parts pretty-printed; a missing part empty). */
export function filterTexts(filter: Destination['filter'] | undefined): FilterTexts {
  const text = (part: object | undefined) => (part === undefined ? '' : JSON.stringify(part, null, 2));
  return { eventTypes: filter?.event_types ?? [], body: text(filter?.body), headers: text(filter?.headers) };
}

/**
 * The filter the editors hold: null when every part is empty (every event). A part whose text is
 * not JSON goes as its text, so the API's 400 names it (the editor already says why).
 */
export function filterOf({ eventTypes, body, headers }: FilterTexts): Destination['filter'] {
  const filter: Record<string, unknown> = {};
  if (eventTypes.length > 0) filter.event_types = eventTypes;
  for (const [name, text] of [
    ['body', body],
    ['headers', headers],
  ] as const) {
    if (text.trim() === '') continue;
    try {
      filter[name] = JSON.parse(text);
    } catch {
      filter[name] = text;
    }
  }
  return Object.keys(filter).length === 0 ? null : (filter as Filter);
}

/** The form fields the routing editors write (`event_type_pattern` per chip, `filter_body`, `filter_headers`, `transformation_code`). */
export function readFilterFields(form: FormData): Destination['filter'] {
  return filterOf({
    eventTypes: form.getAll('event_type_pattern').map(String),
    body: String(form.get('filter_body') ?? ''),
    headers: String(form.get('filter_headers') ?? ''),
  });
}

/** The transformation the code editor holds: null when its code is blank (the request goes as received). */
export function readTransformationField(form: FormData): Transformation {
  const code = String(form.get('transformation_code') ?? '');
  return code.trim() === '' ? null : { code };
}

/**
 * The messages of a `validation_failed` problem about one place of the routing (`filter.body`,
 * `filter.headers`, `filter.event_types`, `transformation`, …): the API names the faulty path at
 * the start of the message (`filter.body.amount.$gt: expected a number or string`) or as the field.
 */
export function errorsAt(errors: readonly FieldError[], path: string): string[] {
  const at = (text: string) => text === path || text.startsWith(`${path}.`) || text.startsWith(`${path}:`) || text.startsWith(`${path}[`);
  return errors.filter(({ field, message }) => at(message) || at(field)).map(({ message }) => message);
}
