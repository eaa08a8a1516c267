import { sql } from 'drizzle-orm';
import { METERS_PER_MILE } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';

export interface DemandCounts {
  loads: number;
  truckers: number;
}

/**
 * Near a point: loads posted within `radiusMiles` of it since `since` (booked or expired since
 * included: that was demand too; a cancelled post was not), and truckers whose current location or home base is within
 * `radiusMiles`. Great-circle distance with earthdistance; the earth_box test lets the planner use
 * a GiST index where one fits and prunes cheaply where not.
 */
export async function countDemandNear(
  db: DbExecutor,
  point: { lat: number; lng: number },
  radiusMiles: number,
  since: Date,
  until: Date,
): Promise<DemandCounts> {
  const meters = radiusMiles * METERS_PER_MILE;
  const here = sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
  const near = (lat: string, lng: string) =>
    sql`(earth_box(${here}, ${meters}::float8) @> ll_to_earth(${sql.raw(lat)}, ${sql.raw(lng)})
      AND earth_distance(${here}, ll_to_earth(${sql.raw(lat)}, ${sql.raw(lng)})) <= ${meters}::float8)`;
  const result = await db.execute<{ loads: string | number; truckers: string | number }>(sql`
    SELECT
      (SELECT count(*) FROM loads
        WHERE status <> 'cancelled'
          AND posted_at >= ${since.toISOString()}::timestamptz AND posted_at <= ${until.toISOString()}::timestamptz
          AND ${near('pickup_lat', 'pickup_lng')}) AS loads,
      (SELECT count(*) FROM truckers
        WHERE (current_lat IS NOT NULL AND ${near('current_lat', 'current_lng')})
           OR (home_base_lat IS NOT NULL AND ${near('home_base_lat', 'home_base_lng')})) AS truckers`);
  const row = result.rows[0];
  return { loads: Number(row?.loads ?? 0), truckers: Number(row?.truckers ?? 0) };
}
