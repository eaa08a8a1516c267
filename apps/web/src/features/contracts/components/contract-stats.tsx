import { formatCents } from '@haulclub/shared';

import { Skeleton } from '@/components/ui/skeleton';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { CONTRACTS_DASHBOARD as copy } from '@/content/contracts';
import { RATING_STAT, ratingChange, ratingFigure } from '@/content/ratings';

import { useContractSummary } from '../api/get-contracts';

/**
 * The four stat cards: Total Earnings, Active Contracts, Completed Deals, and Average Rating (the caller's
 * received ratings, with their count and the change against the previous 30 days).
 */
export function ContractStats() {
  const summary = useContractSummary();
  const problem = summary.isError ? copy.statsFailed : undefined;
  const s = summary.data;
  return (
    <StatGrid label={copy.statsLabel}>
      <TextStat
        label={copy.stats.totalEarnings}
        value={s ? formatCents(s.totalEarningsCents) : undefined}
        detail={problem ?? copy.stats.totalEarningsDetail}
      />
      <StatCard
        label={copy.stats.activeContracts}
        value={s?.activeContracts}
        detail={copy.stats.activeDetail}
        problem={problem}
      />
      <StatCard
        label={copy.stats.completedDeals}
        value={s?.completedDeals}
        detail={copy.stats.completedDetail}
        problem={problem}
      />
      <TextStat
        label={copy.stats.averageRating}
        value={
          s ? (s.averageRating === null ? copy.stats.noRatings : ratingFigure(s.averageRating)) : undefined
        }
        detail={
          problem ??
          (s && s.ratingCount > 0
            ? [
                RATING_STAT.detail(s.ratingCount),
                s.ratingChange === null ? null : ratingChange(s.ratingChange),
              ]
                .filter(Boolean)
                .join(' · ')
            : undefined)
        }
      />
    </StatGrid>
  );
}

/** A stat whose value is text (money, or "No ratings yet"), laid out like StatCard. */
function TextStat({
  label,
  value,
  detail,
}: {
  label: string;
  value: string | undefined;
  detail?: string | undefined;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="order-first text-3xl font-bold tracking-tight text-primary tabular-nums">
        {value ?? <Skeleton className="h-9 w-16" />}
      </dd>
      {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}
