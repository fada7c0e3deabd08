/**
 * Values and SET lists for the statements repositories write out (docs/architecture.md, Data
 * access), where a column's value needs more than node-postgres does with it by itself.
 */

/**
 * A jsonb column's value as the statement sends it: JSON text, or SQL NULL for null. node-postgres
 * would send a JS array as a PostgreSQL array literal and `JSON.stringify(null)` would store JSON `null`.
 */
export function jsonb(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** A column an UPDATE may write, by the property that holds its value; `jsonb` ones go through {@link jsonb}. */
type Column = string | { name: string; jsonb: true };

/** Every property of `T` that an UPDATE may write, with its column. */
export type ColumnsOf<T> = { [K in keyof Required<T>]: Column };

/**
 * The SET list of an UPDATE: `column = $n` for each property of `changes` that is not undefined, in
 * the order of `columns`, its value appended to `values` (which already holds the statement's other
 * parameters, so `$n` counts on from them). Empty when nothing changes.
 */
export function setList<T extends object>(columns: ColumnsOf<T>, changes: T, values: unknown[]): string {
  const assignments: string[] = [];
  for (const [property, column] of Object.entries(columns) as [keyof T & string, Column][]) {
    const value = changes[property];
    if (value === undefined) continue;
    values.push(typeof column === 'string' ? value : jsonb(value));
    assignments.push(`${typeof column === 'string' ? column : column.name} = $${values.length}`);
  }
  return assignments.join(', ');
}
