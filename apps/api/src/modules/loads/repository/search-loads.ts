import { eq, fillPlaceholders, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg, { type CustomTypesConfig } from 'pg';
import {
  canHaul,
  EQUIPMENT_TYPES,
  greatCircleMiles,
  METERS_PER_MILE,
  ROAD_CIRCUITY_FACTOR,
  SEARCH_COUNT_CAP,
  type EquipmentType,
  type LatLng,
  type LoadSort,
} from '@haulclub/shared';
import { DRIZZLE_TYPES, type DbExecutor } from '../../../db/client';
import { compileSql } from '../../../db/compile-sql';
import { chordToGreatCircle, EARTH_RADIUS_METERS, earthPoint } from '../../../db/earth';
import { truckers } from '../../../db/schema/index';
import type { TruckerRow } from '../../membership/index';
import { LOAD_MARKET_COLUMNS, LOAD_MARKET_JOINS, type LoadMarketRow } from '../../market/index';
import {
  MATCH_ELIGIBLE,
  MATCH_JOINS,
  MATCH_PICKUP_BOX,
  MATCH_SCORES_FUNCTION,
  matchIndexBound,
  type LaneEnds,
  type MatchRow,
} from '../../matching/index';
import {
  inPremiumWindow,
  LOAD_COLUMNS,
  onTheBoard,
  visibleToTruckers,
  type LoadRecord,
} from './load-columns';

export interface RadiusFilter extends LatLng {
  radiusMiles: number;
}

/** Everything GET /api/loads filters and sorts by, already located and validated. */
export interface LoadSearchParams {
  /** Who searches: whose chat threads to join (threadId), and whose early access opens premium loads. */
  truckerId: string;
  /** The premium early-access window now in force (platform settings). */
  premiumWindowMinutes: number;
  origin: RadiusFilter | null;
  destination: RadiusFilter | null;
  /** Where deadhead is measured from; null gives null deadhead (and sort=deadhead is refused earlier). */
  deadheadFrom: LatLng | null;
  equipment: readonly EquipmentType[] | null;
  minRatePerMileCents: number | null;
  maxMiles: number | null;
  /** ISO date-times: the pickup window must overlap [pickupFrom, pickupBefore). */
  pickupFrom: string | null;
  pickupBefore: string | null;
  sort: LoadSort;
  limit: number;
  offset: number;
  /**
   * The searching trucker's truck (types, origin, max radius), as read for this search: best_match
   * bounds the scores only of the loads it can reach and haul (every other load's score is 0).
   * Without it, every load of the search is a candidate (the same page, found more slowly).
   */
  reach?: TruckReach;
}

export interface TruckerLoadRecord extends LoadRecord {
  deadheadMiles: number | null;
  /** A premium load still inside its early-access window (shown only to truckers with early access). */
  earlyAccess: boolean;
  threadId: string | null;
  total: number;
  /** The match of the load for this trucker (the matching module's raw numbers). */
  match: MatchRow | null;
}

/** The trucker who searches: the profile row (membership's findTrucker) and the preferred lanes. */
export type SearchingTrucker = TruckerRow & { lanes: LaneEnds[] };

/** The trucker's lanes in order, as JSON (float8 prints its shortest exact digits: the same numbers). */
const LANES_JSON = sql<LaneEnds[]>`(SELECT coalesce(json_agg(json_build_object(
    'originKind', tl.origin_kind, 'originState', tl.origin_state,
    'originLat', tl.origin_lat, 'originLng', tl.origin_lng,
    'destinationKind', tl.destination_kind, 'destinationState', tl.destination_state,
    'destinationLat', tl.destination_lat, 'destinationLng', tl.destination_lng) ORDER BY tl.position), '[]')
  FROM trucker_lanes tl WHERE tl.trucker_id = ${truckers.userId})`;

/** findSearchingTrucker's statement, as a drizzle prepared query. */
function prepareTruckerRead(db: DbExecutor) {
  return db
    .select({ ...getTableColumns(truckers), lanes: LANES_JSON })
    .from(truckers)
    .where(eq(truckers.userId, sql.placeholder('truckerId')))
    .limit(1)
    .prepare('haulclub-board-trucker');
}
const truckerReads = new WeakMap<DbExecutor, ReturnType<typeof prepareTruckerRead>>();

/**
 * The trucker who searches (the same row as membership's findTrucker, with the lanes), read by one
 * statement built once per database handle and prepared once per connection: building drizzle's
 * select cost about 0.35 ms of every search.
 */
export async function findSearchingTrucker(
  db: DbExecutor,
  truckerId: string,
): Promise<SearchingTrucker | undefined> {
  let read = truckerReads.get(db);
  if (!read) {
    read = prepareTruckerRead(db);
    truckerReads.set(db, read);
  }
  const [row] = await read.execute({ truckerId });
  return row;
}

/** earthdistance's point (ll_to_earth) of a bound lat/lng, as the plain cube the stored columns hold. */
const point = (p: LatLng) => earthPoint(sql`${p.lat}::float8`, sql`${p.lng}::float8`);
/** The stored ll_to_earth of the load's pickup and delivery (loads.pickup_earth, loads.delivery_earth). */
const PICKUP = sql.raw('l.pickup_earth');
/**
 * Great-circle meters between a point and a stored one: earth_distance's own body
 * (sec_to_gc(cube_distance(…))) without the per-row cast to the earth domain.
 */
const metersBetween = (from: SQL, stored: SQL) => chordToGreatCircle(sql`cube_distance(${from}, ${stored})`);
const metersTo = (p: LatLng, stored: SQL) => metersBetween(point(p), stored);
/** The matching module's row for the pair, as one jsonb column (needs `truckers t` and MATCH_JOINS). */
const MATCH_JSON = sql.raw('to_jsonb(m) AS "match"');

/**
 * A lat/lng box that holds the whole circle (a little larger), as plain column ranges: unlike the
 * cube box test, PostgreSQL estimates these from the column statistics.
 */
function latLngBox(center: LatLng, meters: number) {
  const angle = meters / EARTH_RADIUS_METERS;
  const dLat = (angle * 180) / Math.PI + 1e-6;
  const cosLat = Math.cos((center.lat * Math.PI) / 180);
  const dLng =
    Math.sin(angle) >= cosLat - 1e-9
      ? 360
      : (Math.asin(Math.min(1, Math.sin(angle) / cosLat)) * 180) / Math.PI + 1e-6;
  return {
    minLat: center.lat - dLat,
    maxLat: center.lat + dLat,
    minLng: center.lng - dLng,
    maxLng: center.lng + dLng,
  };
}

type LatLngBox = ReturnType<typeof latLngBox>;

/** The lat/lng box of a radius filter (latLngBox of its circle). */
const radiusBox = (filter: RadiusFilter): LatLngBox =>
  latLngBox(filter, filter.radiusMiles * METERS_PER_MILE);

/**
 * The load's pickup (or delivery) within the radius: the lat/lng box (an index condition of the
 * partial GiST index, estimated from the column statistics), then the exact great-circle distance
 * on the stored point (the same number as earth_distance).
 */
function withinRadius(end: 'pickup' | 'delivery', filter: RadiusFilter, box: LatLngBox): SQL {
  const stored = sql.raw(`l.${end}_earth`);
  return sql`${inLatLngBox(end, box)}
    AND ${metersTo(filter, stored)} <= ${filter.radiusMiles * METERS_PER_MILE}::float8`;
}

/** The load's pickup (or delivery) lat/lng inside the box, as column ranges. */
function inLatLngBox(end: 'pickup' | 'delivery', b: LatLngBox): SQL {
  const lat = sql.raw(`l.${end}_lat`);
  const lng = sql.raw(`l.${end}_lng`);
  const lngRange =
    b.maxLng - b.minLng >= 360 ? sql`true` : sql`${lng} BETWEEN ${b.minLng}::float8 AND ${b.maxLng}::float8`;
  return sql`${lat} BETWEEN ${b.minLat}::float8 AND ${b.maxLat}::float8 AND ${lngRange}`;
}

/**
 * The whole-degree longitude bands a radius's lat/lng box covers, as the lane index's expression
 * (loads_active_lane_idx: `floor(lng)::int`), or null when the box spans every longitude. Implied
 * by the box's longitude range (it adds no condition), it lets a lane search read the index band
 * pair by band pair.
 */
function lngBands(end: 'pickup' | 'delivery', box: LatLngBox): SQL | null {
  if (box.maxLng - box.minLng >= 360) return null;
  const bands: number[] = [];
  for (let band = Math.floor(box.minLng); band <= Math.floor(box.maxLng); band++) bands.push(band);
  return sql`floor(${sql.raw(`l.${end}_lng`)})::int = ANY (${`{${bands.join(',')}}`}::int[])`;
}

/** Deadhead in road miles from a point (earthPoint) to the load's pickup. */
function deadheadMilesFrom(from: SQL): SQL {
  return sql`round(${metersBetween(from, PICKUP)} / ${METERS_PER_MILE}::float8 * ${ROAD_CIRCUITY_FACTOR}::float8)::int`;
}

/** Deadhead in road miles from `from` to the load's pickup (null without a `from`). */
function deadheadMiles(from: LatLng | null): SQL {
  return from ? deadheadMilesFrom(point(from)) : sql`NULL::int`;
}

/**
 * Trucker-facing select list: the load, its deadhead (road miles), this trucker's thread and, with
 * `extra`, more columns (e.g. the match). `l` is the load (joined with its broker `b`).
 */
function truckerLoadColumns(deadheadFrom: LatLng | null, premiumWindowMinutes: number, extra?: SQL) {
  return sql`${LOAD_COLUMNS}, ${deadheadMiles(deadheadFrom)} AS "deadheadMiles", ct.id AS "threadId",
      ${inPremiumWindow('l', premiumWindowMinutes)} AS "earlyAccess"${extra ? sql`, ${extra}` : sql``}`;
}

const TRUCKER_LOAD_JOINS = (truckerId: unknown) => sql`JOIN brokers b ON b.user_id = l.broker_id
    LEFT JOIN chat_threads ct ON ct.load_id = l.id AND ct.trucker_id = ${truckerId}::uuid`;

/** Trucker-facing select list with the window count of every match (for short lists: the matches page). */
export function truckerLoadSelect(
  truckerId: string,
  deadheadFrom: LatLng | null,
  premiumWindowMinutes: number,
  extra?: SQL,
): SQL {
  return sql`SELECT ${truckerLoadColumns(deadheadFrom, premiumWindowMinutes, extra)},
      count(*) OVER () AS total
    FROM loads l
    ${TRUCKER_LOAD_JOINS(truckerId)}`;
}

/**
 * The page order. Every order ends in a unique tie-breaker so pages never overlap; each has its
 * partial index (deadhead: the KNN walk of the pickup GiST index, by distance then load number).
 */
function orderBy(p: LoadSearchParams): SQL {
  switch (p.sort) {
    case 'rate_per_mile':
      return sql`l.rate_per_mile_cents DESC, l.id`;
    case 'expiring':
      return sql`l.expires_at ASC, l.id`;
    case 'deadhead':
      return p.deadheadFrom ? sql`${PICKUP} <-> ${point(p.deadheadFrom)}, l.number <-> 0::int8` : sql`l.id`;
    case 'best_match':
      // Over bestMatchQuery's scored candidates `s`.
      return sql`s.score DESC, s.posted_at DESC, s.id`;
    default:
      return sql`l.posted_at DESC, l.id`;
  }
}

function boardWhere(p: LoadSearchParams): SQL {
  const where: SQL[] = [visibleToTruckers('l', p)];
  const originBox = p.origin && radiusBox(p.origin);
  const destinationBox = p.destination && radiusBox(p.destination);
  if (p.origin && originBox) where.push(withinRadius('pickup', p.origin, originBox));
  if (p.destination && destinationBox) where.push(withinRadius('delivery', p.destination, destinationBox));
  if (originBox && destinationBox) {
    const pickupBands = lngBands('pickup', originBox);
    const deliveryBands = lngBands('delivery', destinationBox);
    if (pickupBands && deliveryBands) where.push(sql`${pickupBands} AND ${deliveryBands}`);
  }
  // Without an equipment filter, a search round an origin lists every type: the same loads
  // (equipment is NOT NULL and CHECKed to EQUIPMENT_TYPES), but loads_active_board_idx, led by
  // equipment, then serves the origin's box too (measured at 100k: 20-40 % fewer buffers).
  const equipment = p.equipment && p.equipment.length > 0 ? p.equipment : p.origin ? EQUIPMENT_TYPES : null;
  if (equipment) {
    where.push(
      sql`l.equipment IN (${sql.join(
        equipment.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
  }
  if (p.minRatePerMileCents !== null) where.push(sql`l.rate_per_mile_cents >= ${p.minRatePerMileCents}`);
  if (p.maxMiles !== null) where.push(sql`l.miles <= ${p.maxMiles}`);
  if (p.pickupFrom) where.push(sql`l.pickup_window_end >= ${p.pickupFrom}::timestamptz`);
  if (p.pickupBefore) where.push(sql`l.pickup_window_start < ${p.pickupBefore}::timestamptz`);
  return sql.join(where, sql` AND `);
}

/** What decides whether a trucker can score: the truck's types, where it is, how far it goes. */
export interface TruckReach {
  /** The truck's origin (current location, else home base), or null when not located. */
  truck: LatLng | null;
  truckTypes: readonly string[];
  maxRadiusMiles: number;
  /**
   * The trucker's preferred lanes as read with the profile: best_match bounds each load's lane
   * factor with them (checked against the database's in the statement). Without them, by 1.
   */
  lanes?: readonly LaneEnds[];
}

/**
 * The order the board walks for `p.sort`: best_match, unless no load of the search can score above
 * 0 for the trucker (no truck type, no located truck, or an origin radius beyond the trucker's max
 * radius of the truck, with a mile to spare; the database's sphere is a little larger than
 * greatCircleMiles', which only moves the pickups further away). Then every score is 0, and
 * best_match's order (score, then newest, then id) is the newest order, walked through its index.
 */
export function boardSort(p: Pick<LoadSearchParams, 'sort' | 'origin'>, reach: TruckReach): LoadSort {
  if (p.sort !== 'best_match') return p.sort;
  if (reach.truckTypes.length === 0 || !reach.truck) return 'newest';
  if (!p.origin) return p.sort;
  const nearestPickupMiles = greatCircleMiles(reach.truck, p.origin) - p.origin.radiusMiles - 1;
  return nearestPickupMiles * ROAD_CIRCUITY_FACTOR <= reach.maxRadiusMiles + 1 ? p.sort : 'newest';
}

/** How far the search counts: the cap, or the end of the page asked for when that is further. */
export function countLimit(p: Pick<LoadSearchParams, 'limit' | 'offset'>): number {
  return Math.max(SEARCH_COUNT_CAP, p.offset + p.limit);
}

/**
 * THE board search (GET /api/loads and the benchmark run exactly this SQL), one statement:
 * `c` counts the matches up to countLimit + 1 (so "more than countLimit" is known without counting
 * them all) and the page is found on the narrow rows (ids in order, through the sort's index;
 * best_match: bestMatchQuery). One row per load of the page (its id and place), each carrying
 * `counted`; an empty page is one row of nulls with `counted`. The page's loads in full (with
 * their matches and market figures) come from one prepared statement (PAGE_LOADS, pageLoads),
 * which spares this one the planning of the match SQL and of the wide joins.
 * Only loads visible to truckers (`status = 'active'` spelled literally, so the partial indexes
 * apply, and `expires_at > now()`); every input is a bound parameter.
 */
export function searchLoadsQuery(p: LoadSearchParams): SQL {
  const where = boardWhere(p);
  const order = orderBy(p);
  if (p.sort === 'best_match') return bestMatchQuery(p, where, order);
  if (p.destination) return laneSearchQuery(p, where, order);
  const page = sql`SELECT l.id, row_number() OVER (ORDER BY ${order}) AS ord FROM loads l
          WHERE ${where}
          ORDER BY ${order}
          LIMIT ${p.limit} OFFSET ${p.offset}`;
  return sql`WITH c AS (
      SELECT count(*)::int AS n FROM (SELECT 1 FROM loads l WHERE ${where} LIMIT ${countLimit(p) + 1}) x
    )
    ${countedPage(page)}`;
}

/**
 * The statement's result after its CTE `c` (the capped count): the page's ids in order (`page`
 * gives them and `ord`), each row carrying `counted`; one row of nulls with `counted` for an empty
 * page. The loads in full come from PAGE_LOADS.
 */
function countedPage(page: SQL): SQL {
  return sql`SELECT c.n AS counted, pg.id, pg.ord FROM c LEFT JOIN LATERAL (${page}) pg ON true
    ORDER BY pg.ord`;
}

/**
 * The loads of a best_match search that can score above 0 for the trucker: the search's filters,
 * narrowed to the equipment its truck types haul and to the box round the truck's origin that holds
 * its max radius (road miles back to straight-line, a mile to spare). Every other load's
 * matchIndexBound, and so its score, is 0 (the bound's own hard filters: a hauled equipment, the
 * pickup within the max radius). Null when no load can score.
 */
function reachableWhere(p: LoadSearchParams, where: SQL): SQL | null {
  if (!p.reach) return where;
  const { truck, truckTypes, maxRadiusMiles } = p.reach;
  if (!truck || truckTypes.length === 0) return null;
  const searched = p.equipment && p.equipment.length > 0 ? p.equipment : EQUIPMENT_TYPES;
  const hauled = searched.filter((e) => truckTypes.some((t) => canHaul(t, e)));
  if (hauled.length === 0) return null;
  const reach = latLngBox(truck, ((maxRadiusMiles + 1) / ROAD_CIRCUITY_FACTOR) * METERS_PER_MILE);
  // Without a destination (which reads the lane index by its bands), the pickup's longitude bands
  // of the box it must lie in, for loads_active_pickup_band_idx: implied by that box, no condition.
  const bands = p.destination
    ? null
    : lngBands('pickup', p.origin ? lngOverlap(radiusBox(p.origin), reach) : reach);
  return sql`${boardWhere({ ...p, equipment: hauled })} AND ${inLatLngBox('pickup', reach)}${bands ? sql` AND ${bands}` : sql``}`;
}

/** Two boxes' common longitudes (a box spanning every longitude leaves the other's), with a's latitudes. */
function lngOverlap(a: LatLngBox, b: LatLngBox): LatLngBox {
  if (a.maxLng - a.minLng >= 360) return { ...a, minLng: b.minLng, maxLng: b.maxLng };
  if (b.maxLng - b.minLng >= 360) return a;
  return { ...a, minLng: Math.max(a.minLng, b.minLng), maxLng: Math.min(a.maxLng, b.maxLng) };
}

/**
 * best_match, a top-k by the match score (then newest, then id) without scoring every candidate:
 * - `ib`: the loads that can score (reachableWhere), with matchIndexBound (an upper bound of the
 *   score, the score itself when the trucker is available for the pickup, one flat expression over
 *   the columns the board index holds: no lateral, no heap read when the scan is index-only);
 * - `c`: the capped count of every load the filters pass, as the other sorts count;
 * - `top`: the exact score of the 2k loads with the highest bounds (k = offset + limit); the k-th
 *   highest of those scores, T (`thr`), is reached by at least k loads, so a load whose bound is
 *   below T ranks below k others (T is 0 when fewer than k of them score above 0);
 * - `scored`: `top`, the exact score of every other load whose bound is above 0 and reaches T,
 *   and, only when T is 0, the k newest of the other loads the filters pass, whose scores are all 0
 *   (a load past those has k loads ahead of it);
 * - the page: `scored` in the full order. Same loads and order as scoring every candidate.
 * Exact scores come from haulclub_match_scores (MATCH_SCORES_FUNCTION: MATCH_JOINS, planned once
 * per connection), so this statement plans no match SQL. The page's loads in full come from
 * PAGE_LOADS like the other sorts'.
 */
function bestMatchQuery(p: LoadSearchParams, where: SQL, order: SQL): SQL {
  const trucker = sql`JOIN truckers t ON t.user_id = ${p.truckerId}::uuid`;
  const k = p.offset + p.limit;
  const reachable = reachableWhere(p, where);
  const candidates = reachable
    ? sql`SELECT l.id, ${matchIndexBound(p.truckerId, p.reach?.lanes ?? null)} AS ib FROM loads l
      ${trucker}
      WHERE ${reachable}`
    : sql`SELECT NULL::uuid AS id, 0 AS ib WHERE false`;
  const scores = (ids: SQL) =>
    sql`${sql.identifier(MATCH_SCORES_FUNCTION)}(${p.truckerId}::uuid, ARRAY(${ids}))`;
  return sql`WITH ib AS MATERIALIZED (${candidates}),
    c AS (
      SELECT count(*)::int AS n FROM (SELECT 1 FROM loads l WHERE ${where} LIMIT ${countLimit(p) + 1}) x
    ),
    top AS MATERIALIZED (
      SELECT s.id, s.posted_at, s.score
      FROM ${scores(sql`SELECT id FROM ib WHERE ib > 0 ORDER BY ib DESC LIMIT ${2 * k}`)} s
    ),
    thr AS (
      SELECT coalesce((SELECT score FROM top ORDER BY score DESC OFFSET ${Math.max(0, k - 1)} LIMIT 1), 0) AS t
    ),
    scored AS (
      (SELECT l.id, l.posted_at, 0 AS score FROM loads l
        WHERE (SELECT t FROM thr) = 0 AND ${where}
          AND l.id NOT IN (SELECT ib.id FROM ib WHERE ib.ib > 0)
        ORDER BY l.posted_at DESC, l.id LIMIT ${k})
      UNION ALL
      SELECT id, posted_at, score FROM top
      UNION ALL
      SELECT s.id, s.posted_at, s.score
      FROM ${scores(sql`SELECT ib.id FROM ib WHERE ib.ib > 0 AND ib.ib >= (SELECT t FROM thr)
        AND NOT EXISTS (SELECT 1 FROM top WHERE top.id = ib.id)`)} s
    )
    ${countedPage(
      sql`SELECT s.id, row_number() OVER (ORDER BY ${order}) AS ord FROM scored s
        ORDER BY ${order} LIMIT ${p.limit} OFFSET ${p.offset}`,
    )}`;
}

/**
 * A search with both ends (a lane, not best_match): both radii together leave few loads, found
 * once through the lane index into `lane` (narrow rows: the id and the sort keys), which the count
 * and the page then read, instead of each scanning the index and the table again.
 */
function laneSearchQuery(p: LoadSearchParams, where: SQL, order: SQL): SQL {
  return sql`WITH lane AS MATERIALIZED (
      SELECT l.id, l.number, l.posted_at, l.expires_at, l.rate_per_mile_cents, l.pickup_earth
      FROM loads l WHERE ${where}
    ),
    c AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM lane LIMIT ${countLimit(p) + 1}) x)
    ${countedPage(
      sql`SELECT l.id, row_number() OVER (ORDER BY ${order}) AS ord FROM lane l
        ORDER BY ${order} LIMIT ${p.limit} OFFSET ${p.offset}`,
    )}`;
}

/** node-postgres' query (a pool, or a checked-out client): a named (prepared) statement, or an unnamed one. */
export interface PreparedQueryable {
  query<R extends object>(config: {
    /** A named statement (parsed and planned once per connection); without one, an unnamed one. */
    name?: string;
    text: string;
    values: unknown[];
    types?: CustomTypesConfig;
  }): Promise<{ rows: R[] }>;
}

/**
 * A load of a board page as the trucker sees it: the load, its match, its market figures (the
 * row as node-postgres made it: a property added to a row this wide cost about 15 µs).
 */
export type PageLoad = Omit<TruckerLoadRecord, 'total'> & LoadMarketRow;

/** What PAGE_LOADS is given: the trucker, the page's ids, where deadhead is measured from, the premium window. */
interface PageLoadsValues {
  truckerId: unknown;
  loadIds: unknown;
  fromLat: unknown;
  fromLng: unknown;
  premiumWindowMinutes: unknown;
}

/**
 * A page's loads in full for one trucker (ids as a PostgreSQL array literal): each load with its
 * broker, its deadhead in road miles from (fromLat, fromLng) (null without them), the trucker's
 * thread, whether it is inside its early-access window, its match for the trucker and its market
 * figures (its lane's rate, its broker's standing). Only loads still on the board: one booked,
 * expired or hidden since the page was found is left out.
 */
const pageLoadsSql = (v: PageLoadsValues) => sql`
    SELECT ${LOAD_COLUMNS},
      CASE WHEN ${v.fromLat}::float8 IS NULL THEN NULL::int
        ELSE ${deadheadMilesFrom(earthPoint(sql`${v.fromLat}::float8`, sql`${v.fromLng}::float8`))} END AS "deadheadMiles",
      ct.id AS "threadId", ${inPremiumWindow('l', v.premiumWindowMinutes as Placeholder)} AS "earlyAccess",
      ${MATCH_JSON}, ${LOAD_MARKET_COLUMNS}
    FROM loads l
    ${TRUCKER_LOAD_JOINS(v.truckerId)}
    JOIN truckers t ON t.user_id = ${v.truckerId}::uuid
    ${MATCH_JOINS}
    ${LOAD_MARKET_JOINS}
    WHERE l.id = ANY (${v.loadIds}::uuid[]) AND ${onTheBoard('l')}`;

/**
 * pageLoadsSql as one named statement, parsed and planned once per connection (its plan does not
 * depend on the values: the loads, the trucker, the lanes, the brokers and the threads by key).
 */
const PAGE_LOADS = (() => {
  const names = ['truckerId', 'loadIds', 'fromLat', 'fromLng', 'premiumWindowMinutes'] as const;
  const values = Object.fromEntries(names.map((n) => [n, sql.placeholder(n)])) as unknown as PageLoadsValues;
  const q = new PgDialect({ casing: 'snake_case' }).sqlToQuery(pageLoadsSql(values));
  return { name: 'haulclub-page-loads', text: q.sql, params: q.params };
})();

/**
 * The loads of a page found by searchLoadsQuery, in full (PAGE_LOADS), in the page's order. `db` is
 * node-postgres' pool or client (the named statement), or a drizzle handle (a transaction).
 */
export async function pageLoads(
  db: PreparedQueryable | DbExecutor,
  p: Pick<LoadSearchParams, 'truckerId' | 'deadheadFrom' | 'premiumWindowMinutes'>,
  ids: readonly string[],
): Promise<PageLoad[]> {
  if (ids.length === 0) return [];
  const values = {
    truckerId: p.truckerId,
    loadIds: `{${ids.join(',')}}`,
    fromLat: p.deadheadFrom?.lat ?? null,
    fromLng: p.deadheadFrom?.lng ?? null,
    premiumWindowMinutes: p.premiumWindowMinutes,
  };
  const { rows } =
    'execute' in db
      ? await db.execute<PageLoad & Record<string, unknown>>(pageLoadsSql(values))
      : await db.query<PageLoad>({
          name: PAGE_LOADS.name,
          text: PAGE_LOADS.text,
          values: fillPlaceholders(PAGE_LOADS.params, values),
          // Timestamps as text, as drizzle reads them (the views rearrange the text: no Date).
          types: DRIZZLE_TYPES,
        });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The node-postgres pool under a drizzle handle (named statements), else the handle itself. */
export function preparedQueryable(db: DbExecutor): PreparedQueryable | DbExecutor {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? (client as PreparedQueryable) : db;
}

/**
 * GET /api/trucker/matches: the visible loads that pass the trucker's hard filters, best score
 * first (then newest, then id), one page, in one query. `origin` is the truck's origin (current
 * location or home base), for deadheadMiles.
 */
export function truckerMatchesQuery(p: {
  truckerId: string;
  premiumWindowMinutes: number;
  origin: LatLng;
  limit: number;
  offset: number;
}): SQL {
  return sql`${truckerLoadSelect(p.truckerId, p.origin, p.premiumWindowMinutes, MATCH_JSON)}
    JOIN truckers t ON t.user_id = ${p.truckerId}::uuid
    ${MATCH_JOINS}
    WHERE ${visibleToTruckers('l', p)} AND ${MATCH_PICKUP_BOX} AND ${MATCH_ELIGIBLE}
    ORDER BY m."score" DESC, l.posted_at DESC, l.id
    LIMIT ${p.limit} OFFSET ${p.offset}`;
}

/** THE SQL of a GET /api/trucker/matches page (the matching bench runs exactly this). */
export function truckerMatchesPageQuery(p: Parameters<typeof truckerMatchesQuery>[0]): SQL {
  return truckerMatchesQuery(p);
}

export async function searchTruckerMatches(
  db: DbExecutor,
  p: Parameters<typeof truckerMatchesQuery>[0],
): Promise<{ rows: TruckerLoadRecord[]; total: number }> {
  const { rows } = await db.execute<TruckerLoadRecord & Record<string, unknown>>(truckerMatchesPageQuery(p));
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export interface SearchPage {
  rows: PageLoad[];
  /** Exact when not capped; else countLimit(p), and more than that many match. */
  total: number;
  totalCapped: boolean;
}

/**
 * One page of the board: searchLoadsQuery (the count and the page's ids), then the page's loads
 * in full (pageLoads).
 */
export async function searchLoadsPage(db: DbExecutor, p: LoadSearchParams): Promise<SearchPage> {
  const direct = preparedQueryable(db);
  let rows: Record<string, unknown>[];
  if ('execute' in direct) {
    rows = (await direct.execute<Record<string, unknown>>(searchLoadsQuery(p))).rows;
  } else {
    // Straight to the pool, the text compiled without drizzle's entity checks (the same text).
    const q = compileSql(searchLoadsQuery(p));
    rows = (
      await direct.query<Record<string, unknown>>({ text: q.sql, values: q.params, types: DRIZZLE_TYPES })
    ).rows;
  }
  const page = searchPageIds(rows, p);
  const loads = await pageLoads(direct, p, page.ids);
  return { rows: loads, total: page.total, totalCapped: page.totalCapped };
}

/** The rows of searchLoadsQuery as the page's ids and count (the benchmark reads its direct SQL the same way). */
export function searchPageIds(
  rows: readonly Record<string, unknown>[],
  p: LoadSearchParams,
): { ids: string[]; total: number; totalCapped: boolean } {
  const counted = Number(rows[0]?.counted ?? 0);
  const limit = countLimit(p);
  const ids = rows.flatMap((r) => (typeof r.id === 'string' ? [r.id] : []));
  return { ids, total: Math.min(counted, limit), totalCapped: counted > limit };
}

/**
 * One load as a trucker may see it: visible to this trucker (a premium load inside its window only
 * with early access), or booked by this trucker.
 */
export async function findTruckerLoad(
  db: DbExecutor,
  p: { loadId: string; truckerId: string; premiumWindowMinutes: number; deadheadFrom: LatLng | null },
): Promise<TruckerLoadRecord | undefined> {
  const { rows } = await db.execute<TruckerLoadRecord & Record<string, unknown>>(sql`
    ${truckerLoadSelect(p.truckerId, p.deadheadFrom, p.premiumWindowMinutes, MATCH_JSON)}
    JOIN truckers t ON t.user_id = ${p.truckerId}::uuid
    ${MATCH_JOINS}
    WHERE l.id = ${p.loadId}::uuid AND ((${visibleToTruckers('l', p)})
      OR EXISTS (SELECT 1 FROM bookings bk WHERE bk.load_id = l.id AND bk.trucker_id = ${p.truckerId}::uuid))`);
  return rows[0];
}
