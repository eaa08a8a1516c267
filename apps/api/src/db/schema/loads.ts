import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EQUIPMENT_TYPES, LOAD_STATUSES, MAX_LOAD_MILES } from '@haulclub/shared';
import { users } from './auth';
import { brokers, truckers } from './membership';
import { CAPACITY_SHARE_SQL } from '../capacity-share';
import { bytea, createdAt, at, cube, inList } from './columns';

/**
 * A load a verified broker posts. It is bookable only while `status` is
 * active AND `expires_at` is in the future: every trucker-facing query checks
 * both, so a load is gone the instant it expires; the sweeper only records it.
 * Coordinates come from the offline ZIP data; radius queries use
 * earthdistance on the stored `pickup_earth`/`delivery_earth` points
 * (ll_to_earth computed once at write, not per row at read) with partial
 * GiST indexes over the active board.
 */
export const loads = pgTable(
  'loads',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Short reference shown as HC-<number>. */
    number: bigserial({ mode: 'number' }).notNull().unique(),
    brokerId: uuid()
      .notNull()
      .references(() => brokers.userId, { onDelete: 'restrict' }),
    status: text({ enum: LOAD_STATUSES }).notNull().default('active'),
    pickupCity: text().notNull(),
    pickupState: text().notNull(),
    pickupZip: text().notNull(),
    pickupLat: doublePrecision().notNull(),
    pickupLng: doublePrecision().notNull(),
    deliveryCity: text().notNull(),
    deliveryState: text().notNull(),
    deliveryZip: text().notNull(),
    deliveryLat: doublePrecision().notNull(),
    deliveryLng: doublePrecision().notNull(),
    pickupWindowStart: at().notNull(),
    pickupWindowEnd: at().notNull(),
    deliveryWindowStart: at().notNull(),
    deliveryWindowEnd: at().notNull(),
    equipment: text({ enum: EQUIPMENT_TYPES }).notNull(),
    weightLbs: integer().notNull(),
    lengthFt: integer(),
    /** Its share of what its equipment carries (the match's fit factor reads it). */
    capacityShare: doublePrecision().notNull().generatedAlwaysAs(CAPACITY_SHARE_SQL),
    commodity: text().notNull(),
    notes: text(),
    rateCents: bigint({ mode: 'number' }).notNull(),
    miles: integer().notNull(),
    estimatedMiles: integer().notNull(),
    /** Derived, stored for filtering and sorting. */
    ratePerMileCents: integer()
      .notNull()
      .generatedAlwaysAs(sql`round(rate_cents::numeric / miles)::integer`),
    /** Markets (3-digit ZIP areas) of pickup and delivery, for lane rates. */
    pickupMarket: text()
      .notNull()
      .generatedAlwaysAs(sql`left(pickup_zip, 3)`),
    deliveryMarket: text()
      .notNull()
      .generatedAlwaysAs(sql`left(delivery_zip, 3)`),
    /**
     * ll_to_earth(lat, lng) stored (as plain cube: reading it needs no earth domain check):
     * the board's radius filters, deadhead distances and KNN order read these.
     */
    pickupEarth: cube()
      .notNull()
      .generatedAlwaysAs(sql`ll_to_earth(pickup_lat, pickup_lng)::cube`),
    deliveryEarth: cube()
      .notNull()
      .generatedAlwaysAs(sql`ll_to_earth(delivery_lat, delivery_lng)::cube`),
    premium: boolean().notNull().default(false),
    expiryHours: smallint().notNull(),
    postedAt: at().notNull().defaultNow(),
    expiresAt: at().notNull(),
    expiredAt: at(),
    cancelledAt: at(),
    cancelledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => {
    // Every column a board search's filters read besides the ones an index ranges over, at the end
    // of the board and lane indexes, so their scans are index-only (the capacity share and both
    // states are best_match's: its bound of each candidate's score has the exact fit and lane factors).
    const boardFilterColumns = [
      t.pickupEarth,
      t.deliveryEarth,
      t.expiresAt,
      t.premium,
      t.postedAt,
      t.brokerId,
      t.miles,
      t.pickupWindowStart,
      t.pickupWindowEnd,
      t.number,
      t.id,
      t.capacityShare,
      t.pickupState,
      t.deliveryState,
    ] as const;
    /** The board index after its equipment (the pickup band index's after its band). */
    const boardColumns = [
      t.pickupLat,
      t.pickupLng,
      t.ratePerMileCents,
      t.deliveryLat,
      t.deliveryLng,
      ...boardFilterColumns,
    ] as const;
    return [
      check('loads_status_check', sql`${t.status} in (${inList(LOAD_STATUSES)})`),
      check('loads_equipment_check', sql`${t.equipment} in (${inList(EQUIPMENT_TYPES)})`),
      check('loads_miles_check', sql`${t.miles} between 1 and ${sql.raw(String(MAX_LOAD_MILES))}`),
      check('loads_rate_check', sql`${t.rateCents} > 0`),
      check('loads_weight_check', sql`${t.weightLbs} > 0`),
      check('loads_length_check', sql`${t.lengthFt} is null or ${t.lengthFt} > 0`),
      check('loads_expiry_hours_check', sql`${t.expiryHours} between 1 and 3`),
      check('loads_pickup_window_check', sql`${t.pickupWindowEnd} >= ${t.pickupWindowStart}`),
      check('loads_delivery_window_check', sql`${t.deliveryWindowEnd} >= ${t.deliveryWindowStart}`),
      check('loads_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
      // The active board (partial indexes: booked/expired/cancelled loads cost nothing here).
      // Spatial GiST on the stored points (the tree groups nearby loads) that also holds lat and lng
      // (btree_gist): a radius search's lat/lng box is an index condition the planner estimates from
      // the column statistics (it guesses 0.1% for any cube box). The pickup one holds the load
      // number, so deadhead is one KNN walk ordered by (distance, number), inside the box, however
      // many loads share a ZIP centroid.
      index('loads_active_pickup_earth_idx')
        .using('gist', t.pickupEarth, t.pickupLat, t.pickupLng, t.number)
        .where(sql`${t.status} = 'active'`),
      index('loads_active_delivery_earth_idx')
        .using('gist', t.deliveryEarth, t.deliveryLat, t.deliveryLng)
        .where(sql`${t.status} = 'active'`),
      // Searches with both ends (a lane): led by equipment and both ends' whole-degree longitude
      // bands (the board search lists the bands its two boxes cover), so a lane's loads are
      // read band pair by band pair instead of every load whose pickup is in the origin's latitude
      // band (at 1M loads, half the execution time). The other columns are the board index's, so the
      // lane's candidates are an index-only scan.
      index('loads_active_lane_idx')
        .on(
          t.equipment,
          sql`(floor(${t.pickupLng})::int)`,
          sql`(floor(${t.deliveryLng})::int)`,
          t.pickupLat,
          t.deliveryLat,
          t.pickupLng,
          t.deliveryLng,
          t.ratePerMileCents,
          ...boardFilterColumns,
        )
        .where(sql`${t.status} = 'active'`),
      // best_match's candidates without a destination (the loads round the origin, or round the
      // truck, that it bounds one by one): led by equipment and the pickup's whole-degree longitude
      // band, then its latitude, so the origin's box is read band by band instead of every load in
      // the origin's latitude band across the map (the board index: at 1M loads, 1.5-2.5 times as
      // fast for most origins). The other columns are the board index's: an index-only scan.
      index('loads_active_pickup_band_idx')
        .on(t.equipment, sql`(floor(${t.pickupLng})::int)`, ...boardColumns)
        .where(sql`${t.status} = 'active'`),
      // A search with an equipment filter (the board's usual one): equipment and the pickup's
      // latitude band are the range, the pickup's longitude, the rate and the delivery box are
      // checked inside the index, and every other column the search's filters read (and the lane's
      // narrow rows) is in it, so its capped count and a lane's candidates are an index-only scan
      // that stops at the cap, instead of a bitmap of the origin's whole box plus a heap page per
      // candidate. Every column is a key column (drizzle has no INCLUDE); the first six do the work.
      index('loads_active_board_idx')
        .on(t.equipment, ...boardColumns)
        .where(sql`${t.status} = 'active'`),
      // One btree per sort order, each ending in the id tie-breaker of its ORDER BY.
      index('loads_active_expires_idx')
        .on(t.expiresAt, t.id)
        .where(sql`${t.status} = 'active'`),
      index('loads_active_posted_idx')
        .on(t.postedAt.desc().nullsFirst(), t.id)
        .where(sql`${t.status} = 'active'`),
      index('loads_active_rate_idx')
        .on(t.ratePerMileCents.desc().nullsFirst(), t.id)
        .where(sql`${t.status} = 'active'`),
      /** Loads posted in a time range, whatever their status: market demand near a futures lane, admin analytics. */
      index('loads_posted_idx').on(t.postedAt),
      index('loads_broker_idx').on(t.brokerId, t.createdAt.desc()),
      // A broker's standing (market.broker-fairness, queued after every post): their loads of the
      // window with what the comparison reads, so it is an index-only scan instead of one heap page
      // per load (each broker's loads lie scattered over the table).
      index('loads_broker_fairness_idx').on(
        t.brokerId,
        t.postedAt,
        t.pickupMarket,
        t.deliveryMarket,
        t.equipment,
        t.ratePerMileCents,
      ),
      index('loads_status_idx').on(t.status, t.createdAt.desc()),
    ];
  },
);

/** A proof-of-delivery photo (kept in the database so every API process serves it). */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['pod_photo'] }).notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    sha256: text().notNull(),
    data: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId, t.createdAt),
    // The sweeper of unattached uploads walks them oldest first.
    index('uploads_created_idx').on(t.createdAt),
  ],
);

/**
 * The one booking of a load (the unique load_id is the backstop behind the
 * conditional update). Holds the agreed rate and the timestamp of each
 * delivery step, which later feed speed scores and payouts.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    loadId: uuid()
      .notNull()
      .references(() => loads.id, { onDelete: 'restrict' }),
    truckerId: uuid()
      .notNull()
      .references(() => truckers.userId, { onDelete: 'restrict' }),
    brokerId: uuid()
      .notNull()
      .references(() => brokers.userId, { onDelete: 'restrict' }),
    rateCents: bigint({ mode: 'number' }).notNull(),
    miles: integer().notNull(),
    bookedAt: at().notNull().defaultNow(),
    pickedUpAt: at(),
    deliveredAt: at(),
    confirmedAt: at(),
    confirmedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: at(),
    /** Who cancelled the booking (a trucker's own cancellation is a fall-off in their speed score). */
    cancelledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    podNote: text(),
    podPhotoId: uuid().references(() => uploads.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('bookings_load_key').on(t.loadId),
    check('bookings_rate_check', sql`${t.rateCents} > 0`),
    check('bookings_pickup_order_check', sql`${t.pickedUpAt} is null or ${t.pickedUpAt} >= ${t.bookedAt}`),
    check('bookings_delivery_order_check', sql`${t.deliveredAt} is null or ${t.pickedUpAt} is not null`),
    check('bookings_confirm_order_check', sql`${t.confirmedAt} is null or ${t.deliveredAt} is not null`),
    index('bookings_trucker_idx').on(t.truckerId, t.bookedAt.desc()),
    index('bookings_broker_idx').on(t.brokerId, t.bookedAt.desc()),
    // Is an upload attached? (the upload quota, the sweeper, and ON DELETE SET NULL when one is deleted)
    index('bookings_pod_photo_idx')
      .on(t.podPhotoId)
      .where(sql`${t.podPhotoId} is not null`),
  ],
);
