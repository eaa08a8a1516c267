import { LOAD_EVENT_TYPES, type BookingView } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { batchNotifications } from '../../../db/notify';
import { announceNewContract, bookingContractValues } from '../../contracts/index';
import { recordLaneRateSample } from '../../market/index';
import { recordFeedback } from '../../matching/index';
import type { LoadsDeps } from '../deps';
import { rateConfirmationEmail } from '../emails';
import { announceBooking, announceLoad } from '../events';
import { recordBooking } from '../repository/booking-feedback';
import { findBooking } from '../repository/booking-views';
import {
  insertBookingWithContract,
  probeBookings,
  withBookingConnection,
  type BookingProbe,
} from '../repository/booking-writes';
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
 * POST /api/loads/:id/book. One prepared read (the probe, shared with this process's other
 * bookers of the load at that moment) first: a trucker without a profile (403), a load gone,
 * booked, cancelled, expired, hidden or re-priced is refused there, without a transaction. A load
 * that looks bookable goes on to the transaction where one conditional update decides the winner, the booking row (unique per
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

/** This process's booking transaction in flight per load, per database. */
const inFlightByDb = new WeakMap<object, Map<string, Promise<Booked>>>();

/**
 * The probe, then the gate's transaction when the load looks bookable. Bookers of one load in this
 * process probe together (one statement for all who arrive in the same turn of the event loop); of
 * those who find it bookable, the first starts the transaction and the others wait for it, holding
 * no connection, then probe together again (and are mostly refused there). So a process runs one
 * attempt per load at a time and its losers cost a share of one round trip each; other processes'
 * bookers meet at the gate's row lock as before, which alone decides the winner.
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
    const probe = await probeTogether(deps.db, input, premiumWindowMinutes);
    const own = refusedBooking(probe, input);
    if (own !== null) return { booking: await bookingViewOf(deps.db, own, input.truckerId), created: false };
    // Another booker of this batch (or a later one) went first: wait for its outcome, then probe again.
    if (inFlight.has(input.loadId)) continue;
    // Its live events and wake-ups go out in one NOTIFY statement at the end (on commit, in order).
    const attempt = withBookingConnection(deps.db, (connection) =>
      connection.db.transaction((tx) =>
        batchNotifications(tx, () => bookInTransaction(deps, tx, input, premiumWindowMinutes)),
      ),
    );
    inFlight.set(input.loadId, attempt);
    try {
      return await attempt;
    } finally {
      if (inFlight.get(input.loadId) === attempt) inFlight.delete(input.loadId);
    }
  }
}

/**
 * What a probe says of this booker: throws the refusal, returns the id of the trucker's own
 * booking of the load (a double submit), or null when the load looks bookable to them.
 */
function refusedBooking(probe: BookingProbe, input: BookInput): string | null {
  if (!probe.onboarded) throw onboardingRequired();
  if (probe.bookable) return null;
  return refusalOf(probe.status === null ? null : (probe as RefusedLoadState), input);
}

interface ProbeBatch {
  truckers: { truckerId: string; rateCents: number | undefined }[];
  probes: Promise<BookingProbe[]>;
}

/** Probes of one load waiting to go out together, per database (key: load and premium window). */
const probeBatchesByDb = new WeakMap<object, Map<string, ProbeBatch>>();

/**
 * This booker's probe, sent in one statement with every other booker of the load who joins before
 * the next turn of the event loop: the bookers a finished attempt releases all resume in the same
 * turn, so one round trip (instead of one each) tells them all why they are refused.
 */
function probeTogether(
  db: LoadsDeps['db'],
  input: BookInput,
  premiumWindowMinutes: number,
): Promise<BookingProbe> {
  let batches = probeBatchesByDb.get(db);
  if (!batches) probeBatchesByDb.set(db, (batches = new Map()));
  const key = `${input.loadId} ${premiumWindowMinutes}`;
  let batch = batches.get(key);
  if (!batch) {
    const truckers: ProbeBatch['truckers'] = [];
    const open = batches;
    const probes = new Promise<BookingProbe[]>((resolve, reject) => {
      setImmediate(() => {
        // Closed: whoever comes later starts the next batch.
        open.delete(key);
        withBookingConnection(db, ({ client }) =>
          probeBookings(client, { loadId: input.loadId, truckers, premiumWindowMinutes }),
        ).then(resolve, reject);
      });
    });
    batch = { truckers, probes };
    batches.set(key, batch);
  }
  const index = batch.truckers.push({ truckerId: input.truckerId, rateCents: input.rateCents }) - 1;
  return batch.probes.then((probes) => probes[index] as BookingProbe);
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
  // broker's board loads); a fresh read decides, and throwing rolls the booking back. Without the
  // overlap check it is the booking's insert's own condition (one statement fewer); with it, it is
  // read first, so a suspended broker's load is refused as unavailable before any overlap.
  if (!input.confirmOverlap) {
    if (await isBrokerSuspended(tx, load.brokerId)) throw brokerUnavailable();
    await assertNoOverlap(tx, input.truckerId, load);
  }
  // The booking and its contract, in one statement.
  const inserted = await insertBookingWithContract(
    tx,
    {
      loadId: load.id,
      truckerId: input.truckerId,
      brokerId: load.brokerId,
      rateCents: load.rateCents,
      miles: load.miles,
    },
    bookingContractValues(deps, load.rateCents),
  );
  if (inserted === null) throw brokerUnavailable();
  const { id } = inserted;
  await recordLaneRateSample(tx, id);
  if (inserted.contract) await announceNewContract(deps, tx, inserted.contract);
  const record = await findBooking(tx, id);
  if (!record) throw new Error(`booking ${id} vanished`);
  await announceLoad(deps, tx, load, LOAD_EVENT_TYPES.removed);
  await announceBooking(deps, tx, record);
  const booking = await bookingViewFor(tx, input.truckerId, record);
  const base = deps.config.publicUrl;
  // Both parties' rate confirmations in one insert.
  await deps.mail.enqueueAll(
    [
      rateConfirmationEmail(booking.trucker.email, booking, `${base}/trucker/bookings`),
      rateConfirmationEmail(booking.broker.email, booking, `${base}/broker/bookings`),
    ],
    tx,
  );
  return { booking, created: true };
}
