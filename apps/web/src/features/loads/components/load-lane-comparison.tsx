import type { BrokerLoad, TruckerLoad } from '@haulclub/shared';

import { LaneRateLine } from '@/components/market/lane-rate-line';
import { LaneRatesLink } from '@/components/market/lane-rates-link';
import { cn } from '@/lib/cn';

import { laneLabel } from '../utils/format';

type LoadLaneComparisonProps = {
  load: TruckerLoad | BrokerLoad;
  /** Without the load's own rate per mile (the row shows it just above). */
  compact?: boolean;
  className?: string;
};

/** The load's rate against its lane's 30-day average, and a link to the lane's rates. */
export function LoadLaneComparison({ load, compact = false, className }: LoadLaneComparisonProps) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <LaneRateLine laneRate={load.laneRate} ratePerMileCents={load.ratePerMileCents} compact={compact} />
      <LaneRatesLink
        origin={load.pickup.zip}
        destination={load.delivery.zip}
        equipment={load.equipment}
        lane={laneLabel(load)}
      />
    </div>
  );
}
