import type { LoadLaneRate } from '@haulclub/shared';
import { TrendingDownIcon, TrendingUpIcon, MinusIcon, type LucideIcon } from 'lucide-react';

import { LANE_RATE_LINE, perMile } from '@/content/market';
import { cn } from '@/lib/cn';

type Tone = 'below' | 'above' | 'at' | 'none';

const TONES: Record<Tone, { icon: LucideIcon | null; className: string }> = {
  below: { icon: TrendingDownIcon, className: 'text-red-700' },
  above: { icon: TrendingUpIcon, className: 'text-green-700' },
  at: { icon: MinusIcon, className: 'text-foreground' },
  none: { icon: null, className: 'text-muted-foreground' },
};

/** The line's text, its tone and the figures behind it (for the title). */
export function laneRateText(laneRate: LoadLaneRate, ratePerMileCents: number | null) {
  const { windowDays, bookings, brokers, averageCents, diffPercent } = laneRate;
  if (!laneRate.enoughData || averageCents === null || diffPercent === null) {
    return {
      tone: 'none' as Tone,
      text: LANE_RATE_LINE.notEnough,
      detail: LANE_RATE_LINE.detailNotEnough(windowDays, bookings, brokers),
    };
  }
  const rate = ratePerMileCents === null ? null : perMile(ratePerMileCents);
  const detail = LANE_RATE_LINE.detail(perMile(averageCents), windowDays, bookings, brokers);
  if (diffPercent < 0)
    return { tone: 'below' as Tone, text: LANE_RATE_LINE.below(rate, -diffPercent, windowDays), detail };
  if (diffPercent > 0)
    return { tone: 'above' as Tone, text: LANE_RATE_LINE.above(rate, diffPercent, windowDays), detail };
  return { tone: 'at' as Tone, text: LANE_RATE_LINE.at(rate, windowDays), detail };
}

type LaneRateLineProps = {
  /** The load's lane comparison; nothing is shown without one. */
  laneRate: LoadLaneRate | null | undefined;
  ratePerMileCents: number;
  /** Leave out the load's own rate per mile ("8% below the 30-day lane average"), where it is shown just above. */
  compact?: boolean;
  className?: string;
};

/**
 * "$2.85/mi · 8% below the 30-day lane average" (red), "… above …" (green), "… at the 30-day lane
 * average", or "Lane average: Not enough data yet" when the lane is under the floor. The figures
 * behind it (the average, bookings and brokers) are in its title; no number is ever made up.
 */
export function LaneRateLine({ laneRate, ratePerMileCents, compact = false, className }: LaneRateLineProps) {
  if (!laneRate) return null;
  const { tone, text, detail } = laneRateText(laneRate, compact ? null : ratePerMileCents);
  const { icon: Icon, className: toneClass } = TONES[tone];
  return (
    <p
      className={cn('flex min-w-0 items-start gap-1.5 text-sm font-medium', toneClass, className)}
      title={detail}
      data-tone={tone}
    >
      {Icon ? <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
      <span className="sr-only">{LANE_RATE_LINE.label}: </span>
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}
