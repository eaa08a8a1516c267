import type { LoadSearchResult } from '@haulclub/shared';

import { Pagination } from '@/components/ui/pagination';
import { LOAD_BOARD, LOAD_TEXT } from '@/content/loads';

import { useNow } from '@/hooks/use-now';
import { isUnexpired } from '../utils/format';
import { EmptyState } from './empty-state';
import { LoadCard } from './load-card';

type LoadBoardResultsProps = {
  result: LoadSearchResult;
  stale: boolean;
  onPageChange: (page: number) => void;
};

/** The pager's words when the server stopped counting at `total` (more match). */
const cappedCopy = (total: number) => ({
  ...LOAD_TEXT,
  pageStatus: (page: number) => LOAD_BOARD.pageStatusCapped(page, total),
});

/** The cards of one page; a card leaves the moment its countdown reaches zero. */
export function LoadBoardResults({ result, stale, onPageChange }: LoadBoardResultsProps) {
  const now = useNow();
  const visible = result.items.filter((load) => isUnexpired(load.expiresAt, now));
  const total = result.total - (result.items.length - visible.length);

  return (
    <section aria-label={LOAD_BOARD.listLabel} aria-busy={stale} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground" role="status">
        {LOAD_BOARD.results(Math.max(0, total), result.totalCapped)}
      </p>
      {visible.length === 0 ? (
        <EmptyState title={LOAD_BOARD.empty} hint={LOAD_BOARD.emptyHint} />
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">
          {visible.map((load) => (
            <li key={load.id} className="min-w-0">
              <LoadCard load={load} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={result.page}
        pageSize={result.pageSize}
        // A capped count means more loads than `total`: one more keeps "Next" open past it.
        total={result.totalCapped ? result.total + 1 : result.total}
        onPageChange={onPageChange}
        copy={result.totalCapped ? cappedCopy(result.total) : LOAD_TEXT}
      />
    </section>
  );
}
