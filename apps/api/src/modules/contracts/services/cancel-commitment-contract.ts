import type { ContractView } from '@haulclub/shared';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { contractPayments } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import type { CancelledBy } from '../../escrow/index';
import type { ContractsDeps } from '../deps';
import { applyContractEvent } from '../money/apply-contract-event';
import { lockContract } from '../repository/contract-writes';
import { PAYMENT_PROCESSING_ON_CANCEL } from './cancel-contract';
import { COMMITMENT_STEP_MESSAGES } from './commitment-steps';
import { contractNotFound, contractViewFor } from './contract-access';

export const ALREADY_STARTED_ON_CANCEL = 'Hauling has already started on this contract';

/**
 * POST /api/contracts/:id/cancel for a futures contract (a locked freight future or an accepted
 * rate future: no booking, no load), in the caller's transaction. Its broker, its trucker or an
 * admin call the haul off before it starts, by the escrow rules (ADR 15): held money is refunded
 * to the broker's card, except that a broker cancelling after the trucker signed pays the trucker
 * the TONU fee from it. Refused (409) after the start, once cancelled, and while a card charge is
 * processing. The future itself stays locked (its one contract is cancelled). Anyone else: 404.
 */
export async function cancelCommitmentContract(
  deps: Pick<ContractsDeps, 'live'>,
  tx: DbExecutor,
  input: { contractId: string; userId: string; admin: boolean; reason: string | null },
  ctx: RequestContext,
): Promise<ContractView> {
  const contract = await lockContract(tx, input.contractId);
  const by: CancelledBy | null = !contract
    ? null
    : contract.brokerId === input.userId
      ? 'broker'
      : contract.truckerId === input.userId
        ? 'trucker'
        : input.admin
          ? 'admin'
          : null;
  if (!contract || !by) throw contractNotFound();
  if (contract.bookingId) throw new Error(`contract ${contract.id} has a booking: cancel it with its load`);
  if (contract.status === 'cancelled') throw new AppError('conflict', COMMITMENT_STEP_MESSAGES.cancelled);
  if (contract.startedAt) throw new AppError('conflict', ALREADY_STARTED_ON_CANCEL);
  const [processing] = await tx
    .select({ id: contractPayments.id })
    .from(contractPayments)
    .where(and(eq(contractPayments.contractId, contract.id), eq(contractPayments.status, 'processing')));
  if (processing) throw new AppError('conflict', PAYMENT_PROCESSING_ON_CANCEL);
  await applyContractEvent(
    deps,
    tx,
    contract.id,
    { type: 'cancel', by },
    { actorId: input.userId, reason: input.reason },
  );
  await recordAudit(tx, {
    action: 'contract.cancelled',
    actorUserId: input.userId,
    targetType: 'contract',
    targetId: contract.id,
    ...ctx,
    data: {
      by,
      reason: input.reason,
      futureId: contract.futureId,
      precommitmentId: contract.precommitmentId,
    },
  });
  return contractViewFor(tx, contract.id, input.userId);
}
