import { AlertTriangleIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';

import { Alert, AlertTitle } from '@/components/ui/alert';
import { QueryProblem } from '@/components/ui/query-problem';
import { LOAD_BOARD, LOAD_TEXT } from '@/content/loads';

import { useSearchLoads } from '../api/search-loads';
import { useBoardLiveRefresh } from '../hooks/use-board-live-refresh';
import {
  boardFilterErrors,
  boardHref,
  boardSearchParams,
  readBoardSearch,
  toBoardQuery,
  type BoardSearch,
} from '../utils/board-search';
import { errorDetail } from '../utils/format';
import { LinkedLoadDialog } from './linked-load-dialog';
import { LoadBoardResults } from './load-board-results';
import { LoadFilters } from './load-filters';
import { LoadSortSelect } from './load-sort-select';
import { LoadsListState } from './loads-list-state';

/**
 * Available Loads: filters and sort in the URL, live cards with countdowns, Book and Message broker.
 * `?load=<id>` (an alert's link) opens that load's details over the board.
 */
export function LoadBoardView() {
  useBoardLiveRefresh();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readBoardSearch(params);
  const query = useSearchLoads(toBoardQuery(search));
  const errors = boardFilterErrors(query.error);
  const go = (next: BoardSearch) => {
    void navigate(boardHref(next));
  };
  const { sort: _sort, page: _page, ...filters } = search;
  const homeBase = search.deadheadFrom ? null : (query.data?.deadheadOrigin?.label ?? null);
  const linkedLoad = params.get('load');

  return (
    <div className="flex flex-col gap-5">
      <LoadFilters
        key={boardSearchParams({ ...search, sort: 'newest', page: 1 }).toString()}
        value={filters}
        errors={errors}
        homeBase={homeBase}
        onApply={(next) => {
          go({ ...next, sort: search.sort, page: 1 });
        }}
        onClear={() => {
          go(readBoardSearch(new URLSearchParams({ sort: search.sort })));
        }}
      />
      <div className="flex justify-end">
        <LoadSortSelect
          value={search.sort}
          onChange={(sort) => {
            go({ ...search, sort, page: 1 });
          }}
        />
      </div>
      <LoadsListState
        query={query}
        loadingLabel={LOAD_BOARD.loading}
        renderError={(error) =>
          Object.keys(errors).length > 0 ? (
            <Alert variant="destructive">
              <AlertTriangleIcon aria-hidden="true" />
              <AlertTitle>{LOAD_BOARD.filterError}</AlertTitle>
            </Alert>
          ) : (
            <QueryProblem
              title={LOAD_BOARD.loadError}
              detail={errorDetail(error)}
              retryLabel={LOAD_TEXT.retry}
              onRetry={() => void query.refetch()}
            />
          )
        }
      >
        {(result) => (
          <LoadBoardResults
            result={result}
            stale={query.isPlaceholderData}
            onPageChange={(page) => {
              go({ ...search, page });
            }}
          />
        )}
      </LoadsListState>
      {linkedLoad ? (
        <LinkedLoadDialog
          key={linkedLoad}
          loadId={linkedLoad}
          onClose={() => {
            void navigate(boardHref(search), { replace: true });
          }}
        />
      ) : null}
    </div>
  );
}
