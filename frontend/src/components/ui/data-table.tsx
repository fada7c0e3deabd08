import { useState, type ReactNode } from 'react';
import { sortRows, type SortState, type SortValue } from './sort-rows';

export interface Column<Row> {
  /** Header content; an actions column gives a visually hidden name. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Class of the column's cells, e.g. `mono`. */
  className?: string;
  /** The column's name beside each value when rows stack on a narrow screen; the header when it is text. */
  label?: string;
  /** Makes the column sortable (the rows are all on the page): the value a row sorts by. */
  sortValue?: (row: Row) => SortValue;
}

interface DataTableProps<Row> {
  /** The table's accessible name. */
  label?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}

const NEXT_DIRECTION = { none: 'ascending', ascending: 'descending', descending: 'none' } as const;

/**
 * A table of `rows`, one `<td>` per column: scrollable on wide screens, each row a stacked card
 * on narrow ones (every cell named by its column). Columns with a `sortValue` sort on a click of
 * their header: ascending, descending, then as given. The roles are explicit because a table laid
 * out as blocks (the cards) loses its implicit ones in some browsers.
 */
export function DataTable<Row>({ label, columns, rows, rowKey }: DataTableProps<Row>) {
  const [sort, setSort] = useState<SortState>({ column: -1, direction: 'none' });
  const sortBy = columns[sort.column]?.sortValue;
  const shown = sortBy && sort.direction !== 'none' ? sortRows(rows, sortBy, sort.direction) : rows;
  const directionOf = (index: number) => (sort.column === index ? sort.direction : 'none');
  return (
    // A focusable region, so a table wider than the screen can be scrolled with the keyboard.
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label ?? 'Table'}>
      <table className="table table-stack" aria-label={label} role="table">
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column, index) => (
              <th key={index} scope="col" role="columnheader" aria-sort={column.sortValue ? directionOf(index) : undefined}>
                {column.sortValue ? (
                  <button
                    type="button"
                    className="sort-button"
                    onClick={() => setSort({ column: index, direction: NEXT_DIRECTION[directionOf(index)] })}
                  >
                    {column.header}
                    <span aria-hidden="true" className="sort-mark">
                      {{ none: '↕', ascending: '↑', descending: '↓' }[directionOf(index)]}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {shown.map((row, rowIndex) => (
            <tr key={rowKey(row, rowIndex)} role="row">
              {columns.map((column, index) => (
                <td
                  key={index}
                  role="cell"
                  className={column.className}
                  data-label={column.label ?? (typeof column.header === 'string' ? column.header : undefined)}
                >
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
