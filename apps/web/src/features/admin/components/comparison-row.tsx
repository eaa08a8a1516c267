import { CircleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { TableCell, TableRow } from '@/components/ui/table';
import { ADMIN_APPLICATIONS } from '@/content/admin';
import { cn } from '@/lib/cn';

type ComparisonRowProps = { label: string; mismatch: boolean; cells: ReactNode[] };

/** One compared field; FMCSA disagreeing is shown by a red row, an icon and "Does not match" for screen readers. */
export function ComparisonRow({ label, mismatch, cells }: ComparisonRowProps) {
  return (
    <TableRow data-mismatch={mismatch || undefined} className={cn(mismatch && 'bg-red-50 text-red-900')}>
      <th scope="row" className="px-3 py-2.5 text-left align-top font-medium sm:whitespace-nowrap">
        <span className="inline-flex items-start gap-1.5">
          {mismatch ? (
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          ) : null}
          {label}
          {mismatch ? <span className="sr-only">({ADMIN_APPLICATIONS.comparison.mismatch})</span> : null}
        </span>
      </th>
      {cells.map((cell, index) => (
        <TableCell key={index} className="align-top break-words">
          {cell}
        </TableCell>
      ))}
    </TableRow>
  );
}
