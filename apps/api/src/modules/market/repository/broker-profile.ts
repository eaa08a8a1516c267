import { sql } from 'drizzle-orm';
import { FAIRNESS, type EquipmentType } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';

export type BrokerProfileRow = {
  id: string;
  companyName: string;
  mcNumber: string;
  status: 'pending' | 'verified' | 'rejected';
  memberSince: string;
  loadsPosted: number;
  loadsBooked: number;
};

/** A broker with their posting counts of the fairness window; undefined for any other id. */
export async function findBrokerProfile(
  db: DbExecutor,
  brokerId: string,
): Promise<BrokerProfileRow | undefined> {
  const result = await db.execute<BrokerProfileRow>(sql`
    SELECT b.user_id AS id, b.company_name AS "companyName", b.mc_number AS "mcNumber", b.status,
      u.created_at AS "memberSince",
      (SELECT count(*)::integer FROM loads l
        WHERE l.broker_id = b.user_id AND l.posted_at > now() - make_interval(days => ${FAIRNESS.windowDays})) AS "loadsPosted",
      (SELECT count(*)::integer FROM loads l
        WHERE l.broker_id = b.user_id AND l.status IN ('booked', 'in_transit', 'delivered')
          AND l.posted_at > now() - make_interval(days => ${FAIRNESS.windowDays})) AS "loadsBooked"
    FROM brokers b JOIN users u ON u.id = b.user_id
    WHERE b.user_id = ${brokerId} AND u.role = 'broker'`);
  return result.rows[0];
}

export type TopLaneRow = {
  originMarket: string;
  destinationMarket: string;
  equipment: EquipmentType;
  loads: number;
  averageRatePerMileCents: number;
  bookings: number | null;
  brokers: number | null;
  averageCents: number | null;
  medianCents: number | null;
  p25Cents: number | null;
  p75Cents: number | null;
};

/** The broker's most posted lanes of the window, with each lane's stored 90-day figures. */
export async function selectTopLanes(db: DbExecutor, brokerId: string, limit: number): Promise<TopLaneRow[]> {
  const result = await db.execute<TopLaneRow>(sql`
    SELECT t.o AS "originMarket", t.d AS "destinationMarket", t.e AS equipment, t.loads,
      t.rpm AS "averageRatePerMileCents", r.bookings, r.brokers, r.average_cents AS "averageCents",
      r.median_cents AS "medianCents", r.p25_cents AS "p25Cents", r.p75_cents AS "p75Cents"
    FROM (
      SELECT l.pickup_market AS o, l.delivery_market AS d, l.equipment AS e, count(*)::integer AS loads,
        round(avg(l.rate_per_mile_cents))::integer AS rpm, max(l.posted_at) AS latest
      FROM loads l
      WHERE l.broker_id = ${brokerId} AND l.posted_at > now() - make_interval(days => ${FAIRNESS.windowDays})
      GROUP BY 1, 2, 3
      ORDER BY loads DESC, latest DESC
      LIMIT ${limit}
    ) t
    LEFT JOIN lane_rates r ON r.origin_market = t.o AND r.destination_market = t.d AND r.equipment = t.e
      AND r.window_days = ${FAIRNESS.laneWindowDays}
    ORDER BY t.loads DESC, t.latest DESC`);
  return result.rows;
}

/** The broker's status (for GET /api/broker/fairness: verified or pending brokers). */
export async function brokerStatusOf(db: DbExecutor, brokerId: string): Promise<string | undefined> {
  const result = await db.execute<{ status: string }>(
    sql`SELECT status FROM brokers WHERE user_id = ${brokerId}`,
  );
  return result.rows[0]?.status;
}
