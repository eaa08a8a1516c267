import { sql, type SQL } from 'drizzle-orm';
import type { EquipmentType } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { RateSample } from '../engine/index';

/** How much history each level reads (the newest bookings first). */
export const HISTORY_LIMITS = {
  /** A lane's own bookings over the history window (a busy lane: its newest this many). */
  lane: 5_000,
  /** The wider market's and the nation's: their newest this many. */
  market: 3_000,
  national: 3_000,
} as const;

type SampleRow = {
  booked_at: Date | string;
  rate: number;
  broker_id: string;
};

const toSample = (r: SampleRow): RateSample => ({
  bookedAt: r.booked_at instanceof Date ? r.booked_at : new Date(r.booked_at),
  ratePerMileCents: Number(r.rate),
  brokerId: r.broker_id,
});

async function readSamples(db: DbExecutor, where: SQL, since: Date, until: Date, limit: number) {
  const result = await db.execute<SampleRow>(sql`
    SELECT booked_at, rate_per_mile_cents AS rate, broker_id
    FROM lane_rate_samples
    WHERE ${where} AND booked_at >= ${since.toISOString()}::timestamptz AND booked_at <= ${until.toISOString()}::timestamptz
    ORDER BY booked_at DESC
    LIMIT ${limit}`);
  return result.rows.map(toSample);
}

/** A 3-digit market's 2-digit ZIP area as a range the lane index can seek ('752' → '750'..'759'). */
function areaRange(column: SQL, market: string): SQL {
  const prefix = market.slice(0, 2);
  return sql`${column} BETWEEN ${`${prefix}0`} AND ${`${prefix}9`}`;
}

export interface LaneHistoryQuery {
  originMarket: string;
  destinationMarket: string;
  equipment: EquipmentType;
  since: Date;
  until: Date;
}

/** The lane's own bookings: origin market → destination market, for the equipment. */
export function readLaneSamples(db: DbExecutor, q: LaneHistoryQuery): Promise<RateSample[]> {
  return readSamples(
    db,
    sql`origin_market = ${q.originMarket} AND destination_market = ${q.destinationMarket} AND equipment = ${q.equipment}`,
    q.since,
    q.until,
    HISTORY_LIMITS.lane,
  );
}

/**
 * The wider market: bookings between the 2-digit ZIP areas of the lane's ends (Dallas 752 → Houston
 * 770 reads 750–759 → 770–779), for the equipment. A range on the lane index's leading column.
 */
export function readMarketSamples(db: DbExecutor, q: LaneHistoryQuery): Promise<RateSample[]> {
  return readSamples(
    db,
    sql`${areaRange(sql`origin_market`, q.originMarket)} AND ${areaRange(sql`destination_market`, q.destinationMarket)} AND equipment = ${q.equipment}`,
    q.since,
    q.until,
    HISTORY_LIMITS.market,
  );
}

/** The equipment nationally: its newest bookings anywhere (walks the booked_at index backwards). */
export function readNationalSamples(
  db: DbExecutor,
  q: Omit<LaneHistoryQuery, 'originMarket' | 'destinationMarket'>,
) {
  return readSamples(db, sql`equipment = ${q.equipment}`, q.since, q.until, HISTORY_LIMITS.national);
}
