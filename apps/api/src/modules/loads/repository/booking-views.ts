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

/**
 * Bookings newest first, with the total of the filter. Everything a booking has at most one of
 * (each party's company, user and profile; its POD upload, chat thread and contract) is read in
 * fenced lateral subqueries (`OFFSET 0`), so the planner orders 5 items instead of a flat 12-way
 * join, whose planning took 10–200 ms (on a busy box) for an execution under 1 ms, inside every
 * booking's transaction; now under 1 ms too. Same rows: every joined row is unique per booking.
 */
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
      x.pod_content_type AS "podContentType", x.pod_byte_size AS "podByteSize",
      t.email AS "truckerEmail", t.first_name AS "truckerFirstName", t.last_name AS "truckerLastName",
      t.company_name AS "truckerCompanyName", t.mc_number AS "truckerMcNumber", t.phone AS "truckerPhone",
      b.email AS "brokerEmail", b.first_name AS "brokerFirstName", b.last_name AS "brokerLastName",
      b.phone AS "brokerPhone", b.suspended_at IS NOT NULL AS "brokerSuspended", x.thread_id AS "threadId",
      x.contract_id AS "contractId",
      count(*) OVER () AS total
    FROM bookings bk
    JOIN loads l ON l.id = bk.load_id
    JOIN LATERAL (
      SELECT br.company_name, br.mc_number, br.phone, bu.email, bu.suspended_at, bp.first_name, bp.last_name
      FROM brokers br
      JOIN users bu ON bu.id = br.user_id
      LEFT JOIN profiles bp ON bp.user_id = br.user_id
      WHERE br.user_id = bk.broker_id
      OFFSET 0
    ) b ON true
    JOIN LATERAL (
      SELECT tr.company_name, tr.mc_number, tr.phone, tu.email, tp.first_name, tp.last_name
      FROM truckers tr
      JOIN users tu ON tu.id = tr.user_id
      LEFT JOIN profiles tp ON tp.user_id = tr.user_id
      WHERE tr.user_id = bk.trucker_id
      OFFSET 0
    ) t ON true
    CROSS JOIN LATERAL (
      SELECT up.content_type AS pod_content_type, up.byte_size AS pod_byte_size, ct.id AS thread_id,
        con.id AS contract_id
      FROM (VALUES (1)) AS one (x)
      LEFT JOIN uploads up ON up.id = bk.pod_photo_id
      LEFT JOIN chat_threads ct ON ct.load_id = bk.load_id AND ct.trucker_id = bk.trucker_id
      LEFT JOIN contracts con ON con.booking_id = bk.id
      OFFSET 0
    ) x
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY bk.booked_at DESC, bk.id
    LIMIT ${f.limit ?? 1} OFFSET ${f.offset ?? 0}`);
  return rows;
}

export async function findBooking(db: DbExecutor, bookingId: string): Promise<BookingRecord | undefined> {
  const [row] = await selectBookings(db, { bookingId });
  return row;
}
