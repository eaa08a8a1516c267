import { UsersIcon } from 'lucide-react';
import { useState } from 'react';

import { Pagination } from '@/components/ui/pagination';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_COMMON, ADMIN_USERS } from '@/content/admin';
import { useSession } from '@/lib/session';

import { useUsers } from '../api/get-users';
import { errorDetail } from '../utils/format';
import { UserFilters, type UserFilterValues } from './user-filters';
import { UsersTable } from './users-table';

const PAGE_SIZE = 25;

/** Search and filter users, page through them, suspend and reinstate. */
export function UsersPanel() {
  const { user: me } = useSession();
  const [filters, setFilters] = useState<UserFilterValues>({ q: '', role: 'all', status: 'all' });
  const [page, setPage] = useState(1);
  const { data, error, isPending, isPlaceholderData, refetch } = useUsers({
    ...filters,
    q: filters.q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <div className="flex flex-col gap-4">
      <UserFilters
        value={filters}
        onChange={(next) => {
          setFilters((current) => ({ ...current, ...next }));
          setPage(1);
        }}
      />
      {isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            {ADMIN_USERS.loading}
          </p>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      ) : error && !data ? (
        <QueryProblem
          title={ADMIN_USERS.loadError}
          detail={errorDetail(error)}
          retryLabel={ADMIN_COMMON.retry}
          onRetry={() => {
            void refetch();
          }}
        />
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
          <UsersIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{ADMIN_USERS.empty}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-3" aria-busy={isPlaceholderData}>
          <UsersTable users={data.items} currentUserId={me?.id} />
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={setPage}
            copy={ADMIN_COMMON}
          />
        </div>
      )}
    </div>
  );
}
