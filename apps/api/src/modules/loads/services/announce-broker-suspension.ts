import { LOAD_EVENT_TYPES } from '@haulclub/shared';
import type { SuspensionListener } from '../../auth/index';
import type { LoadsDeps } from '../deps';
import { announceLoad } from '../events';
import { lockBoardLoadsOf } from '../repository/load-status';

/**
 * Run inside every suspend and reinstate transaction: the broker's loads on
 * the board (active, unexpired) leave open boards on suspension
 * (`load.removed`) and come back on reinstatement (`load.posted`, boards
 * refetch). The queries hide them by themselves; this only tells the screens.
 * The loads stay locked until the decision commits, so a booking racing it
 * waits and then sees it.
 */
export function announceBrokerSuspension(deps: Pick<LoadsDeps, 'live'>): SuspensionListener {
  return async (tx, { userId, suspended }) => {
    const onBoard = await lockBoardLoadsOf(tx, userId);
    const event = suspended ? LOAD_EVENT_TYPES.removed : LOAD_EVENT_TYPES.posted;
    for (const load of onBoard) await announceLoad(deps, tx, load, event);
  };
}
