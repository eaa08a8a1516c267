import { DEFAULT_CONTRACT_TERMS, DEFAULT_TONU_FEE_CENTS, splitAmount } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { ContractsDeps } from '../deps';
import { announceContract } from '../events';
import { findBrokerTerms } from '../repository/broker-terms';
import { insertContract, type ContractRow } from '../repository/contract-writes';

/**
 * The booking's contract (pending, escrow pending), created in the booking's
 * transaction: the agreed rate split 80/10/10 with `splitAmount`, the broker's
 * default terms and the TONU fee in force (the TONU_FEE_CENTS setting, which
 * the contract keeps if the setting changes later). A booking that already has
 * one keeps it (returns undefined).
 */
export async function createContractForBooking(
  deps: Pick<ContractsDeps, 'live'> & { config?: { contracts: { tonuFeeCents: number } } },
  tx: DbExecutor,
  booking: { id: string; loadId: string; brokerId: string; truckerId: string; rateCents: number },
): Promise<ContractRow | undefined> {
  const split = splitAmount(booking.rateCents);
  const terms = (await findBrokerTerms(tx, booking.brokerId)) ?? { ...DEFAULT_CONTRACT_TERMS };
  const row = await insertContract(tx, {
    bookingId: booking.id,
    loadId: booking.loadId,
    brokerId: booking.brokerId,
    truckerId: booking.truckerId,
    totalCents: booking.rateCents,
    truckerCents: split.trucker,
    brokerCents: split.broker,
    platformCents: split.platform,
    contractTerms: terms,
    tonuFeeCents: deps.config?.contracts.tonuFeeCents ?? DEFAULT_TONU_FEE_CENTS,
  });
  if (row) await announceContract(deps, tx, row, []);
  return row;
}
