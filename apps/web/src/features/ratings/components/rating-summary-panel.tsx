import type { RatingSummary } from '@haulclub/shared';

import { RATINGS_COMMON, RECEIVED_RATINGS as copy, ratingChange, ratingFigure } from '@/content/ratings';
import { cn } from '@/lib/cn';

import { Stars } from './stars';

/** The average to one decimal with its count, the change against the previous 30 days, and bars per star. */
export function RatingSummaryPanel({ summary }: { summary: RatingSummary }) {
  const most = Math.max(1, ...summary.distribution);
  return (
    <div className="grid gap-6 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <div className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-muted-foreground">{copy.average}</p>
        {summary.average === null ? (
          <p className="text-2xl font-bold">{RATINGS_COMMON.noRatings}</p>
        ) : (
          <>
            <p className="flex flex-wrap items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight text-primary tabular-nums">
                {ratingFigure(summary.average)}
              </span>
              <Stars stars={Math.round(summary.average)} />
            </p>
            <p className="text-sm text-muted-foreground">{copy.count(summary.count)}</p>
            <p
              className={cn(
                'text-sm font-medium',
                summary.change === null
                  ? 'text-muted-foreground'
                  : summary.change > 0
                    ? 'text-green-700'
                    : summary.change < 0
                      ? 'text-red-700'
                      : 'text-muted-foreground',
              )}
            >
              {summary.change === null ? copy.noChange : ratingChange(summary.change)}
            </p>
          </>
        )}
      </div>
      <ul aria-label={copy.distributionLabel} className="flex flex-col gap-1.5">
        {[5, 4, 3, 2, 1].map((stars) => {
          const count = summary.distribution[stars - 1] ?? 0;
          return (
            <li
              key={stars}
              className="grid grid-cols-[2.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm"
            >
              <span className="sr-only">{copy.distributionRow(stars, count)}</span>
              <span aria-hidden="true" className="tabular-nums">
                {stars} ★
              </span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-muted">
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${String((count / most) * 100)}%` }}
                />
              </span>
              <span aria-hidden="true" className="text-right text-muted-foreground tabular-nums">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
