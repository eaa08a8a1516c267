import type { PlatformSettings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { staleLanes } from '../repository/lane-rates';
import { refreshBrokerFairness } from './broker-fairness';
import { refreshLaneRates } from './refresh-lane-rates';

/** Lanes computed longer ago than this are rolled (their 7/30/90-day window edges moved). */
export const LANE_RATE_STALE_MS = 60 * 60 * 1000;
const LANES_PER_BATCH = 500;

/**
 * The market sweeper (a `market.sweep` job, so one process runs it): recomputes lanes whose figures
 * are over an hour old, and lanes with samples but no (or an older) row, in batches; rows of windows
 * left empty are deleted; then every broker's standing (loads age out of the 90-day window too).
 */
export async function sweepMarket(
  db: DbExecutor,
  settings: PlatformSettings,
  now = new Date(),
): Promise<{ lanes: number; brokers: number }> {
  const staleBefore = new Date(now.getTime() - LANE_RATE_STALE_MS);
  let lanes = 0;
  // Bounded: each batch leaves its lanes fresh, so a lane comes back only if booked again meanwhile.
  for (let round = 0; round < 1000; round += 1) {
    const batch = await staleLanes(db, staleBefore, LANES_PER_BATCH);
    if (batch.length === 0) break;
    await refreshLaneRates(db, { lanes: batch });
    lanes += batch.length;
    if (batch.length < LANES_PER_BATCH) break;
  }
  const brokers = await refreshBrokerFairness(db, undefined, settings);
  return { lanes, brokers };
}
