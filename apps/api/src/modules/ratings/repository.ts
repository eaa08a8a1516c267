import { sql, type SQL } from 'drizzle-orm';
import type { RaterRole } from './rules';
import type { DbExecutor } from '../../db/client';

/** A booking as the rating rules read it. */
export interface RatedBookingRow {
  id: string;
  truckerId: string;
  brokerId: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
}

export async function findRatedBooking(
  db: DbExecutor,
  bookingId: string,
): Promise<RatedBookingRow | undefined> {
  const { rows } = await db.execute<RatedBookingRow & Record<string, unknown>>(sql`
    SELECT id, trucker_id AS "truckerId", broker_id AS "brokerId", confirmed_at AS "confirmedAt",
      cancelled_at AS "cancelledAt"
    FROM bookings WHERE id = ${bookingId}::uuid`);
  return rows[0];
}

/** One rating with what its view shows (names, the load's number and lane). */
export interface RatingRecord {
  id: string;
  bookingId: string;
  raterId: string;
  rateeId: string;
  raterRole: RaterRole;
  stars: number;
  comment: string | null;
  createdAt: string;
  updatedAt: string;
  loadNumber: number;
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
  raterFirstName: string | null;
  raterLastName: string | null;
  raterCompanyName: string | null;
  rateeFirstName: string | null;
  rateeLastName: string | null;
  rateeCompanyName: string | null;
  total: number;
}

const RATING_COLUMNS = sql`
  r.id, r.booking_id AS "bookingId", r.rater_id AS "raterId", r.ratee_id AS "rateeId",
  r.rater_role AS "raterRole", r.stars::int AS stars, r.comment, r.created_at AS "createdAt",
  r.updated_at AS "updatedAt", l.number AS "loadNumber", l.pickup_city AS "pickupCity",
  l.pickup_state AS "pickupState", l.delivery_city AS "deliveryCity", l.delivery_state AS "deliveryState",
  rp.first_name AS "raterFirstName", rp.last_name AS "raterLastName",
  COALESCE(rt.company_name, rb.company_name) AS "raterCompanyName",
  ep.first_name AS "rateeFirstName", ep.last_name AS "rateeLastName",
  COALESCE(et.company_name, eb.company_name) AS "rateeCompanyName"`;

const RATING_JOINS = sql`
  JOIN bookings bk ON bk.id = r.booking_id
  JOIN loads l ON l.id = bk.load_id
  LEFT JOIN profiles rp ON rp.user_id = r.rater_id
  LEFT JOIN truckers rt ON rt.user_id = r.rater_id
  LEFT JOIN brokers rb ON rb.user_id = r.rater_id
  LEFT JOIN profiles ep ON ep.user_id = r.ratee_id
  LEFT JOIN truckers et ON et.user_id = r.ratee_id
  LEFT JOIN brokers eb ON eb.user_id = r.ratee_id`;

async function selectRatings(db: DbExecutor, where: SQL, page: { limit: number; offset: number }) {
  const { rows } = await db.execute<RatingRecord & Record<string, unknown>>(sql`
    SELECT ${RATING_COLUMNS}, count(*) OVER ()::int AS total
    FROM ratings r ${RATING_JOINS}
    WHERE ${where}
    ORDER BY r.created_at DESC, r.id
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  return rows;
}

export async function findRatingById(db: DbExecutor, id: string): Promise<RatingRecord | undefined> {
  const [row] = await selectRatings(db, sql`r.id = ${id}::uuid`, { limit: 1, offset: 0 });
  return row;
}

/** Both ratings of a booking (at most one per party). */
export function selectBookingRatings(db: DbExecutor, bookingId: string): Promise<RatingRecord[]> {
  return selectRatings(db, sql`r.booking_id = ${bookingId}::uuid`, { limit: 2, offset: 0 });
}

/** A member's received ratings, newest first, with the total. */
export function selectReceivedRatings(
  db: DbExecutor,
  rateeId: string,
  page: { limit: number; offset: number },
): Promise<RatingRecord[]> {
  return selectRatings(db, sql`r.ratee_id = ${rateeId}::uuid`, page);
}

export async function countReceivedRatings(db: DbExecutor, rateeId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ratings WHERE ratee_id = ${rateeId}::uuid`,
  );
  return rows[0]?.n ?? 0;
}

export async function findOwnRating(
  db: DbExecutor,
  bookingId: string,
  raterId: string,
): Promise<{ id: string; createdAt: string } | undefined> {
  const { rows } = await db.execute<{ id: string; createdAt: string }>(sql`
    SELECT id, created_at AS "createdAt" FROM ratings
    WHERE booking_id = ${bookingId}::uuid AND rater_id = ${raterId}::uuid`);
  return rows[0];
}

/**
 * Gives or changes the rater's one rating of the booking. Concurrent first submits meet in the unique
 * index: one inserts, the other updates that row. An existing rating is changed only while it is younger
 * than `editDays` (checked again here, under the row lock the update takes); returns nothing otherwise.
 */
export async function upsertRating(
  db: DbExecutor,
  r: {
    bookingId: string;
    raterId: string;
    rateeId: string;
    raterRole: RaterRole;
    stars: number;
    comment: string | null;
  },
  editDays: number,
): Promise<{ id: string } | undefined> {
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO ratings (booking_id, rater_id, ratee_id, rater_role, stars, comment)
    VALUES (${r.bookingId}::uuid, ${r.raterId}::uuid, ${r.rateeId}::uuid, ${r.raterRole}, ${r.stars}, ${r.comment})
    ON CONFLICT (booking_id, rater_id) DO UPDATE
      SET stars = excluded.stars, comment = excluded.comment, updated_at = now()
      WHERE ratings.created_at > now() - make_interval(days => ${editDays})
    RETURNING id`);
  return rows[0];
}

/** The caller's and the other party's stars on each of these bookings, in one query. */
export async function selectRatingStars(
  db: DbExecutor,
  userId: string,
  bookingIds: string[],
): Promise<Array<{ bookingId: string; raterId: string; stars: number; createdAt: string }>> {
  if (bookingIds.length === 0) return [];
  const { rows } = await db.execute<{
    bookingId: string;
    raterId: string;
    stars: number;
    createdAt: string;
  }>(sql`
    SELECT booking_id AS "bookingId", rater_id AS "raterId", stars::int AS stars, created_at AS "createdAt"
    FROM ratings
    WHERE booking_id = ANY(${`{${bookingIds.join(',')}}`}::uuid[])
      AND (rater_id = ${userId}::uuid OR ratee_id = ${userId}::uuid)`);
  return rows;
}

/** Whether the id is a trucker's or a broker's (the members whose ratings profiles show). */
export async function isRatedMember(db: DbExecutor, userId: string): Promise<boolean> {
  const { rows } = await db.execute(sql`
    SELECT 1 FROM truckers WHERE user_id = ${userId}::uuid
    UNION ALL SELECT 1 FROM brokers WHERE user_id = ${userId}::uuid LIMIT 1`);
  return rows.length > 0;
}
