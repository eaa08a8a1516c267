import { formatCents } from '@haulclub/shared';

import { Skeleton } from '@/components/ui/skeleton';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { CONTRACTS_DASHBOARD as copy } from '@/content/contracts';

import { useContractSummary } from '../api/get-contracts';

/** The four stat cards: Total Earnings, Active Contracts, Completed Deals, Average Rating. */
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
        value={s ? (s.averageRating === null ? copy.stats.noRatings : s.averageRating.toFixed(1)) : undefined}
        detail={problem}
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
