import { NotifiedCache } from '../../db/notified-cache';
import type { DbExecutor } from '../../db/client';
import type { PgListener } from '../../db/pg-listener';
import { findSearchingTrucker, type SearchingTrucker } from './repository/search-loads';

/**
 * Where every change of a truckers row (migration 0025's trigger) or of a trucker's lanes (0027's)
 * is announced, with the trucker's user id.
 */
export const TRUCKER_CHANGED_CHANNEL = 'haulclub_trucker_changed';

/** A minute at most (a safety net: every change is announced), for as many truckers as search at once. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20_000;

/** The trucker profiles (with lanes) board searches read, kept per process until they change. */
export type SearchingTruckers = (db: DbExecutor, truckerId: string) => Promise<SearchingTrucker | undefined>;

/**
 * findSearchingTrucker, kept per trucker until the database announces a change of the row or the
 * lanes (any writer in any process), so a search does not read the profile it read a moment ago.
 */
export async function searchingTruckers(listener: PgListener): Promise<SearchingTruckers> {
  const cache = new NotifiedCache<SearchingTrucker>({
    maxAgeMs: MAX_AGE_MS,
    maxEntries: MAX_ENTRIES,
    notified: () => listener.connected,
  });
  await listener.listen(TRUCKER_CHANGED_CHANNEL, (truckerId) => cache.invalidate(truckerId || undefined));
  listener.onReconnect(() => cache.invalidate());
  return (db, truckerId) => cache.get(truckerId, () => findSearchingTrucker(db, truckerId));
}
