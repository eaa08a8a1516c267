import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../../db/client';
import { executeNamedText } from '../../../db/named-statement';
import { MATCH_BOUND_JOINS, MATCH_ELIGIBLE, MATCH_JOINS, MATCH_PICKUP_BOX } from '../../matching/index';
import { visibleToTruckers } from './load-columns';

/**
 * A booking: booked_at, the score and the 1-based rank of the booked load among the trucker's
 * eligible matches right now (the visible loads plus the just-booked one, ordered like
 * GET /api/trucker/matches: score desc, newest first, id); rank null when the load is not
 * eligible for the trucker. One statement, named: planning the match SQL took 5–11 ms per booking,
 * more than running it for a trucker the load does not suit; its text never changes (every value a
 * parameter) and its generic plan is the custom one (both load and trucker by primary key, the rank
 * by the trucker's pickup box), so it is planned once per connection. The rank counts only the
 * loads whose match upper bound (MATCH_BOUND_JOINS: no availability series, no lane lookup) reaches
 * the booked score, then scores just those: a load below that bound cannot outrank it, so the rank
 * is the same as scoring every load in the box (tens of thousands at 100k loads).
 */
export async function recordBooking(
  db: DbExecutor,
  truckerId: string,
  loadId: string,
  premiumWindowMinutes: number,
): Promise<void> {
  await executeNamedText(db, 'haulclub-record-booking', recordBookingQuery(), {
    truckerId,
    loadId,
    premiumWindowMinutes,
  });
}

let recordBookingText: { sql: string; params: unknown[] } | undefined;

/**
 * The statement's text, built once (on first use: the match SQL comes from the matching module)
 * with placeholders for the trucker, the load and the premium window: building it per booking
 * (the match SQL's joins) cost Node CPU on every booking's answer.
 */
function recordBookingQuery(): { sql: string; params: unknown[] } {
  if (recordBookingText) return recordBookingText;
  const truckerId = sql.placeholder('truckerId');
  const loadId = sql.placeholder('loadId');
  const premiumWindowMinutes = sql.placeholder('premiumWindowMinutes') as unknown as number;
  recordBookingText = new PgDialect({ casing: 'snake_case' }).sqlToQuery(
    sql`
    WITH booked AS (
      SELECT l.id, l.posted_at, m."score", m."eligible"
      FROM loads l JOIN truckers t ON t.user_id = ${truckerId}::uuid
      ${MATCH_JOINS}
      WHERE l.id = ${loadId}::uuid
    ), ranked AS (
      SELECT b.id, b."score", b."eligible",
        CASE WHEN b."eligible" THEN 1 + (
          SELECT count(*) FROM (
            SELECT l.id FROM loads l JOIN truckers t ON t.user_id = ${truckerId}::uuid
            ${MATCH_BOUND_JOINS}
            WHERE ${visibleToTruckers('l', { truckerId: sql`${truckerId}::uuid`, premiumWindowMinutes })} AND l.id <> b.id AND ${MATCH_PICKUP_BOX}
              AND mx."bound" >= b."score"
            OFFSET 0
          ) k
          JOIN loads l ON l.id = k.id JOIN truckers t ON t.user_id = ${truckerId}::uuid
          ${MATCH_JOINS}
          WHERE ${MATCH_ELIGIBLE}
            AND (m."score" > b."score" OR (m."score" = b."score"
              AND (l.posted_at > b.posted_at OR (l.posted_at = b.posted_at AND l.id < b.id))))
        )::int END AS rank
      FROM booked b
    )
    INSERT INTO match_feedback (trucker_id, load_id, score, booked_at, booked_score, booked_rank)
    SELECT ${truckerId}::uuid, r.id, r."score", now(), r."score", r.rank FROM ranked r
    ON CONFLICT (trucker_id, load_id) DO UPDATE SET
      booked_at = excluded.booked_at,
      booked_score = excluded.booked_score,
      booked_rank = excluded.booked_rank,
      score = excluded.score,
      updated_at = now()`,
  );
  return recordBookingText;
}
