import type { TruckerEarnings } from '@haulclub/shared';

import { Skeleton } from '@/components/ui/skeleton';
import { StatGrid } from '@/components/ui/stat-card';
import { TRUCKER_MONEY } from '@/content/money';

import { money } from '../utils/format';

const copy = TRUCKER_MONEY;

/** Paid, In escrow, Pending: each with the helper text that defines it. */
export function EarningsStats({ totals }: { totals: TruckerEarnings['totals'] | undefined }) {
  return (
    <StatGrid label={copy.statsLabel}>
      <MoneyStat label={copy.stats.paid} cents={totals?.paidCents} detail={copy.stats.paidDetail} />
      <MoneyStat
        label={copy.stats.inEscrow}
        cents={totals?.inEscrowCents}
        detail={copy.stats.inEscrowDetail}
      />
      <MoneyStat label={copy.stats.pending} cents={totals?.pendingCents} detail={copy.stats.pendingDetail} />
    </StatGrid>
  );
}

function MoneyStat({ label, cents, detail }: { label: string; cents: number | undefined; detail: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="order-first text-2xl font-bold tracking-tight text-primary tabular-nums sm:text-3xl">
        {cents === undefined ? <Skeleton className="h-9 w-24" /> : money(cents)}
      </dd>
      <dd className="text-xs text-muted-foreground">{detail}</dd>
    </div>
  );
}
