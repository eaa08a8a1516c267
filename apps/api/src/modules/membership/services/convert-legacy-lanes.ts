import type { Db } from '../../../db/client';
import { convertLegacyLanes } from '../lanes/locate-lane';
import {
  listTruckerLanes,
  lockTruckerRow,
  replaceTruckerLanes,
  truckersWithLegacyLanes,
  updateTrucker,
} from '../lanes/repository';

export interface LegacyLaneConversion {
  truckers: number;
  located: number;
  unlocated: number;
}

/**
 * Converts one trucker's legacy free-text lanes ("Dallas, TX → Houston, TX") into located lanes;
 * the ones that cannot be located stay in preferred_lanes for the trucker to re-enter. Skips a
 * trucker who has located lanes already (saved a profile meanwhile), so it is safe to run twice.
 */
export async function convertTruckerLegacyLanes(
  db: Db,
  userId: string,
): Promise<{ located: number; unlocated: number } | null> {
  return db.transaction(async (tx) => {
    const trucker = await lockTruckerRow(tx, userId);
    if (!trucker || trucker.preferredLanes.length === 0) return null;
    if ((await listTruckerLanes(tx, userId)).length > 0) return null;
    const { lanes, unlocated } = convertLegacyLanes(trucker.preferredLanes);
    await replaceTruckerLanes(tx, userId, lanes);
    await updateTrucker(tx, userId, { preferredLanes: unlocated });
    return { located: lanes.length, unlocated: unlocated.length };
  });
}

/** Every trucker who still has legacy lanes and no located ones (run at startup; idempotent). */
export async function convertAllLegacyLanes(db: Db, batchSize = 200): Promise<LegacyLaneConversion> {
  const total: LegacyLaneConversion = { truckers: 0, located: 0, unlocated: 0 };
  let after: string | null = null;
  for (;;) {
    const ids = await truckersWithLegacyLanes(db, after, batchSize);
    for (const id of ids) {
      const done = await convertTruckerLegacyLanes(db, id);
      if (!done) continue;
      total.truckers += 1;
      total.located += done.located;
      total.unlocated += done.unlocated;
    }
    if (ids.length < batchSize) return total;
    after = ids[ids.length - 1] ?? null;
  }
}
