import type { BrokerLoad, BrokerLoadList } from '@haulclub/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Pagination } from '@/components/ui/pagination';
import { QueryProblem } from '@/components/ui/query-problem';
import { ADMIN_LOADS, BROKER_LOADS, LOAD_TEXT } from '@/content/loads';

import { errorDetail } from '../utils/format';
import { EmptyState } from './empty-state';
import { LoadsListState } from './loads-list-state';
import { LoadsTable, type LoadsTableViewer } from './loads-table';

type LoadsTableResultsProps = {
  viewer: LoadsTableViewer;
  query: UseQueryResult<BrokerLoadList>;
  onPageChange: (page: number) => void;
  renderRowAction?: ((load: BrokerLoad) => ReactNode) | undefined;
};

/** My Loads' or All Loads' list: a skeleton, the failure with a retry, the empty state, or the table and its pages. */
export function LoadsTableResults({ viewer, query, onPageChange, renderRowAction }: LoadsTableResultsProps) {
  const copy = viewer === 'admin' ? ADMIN_LOADS : BROKER_LOADS;
  return (
    <LoadsListState
      query={query}
      loadingLabel={copy.loading}
      renderError={(error) => (
        <QueryProblem
          title={copy.loadError}
          detail={errorDetail(error)}
          retryLabel={LOAD_TEXT.retry}
          onRetry={() => void query.refetch()}
        />
      )}
    >
      {(data) =>
        data.items.length === 0 ? (
          <EmptyState title={copy.empty} hint={viewer === 'broker' ? BROKER_LOADS.emptyHint : undefined} />
        ) : (
          <div className="flex flex-col gap-3" aria-busy={query.isPlaceholderData}>
            <LoadsTable loads={data.items} viewer={viewer} renderRowAction={renderRowAction} />
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={onPageChange}
              copy={LOAD_TEXT}
            />
          </div>
        )
      }
    </LoadsListState>
  );
}
