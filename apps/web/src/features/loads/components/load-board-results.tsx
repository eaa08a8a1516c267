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

/** The cards of one page; a card leaves the moment its countdown reaches zero. */
export function LoadBoardResults({ result, stale, onPageChange }: LoadBoardResultsProps) {
  const now = useNow();
  const visible = result.items.filter((load) => isUnexpired(load.expiresAt, now));
  const total = result.total - (result.items.length - visible.length);

  return (
    <section aria-label={LOAD_BOARD.listLabel} aria-busy={stale} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground" role="status">
        {LOAD_BOARD.results(Math.max(0, total))}
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
        total={result.total}
        onPageChange={onPageChange}
        copy={LOAD_TEXT}
      />
    </section>
  );
}
