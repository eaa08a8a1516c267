import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FORECAST_BASES,
  FUTURE_STATUSES,
  FUTURES_TRUCK_TYPES,
  MARKET_DEMAND_LEVELS,
  PRECOMMITMENT_STATUSES,
} from '@haulclub/shared';
import { brokers, truckers } from './membership';
import { at, createdAt, inList } from './columns';

/**
 * The located ends of a futures lane: the label as the broker typed it, resolved offline
 * ("Dallas, TX" or a ZIP → city, state, ZIP, coordinates), and the 3-digit markets the forecast reads.
 */
const laneColumns = () => ({
  laneFrom: text().notNull(),
  laneTo: text().notNull(),
  fromZip: text().notNull(),
  toZip: text().notNull(),
  fromMarket: text().notNull(),
  toMarket: text().notNull(),
  fromLat: doublePrecision().notNull(),
  fromLng: doublePrecision().notNull(),
  toLat: doublePrecision().notNull(),
  toLng: doublePrecision().notNull(),
  /** Estimated road miles between the ends (at most 400). */
  laneMiles: integer().notNull(),
});

/**
 * A freight future (issue 14, ADR 0018): a verified broker's forward commitment of freight on a lane
 * for a date range at a rate per mile. Locked by exactly one trucker with one conditional UPDATE
 * (`WHERE status = 'open'`), which makes its contract in the same transaction.
 */
export const futures = pgTable(
  'futures',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: bigserial({ mode: 'number' }).notNull().unique(),
    brokerId: uuid()
      .notNull()
      .references(() => brokers.userId, { onDelete: 'restrict' }),
    ...laneColumns(),
    truckType: text({ enum: FUTURES_TRUCK_TYPES }).notNull(),
    ratePerMileCents: integer().notNull(),
    estimatedMiles: integer().notNull(),
    totalCommitmentCents: bigint({ mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`rate_per_mile_cents::bigint * estimated_miles`),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: FUTURE_STATUSES }).notNull().default('open'),
    aiConfidenceScore: real().notNull(),
    marketDemand: text({ enum: MARKET_DEMAND_LEVELS }).notNull(),
    /** The forecast at creation, cents a mile (null without any history), and where it came from. */
    forecastRateCents: integer(),
    forecastBasis: text({ enum: FORECAST_BASES }).notNull(),
    lockedBy: uuid().references(() => truckers.userId, { onDelete: 'restrict' }),
    lockedAt: at(),
    withdrawnAt: at(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('futures_status_check', sql`${t.status} in (${inList(FUTURE_STATUSES)})`),
    check('futures_truck_type_check', sql`${t.truckType} in (${inList(FUTURES_TRUCK_TYPES)})`),
    check('futures_demand_check', sql`${t.marketDemand} in (${inList(MARKET_DEMAND_LEVELS)})`),
    check('futures_basis_check', sql`${t.forecastBasis} in (${inList(FORECAST_BASES)})`),
    check('futures_rate_check', sql`${t.ratePerMileCents} > 0 and ${t.estimatedMiles} > 0`),
    check('futures_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('futures_confidence_check', sql`${t.aiConfidenceScore} >= 0 and ${t.aiConfidenceScore} <= 1`),
    check('futures_lane_miles_check', sql`${t.laneMiles} > 0`),
    check('futures_locked_check', sql`(${t.status} = 'locked') = (${t.lockedBy} is not null)`),
    index('futures_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'open'`),
    index('futures_broker_idx').on(t.brokerId, t.createdAt.desc()),
    index('futures_trucker_idx').on(t.lockedBy),
  ],
);

/**
 * A rate future (the spec's precommitment): a broker's forward rate for a lane, open until
 * `expires_at`. Accepted by exactly one trucker (`WHERE status = 'open' AND expires_at > now()`, so
 * the second it expires it cannot be), which makes its contract in the same transaction.
 */
export const precommitments = pgTable(
  'precommitments',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: bigserial({ mode: 'number' }).notNull().unique(),
    brokerId: uuid()
      .notNull()
      .references(() => brokers.userId, { onDelete: 'restrict' }),
    ...laneColumns(),
    truckType: text({ enum: FUTURES_TRUCK_TYPES }).notNull(),
    forecastRateCents: integer().notNull(),
    milesEstimate: integer().notNull(),
    commitmentAmountCents: bigint({ mode: 'number' })
      .notNull()
      .generatedAlwaysAs(sql`forecast_rate_cents::bigint * miles_estimate`),
    status: text({ enum: PRECOMMITMENT_STATUSES }).notNull().default('open'),
    expiresAt: at().notNull(),
    lockedBy: uuid().references(() => truckers.userId, { onDelete: 'restrict' }),
    lockedAt: at(),
    withdrawnAt: at(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('precommitments_status_check', sql`${t.status} in (${inList(PRECOMMITMENT_STATUSES)})`),
    check('precommitments_truck_type_check', sql`${t.truckType} in (${inList(FUTURES_TRUCK_TYPES)})`),
    check('precommitments_rate_check', sql`${t.forecastRateCents} > 0 and ${t.milesEstimate} > 0`),
    check('precommitments_lane_miles_check', sql`${t.laneMiles} > 0`),
    check('precommitments_locked_check', sql`(${t.status} = 'locked') = (${t.lockedBy} is not null)`),
    index('precommitments_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.status} = 'open'`),
    index('precommitments_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    index('precommitments_broker_idx').on(t.brokerId, t.createdAt.desc()),
    index('precommitments_trucker_idx').on(t.lockedBy),
  ],
);
