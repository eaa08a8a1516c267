import type { BookingStage } from '@haulclub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { LOAD_COLUMNS, type LoadRecord } from './load-columns';

interface BookingFields {
  bookingId: string;
  truckerId: string;
  bookingRateCents: number;
  bookingMiles: number;
  bookedAt: string;
  pickedUpAt: string | null;
  deliveredAt: string | null;
  confirmedAt: string | null;
  bookingCancelledAt: string | null;
  podNote: string | null;
  podPhotoId: string | null;
  podContentType: string | null;
  podByteSize: number | null;
  truckerEmail: string;
  truckerFirstName: string | null;
  truckerLastName: string | null;
  truckerCompanyName: string | null;
  truckerMcNumber: string | null;
  truckerPhone: string | null;
  brokerEmail: string;
  brokerFirstName: string | null;
  brokerLastName: string | null;
  brokerPhone: string | null;
  brokerSuspended: boolean;
  threadId: string | null;
  contractId: string | null;
  total: number;
}
/** A booking with its load and both parties' contacts (only ever shown to the parties and admins). */
export type BookingRecord = LoadRecord & BookingFields;

export interface BookingFilter {
  bookingId?: string;
  truckerId?: string;
  brokerId?: string;
  /** active: not confirmed nor cancelled; history: confirmed or cancelled. */
  scope?: 'active' | 'history';
  /** Only bookings at this stage, exactly as `bookingStage()` derives it. */
  stage?: BookingStage | undefined;
  limit?: number;
  offset?: number;
}

const SCOPES: Record<'active' | 'history', SQL> = {
  active: sql.raw('bk.confirmed_at IS NULL AND bk.cancelled_at IS NULL'),
  history: sql.raw('(bk.confirmed_at IS NOT NULL OR bk.cancelled_at IS NOT NULL)'),
};

/**
 * `bookingStage()` (booking-view.ts) in SQL: the booking's own timestamps, checked in the same order
 * (cancelled, confirmed, delivered, picked up), so each booking matches exactly the stage it reports.
 */
const STAGES: Record<BookingStage, SQL> = {
  cancelled: sql.raw('bk.cancelled_at IS NOT NULL'),
  confirmed: sql.raw('bk.cancelled_at IS NULL AND bk.confirmed_at IS NOT NULL'),
  delivered: sql.raw('bk.cancelled_at IS NULL AND bk.confirmed_at IS NULL AND bk.delivered_at IS NOT NULL'),
  in_transit: sql.raw(
    'bk.cancelled_at IS NULL AND bk.confirmed_at IS NULL AND bk.delivered_at IS NULL AND bk.picked_up_at IS NOT NULL',
  ),
  booked: sql.raw(
    'bk.cancelled_at IS NULL AND bk.confirmed_at IS NULL AND bk.delivered_at IS NULL AND bk.picked_up_at IS NULL',
  ),
};

/** Bookings newest first, with the total of the filter. */
export async function selectBookings(db: DbExecutor, f: BookingFilter): Promise<BookingRecord[]> {
  const where: SQL[] = [sql`true`];
  if (f.bookingId) where.push(sql`bk.id = ${f.bookingId}::uuid`);
  if (f.truckerId) where.push(sql`bk.trucker_id = ${f.truckerId}::uuid`);
  if (f.brokerId) where.push(sql`bk.broker_id = ${f.brokerId}::uuid`);
  if (f.scope) where.push(SCOPES[f.scope]);
  if (f.stage) where.push(STAGES[f.stage]);
  const { rows } = await db.execute<BookingRecord & Record<string, unknown>>(sql`
    SELECT ${LOAD_COLUMNS},
      bk.id AS "bookingId", bk.trucker_id AS "truckerId", bk.rate_cents AS "bookingRateCents",
      bk.miles AS "bookingMiles", bk.booked_at AS "bookedAt", bk.picked_up_at AS "pickedUpAt",
      bk.delivered_at AS "deliveredAt", bk.confirmed_at AS "confirmedAt",
      bk.cancelled_at AS "bookingCancelledAt", bk.pod_note AS "podNote", bk.pod_photo_id AS "podPhotoId",
      up.content_type AS "podContentType", up.byte_size AS "podByteSize",
      tu.email AS "truckerEmail", tp.first_name AS "truckerFirstName", tp.last_name AS "truckerLastName",
      t.company_name AS "truckerCompanyName", t.mc_number AS "truckerMcNumber", t.phone AS "truckerPhone",
      bu.email AS "brokerEmail", bp.first_name AS "brokerFirstName", bp.last_name AS "brokerLastName",
      b.phone AS "brokerPhone", bu.suspended_at IS NOT NULL AS "brokerSuspended", ct.id AS "threadId",
      con.id AS "contractId",
      count(*) OVER () AS total
    FROM bookings bk
    JOIN loads l ON l.id = bk.load_id
    JOIN brokers b ON b.user_id = bk.broker_id
    JOIN users bu ON bu.id = bk.broker_id
    LEFT JOIN profiles bp ON bp.user_id = bk.broker_id
    JOIN truckers t ON t.user_id = bk.trucker_id
    JOIN users tu ON tu.id = bk.trucker_id
    LEFT JOIN profiles tp ON tp.user_id = bk.trucker_id
    LEFT JOIN uploads up ON up.id = bk.pod_photo_id
    LEFT JOIN chat_threads ct ON ct.load_id = bk.load_id AND ct.trucker_id = bk.trucker_id
    LEFT JOIN contracts con ON con.booking_id = bk.id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY bk.booked_at DESC, bk.id
    LIMIT ${f.limit ?? 1} OFFSET ${f.offset ?? 0}`);
  return rows;
}

export async function findBooking(db: DbExecutor, bookingId: string): Promise<BookingRecord | undefined> {
  const [row] = await selectBookings(db, { bookingId });
  return row;
}
