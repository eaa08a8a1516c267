import { PAYOUT_EVENT_TYPES, type ContractParty, type PayoutEvent } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import type { PayoutsDeps } from './deps';
import { findPayout } from './repository';

/** `payout.updated` to admins, inside the change's transaction (sent on commit). */
export async function announcePayout(
  deps: Pick<PayoutsDeps, 'live'>,
  tx: DbExecutor,
  contractId: string,
  member: ContractParty,
): Promise<void> {
  const payout = await findPayout(tx, contractId, member);
  if (!payout) return;
  const data: PayoutEvent = { id: payout.id, contractId, member, status: payout.status };
  await deps.live.publish('admin', PAYOUT_EVENT_TYPES.updated, data, tx);
}
