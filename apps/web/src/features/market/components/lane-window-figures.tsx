import type { LaneRateFigures } from '@haulclub/shared';

import { NotEnoughData } from '@/components/market/not-enough-data';
import { LANE_RATES, MARKET_TEXT, perMile } from '@/content/market';
import { cn } from '@/lib/cn';

function Figure({ label, value, main }: { label: string; value: string; main?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn('font-medium tabular-nums', main && 'text-xl font-bold')}>{value}</dd>
    </div>
  );
}

/**
 * One window of a lane (7, 30 or 90 days): average, median and the middle 50%, with the bookings
 * and brokers behind them; "Not enough data yet" and the counts when under the floor.
 */
export function LaneWindowFigures({ figures }: { figures: LaneRateFigures }) {
  const { windowDays, bookings, brokers, averageCents, medianCents, p25Cents, p75Cents } = figures;
  const label = LANE_RATES.window(windowDays);
  return (
    <li aria-label={label} className="flex min-w-0 flex-col gap-2 rounded-lg border p-3 text-sm">
      <p className="font-semibold">{label}</p>
      {figures.enoughData && averageCents !== null ? (
        <>
          <dl className="flex flex-col gap-1">
            <Figure label={LANE_RATES.average} value={perMile(averageCents)} main />
            {medianCents !== null ? <Figure label={LANE_RATES.median} value={perMile(medianCents)} /> : null}
            {p25Cents !== null && p75Cents !== null ? (
              <Figure
                label={LANE_RATES.middle50}
                value={LANE_RATES.middle50Range(perMile(p25Cents), perMile(p75Cents))}
              />
            ) : null}
          </dl>
          <p className="text-xs text-muted-foreground">
            {MARKET_TEXT.bookingsFromBrokers(bookings, brokers)}
          </p>
        </>
      ) : (
        <NotEnoughData counts={{ bookings, brokers }} />
      )}
    </li>
  );
}
