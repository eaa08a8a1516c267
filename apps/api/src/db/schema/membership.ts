import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FmcsaEvidence, FmcsaReason } from '@haulclub/shared';
import { users } from './auth';
import { alertableTrucker, truckerReachBox } from '../trucker-reach';
import { citext, createdAt } from './columns';

/**
 * A broker's business record. Starts `pending`; an admin's approval makes it
 * `verified` (the only status that may post loads and invite truckers).
 */
export const brokers = pgTable(
  'brokers',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text().notNull(),
    mcNumber: text().notNull(),
    dotNumber: text(),
    phone: text(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipCode: text().notNull(),
    status: text({ enum: ['pending', 'verified', 'rejected'] })
      .notNull()
      .default('pending'),
    verifiedAt: timestamp({ withTimezone: true }),
    verifiedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('brokers_status_check', sql`${t.status} in ('pending', 'verified', 'rejected')`),
    check('brokers_mc_digits_check', sql`${t.mcNumber} ~ '^[0-9]{1,8}$'`),
    check('brokers_dot_digits_check', sql`${t.dotNumber} is null or ${t.dotNumber} ~ '^[0-9]{1,8}$'`),
    // One live broker per MC number: a rejected one does not hold the number.
    uniqueIndex('brokers_mc_live_key')
      .on(t.mcNumber)
      .where(sql`${t.status} <> 'rejected'`),
    index('brokers_status_idx').on(t.status),
  ],
);

/**
 * A request to broker on HaulClub, from /apply or broker onboarding, with
 * the FMCSA evidence gathered by the background check and the admin's decision.
 */
export const brokerApplications = pgTable(
  'broker_applications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: citext().notNull(),
    phone: text(),
    companyName: text().notNull(),
    mcNumber: text().notNull(),
    dotNumber: text(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    zipCode: text().notNull(),
    experience: text(),
    source: text({ enum: ['apply', 'onboarding'] }).notNull(),
    invitationId: uuid(),
    status: text({ enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    verificationVerdict: text({
      enum: ['pending', 'verified', 'mismatch', 'not_found', 'unavailable', 'skipped'],
    })
      .notNull()
      .default('pending'),
    verificationReasons: jsonb().$type<FmcsaReason[]>().notNull().default([]),
    verificationEvidence: jsonb().$type<FmcsaEvidence>(),
    verificationNote: text(),
    verificationCheckedAt: timestamp({ withTimezone: true }),
    verificationAttempts: integer().notNull().default(0),
    decisionReason: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('broker_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('broker_applications_source_check', sql`${t.source} in ('apply', 'onboarding')`),
    check(
      'broker_applications_verdict_check',
      sql`${t.verificationVerdict} in ('pending', 'verified', 'mismatch', 'not_found', 'unavailable', 'skipped')`,
    ),
    check('broker_applications_decision_check', sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
    // A duplicate application for the same MC number or email is refused while one is open or approved.
    uniqueIndex('broker_applications_mc_live_key')
      .on(t.mcNumber)
      .where(sql`${t.status} <> 'rejected'`),
    uniqueIndex('broker_applications_email_live_key')
      .on(t.email)
      .where(sql`${t.status} <> 'rejected'`),
    index('broker_applications_status_idx').on(t.status, t.createdAt),
    index('broker_applications_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A trucker's profile. `brokerId` is the broker whose invitation they
 * accepted (null when an admin invited them without a broker).
 */
export const truckers = pgTable(
  'truckers',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    brokerId: uuid().references(() => brokers.userId, { onDelete: 'set null' }),
    invitationId: uuid(),
    companyName: text(),
    dotNumber: text(),
    mcNumber: text(),
    phone: text(),
    truckType: text(),
    equipmentDetails: text(),
    homeBaseCity: text(),
    homeBaseState: text(),
    /** Home base coordinates (from the offline ZIP data), for deadhead miles; null when the city is unknown. */
    homeBaseLat: doublePrecision(),
    homeBaseLng: doublePrecision(),
    maxRadius: integer().notNull().default(400),
    minRatePerMileCents: integer(),
    /** Lanes typed as free text before lanes were located, that could not be located (shown to re-enter). */
    preferredLanes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Every truck type the trucker runs (truck_type is the first, for older readers). */
    truckTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** IANA zone of the home base: availability and quiet hours are minutes of the day in it. */
    timeZone: text().notNull().default('America/Chicago'),
    /** Where the truck is (or will be) empty, from when; overrides the home base for matching. */
    currentCity: text(),
    currentState: text(),
    currentZip: text(),
    currentLat: doublePrecision(),
    currentLng: doublePrecision(),
    currentAvailableFrom: timestamp({ withTimezone: true }),
    /** Pickup availability: days of the week (0 = Sunday) and a daily window in minutes. */
    availableDays: smallint()
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4,5,6}'::smallint[]`),
    availableStartMinute: smallint().notNull().default(0),
    availableEndMinute: smallint().notNull().default(1440),
    /** Alerts: the score a load must reach, pause, quiet hours (minutes of the day) and email mode. */
    alertThreshold: smallint().notNull().default(70),
    alertsPaused: boolean().notNull().default(false),
    quietStartMinute: smallint(),
    quietEndMinute: smallint(),
    alertEmail: text({ enum: ['off', 'instant', 'digest'] })
      .notNull()
      .default('off'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('truckers_max_radius_check', sql`${t.maxRadius} between 50 and 3000`),
    check(
      'truckers_current_location_check',
      sql`(${t.currentLat} is null) = (${t.currentLng} is null) and (${t.currentLat} is null) = (${t.currentAvailableFrom} is null)`,
    ),
    check(
      'truckers_available_window_check',
      sql`${t.availableStartMinute} >= 0 and ${t.availableEndMinute} <= 1440 and ${t.availableEndMinute} > ${t.availableStartMinute}`,
    ),
    check('truckers_alert_threshold_check', sql`${t.alertThreshold} between 1 and 100`),
    check(
      'truckers_quiet_hours_check',
      sql`(${t.quietStartMinute} is null) = (${t.quietEndMinute} is null) and coalesce(${t.quietStartMinute} between 0 and 1439 and ${t.quietEndMinute} between 0 and 1439, true)`,
    ),
    check('truckers_alert_email_check', sql`${t.alertEmail} in ('off', 'instant', 'digest')`),
    check('truckers_min_rate_check', sql`${t.minRatePerMileCents} is null or ${t.minRatePerMileCents} >= 0`),
    index('truckers_broker_idx').on(t.brokerId),
    // Alert matching of one load over every trucker: the truckers whose reach (the box round their
    // origin holding their max radius) contains the pickup, by index instead of a scan of them all.
    index('truckers_alert_reach_idx').using('gist', truckerReachBox('')).where(alertableTrucker('')),
  ],
);

/**
 * Invitations to join: brokers invite truckers, admins invite either. The
 * code is only stored as a SHA-256 hash; it works once, until expires_at,
 * unless revoked. Resending issues a new code (the old one stops working).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: ['trucker', 'broker'] }).notNull(),
    email: citext().notNull(),
    note: text(),
    codeHash: text().notNull(),
    invitedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brokerId: uuid().references(() => brokers.userId, { onDelete: 'cascade' }),
    inviteRequestId: uuid(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastSentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sendCount: integer().notNull().default(1),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('invitations_kind_check', sql`${t.kind} in ('trucker', 'broker')`),
    check('invitations_broker_kind_check', sql`${t.brokerId} is null or ${t.kind} = 'trucker'`),
    check(
      'invitations_single_use_check',
      sql`not (${t.acceptedAt} is not null and ${t.revokedAt} is not null)`,
    ),
    uniqueIndex('invitations_code_hash_key').on(t.codeHash),
    index('invitations_email_idx').on(t.email),
    index('invitations_inviter_idx').on(t.invitedBy, t.createdAt),
    index('invitations_broker_idx').on(t.brokerId, t.createdAt),
  ],
);
