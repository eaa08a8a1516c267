import type { LockResult } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { createContractForCommitment } from '../../contracts/index';
import { requireTrucker } from '../../loads/index';
import type { FuturesDeps } from '../deps';
import { announceFuture } from '../events';
import { equipmentRefusal, FUTURE_MESSAGES } from '../messages';
import { findFutureState, lockOpenFuture, type FutureState } from '../repository/futures';
import { isBrokerSuspended } from '../repository/people';
import { equipmentFits } from '../views';

const lockResultOf = (state: FutureState): LockResult | null =>
  state.contractId ? { id: state.id, contract_id: state.contractId, status: 'locked' } : null;

/** Why the conditional update matched nothing, read after it (a new snapshot: the winner has committed). */
function refusal(state: FutureState): AppError {
  if (state.status === 'locked') return new AppError('conflict', FUTURE_MESSAGES.taken);
  if (state.status === 'withdrawn') return new AppError('conflict', FUTURE_MESSAGES.withdrawn);
  if (state.status === 'expired' || state.ended) return new AppError('conflict', FUTURE_MESSAGES.expired);
  if (state.brokerSuspended) return new AppError('conflict', FUTURE_MESSAGES.unavailable);
  return new AppError('conflict', FUTURE_MESSAGES.taken);
}

/**
 * POST /api/futures/:id/lock (Lock In Rate): a trucker whose truck can haul the future's equipment
 * takes it. One conditional UPDATE (open, not past its end date, broker not suspended) decides the
 * winner; the pending contract (its total the future's commitment) is made in the same transaction,
 * and `future.changed` goes to the `futures` topic (the contract's `contract.updated` to both
 * parties). Everyone else gets a 409 saying why; the winner's repeat gets its lock back
 * (`created: false`).
 */
export async function lockFuture(
  deps: FuturesDeps,
  input: { futureId: string; truckerId: string },
): Promise<{ result: LockResult; created: boolean }> {
  const trucker = await requireTrucker(deps.db, input.truckerId);
  return deps.db.transaction(async (tx) => {
    const state = await findFutureState(tx, input.futureId);
    if (!state) throw AppError.notFound('Future');
    const own = state.lockedBy === input.truckerId ? lockResultOf(state) : null;
    if (own) return { result: own, created: false };
    if (!equipmentFits(trucker.truckType, state.truckType)) {
      throw equipmentRefusal(trucker.truckType, state.truckType, 'future');
    }

    const locked = await lockOpenFuture(tx, input.futureId, input.truckerId);
    if (!locked) {
      const now = await findFutureState(tx, input.futureId);
      if (!now) throw AppError.notFound('Future');
      const mine = now.lockedBy === input.truckerId ? lockResultOf(now) : null;
      if (mine) return { result: mine, created: false };
      throw refusal(now);
    }
    // The statement's snapshot may predate a suspension it waited for; a fresh read decides (throwing rolls back).
    if (await isBrokerSuspended(tx, locked.brokerId)) {
      throw new AppError('conflict', FUTURE_MESSAGES.unavailable);
    }
    const contract = await createContractForCommitment(deps, tx, {
      futureId: locked.id,
      brokerId: locked.brokerId,
      truckerId: input.truckerId,
      totalCents: locked.totalCommitmentCents,
    });
    if (!contract) throw new AppError('conflict', FUTURE_MESSAGES.taken);
    await announceFuture(deps, tx, { id: locked.id, status: 'locked' });
    return { result: { id: locked.id, contract_id: contract.id, status: 'locked' }, created: true };
  });
}
