import {
  FORECAST_RULES,
  FUTURES_EQUIPMENT,
  MARKET_DEMAND_RULES,
  marketDemandOf,
  type ForecastBasis,
  type FuturesTruckType,
  type MarketDemand,
} from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { forecastRate } from '../engine/index';
import type { FuturesLane } from '../lane';
import { readLaneSamples, readMarketSamples, readNationalSamples } from '../repository/lane-history';
import { countDemandNear } from '../repository/market-demand';

const DAY_MS = 86_400_000;

export interface ForecastDeps {
  db: DbExecutor;
  /** The lane-rate floor in force (admin settings). */
  settings: { laneRateMinBookings: number; laneRateMinBrokers: number };
}

export interface ForecastLaneInput {
  lane: FuturesLane;
  truckType: FuturesTruckType;
  /** yyyy-MM-dd, days in FUTURES_TIME_ZONE; the forecast is the average over them. */
  startDate: string;
  endDate: string;
  now?: Date;
}

export interface LaneForecast {
  /** Cents per mile; null when there is no history at all (basis none). */
  rateCents: number | null;
  /** 0–1, two decimals. */
  confidence: number;
  basis: ForecastBasis;
  laneBookings: number;
  laneBrokers: number;
  backtestMape: number | null;
  demand: MarketDemand;
  demandLoads: number;
  demandTruckers: number;
}

/**
 * A lane's forecast rate per mile over a date range, its confidence and the market demand near
 * its origin (issue 14, docs/forecast.md). Reads the lane's history over FORECAST_RULES.historyDays
 * and, only when the lane is under the floor, the wider market's and then the equipment's
 * national history; the engine (pure) does the rest.
 */
export async function forecastLane(deps: ForecastDeps, input: ForecastLaneInput): Promise<LaneForecast> {
  const now = input.now ?? new Date();
  const equipment = FUTURES_EQUIPMENT[input.truckType];
  const q = {
    originMarket: input.lane.from.market,
    destinationMarket: input.lane.to.market,
    equipment,
    since: new Date(now.getTime() - FORECAST_RULES.historyDays * DAY_MS),
    until: now,
  };
  const floor = {
    minBookings: deps.settings.laneRateMinBookings,
    minBrokers: deps.settings.laneRateMinBrokers,
  };
  const [lane, demand] = await Promise.all([
    readLaneSamples(deps.db, q),
    countDemandNear(
      deps.db,
      input.lane.from,
      MARKET_DEMAND_RULES.radiusMiles,
      new Date(now.getTime() - MARKET_DEMAND_RULES.windowDays * DAY_MS),
      now,
    ),
  ]);
  const laneMeetsFloor =
    lane.length >= floor.minBookings && new Set(lane.map((s) => s.brokerId)).size >= floor.minBrokers;
  const market = laneMeetsFloor ? [] : await readMarketSamples(deps.db, q);
  const marketMeetsFloor =
    market.length >= floor.minBookings && new Set(market.map((s) => s.brokerId)).size >= floor.minBrokers;
  const national = laneMeetsFloor || marketMeetsFloor ? [] : await readNationalSamples(deps.db, q);

  const forecast = forecastRate({
    levels: [
      { basis: 'lane', samples: lane },
      { basis: 'market', samples: market },
      { basis: 'national', samples: national },
    ],
    startDate: input.startDate,
    endDate: input.endDate,
    now,
    floor,
  });
  return {
    ...forecast,
    demand: marketDemandOf(demand.loads, demand.truckers),
    demandLoads: demand.loads,
    demandTruckers: demand.truckers,
  };
}
