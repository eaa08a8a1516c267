import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { BOOKINGS_COMMON as copy } from '@/content/bookings';

type Props = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

/** Previous / next with "Page 2 of 5"; hidden when everything fits on one page. */
export function BookingsPagination({ page, pageSize, total, onPageChange }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={copy.paginationLabel} className="flex items-center justify-between gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        {copy.previous}
      </Button>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        {copy.pageStatus(page, pages, total)}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {copy.next}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
