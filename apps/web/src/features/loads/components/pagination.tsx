import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { LOAD_TEXT } from '@/content/loads';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** Previous / next with "Page 2 of 5"; hidden when everything fits on one page. */
export function Pagination({ page, pageSize, total, onPageChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={LOAD_TEXT.paginationLabel} className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => {
          onPageChange(page - 1);
        }}
      >
        <ChevronLeftIcon aria-hidden="true" />
        {LOAD_TEXT.previous}
      </Button>
      <p className="text-center text-sm text-muted-foreground">{LOAD_TEXT.pageStatus(page, pages, total)}</p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => {
          onPageChange(page + 1);
        }}
      >
        {LOAD_TEXT.next}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
