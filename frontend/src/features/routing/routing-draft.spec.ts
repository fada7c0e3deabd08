import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addPatterns, errorsAt, filterOf, filterTexts, jsonPartProblem, MAX_EVENT_TYPES, type Filter } from './routing-draft';

/** An event type as senders name them: no `*`, no separator the chip input splits on. */
const type = fc.stringMatching(/^[a-z][a-z0-9_.-]{0,30}$/);
const pattern = fc.tuple(type, fc.boolean()).map(([text, prefix]) => (prefix ? `${text}*` : text));

describe('addPatterns (the event-type chips)', () => {
  it('adds exact types and prefixes, comma- or space-separated, once each and in order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(pattern, { maxLength: 8 }),
        fc.array(pattern, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(',', ' ', ', '),
        (current, added, separator) => {
          const result = addPatterns(current, added.join(separator));
          expect(result).toEqual({ patterns: [...new Set([...current, ...added])] });
        },
      ),
    );
  });

  it('refuses a * anywhere but at the end, saying so, and adds nothing', () => {
    fc.assert(
      fc.property(type, type, fc.array(pattern, { maxLength: 3 }), (before, after, others) => {
        const result = addPatterns(['a.b'], [...others, `${before}*${after}`].join(','));
        expect(result).toEqual({ problem: expect.stringContaining('a * goes only at the end') });
      }),
    );
  });

  it(`refuses more than ${MAX_EVENT_TYPES} in all, and an empty text`, () => {
    fc.assert(
      fc.property(fc.uniqueArray(type, { minLength: MAX_EVENT_TYPES + 1, maxLength: MAX_EVENT_TYPES + 5 }), (types) => {
        expect(addPatterns(types.slice(0, 10), types.slice(10).join(','))).toEqual({
          problem: `At most ${MAX_EVENT_TYPES} event types or prefixes.`,
        });
      }),
    );
    expect(addPatterns([], ' , ')).toHaveProperty('problem');
    expect(addPatterns([], 'x'.repeat(201))).toHaveProperty('problem');
    expect(addPatterns([], `${'x'.repeat(200)}*`)).toEqual({ patterns: [`${'x'.repeat(200)}*`] });
  });
});

describe('jsonPartProblem (the body and headers editors)', () => {
  it('accepts an empty text and any JSON object, however it is spaced', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.nat(4), (object, indent) => {
        expect(jsonPartProblem(JSON.stringify(object, null, indent))).toBeNull();
      }),
    );
    expect(jsonPartProblem('  \n')).toBeNull();
  });

  it('refuses JSON that is not an object, and text that is not JSON, saying which', () => {
    fc.assert(
      fc.property(
        fc.jsonValue().filter((value) => value === null || typeof value !== 'object' || Array.isArray(value)),
        (value) => {
          expect(jsonPartProblem(JSON.stringify(value))).toMatch(/^Expected a JSON object/);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        fc.pre(!parses && text.trim() !== '');
        expect(jsonPartProblem(text)).toMatch(/^Not JSON: /);
      }),
    );
  });
});

describe('filterTexts and filterOf', () => {
  const part = fc.dictionary(fc.string({ minLength: 1 }), fc.jsonValue(), { minKeys: 1, maxKeys: 4 });
  const filter: fc.Arbitrary<Filter> = fc.record(
    { event_types: fc.uniqueArray(pattern, { minLength: 1, maxLength: 5 }), body: part, headers: part },
    { requiredKeys: [] },
  );

  it('gives back the stored filter from the editors’ texts; no part at all is null (every event)', () => {
    fc.assert(
      fc.property(filter, (stored) => {
        const back = filterOf(filterTexts(stored));
        expect(back).toEqual(Object.keys(stored).length === 0 ? null : JSON.parse(JSON.stringify(stored)));
      }),
    );
    expect(filterOf(filterTexts(null))).toBeNull();
  });

  it('sends a part that is not JSON as its text, for the API to name', () => {
    expect(filterOf({ eventTypes: [], body: '{"a": ', headers: ' ' })).toEqual({ body: '{"a": ' });
  });
});

describe('errorsAt', () => {
  it('gives each part the messages naming its path, and no other part’s', () => {
    const errors = [
      { field: 'filter', message: 'filter.body.amount.$nope: unknown operator' },
      { field: 'filter', message: 'filter.headers.X-Shop: header names are matched in lower case' },
      { field: 'filter', message: 'filter.event_types: items may have a * only at their end' },
      { field: 'transformation', message: 'transformation.code must be at most 65536 bytes' },
      { field: 'headers', message: 'headers.host: refused' },
    ];
    expect(errorsAt(errors, 'filter.body')).toEqual([errors[0]!.message]);
    expect(errorsAt(errors, 'filter.headers')).toEqual([errors[1]!.message]);
    expect(errorsAt(errors, 'filter.event_types')).toEqual([errors[2]!.message]);
    expect(errorsAt(errors, 'transformation')).toEqual([errors[3]!.message]);
  });
});
