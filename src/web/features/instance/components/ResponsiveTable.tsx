import type { ReactNode } from 'react';

/** One column of a {@link ResponsiveTable}. */
export interface TableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** On phones the cell shows without its header label (e.g. an actions column). */
  isLabelHidden?: boolean;
}

/** Props of {@link ResponsiveTable}. */
export interface ResponsiveTableProps<Row> {
  /** Names the table for assistive technology (visually hidden). */
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string;
}

/**
 * A data table that stays one table in the DOM: from `sm` up a classic table, below `sm` every row becomes a
 * card whose cells show their column name beside the value (the header row stays for screen readers).
 */
export function ResponsiveTable<Row>({ caption, columns, rows, getRowKey }: ResponsiveTableProps<Row>) {
  return (
    <table className="w-full text-sm max-sm:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b text-left">
          {columns.map((column) => (
            <th key={column.header} scope="col" className="px-3 py-2 font-medium text-muted-foreground">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
        {rows.map((row) => (
          <tr
            key={getRowKey(row)}
            className="border-b last:border-b-0 max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:rounded-lg max-sm:border max-sm:p-3 max-sm:last:border-b"
          >
            {columns.map((column) => (
              <td
                key={column.header}
                className="px-3 py-2 align-middle max-sm:flex max-sm:min-w-0 max-sm:items-center max-sm:justify-between max-sm:gap-3 max-sm:p-0"
              >
                {!column.isLabelHidden && (
                  <span
                    aria-hidden="true"
                    className="shrink-0 text-xs font-medium text-muted-foreground sm:hidden"
                  >
                    {column.header}
                  </span>
                )}
                <span className="min-w-0 break-words max-sm:text-right">{column.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
