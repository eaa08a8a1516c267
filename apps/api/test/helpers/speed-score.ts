import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SpeedScoreView } from '@haulclub/shared';
import type { TestApp } from './app';
import { insertLoad } from './loads';

// Fixtures for speed-score tests: bookings, contracts and chat messages with the timestamps set directly.

const HOUR = 3_600_000;
export const MINUTE = 60_000;
export const DAY = 24 * HOUR;

/** Hours after `base` as a Date (null stays null). */
export const plusHours = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);

export interface BookingFixture {
  brokerId: string;
  truckerId: string;
  bookedAt: Date;
  /** Window ends, hours after bookedAt; the windows start two hours earlier (delivery: `deliveryStart`). */
  pickupEnd?: number;
  deliveryStart?: number;
  deliveryEnd?: number;
  miles?: number;
  /** Hours after bookedAt. */
  pickedUp?: number;
  delivered?: number;
  confirmed?: number;
  /** Who confirmed: the broker (default) or nobody (the automatic release). */
  confirmedBy?: 'broker' | null;
  cancelled?: number;
  cancelledBy?: string;
  /** A proof-of-delivery photo (default true when delivered). */
  photo?: boolean;
}

/** A load and its booking with the given timestamps; returns the booking id. */
export async function insertTimedBooking(
  t: TestApp,
  f: BookingFixture,
): Promise<{ bookingId: string; loadId: string }> {
  const db = t.db.database.db;
  const miles = f.miles ?? 100;
  const load = await insertLoad(t, { brokerId: f.brokerId, status: 'booked', miles });
  const at = (hours: number | undefined) =>
    hours === undefined ? null : plusHours(f.bookedAt, hours).toISOString();
  const pickupEnd = f.pickupEnd ?? 5;
  const deliveryStart = f.deliveryStart ?? 8;
  const deliveryEnd = f.deliveryEnd ?? 12;
  await db.execute(sql`
    UPDATE loads SET pickup_window_start = ${at(pickupEnd - 2)}::timestamptz,
      pickup_window_end = ${at(pickupEnd)}::timestamptz,
      delivery_window_start = ${at(deliveryStart)}::timestamptz,
      delivery_window_end = ${at(deliveryEnd)}::timestamptz
    WHERE id = ${load.id}::uuid`);
  let photoId: string | null = null;
  if (f.delivered !== undefined && (f.photo ?? true)) {
    const data = Buffer.from(`pod ${randomUUID()}`);
    const { rows } = await db.execute<{ id: string }>(sql`
      INSERT INTO uploads (owner_id, purpose, content_type, byte_size, sha256, data)
      VALUES (${f.truckerId}::uuid, 'pod_photo', 'image/jpeg', ${data.length},
        ${createHash('sha256').update(data).digest('hex')}, ${data})
      RETURNING id`);
    photoId = rows[0]?.id ?? null;
  }
  const confirmedBy = f.confirmed === undefined || f.confirmedBy === null ? null : f.brokerId;
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO bookings (load_id, trucker_id, broker_id, rate_cents, miles, booked_at, picked_up_at,
      delivered_at, confirmed_at, confirmed_by, cancelled_at, cancelled_by, pod_note, pod_photo_id)
    VALUES (${load.id}::uuid, ${f.truckerId}::uuid, ${f.brokerId}::uuid, 90000, ${miles},
      ${f.bookedAt.toISOString()}::timestamptz, ${at(f.pickedUp)}::timestamptz, ${at(f.delivered)}::timestamptz,
      ${at(f.confirmed)}::timestamptz, ${confirmedBy}::uuid, ${at(f.cancelled)}::timestamptz,
      ${f.cancelledBy ?? null}::uuid, ${f.delivered === undefined ? null : 'Delivered'}, ${photoId}::uuid)
    RETURNING id`);
  const bookingId = rows[0]?.id;
  if (!bookingId) throw new Error('no booking inserted');
  return { bookingId, loadId: load.id };
}

/** A contract for a booking, signed by both at `signedAt`, funded/cancelled at the given moments. */
export async function insertSignedContract(
  t: TestApp,
  booking: { bookingId: string; loadId: string; brokerId: string; truckerId: string },
  times: { signedAt: Date; fundedAt?: Date; cancelledAt?: Date },
): Promise<void> {
  const status = times.cancelledAt ? 'cancelled' : 'signed';
  await t.db.database.db.execute(sql`
    INSERT INTO contracts (booking_id, load_id, broker_id, trucker_id, status, escrow_status, total_cents,
      trucker_cents, broker_cents, platform_cents, contract_terms, signed_at, funded_at, cancelled_at)
    VALUES (${booking.bookingId}::uuid, ${booking.loadId}::uuid, ${booking.brokerId}::uuid,
      ${booking.truckerId}::uuid, ${status}, ${times.fundedAt ? 'held' : 'pending'}, 90000, 72000, 9000, 9000,
      ${JSON.stringify({ paymentTerms: 'Net 0', cancellationPolicy: 'TONU', insuranceRequirements: '$1M' })}::jsonb,
      ${times.signedAt.toISOString()}::timestamptz, ${times.fundedAt?.toISOString() ?? null}::timestamptz,
      ${times.cancelledAt?.toISOString() ?? null}::timestamptz)`);
}

/** A chat thread on a new load of the broker, and its messages (sender side, minutes before `now`). */
export async function insertChat(
  t: TestApp,
  parties: { brokerId: string; truckerId: string },
  messages: Array<[side: 'broker' | 'trucker', minutesAgo: number]>,
  now = new Date(),
): Promise<void> {
  const db = t.db.database.db;
  const load = await insertLoad(t, { brokerId: parties.brokerId });
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO chat_threads (load_id, trucker_id, broker_id)
    VALUES (${load.id}::uuid, ${parties.truckerId}::uuid, ${parties.brokerId}::uuid) RETURNING id`);
  const threadId = rows[0]?.id;
  if (!threadId) throw new Error('no thread inserted');
  for (const [side, minutesAgo] of messages) {
    const sender = side === 'broker' ? parties.brokerId : parties.truckerId;
    await db.execute(sql`
      INSERT INTO chat_messages (thread_id, sender_id, body, created_at)
      VALUES (${threadId}::uuid, ${sender}::uuid, ${`${side} at -${minutesAgo} min`},
        ${new Date(now.getTime() - minutesAgo * MINUTE).toISOString()}::timestamptz)`);
  }
}

/** GET /api/<role>/score as `token`, parsed (throws unless 200). */
export async function scoreOf(
  t: TestApp,
  role: 'trucker' | 'broker',
  token: string,
): Promise<SpeedScoreView> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/${role}/score`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`GET /api/${role}/score: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The component `key` of a score view. */
export function component(view: SpeedScoreView, key: string) {
  const found = view.components.find((c) => c.key === key);
  if (!found) throw new Error(`no component ${key}`);
  return found;
}
