import { LOAD_EVENT_TYPES, type CancelContractInput, type ContractView } from '@haulclub/shared';
import { eq } from 'drizzle-orm';
import { contracts } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import { cancelCommitmentContract, cancelContractForBooking, contractViewFor } from '../../contracts/index';
import type { LoadsDeps } from '../deps';
import { loadCancelledEmail } from '../emails';
import { announceBooking, announceLoad } from '../events';
import { findBooking } from '../repository/booking-views';
import { cancelBookingOfLoad, lockBookingRow } from '../repository/booking-writes';
import { cancelBookedLoad } from '../repository/load-writes';

const contractNotFound = () => new AppError('not_found', 'Contract not found');

/**
 * POST /api/contracts/:id/cancel: the contract's broker or trucker calls the
 * haul off before pickup, with a reason. The booking, the load and the
 * contract are cancelled in one transaction, the money by the escrow rules:
 * held money is refunded to the broker's card, except that a broker
 * cancelling after the trucker signed pays the trucker the TONU fee from it.
 * After pickup: 409. Anyone else: 404. The other party is told and emailed.
 * A futures contract (no booking) is cancelled by the contracts module's
 * rules, by its parties or an admin; an admin cancels a booked load's
 * contract by cancelling the load (403 here).
 */
export async function cancelContract(
  deps: LoadsDeps,
  input: { contractId: string; userId: string; admin?: boolean } & CancelContractInput,
  ctx: RequestContext,
): Promise<ContractView> {
  return deps.db.transaction(async (tx) => {
    const [contract] = await tx
      .select({
        id: contracts.id,
        bookingId: contracts.bookingId,
        brokerId: contracts.brokerId,
        truckerId: contracts.truckerId,
        status: contracts.status,
      })
      .from(contracts)
      .where(eq(contracts.id, input.contractId));
    const by =
      contract?.brokerId === input.userId
        ? 'broker'
        : contract?.truckerId === input.userId
          ? 'trucker'
          : null;
    if (contract && !contract.bookingId) {
      return cancelCommitmentContract(
        deps,
        tx,
        { contractId: contract.id, userId: input.userId, admin: !!input.admin, reason: input.reason },
        ctx,
      );
    }
    if (contract && input.admin) {
      throw new AppError('forbidden', "An admin cancels a booked load's contract by cancelling the load");
    }
    if (!contract || !by || !contract.bookingId) throw contractNotFound();
    // The booking first, then the contract: the order of every delivery step.
    const booking = await lockBookingRow(tx, contract.bookingId);
    if (!booking) throw contractNotFound();
    if (contract.status === 'cancelled' || booking.cancelledAt) {
      throw new AppError('conflict', 'This contract was cancelled');
    }
    if (booking.pickedUpAt) throw new AppError('conflict', 'The load was already picked up');
    await cancelContractForBooking(deps, tx, {
      bookingId: booking.id,
      by,
      cancelledBy: input.userId,
      reason: input.reason,
    });
    await cancelBookingOfLoad(tx, booking.loadId, input.userId);
    const load = await cancelBookedLoad(tx, {
      id: booking.loadId,
      userId: input.userId,
      reason: input.reason,
    });
    if (load) await announceLoad(deps, tx, load, LOAD_EVENT_TYPES.removed);
    await recordAudit(tx, {
      action: 'contract.cancelled',
      actorUserId: input.userId,
      targetType: 'contract',
      targetId: contract.id,
      ...ctx,
      data: { by, reason: input.reason, bookingId: booking.id, loadId: booking.loadId },
    });
    const view = await findBooking(tx, booking.id);
    if (view) {
      await announceBooking(deps, tx, view);
      const lane = `${view.pickupCity}, ${view.pickupState} → ${view.deliveryCity}, ${view.deliveryState}`;
      const otherEmail = by === 'broker' ? view.truckerEmail : view.brokerEmail;
      if (otherEmail) {
        await deps.mail.enqueue(
          loadCancelledEmail(otherEmail, { number: view.number, lane }, input.reason, true, by),
          tx,
        );
      }
    }
    return contractViewFor(tx, contract.id, input.userId);
  });
}
