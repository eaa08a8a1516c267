import type { DbExecutor } from '../../../db/client';
import type { ContractsDeps } from '../deps';
import { announceContract } from '../events';
import { cancelContractOfBooking, signedParties, type ContractRow } from '../repository/contract-writes';

/**
 * Cancels the booking's contract with the booking, in its transaction. No money
 * exists in this step, so nothing is refunded; escrow stays pending.
 */
export async function cancelContractForBooking(
  deps: Pick<ContractsDeps, 'live'>,
  tx: DbExecutor,
  input: { bookingId: string; cancelledBy: string | null; reason: string | null },
): Promise<ContractRow | undefined> {
  const row = await cancelContractOfBooking(tx, input);
  if (row) await announceContract(deps, tx, row, await signedParties(tx, row.id));
  return row;
}
