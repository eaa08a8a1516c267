import type { BrokerFairness, PlatformSettings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { readSettings } from '../../platform-settings/index';
import { recomputeBrokerFairness, selectBrokerFairness } from '../repository/fairness';
import { fairnessOf, floorOf } from './figures';

/**
 * Recomputes the standing of the given brokers (all brokers who posted in the last 90 days, or
 * have a standing, when none are given) against the lanes' 90-day figures over the floor. The
 * floor is the settings in force: passed by callers in the app, read from the table otherwise
 * (the demo seed, scripts).
 */
export async function refreshBrokerFairness(
  db: DbExecutor,
  brokerIds?: readonly string[],
  settings?: PlatformSettings,
): Promise<number> {
  const floor = floorOf(settings ?? (await readSettings(db)));
  return recomputeBrokerFairness(db, brokerIds ?? null, floor);
}

/** The badge of each broker (one query), with the "below market" threshold in force. */
export async function brokerFairnessOf(
  db: DbExecutor,
  brokerIds: readonly string[],
  settings: PlatformSettings,
): Promise<Map<string, BrokerFairness>> {
  const rows = await selectBrokerFairness(db, brokerIds);
  const byBroker = new Map(rows.map((r) => [r.brokerId, r]));
  return new Map(brokerIds.map((id) => [id, fairnessOf(byBroker.get(id), settings)]));
}
