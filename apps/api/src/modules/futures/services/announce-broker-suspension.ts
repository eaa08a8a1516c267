import type { SuspensionListener } from '../../auth/index';
import type { FuturesDeps } from '../deps';
import { announceFuture, announcePrecommitment } from '../events';
import { lockOpenFuturesOf } from '../repository/futures';
import { lockOpenPrecommitmentsOf } from '../repository/precommitments';

/**
 * Run inside every suspend and reinstate transaction: the broker's open futures and rate futures
 * leave the lists on suspension and come back on reinstatement (the reads hide them by themselves;
 * this tells open screens to refetch). The rows stay locked until the decision commits, so a lock
 * racing it waits and then re-reads the broker.
 */
export function announceBrokerSuspension(deps: Pick<FuturesDeps, 'live'>): SuspensionListener {
  return async (tx, { userId }) => {
    for (const { id } of await lockOpenFuturesOf(tx, userId)) {
      await announceFuture(deps, tx, { id, status: 'open' });
    }
    for (const { id } of await lockOpenPrecommitmentsOf(tx, userId)) {
      await announcePrecommitment(deps, tx, { id, status: 'open' });
    }
  };
}
