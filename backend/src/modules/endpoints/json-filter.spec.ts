import fc from 'fast-check';
import type { Json } from '../../core/http/json';
import { equal, jsonFilterError, matchesJsonFilter, MAX_FILTER_DEPTH } from './json-filter';

/** Keys without a leading `$` (those are operators in a filter). */
const key = fc
  .string({ unit: fc.constantFrom('a', 'b', 'c', '_', 'é', '$'), minLength: 1, maxLength: 3 })
  .filter((k) => !k.startsWith('$'));
const primitive: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }),
  fc.string({ unit: fc.constantFrom('a', 'b', 'x', ' '), maxLength: 3 }),
);
const { document } = fc.letrec<{ document: Json }>((tie) => ({
  document: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    primitive,
    fc.array(tie('document'), { maxLength: 3 }),
    fc.dictionary(key, tie('document'), { maxKeys: 3 }),
  ),
}));

/** Filters of every kind: values, objects of key filters, and each operator with a well-typed operand. */
const { filter } = fc.letrec<{ filter: Json }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    primitive,
    fc.array(tie('filter'), { maxLength: 2 }),
    fc.dictionary(key, tie('filter'), { minKeys: 1, maxKeys: 2 }),
    fc.record({ $eq: document }),
    fc.record({ $neq: document }),
    fc
      .tuple(fc.constantFrom('$gt', '$gte', '$lt', '$lte'), fc.oneof(fc.integer({ min: -5, max: 5 }), fc.string({ maxLength: 2 })))
      .map(([op, operand]) => ({ [op]: operand })),
    fc.tuple(fc.constantFrom('$in', '$nin'), fc.array(primitive, { minLength: 1, maxLength: 3 })).map(([op, list]) => ({ [op]: list })),
    fc
      .tuple(fc.constantFrom('$startsWith', '$endsWith'), fc.string({ unit: fc.constantFrom('a', 'b', 'x'), maxLength: 2 }))
      .map(([op, operand]) => ({ [op]: operand })),
    fc.record({ $exist: fc.boolean() }),
    fc.tuple(fc.constantFrom('$or', '$and'), fc.array(tie('filter'), { minLength: 1, maxLength: 3 })).map(([op, list]) => ({ [op]: list })),
    fc.record({ $not: tie('filter') }),
  ),
}));
/** A value as a filter sees it: a document or absent. */
const value = fc.option(document, { nil: undefined });

/** Levels of a JSON value: a primitive is one, an array or object one more than its deepest item. */
function levels(json: Json): number {
  const items = Array.isArray(json) ? json : json !== null && typeof json === 'object' ? Object.values(json) : [];
  return 1 + Math.max(0, ...items.map(levels));
}

describe('JSON filters', () => {
  it('a filter made from a document matches it (objects key by key, arrays by containment, primitives by equality)', () => {
    fc.assert(fc.property(document, (doc) => expect(matchesJsonFilter(doc, doc)).toBe(true)));
  });

  it('an object filter is the conjunction of its keys, and a part of a matching document matches too', () => {
    fc.assert(
      fc.property(fc.dictionary(key, document, { minKeys: 1, maxKeys: 4 }), (doc) => {
        for (const [k, v] of Object.entries(doc)) expect(matchesJsonFilter({ [k]: v }, doc)).toBe(true);
        expect(matchesJsonFilter({ ...doc, zz_missing: 1 }, doc)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(key, filter, key, filter, document, (k1, f1, k2, f2, doc) => {
        fc.pre(k1 !== k2);
        expect(matchesJsonFilter({ [k1]: f1, [k2]: f2 }, doc)).toBe(
          matchesJsonFilter({ [k1]: f1 }, doc) && matchesJsonFilter({ [k2]: f2 }, doc),
        );
      }),
    );
  });

  it('every generated filter within the depth bound is valid, deeper ones are refused for it, and matching never throws', () => {
    fc.assert(
      fc.property(filter, value, (f, v) => {
        const error = jsonFilterError(f, 'filter.body');
        if (levels(f) > MAX_FILTER_DEPTH) expect(error).toMatch(/: nested deeper than 10 levels$/);
        else expect(error).toBeNull();
        expect(typeof matchesJsonFilter(f, v)).toBe('boolean');
      }),
    );
  });

  it('$not inverts; $or is any, $and is all; $and of one filter is that filter', () => {
    fc.assert(
      fc.property(filter, filter, value, (a, b, v) => {
        const [ma, mb] = [matchesJsonFilter(a, v), matchesJsonFilter(b, v)];
        expect(matchesJsonFilter({ $not: a }, v)).toBe(!ma);
        expect(matchesJsonFilter({ $not: { $not: a } }, v)).toBe(ma);
        expect(matchesJsonFilter({ $or: [a, b] }, v)).toBe(ma || mb);
        expect(matchesJsonFilter({ $and: [a, b] }, v)).toBe(ma && mb);
        expect(matchesJsonFilter({ $and: [a] }, v)).toBe(ma);
        // De Morgan
        expect(matchesJsonFilter({ $not: { $or: [a, b] } }, v)).toBe(matchesJsonFilter({ $and: [{ $not: a }, { $not: b }] }, v));
      }),
    );
  });

  it('a primitive against an array means "contains"; $in is contains for either side', () => {
    fc.assert(
      fc.property(primitive, fc.array(primitive, { maxLength: 5 }), (p, list) => {
        const contains = list.some((item) => equal(item, p));
        expect(matchesJsonFilter(p, list)).toBe(contains);
        expect(matchesJsonFilter({ $in: [p] }, list)).toBe(contains);
        expect(matchesJsonFilter({ $nin: [p] }, list)).toBe(!contains);
        expect(matchesJsonFilter({ $in: list.length > 0 ? list : [p] }, p)).toBe(list.length > 0 ? contains : true);
      }),
    );
  });

  it('$eq is deep equality whatever the key order, $neq its negation; absent values equal nothing', () => {
    fc.assert(
      fc.property(document, document, (a, b) => {
        expect(matchesJsonFilter({ $eq: a }, a)).toBe(true);
        expect(matchesJsonFilter({ $eq: a }, b)).toBe(JSON.stringify(a) === JSON.stringify(b) || equal(a, b));
        expect(matchesJsonFilter({ $neq: a }, b)).toBe(!equal(a, b));
        expect(matchesJsonFilter({ $eq: a }, undefined)).toBe(false);
      }),
    );
    expect(equal({ a: 1, b: [2, { c: 3 }] }, { b: [2, { c: 3 }], a: 1 })).toBe(true);
  });

  it('comparisons take numbers with numbers and strings with strings, never a mix', () => {
    const comparable = fc.oneof(fc.tuple(fc.integer(), fc.integer()), fc.tuple(fc.string(), fc.string()));
    fc.assert(
      fc.property(comparable, ([v, x]) => {
        expect(matchesJsonFilter({ $gt: x }, v)).toBe(v > x);
        expect(matchesJsonFilter({ $gte: x }, v)).toBe(v >= x);
        expect(matchesJsonFilter({ $lt: x }, v)).toBe(v < x);
        expect(matchesJsonFilter({ $lte: x }, v)).toBe(v <= x);
      }),
    );
    fc.assert(fc.property(fc.integer(), (n) => expect(matchesJsonFilter({ $gte: String(n) }, n)).toBe(false)));
  });

  it('$startsWith and $endsWith take strings only; $exist tells present from absent', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (start, middle, end) => {
        const text = start + middle + end;
        expect(matchesJsonFilter({ $startsWith: start }, text)).toBe(true);
        expect(matchesJsonFilter({ $endsWith: end }, text)).toBe(true);
        expect(matchesJsonFilter({ $startsWith: middle }, text)).toBe(text.startsWith(middle));
      }),
    );
    expect(matchesJsonFilter({ $startsWith: '1' }, 12)).toBe(false);
    fc.assert(
      fc.property(document, (doc) => {
        expect(matchesJsonFilter({ a: { $exist: true } }, { a: doc })).toBe(true);
        expect(matchesJsonFilter({ a: { $exist: false } }, { a: doc })).toBe(false);
        expect(matchesJsonFilter({ a: { $exist: false } }, { b: doc })).toBe(true);
      }),
    );
  });

  it('an object filter against an array matches when some element does', () => {
    const events = {
      items: [
        { sku: 'a', qty: 1 },
        { sku: 'b', qty: 5 },
      ],
    };
    expect(matchesJsonFilter({ items: { sku: 'b', qty: { $gt: 2 } } }, events)).toBe(true);
    expect(matchesJsonFilter({ items: { sku: 'a', qty: { $gt: 2 } } }, events)).toBe(false);
    expect(matchesJsonFilter({ tags: ['x', 'y'] }, { tags: ['y', 'z', 'x'] })).toBe(true);
    expect(matchesJsonFilter({ tags: ['x', 'q'] }, { tags: ['y', 'z', 'x'] })).toBe(false);
    expect(matchesJsonFilter({ constructor: { $exist: true } }, {})).toBe(false); // own keys only
  });

  it('refuses what it cannot match, naming the path', () => {
    expect(jsonFilterError({ amount: { $gt: true } }, 'filter.body')).toBe('filter.body.amount.$gt: expected a number or string');
    expect(jsonFilterError({ a: { $regex: '.*' } }, 'filter.body')).toMatch(/^filter\.body\.a\.\$regex: unknown operator/);
    expect(jsonFilterError({ a: { $in: [] } }, 'filter.body')).toBe('filter.body.a.$in: expected a non-empty array');
    expect(jsonFilterError({ a: { $or: 'x' } }, 'filter.body')).toBe('filter.body.a.$or: expected a non-empty array');
    expect(jsonFilterError({ a: { $startsWith: 1 } }, 'filter.body')).toBe('filter.body.a.$startsWith: expected a string');
    expect(jsonFilterError({ a: { $exist: 'yes' } }, 'filter.body')).toBe('filter.body.a.$exist: expected true or false');
    expect(jsonFilterError({ a: [1, { $or: [{ $gt: null }] }] }, 'filter.body')).toBe(
      'filter.body.a[1].$or[0].$gt: expected a number or string',
    );
    let deep: Json = 1;
    for (let i = 0; i < MAX_FILTER_DEPTH; i++) deep = { a: deep };
    expect(jsonFilterError(deep, 'filter.body')).toMatch(/nested deeper than 10 levels$/);
    expect(jsonFilterError((deep as { a: Json }).a, 'filter.body')).toBeNull();
  });
});
