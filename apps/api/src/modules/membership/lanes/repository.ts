import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { truckerLanes, truckers } from '../../../db/schema/index';
import type { LocatedLane } from './locate-lane';

export type TruckerLaneRow = typeof truckerLanes.$inferSelect;

export async function listTruckerLanes(db: DbExecutor, truckerId: string): Promise<TruckerLaneRow[]> {
  return db
    .select()
    .from(truckerLanes)
    .where(eq(truckerLanes.truckerId, truckerId))
    .orderBy(asc(truckerLanes.position));
}

/** Replaces the trucker's lanes with `lanes`, in order. */
export async function replaceTruckerLanes(
  db: DbExecutor,
  truckerId: string,
  lanes: readonly LocatedLane[],
): Promise<void> {
  await db.delete(truckerLanes).where(eq(truckerLanes.truckerId, truckerId));
  if (lanes.length === 0) return;
  await db.insert(truckerLanes).values(
    lanes.map((lane, position) => ({
      truckerId,
      position,
      originKind: lane.origin.kind,
      originCity: lane.origin.city,
      originState: lane.origin.state,
      originZip: lane.origin.zip,
      originLat: lane.origin.lat,
      originLng: lane.origin.lng,
      destinationKind: lane.destination.kind,
      destinationCity: lane.destination.city,
      destinationState: lane.destination.state,
      destinationZip: lane.destination.zip,
      destinationLat: lane.destination.lat,
      destinationLng: lane.destination.lng,
    })),
  );
}

export async function lockTruckerRow(db: DbExecutor, userId: string) {
  const [row] = await db.select().from(truckers).where(eq(truckers.userId, userId)).for('update').limit(1);
  return row;
}

export async function updateTrucker(
  db: DbExecutor,
  userId: string,
  set: Partial<Omit<typeof truckers.$inferInsert, 'userId' | 'createdAt'>>,
): Promise<void> {
  await db
    .update(truckers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(truckers.userId, userId));
}

/**
 * Truckers with legacy free-text lanes and no located lanes yet (the startup conversion), after
 * `afterUserId` in id order (keyset pages: a trucker whose lanes all stay unlocated is not re-read).
 */
export async function truckersWithLegacyLanes(
  db: DbExecutor,
  afterUserId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ userId: truckers.userId })
    .from(truckers)
    .where(
      and(
        sql`cardinality(${truckers.preferredLanes}) > 0`,
        sql`NOT EXISTS (SELECT 1 FROM ${truckerLanes} WHERE ${truckerLanes.truckerId} = ${truckers.userId})`,
        afterUserId ? gt(truckers.userId, afterUserId) : undefined,
      ),
    )
    .orderBy(asc(truckers.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}
