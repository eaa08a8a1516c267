import type { ReactNode } from 'react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

import { EmptyNote } from './money-section';

export type MoneyColumn<Row> = {
  /** The column heading; on a phone card it also labels the value (unless `kind` says otherwise). */
  head: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /**
   * `title`: the row's name (bold, spans the card, no label beside it).
   * `action`: a button; its heading is for screen readers only and it spans the card.
   */
  kind?: 'title' | 'action';
};

type MoneyTableProps<Row> = {
  /** Names the table's scrollable region. */
  label: string;
  /** What the list will show once there is something, shown instead of an empty table. */
  empty: ReactNode;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly MoneyColumn<Row>[];
};

/** A money list: a labelled table that becomes one card per row on phones, or its empty note. */
export function MoneyTable<Row>({ label, empty, rows, rowKey, columns }: MoneyTableProps<Row>) {
  if (rows.length === 0) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <Table regionLabel={label} layout="cards">
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.head}>
              {column.kind === 'action' ? <span className="sr-only">{column.head}</span> : column.head}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map((column) => (
              <TableCell
                key={column.head}
                label={column.kind === undefined ? column.head : undefined}
                className={cn(column.kind === 'title' && 'font-semibold', column.className)}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
