import { sql, type SQL } from 'drizzle-orm';
import { METERS_PER_MILE, ROAD_CIRCUITY_FACTOR } from '@haulclub/shared';

/**
 * The box (earthdistance cube) around a trucker's origin (current location, else home base) that
 * holds every point within their max radius: road miles back to straight-line miles, plus a mile.
 * A load whose pickup is outside it is never within the trucker's radius (the match SQL's
 * `round(road miles) <= max_radius`), so it is a safe necessary condition for matching one load over
 * many truckers. The truckers_alert_reach_idx index (migration 0021) is on exactly this expression
 * (`prefix` ''), and the alert query writes it with `prefix` 't.': keep one builder so the two
 * stay the same expression and the planner can use the index.
 */
export function truckerReachBox(prefix: '' | 't.'): SQL {
  const c = (column: string) => `${prefix}${column}`;
  const origin = (current: string, home: string) =>
    `CASE WHEN ${c('current_lat')} IS NOT NULL THEN ${c(current)} ELSE ${c(home)} END`;
  return sql.raw(
    `earth_box(ll_to_earth(${origin('current_lat', 'home_base_lat')}, ${origin('current_lng', 'home_base_lng')}), ` +
      `(${c('max_radius')}::float8 / ${ROAD_CIRCUITY_FACTOR}::float8 + 1::float8) * ${METERS_PER_MILE}::float8)`,
  );
}

/** The truckers an alert can go to at all: a truck type set, alerts not paused (the index's predicate). */
export function alertableTrucker(prefix: '' | 't.'): SQL {
  return sql.raw(`cardinality(${prefix}truck_types) > 0 AND NOT ${prefix}alerts_paused`);
}
