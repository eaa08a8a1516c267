import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { Button } from './button';

/** The words of a pager; each area's content module has them under these names. */
export interface PaginationCopy {
  paginationLabel: string;
  previous: string;
  next: string;
  pageStatus: (page: number, pages: number, total: number) => string;
}

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  copy: PaginationCopy;
  /** Whether "Page 2 of 5" is announced when it changes (off where the list announces its own count). */
  announce?: boolean;
};

/** Previous / next with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange, copy, announce = true }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={copy.paginationLabel} className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => {
          onPageChange(page - 1);
        }}
      >
        <ChevronLeftIcon aria-hidden="true" />
        {copy.previous}
      </Button>
      <p className="text-center text-sm text-muted-foreground" aria-live={announce ? 'polite' : undefined}>
        {copy.pageStatus(page, pages, total)}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => {
          onPageChange(page + 1);
        }}
      >
        {copy.next}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
