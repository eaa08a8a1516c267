import { NotifiedCache } from '../../db/notified-cache';
import type { DbExecutor } from '../../db/client';
import type { PgListener } from '../../db/pg-listener';
import type { TruckerRow } from '../membership/index';
import { findSearchingTrucker } from './repository/search-loads';

/** Where every change of a truckers row is announced (migration 0025's trigger), with the user id. */
export const TRUCKER_CHANGED_CHANNEL = 'haulclub_trucker_changed';

/** A minute at most (a safety net: every change is announced), for as many truckers as search at once. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 20_000;

/** The trucker profiles board searches read, kept per process until the trucker's row changes. */
export type SearchingTruckers = (db: DbExecutor, truckerId: string) => Promise<TruckerRow | undefined>;

/**
 * findSearchingTrucker, kept per trucker until the database announces a change of the row (any
 * writer in any process), so a search does not read the profile it read a moment ago.
 */
export async function searchingTruckers(listener: PgListener): Promise<SearchingTruckers> {
  const cache = new NotifiedCache<TruckerRow>({
    maxAgeMs: MAX_AGE_MS,
    maxEntries: MAX_ENTRIES,
    notified: () => listener.connected,
  });
  await listener.listen(TRUCKER_CHANGED_CHANNEL, (truckerId) => cache.invalidate(truckerId || undefined));
  listener.onReconnect(() => cache.invalidate());
  return (db, truckerId) => cache.get(truckerId, () => findSearchingTrucker(db, truckerId));
}
