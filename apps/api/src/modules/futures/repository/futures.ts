import { sql, type SQL } from 'drizzle-orm';
import type { ForecastBasis, FutureStatus, FuturesTruckType, MarketDemand } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { FuturesLane } from '../../forecast/index';
import { todaySql } from '../dates';
import {
  BROKER_SUSPENDED,
  LANE_INSERT_COLUMNS,
  laneValues,
  PEOPLE_COLUMNS,
  PEOPLE_JOINS,
  type MemberColumns,
  type Page,
} from './people';

/** A freight future as every read selects it (the status as of now: an open one past its end date reads expired). */
export interface FutureRecord extends MemberColumns {
  id: string;
  number: number;
  laneFrom: string;
  laneTo: string;
  laneMiles: number;
  truckType: FuturesTruckType;
  ratePerMileCents: number;
  estimatedMiles: number;
  totalCommitmentCents: number;
  startDate: string;
  endDate: string;
  status: FutureStatus;
  createdAt: string;
  aiConfidenceScore: number;
  marketDemand: MarketDemand;
  forecastRateCents: number | null;
  forecastBasis: ForecastBasis;
  lockedAt: string | null;
  withdrawnAt: string | null;
  contractId: string | null;
  total: number;
}

/** Open, not past its end date (today in FUTURES_TIME_ZONE), broker not suspended: what the board lists and a lock may take. */
const LOCKABLE = sql`x.status = 'open' AND x.end_date >= ${todaySql} AND NOT ${BROKER_SUSPENDED}`;

async function selectFutures(db: DbExecutor, where: SQL, order: SQL, page: Page): Promise<FutureRecord[]> {
  const { rows } = await db.execute<FutureRecord & Record<string, unknown>>(sql`
    SELECT x.id, x.number, x.lane_from AS "laneFrom", x.lane_to AS "laneTo", x.lane_miles AS "laneMiles",
      x.truck_type AS "truckType", x.rate_per_mile_cents AS "ratePerMileCents",
      x.estimated_miles AS "estimatedMiles", x.total_commitment_cents AS "totalCommitmentCents",
      x.start_date::text AS "startDate", x.end_date::text AS "endDate",
      CASE WHEN x.status = 'open' AND x.end_date < ${todaySql} THEN 'expired' ELSE x.status END AS status,
      x.created_at AS "createdAt", x.ai_confidence_score AS "aiConfidenceScore",
      x.market_demand AS "marketDemand", x.forecast_rate_cents AS "forecastRateCents",
      x.forecast_basis AS "forecastBasis", x.locked_at AS "lockedAt", x.withdrawn_at AS "withdrawnAt",
      c.id AS "contractId", ${PEOPLE_COLUMNS}, count(*) OVER ()::int AS total
    FROM futures x ${PEOPLE_JOINS}
    LEFT JOIN contracts c ON c.future_id = x.id
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  return rows;
}

/** The board: open futures still in time, of brokers not suspended, newest first. */
export function selectOpenFutures(db: DbExecutor, page: Page): Promise<FutureRecord[]> {
  return selectFutures(db, LOCKABLE, sql`x.created_at DESC, x.id`, page);
}

/** A broker's own futures, every status, newest first. */
export function selectBrokerFutures(db: DbExecutor, brokerId: string, page: Page): Promise<FutureRecord[]> {
  return selectFutures(db, sql`x.broker_id = ${brokerId}::uuid`, sql`x.created_at DESC, x.id`, page);
}

/** The futures a trucker locked, newest lock first. */
export function selectTruckerFutures(db: DbExecutor, truckerId: string, page: Page): Promise<FutureRecord[]> {
  return selectFutures(db, sql`x.locked_by = ${truckerId}::uuid`, sql`x.locked_at DESC, x.id`, page);
}

export async function findFuture(db: DbExecutor, id: string): Promise<FutureRecord | undefined> {
  const [row] = await selectFutures(db, sql`x.id = ${id}::uuid`, sql`x.id`, { limit: 1, offset: 0 });
  return row;
}

export interface NewFuture {
  brokerId: string;
  lane: FuturesLane;
  truckType: FuturesTruckType;
  ratePerMileCents: number;
  estimatedMiles: number;
  startDate: string;
  endDate: string;
  aiConfidenceScore: number;
  marketDemand: MarketDemand;
  forecastRateCents: number | null;
  forecastBasis: ForecastBasis;
}

export async function insertFuture(db: DbExecutor, f: NewFuture): Promise<{ id: string }> {
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO futures (broker_id, ${LANE_INSERT_COLUMNS}, truck_type, rate_per_mile_cents, estimated_miles,
      start_date, end_date, ai_confidence_score, market_demand, forecast_rate_cents, forecast_basis)
    VALUES (${f.brokerId}::uuid, ${laneValues(f.lane)}, ${f.truckType}, ${f.ratePerMileCents},
      ${f.estimatedMiles}, ${f.startDate}::date, ${f.endDate}::date, ${f.aiConfidenceScore},
      ${f.marketDemand}, ${f.forecastRateCents}, ${f.forecastBasis})
    RETURNING id`);
  const row = rows[0];
  if (!row) throw new Error('futures insert returned nothing');
  return row;
}

/** What a lock needs to know before it tries: the row as stored, and whether it could be taken now. */
export interface FutureState {
  id: string;
  brokerId: string;
  truckType: FuturesTruckType;
  status: FutureStatus;
  lockedBy: string | null;
  /** Past its end date (today in FUTURES_TIME_ZONE). */
  ended: boolean;
  brokerSuspended: boolean;
  contractId: string | null;
}

export async function findFutureState(db: DbExecutor, id: string): Promise<FutureState | undefined> {
  const { rows } = await db.execute<FutureState & Record<string, unknown>>(sql`
    SELECT x.id, x.broker_id AS "brokerId", x.truck_type AS "truckType", x.status, x.locked_by AS "lockedBy",
      x.end_date < ${todaySql} AS ended, ${BROKER_SUSPENDED} AS "brokerSuspended", c.id AS "contractId"
    FROM futures x LEFT JOIN contracts c ON c.future_id = x.id
    WHERE x.id = ${id}::uuid`);
  return rows[0];
}

/**
 * The one-winner lock: open, still in time and its broker not suspended, else nothing. Concurrent
 * lockers wait for the row and re-check the condition after the winner commits, so they match nothing.
 */
export async function lockOpenFuture(
  db: DbExecutor,
  id: string,
  truckerId: string,
): Promise<{ id: string; brokerId: string; totalCommitmentCents: number } | undefined> {
  const { rows } = await db.execute<{ id: string; brokerId: string; totalCommitmentCents: number }>(sql`
    UPDATE futures x SET status = 'locked', locked_by = ${truckerId}::uuid, locked_at = now(), updated_at = now()
    WHERE x.id = ${id}::uuid AND ${LOCKABLE}
    RETURNING x.id, x.broker_id AS "brokerId", x.total_commitment_cents AS "totalCommitmentCents"`);
  return rows[0];
}

/** Open → withdrawn by its broker (an open one past its end date is expired, not withdrawable). */
export async function withdrawOpenFuture(
  db: DbExecutor,
  id: string,
  brokerId: string,
): Promise<{ id: string } | undefined> {
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE futures x SET status = 'withdrawn', withdrawn_at = now(), updated_at = now()
    WHERE x.id = ${id}::uuid AND x.broker_id = ${brokerId}::uuid AND x.status = 'open'
      AND x.end_date >= ${todaySql}
    RETURNING x.id`);
  return rows[0];
}

/** Open futures past their end date become expired (one statement; rows a lock holds are left for the next sweep). */
export async function expireEndedFutures(db: DbExecutor, limit: number): Promise<{ id: string }[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE futures SET status = 'expired', updated_at = now()
    WHERE id IN (
      SELECT id FROM futures x WHERE x.status = 'open' AND x.end_date < ${todaySql}
      LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    AND status = 'open'
    RETURNING id`);
  return rows;
}

/** A broker's open futures, locked until a suspension or reinstatement commits (a racing lock waits, then re-reads). */
export async function lockOpenFuturesOf(db: DbExecutor, brokerId: string): Promise<{ id: string }[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT x.id FROM futures x
    WHERE x.broker_id = ${brokerId}::uuid AND x.status = 'open' AND x.end_date >= ${todaySql}
    FOR UPDATE`);
  return rows;
}
