import { TrendingUpIcon } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { LANE_RATE_LINE } from '@/content/market';
import { cn } from '@/lib/cn';

type LaneRatesLinkProps = {
  /** The load's pickup and delivery ZIP codes (their markets are the lane) and equipment. */
  origin: string;
  destination: string;
  equipment: string;
  /** "Dallas, TX → Houston, TX", for the link's accessible name. */
  lane: string;
  className?: string;
};

/** "Lane rates": the Lane Rates page searched for this load's lane and equipment. */
export function LaneRatesLink({ origin, destination, equipment, lane, className }: LaneRatesLinkProps) {
  return (
    <Link
      to={paths.laneRates.getHref({ origin, destination, equipment })}
      aria-label={LANE_RATE_LINE.laneRatesLinkLabel(lane)}
      className={cn(
        'inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline',
        className,
      )}
    >
      <TrendingUpIcon aria-hidden="true" className="size-4" />
      {LANE_RATE_LINE.laneRatesLink}
    </Link>
  );
}
