import type { LaneRatesResponse } from '@haulclub/shared';

import { LANE_RATES } from '@/content/market';

import { LaneRateHistoryChart } from './lane-rate-history-chart';
import { LaneWindowFigures } from './lane-window-figures';

type EquipmentRates = LaneRatesResponse['equipment'][number];

const slug = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** One equipment on a lane: its 7/30/90-day figures side by side and the weekly history chart. */
export function EquipmentLaneRates({ rates }: { rates: EquipmentRates }) {
  const headingId = `lane-equipment-${slug(rates.equipment)}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        {rates.equipment}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-3">
        {rates.windows.map((figures) => (
          <LaneWindowFigures key={figures.windowDays} figures={figures} />
        ))}
      </ul>
      <div className="flex min-w-0 flex-col gap-2">
        <h4 className="text-sm font-semibold">{LANE_RATES.history.heading}</h4>
        <LaneRateHistoryChart history={rates.history} />
      </div>
    </section>
  );
}
