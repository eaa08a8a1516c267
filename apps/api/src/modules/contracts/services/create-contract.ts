import { DEFAULT_CONTRACT_TERMS, DEFAULT_TONU_FEE_CENTS, splitAmount } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { ContractsDeps } from '../deps';
import { announceContract } from '../events';
import { brokerTermsOrDefault, findBrokerTerms } from '../repository/broker-terms';
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
  // The broker's terms are read by the insert itself (one statement, on the booking's path).
  const row = await insertContract(tx, {
    bookingId: booking.id,
    loadId: booking.loadId,
    brokerId: booking.brokerId,
    truckerId: booking.truckerId,
    totalCents: booking.rateCents,
    truckerCents: split.trucker,
    brokerCents: split.broker,
    platformCents: split.platform,
    contractTerms: brokerTermsOrDefault(booking.brokerId),
    tonuFeeCents: deps.config?.contracts.tonuFeeCents ?? DEFAULT_TONU_FEE_CENTS,
  });
  if (row) await announceContract(deps, tx, row, []);
  return row;
}

/**
 * What `createContractForBooking` would write for a booking at `rateCents`, besides the booking's
 * own columns and the broker's terms (read by the statement: `DEFAULT_CONTRACT_TERMS` when the
 * broker has none): for the booking's transaction, whose one statement inserts the booking and its
 * contract together (`insertBookingWithContract`).
 */
export function bookingContractValues(
  deps: { config?: { contracts: { tonuFeeCents: number } } },
  rateCents: number,
): {
  truckerCents: number;
  brokerCents: number;
  platformCents: number;
  tonuFeeCents: number;
  defaultTerms: string;
} {
  const split = splitAmount(rateCents);
  return {
    truckerCents: split.trucker,
    brokerCents: split.broker,
    platformCents: split.platform,
    tonuFeeCents: deps.config?.contracts.tonuFeeCents ?? DEFAULT_TONU_FEE_CENTS,
    defaultTerms: JSON.stringify(DEFAULT_CONTRACT_TERMS),
  };
}

/** A booking's new contract, made with the booking (`bookingContractValues`): both parties and admins hear of it. */
export async function announceNewContract(
  deps: Pick<ContractsDeps, 'live'>,
  tx: DbExecutor,
  contract: Pick<ContractRow, 'id' | 'status' | 'escrowStatus' | 'brokerId' | 'truckerId'>,
): Promise<void> {
  await announceContract(deps, tx, contract, []);
}

/**
 * The contract of a locked freight future or an accepted rate future (issue 14), created in the lock's
 * transaction: pending, escrow pending, no load; the total is the commitment (rate × miles, in cents)
 * split 80/10/10, with the broker's default terms and the TONU fee in force. It then follows the
 * contract and escrow flow of ADR 15 (sign, fund, start, complete, confirm or auto-release, payouts).
 * A future that already has one keeps it (returns undefined).
 */
export async function createContractForCommitment(
  deps: Pick<ContractsDeps, 'live'> & { config?: { contracts: { tonuFeeCents: number } } },
  tx: DbExecutor,
  commitment: {
    futureId?: string;
    precommitmentId?: string;
    brokerId: string;
    truckerId: string;
    totalCents: number;
  },
): Promise<ContractRow | undefined> {
  const split = splitAmount(commitment.totalCents);
  const terms = (await findBrokerTerms(tx, commitment.brokerId)) ?? { ...DEFAULT_CONTRACT_TERMS };
  const row = await insertContract(tx, {
    futureId: commitment.futureId ?? null,
    precommitmentId: commitment.precommitmentId ?? null,
    brokerId: commitment.brokerId,
    truckerId: commitment.truckerId,
    totalCents: commitment.totalCents,
    truckerCents: split.trucker,
    brokerCents: split.broker,
    platformCents: split.platform,
    contractTerms: terms,
    tonuFeeCents: deps.config?.contracts.tonuFeeCents ?? DEFAULT_TONU_FEE_CENTS,
  });
  if (row) await announceContract(deps, tx, row, []);
  return row;
}
