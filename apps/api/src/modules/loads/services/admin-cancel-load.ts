import { LOAD_EVENT_TYPES, type BrokerLoad } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import { cancelContractForBooking } from '../../contracts/index';
import type { LoadsDeps } from '../deps';
import { loadCancelledEmail } from '../emails';
import { announceBooking, announceLoad } from '../events';
import { findBrokerLoad } from '../repository/broker-loads';
import { findBooking } from '../repository/booking-views';
import { cancelBookingOfLoad } from '../repository/booking-writes';
import { cancelAnyOpenLoad, findLoadRow } from '../repository/load-writes';
import { findEmail } from '../repository/people';
import { toBrokerLoad } from '../views';
import { withBrokerMarket } from './market-views';

/**
 * POST /api/admin/loads/:id/cancel: an admin cancels any load that is not
 * delivered or cancelled, with a reason; its booking (if any) and the
 * booking's contract are cancelled too. Audited; the broker (and the trucker who booked it) are emailed.
 */
export async function adminCancelLoad(
  deps: LoadsDeps,
  input: { loadId: string; adminId: string; reason: string },
  ctx: RequestContext,
): Promise<BrokerLoad> {
  return deps.db.transaction(async (tx) => {
    const load = await cancelAnyOpenLoad(tx, {
      id: input.loadId,
      adminId: input.adminId,
      reason: input.reason,
    });
    if (!load) {
      const current = await findLoadRow(tx, input.loadId);
      if (!current) throw AppError.notFound('Load');
      throw new AppError('conflict', `This load is already ${current.status} and cannot be cancelled`);
    }
    const cancelledBooking = await cancelBookingOfLoad(tx, load.id, input.adminId);
    if (cancelledBooking) {
      // By the escrow rules: before pickup only; held money is refunded to the broker.
      await cancelContractForBooking(deps, tx, {
        bookingId: cancelledBooking.id,
        by: 'admin',
        cancelledBy: input.adminId,
        reason: input.reason,
      });
    }
    await recordAudit(tx, {
      action: 'load.cancelled_by_admin',
      actorUserId: input.adminId,
      targetType: 'load',
      targetId: load.id,
      ...ctx,
      data: { reason: input.reason, bookingId: cancelledBooking?.id ?? null },
    });
    await announceLoad(deps, tx, load, LOAD_EVENT_TYPES.removed);
    const view = await findBrokerLoad(tx, load.id);
    if (!view) throw AppError.notFound('Load');
    const lane = `${view.pickupCity}, ${view.pickupState} → ${view.deliveryCity}, ${view.deliveryState}`;
    const booking = cancelledBooking && (await findBooking(tx, cancelledBooking.id));
    const brokerEmail = booking?.brokerEmail ?? (await findEmail(tx, load.brokerId));
    if (brokerEmail) {
      await deps.mail.enqueue(
        loadCancelledEmail(brokerEmail, { number: view.number, lane }, input.reason, !!booking),
        tx,
      );
    }
    if (booking) {
      await announceBooking(deps, tx, booking);
      await deps.mail.enqueue(
        loadCancelledEmail(booking.truckerEmail, { number: view.number, lane }, input.reason, true),
        tx,
      );
    }
    const [withLane] = await withBrokerMarket(tx, deps.settings.current(), [toBrokerLoad(view)]);
    if (!withLane) throw AppError.notFound('Load');
    return withLane;
  });
}
