import { z } from 'zod';
import { LOAD_LIMITS } from '../domain/loads';
import { isoDateTime, requiredText } from './formats';
import { loadView } from './loads';
import { bookingRatingState } from './ratings';

/** Where a booking stands; "confirmed" is a delivery the broker has confirmed. */
export const BOOKING_STAGES = ['booked', 'in_transit', 'delivered', 'confirmed', 'cancelled'] as const;
export type BookingStage = (typeof BOOKING_STAGES)[number];

/**
 * POST /api/loads/:id/book. `rateCents` is the rate the trucker saw; a changed rate is refused.
 * `confirmOverlap: true` books even when the load cannot be run with another active booking (409 otherwise).
 */
export const bookLoadInput = z.object({
  rateCents: z.number().int().min(1).optional(),
  confirmOverlap: z.boolean().optional(),
});

export const bookingContact = z.object({
  id: z.uuid(),
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  mcNumber: z.string().nullable(),
});

/** A booking, as its trucker, its broker and admins see it. */
export const bookingView = z.object({
  id: z.uuid(),
  stage: z.enum(BOOKING_STAGES),
  /** The agreed rate, fixed at booking. */
  rateCents: z.number().int(),
  miles: z.number().int(),
  ratePerMileCents: z.number().int(),
  bookedAt: isoDateTime,
  pickedUpAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  confirmedAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  cancelReason: z.string().nullable(),
  podNote: z.string().nullable(),
  podPhoto: z.object({ contentType: z.string(), byteSize: z.number().int() }).nullable(),
  load: loadView,
  trucker: bookingContact,
  broker: bookingContact,
  threadId: z.uuid().nullable(),
  /** The booking's contract (created with the booking; null only for bookings made before contracts). */
  contractId: z.uuid().nullable(),
  /** The broker's account is suspended now: the booking stays, their loads are off the board. */
  brokerSuspended: z.boolean(),
  /** The caller's rating state: their stars, the other party's, and whether they may rate now. */
  rating: bookingRatingState,
});
export type BookingView = z.infer<typeof bookingView>;

/** GET /api/trucker/bookings and /api/broker/bookings */
export const bookingListQuery = z.object({
  /** active: booked, in transit or awaiting confirmation; history: confirmed or cancelled. */
  scope: z.enum(['active', 'history']).default('active'),
  /**
   * Only bookings at this stage (as `bookingView.stage` reports it), within `scope`. A stage the
   * scope excludes is not an error, it simply yields no rows: `scope` defaults to active, so
   * confirmed and cancelled bookings need `scope=history`.
   */
  stage: z.enum(BOOKING_STAGES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const bookingList = z.object({
  items: z.array(bookingView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BookingList = z.infer<typeof bookingList>;

/** POST /api/bookings/:id/deliver */
export const deliverLoadInput = z.object({
  note: requiredText('Proof-of-delivery note', LOAD_LIMITS.podNote),
  /** From POST /api/uploads/pod-photo. */
  photoId: z.uuid().optional(),
});
export type DeliverLoadInput = z.infer<typeof deliverLoadInput>;

/** POST /api/uploads/pod-photo (raw image body) */
export const uploadResponse = z.object({
  id: z.uuid(),
  contentType: z.string(),
  byteSize: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

/** Live events about bookings on the user:<id> topics of both parties. */
export const BOOKING_EVENT_TYPES = { updated: 'booking.updated' } as const;
export const bookingEvent = z.object({
  id: z.uuid(),
  loadId: z.uuid(),
  stage: z.enum(BOOKING_STAGES),
  /** Who booked, for the broker's notification. */
  truckerName: z.string(),
  loadNumber: z.number().int(),
});
export type BookingEvent = z.infer<typeof bookingEvent>;
