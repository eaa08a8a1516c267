import { futuresToday, type ContractView } from '@haulclub/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { contracts, futures } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import type { ContractsDeps } from '../deps';
import { applyContractEvent } from '../money/apply-contract-event';
import { lockContract, type ContractRow } from '../repository/contract-writes';
import { contractNotFound, contractViewFor } from './contract-access';

export const COMMITMENT_STEP_MESSAGES = {
  bookingContract: "This contract's pickup is recorded on its load",
  bookingDelivery: "This contract's delivery is recorded on its load",
  bookingConfirmation: "This contract's delivery is confirmed on its load",
  cancelled: 'This contract was cancelled',
  notStarted: 'Start hauling before marking this contract completed',
  notCompleted: 'The trucker has not marked this haul completed yet',
} as const;

/** The freight future's first day has not come yet (a date in FUTURES_TIME_ZONE). */
export const notBeforeStartDate = (startDate: string) =>
  `This freight future starts on ${startDate}: hauling can start from that day`;

type Party = 'broker' | 'trucker';

/**
 * The futures contract under its lock, if `userId` is the named party (404 for anyone else, as
 * every contract route); 409 for a booking's contract, whose steps are the load's.
 */
async function lockedCommitmentContract(
  tx: DbExecutor,
  input: { contractId: string; userId: string },
  party: Party,
  bookingMessage: string,
): Promise<ContractRow> {
  const contract = await lockContract(tx, input.contractId);
  const id = contract && (party === 'broker' ? contract.brokerId : contract.truckerId);
  if (!contract || id !== input.userId) throw contractNotFound();
  if (contract.bookingId || (!contract.futureId && !contract.precommitmentId)) {
    throw new AppError('conflict', bookingMessage);
  }
  return contract;
}

/**
 * POST /api/contracts/:id/start: the trucker of a futures contract starts hauling (the contract's
 * own pickup). Refused (409) until the broker has funded escrow (the rules' `pickUp`) and, for a
 * freight future, before its start date. A repeat answers the contract unchanged.
 */
export async function startCommitment(
  deps: Pick<ContractsDeps, 'db' | 'live'>,
  input: { contractId: string; truckerId: string },
  options: { now?: Date } = {},
): Promise<ContractView> {
  const now = options.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const contract = await lockedCommitmentContract(
      tx,
      { contractId: input.contractId, userId: input.truckerId },
      'trucker',
      COMMITMENT_STEP_MESSAGES.bookingContract,
    );
    if (contract.status === 'cancelled') throw new AppError('conflict', COMMITMENT_STEP_MESSAGES.cancelled);
    if (contract.startedAt) return contractViewFor(tx, contract.id, input.truckerId);
    if (contract.futureId) {
      const [future] = await tx
        .select({ startDate: futures.startDate })
        .from(futures)
        .where(eq(futures.id, contract.futureId));
      if (future && future.startDate > futuresToday(now)) {
        throw new AppError('conflict', notBeforeStartDate(future.startDate));
      }
    }
    await applyContractEvent(deps, tx, contract.id, { type: 'pickUp' }, { actorId: input.truckerId, now });
    await tx
      .update(contracts)
      .set({ startedAt: now, updatedAt: sql`now()` })
      .where(eq(contracts.id, contract.id));
    return contractViewFor(tx, contract.id, input.truckerId);
  });
}

/**
 * POST /api/contracts/:id/complete: the trucker marks a started futures contract completed (its
 * proof of delivery): the rules' `deliver`, which opens the 24 hours to dispute, after which the
 * escrow sweeper releases the money. A repeat answers the contract unchanged.
 */
export async function completeCommitment(
  deps: Pick<ContractsDeps, 'db' | 'live'>,
  input: { contractId: string; truckerId: string },
  options: { now?: Date } = {},
): Promise<ContractView> {
  const now = options.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const contract = await lockedCommitmentContract(
      tx,
      { contractId: input.contractId, userId: input.truckerId },
      'trucker',
      COMMITMENT_STEP_MESSAGES.bookingDelivery,
    );
    if (contract.status === 'cancelled') throw new AppError('conflict', COMMITMENT_STEP_MESSAGES.cancelled);
    if (contract.completedAt) return contractViewFor(tx, contract.id, input.truckerId);
    if (!contract.startedAt) throw new AppError('conflict', COMMITMENT_STEP_MESSAGES.notStarted);
    await applyContractEvent(deps, tx, contract.id, { type: 'deliver' }, { actorId: input.truckerId, now });
    await tx
      .update(contracts)
      .set({ completedAt: now, updatedAt: sql`now()` })
      .where(eq(contracts.id, contract.id));
    return contractViewFor(tx, contract.id, input.truckerId);
  });
}

/**
 * POST /api/contracts/:id/confirm: the broker confirms a completed futures contract: the rules'
 * `confirm` releases escrow 80/10/10 and makes the payouts due (their jobs queued). 409 while
 * disputed. Already released (by a confirmation or the automatic release): the contract unchanged.
 */
export async function confirmCommitment(
  deps: Pick<ContractsDeps, 'db' | 'live'>,
  input: { contractId: string; brokerId: string },
  options: { now?: Date } = {},
): Promise<ContractView> {
  return deps.db.transaction(async (tx) => {
    const contract = await lockedCommitmentContract(
      tx,
      { contractId: input.contractId, userId: input.brokerId },
      'broker',
      COMMITMENT_STEP_MESSAGES.bookingConfirmation,
    );
    if (contract.status === 'cancelled') throw new AppError('conflict', COMMITMENT_STEP_MESSAGES.cancelled);
    if (contract.escrowStatus === 'released') return contractViewFor(tx, contract.id, input.brokerId);
    if (!contract.completedAt) throw new AppError('conflict', COMMITMENT_STEP_MESSAGES.notCompleted);
    await applyContractEvent(
      deps,
      tx,
      contract.id,
      { type: 'confirm' },
      { actorId: input.brokerId, ...(options.now ? { now: options.now } : {}) },
    );
    return contractViewFor(tx, contract.id, input.brokerId);
  });
}
