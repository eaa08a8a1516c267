import { useState } from 'react';

import { useBrokerLoads } from '../api/get-broker-loads';
import { useBrokerLoadsLiveRefresh } from '../hooks/use-broker-loads-live-refresh';
import { LoadStatusSelect, type LoadStatusFilter } from './load-status-select';
import { LoadsTableResults } from './loads-table-results';

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
      <LoadsTableResults viewer="broker" query={query} onPageChange={setPage} />
    </div>
  );
}
