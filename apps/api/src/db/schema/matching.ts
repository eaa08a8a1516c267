import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
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
import type { MatchReason } from '@haulclub/shared';
import { loads } from './loads';
import { truckers } from './membership';
import { at, createdAt } from './columns';

/**
 * A trucker's preferred lanes, located offline: each end is a place (city with its ZIP's
 * coordinates), a whole state, or anywhere. `position` keeps the trucker's order.
 */
export const truckerLanes = pgTable(
  'trucker_lanes',
  {
    id: uuid().primaryKey().defaultRandom(),
    truckerId: uuid()
      .notNull()
      .references(() => truckers.userId, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    originKind: text({ enum: ['place', 'state', 'anywhere'] }).notNull(),
    originCity: text(),
    originState: text(),
    originZip: text(),
    originLat: doublePrecision(),
    originLng: doublePrecision(),
    destinationKind: text({ enum: ['place', 'state', 'anywhere'] }).notNull(),
    destinationCity: text(),
    destinationState: text(),
    destinationZip: text(),
    destinationLat: doublePrecision(),
    destinationLng: doublePrecision(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'trucker_lanes_origin_check',
      sql`(${t.originKind} = 'anywhere' and ${t.originState} is null and ${t.originLat} is null)
        or (${t.originKind} = 'state' and ${t.originState} is not null and ${t.originLat} is null)
        or (${t.originKind} = 'place' and ${t.originState} is not null and ${t.originLat} is not null and ${t.originLng} is not null)`,
    ),
    check(
      'trucker_lanes_destination_check',
      sql`(${t.destinationKind} = 'anywhere' and ${t.destinationState} is null and ${t.destinationLat} is null)
        or (${t.destinationKind} = 'state' and ${t.destinationState} is not null and ${t.destinationLat} is null)
        or (${t.destinationKind} = 'place' and ${t.destinationState} is not null and ${t.destinationLat} is not null and ${t.destinationLng} is not null)`,
    ),
    uniqueIndex('trucker_lanes_position_key').on(t.truckerId, t.position),
  ],
);

/**
 * An alert: a posted (reposted, re-rated) load that scored at or above a trucker's threshold.
 * One per (trucker, load), ever: the unique key is what makes "never twice" hold under retries
 * and across API processes. `batch_id` groups one post's alerts (one NOTIFY per batch).
 */
export const loadAlerts = pgTable(
  'load_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    truckerId: uuid()
      .notNull()
      .references(() => truckers.userId, { onDelete: 'cascade' }),
    loadId: uuid()
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    batchId: uuid().notNull(),
    score: smallint().notNull(),
    reasons: jsonb().$type<MatchReason[]>().notNull(),
    /** Created during the trucker's quiet hours: no toast, email held until they end. */
    silent: boolean().notNull().default(false),
    createdAt: createdAt(),
    readAt: at(),
    /** Email: none (off or paused), pending (instant or digest, not sent yet), sent, skipped (load gone). */
    emailStatus: text({ enum: ['none', 'pending', 'sent', 'skipped'] })
      .notNull()
      .default('none'),
    emailedAt: at(),
  },
  (t) => [
    check('load_alerts_score_check', sql`${t.score} between 0 and 100`),
    check('load_alerts_email_status_check', sql`${t.emailStatus} in ('none', 'pending', 'sent', 'skipped')`),
    uniqueIndex('load_alerts_trucker_load_key').on(t.truckerId, t.loadId),
    index('load_alerts_inbox_idx').on(t.truckerId, t.createdAt.desc(), t.id.desc()),
    index('load_alerts_unread_idx')
      .on(t.truckerId)
      .where(sql`${t.readAt} is null`),
    index('load_alerts_batch_idx').on(t.batchId),
    index('load_alerts_load_idx').on(t.loadId),
    index('load_alerts_email_pending_idx')
      .on(t.truckerId, t.createdAt)
      .where(sql`${t.emailStatus} = 'pending'`),
  ],
);

/**
 * What truckers did with matched loads, per (trucker, load), so the weights can be tuned:
 * the score when first shown, how often shown and opened, and the booking with the load's rank
 * among the trucker's matches at that moment (the matching bench's top-10 figure).
 */
export const matchFeedback = pgTable(
  'match_feedback',
  {
    truckerId: uuid()
      .notNull()
      .references(() => truckers.userId, { onDelete: 'cascade' }),
    loadId: uuid()
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    /** The latest score seen for the pair. */
    score: smallint().notNull(),
    impressions: integer().notNull().default(0),
    firstImpressionAt: at(),
    opens: integer().notNull().default(0),
    firstOpenedAt: at(),
    alertedAt: at(),
    bookedAt: at(),
    bookedScore: smallint(),
    /** 1-based rank of the load among the trucker's eligible matches when booked; null if not eligible. */
    bookedRank: integer(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.truckerId, t.loadId] }),
    check('match_feedback_score_check', sql`${t.score} between 0 and 100`),
    index('match_feedback_booked_idx')
      .on(t.bookedAt)
      .where(sql`${t.bookedAt} is not null`),
    index('match_feedback_load_idx').on(t.loadId),
  ],
);
