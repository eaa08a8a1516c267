import { InboxIcon } from 'lucide-react';

import { Pagination } from '@/components/ui/pagination';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_APPLICATIONS, ADMIN_COMMON } from '@/content/admin';

import { useApplications } from '../api/get-applications';
import { applicationsHref, type ApplicationsSearch } from '../utils/applications-search';
import { errorDetail } from '../utils/format';
import { ApplicationListItem } from './application-list-item';

const PAGE_SIZE = 20;

type ApplicationListProps = { search: ApplicationsSearch; onPageChange: (page: number) => void };

/** One page of applications for the chosen status and search. */
export function ApplicationList({ search, onPageChange }: ApplicationListProps) {
  const { status, q, page } = search;
  const { data, error, isPending, refetch } = useApplications({
    status,
    page,
    pageSize: PAGE_SIZE,
    ...(q ? { q } : {}),
  });

  if (isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          {ADMIN_APPLICATIONS.loading}
        </p>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-22" />
        ))}
      </div>
    );
  }

  if (error && !data) {
    return (
      <QueryProblem
        title={ADMIN_APPLICATIONS.loadError}
        detail={errorDetail(error)}
        retryLabel={ADMIN_COMMON.retry}
        onRetry={() => {
          void refetch();
        }}
      />
    );
  }

  if (data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <InboxIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{q ? ADMIN_APPLICATIONS.emptySearch : ADMIN_APPLICATIONS.empty}</p>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" aria-label={ADMIN_APPLICATIONS.listLabel}>
        {data.items.map((application) => (
          <li key={application.id}>
            <ApplicationListItem
              application={application}
              href={applicationsHref({ ...search, id: application.id })}
              selected={application.id === search.id}
            />
          </li>
        ))}
      </ul>
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPageChange={onPageChange}
        copy={ADMIN_COMMON}
      />
    </div>
  );
}
