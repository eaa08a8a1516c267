import type { ReactNode } from 'react';

type ChartDataTableProps<T> = {
  caption: string;
  /** Column headings; the first names the row header column. */
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row's cells in column order; the first is the row's header. */
  cells: (row: T) => readonly [ReactNode, ...ReactNode[]];
};

/**
 * The figures of a chart as a visually hidden table for assistive technology (the chart itself is
 * decoration for sighted users). It sits in a clipped box: a table ignores a 1 px width and would
 * otherwise widen the page on a phone.
 */
export function ChartDataTable<T>({ caption, columns, rows, rowKey, cells }: ChartDataTableProps<T>) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const [header, ...rest] = cells(row);
            return (
              <tr key={rowKey(row)}>
                <th scope="row">{header}</th>
                {rest.map((cell, i) => (
                  <td key={columns[i + 1] ?? i}>{cell}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
