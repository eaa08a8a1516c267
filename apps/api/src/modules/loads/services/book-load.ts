import { LOAD_EVENT_TYPES, type BookingView } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { batchNotifications } from '../../../db/notify';
import { createContractForBooking } from '../../contracts/index';
import { recordLaneRateSample } from '../../market/index';
import { recordFeedback } from '../../matching/index';
import type { LoadsDeps } from '../deps';
import { rateConfirmationEmail } from '../emails';
import { announceBooking, announceLoad } from '../events';
import { recordBooking } from '../repository/booking-feedback';
import { findBooking } from '../repository/booking-views';
import { insertBooking, probeBooking, withBookingConnection } from '../repository/booking-writes';
import { isBrokerSuspended, markLoadBooked } from '../repository/load-status';
import { lockTruckerSchedule } from '../repository/trucker-schedule';
import { bookingViewFor, bookingViewOf } from './booking-access';
import {
  brokerUnavailable,
  explainRefusedBooking,
  justBooked,
  onboardingRequired,
  refusalOf,
  type RefusedLoadState,
} from './booking-refusal';
import { assertNoOverlap } from './booking-overlap-check';

function isDuplicateBooking(error: unknown): boolean {
  const pg = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
  return pg.code === '23505' && pg.constraint === 'bookings_load_key';
}

/**
 * POST /api/loads/:id/book. One prepared read (the probe) first: a trucker without a profile
 * (403), a load gone, booked, cancelled, expired, hidden or re-priced is refused there, in one
 * round trip, without a transaction. A load that looks bookable goes on, on the same connection,
 * to the transaction where one conditional update decides the winner, the booking row (unique per
 * load) records it, both parties get the rate confirmation, and every open screen hears of it,
 * all atomically. A booker the gate turns away (another won meanwhile) is told why from a fresh read.
 * `created` is false when this trucker had already booked it (a double submit).
 * A load that cannot be run with another of the trucker's active bookings is
 * refused (409 `booking_overlap`) unless `confirmOverlap` is true; the trucker's
 * schedule lock makes that check hold against their concurrent bookings.
 */
export async function bookLoad(
  deps: LoadsDeps,
  input: { loadId: string; truckerId: string; rateCents: number | undefined; confirmOverlap?: boolean },
): Promise<{ booking: BookingView; created: boolean }> {
  const { premiumWindowMinutes } = deps.settings.current();
  let result: { booking: BookingView; created: boolean };
  try {
    result = await probeThenBook(deps, input, premiumWindowMinutes);
  } catch (error) {
    throw isDuplicateBooking(error) ? justBooked() : error;
  }
  // After the commit: the load's rank among the trucker's matches at this moment.
  if (result.created) {
    await recordFeedback(deps.log, 'booking', () =>
      recordBooking(deps.db, input.truckerId, input.loadId, premiumWindowMinutes),
    );
  }
  return result;
}

type BookInput = Parameters<typeof bookLoad>[1];
type Booked = { booking: BookingView; created: boolean };

/** This process's booking transaction in flight per load (its probe found the load bookable), per database. */
const inFlightByDb = new WeakMap<object, Map<string, Promise<Booked>>>();

/**
 * The probe, then the gate's transaction when the load looks bookable. While this process has a
 * transaction in flight for the load, other bookers of it wait here, holding no connection, and
 * probe once it ends (then they are mostly refused in one round trip): the pool is not spent on
 * connections waiting at the gate for the row. Other processes' bookers meet at the gate as before.
 */
async function probeThenBook(
  deps: LoadsDeps,
  input: BookInput,
  premiumWindowMinutes: number,
): Promise<Booked> {
  let inFlight = inFlightByDb.get(deps.db);
  if (!inFlight) inFlightByDb.set(deps.db, (inFlight = new Map()));
  for (;;) {
    const waiting = inFlight.get(input.loadId);
    if (waiting) await waiting.catch(() => undefined);
    const outcome = await withBookingConnection(
      deps.db,
      async (connection): Promise<{ booked: Booked } | { after: Promise<Booked> }> => {
        const busy = inFlight.get(input.loadId);
        if (busy) return { after: busy };
        const probe = await probeBooking(connection.client, { ...input, premiumWindowMinutes });
        if (!probe.onboarded) throw onboardingRequired();
        if (!probe.bookable) {
          const own = refusalOf(probe.status === null ? null : (probe as RefusedLoadState), input);
          return {
            booked: { booking: await bookingViewOf(connection.db, own, input.truckerId), created: false },
          };
        }
        const started = inFlight.get(input.loadId);
        if (started) return { after: started };
        // Its live events and wake-ups go out in one NOTIFY statement at the end (on commit, in order).
        const attempt = connection.db.transaction((tx) =>
          batchNotifications(tx, () => bookInTransaction(deps, tx, input, premiumWindowMinutes)),
        );
        inFlight.set(input.loadId, attempt);
        try {
          return { booked: await attempt };
        } finally {
          if (inFlight.get(input.loadId) === attempt) inFlight.delete(input.loadId);
        }
      },
    );
    if ('booked' in outcome) return outcome.booked;
    await outcome.after.catch(() => undefined);
  }
}

/** The gate and, for its winner, everything a booking writes, in the caller's transaction. */
async function bookInTransaction(
  deps: LoadsDeps,
  tx: DbExecutor,
  input: { loadId: string; truckerId: string; rateCents: number | undefined; confirmOverlap?: boolean },
  premiumWindowMinutes: number,
): Promise<{ booking: BookingView; created: boolean }> {
  await lockTruckerSchedule(tx, input.truckerId);
  const load = await markLoadBooked(tx, input.loadId, input.rateCents, {
    truckerId: input.truckerId,
    premiumWindowMinutes,
  });
  if (!load) {
    const own = await explainRefusedBooking(tx, input, premiumWindowMinutes);
    return { booking: await bookingViewOf(tx, own, input.truckerId), created: false };
  }
  // The gate's snapshot may predate a suspension it waited for (the suspension locks the
  // broker's board loads); a fresh read decides, and throwing rolls the booking back.
  if (await isBrokerSuspended(tx, load.brokerId)) throw brokerUnavailable();
  if (!input.confirmOverlap) await assertNoOverlap(tx, input.truckerId, load);
  const { id } = await insertBooking(tx, {
    loadId: load.id,
    truckerId: input.truckerId,
    brokerId: load.brokerId,
    rateCents: load.rateCents,
    miles: load.miles,
  });
  await recordLaneRateSample(tx, id);
  await createContractForBooking(deps, tx, {
    id,
    loadId: load.id,
    brokerId: load.brokerId,
    truckerId: input.truckerId,
    rateCents: load.rateCents,
  });
  const record = await findBooking(tx, id);
  if (!record) throw new Error(`booking ${id} vanished`);
  await announceLoad(deps, tx, load, LOAD_EVENT_TYPES.removed);
  await announceBooking(deps, tx, record);
  const booking = await bookingViewFor(tx, input.truckerId, record);
  const base = deps.config.publicUrl;
  await deps.mail.enqueue(
    rateConfirmationEmail(booking.trucker.email, booking, `${base}/trucker/bookings`),
    tx,
  );
  await deps.mail.enqueue(
    rateConfirmationEmail(booking.broker.email, booking, `${base}/broker/bookings`),
    tx,
  );
  return { booking, created: true };
}
