import { isPlainObject, Json } from '../../core/http/json';

/**
 * JSON filters in Hookdeck's style (issue #28), for a destination's `body` and `headers` rules.
 *
 * - An object matches key by key, recursively; a key it names that the value lacks is `undefined`.
 * - A primitive (string, number, boolean, null) matches an equal value; against an array it means
 *   "contains": some element is equal.
 * - An array matches an array that contains, for each of its items, an element that item matches.
 * - An object without operators against an array matches when some element matches it.
 * - Operators, applied to the value itself: `$eq $neq` (deep equality), `$gt $gte $lt $lte` (number
 *   with number, string with string), `$in $nin` (the value, or an element of an array value, equal
 *   to an item of the list), `$startsWith $endsWith` (strings), `$exist` (whether the key is
 *   there), `$or $and` (lists of filters) and `$not` (a filter).
 *
 * Written here rather than taken from a Mongo-style matcher such as `sift`: those differ on the
 * points above (`$exists`, no `$startsWith`/`$endsWith`, arrays matched by whole equality) and carry
 * `$where` (code) and `$regex` (backtracking), which a filter typed by any member must not reach.
 * Cost: each filter node is compared with the value nodes its path leads to, once each, so
 * matching takes at most (filter nodes × value nodes) steps; the destination filter's size bound
 * (see destination-filter.ts) keeps the first factor small.
 */

type Value = Json | undefined;

const COMPARISONS = ['$gt', '$gte', '$lt', '$lte'] as const;
const OPERATORS = new Set(['$eq', '$neq', ...COMPARISONS, '$in', '$nin', '$startsWith', '$endsWith', '$exist', '$or', '$and', '$not']);

/** Whether `value` (undefined: absent) passes `filter`. Assumes a filter that {@link jsonFilterError} accepts. */
export function matchesJsonFilter(filter: Json, value: Value): boolean {
  if (Array.isArray(filter))
    return Array.isArray(value) && filter.every((item) => value.some((element) => matchesJsonFilter(item, element)));
  if (!isPlainObject(filter)) return Array.isArray(value) ? value.some((element) => equal(element, filter)) : equal(value, filter);
  const keys = Object.keys(filter);
  if (Array.isArray(value) && !keys.some((key) => OPERATORS.has(key))) {
    return value.some((element) => matchesJsonFilter(filter, element));
  }
  return keys.every((key) =>
    OPERATORS.has(key)
      ? matchesOperator(key, filter[key], value)
      : matchesJsonFilter(filter[key], isPlainObject(value) ? own(value, key) : undefined),
  );
}

function own(object: Record<string, Json>, key: string): Value {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

function matchesOperator(operator: string, operand: Json, value: Value): boolean {
  switch (operator) {
    case '$eq':
      return equal(value, operand);
    case '$neq':
      return !equal(value, operand);
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return compares(operator, value, operand);
    case '$in':
      return isIn(value, operand as Json[]);
    case '$nin':
      return !isIn(value, operand as Json[]);
    case '$startsWith':
      return typeof value === 'string' && value.startsWith(operand as string);
    case '$endsWith':
      return typeof value === 'string' && value.endsWith(operand as string);
    case '$exist':
      return (value !== undefined) === operand;
    case '$or':
      return (operand as Json[]).some((filter) => matchesJsonFilter(filter, value));
    case '$and':
      return (operand as Json[]).every((filter) => matchesJsonFilter(filter, value));
    default: // $not
      return !matchesJsonFilter(operand, value);
  }
}

function compares(operator: (typeof COMPARISONS)[number], value: Value, operand: Json): boolean {
  if (typeof value !== typeof operand || (typeof value !== 'number' && typeof value !== 'string')) return false;
  const [a, b] = [value, operand as typeof value];
  if (operator === '$gt') return a > b;
  if (operator === '$gte') return a >= b;
  if (operator === '$lt') return a < b;
  return a <= b;
}

function isIn(value: Value, list: Json[]): boolean {
  const candidates = Array.isArray(value) ? value : [value];
  return candidates.some((candidate) => list.some((item) => equal(candidate, item)));
}

/** Deep equality of JSON values (object keys in any order); undefined equals nothing. */
export function equal(a: Value, b: Value): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => equal(item, b[i]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && equal(a[key], b[key]));
}

export const MAX_FILTER_DEPTH = 10;

/**
 * Why `filter` is not a valid JSON filter (`<path>: <reason>`, the path starting at `path`), or null.
 * Operands of `$eq`, `$neq`, `$in` and `$nin` are values, checked as filters all the same (a key
 * starting with `$` is refused there too), so every number is finite and every level counted.
 */
export function jsonFilterError(filter: unknown, path: string, depth = 1): string | null {
  if (depth > MAX_FILTER_DEPTH) return `${path}: nested deeper than ${MAX_FILTER_DEPTH} levels`;
  if (typeof filter === 'number' && !Number.isFinite(filter)) return `${path}: expected a finite number`;
  if (Array.isArray(filter)) return firstError(filter.map((item, i) => () => jsonFilterError(item, `${path}[${i}]`, depth + 1)));
  if (!isPlainObject(filter)) return null;
  return firstError(
    Object.entries(filter).map(([key, operand]) => () => {
      const at = `${path}.${key}`;
      if (!key.startsWith('$')) return jsonFilterError(operand, at, depth + 1);
      if (!OPERATORS.has(key)) return `${at}: unknown operator (expected one of ${[...OPERATORS].join(' ')})`;
      return operandError(key, operand, at, depth + 1);
    }),
  );
}

function operandError(operator: string, operand: unknown, at: string, depth: number): string | null {
  switch (operator) {
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return typeof operand === 'string' || (typeof operand === 'number' && Number.isFinite(operand))
        ? null
        : `${at}: expected a number or string`;
    case '$startsWith':
    case '$endsWith':
      return typeof operand === 'string' ? null : `${at}: expected a string`;
    case '$exist':
      return typeof operand === 'boolean' ? null : `${at}: expected true or false`;
    case '$in':
    case '$nin':
    case '$or':
    case '$and':
      if (!Array.isArray(operand) || operand.length === 0) return `${at}: expected a non-empty array`;
      return jsonFilterError(operand, at, depth);
    default: // $eq $neq $not: any JSON value
      return jsonFilterError(operand, at, depth);
  }
}

function firstError(checks: (() => string | null)[]): string | null {
  for (const check of checks) {
    const error = check();
    if (error) return error;
  }
  return null;
}
