import { RATING_RULES, type BookingRatingState } from '@haulclub/shared';

export type RaterRole = 'trucker' | 'broker';

const DAY_MS = 86_400_000;

/** A booking as the rating rules read it. */
export interface RatableBooking {
  truckerId: string;
  brokerId: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
}

/** What the rules decide for one party now. */
export interface RatingWindow {
  canRate: boolean;
  /** Why not (shown to the user), null when canRate. */
  reason: string | null;
  /** The last moment a first rating can be given (delivery confirmed, not cancelled), else null. */
  rateBy: Date | null;
  /** The last moment the party may give or change their rating, null when they cannot rate at all. */
  editableUntil: Date | null;
}

export const REASONS = {
  cancelled: 'This booking was cancelled',
  notConfirmed: {
    trucker: 'You can rate once the broker has confirmed delivery',
    broker: 'You can rate once you have confirmed delivery',
  },
  tooLate: `Ratings can be given for ${RATING_RULES.rateWithinDays} days after delivery is confirmed`,
  editClosed: `Ratings can be changed for ${RATING_RULES.editDays} days`,
} as const;

/** The party's role on the booking, or null when the user is not one of its two parties. */
export function partyRole(booking: RatableBooking, userId: string): RaterRole | null {
  if (booking.truckerId === userId) return 'trucker';
  if (booking.brokerId === userId) return 'broker';
  return null;
}

export const rateeOf = (booking: RatableBooking, role: RaterRole) =>
  role === 'trucker' ? booking.brokerId : booking.truckerId;

export const ratingEditableUntil = (createdAt: string) =>
  new Date(new Date(createdAt).getTime() + RATING_RULES.editDays * DAY_MS);

/**
 * The rules, in one place: only after the broker confirmed the delivery, never on a cancelled booking,
 * a first rating within `rateWithinDays` of the confirmation, changes within `editDays` of the first.
 */
export function ratingWindow(
  booking: RatableBooking,
  role: RaterRole,
  mine: { createdAt: string } | undefined,
  now: Date = new Date(),
): RatingWindow {
  if (booking.cancelledAt) return closed(REASONS.cancelled);
  if (!booking.confirmedAt) return closed(REASONS.notConfirmed[role]);
  const rateBy = new Date(new Date(booking.confirmedAt).getTime() + RATING_RULES.rateWithinDays * DAY_MS);
  if (mine) {
    const until = ratingEditableUntil(mine.createdAt);
    return until > now
      ? { canRate: true, reason: null, rateBy, editableUntil: until }
      : { canRate: false, reason: REASONS.editClosed, rateBy, editableUntil: null };
  }
  return rateBy > now
    ? { canRate: true, reason: null, rateBy, editableUntil: rateBy }
    : { canRate: false, reason: REASONS.tooLate, rateBy, editableUntil: null };
}

const closed = (reason: string): RatingWindow => ({
  canRate: false,
  reason,
  rateBy: null,
  editableUntil: null,
});

/** A booking's rating state for a viewer (a non-party sees nothing to rate). */
export function ratingStateOf(
  booking: RatableBooking,
  viewerId: string,
  ratings: ReadonlyArray<{ raterId: string; stars: number; createdAt: string }>,
  now: Date = new Date(),
): BookingRatingState {
  const role = partyRole(booking, viewerId);
  if (!role) return { mine: null, theirs: null, canRate: false, editableUntil: null };
  const mine = ratings.find((r) => r.raterId === viewerId);
  const theirs = ratings.find((r) => r.raterId === rateeOf(booking, role));
  const window = ratingWindow(booking, role, mine, now);
  return {
    mine: mine?.stars ?? null,
    theirs: theirs?.stars ?? null,
    canRate: window.canRate,
    editableUntil: window.editableUntil?.toISOString() ?? null,
  };
}
