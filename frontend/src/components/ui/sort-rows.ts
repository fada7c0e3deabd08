/** What a sortable column sorts by; null (no value) sorts last in either direction. */
export type SortValue = string | number | null;

export interface SortState {
  /** The sorted column's index; -1 before any. */
  column: number;
  direction: 'none' | 'ascending' | 'descending';
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A sorted copy of `rows` (stable: equal values keep their order); rows without a value go last. */
export function sortRows<Row>(rows: readonly Row[], valueOf: (row: Row) => SortValue, direction: 'ascending' | 'descending'): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      return sign * compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
