import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { EARTH_RADIUS_METERS } from '../../../db/earth';
import {
  EQUIPMENT_TYPES,
  HAUL_RULES,
  MATCH_TUNING,
  MATCH_WEIGHTS,
  METERS_PER_MILE,
  ROAD_CIRCUITY_FACTOR,
} from '@haulclub/shared';

/**
 * THE match score SQL (one builder for every caller). It scores `truckers t` × `loads l`: the
 * caller's FROM clause names the two tables with exactly those aliases, then appends
 * `MATCH_JOINS`, after which these relations are in scope:
 *   mb — the hard filters and the raw numbers (cheap, flattened into the join: a WHERE on
 *        `MATCH_ELIGIBLE` filters pairs before the lane lookup runs),
 *   ml — the trucker's best-fitting preferred lane (one index probe of trucker_lanes),
 *   m  — everything of mb and ml plus the factors in [0, 1] and the 0–100 `score`.
 * Every constant below is rendered from the shared catalogue (HAUL_RULES, MATCH_WEIGHTS,
 * MATCH_TUNING; EQUIPMENT_CAPACITY through the stored loads.capacity_share), never a second copy.
 */

const lit = (n: number) => sql.raw(`${Number(n)}::float8`);

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A constant fragment (no parameter) as its text, rendered once at startup: the statements that
 * embed it (best_match's is 24,500 characters, most of it these fragments) then copy the text
 * instead of drizzle walking the fragment's thousands of chunks on every query (about 1 ms a
 * best_match search). The same text as rendering it in place.
 */
function rendered(fragment: SQL): SQL {
  const query = dialect.sqlToQuery(fragment);
  if (query.params.length > 0) throw new Error('a pre-rendered match SQL fragment must hold no parameter');
  return sql.raw(query.sql);
}
const text = (s: string) => sql.raw(`'${s.replace(/'/g, "''")}'`);

/** load equipment → the truck types that can haul it (from HAUL_RULES). */
function haulersOf(): SQL {
  const arms = EQUIPMENT_TYPES.map((e) => {
    const trucks = HAUL_RULES.filter((r) => r.equipment === e).map((r) => text(r.truck));
    return sql`WHEN ${text(e)} THEN ARRAY[${sql.join(trucks, sql`, `)}]::text[]`;
  });
  return sql`(CASE l.equipment ${sql.join(arms, sql` `)} ELSE '{}'::text[] END)`;
}

const ORIGIN_LAT = sql.raw(
  '(CASE WHEN t.current_lat IS NOT NULL THEN t.current_lat ELSE t.home_base_lat END)',
);
const ORIGIN_LNG = sql.raw(
  '(CASE WHEN t.current_lat IS NOT NULL THEN t.current_lng ELSE t.home_base_lng END)',
);
/** When the truck is free: its current location's available-from (if later than now), else now. */
const FREE_AT = sql.raw(
  '(CASE WHEN t.current_lat IS NOT NULL THEN greatest(now(), t.current_available_from) ELSE now() END)',
);
/**
 * Great-circle meters between two points on earthdistance's sphere (radius earth()): the same
 * number earth_distance(ll_to_earth(…), ll_to_earth(…)) gives, in plain float arithmetic (ll_to_earth
 * builds a cube and checks the earth domain per call, which dominates a scan of every trucker; the
 * radius is a literal, as earth() is an SQL function the planner would inline at every use).
 */
function greatCircleMeters(lat1: SQL, lng1: SQL, lat2: SQL, lng2: SQL): SQL {
  return sql`(2 * ${lit(EARTH_RADIUS_METERS)} * asin(least(1::float8, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;
}
const ROAD_MILES = sql`(${greatCircleMeters(ORIGIN_LAT, ORIGIN_LNG, sql.raw('l.pickup_lat'), sql.raw('l.pickup_lng'))} / ${lit(METERS_PER_MILE)} * ${lit(ROAD_CIRCUITY_FACTOR)})`;

/**
 * The pickup window [start, end] meets an available day's [start minute, end minute) in the
 * trucker's zone (days from the window's first to last local day, at most 8 of them: a longer
 * window meets every weekday). Everyone-available truckers short-circuit.
 */
const AVAILABILITY_OK = sql.raw(`(
  (cardinality(t.available_days) = 7 AND t.available_start_minute = 0 AND t.available_end_minute = 1440)
  OR EXISTS (
    SELECT 1 FROM generate_series(
        date_trunc('day', l.pickup_window_start AT TIME ZONE t.time_zone),
        least(date_trunc('day', l.pickup_window_end AT TIME ZONE t.time_zone),
              date_trunc('day', l.pickup_window_start AT TIME ZONE t.time_zone) + interval '7 days'),
        interval '1 day') AS g(d)
    WHERE extract(dow FROM g.d)::smallint = ANY (t.available_days)
      AND ((g.d + t.available_start_minute * interval '1 minute') AT TIME ZONE t.time_zone) <= l.pickup_window_end
      AND ((g.d + t.available_end_minute * interval '1 minute') AT TIME ZONE t.time_zone) > l.pickup_window_start))`);

/** The load's share of what its equipment carries (the stored loads.capacity_share, CAPACITY_SHARE_SQL). */
const CAPACITY_SHARE = sql.raw('l.capacity_share');

const FREE_OK = sql.raw('(t.current_lat IS NULL OR l.pickup_window_end >= t.current_available_from)');

/**
 * A place lane end (eLat, eLng) fits a load end: within the lane radius, the cheap latitude band
 * first. `slack` widens both tests (0 for the score itself).
 */
function placeEndFits(
  eLat: SQL,
  eLng: SQL,
  point: 'pickup' | 'delivery',
  slack = { degrees: 0, meters: 0 },
): SQL {
  const p = (column: string) => sql.raw(`l.${point}_${column}`);
  return sql`abs(${eLat} - ${p('lat')}) <= ${lit(MATCH_TUNING.laneEndRadiusMiles / 68.7 + slack.degrees)}
      AND ${greatCircleMeters(eLat, eLng, p('lat'), p('lng'))} <= ${lit(MATCH_TUNING.laneEndRadiusMiles * METERS_PER_MILE + slack.meters)}`;
}

/** A lane end fits a load end (a state: the same state; a place: placeEndFits). */
function laneEndFits(end: 'origin' | 'destination', point: 'pickup' | 'delivery'): SQL {
  const e = sql.raw(`tl.${end}`);
  const p = sql.raw(`l.${point}`);
  return sql`(CASE ${e}_kind WHEN 'anywhere' THEN true
    WHEN 'state' THEN ${e}_state = ${p}_state
    ELSE ${placeEndFits(sql`${e}_lat`, sql`${e}_lng`, point)} END)`;
}

const clamp01 = (e: SQL) => sql`greatest(0::float8, least(1::float8, ${e}))`;
const T = MATCH_TUNING;
const W = MATCH_WEIGHTS;

const ME_ELIGIBLE = sql.raw('me."eligible"');

/*
 * The factors and the score, each one expression over its inputs: the exact match (MATCH_JOINS)
 * and its upper bound (MATCH_BOUND_JOINS) render the very same arithmetic, so the bound is never
 * below the score by a float rounding.
 */
function deadheadFactor(eligible: SQL, rawDeadhead: SQL): SQL {
  return sql`CASE WHEN ${eligible} THEN ${clamp01(sql`1 - round(${rawDeadhead}) / greatest(t.max_radius, 1)::float8`)} ELSE 0::float8 END`;
}

function rateFactor(eligible: SQL): SQL {
  return sql`CASE WHEN NOT ${eligible} THEN 0::float8
        WHEN coalesce(t.min_rate_per_mile_cents, 0) = 0 THEN ${lit(T.rateNoMinimum)}
        WHEN l.rate_per_mile_cents >= t.min_rate_per_mile_cents THEN ${clamp01(
          sql`${lit(T.rateAtMinimum)} + (1 - ${lit(T.rateAtMinimum)}) * (l.rate_per_mile_cents::float8 / t.min_rate_per_mile_cents - 1) / (${lit(T.rateRatioFull)} - 1)`,
        )}
        ELSE ${clamp01(
          sql`${lit(T.rateAtMinimum)} * (l.rate_per_mile_cents::float8 / t.min_rate_per_mile_cents - ${lit(T.rateRatioFloor)}) / (1 - ${lit(T.rateRatioFloor)})`,
        )} END`;
}

/** `noLanes`: the trucker has no preferred lane; `fit`: the best lane's share of fitting ends. */
function laneFactor(eligible: SQL, noLanes: SQL, fit: SQL): SQL {
  return sql`CASE WHEN NOT ${eligible} THEN 0::float8
        WHEN ${noLanes} THEN ${lit(T.laneNoLanes)}
        ELSE ${fit} END`;
}

/** Hours from when the truck is free (`freeAt`) to the pickup window's start, 0 if it is free later (float8). */
const hoursUntilPickup = (freeAt: SQL) =>
  sql`greatest(0::float8, date_part('epoch', l.pickup_window_start - ${freeAt}) / 3600)`;

function timingFactor(eligible: SQL, waitHours: SQL): SQL {
  return sql`CASE WHEN NOT ${eligible} THEN 0::float8 ELSE ${clamp01(
    sql`1 - (${waitHours} - ${lit(T.timingFullHours)}) / (${lit(T.timingZeroHours)} - ${lit(T.timingFullHours)})`,
  )} END`;
}

function fitFactor(eligible: SQL, capacityShare: SQL): SQL {
  return sql`CASE WHEN NOT ${eligible} OR ${capacityShare} > 1 THEN 0::float8 ELSE ${clamp01(
    sql`1 - (1 - ${lit(T.fitAtCapacity)}) * (${capacityShare} - ${lit(T.fitFullShare)}) / (1 - ${lit(T.fitFullShare)})`,
  )} END`;
}

/** The 0–100 score of a relation `f` with "eligible" and the five factor columns. */
function scoreOf(f: string): SQL {
  const c = (name: string) => sql.raw(`${f}."${name}"`);
  return sql`CASE WHEN ${c('eligible')} THEN round(${lit(W.deadhead)} * ${c('deadheadFactor')} + ${lit(W.rate)} * ${c('rateFactor')}
        + ${lit(W.lane)} * ${c('laneFactor')} + ${lit(W.timing)} * ${c('timingFactor')} + ${lit(W.fit)} * ${c('fitFactor')})::int
      ELSE 0 END`;
}

/** Column names of `m` (camelCase, as rows come back). */
export const MATCH_ROW_KEYS = [
  'profileReady',
  'eligible',
  'score',
  'equipmentOk',
  'radiusOk',
  'availabilityOk',
  'freeOk',
  'truckTypes',
  'equipment',
  'deadheadMiles',
  'maxRadius',
  'fromCurrent',
  'freeAt',
  'freeLater',
  'waitHours',
  'ratePerMileCents',
  'minRatePerMileCents',
  'weightLbs',
  'lengthFt',
  'capacityShare',
  'laneCount',
  'laneOriginFits',
  'laneDestinationFits',
  'laneOriginKind',
  'laneOriginCity',
  'laneOriginState',
  'laneOriginZip',
  'laneDestinationKind',
  'laneDestinationCity',
  'laneDestinationState',
  'laneDestinationZip',
  'deadheadFactor',
  'rateFactor',
  'laneFactor',
  'timingFactor',
  'fitFactor',
] as const;

/**
 * The pair's inputs both the score and its bound start from (`alias`.ready, equipment_ok, miles,
 * free_ok, free_at), computed once per pair.
 */
function pairInputs(alias: 'mo' | 'xo'): SQL {
  return sql`CROSS JOIN LATERAL (SELECT
      (cardinality(t.truck_types) > 0 AND ${ORIGIN_LAT} IS NOT NULL) AS ready,
      (t.truck_types && ${haulersOf()}) AS equipment_ok,
      CASE WHEN ${ORIGIN_LAT} IS NOT NULL AND t.truck_types && ${haulersOf()} THEN ${ROAD_MILES} END AS miles,
      ${FREE_OK} AS free_ok,
      ${FREE_AT} AS free_at
    OFFSET 0) ${sql.raw(alias)}`;
}

/**
 * The laterals, each computed once per pair: `OFFSET 0` keeps PostgreSQL from inlining a level into
 * the next (which would repeat the distance and availability expressions in every reference).
 * Later filters run only when the earlier ones pass (a truck that cannot haul the load is never
 * measured; hours are checked only within the radius), so a failed pair's later flags are null.
 */
export const MATCH_JOINS: SQL = rendered(sql`
  ${pairInputs('mo')}
  CROSS JOIN LATERAL (SELECT
      mo.ready AS "profileReady",
      mo.equipment_ok AS "equipmentOk",
      mo.miles AS "rawDeadhead",
      (round(mo.miles) <= t.max_radius) AS "radiusOk",
      CASE WHEN mo.ready AND round(mo.miles) <= t.max_radius THEN mo.free_ok END AS "freeOk",
      CASE WHEN mo.ready AND round(mo.miles) <= t.max_radius AND mo.free_ok THEN ${AVAILABILITY_OK} END
        AS "availabilityOk",
      mo.free_at AS "freeAt",
      ${hoursUntilPickup(sql.raw('mo.free_at'))} AS "waitHours",
      ${CAPACITY_SHARE} AS "capacityShare"
    OFFSET 0) mb
  CROSS JOIN LATERAL (SELECT (mb."profileReady" AND mb."equipmentOk" AND coalesce(mb."radiusOk", false)
      AND coalesce(mb."freeOk", false) AND coalesce(mb."availabilityOk", false)) AS "eligible") me
  LEFT JOIN LATERAL (SELECT count(*) OVER () AS "laneCount", x.*
    FROM (SELECT tl.position, tl.origin_kind, tl.origin_city, tl.origin_state, tl.origin_zip,
        tl.destination_kind, tl.destination_city, tl.destination_state, tl.destination_zip,
        ${laneEndFits('origin', 'pickup')} AS o_fit, ${laneEndFits('destination', 'delivery')} AS d_fit
      FROM trucker_lanes tl
      WHERE tl.trucker_id = t.user_id AND me."eligible"
      OFFSET 0) x
    ORDER BY x.o_fit::int + x.d_fit::int DESC, x.position
    LIMIT 1) ml ON true
  CROSS JOIN LATERAL (SELECT f.*,
      ${scoreOf('f')} AS "score"
    FROM (SELECT mb."profileReady", me."eligible", mb."equipmentOk", mb."radiusOk", mb."availabilityOk", mb."freeOk",
      t.truck_types AS "truckTypes", l.equipment AS "equipment",
      round(mb."rawDeadhead")::int AS "deadheadMiles", t.max_radius AS "maxRadius",
      (t.current_lat IS NOT NULL) AS "fromCurrent", mb."freeAt", (mb."freeAt" > now()) AS "freeLater",
      mb."waitHours",
      l.rate_per_mile_cents AS "ratePerMileCents", t.min_rate_per_mile_cents AS "minRatePerMileCents",
      l.weight_lbs AS "weightLbs", l.length_ft AS "lengthFt", mb."capacityShare",
      coalesce(ml."laneCount", 0)::int AS "laneCount",
      coalesce(ml.o_fit, false) AS "laneOriginFits", coalesce(ml.d_fit, false) AS "laneDestinationFits",
      ml.origin_kind AS "laneOriginKind", ml.origin_city AS "laneOriginCity", ml.origin_state AS "laneOriginState",
      ml.origin_zip AS "laneOriginZip", ml.destination_kind AS "laneDestinationKind",
      ml.destination_city AS "laneDestinationCity", ml.destination_state AS "laneDestinationState",
      ml.destination_zip AS "laneDestinationZip",
      ${deadheadFactor(ME_ELIGIBLE, sql.raw('mb."rawDeadhead"'))} AS "deadheadFactor",
      ${rateFactor(ME_ELIGIBLE)} AS "rateFactor",
      ${laneFactor(ME_ELIGIBLE, sql.raw('ml."laneCount" IS NULL'), sql.raw('(ml.o_fit::int + ml.d_fit::int)::float8 / 2'))} AS "laneFactor",
      ${timingFactor(ME_ELIGIBLE, sql.raw('mb."waitHours"'))} AS "timingFactor",
      ${fitFactor(ME_ELIGIBLE, sql.raw('mb."capacityShare"'))} AS "fitFactor"
    OFFSET 0) f) m`);

/**
 * A necessary condition of AVAILABILITY_OK without its series of timestamps: one of the local days
 * the pickup window spans (AVAILABILITY_OK's days, from the window's first local day on) is an
 * available weekday. The first of those days is weekday w0 and they run n days on, so weekday d is
 * among them when (d - w0) mod 7 <= n.
 */
const AVAILABLE_DAY_MET = sql.raw(`(
  (cardinality(t.available_days) = 7 AND t.available_start_minute = 0 AND t.available_end_minute = 1440)
  OR EXISTS (
    SELECT 1 FROM (SELECT date_trunc('day', l.pickup_window_start AT TIME ZONE t.time_zone) AS s,
        date_trunc('day', l.pickup_window_end AT TIME ZONE t.time_zone) AS e) w
      CROSS JOIN unnest(t.available_days) AS d(dow)
    WHERE (d.dow - extract(dow FROM w.s)::int + 7) % 7 <= extract(day FROM (w.e - w.s))))`);

/**
 * An upper bound of MATCH_JOINS' `score` for each pair, without its two costly parts: of the
 * availability check only the weekdays (AVAILABLE_DAY_MET), and the lane factor as 1 for a trucker
 * with preferred lanes (exact 0.4 without). The other factors are the same expressions on the same
 * inputs, so `mx."bound" >= m."score"` for every pair, and a bound of 0 means the score is 0 (the
 * truck cannot haul the load, the pickup is out of its radius, before it is free or on no available
 * weekday). Needs `truckers t` and `loads l` in scope like MATCH_JOINS; adds `mx."bound"` (int).
 */
export const MATCH_BOUND_JOINS: SQL = rendered(sql`
  ${pairInputs('xo')}
  CROSS JOIN LATERAL (SELECT f.*, ${scoreOf('f')} AS "bound"
    FROM (SELECT e."eligible",
      ${deadheadFactor(sql.raw('e."eligible"'), sql.raw('xo.miles'))} AS "deadheadFactor",
      ${rateFactor(sql.raw('e."eligible"'))} AS "rateFactor",
      ${laneFactor(
        sql.raw('e."eligible"'),
        sql`NOT EXISTS (SELECT 1 FROM trucker_lanes tl WHERE tl.trucker_id = t.user_id)`,
        sql`1::float8`,
      )} AS "laneFactor",
      ${timingFactor(sql.raw('e."eligible"'), hoursUntilPickup(sql.raw('xo.free_at')))} AS "timingFactor",
      ${fitFactor(sql.raw('e."eligible"'), CAPACITY_SHARE)} AS "fitFactor"
    FROM (SELECT CASE WHEN xo.ready AND xo.equipment_ok AND round(xo.miles) <= t.max_radius AND xo.free_ok
        THEN ${AVAILABLE_DAY_MET} ELSE false END AS "eligible") e
    OFFSET 0) f) mx`);

/** A preferred lane's two ends as trucker_lanes holds them: what its lane factor reads. */
export interface LaneEnds {
  originKind: 'place' | 'state' | 'anywhere';
  originState: string | null;
  originLat: number | null;
  originLng: number | null;
  destinationKind: 'place' | 'state' | 'anywhere';
  destinationState: string | null;
  destinationLat: number | null;
  destinationLng: number | null;
}

/**
 * laneEndFits for a lane end given as values instead of trucker_lanes' columns, a hair wider for a
 * place (a billionth of a degree, a meter): never false where laneEndFits is true.
 */
function laneEndMayFit(
  kind: LaneEnds['originKind'],
  state: string | null,
  lat: number | null,
  lng: number | null,
  point: 'pickup' | 'delivery',
): SQL {
  if (kind === 'anywhere') return sql`true`;
  if (kind === 'state') return sql`(${sql.raw(`l.${point}_state`)} = ${state}::text)`;
  return sql`(${placeEndFits(sql`${lat}::float8`, sql`${lng}::float8`, point, { degrees: 1e-9, meters: 1 })})`;
}

/**
 * The trucker's lanes in trucker_lanes are exactly `lanes` (kinds, states and coordinates, in
 * order): one lookup for the statement (an InitPlan, the trucker's id a parameter).
 */
function lanesAre(truckerId: string, lanes: readonly LaneEnds[]): SQL {
  const kinds = lanes.map(
    (l) => `${l.originKind} ${l.originState ?? ''} ${l.destinationKind} ${l.destinationState ?? ''}`,
  );
  const coordinate = (n: number | null) => (n === null ? 'NaN' : String(n));
  const coordinates = lanes.map(
    (l) => `{${[l.originLat, l.originLng, l.destinationLat, l.destinationLng].map(coordinate).join(',')}}`,
  );
  return sql`(SELECT coalesce(array_agg(tl.origin_kind || ' ' || coalesce(tl.origin_state, '') || ' '
        || tl.destination_kind || ' ' || coalesce(tl.destination_state, '') ORDER BY tl.position), '{}')
        = ${`{${kinds.map((k) => `"${k.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[]
      AND coalesce(array_agg(ARRAY[coalesce(tl.origin_lat, 'NaN'), coalesce(tl.origin_lng, 'NaN'),
        coalesce(tl.destination_lat, 'NaN'), coalesce(tl.destination_lng, 'NaN')] ORDER BY tl.position), '{}')
        = ${`{${coordinates.join(',')}}`}::float8[]
    FROM trucker_lanes tl WHERE tl.trucker_id = ${truckerId}::uuid)`;
}

/**
 * The lane factor's bound for a load: with the trucker's lanes known (and still the ones in the
 * database), the best lane's share of ends that may fit (laneEndMayFit), or exactly laneNoLanes
 * without lanes: never below MATCH_JOINS' lane factor, and equal to it but for a place end at a
 * meter from the radius. Unknown (or changed since read) lanes bound it by 1.
 */
function laneFactorBound(truckerId: string, lanes: readonly LaneEnds[] | null): SQL {
  if (!lanes) return sql`1::float8`;
  const fits = lanes.map(
    (l) => sql`((${laneEndMayFit(l.originKind, l.originState, l.originLat, l.originLng, 'pickup')})::int
      + (${laneEndMayFit(l.destinationKind, l.destinationState, l.destinationLat, l.destinationLng, 'delivery')})::int)::float8 / 2`,
  );
  const known = fits.length === 0 ? lit(T.laneNoLanes) : sql`greatest(${sql.join(fits, sql`, `)})`;
  return sql`CASE WHEN ${lanesAre(truckerId, lanes)} THEN ${known} ELSE 1::float8 END`;
}

/** matchIndexBound's hard filters: all of MATCH_JOINS' but the availability of the pickup. */
const INDEX_BOUND_FILTERS = rendered(sql`cardinality(t.truck_types) > 0
    AND ${ORIGIN_LAT} IS NOT NULL AND t.truck_types && ${haulersOf()}
    AND round(${ROAD_MILES}) <= t.max_radius AND ${FREE_OK}`);
/** matchIndexBound's first terms (deadhead, rate) and its last (timing, fit), around the lane term. */
const INDEX_BOUND_TERMS = rendered(sql`${lit(W.deadhead)} * ${deadheadFactor(sql.raw('true'), ROAD_MILES)}
    + ${lit(W.rate)} * ${rateFactor(sql.raw('true'))}`);
const INDEX_BOUND_LATER_TERMS = rendered(sql`${lit(W.timing)} * ${timingFactor(
  sql.raw('true'),
  hoursUntilPickup(FREE_AT),
)}
    + ${lit(W.fit)} * ${fitFactor(sql.raw('true'), CAPACITY_SHARE)}`);

/**
 * An upper bound of MATCH_JOINS' `score` for one trucker over many loads, one flat expression (no
 * lateral, no subquery per load) over the load columns the board index holds: of the hard filters
 * all but availability, the lane factor bounded by laneFactorBound, and the other factors the same
 * expressions on the same inputs, so `matchIndexBound(…) >= m."score"` for every pair (a float sum
 * and round() only grow when a term grows), and equal to it for a load the trucker is available
 * for (but a place lane end at a meter from its radius). `truckerId` is the trucker of `truckers t`;
 * `lanes` their lanes as read (null: not read). Needs `truckers t` and `loads l` in scope; an int.
 */
export function matchIndexBound(truckerId: string, lanes: readonly LaneEnds[] | null): SQL {
  return sql`(CASE WHEN ${INDEX_BOUND_FILTERS}
  THEN round(${INDEX_BOUND_TERMS}
    + ${lit(W.lane)} * ${laneFactorBound(truckerId, lanes)}
    + ${INDEX_BOUND_LATER_TERMS})::int
  ELSE 0 END)`;
}

/** Passes every hard filter (use in WHERE to skip the lane lookup of ineligible pairs). */
export const MATCH_ELIGIBLE: SQL = sql.raw('me."eligible"');

/** The select list of every `m` column. */
export const MATCH_COLUMNS: SQL = sql.raw(MATCH_ROW_KEYS.map((k) => `m."${k}"`).join(', '));

/**
 * The pickup is inside the box around the truck's origin that holds its max radius (road miles
 * back to straight-line, plus a mile): lets the GiST index of active loads' stored pickup points find one
 * trucker's candidates. A prefilter only; `MATCH_ELIGIBLE` decides.
 */
export const MATCH_PICKUP_BOX: SQL = rendered(sql`earth_box(ll_to_earth(${ORIGIN_LAT}, ${ORIGIN_LNG}),
  (t.max_radius / ${lit(ROAD_CIRCUITY_FACTOR)} + 1) * ${lit(METERS_PER_MILE)}) @> l.pickup_earth`);

/**
 * Cheap necessary conditions for one load over many truckers, before any trigonometry: a truck
 * type that hauls the load, and the pickup's latitude within the radius of the truck's origin
 * (a degree of latitude is at least 68.7 miles).
 */
export const MATCH_TRUCKER_PREFILTER: SQL = rendered(sql`t.truck_types && ${haulersOf()}
  AND abs(${ORIGIN_LAT} - l.pickup_lat) <= (t.max_radius / ${lit(ROAD_CIRCUITY_FACTOR)} + 1) / 68.7::float8`);
