import type { BrokerLoad } from '@haulclub/shared';
import { useState, type ReactNode } from 'react';

import { SearchField } from '@/components/ui/search-field';
import { ADMIN_LOADS } from '@/content/loads';

import { useAdminLoads } from '../api/get-admin-loads';
import { useAdminLoadsLiveRefresh } from '../hooks/use-admin-loads-live-refresh';
import { BrokerSelect } from './broker-select';
import { LoadStatusSelect, type LoadStatusFilter } from './load-status-select';
import { LoadsTableResults } from './loads-table-results';

const PAGE_SIZE = 25;

type Filters = { q: string; brokerId: string; status: LoadStatusFilter };

type AdminLoadsViewProps = {
  /** An extra control in a row's Actions cell, given by the route (e.g. the load's chats). */
  renderRowAction?: (load: BrokerLoad) => ReactNode;
};

/** All Loads: search, broker and status filters, pages; refreshed live on the `admin` topic. */
export function AdminLoadsView({ renderRowAction }: AdminLoadsViewProps) {
  useAdminLoadsLiveRefresh();
  const [filters, setFilters] = useState<Filters>({ q: '', brokerId: '', status: 'all' });
  const [page, setPage] = useState(1);
  const query = useAdminLoads({
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.brokerId ? { brokerId: filters.brokerId } : {}),
    q: filters.q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <SearchField
          id="admin-loads-search"
          label={ADMIN_LOADS.search}
          placeholder={ADMIN_LOADS.searchPlaceholder}
          value={filters.q}
          onSearch={(q) => {
            change({ q });
          }}
        />
        <div className="grid gap-3 sm:grid-cols-2 md:w-[28rem]">
          <BrokerSelect
            id="admin-loads-broker"
            value={filters.brokerId}
            onChange={(brokerId) => {
              change({ brokerId });
            }}
          />
          <LoadStatusSelect
            id="admin-loads-status"
            value={filters.status}
            onChange={(status) => {
              change({ status });
            }}
          />
        </div>
      </div>
      <LoadsTableResults
        viewer="admin"
        query={query}
        onPageChange={setPage}
        renderRowAction={renderRowAction}
      />
    </div>
  );
}
