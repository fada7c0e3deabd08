/**
 * Event-type patterns (issue #28): an exact type (`invoice.paid`) or a prefix ending in `*`
 * (`invoice.*`, or `*` for any type). The list, export and bulk filter `eventType` takes a list of
 * them, any one matching; destination filters can take the same list and match it in memory.
 * An event without a type matches no pattern.
 */

const MAX_EVENT_TYPE_PATTERNS = 20;
/** The longest event type ingest keeps, so the longest useful pattern (plus its `*`). */
export const MAX_EVENT_TYPE_LENGTH = 200;

type EventTypePattern = { kind: 'exact'; type: string } | { kind: 'prefix'; prefix: string };

/** `invoice.*` → prefix `invoice.`; anything else exact. Assumes a pattern that {@link eventTypePatternError} accepts. */
function parseEventTypePattern(pattern: string): EventTypePattern {
  return pattern.endsWith('*') ? { kind: 'prefix', prefix: pattern.slice(0, -1) } : { kind: 'exact', type: pattern };
}

/** Why a list of patterns is refused, or null when it is valid; the message starts with `field`. */
export function eventTypePatternsError(patterns: unknown, field = 'eventType'): string | null {
  if (!Array.isArray(patterns) || patterns.length === 0) return `${field} must name 1 to 20 event types or prefixes`;
  if (patterns.length > MAX_EVENT_TYPE_PATTERNS) return `${field} must name at most ${MAX_EVENT_TYPE_PATTERNS} event types or prefixes`;
  for (const pattern of patterns) {
    const error = eventTypePatternError(pattern, field);
    if (error) return error;
  }
  return null;
}

function eventTypePatternError(pattern: unknown, field: string): string | null {
  if (typeof pattern !== 'string' || pattern.length === 0) return `${field} must not have an empty item`;
  if ([...pattern].length > MAX_EVENT_TYPE_LENGTH + 1) return `${field} items must be at most ${MAX_EVENT_TYPE_LENGTH} characters`;
  if (pattern.slice(0, -1).includes('*')) return `${field} items may have a * only at their end (a prefix like invoice.*)`;
  return null;
}

/** A comma-separated list (a repeated parameter or a JSON array is already a list); items trimmed. */
export const eventTypeList = (value: unknown): unknown =>
  typeof value === 'string' ? value.split(',').map((part) => part.trim()) : Array.isArray(value) ? value.map(trimmed) : value;
const trimmed = (item: unknown): unknown => (typeof item === 'string' ? item.trim() : item);

/** Whether `type` matches any of the patterns (null, no type, matches none). */
export function matchesEventType(patterns: readonly string[], type: string | null): boolean {
  if (type === null) return false;
  return patterns.some((text) => {
    const pattern = parseEventTypePattern(text);
    return pattern.kind === 'exact' ? type === pattern.type : type.startsWith(pattern.prefix);
  });
}

/** `value` for a LIKE pattern: its `\`, `%` and `_` escaped (PostgreSQL's default escape character is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The SQL condition "`column` matches any of the patterns": the exact types as one `= ANY`, each
 * prefix as a LIKE with its wildcards escaped (so `a_b.*` never matches `axb.c`). `param` adds a
 * value to the statement and answers its placeholder.
 */
export function eventTypeCondition(column: string, patterns: readonly string[], param: (value: unknown) => string): string {
  const parsed = patterns.map(parseEventTypePattern);
  const exact = [...new Set(parsed.flatMap((pattern) => (pattern.kind === 'exact' ? [pattern.type] : [])))];
  const prefixes = [...new Set(parsed.flatMap((pattern) => (pattern.kind === 'prefix' ? [pattern.prefix] : [])))];
  const conditions: string[] = [];
  if (exact.length === 1) conditions.push(`${column} = ${param(exact[0])}`);
  else if (exact.length > 1) conditions.push(`${column} = ANY(${param(exact)}::text[])`);
  for (const prefix of prefixes) conditions.push(`${column} LIKE ${param(`${escapeLike(prefix)}%`)}`);
  return conditions.length === 1 ? conditions[0] : `(${conditions.join(' OR ')})`;
}
