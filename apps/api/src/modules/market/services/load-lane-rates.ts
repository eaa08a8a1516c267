import {
  LANE_RATE_CARD_WINDOW,
  marketOf,
  type BrokerFairness,
  type EquipmentType,
  type LoadLaneRate,
  type PlatformSettings,
} from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { laneKeyOf, selectLaneRates, type Lane } from '../repository/lane-rates';
import type { LoadMarketRow } from '../repository/load-market-sql';
import { clearsFloor, diffPercentOf, fairnessOf, floorOf, type Floor } from './figures';
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
    out.set(load.id, laneRateOf(load, lane, byLane.get(laneKeyOf(lane)), floor));
  });
  return out;
}

/** A load's comparison with its lane's card-window row (none: no bookings on the lane yet). */
function laneRateOf(
  load: LaneRateLoad,
  lane: Lane,
  row: { bookings: number; brokers: number; averageCents: number | null } | undefined,
  floor: Floor,
): LoadLaneRate {
  const counts = { bookings: row?.bookings ?? 0, brokers: row?.brokers ?? 0 };
  const average = row && clearsFloor(counts, floor) ? row.averageCents : null;
  return {
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
  };
}

/**
 * A load's market figures from the columns a statement read with LOAD_MARKET_JOINS (its lane's
 * row and its broker's): the same comparison as laneRatesForLoads and the same standing as
 * brokerFairnessOf, with the settings in force.
 */
export function loadMarketOfRow(
  load: LaneRateLoad,
  row: LoadMarketRow,
  settings: PlatformSettings,
): { laneRate: LoadLaneRate; brokerFairness: BrokerFairness } {
  const lane =
    row.laneBookings === null
      ? undefined
      : { bookings: row.laneBookings, brokers: row.laneBrokers ?? 0, averageCents: row.laneAverageCents };
  const standing =
    row.brokerComparedLoads === null
      ? undefined
      : { comparedLoads: row.brokerComparedLoads, averageDiffBp: row.brokerAverageDiffBp };
  return {
    laneRate: laneRateOf(load, laneOf(load), lane, floorOf(settings)),
    brokerFairness: fairnessOf(standing, settings),
  };
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
