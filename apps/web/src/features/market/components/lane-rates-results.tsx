import type { LaneRatesResponse } from '@haulclub/shared';

import { NotEnoughData } from '@/components/market/not-enough-data';
import { LANE_RATES, MARKET_TEXT } from '@/content/market';

import { EquipmentLaneRates } from './equipment-lane-rates';

type Equipment = LaneRatesResponse['equipment'][number];

const bookedIn90Days = (rates: Equipment) => rates.windows.some((w) => w.bookings > 0);

type LaneRatesResultsProps = {
  result: LaneRatesResponse;
  /** An equipment was asked for: show it even without bookings. */
  oneEquipment: boolean;
  stale?: boolean;
};

/**
 * The lane's figures per equipment. Searching all equipment, equipment without a single booking in 90
 * days are named in one line rather than shown as empty sections. The floor is explained once.
 */
export function LaneRatesResults({ result, oneEquipment, stale = false }: LaneRatesResultsProps) {
  const lane = LANE_RATES.lane(result.origin.label, result.destination.label);
  const shown = oneEquipment ? result.equipment : result.equipment.filter(bookedIn90Days);
  const unbooked = oneEquipment ? [] : result.equipment.filter((rates) => !bookedIn90Days(rates));
  return (
    <section
      aria-labelledby="lane-rates-results"
      aria-busy={stale || undefined}
      className="flex min-w-0 flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="lane-rates-results" className="text-xl font-semibold break-words">
          {lane}
        </h2>
        <p className="text-sm text-muted-foreground">
          {LANE_RATES.basis} {MARKET_TEXT.floorExplained(result.floor.minBookings, result.floor.minBrokers)}
        </p>
      </div>
      {shown.length === 0 ? (
        <div className="rounded-xl border border-dashed p-4">
          <p className="font-medium">{LANE_RATES.noBookings}</p>
          <NotEnoughData className="mt-2" />
        </div>
      ) : (
        shown.map((rates) => <EquipmentLaneRates key={rates.equipment} rates={rates} />)
      )}
      {shown.length > 0 && unbooked.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {LANE_RATES.noBookingsFor(unbooked.map((rates) => rates.equipment).join(', '))}
        </p>
      ) : null}
    </section>
  );
}
