import type { ContractTermsInput, ContractView } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { ContractsDeps } from '../deps';
import { announceContract } from '../events';
import { lockContract, updateTerms } from '../repository/contract-writes';
import { contractNotFound, contractViewFor } from './contract-access';

export const termsFrozen = () =>
  new AppError('conflict', 'The terms can no longer be changed: the contract has been signed');

/** PATCH /api/contracts/:id/terms: the contract's broker, only while no one has signed. */
export async function editContractTerms(
  deps: ContractsDeps,
  input: { contractId: string; brokerId: string; terms: ContractTermsInput },
): Promise<ContractView> {
  return deps.db.transaction(async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    if (!contract || contract.brokerId !== input.brokerId) throw contractNotFound();
    if (contract.status === 'cancelled') throw new AppError('conflict', 'This contract was cancelled');
    const updated = await updateTerms(tx, contract.id, input.terms);
    if (!updated) throw termsFrozen();
    await announceContract(deps, tx, updated, []);
    return contractViewFor(tx, contract.id, input.brokerId);
  });
}
