import { sql } from 'drizzle-orm';
import { METERS_PER_MILE } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';

export interface DemandCounts {
  loads: number;
  truckers: number;
}

const MILES_PER_DEGREE_LAT = 69.05;

/**
 * Near a point: loads posted within `radiusMiles` of it since `since` (booked or expired since
 * included: that was demand too; a cancelled post was not), and truckers whose current location
 * or home base is within `radiusMiles`. A plain latitude/longitude box (cheap comparisons, tested
 * first) narrows the rows; great-circle distance (earthdistance) decides.
 */
export async function countDemandNear(
  db: DbExecutor,
  point: { lat: number; lng: number },
  radiusMiles: number,
  since: Date,
  until: Date,
): Promise<DemandCounts> {
  const meters = radiusMiles * METERS_PER_MILE;
  const dLat = radiusMiles / MILES_PER_DEGREE_LAT;
  const cosLat = Math.max(0.01, Math.cos((Math.min(89, Math.abs(point.lat) + dLat) * Math.PI) / 180));
  const dLng = Math.min(180, radiusMiles / (MILES_PER_DEGREE_LAT * cosLat));
  const here = sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
  const near = (lat: string, lng: string) => {
    const [la, ln] = [sql.raw(lat), sql.raw(lng)];
    return sql`(${la} BETWEEN ${point.lat - dLat}::float8 AND ${point.lat + dLat}::float8
      AND ${ln} BETWEEN ${point.lng - dLng}::float8 AND ${point.lng + dLng}::float8
      AND earth_distance(${here}, ll_to_earth(${la}, ${ln})) <= ${meters}::float8)`;
  };
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
