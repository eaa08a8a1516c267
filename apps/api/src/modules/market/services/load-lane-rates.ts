import {
  LANE_RATE_CARD_WINDOW,
  marketOf,
  type EquipmentType,
  type LoadLaneRate,
  type PlatformSettings,
} from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { laneKeyOf, selectLaneRates, type Lane } from '../repository/lane-rates';
import { clearsFloor, diffPercentOf, floorOf } from './figures';
import { marketRef } from './market-labels';

/** What a load needs for its lane comparison (a load view has all of it). */
export interface LaneRateLoad {
  id: string;
  pickup: { zip: string };
  delivery: { zip: string };
  equipment: EquipmentType;
  /** Null when there is no rate yet (the post-load form before the broker types one). */
  ratePerMileCents: number | null;
}

const laneOf = (l: LaneRateLoad): Lane => ({
  originMarket: marketOf(l.pickup.zip),
  destinationMarket: marketOf(l.delivery.zip),
  equipment: l.equipment,
});

/**
 * The 30-day lane comparison of every load of a page, in ONE query (lane_rates by its primary
 * key): the floor from the settings in force applies; `diffPercent` = round(100 × (load rate per
 * mile ÷ lane average − 1)). Keyed by load id.
 */
export async function laneRatesForLoads(
  db: DbExecutor,
  loads: readonly LaneRateLoad[],
  settings: PlatformSettings,
): Promise<Map<string, LoadLaneRate>> {
  const lanes = loads.map(laneOf);
  const rows = await selectLaneRates(db, lanes, LANE_RATE_CARD_WINDOW);
  const byLane = new Map(rows.map((r) => [laneKeyOf(r), r]));
  const floor = floorOf(settings);
  const out = new Map<string, LoadLaneRate>();
  loads.forEach((load, i) => {
    const lane = lanes[i] as Lane;
    const row = byLane.get(laneKeyOf(lane));
    const counts = { bookings: row?.bookings ?? 0, brokers: row?.brokers ?? 0 };
    const average = row && clearsFloor(counts, floor) ? row.averageCents : null;
    out.set(load.id, {
      origin: marketRef(lane.originMarket),
      destination: marketRef(lane.destinationMarket),
      windowDays: LANE_RATE_CARD_WINDOW,
      ...counts,
      enoughData: average !== null,
      averageCents: average,
      diffPercent:
        average !== null && average > 0 && load.ratePerMileCents !== null
          ? diffPercentOf(load.ratePerMileCents, average)
          : null,
    });
  });
  return out;
}

/** One load's comparison (a detail, the post-load form's estimate). */
export async function laneRateForLoad(
  db: DbExecutor,
  load: LaneRateLoad,
  settings: PlatformSettings,
): Promise<LoadLaneRate> {
  const found = (await laneRatesForLoads(db, [load], settings)).get(load.id);
  if (!found) throw new Error('lane rate lookup lost its load');
  return found;
}
