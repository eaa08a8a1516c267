import type { LoadLaneRate } from '@haulclub/shared';

import { LANE_RATE_HINT, MARKET_TEXT, perMile } from '@/content/market';
import { cn } from '@/lib/cn';

type LaneRateHintProps = {
  laneRate: LoadLaneRate | null;
  /** The answer's diffPercent is about the rate typed (a rate was sent with the request). */
  compared: boolean;
  /** A newer answer is on its way. */
  stale?: boolean;
  className?: string;
};

function comparison(diffPercent: number) {
  if (diffPercent < 0) return { text: LANE_RATE_HINT.below(-diffPercent), tone: 'text-red-700' };
  if (diffPercent > 0) return { text: LANE_RATE_HINT.above(diffPercent), tone: 'text-green-700' };
  return { text: LANE_RATE_HINT.at, tone: 'text-foreground' };
}

/**
 * The post-load form's lane hint: "The lane pays $3.05/mi on average (30 days)." and how the typed rate
 * compares, or "Not enough data yet" for a lane under the floor. Announced politely as it changes.
 */
export function LaneRateHint({ laneRate, compared, stale = false, className }: LaneRateHintProps) {
  const lane = laneRate ? LANE_RATE_HINT.lane(laneRate.origin.label, laneRate.destination.label) : null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy={stale || undefined}
      aria-label={LANE_RATE_HINT.label}
      className={cn('text-sm transition-opacity', stale && 'opacity-70', className)}
    >
      {laneRate && lane ? (
        laneRate.enoughData && laneRate.averageCents !== null ? (
          <div className="flex flex-col gap-1 rounded-lg border bg-muted/40 p-3">
            <p className="font-medium">
              {LANE_RATE_HINT.average(perMile(laneRate.averageCents), laneRate.windowDays)}{' '}
              {compared && laneRate.diffPercent !== null ? (
                <span className={comparison(laneRate.diffPercent).tone}>
                  {comparison(laneRate.diffPercent).text}
                </span>
              ) : null}
            </p>
            <p className="text-xs break-words text-muted-foreground">
              {LANE_RATE_HINT.basis(lane, laneRate.bookings, laneRate.brokers)}
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-1 rounded-lg border border-dashed p-3">
            <p className="font-medium break-words text-muted-foreground">{LANE_RATE_HINT.notEnough(lane)}</p>
            <p className="text-xs text-muted-foreground">
              {MARKET_TEXT.soFar(laneRate.bookings, laneRate.brokers)}
            </p>
          </div>
        )
      ) : null}
    </div>
  );
}
