import type { ReactNode } from 'react';

export interface Column<Row> {
  /** Header content; an actions column gives a visually hidden name. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Class of the column's cells, e.g. `mono`. */
  className?: string;
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}

/** A scrollable table of `rows`, one `<td>` per column. */
export function DataTable<Row>({ label, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    // A focusable region, so a table wider than the screen can be scrolled with the keyboard.
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table className="table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row, rowIndex)}>
              {columns.map((column, index) => (
                <td key={index} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
