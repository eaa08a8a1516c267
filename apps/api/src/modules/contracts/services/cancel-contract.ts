import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { contractPayments, contracts } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import type { CancelledBy } from '../../escrow/index';
import type { ContractsDeps } from '../deps';
import { applyContractEvent, type ContractEventResult } from '../money/apply-contract-event';
import { lockContract } from '../repository/contract-writes';

export const PAYMENT_PROCESSING_ON_CANCEL =
  'A payment for this contract is being processed; try again in a minute';

/**
 * Cancels the booking's contract in the booking's cancellation transaction
 * (the caller locked the booking first), by the escrow rules (ADR 15): before
 * pickup only; held money is refunded to the broker's card, except that a
 * broker cancelling after the trucker signed pays the trucker the TONU fee
 * from it. Refused (409) while a card charge is in flight, so a charge cannot
 * land on a cancelled contract. Returns nothing for a booking without a contract.
 */
export async function cancelContractForBooking(
  deps: Pick<ContractsDeps, 'live'>,
  tx: DbExecutor,
  input: { bookingId: string; by: CancelledBy; cancelledBy: string | null; reason: string | null },
): Promise<ContractEventResult | undefined> {
  const [row] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.bookingId, input.bookingId));
  if (!row) return undefined;
  await lockContract(tx, row.id);
  const [processing] = await tx
    .select({ id: contractPayments.id })
    .from(contractPayments)
    .where(and(eq(contractPayments.contractId, row.id), eq(contractPayments.status, 'processing')));
  if (processing) throw new AppError('conflict', PAYMENT_PROCESSING_ON_CANCEL);
  return applyContractEvent(
    deps,
    tx,
    row.id,
    { type: 'cancel', by: input.by },
    { actorId: input.cancelledBy, reason: input.reason },
  );
}
