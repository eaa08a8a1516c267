import type { AdminAnalytics } from '@haulclub/shared';

import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_ANALYTICS } from '@/content/admin-analytics';

import { formatMinutes, formatShare } from '../utils/format';

const { stats } = ADMIN_ANALYTICS;
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3';
const CARD = 'flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm sm:p-5';

type Stat = { key: string; label: string; value: string | null; unit?: string; detail: string };

const count = (n: number) => n.toLocaleString('en-US');

function toStats({ totals, activeMembers }: AdminAnalytics): Stat[] {
  const { posted, booked, medianMinutesToBook, ghostLoadRate } = totals;
  return [
    { key: 'posted', label: stats.posted, value: count(posted), detail: '' },
    {
      key: 'booked',
      label: stats.booked,
      value: count(booked),
      detail: posted > 0 ? stats.bookedShare(formatShare(booked / posted)) : '',
    },
    {
      key: 'median',
      label: stats.medianToBook,
      value: medianMinutesToBook === null ? null : formatMinutes(medianMinutesToBook),
      detail: medianMinutesToBook === null ? stats.noBookings : stats.medianToBookDetail,
    },
    {
      key: 'ghost',
      label: stats.ghostRate,
      value: ghostLoadRate === null ? null : formatShare(ghostLoadRate),
      unit: stats.ghostRateUnit,
      detail: ghostLoadRate === null ? stats.noEndedLoads : stats.ghostRateDetail,
    },
    {
      key: 'brokers',
      label: stats.activeBrokers,
      value: count(activeMembers.brokers),
      detail: stats.activeDetail,
    },
    {
      key: 'truckers',
      label: stats.activeTruckers,
      value: count(activeMembers.truckers),
      detail: stats.activeDetail,
    },
  ];
}

/** The range's headline figures; a figure without data says why instead of showing a number. */
export function AnalyticsStatCards({ analytics }: { analytics: AdminAnalytics }) {
  return (
    <section aria-label={stats.label}>
      <dl className={GRID}>
        {toStats(analytics).map(({ key, label, value, unit, detail }) => (
          <div key={key} className={CARD}>
            <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
            <dd className="order-first text-3xl font-bold tracking-tight text-primary tabular-nums">
              {value ?? <span aria-hidden="true">–</span>}
              {value !== null && unit ? (
                <span className="block text-sm font-medium tracking-normal wrap-normal text-muted-foreground sm:ml-1.5 sm:inline">
                  {unit}
                </span>
              ) : null}
            </dd>
            {detail ? <dd className="text-xs text-pretty text-muted-foreground">{detail}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

export function AnalyticsStatCardsSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className={CARD}>
          <Skeleton className="h-9 w-20" />
          <Skeleton className="h-4 w-32" />
        </div>
      ))}
    </div>
  );
}
