import { useState } from 'react';

import { BROKER_LOADS } from '@/content/loads';

import { useBrokerLoads } from '../api/get-broker-loads';
import { useBrokerLoadsLiveRefresh } from '../hooks/use-broker-loads-live-refresh';
import { BrokerLoadsTable } from './broker-loads-table';
import { EmptyState } from './empty-state';
import { LoadStatusSelect, type LoadStatusFilter } from './load-status-select';
import { LoadsListState } from './loads-list-state';
import { Pagination } from './pagination';
import { QueryProblem } from './query-problem';

const PAGE_SIZE = 25;

/** My Loads: the broker's loads by status, with live countdowns; bookings and expiries arrive live. */
export function BrokerLoadsView() {
  useBrokerLoadsLiveRefresh();
  const [status, setStatus] = useState<LoadStatusFilter>('all');
  const [page, setPage] = useState(1);
  const query = useBrokerLoads({ ...(status === 'all' ? {} : { status }), page, pageSize: PAGE_SIZE });

  return (
    <div className="flex flex-col gap-4">
      <div className="sm:w-60">
        <LoadStatusSelect
          id="broker-loads-status"
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
      </div>
      <LoadsListState
        query={query}
        loadingLabel={BROKER_LOADS.loading}
        renderError={(error) => (
          <QueryProblem title={BROKER_LOADS.loadError} error={error} onRetry={() => void query.refetch()} />
        )}
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={BROKER_LOADS.empty} hint={BROKER_LOADS.emptyHint} />
          ) : (
            <div className="flex flex-col gap-3" aria-busy={query.isPlaceholderData}>
              <BrokerLoadsTable loads={data.items} />
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPageChange={setPage}
              />
            </div>
          )
        }
      </LoadsListState>
    </div>
  );
}
