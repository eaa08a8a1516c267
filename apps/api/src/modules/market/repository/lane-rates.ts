import { sql, type SQL } from 'drizzle-orm';
import type { EquipmentType } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { executeNamed } from '../../../db/named-statement';

/** A lane: origin market → destination market, for one equipment. */
export type Lane = {
  originMarket: string;
  destinationMarket: string;
  equipment: EquipmentType;
};

/** A lane_rates row as stored (raw counts; the floor is applied when read). */
export type LaneRateRow = Lane & {
  windowDays: number;
  bookings: number;
  brokers: number;
  averageCents: number | null;
  medianCents: number | null;
  p25Cents: number | null;
  p75Cents: number | null;
};

const laneKey = (l: Lane) => `${l.originMarket}:${l.destinationMarket}:${l.equipment}`;

/** Each lane once (a job's dedupe key is one of these). */
export function distinctLanes(lanes: readonly Lane[]): Lane[] {
  const seen = new Map<string, Lane>();
  for (const l of lanes) {
    const { originMarket, destinationMarket, equipment } = l;
    seen.set(laneKey(l), { originMarket, destinationMarket, equipment });
  }
  return [...seen.values()];
}

export const laneKeyOf = laneKey;

/**
 * The lanes as a relation `t(o, d, e)` for a FROM clause: a VALUES list, so the planner knows its
 * size and reaches each lane's samples through the lane index (a JSON record set looked like 100
 * rows and got a hash join over every sample of the window).
 */
/** Up to this many lanes, a refresh runs as the named statement (the jobs' batches). */
const LANES_PER_NAMED_REFRESH = 20;

function lanesRelation(lanes: readonly Lane[]): SQL {
  // Three array parameters, so the statement's text is the same for any number of lanes.
  const column = (pick: (l: Lane) => string) => sql`${sql.param(lanes.map(pick))}::text[]`;
  return sql`unnest(${column((l) => l.originMarket)}, ${column((l) => l.destinationMarket)},
    ${column((l) => l.equipment)}) AS t(o, d, e)`;
}

/**
 * The booking's lane-rate sample, written in the booking's transaction: the load's markets and
 * equipment, the broker, and the agreed rate per mile (rounded cents). Returns the lane, or null
 * when there is no rate per mile to record (no miles, or under half a cent a mile).
 */
export async function insertLaneRateSample(db: DbExecutor, bookingId: string): Promise<Lane | null> {
  const result = await db.execute<{ o: string; d: string; e: EquipmentType }>(sql`
    INSERT INTO lane_rate_samples (booking_id, load_id, origin_market, destination_market, equipment,
      broker_id, rate_per_mile_cents, booked_at)
    SELECT b.id, l.id, l.pickup_market, l.delivery_market, l.equipment, b.broker_id,
      round(b.rate_cents::numeric / b.miles)::integer, b.booked_at
    FROM bookings b JOIN loads l ON l.id = b.load_id
    WHERE b.id = ${bookingId} AND b.miles > 0 AND round(b.rate_cents::numeric / b.miles) >= 1
    ON CONFLICT (booking_id) DO UPDATE SET rate_per_mile_cents = EXCLUDED.rate_per_mile_cents
    RETURNING origin_market AS o, destination_market AS d, equipment AS e`);
  const row = result.rows[0];
  return row ? { originMarket: row.o, destinationMarket: row.d, equipment: row.e } : null;
}

/**
 * Recomputes lane_rates for the given lanes (all lanes with samples in the last 90 days, and every
 * lane that has rows, when `lanes` is null): per window (7, 30, 90 days) the bookings, distinct
 * brokers, average, median and 25th/75th percentiles of the samples in the window, in one
 * statement; rows of windows left without samples are deleted. Returns the lanes touched.
 */
export async function recomputeLaneRates(db: DbExecutor, lanes: readonly Lane[] | null): Promise<Lane[]> {
  if (lanes && lanes.length === 0) return [];
  const scope = lanes
    ? sql`JOIN ${lanesRelation(lanes)} ON t.o = s.origin_market AND t.d = s.destination_market AND t.e = s.equipment`
    : sql``;
  const deleteScope = lanes
    ? sql`AND (r.origin_market, r.destination_market, r.equipment) IN (SELECT o, d, e FROM ${lanesRelation(lanes)})`
    : sql``;
  const pct = (p: number, days: number) =>
    sql`round(percentile_cont(${sql.raw(String(p))}) WITHIN GROUP (ORDER BY s.rate_per_mile_cents) FILTER (WHERE s.booked_at > now() - interval '${sql.raw(String(days))} days'))::integer`;
  const windowColumns = [7, 30, 90].map((days) => {
    const inWindow = sql.raw(`s.booked_at > now() - interval '${days} days'`);
    return sql`
      count(*) FILTER (WHERE ${inWindow})::integer AS bookings_${sql.raw(String(days))},
      count(DISTINCT s.broker_id) FILTER (WHERE ${inWindow})::integer AS brokers_${sql.raw(String(days))},
      round(avg(s.rate_per_mile_cents) FILTER (WHERE ${inWindow}))::integer AS average_${sql.raw(String(days))},
      ${pct(0.5, days)} AS median_${sql.raw(String(days))},
      ${pct(0.25, days)} AS p25_${sql.raw(String(days))},
      ${pct(0.75, days)} AS p75_${sql.raw(String(days))}`;
  });
  const windowRows = [7, 30, 90].map((days) => {
    const d = sql.raw(String(days));
    return sql`(${d}, g.bookings_${d}, g.brokers_${d}, g.average_${d}, g.median_${d}, g.p25_${d}, g.p75_${d})`;
  });
  const statement = sql`
    WITH grouped AS (
      SELECT s.origin_market AS o, s.destination_market AS d, s.equipment AS e,
        ${sql.join(windowColumns, sql`,`)}
      FROM lane_rate_samples s ${scope}
      WHERE s.booked_at > now() - interval '90 days'
      GROUP BY s.origin_market, s.destination_market, s.equipment
    ),
    figures AS (
      SELECT g.o, g.d, g.e, w.*
      FROM grouped g
      CROSS JOIN LATERAL (VALUES ${sql.join(windowRows, sql`, `)})
        AS w(window_days, bookings, brokers, average_cents, median_cents, p25_cents, p75_cents)
      WHERE w.bookings > 0
    ),
    upserted AS (
      INSERT INTO lane_rates (origin_market, destination_market, equipment, window_days, bookings, brokers,
        average_cents, median_cents, p25_cents, p75_cents, computed_at)
      SELECT o, d, e, window_days, bookings, brokers, average_cents, median_cents, p25_cents, p75_cents, now()
      FROM figures
      ON CONFLICT (origin_market, destination_market, equipment, window_days) DO UPDATE SET
        bookings = EXCLUDED.bookings, brokers = EXCLUDED.brokers, average_cents = EXCLUDED.average_cents,
        median_cents = EXCLUDED.median_cents, p25_cents = EXCLUDED.p25_cents, p75_cents = EXCLUDED.p75_cents,
        computed_at = EXCLUDED.computed_at
      RETURNING origin_market AS o, destination_market AS d, equipment AS e
    ),
    emptied AS (
      DELETE FROM lane_rates r
      WHERE NOT EXISTS (
          SELECT 1 FROM figures f
          WHERE f.o = r.origin_market AND f.d = r.destination_market AND f.e = r.equipment
            AND f.window_days = r.window_days)
        ${deleteScope}
      RETURNING origin_market AS o, destination_market AS d, equipment AS e
    )
    SELECT DISTINCT o, d, e FROM (SELECT * FROM upserted UNION ALL SELECT * FROM emptied) x`;
  type Row = { o: string; d: string; e: EquipmentType };
  // The lanes of the jobs after bookings (a few at a time): a named statement, planned once per
  // connection (its text is the same for any lanes); the sweeper's batches as plain statements.
  const result =
    lanes && lanes.length <= LANES_PER_NAMED_REFRESH
      ? await executeNamed<Row>(db, 'haulclub-lane-refresh', statement)
      : await db.execute<Row>(statement);
  return result.rows.map((r) => ({ originMarket: r.o, destinationMarket: r.d, equipment: r.e }));
}

/**
 * Lanes the sweeper rolls: rows computed before `staleBefore` (their window edges moved), and lanes
 * with samples in the last 90 days but no row yet (or a sample newer than their row).
 */
export async function staleLanes(db: DbExecutor, staleBefore: Date, limit: number): Promise<Lane[]> {
  // The second part reads each lane's latest sample once (grouped, off the lane index), not a
  // lookup per sample.
  const result = await db.execute<{ o: string; d: string; e: EquipmentType }>(sql`
    SELECT o, d, e FROM (
      SELECT DISTINCT origin_market AS o, destination_market AS d, equipment AS e
      FROM lane_rates WHERE computed_at < ${staleBefore.toISOString()}
      UNION
      SELECT s.o, s.d, s.e
      FROM (
        SELECT origin_market AS o, destination_market AS d, equipment AS e, max(booked_at) AS latest
        FROM lane_rate_samples
        WHERE booked_at > now() - interval '90 days'
        GROUP BY origin_market, destination_market, equipment
      ) s
      LEFT JOIN lane_rates r ON r.origin_market = s.o AND r.destination_market = s.d
        AND r.equipment = s.e AND r.window_days = 90
      WHERE r.computed_at IS NULL OR r.computed_at < s.latest
    ) lanes
    LIMIT ${limit}`);
  return result.rows.map((r) => ({ originMarket: r.o, destinationMarket: r.d, equipment: r.e }));
}

/** The stored rows of the given lanes in one window (one query, the primary key). */
export async function selectLaneRates(
  db: DbExecutor,
  lanes: readonly Lane[],
  windowDays: number,
): Promise<LaneRateRow[]> {
  if (lanes.length === 0) return [];
  // Named: every board page reads it, and its text never changes (the lanes are three arrays).
  const result = await executeNamed<LaneRateRow>(
    db,
    'market_lane_rates',
    sql`
    SELECT r.origin_market AS "originMarket", r.destination_market AS "destinationMarket",
      r.equipment, r.window_days AS "windowDays", r.bookings, r.brokers,
      r.average_cents AS "averageCents", r.median_cents AS "medianCents",
      r.p25_cents AS "p25Cents", r.p75_cents AS "p75Cents"
    FROM lane_rates r
    JOIN ${lanesRelation(lanes)} ON r.origin_market = t.o AND r.destination_market = t.d AND r.equipment = t.e
    WHERE r.window_days = ${windowDays}`,
  );
  return result.rows;
}

/** Every window of one lane pair (all equipment, or one). */
export async function selectLaneWindows(
  db: DbExecutor,
  lane: { originMarket: string; destinationMarket: string; equipment: EquipmentType | null },
): Promise<LaneRateRow[]> {
  const result = await db.execute<LaneRateRow>(sql`
    SELECT r.origin_market AS "originMarket", r.destination_market AS "destinationMarket",
      r.equipment, r.window_days AS "windowDays", r.bookings, r.brokers,
      r.average_cents AS "averageCents", r.median_cents AS "medianCents",
      r.p25_cents AS "p25Cents", r.p75_cents AS "p75Cents"
    FROM lane_rates r
    WHERE r.origin_market = ${lane.originMarket} AND r.destination_market = ${lane.destinationMarket}
      ${lane.equipment ? sql`AND r.equipment = ${lane.equipment}` : sql``}
    ORDER BY r.equipment, r.window_days`);
  return result.rows;
}

export type HistoryRow = {
  equipment: EquipmentType;
  weekStart: string;
  bookings: number;
  brokers: number;
  averageCents: number | null;
  medianCents: number | null;
};

/**
 * The 30-day figures at the end of each of the last `weeks` weeks (Monday-based, UTC), per
 * equipment, from the lane's samples (one lane: the lane index).
 */
export async function selectLaneHistory(
  db: DbExecutor,
  lane: { originMarket: string; destinationMarket: string; equipment: EquipmentType | null },
  weeks: number,
  windowDays: number,
): Promise<HistoryRow[]> {
  const result = await db.execute<HistoryRow>(sql`
    WITH weeks AS (
      SELECT w::date AS week_start, w + interval '7 days' AS week_end
      FROM generate_series(
        date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => ${weeks - 1}),
        date_trunc('week', now() AT TIME ZONE 'UTC'),
        interval '7 days') AS w
    ),
    samples AS (
      SELECT s.equipment, s.broker_id, s.rate_per_mile_cents, s.booked_at
      FROM lane_rate_samples s
      WHERE s.origin_market = ${lane.originMarket} AND s.destination_market = ${lane.destinationMarket}
        ${lane.equipment ? sql`AND s.equipment = ${lane.equipment}` : sql``}
        AND s.booked_at > (date_trunc('week', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
          - make_interval(weeks => ${weeks - 1}) - make_interval(days => ${windowDays})
    ),
    equipment AS (SELECT DISTINCT equipment FROM samples)
    SELECT e.equipment, to_char(w.week_start, 'YYYY-MM-DD') AS "weekStart",
      count(s.booked_at)::integer AS bookings, count(DISTINCT s.broker_id)::integer AS brokers,
      round(avg(s.rate_per_mile_cents))::integer AS "averageCents",
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY s.rate_per_mile_cents))::integer AS "medianCents"
    FROM equipment e CROSS JOIN weeks w
    LEFT JOIN samples s ON s.equipment = e.equipment
      AND s.booked_at <= LEAST(w.week_end AT TIME ZONE 'UTC', now())
      AND s.booked_at > LEAST(w.week_end AT TIME ZONE 'UTC', now()) - make_interval(days => ${windowDays})
    GROUP BY e.equipment, w.week_start
    ORDER BY e.equipment, w.week_start`);
  return result.rows;
}
