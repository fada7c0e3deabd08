import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortRows, type SortValue } from './sort-rows';

const value = fc.oneof(fc.integer(), fc.constant(null));

describe('sortRows', () => {
  it('orders numbers, puts rows without a value last and keeps the rows', () => {
    fc.assert(
      fc.property(fc.array(value), fc.constantFrom('ascending' as const, 'descending' as const), (values, direction) => {
        const rows = values.map((v, index) => ({ v, index }));
        const sorted = sortRows(rows, (row) => row.v, direction);
        expect([...sorted].sort((a, b) => a.index - b.index)).toEqual(rows);
        const present = sorted.filter((row) => row.v !== null).map((row) => row.v as number);
        expect(sorted.slice(present.length).every((row) => row.v === null)).toBe(true);
        const expected = [...present].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
        expect(present).toEqual(expected);
      }),
    );
  });

  it('is stable for equal values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 })), (values) => {
        const rows = values.map((v, index) => ({ v, index }));
        const sorted = sortRows(rows, (row) => row.v, 'descending');
        for (let i = 1; i < sorted.length; i++) {
          if (sorted[i]!.v === sorted[i - 1]!.v) expect(sorted[i]!.index).toBeGreaterThan(sorted[i - 1]!.index);
        }
      }),
    );
  });

  it('compares text naturally, ignoring case', () => {
    const names: SortValue[] = ['orders-10', 'Orders-2', 'billing'];
    expect(sortRows(names, (name) => name, 'ascending')).toEqual(['billing', 'Orders-2', 'orders-10']);
  });
});
