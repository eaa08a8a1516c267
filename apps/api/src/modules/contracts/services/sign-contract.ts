import type { ContractView, SignContractInput } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { RequestContext } from '../../audit/index';
import type { ContractsDeps } from '../deps';
import { announceContract } from '../events';
import {
  freezeTerms,
  insertSignature,
  lockContract,
  markSigned,
  signedParties,
} from '../repository/contract-writes';
import { termsSha256 } from '../terms-hash';
import { partyOf } from '../views';
import { contractNotFound, contractViewFor } from './contract-access';

/**
 * POST /api/contracts/:id/sign: the caller signs as the contract's broker or
 * trucker, once. The row lock serialises signers (a double submit or two tabs
 * wait for each other); a repeat answers the contract unchanged. The first
 * signature freezes the terms; the second makes the contract signed (Active).
 */
export async function signContract(
  deps: ContractsDeps,
  input: { contractId: string; userId: string } & SignContractInput,
  ctx: RequestContext,
): Promise<ContractView> {
  return deps.db.transaction(async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    const party = contract && partyOf(contract, input.userId);
    if (!contract || !party) throw contractNotFound();
    if (contract.status === 'cancelled') throw new AppError('conflict', 'This contract was cancelled');
    const before = await signedParties(tx, contract.id);
    if (contract.status === 'pending' && !before.includes(party)) {
      await insertSignature(tx, {
        contractId: contract.id,
        party,
        userId: input.userId,
        fullName: input.fullName,
        ip: ctx.ip ?? 'unknown',
        userAgent: ctx.userAgent?.slice(0, 400) ?? null,
        termsSha256: termsSha256(contract.contractTerms),
      });
      await freezeTerms(tx, contract.id);
      const parties = [...before, party];
      const signed = parties.length === 2 ? await markSigned(tx, contract.id) : undefined;
      await announceContract(deps, tx, signed ?? contract, parties);
    }
    return contractViewFor(tx, contract.id, input.userId);
  });
}
