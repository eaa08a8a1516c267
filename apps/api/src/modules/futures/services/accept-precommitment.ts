import type { LockResult } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { createContractForCommitment } from '../../contracts/index';
import { requireTrucker } from '../../loads/index';
import type { FuturesDeps } from '../deps';
import { announcePrecommitment } from '../events';
import { equipmentRefusal, PRECOMMITMENT_MESSAGES } from '../messages';
import {
  findPrecommitmentState,
  lockOpenPrecommitment,
  type PrecommitmentState,
} from '../repository/precommitments';
import { isBrokerSuspended } from '../repository/people';
import { equipmentFits } from '../views';

const lockResultOf = (state: PrecommitmentState): LockResult | null =>
  state.contractId ? { id: state.id, contract_id: state.contractId, status: 'locked' } : null;

function refusal(state: PrecommitmentState): AppError {
  if (state.status === 'locked') return new AppError('conflict', PRECOMMITMENT_MESSAGES.taken);
  if (state.status === 'withdrawn') return new AppError('conflict', PRECOMMITMENT_MESSAGES.withdrawn);
  if (state.status === 'expired' || state.expired) {
    return new AppError('conflict', PRECOMMITMENT_MESSAGES.expired);
  }
  if (state.brokerSuspended) return new AppError('conflict', PRECOMMITMENT_MESSAGES.unavailable);
  return new AppError('conflict', PRECOMMITMENT_MESSAGES.taken);
}

/**
 * POST /api/precommitments/accept (the spec's accept-precommitment): a trucker whose truck can haul
 * it locks in a rate future. One conditional UPDATE (open, `expires_at` later than the database
 * clock at that moment, broker not suspended) decides the winner, so it is refused the second it
 * expires; the pending contract (its total the commitment amount) is made in the same transaction
 * and `precommitment.changed` goes to the `futures` topic. Everyone else gets a 409 saying why; the
 * winner's repeat gets its lock back (`created: false`).
 */
export async function acceptPrecommitment(
  deps: FuturesDeps,
  input: { precommitmentId: string; truckerId: string },
): Promise<{ result: LockResult; created: boolean }> {
  const trucker = await requireTrucker(deps.db, input.truckerId);
  return deps.db.transaction(async (tx) => {
    const state = await findPrecommitmentState(tx, input.precommitmentId);
    if (!state) throw AppError.notFound('Rate future');
    const own = state.lockedBy === input.truckerId ? lockResultOf(state) : null;
    if (own) return { result: own, created: false };
    if (!equipmentFits(trucker.truckType, state.truckType)) {
      throw equipmentRefusal(trucker.truckType, state.truckType, 'rate future');
    }

    const locked = await lockOpenPrecommitment(tx, input.precommitmentId, input.truckerId);
    if (!locked) {
      const now = await findPrecommitmentState(tx, input.precommitmentId);
      if (!now) throw AppError.notFound('Rate future');
      const mine = now.lockedBy === input.truckerId ? lockResultOf(now) : null;
      if (mine) return { result: mine, created: false };
      throw refusal(now);
    }
    if (await isBrokerSuspended(tx, locked.brokerId)) {
      throw new AppError('conflict', PRECOMMITMENT_MESSAGES.unavailable);
    }
    const contract = await createContractForCommitment(deps, tx, {
      precommitmentId: locked.id,
      brokerId: locked.brokerId,
      truckerId: input.truckerId,
      totalCents: locked.commitmentAmountCents,
    });
    if (!contract) throw new AppError('conflict', PRECOMMITMENT_MESSAGES.taken);
    await announcePrecommitment(deps, tx, { id: locked.id, status: 'locked' });
    return { result: { id: locked.id, contract_id: contract.id, status: 'locked' }, created: true };
  });
}
