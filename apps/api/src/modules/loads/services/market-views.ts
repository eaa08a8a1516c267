import type { BrokerLoad, PlatformSettings, TruckerLoad } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { brokerFairnessOf, laneRatesForLoads } from '../../market/index';
import type { BareBrokerLoad, BareTruckerLoad } from '../views';

/**
 * The market figures of a page of trucker loads, after the page is fetched: each load's 30-day
 * lane comparison (one query for the page) and its broker's standing (one query).
 */
export async function withTruckerMarket(
  db: DbExecutor,
  settings: PlatformSettings,
  items: readonly BareTruckerLoad[],
): Promise<TruckerLoad[]> {
  if (items.length === 0) return [];
  const [lanes, fairness] = await Promise.all([
    laneRatesForLoads(db, items, settings),
    brokerFairnessOf(db, [...new Set(items.map((i) => i.broker.id))], settings),
  ]);
  return items.map((item) => ({
    ...item,
    laneRate: required(lanes.get(item.id)),
    brokerFairness: required(fairness.get(item.broker.id)),
  }));
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
