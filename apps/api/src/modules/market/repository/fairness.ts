import { sql, type SQL } from 'drizzle-orm';
import { FAIRNESS, type EquipmentType } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { executeNamed } from '../../../db/named-statement';
import type { Floor } from '../services/figures';

const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The loads a broker's standing compares: posted in the last FAIRNESS.windowDays, on a lane whose
 * 90-day figure clears the floor. Each with its rate per mile and the lane's average.
 */
function comparedLoads(floor: Floor, brokers: SQL): SQL {
  return sql`
    SELECT l.id, l.broker_id, l.number, l.equipment, l.pickup_market, l.delivery_market, l.posted_at,
      l.rate_per_mile_cents, r.average_cents
    FROM loads l
    JOIN lane_rates r ON r.origin_market = l.pickup_market AND r.destination_market = l.delivery_market
      AND r.equipment = l.equipment AND r.window_days = ${FAIRNESS.laneWindowDays}
    WHERE l.posted_at > now() - make_interval(days => ${FAIRNESS.windowDays})
      AND r.average_cents > 0 AND r.bookings >= ${floor.minBookings} AND r.brokers >= ${floor.minBrokers}
      AND ${brokers}`;
}

/**
 * Recomputes broker_fairness for the given brokers (every broker who posted in the window or has a
 * row, when null): compared loads and the mean of (rate ÷ lane average − 1) in basis points.
 * Returns how many rows were written.
 */
export async function recomputeBrokerFairness(
  db: DbExecutor,
  brokerIds: readonly string[] | null,
  floor: Floor,
): Promise<number> {
  if (brokerIds && brokerIds.length === 0) return 0;
  const targets = brokerIds
    ? sql`SELECT b.user_id AS broker_id FROM brokers b WHERE b.user_id = ANY(${uuidArray(brokerIds)})`
    : sql`SELECT DISTINCT broker_id FROM loads WHERE posted_at > now() - make_interval(days => ${FAIRNESS.windowDays})
          UNION SELECT broker_id FROM broker_fairness`;
  const scope = brokerIds ? sql`l.broker_id = ANY(${uuidArray(brokerIds)})` : sql`true`;
  const statement = sql`
    WITH targets AS (${targets}),
    compared AS (
      SELECT c.broker_id, count(*)::integer AS n,
        round(avg(c.rate_per_mile_cents::numeric / c.average_cents - 1) * 10000)::integer AS bp
      FROM (${comparedLoads(floor, scope)}) c
      GROUP BY c.broker_id
    )
    INSERT INTO broker_fairness (broker_id, compared_loads, average_diff_bp, computed_at)
    SELECT t.broker_id, coalesce(c.n, 0), c.bp, now()
    FROM targets t LEFT JOIN compared c ON c.broker_id = t.broker_id
    ON CONFLICT (broker_id) DO UPDATE SET compared_loads = EXCLUDED.compared_loads,
      average_diff_bp = EXCLUDED.average_diff_bp, computed_at = EXCLUDED.computed_at`;
  // Given brokers (the job after each post, many a second): a named statement, planned once per
  // connection (planning cost more than the run); its text does not depend on the values.
  const result = brokerIds
    ? await executeNamed(db, 'haulclub-broker-fairness', statement)
    : await db.execute(statement);
  return result.rowCount ?? 0;
}

export type FairnessRow = {
  brokerId: string;
  comparedLoads: number;
  averageDiffBp: number | null;
};

export async function selectBrokerFairness(
  db: DbExecutor,
  brokerIds: readonly string[],
): Promise<FairnessRow[]> {
  if (brokerIds.length === 0) return [];
  // Named: every trucker's board page reads it, and its text never changes (the ids are one array).
  const result = await executeNamed<FairnessRow>(
    db,
    'market_broker_fairness',
    sql`
    SELECT broker_id AS "brokerId", compared_loads AS "comparedLoads", average_diff_bp AS "averageDiffBp"
    FROM broker_fairness WHERE broker_id = ANY(${uuidArray([...new Set(brokerIds)])})`,
  );
  return result.rows;
}

export type ComparedLoadRow = {
  loadId: string;
  number: number;
  equipment: EquipmentType;
  originMarket: string;
  destinationMarket: string;
  postedAt: string;
  ratePerMileCents: number;
  laneAverageCents: number;
};

/** The broker's compared loads, the furthest below their lane first. */
export async function selectComparedLoads(
  db: DbExecutor,
  brokerId: string,
  floor: Floor,
  limit: number,
): Promise<ComparedLoadRow[]> {
  const result = await db.execute<ComparedLoadRow>(sql`
    SELECT c.id AS "loadId", c.number, c.equipment, c.pickup_market AS "originMarket",
      c.delivery_market AS "destinationMarket", c.posted_at AS "postedAt",
      c.rate_per_mile_cents AS "ratePerMileCents", c.average_cents AS "laneAverageCents"
    FROM (${comparedLoads(floor, sql`l.broker_id = ${brokerId}`)}) c
    ORDER BY c.rate_per_mile_cents::numeric / c.average_cents, c.posted_at DESC
    LIMIT ${limit}`);
  return result.rows;
}

/**
 * The brokers of these lanes whose standing a lane refresh may move: those with bookings on them in
 * the fairness window (the lane index; loads have no lane index). Brokers who only posted there
 * are caught by the sweeper's refresh of every standing.
 */
export async function brokersOnLanes(
  db: DbExecutor,
  lanes: ReadonlyArray<{ originMarket: string; destinationMarket: string; equipment: string }>,
): Promise<string[]> {
  if (lanes.length === 0) return [];
  // Array parameters: one text (a named statement, planned once per connection) for any lanes.
  const column = (pick: (l: (typeof lanes)[number]) => string) => sql`${sql.param(lanes.map(pick))}::text[]`;
  const result = await executeNamed<{ broker_id: string }>(
    db,
    'haulclub-brokers-on-lanes',
    sql`
    SELECT DISTINCT s.broker_id
    FROM unnest(${column((l) => l.originMarket)}, ${column((l) => l.destinationMarket)},
      ${column((l) => l.equipment)}) AS t(o, d, e)
    JOIN lane_rate_samples s ON s.origin_market = t.o AND s.destination_market = t.d AND s.equipment = t.e
      AND s.booked_at > now() - make_interval(days => ${FAIRNESS.windowDays})`,
  );
  return result.rows.map((r) => r.broker_id);
}
