import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { MONEY_COMMON } from '@/content/money';
import { isApiError } from '@/lib/api-client';

type MoneySectionProps = {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The list shows the newest `shown` of `total` rows: a note says so when some are left out. */
  more?: { shown: number; total: number };
};

/** A titled card of one money list; the title names the section for assistive technology. */
export function MoneySection({ id, title, description, children, more }: MoneySectionProps) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {children}
          {more && more.total > more.shown ? (
            <p className="text-xs text-muted-foreground">{MONEY_COMMON.showing(more.shown, more.total)}</p>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}

/** What an empty list will show once there is something: honest, never sample data. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">{children}</p>;
}

/** Loading placeholders while a money report loads. */
export function MoneyLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** A failed money report: the server's words and a retry. */
export function MoneyProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <QueryProblem
      title={MONEY_COMMON.loadFailed}
      detail={isApiError(error) ? error.detail : MONEY_COMMON.loadFailed}
      retryLabel={MONEY_COMMON.retry}
      onRetry={onRetry}
    />
  );
}

type MoneyQueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** Shown while the query loads; default a short status line. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
};

/** A money query's states: loading, the failure with a retry, or `children` with the data. */
export function MoneyQueryState<T>({ query, loading, children }: MoneyQueryStateProps<T>) {
  if (query.isPending) {
    return (
      loading ?? (
        <p role="status" className="text-sm text-muted-foreground">
          {MONEY_COMMON.loading}
        </p>
      )
    );
  }
  if (query.isError) return <MoneyProblem error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}
