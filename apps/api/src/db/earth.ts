import { sql, type SQL } from 'drizzle-orm';

/** earthdistance's earth(): the sphere's radius in meters. */
export const EARTH_RADIUS_METERS = 6_378_168;

/**
 * earthdistance's SQL functions (earth(), ll_to_earth, sec_to_gc) written out with built-in C
 * functions only, for statements planned per request. Each call of an SQL function in a statement
 * costs the planner a catalog read and a deserialized function body (inlining, or running it once
 * to fold its constant arguments): about 1.7 ms of a board search's 5 ms in PostgreSQL. The
 * expressions below are those bodies, operation for operation, so the numbers are the same.
 */
const EARTH = sql.raw(`${EARTH_RADIUS_METERS}::float8`);

/**
 * ll_to_earth(lat, lng) as the plain cube the stored columns hold (loads.pickup_earth): the same
 * point, without the earth domain's checks.
 */
export function earthPoint(lat: SQL, lng: SQL): SQL {
  const cosLat = sql`cos(radians(${lat}))`;
  return sql`cube(cube(cube(${EARTH} * ${cosLat} * cos(radians(${lng}))), ${EARTH} * ${cosLat} * sin(radians(${lng}))), ${EARTH} * sin(radians(${lat})))`;
}

/**
 * sec_to_gc(chord): great-circle meters for a straight-line (chord) distance in meters. Its body
 * is a CASE over the chord (negative: 0; beyond the diameter: half the circumference); a chord
 * between points of the sphere is neither, and least() gives the same half circumference.
 */
export function chordToGreatCircle(chord: SQL): SQL {
  return sql`(2::float8 * ${EARTH} * asin(least(1::float8, ${chord} / (2::float8 * ${EARTH}))))`;
}
