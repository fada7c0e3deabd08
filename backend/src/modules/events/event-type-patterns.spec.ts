import fc from 'fast-check';
import { escapeLike, eventTypeCondition, eventTypeList, eventTypePatternsError, matchesEventType } from './event-type-patterns';

/** Types drawn from characters that matter: LIKE's wildcards and escape, the pattern's `*`, separators. */
const typeChar = fc.constantFrom('a', 'b', '.', '_', '%', '\\', '-', ':', 'é');
const eventType = fc.string({ unit: typeChar, minLength: 1, maxLength: 8 });

/** PostgreSQL's LIKE (default escape `\`) in JavaScript, to check the escaping against. */
function like(value: string, pattern: string): boolean {
  let regex = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === '\\') regex += pattern[++i].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (char === '%') regex += '[\\s\\S]*';
    else if (char === '_') regex += '[\\s\\S]';
    else regex += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${regex}$`, 'u').test(value);
}

describe('event-type patterns', () => {
  it('an exact pattern matches only its own type; a prefix every type that starts with it', () => {
    fc.assert(
      fc.property(eventType, eventType, (type, other) => {
        expect(matchesEventType([type], type)).toBe(true);
        expect(matchesEventType([type], other)).toBe(type === other);
        expect(matchesEventType([`${type}*`], type + other)).toBe(true);
        expect(matchesEventType([`${type}*`], other)).toBe(other.startsWith(type));
        expect(matchesEventType(['*'], other)).toBe(true);
        expect(matchesEventType([type, `${type}*`, '*'], null)).toBe(false);
      }),
    );
  });

  it('any one of several patterns matching is enough', () => {
    fc.assert(
      fc.property(fc.array(eventType, { minLength: 1, maxLength: 5 }), eventType, (types, type) => {
        expect(matchesEventType(types, type)).toBe(types.includes(type));
      }),
    );
  });

  it('escapes % _ and \\ so that a LIKE prefix matches exactly what startsWith does', () => {
    fc.assert(
      fc.property(eventType, eventType, (prefix, type) => {
        expect(like(type, `${escapeLike(prefix)}%`)).toBe(type.startsWith(prefix));
      }),
    );
  });

  it('builds one condition whose values are the types and escaped prefixes, never the text of the SQL', () => {
    const values: unknown[] = [];
    const param = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    expect(eventTypeCondition('e.event_type', ['a_b.*', 'x', 'y', 'x'], param)).toBe(
      '(e.event_type = ANY($1::text[]) OR e.event_type LIKE $2)',
    );
    expect(values).toEqual([['x', 'y'], 'a\\_b.%']);
    expect(eventTypeCondition('t', ['one'], param)).toBe('t = $3');
  });

  it('validates a list: 1–20 items, none empty, a * only at the end', () => {
    const error = (value: string) => eventTypePatternsError(eventTypeList(value));
    expect(error('invoice.paid,invoice.*, customer.created ')).toBeNull();
    expect(error('*')).toBeNull();
    expect(error('a,,b')).toMatch(/empty/);
    expect(error('')).toMatch(/empty/);
    expect(error('in*voice')).toMatch(/only at their end/);
    expect(error('**')).toMatch(/only at their end/);
    expect(error(Array(21).fill('a').join(','))).toMatch(/at most 20/);
    expect(error(Array(20).fill('a').join(','))).toBeNull();
    expect(error('x'.repeat(202))).toMatch(/at most 200/);
    expect(eventTypePatternsError([])).not.toBeNull();
    expect(eventTypePatternsError([3])).not.toBeNull();
  });

  it('never accepts a list with an empty item or an inner *, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', '*', ' ', '.'), maxLength: 4 }), { maxLength: 22 }), (items) => {
        const list = eventTypeList(items.join(',')) as string[];
        const valid = list.length >= 1 && list.length <= 20 && list.every((item) => item.length > 0 && !item.slice(0, -1).includes('*'));
        expect(eventTypePatternsError(list) === null).toBe(valid);
      }),
    );
  });
});
