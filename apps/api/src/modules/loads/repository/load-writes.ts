import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { UNBOOKED_LOAD_STATUSES, type LoadStatus } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { executeNamedText } from '../../../db/named-statement';
import { loads } from '../../../db/schema/index';

export type LoadRow = typeof loads.$inferSelect;
/** What a broker enters, located: the columns a post or an edit sets. */
export type LoadContent = Omit<
  typeof loads.$inferInsert,
  | 'id'
  | 'number'
  | 'brokerId'
  | 'status'
  | 'expiryHours'
  | 'postedAt'
  | 'expiresAt'
  | 'expiredAt'
  | 'cancelledAt'
  | 'cancelledBy'
  | 'cancelReason'
  | 'createdAt'
  | 'updatedAt'
>;

const now = sql`now()`;
const hoursFromNow = (hours: number) => sql`now() + make_interval(hours => ${hours}::int)`;
const changed = { id: loads.id, brokerId: loads.brokerId, status: loads.status };
type Changed = { id: string; brokerId: string; status: LoadStatus };

export async function findLoadRow(db: DbExecutor, id: string): Promise<LoadRow | undefined> {
  const [row] = await db.select().from(loads).where(eq(loads.id, id)).limit(1);
  return row;
}

/** The columns a post sets besides `expires_at`, in the order of INSERT_LOAD's parameters. */
const POSTED_COLUMNS = [
  'broker_id',
  'expiry_hours',
  'pickup_city',
  'pickup_state',
  'pickup_zip',
  'pickup_lat',
  'pickup_lng',
  'delivery_city',
  'delivery_state',
  'delivery_zip',
  'delivery_lat',
  'delivery_lng',
  'pickup_window_start',
  'pickup_window_end',
  'delivery_window_start',
  'delivery_window_end',
  'equipment',
  'weight_lbs',
  'length_ft',
  'commodity',
  'notes',
  'rate_cents',
  'miles',
  'estimated_miles',
  'premium',
] as const;

/**
 * A post's INSERT as constant text (a named statement, prepared once per connection): every post
 * runs it, and drizzle's insert builder spent more CPU building it than the round trip costs.
 * The other columns take their defaults, as drizzle's insert left them.
 */
const INSERT_LOAD = `INSERT INTO loads (${POSTED_COLUMNS.join(', ')}, expires_at)
  VALUES (${POSTED_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')},
    now() + make_interval(hours => $${POSTED_COLUMNS.length + 1}::int))
  RETURNING id, broker_id AS "brokerId", status`;

const iso = (at: Date) => at.toISOString();

/** Fails to compile when LoadContent gains a column that INSERT_LOAD does not set. */
type PostedKey =
  | 'pickupCity'
  | 'pickupState'
  | 'pickupZip'
  | 'pickupLat'
  | 'pickupLng'
  | 'deliveryCity'
  | 'deliveryState'
  | 'deliveryZip'
  | 'deliveryLat'
  | 'deliveryLng'
  | 'pickupWindowStart'
  | 'pickupWindowEnd'
  | 'deliveryWindowStart'
  | 'deliveryWindowEnd'
  | 'equipment'
  | 'weightLbs'
  | 'lengthFt'
  | 'commodity'
  | 'notes'
  | 'rateCents'
  | 'miles'
  | 'estimatedMiles'
  | 'premium';
const everyColumnPosted: Exclude<keyof LoadContent, PostedKey> extends never ? true : never = true;
void everyColumnPosted;

/** Posts a load: active, expiring `expiryHours` from now by the database clock. */
export async function insertLoad(
  db: DbExecutor,
  brokerId: string,
  content: LoadContent,
  expiryHours: number,
): Promise<Changed> {
  const c = content;
  const params = [
    brokerId,
    expiryHours,
    c.pickupCity,
    c.pickupState,
    c.pickupZip,
    c.pickupLat,
    c.pickupLng,
    c.deliveryCity,
    c.deliveryState,
    c.deliveryZip,
    c.deliveryLat,
    c.deliveryLng,
    iso(c.pickupWindowStart),
    iso(c.pickupWindowEnd),
    iso(c.deliveryWindowStart),
    iso(c.deliveryWindowEnd),
    c.equipment,
    c.weightLbs,
    c.lengthFt ?? null,
    c.commodity,
    c.notes ?? null,
    c.rateCents,
    c.miles,
    c.estimatedMiles,
    c.premium ?? false,
    expiryHours,
  ];
  const { rows } = await executeNamedText<Changed>(db, 'loads_insert_posted', { sql: INSERT_LOAD, params });
  const [row] = rows;
  if (!row) throw new Error('insert into loads returned nothing');
  return row;
}

const unbooked = (id: string, brokerId: string) =>
  and(eq(loads.id, id), eq(loads.brokerId, brokerId), inArray(loads.status, UNBOOKED_LOAD_STATUSES));

/** Edits a load only while it is unbooked (a racing booking wins: nothing is returned). */
export async function updateUnbookedLoad(
  db: DbExecutor,
  id: string,
  brokerId: string,
  content: LoadContent,
): Promise<Changed | undefined> {
  const [row] = await db
    .update(loads)
    .set({ ...content, updatedAt: now })
    .where(unbooked(id, brokerId))
    .returning(changed);
  return row;
}

/** Puts an unbooked load back on the board with a fresh expiry. */
export async function repostUnbookedLoad(
  db: DbExecutor,
  id: string,
  brokerId: string,
  expiryHours: number,
): Promise<Changed | undefined> {
  const [row] = await db
    .update(loads)
    .set({
      status: 'active',
      expiryHours,
      postedAt: now,
      expiresAt: hoursFromNow(expiryHours),
      expiredAt: null,
      updatedAt: now,
    })
    .where(and(unbooked(id, brokerId), sql`${loads.pickupWindowEnd} > now()`))
    .returning(changed);
  return row;
}

const cancelled = (by: string, reason: string | null) => ({
  status: 'cancelled' as const,
  cancelledAt: now,
  cancelledBy: by,
  cancelReason: reason,
  updatedAt: now,
});

export async function cancelUnbookedLoad(
  db: DbExecutor,
  input: { id: string; brokerId: string; reason: string | null },
): Promise<Changed | undefined> {
  const [row] = await db
    .update(loads)
    .set(cancelled(input.brokerId, input.reason))
    .where(unbooked(input.id, input.brokerId))
    .returning(changed);
  return row;
}

/** An admin cancels any load that is not delivered or cancelled yet. */
/** A party's cancellation of its booked load before pickup (the contract's cancel route). */
export async function cancelBookedLoad(
  db: DbExecutor,
  input: { id: string; userId: string; reason: string },
): Promise<Changed | undefined> {
  const [row] = await db
    .update(loads)
    .set(cancelled(input.userId, input.reason))
    .where(and(eq(loads.id, input.id), eq(loads.status, 'booked')))
    .returning(changed);
  return row;
}

export async function cancelAnyOpenLoad(
  db: DbExecutor,
  input: { id: string; adminId: string; reason: string },
): Promise<Changed | undefined> {
  const [row] = await db
    .update(loads)
    .set(cancelled(input.adminId, input.reason))
    .where(and(eq(loads.id, input.id), notInArray(loads.status, ['delivered', 'cancelled'])))
    .returning(changed);
  return row;
}
