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

/** The columns a post sets besides `expires_at` and their types, in the order of INSERT_LOAD's parameters. */
const POSTED_COLUMNS = [
  ['broker_id', 'uuid'],
  ['expiry_hours', 'smallint'],
  ['pickup_city', 'text'],
  ['pickup_state', 'text'],
  ['pickup_zip', 'text'],
  ['pickup_lat', 'float8'],
  ['pickup_lng', 'float8'],
  ['delivery_city', 'text'],
  ['delivery_state', 'text'],
  ['delivery_zip', 'text'],
  ['delivery_lat', 'float8'],
  ['delivery_lng', 'float8'],
  ['pickup_window_start', 'timestamptz'],
  ['pickup_window_end', 'timestamptz'],
  ['delivery_window_start', 'timestamptz'],
  ['delivery_window_end', 'timestamptz'],
  ['equipment', 'text'],
  ['weight_lbs', 'integer'],
  ['length_ft', 'integer'],
  ['commodity', 'text'],
  ['notes', 'text'],
  ['rate_cents', 'bigint'],
  ['miles', 'integer'],
  ['estimated_miles', 'integer'],
  ['premium', 'boolean'],
] as const;

/**
 * A post's INSERT as constant text (a named statement, prepared once per connection): every post
 * runs it, and drizzle's insert builder spent more CPU building it than the round trip costs.
 * It inserts only while the broker ($1) is verified, so the post needs no separate check. The
 * other columns take their defaults, as drizzle's insert left them.
 */
const INSERT_LOAD = `INSERT INTO loads (${POSTED_COLUMNS.map(([column]) => column).join(', ')}, expires_at)
  SELECT ${POSTED_COLUMNS.map(([, type], i) => `$${i + 1}::${type}`).join(', ')},
    now() + make_interval(hours => $${POSTED_COLUMNS.length + 1}::int)
  WHERE EXISTS (SELECT 1 FROM brokers WHERE user_id = $1::uuid AND status = 'verified')
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

/**
 * Posts a load for a verified broker: active, expiring `expiryHours` from now by the database
 * clock. Undefined (nothing inserted) when the broker is not verified.
 */
export async function insertLoadIfVerified(
  db: DbExecutor,
  brokerId: string,
  content: LoadContent,
  expiryHours: number,
): Promise<Changed | undefined> {
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
  return rows[0];
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
