import type { FutureView, PrecommitmentView } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { FuturesDeps } from '../deps';
import { announceFuture, announcePrecommitment } from '../events';
import { FUTURE_MESSAGES, PRECOMMITMENT_MESSAGES } from '../messages';
import { findFuture, withdrawOpenFuture } from '../repository/futures';
import { findPrecommitment, withdrawOpenPrecommitment } from '../repository/precommitments';
import { toFutureView, toPrecommitmentView, type Viewer } from '../views';

const brokerViewer: Viewer = { truckType: null, isTrucker: false, party: true };

type Messages = typeof FUTURE_MESSAGES | typeof PRECOMMITMENT_MESSAGES;

/** Why an own row could not be withdrawn: it was locked, withdrawn or expired meanwhile. */
function withdrawRefusal(status: string, messages: Messages): AppError {
  if (status === 'locked') return new AppError('conflict', messages.lockedNoWithdraw);
  if (status === 'withdrawn') return new AppError('conflict', messages.alreadyWithdrawn);
  return new AppError('conflict', messages.expiredNoWithdraw);
}

/**
 * POST /api/futures/:id/withdraw: the future's broker takes an open one off the board (one
 * conditional UPDATE, so a lock racing it either wins first, 409 here, or finds it withdrawn).
 * Another broker's future is a 404.
 */
export async function withdrawFuture(
  deps: FuturesDeps,
  input: { futureId: string; brokerId: string },
): Promise<FutureView> {
  return deps.db.transaction(async (tx) => {
    const done = await withdrawOpenFuture(tx, input.futureId, input.brokerId);
    const record = await findFuture(tx, input.futureId);
    if (!record || record.brokerId !== input.brokerId) throw AppError.notFound('Future');
    if (!done) throw withdrawRefusal(record.status, FUTURE_MESSAGES);
    await announceFuture(deps, tx, { id: record.id, status: 'withdrawn' });
    return toFutureView(record, brokerViewer);
  });
}

/** POST /api/precommitments/:id/withdraw: the same for a rate future. */
export async function withdrawPrecommitment(
  deps: FuturesDeps,
  input: { precommitmentId: string; brokerId: string },
): Promise<PrecommitmentView> {
  return deps.db.transaction(async (tx) => {
    const done = await withdrawOpenPrecommitment(tx, input.precommitmentId, input.brokerId);
    const record = await findPrecommitment(tx, input.precommitmentId);
    if (!record || record.brokerId !== input.brokerId) throw AppError.notFound('Rate future');
    if (!done) throw withdrawRefusal(record.status, PRECOMMITMENT_MESSAGES);
    await announcePrecommitment(deps, tx, { id: record.id, status: 'withdrawn' });
    return toPrecommitmentView(record, brokerViewer);
  });
}
