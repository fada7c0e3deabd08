import fc from 'fast-check';
import { ColumnsOf, jsonb, setList } from './columns';

interface Changes {
  name?: string;
  limit?: number | null;
  tags?: string[];
  filter?: unknown;
}

const COLUMNS: ColumnsOf<Changes> = { name: 'name', limit: 'rate_limit', tags: 'tag_names', filter: { name: 'filter', jsonb: true } };

const changes = fc.record(
  {
    name: fc.oneof(fc.string(), fc.constant(undefined)),
    limit: fc.oneof(fc.integer(), fc.constant(null), fc.constant(undefined)),
    tags: fc.oneof(fc.array(fc.string()), fc.constant(undefined)),
    filter: fc.oneof(fc.jsonValue(), fc.constant(undefined)),
  },
  { requiredKeys: [] },
);

describe('jsonb', () => {
  it('sends JSON text, an array included (not a PostgreSQL array literal), and SQL NULL for null', () => {
    expect(jsonb({ kind: 'header', name: 'x-type' })).toBe('{"kind":"header","name":"x-type"}');
    expect(jsonb(['a', 'b'])).toBe('["a","b"]');
    expect(jsonb('a')).toBe('"a"');
    expect(jsonb(null)).toBeNull();
  });
});

describe('setList', () => {
  it('assigns each defined change to its column at the parameter that holds its value, after those already there', () => {
    fc.assert(
      fc.property(changes, fc.array(fc.anything(), { maxLength: 3 }), (change: Changes, before) => {
        const values = [...before];
        const list = setList(COLUMNS, change, values);
        const defined = (Object.keys(COLUMNS) as (keyof Changes)[]).filter((key) => change[key] !== undefined);
        const assigned = list === '' ? [] : list.split(', ').map((part) => /^(\w+) = \$(\d+)$/.exec(part)!);
        expect(values.slice(0, before.length)).toEqual(before);
        expect(values).toHaveLength(before.length + defined.length);
        expect(assigned.map((match) => match[1])).toEqual(defined.map((key) => ({ ...COLUMNS, filter: 'filter' })[key]));
        for (const [index, key] of defined.entries()) {
          const sent = values[Number(assigned[index][2]) - 1];
          expect(sent).toEqual(key === 'filter' ? jsonb(change.filter) : change[key]);
        }
      }),
    );
  });
});
