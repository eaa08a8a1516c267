import type { BrokerLoad, PlatformSettings, TruckerLoad } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { brokerFairnessOf, laneRatesForLoads } from '../../market/index';
import type { BareBrokerLoad, BareTruckerLoad } from '../views';

/** What a trucker load shows of the market: its lane comparison and its broker's standing. */
export type TruckerMarket = Pick<TruckerLoad, 'laneRate' | 'brokerFairness'>;

/**
 * The market figures of a page of trucker loads, after the page is fetched: each load's 30-day
 * lane comparison (one query for the page) and its broker's standing (one query), keyed by load id.
 */
export async function truckerMarketOf(
  db: DbExecutor,
  settings: PlatformSettings,
  items: readonly Omit<BareTruckerLoad, 'match'>[],
): Promise<Map<string, TruckerMarket>> {
  if (items.length === 0) return new Map();
  const [lanes, fairness] = await Promise.all([
    laneRatesForLoads(db, items, settings),
    brokerFairnessOf(db, [...new Set(items.map((i) => i.broker.id))], settings),
  ]);
  return new Map(
    items.map((item) => [
      item.id,
      { laneRate: required(lanes.get(item.id)), brokerFairness: required(fairness.get(item.broker.id)) },
    ]),
  );
}

/** A page of trucker loads with their market figures (truckerMarketOf). */
export async function withTruckerMarket(
  db: DbExecutor,
  settings: PlatformSettings,
  items: readonly BareTruckerLoad[],
): Promise<TruckerLoad[]> {
  const market = await truckerMarketOf(db, settings, items);
  return items.map((item) => ({ ...item, ...required(market.get(item.id)) }));
}

/** The 30-day lane comparison of a page of broker (or admin) loads, in one query. */
export async function withBrokerMarket(
  db: DbExecutor,
  settings: PlatformSettings,
  items: readonly BareBrokerLoad[],
): Promise<BrokerLoad[]> {
  if (items.length === 0) return [];
  const lanes = await laneRatesForLoads(db, items, settings);
  return items.map((item) => ({ ...item, laneRate: required(lanes.get(item.id)) }));
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('a market figure of the page went missing');
  return value;
}
