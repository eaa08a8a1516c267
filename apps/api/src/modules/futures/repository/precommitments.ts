import { sql, type SQL } from 'drizzle-orm';
import type { FuturesTruckType, PrecommitmentStatus } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { FuturesLane } from '../../forecast/index';
import {
  BROKER_SUSPENDED,
  LANE_INSERT_COLUMNS,
  laneValues,
  PEOPLE_COLUMNS,
  PEOPLE_JOINS,
  type MemberColumns,
  type Page,
} from './people';

/** A rate future as every read selects it (the status as of now: an open one at or past expires_at reads expired). */
export interface PrecommitmentRecord extends MemberColumns {
  id: string;
  number: number;
  laneFrom: string;
  laneTo: string;
  laneMiles: number;
  truckType: FuturesTruckType;
  forecastRateCents: number;
  milesEstimate: number;
  commitmentAmountCents: number;
  status: PrecommitmentStatus;
  expiresAt: string;
  createdAt: string;
  lockedAt: string | null;
  withdrawnAt: string | null;
  contractId: string | null;
  total: number;
}

/**
 * Open, not yet expired by the database clock at the moment the row is checked (clock_timestamp: an
 * accept that waited for another's lock cannot take it after it expired), broker not suspended.
 */
const ACCEPTABLE = sql`x.status = 'open' AND x.expires_at > clock_timestamp() AND NOT ${BROKER_SUSPENDED}`;

async function selectPrecommitments(
  db: DbExecutor,
  where: SQL,
  order: SQL,
  page: Page,
): Promise<PrecommitmentRecord[]> {
  const { rows } = await db.execute<PrecommitmentRecord & Record<string, unknown>>(sql`
    SELECT x.id, x.number, x.lane_from AS "laneFrom", x.lane_to AS "laneTo", x.lane_miles AS "laneMiles",
      x.truck_type AS "truckType", x.forecast_rate_cents AS "forecastRateCents",
      x.miles_estimate AS "milesEstimate", x.commitment_amount_cents AS "commitmentAmountCents",
      CASE WHEN x.status = 'open' AND x.expires_at <= clock_timestamp() THEN 'expired' ELSE x.status END
        AS status,
      x.expires_at AS "expiresAt", x.created_at AS "createdAt", x.locked_at AS "lockedAt",
      x.withdrawn_at AS "withdrawnAt", c.id AS "contractId", ${PEOPLE_COLUMNS}, count(*) OVER ()::int AS total
    FROM precommitments x ${PEOPLE_JOINS}
    LEFT JOIN contracts c ON c.precommitment_id = x.id
    WHERE ${where}
    ORDER BY ${order}
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  return rows;
}

/** The trucker's list: open, unexpired rate futures of brokers not suspended, newest first. */
export function selectOpenPrecommitments(db: DbExecutor, page: Page): Promise<PrecommitmentRecord[]> {
  return selectPrecommitments(db, ACCEPTABLE, sql`x.created_at DESC, x.id`, page);
}

/** A broker's own rate futures, every status, newest first. */
export function selectBrokerPrecommitments(
  db: DbExecutor,
  brokerId: string,
  page: Page,
): Promise<PrecommitmentRecord[]> {
  return selectPrecommitments(db, sql`x.broker_id = ${brokerId}::uuid`, sql`x.created_at DESC, x.id`, page);
}

/** The rate futures a trucker accepted, newest first. */
export function selectTruckerPrecommitments(
  db: DbExecutor,
  truckerId: string,
  page: Page,
): Promise<PrecommitmentRecord[]> {
  return selectPrecommitments(db, sql`x.locked_by = ${truckerId}::uuid`, sql`x.locked_at DESC, x.id`, page);
}

export async function findPrecommitment(
  db: DbExecutor,
  id: string,
): Promise<PrecommitmentRecord | undefined> {
  const [row] = await selectPrecommitments(db, sql`x.id = ${id}::uuid`, sql`x.id`, { limit: 1, offset: 0 });
  return row;
}

export interface NewPrecommitment {
  brokerId: string;
  lane: FuturesLane;
  truckType: FuturesTruckType;
  forecastRateCents: number;
  milesEstimate: number;
  expiresAt: Date;
}

export async function insertPrecommitment(db: DbExecutor, p: NewPrecommitment): Promise<{ id: string }> {
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO precommitments (broker_id, ${LANE_INSERT_COLUMNS}, truck_type, forecast_rate_cents,
      miles_estimate, expires_at)
    VALUES (${p.brokerId}::uuid, ${laneValues(p.lane)}, ${p.truckType}, ${p.forecastRateCents},
      ${p.milesEstimate}, ${p.expiresAt.toISOString()}::timestamptz)
    RETURNING id`);
  const row = rows[0];
  if (!row) throw new Error('precommitments insert returned nothing');
  return row;
}

export interface PrecommitmentState {
  id: string;
  brokerId: string;
  truckType: FuturesTruckType;
  status: PrecommitmentStatus;
  lockedBy: string | null;
  /** expires_at is now or past (database clock). */
  expired: boolean;
  brokerSuspended: boolean;
  contractId: string | null;
}

export async function findPrecommitmentState(
  db: DbExecutor,
  id: string,
): Promise<PrecommitmentState | undefined> {
  const { rows } = await db.execute<PrecommitmentState & Record<string, unknown>>(sql`
    SELECT x.id, x.broker_id AS "brokerId", x.truck_type AS "truckType", x.status, x.locked_by AS "lockedBy",
      x.expires_at <= clock_timestamp() AS expired, ${BROKER_SUSPENDED} AS "brokerSuspended",
      c.id AS "contractId"
    FROM precommitments x LEFT JOIN contracts c ON c.precommitment_id = x.id
    WHERE x.id = ${id}::uuid`);
  return rows[0];
}

/** The one-winner accept (see ACCEPTABLE); nothing when it was taken, withdrawn, expired or its broker suspended. */
export async function lockOpenPrecommitment(
  db: DbExecutor,
  id: string,
  truckerId: string,
): Promise<{ id: string; brokerId: string; commitmentAmountCents: number } | undefined> {
  const { rows } = await db.execute<{ id: string; brokerId: string; commitmentAmountCents: number }>(sql`
    UPDATE precommitments x
    SET status = 'locked', locked_by = ${truckerId}::uuid, locked_at = now(), updated_at = now()
    WHERE x.id = ${id}::uuid AND ${ACCEPTABLE}
    RETURNING x.id, x.broker_id AS "brokerId", x.commitment_amount_cents AS "commitmentAmountCents"`);
  return rows[0];
}

export async function withdrawOpenPrecommitment(
  db: DbExecutor,
  id: string,
  brokerId: string,
): Promise<{ id: string } | undefined> {
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE precommitments x SET status = 'withdrawn', withdrawn_at = now(), updated_at = now()
    WHERE x.id = ${id}::uuid AND x.broker_id = ${brokerId}::uuid AND x.status = 'open'
      AND x.expires_at > clock_timestamp()
    RETURNING x.id`);
  return rows[0];
}

/** Open rate futures at or past expires_at become expired (one statement per batch; rows a lock holds wait for the next sweep). */
export async function expireDuePrecommitments(db: DbExecutor, limit: number): Promise<{ id: string }[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    UPDATE precommitments SET status = 'expired', updated_at = now()
    WHERE id IN (
      SELECT id FROM precommitments x WHERE x.status = 'open' AND x.expires_at <= now()
      ORDER BY x.expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    AND status = 'open'
    RETURNING id`);
  return rows;
}

export async function lockOpenPrecommitmentsOf(db: DbExecutor, brokerId: string): Promise<{ id: string }[]> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT x.id FROM precommitments x
    WHERE x.broker_id = ${brokerId}::uuid AND x.status = 'open' AND x.expires_at > now()
    FOR UPDATE`);
  return rows;
}
