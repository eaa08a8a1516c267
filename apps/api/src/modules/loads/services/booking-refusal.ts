import { LOAD_JUST_BOOKED_MESSAGE } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findLoadState, type RefusedLoadState } from '../repository/load-status';

/**
 * An expected answer, not a fault (in a race, every trucker but one gets it, and only its problem
 * body is sent): built without capturing a stack trace, which was a visible share of a refusal's CPU.
 */
function withoutStack(make: () => AppError): AppError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export const justBooked = () => withoutStack(() => new AppError('conflict', LOAD_JUST_BOOKED_MESSAGE));
/** No trucker profile yet (the same answer as every trucker route's `requireTrucker`). */
export const onboardingRequired = () => new AppError('onboarding_required', 'Complete onboarding first');
/** The load's broker is suspended: their loads are off the board and cannot be booked. */
export const brokerUnavailable = () => new AppError('gone', 'This load is no longer available');

export type { RefusedLoadState };

/**
 * Why a booking was refused, from the load's state: this trucker's own
 * booking (its id is returned: a double submit is harmless), someone else's (409),
 * a suspended broker's, expired or cancelled (410), a changed rate (409), or no such load (404).
 * A premium load inside its early-access window does not exist for a trucker without early
 * access (404, whatever else is true of it).
 */
export function refusalOf(
  load: RefusedLoadState | null,
  input: { truckerId: string; rateCents: number | undefined },
): string {
  if (!load) throw AppError.notFound('Load');
  if (load.status === 'cancelled') throw new AppError('gone', 'This load was cancelled');
  if (load.bookingId && load.bookedBy === input.truckerId) return load.bookingId;
  if (load.hiddenPremium) throw AppError.notFound('Load');
  if (load.bookingId) throw justBooked();
  if (load.brokerSuspended) throw brokerUnavailable();
  if (load.status === 'expired' || (load.status === 'active' && load.expired)) {
    throw new AppError('gone', 'This load has expired');
  }
  if (load.status === 'active' && input.rateCents !== undefined && input.rateCents !== load.rateCents) {
    throw new AppError('conflict', 'The rate of this load has changed');
  }
  throw AppError.notFound('Load');
}

/** Why the booking gate matched nothing, read after it (in its transaction): see `refusalOf`. */
export async function explainRefusedBooking(
  db: DbExecutor,
  input: { loadId: string; truckerId: string; rateCents: number | undefined },
  premiumWindowMinutes: number,
): Promise<string> {
  const load = await findLoadState(db, input.loadId, { truckerId: input.truckerId, premiumWindowMinutes });
  return refusalOf(load ?? null, input);
}
