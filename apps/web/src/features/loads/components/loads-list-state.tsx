import type { ReactNode } from 'react';

import { Skeleton } from '@/components/ui/skeleton';

type LoadsListStateProps<T> = {
  query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  loadingLabel: string;
  /** Renders the failure (a QueryProblem, usually). */
  renderError: (error: unknown) => ReactNode;
  children: (data: T) => ReactNode;
};

/** Skeleton while loading, the failure when nothing could be loaded, else the list. */
export function LoadsListState<T>({ query, loadingLabel, renderError, children }: LoadsListStateProps<T>) {
  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          {loadingLabel}
        </p>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    );
  }
  if (query.data === undefined) return <>{renderError(query.error)}</>;
  return <>{children(query.data)}</>;
}
