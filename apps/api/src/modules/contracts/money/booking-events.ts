import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { contracts } from '../../../db/schema/index';
import type { EscrowEvent } from '../../escrow/index';
import type { ContractsDeps } from '../deps';
import {
  applyContractEvent,
  type ContractEventOptions,
  type ContractEventResult,
} from './apply-contract-event';

/**
 * A booking step's escrow event (pickUp, deliver, confirm, cancel) applied to
 * the booking's contract in the step's transaction. The caller locks the
 * booking row first (bookings before contracts, always in that order) and
 * applies the event before it writes the step, since the rules read the
 * booking's pickup and delivery times. A booking without a contract (none
 * exists since contracts came with every booking) has no escrow to check.
 */
export async function applyBookingContractEvent(
  deps: Pick<ContractsDeps, 'live'>,
  tx: DbExecutor,
  bookingId: string,
  event: EscrowEvent,
  options: ContractEventOptions = {},
): Promise<ContractEventResult | undefined> {
  const [row] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.bookingId, bookingId));
  if (!row) return undefined;
  return applyContractEvent(deps, tx, row.id, event, options);
}
