import { sql } from 'drizzle-orm';
import type { EquipmentType } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { EXPIRED_AT, EXPIRED_UNBOOKED, rangeCte } from './analytics-range';

// Every figure is one set-based statement over the range; a booking counts on the day it was
// made (a later cancellation does not uncount it), a load on the day of its (latest) posting.

export interface DailyRow {
  date: string;
  posted: number;
  booked: number;
  expiredUnbooked: number;
}

/** Per UTC day of the range, oldest first, every day (zeros included). */
export async function dailyCounts(db: DbExecutor, days: number): Promise<DailyRow[]> {
  const { rows } = await db.execute<DailyRow & Record<string, unknown>>(sql`
    WITH ${rangeCte(days)},
    d AS (
      SELECT g::date AS day
      FROM r, generate_series((r.since AT TIME ZONE 'UTC')::date, (now() AT TIME ZONE 'UTC')::date,
        interval '1 day') AS g
    ), posted AS (
      SELECT (l.posted_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
      FROM loads l, r WHERE l.posted_at >= r.since GROUP BY 1
    ), booked AS (
      SELECT (b.booked_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
      FROM bookings b, r WHERE b.booked_at >= r.since GROUP BY 1
    ), expired AS (
      SELECT (${EXPIRED_AT} AT TIME ZONE 'UTC')::date AS day, count(*) AS n
      FROM loads l, r WHERE ${EXPIRED_UNBOOKED} AND ${EXPIRED_AT} >= r.since GROUP BY 1
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(p.n, 0)::int AS posted,
      coalesce(b.n, 0)::int AS booked, coalesce(e.n, 0)::int AS "expiredUnbooked"
    FROM d
    LEFT JOIN posted p ON p.day = d.day
    LEFT JOIN booked b ON b.day = d.day
    LEFT JOIN expired e ON e.day = d.day
    ORDER BY d.day`);
  return rows;
}

/**
 * The median minutes from posting to booking of the loads booked in the range, and the ghost-load
 * rate of the loads posted in the range that have ended (booked at some point, expired or
 * cancelled): how many of them expired unbooked.
 */
export async function bookingSpeedAndGhosts(
  db: DbExecutor,
  days: number,
): Promise<{ medianMinutes: number | null; ended: number; ghosts: number }> {
  const { rows } = await db.execute<{ medianMinutes: number | null; ended: number; ghosts: number }>(sql`
    WITH ${rangeCte(days)}
    SELECT
      (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM b.booked_at - l.posted_at) / 60)
        FROM bookings b JOIN loads l ON l.id = b.load_id, r
        WHERE b.booked_at >= r.since)::float8 AS "medianMinutes",
      count(*) FILTER (WHERE l.status IN ('booked', 'in_transit', 'delivered', 'cancelled') OR ${EXPIRED_UNBOOKED})::int
        AS ended,
      count(*) FILTER (WHERE ${EXPIRED_UNBOOKED})::int AS ghosts
    FROM r LEFT JOIN loads l ON l.posted_at >= r.since`);
  const row = rows[0];
  return {
    medianMinutes:
      row?.medianMinutes === null || row?.medianMinutes === undefined ? null : Number(row.medianMinutes),
    ended: Number(row?.ended ?? 0),
    ghosts: Number(row?.ghosts ?? 0),
  };
}

export interface WeeklyRateRow {
  weekStart: string;
  equipment: EquipmentType;
  averageCents: number;
  bookings: number;
}

/** Average booked rate per mile per ISO week (Monday, UTC) and equipment, oldest first. */
export async function weeklyRates(db: DbExecutor, days: number): Promise<WeeklyRateRow[]> {
  const { rows } = await db.execute<WeeklyRateRow & Record<string, unknown>>(sql`
    WITH ${rangeCte(days)}
    SELECT to_char(date_trunc('week', b.booked_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS "weekStart",
      l.equipment, round(avg(l.rate_per_mile_cents))::int AS "averageCents", count(*)::int AS bookings
    FROM bookings b JOIN loads l ON l.id = b.load_id, r
    WHERE b.booked_at >= r.since
    GROUP BY 1, 2
    ORDER BY 1, 2`);
  return rows;
}

export interface TopLaneRow {
  origin: string;
  destination: string;
  bookings: number;
  averageCents: number;
}

/** The lanes (pickup market → delivery market, any equipment) with the most bookings in the range. */
export async function topLanes(db: DbExecutor, days: number, limit: number): Promise<TopLaneRow[]> {
  const { rows } = await db.execute<TopLaneRow & Record<string, unknown>>(sql`
    WITH ${rangeCte(days)}
    SELECT l.pickup_market AS origin, l.delivery_market AS destination, count(*)::int AS bookings,
      round(avg(l.rate_per_mile_cents))::int AS "averageCents"
    FROM bookings b JOIN loads l ON l.id = b.load_id, r
    WHERE b.booked_at >= r.since
    GROUP BY 1, 2
    ORDER BY bookings DESC, origin, destination
    LIMIT ${limit}`);
  return rows;
}

/**
 * Members active in the range: brokers who posted a load; truckers who booked, delivered or sent
 * a chat message.
 */
export async function activeMembers(
  db: DbExecutor,
  days: number,
): Promise<{ brokers: number; truckers: number }> {
  const { rows } = await db.execute<{ brokers: number; truckers: number }>(sql`
    WITH ${rangeCte(days)}
    SELECT
      (SELECT count(DISTINCT l.broker_id) FROM loads l, r WHERE l.posted_at >= r.since)::int AS brokers,
      (SELECT count(*) FROM (
        SELECT b.trucker_id FROM bookings b, r WHERE b.booked_at >= r.since
        UNION SELECT b.trucker_id FROM bookings b, r WHERE b.delivered_at >= r.since
        UNION SELECT m.sender_id FROM chat_messages m JOIN chat_threads t ON t.id = m.thread_id, r
          WHERE m.created_at >= r.since AND m.sender_id = t.trucker_id
      ) x)::int AS truckers`);
  return { brokers: Number(rows[0]?.brokers ?? 0), truckers: Number(rows[0]?.truckers ?? 0) };
}
