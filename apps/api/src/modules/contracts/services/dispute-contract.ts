import type { ContractView, DisputeContractInput } from '@haulclub/shared';
import type { ContractsDeps } from '../deps';
import { applyContractEvent } from '../money/apply-contract-event';
import { lockContract } from '../repository/contract-writes';
import { contractNotFound, contractViewFor } from './contract-access';

/**
 * POST /api/contracts/:id/dispute: the contract's broker disputes the
 * delivery with a reason, within AUTO_RELEASE_HOURS of the proof of delivery
 * and while the money is held. The release waits for an admin's resolution.
 * Anyone else: 404, as for every contract route.
 */
export async function disputeContract(
  deps: ContractsDeps,
  input: { contractId: string; brokerId: string } & DisputeContractInput,
  options: { now?: Date } = {},
): Promise<ContractView> {
  return deps.db.transaction(async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    if (!contract || contract.brokerId !== input.brokerId) throw contractNotFound();
    await applyContractEvent(
      deps,
      tx,
      contract.id,
      { type: 'dispute', reason: input.reason },
      { actorId: input.brokerId, reason: input.reason, ...(options.now ? { now: options.now } : {}) },
    );
    return contractViewFor(tx, contract.id, input.brokerId);
  });
}
