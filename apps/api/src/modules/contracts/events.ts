import { CONTRACT_EVENT_TYPES, type ContractParty } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import type { ContractsDeps } from './deps';
import type { ContractRow } from './repository/contract-writes';
import { toContractEvent } from './views';

/**
 * `contract.updated` to both parties' tabs and to admins (the payments
 * screen's escrow, payout and dispute queues), inside the change's
 * transaction (ids and statuses only).
 */
export async function announceContract(
  deps: Pick<ContractsDeps, 'live'>,
  tx: DbExecutor,
  contract: Pick<ContractRow, 'id' | 'status' | 'escrowStatus' | 'brokerId' | 'truckerId'>,
  signedParties: ContractParty[],
): Promise<void> {
  const data = toContractEvent({ ...contract, signedParties });
  await deps.live.publish(`user:${contract.brokerId}`, CONTRACT_EVENT_TYPES.updated, data, tx);
  await deps.live.publish(`user:${contract.truckerId}`, CONTRACT_EVENT_TYPES.updated, data, tx);
  await deps.live.publish('admin', CONTRACT_EVENT_TYPES.updated, data, tx);
}
