import { ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';

import { Skeleton } from './skeleton';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';
const CARD = 'flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm sm:p-5';

/** A row of stat cards: one description list, so each label names its number. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label}>
      <dl className={GRID}>{children}</dl>
    </section>
  );
}

type StatCardProps = {
  label: string;
  /** The number (or a short text such as "No ratings yet"); undefined while it loads (a skeleton shows). */
  value: number | string | undefined;
  /** A short line under the label. */
  detail?: string | undefined;
  /** Opens the list behind the number: the whole card is the link's target. */
  href?: string | undefined;
  /** Why the number is missing (it failed to load); shown instead of `detail`. */
  problem?: string | undefined;
};

/** One count inside a `StatGrid`: the number big, its label under it. */
export function StatCard({ label, value, detail, href, problem }: StatCardProps) {
  const note = problem ?? detail;
  return (
    <div className={cn(CARD, href && 'relative hover:border-orange-300')}>
      <dt className="text-sm font-semibold text-muted-foreground">
        {href ? (
          <Link to={href} className="after:absolute after:inset-0 hover:text-foreground">
            {label}
            <ChevronRightIcon aria-hidden="true" className="ml-0.5 inline size-4" />
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd className="order-first text-3xl font-bold tracking-tight text-primary tabular-nums">
        {problem ? (
          <span aria-hidden="true">–</span>
        ) : value === undefined ? (
          <Skeleton className="h-9 w-16" />
        ) : typeof value === 'string' ? (
          <span className={cn('break-words', value.length > 8 && 'text-xl sm:text-2xl')}>{value}</span>
        ) : (
          value.toLocaleString('en-US')
        )}
      </dd>
      {note ? (
        <dd className={cn('text-xs', problem ? 'text-destructive' : 'text-muted-foreground')}>{note}</dd>
      ) : null}
    </div>
  );
}

/** Placeholders of `count` stat cards while a whole grid loads. */
export function StatCardsSkeleton({ count }: { count: number }) {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={CARD}>
          <Skeleton className="h-9 w-16" />
          <Skeleton className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}
