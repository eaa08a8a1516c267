import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import type { FuturesLane } from '../../forecast/index';

/** A member as futures views name them: profile name and company. */
export interface MemberColumns {
  brokerId: string;
  brokerFirstName: string | null;
  brokerLastName: string | null;
  brokerCompanyName: string | null;
  lockedBy: string | null;
  truckerFirstName: string | null;
  truckerLastName: string | null;
  truckerCompanyName: string | null;
}

/** The broker's and the locking trucker's names, for a futures table aliased `x` (static text). */
export const PEOPLE_COLUMNS = sql.raw(`
  x.broker_id AS "brokerId", bp.first_name AS "brokerFirstName", bp.last_name AS "brokerLastName",
  b.company_name AS "brokerCompanyName", x.locked_by AS "lockedBy", tp.first_name AS "truckerFirstName",
  tp.last_name AS "truckerLastName", t.company_name AS "truckerCompanyName"`);

export const PEOPLE_JOINS = sql.raw(`
  JOIN brokers b ON b.user_id = x.broker_id
  LEFT JOIN profiles bp ON bp.user_id = x.broker_id
  LEFT JOIN truckers t ON t.user_id = x.locked_by
  LEFT JOIN profiles tp ON tp.user_id = x.locked_by`);

/** The broker of the row aliased `x` is suspended (read in the same statement, as the load board does). */
export const BROKER_SUSPENDED = sql.raw(
  `EXISTS (SELECT 1 FROM users su WHERE su.id = x.broker_id AND su.suspended_at IS NOT NULL)`,
);

/** A fresh read of whether a broker is suspended (after a lock's conditional update: its snapshot may predate a suspension). */
export async function isBrokerSuspended(db: DbExecutor, brokerId: string): Promise<boolean> {
  const { rows } = await db.execute<{ suspended: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM users WHERE id = ${brokerId}::uuid AND suspended_at IS NOT NULL) AS suspended`);
  return rows[0]?.suspended ?? false;
}

/** The located lane's column values, in the order of LANE_INSERT_COLUMNS. */
export function laneValues(lane: FuturesLane): SQL {
  return sql`${lane.from.label}, ${lane.to.label}, ${lane.from.zip}, ${lane.to.zip}, ${lane.from.market},
    ${lane.to.market}, ${lane.from.lat}, ${lane.from.lng}, ${lane.to.lat}, ${lane.to.lng}, ${lane.miles}`;
}

export const LANE_INSERT_COLUMNS = sql.raw(
  'lane_from, lane_to, from_zip, to_zip, from_market, to_market, from_lat, from_lng, to_lat, to_lng, lane_miles',
);

/** A page of a list: LIMIT and OFFSET. */
export interface Page {
  limit: number;
  offset: number;
}
