import { sql, type SQL } from 'drizzle-orm';
import {
  METERS_PER_MILE,
  ROAD_CIRCUITY_FACTOR,
  type EquipmentType,
  type LatLng,
  type LoadSort,
} from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { MATCH_ELIGIBLE, MATCH_JOINS, MATCH_PICKUP_BOX, type MatchRow } from '../../matching/index';
import { inPremiumWindow, LOAD_COLUMNS, visibleToTruckers, type LoadRecord } from './load-columns';

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

const earth = (p: LatLng) => sql`ll_to_earth(${p.lat}::float8, ${p.lng}::float8)`;
const PICKUP = sql.raw('ll_to_earth(l.pickup_lat, l.pickup_lng)');
const DELIVERY = sql.raw('ll_to_earth(l.delivery_lat, l.delivery_lng)');
/** The matching module's row for the pair, as one jsonb column (needs `truckers t` and MATCH_JOINS). */
const MATCH_JSON = sql.raw('to_jsonb(m) AS "match"');

/** The GiST-indexed box test first, then the exact great-circle distance. */
function withinRadius(point: SQL, filter: RadiusFilter): SQL {
  const meters = filter.radiusMiles * METERS_PER_MILE;
  return sql`earth_box(${earth(filter)}, ${meters}::float8) @> ${point}
    AND earth_distance(${earth(filter)}, ${point}) <= ${meters}::float8`;
}

/** Trucker-facing select list: the load, its deadhead (road miles) and this trucker's thread. */
export function truckerLoadSelect(
  truckerId: string,
  deadheadFrom: LatLng | null,
  premiumWindowMinutes: number,
  extra?: SQL,
): SQL {
  const deadhead = deadheadFrom
    ? sql`round(earth_distance(${earth(deadheadFrom)}, ${PICKUP}) / ${METERS_PER_MILE}::float8 * ${ROAD_CIRCUITY_FACTOR}::float8)::int`
    : sql`NULL::int`;
  return sql`SELECT ${LOAD_COLUMNS}, ${deadhead} AS "deadheadMiles", ct.id AS "threadId",
      ${inPremiumWindow('l', premiumWindowMinutes)} AS "earlyAccess",
      count(*) OVER () AS total${extra ? sql`, ${extra}` : sql``}
    FROM loads l
    JOIN brokers b ON b.user_id = l.broker_id
    LEFT JOIN chat_threads ct ON ct.load_id = l.id AND ct.trucker_id = ${truckerId}::uuid`;
}

function orderBy(p: LoadSearchParams): SQL {
  switch (p.sort) {
    case 'rate_per_mile':
      return sql`l.rate_per_mile_cents DESC, l.id`;
    case 'expiring':
      return sql`l.expires_at ASC, l.id`;
    case 'deadhead':
      return p.deadheadFrom ? sql`earth_distance(${earth(p.deadheadFrom)}, ${PICKUP}) ASC, l.id` : sql`l.id`;
    case 'best_match':
      return sql`m."score" DESC, l.posted_at DESC, l.id`;
    default:
      return sql`l.posted_at DESC, l.id`;
  }
}

/**
 * THE board search (GET /api/loads and the benchmark run exactly this SQL).
 * Only loads visible to truckers (`status = 'active'` spelled literally, so
 * the partial GiST indexes apply, and `expires_at > now()`); every input is
 * a bound parameter.
 */
export function searchLoadsQuery(p: LoadSearchParams): SQL {
  const where: SQL[] = [visibleToTruckers('l', p)];
  if (p.origin) where.push(withinRadius(PICKUP, p.origin));
  if (p.destination) where.push(withinRadius(DELIVERY, p.destination));
  if (p.equipment && p.equipment.length > 0) {
    where.push(
      sql`l.equipment IN (${sql.join(
        p.equipment.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
  }
  if (p.minRatePerMileCents !== null) where.push(sql`l.rate_per_mile_cents >= ${p.minRatePerMileCents}`);
  if (p.maxMiles !== null) where.push(sql`l.miles <= ${p.maxMiles}`);
  if (p.pickupFrom) where.push(sql`l.pickup_window_end >= ${p.pickupFrom}::timestamptz`);
  if (p.pickupBefore) where.push(sql`l.pickup_window_start < ${p.pickupBefore}::timestamptz`);
  // best_match orders by the score, so the page's query scores every candidate (and returns the
  // match); other sorts score only the page (the outer query of withMatch).
  if (p.sort === 'best_match') {
    return sql`${truckerLoadSelect(p.truckerId, p.deadheadFrom, p.premiumWindowMinutes, MATCH_JSON)}
      JOIN truckers t ON t.user_id = ${p.truckerId}::uuid
      ${MATCH_JOINS}
      WHERE ${sql.join(where, sql` AND `)}
      ORDER BY ${orderBy(p)}
      LIMIT ${p.limit} OFFSET ${p.offset}`;
  }
  const inner = sql`${truckerLoadSelect(p.truckerId, p.deadheadFrom, p.premiumWindowMinutes)}
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY ${orderBy(p)}
    LIMIT ${p.limit} OFFSET ${p.offset}`;
  return withMatch(inner, p.truckerId, orderBy(p));
}

/**
 * Adds the trucker's `match` (to_jsonb of the matching module's row) to each row of a trucker
 * load query, keeping its order: the rows are joined back to `loads l` and `truckers t`.
 */
function withMatch(inner: SQL, truckerId: string, order: SQL): SQL {
  return sql`SELECT p.*, to_jsonb(m) AS "match"
    FROM (${inner}) p
    JOIN loads l ON l.id = p.id
    JOIN truckers t ON t.user_id = ${truckerId}::uuid
    ${MATCH_JOINS}
    ORDER BY ${order}`;
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

export async function searchLoads(
  db: DbExecutor,
  p: LoadSearchParams,
): Promise<{ rows: TruckerLoadRecord[]; total: number }> {
  const { rows } = await db.execute<TruckerLoadRecord & Record<string, unknown>>(searchLoadsQuery(p));
  return { rows, total: rows[0]?.total ?? 0 };
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
