import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EQUIPMENT_TYPES } from '@haulclub/shared';
import { users } from './auth';
import { brokers } from './membership';
import { bookings, loads } from './loads';
import { at, createdAt, inList } from './columns';

/**
 * One booked load's agreed rate per mile, the raw material of lane rates (issue 13). Written in
 * the booking's transaction; markets are the 3-digit ZIP areas of pickup and delivery.
 */
export const laneRateSamples = pgTable(
  'lane_rate_samples',
  {
    bookingId: uuid()
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    loadId: uuid()
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    originMarket: text().notNull(),
    destinationMarket: text().notNull(),
    equipment: text({ enum: EQUIPMENT_TYPES }).notNull(),
    brokerId: uuid()
      .notNull()
      .references(() => brokers.userId, { onDelete: 'cascade' }),
    ratePerMileCents: integer().notNull(),
    bookedAt: at().notNull(),
  },
  (t) => [
    check(
      'lane_rate_samples_market_check',
      sql`${t.originMarket} ~ '^[0-9]{3}$' and ${t.destinationMarket} ~ '^[0-9]{3}$'`,
    ),
    check('lane_rate_samples_equipment_check', sql`${t.equipment} in (${inList(EQUIPMENT_TYPES)})`),
    check('lane_rate_samples_rate_check', sql`${t.ratePerMileCents} > 0`),
    index('lane_rate_samples_lane_idx').on(t.originMarket, t.destinationMarket, t.equipment, t.bookedAt),
    index('lane_rate_samples_booked_idx').on(t.bookedAt),
  ],
);

/**
 * A lane's figures per window (7, 30, 90 days), kept current incrementally: a booking recomputes
 * its own lane (a job after commit), and a sweeper rolls lanes whose window edges moved. Counts
 * are stored raw; the floor is applied when read (it is an admin setting).
 */
export const laneRates = pgTable(
  'lane_rates',
  {
    originMarket: text().notNull(),
    destinationMarket: text().notNull(),
    equipment: text({ enum: EQUIPMENT_TYPES }).notNull(),
    windowDays: smallint().notNull(),
    bookings: integer().notNull(),
    brokers: integer().notNull(),
    averageCents: integer(),
    medianCents: integer(),
    p25Cents: integer(),
    p75Cents: integer(),
    computedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.originMarket, t.destinationMarket, t.equipment, t.windowDays] }),
    check('lane_rates_window_check', sql`${t.windowDays} in (7, 30, 90)`),
    index('lane_rates_computed_idx').on(t.computedAt),
  ],
);

/** Each broker's fairness standing (issue 13), refreshed after posts and by a sweeper. */
export const brokerFairness = pgTable('broker_fairness', {
  brokerId: uuid()
    .primaryKey()
    .references(() => brokers.userId, { onDelete: 'cascade' }),
  comparedLoads: integer().notNull(),
  /** Mean of (rate per mile ÷ lane average − 1) in basis points; null without comparable loads. */
  averageDiffBp: integer(),
  computedAt: createdAt(),
});

/** One party's rating of the other for one booking (issue 13): one per party per booking. */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid().primaryKey().defaultRandom(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    raterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rateeId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    raterRole: text({ enum: ['trucker', 'broker'] }).notNull(),
    stars: smallint().notNull(),
    comment: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_booking_rater_key').on(t.bookingId, t.raterId),
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    check('ratings_role_check', sql`${t.raterRole} in ('trucker', 'broker')`),
    check('ratings_not_self_check', sql`${t.raterId} <> ${t.rateeId}`),
    index('ratings_ratee_idx').on(t.rateeId, t.createdAt.desc()),
  ],
);

/** Each member's current speed score (issue 13), recomputed by the sweeper and after events. */
export const speedScores = pgTable(
  'speed_scores',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['trucker', 'broker'] }).notNull(),
    /** 0–100, null without enough bookings. */
    score: smallint(),
    bookings: integer().notNull(),
    /** Per component: { value, detail, samples }. */
    components: jsonb().notNull(),
    /** Rank among the role's scored members, and whether in the premium early-access share. */
    position: integer(),
    scoredCount: integer(),
    topPercent: smallint(),
    earlyAccess: boolean().notNull().default(false),
    computedAt: createdAt(),
  },
  (t) => [
    check('speed_scores_score_check', sql`${t.score} is null or ${t.score} between 0 and 100`),
    index('speed_scores_rank_idx').on(t.role, t.score.desc()),
    index('speed_scores_early_idx')
      .on(t.userId)
      .where(sql`${t.earlyAccess}`),
  ],
);

/** The weekly history of speed scores (the score at the end of each week). */
export const speedScoreWeeks = pgTable(
  'speed_score_weeks',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date().notNull(),
    score: smallint(),
    computedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.weekStart] })],
);

/**
 * The admin's tunable constants: a row per setting that was ever changed (the defaults live in
 * packages/shared). Changes are audited and NOTIFYed so every process applies them at once.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: createdAt(),
  updatedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
});
