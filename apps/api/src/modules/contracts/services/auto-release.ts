import { AUTO_RELEASE_HOURS } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { ContractsDeps } from '../deps';
import { applyContractEvent } from '../money/apply-contract-event';
import {
  contractsDueForRelease,
  lockBookingOfContract,
  markBookingSettled,
} from '../repository/escrow-writes';

const HOUR_MS = 3_600_000;
const BATCH = 100;

/**
 * The escrow sweeper's release: held money of a delivered, undisputed
 * contract releases by itself AUTO_RELEASE_HOURS after the proof of delivery
 * (ADR 15's `autoRelease`), 80/10/10 with the payouts due, exactly as the
 * broker's confirmation would. The booking is marked confirmed (by nobody) in
 * the same transaction. Each contract in its own transaction under its lock:
 * a confirmation or a dispute racing it has one winner, and the loser is a
 * refusal skipped here. Safe on several processes. Returns how many it released.
 */
export async function autoReleaseDue(
  deps: Pick<ContractsDeps, 'db' | 'live' | 'log'>,
  options: { now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const ids = await contractsDueForRelease(
    deps.db,
    new Date(now.getTime() - AUTO_RELEASE_HOURS * HOUR_MS),
    BATCH,
  );
  let released = 0;
  for (const id of ids) {
    try {
      await deps.db.transaction(async (tx) => {
        await lockBookingOfContract(tx, id);
        const { contract } = await applyContractEvent(deps, tx, id, { type: 'autoRelease' }, { now });
        if (contract.bookingId) await markBookingSettled(tx, contract.bookingId);
      });
      released += 1;
    } catch (error) {
      // Confirmed, disputed or cancelled meanwhile: nothing to release.
      if (error instanceof AppError && error.status < 500) continue;
      deps.log.error({ err: error, contractId: id }, 'automatic release failed');
    }
  }
  return released;
}
