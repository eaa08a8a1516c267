import { AUTO_RELEASE_HOURS, CONTRACT_PARTIES, splitAmount } from '@haulclub/shared';
import { EscrowRuleError, type EscrowRuleErrorCode } from './escrow-rule-error';
import { fundTransfers, partialTransfers, payoutTransfers, releaseTransfers } from './escrow-transfers';
import type {
  EscrowContext,
  EscrowEvent,
  EscrowOutcome,
  EscrowState,
  PayoutMember,
  PayoutState,
  Resolution,
} from './types';

const HOUR_MS = 3_600_000;

/** A new contract's money: nobody signed, nothing funded. */
export function newEscrowState(input: {
  contractId: string;
  brokerId: string;
  truckerId: string;
  totalCents: number;
  tonuFeeCents: number;
}): EscrowState {
  if (!Number.isSafeInteger(input.totalCents) || input.totalCents <= 0) {
    throw new RangeError(`a contract's total must be positive integer cents, got ${input.totalCents}`);
  }
  if (!Number.isSafeInteger(input.tonuFeeCents) || input.tonuFeeCents < 0) {
    throw new RangeError(`a TONU fee must be non-negative integer cents, got ${input.tonuFeeCents}`);
  }
  const none: PayoutState = { cents: 0, status: 'none', attempts: 0 };
  return {
    ...input,
    split: splitAmount(input.totalCents),
    status: 'pending',
    escrowStatus: 'pending',
    signedBy: { broker: false, trucker: false },
    pickedUp: false,
    podAt: null,
    dispute: null,
    payouts: { trucker: none, broker: none },
  };
}

/** When held money releases by itself unless disputed (and until when a dispute may open). */
export const releaseDueAt = (podAt: Date) => new Date(podAt.getTime() + AUTO_RELEASE_HOURS * HOUR_MS);

function refuse(code: EscrowRuleErrorCode): never {
  throw new EscrowRuleError(code);
}

const payoutOf = (cents: number): PayoutState => ({ cents, status: cents > 0 ? 'due' : 'none', attempts: 0 });

/** The contract is executed once escrow was released and every share owed to a member is paid out. */
function settle(state: EscrowState): EscrowState {
  const paidOut = Object.values(state.payouts).every((p) => p.status === 'none' || p.status === 'paid');
  return state.status === 'signed' && state.escrowStatus === 'released' && paidOut
    ? { ...state, status: 'executed' }
    : state;
}

/** Released to the trucker and the platform, the rest refunded to the broker. */
function released(state: EscrowState, shares: { trucker: number; broker: number }): EscrowState {
  return settle({
    ...state,
    escrowStatus: 'released',
    payouts: { trucker: payoutOf(shares.trucker), broker: payoutOf(shares.broker) },
  });
}

/** The checks every release shares: delivered, still held. Returns the POD time. */
function requireHeldAfterDelivery(state: EscrowState): Date {
  if (state.escrowStatus === 'released') refuse('already_released');
  if (!state.podAt) refuse('not_delivered');
  if (state.escrowStatus !== 'held') refuse('funds_not_held');
  return state.podAt;
}

/**
 * The escrow state machine (ADR 15): the next state of a contract's money and
 * the ledger transfers that move it, or an EscrowRuleError. Pure: the caller
 * submits the transfers with createTransfers in the transaction that saves the
 * state, so both happen or neither does.
 */
export function applyEscrowEvent(state: EscrowState, event: EscrowEvent, ctx: EscrowContext): EscrowOutcome {
  // A cancelled contract's money is settled, except a TONU fee still being paid out.
  if (state.status === 'cancelled' && !isPayout(event)) refuse('cancelled');
  const none = (next: EscrowState): EscrowOutcome => ({ state: next, transfers: [] });
  switch (event.type) {
    case 'sign': {
      if (state.signedBy[event.party]) refuse('already_signed');
      const signedBy = { ...state.signedBy, [event.party]: true };
      const both = CONTRACT_PARTIES.every((p) => signedBy[p]);
      return none({ ...state, signedBy, status: both ? 'signed' : 'pending' });
    }
    case 'fund':
    case 'fundDeclined': {
      if (state.escrowStatus !== 'pending') refuse('already_funded');
      if (state.status !== 'signed') refuse('not_signed');
      if (event.type === 'fundDeclined') return none(state);
      return { state: { ...state, escrowStatus: 'held' }, transfers: fundTransfers(state) };
    }
    case 'pickUp': {
      if (state.pickedUp) refuse('already_picked_up');
      if (state.escrowStatus !== 'held') refuse('funds_not_held');
      return none({ ...state, pickedUp: true });
    }
    case 'deliver': {
      if (state.podAt) refuse('already_delivered');
      if (!state.pickedUp) refuse('not_picked_up');
      return none({ ...state, podAt: ctx.now });
    }
    case 'confirm':
    case 'autoRelease': {
      const podAt = requireHeldAfterDelivery(state);
      if (state.dispute) refuse('disputed');
      if (event.type === 'autoRelease' && ctx.now < releaseDueAt(podAt)) refuse('release_not_due');
      return { state: released(state, state.split), transfers: releaseTransfers(state) };
    }
    case 'dispute': {
      const podAt = requireHeldAfterDelivery(state);
      if (state.dispute) refuse('already_disputed');
      if (ctx.now >= releaseDueAt(podAt)) refuse('dispute_window_closed');
      const reason = event.reason.trim();
      if (!reason) refuse('reason_required');
      return none({ ...state, dispute: { reason, openedAt: ctx.now, resolution: null } });
    }
    case 'resolve':
      return resolveDispute(state, event.resolution);
    case 'cancel':
      return cancel(state, event.by);
    case 'payoutRequested':
    case 'payoutPaid':
    case 'payoutFailed':
      return payout(state, event.type, event.member);
  }
}

const isPayout = (event: EscrowEvent) =>
  event.type === 'payoutRequested' || event.type === 'payoutPaid' || event.type === 'payoutFailed';

function resolveDispute(state: EscrowState, resolution: Resolution): EscrowOutcome {
  if (state.escrowStatus === 'released') refuse('already_released');
  if (!state.dispute || state.dispute.resolution) refuse('not_disputed');
  const dispute = { ...state.dispute, resolution: resolution.kind };
  switch (resolution.kind) {
    case 'release':
      return { state: released({ ...state, dispute }, state.split), transfers: releaseTransfers(state) };
    case 'refund':
      return {
        state: { ...state, dispute, status: 'cancelled', escrowStatus: 'refunded' },
        transfers: partialTransfers(state, 'refund', { trucker: 0, platform: 0 }),
      };
    case 'split': {
      const parts = [resolution.truckerCents, resolution.brokerCents, resolution.platformCents];
      if (!parts.every((c) => Number.isSafeInteger(c) && c >= 0)) refuse('split_invalid');
      if (parts.reduce((a, b) => a + b, 0) !== state.totalCents) refuse('split_must_sum_to_total');
      const kept = { trucker: resolution.truckerCents, platform: resolution.platformCents };
      const transfers = partialTransfers(state, 'split', kept);
      if (kept.trucker + kept.platform === 0) {
        return { state: { ...state, dispute, status: 'cancelled', escrowStatus: 'refunded' }, transfers };
      }
      // The broker's part is refunded to the card, not paid out: the broker owes no payout.
      return { state: released({ ...state, dispute }, { trucker: kept.trucker, broker: 0 }), transfers };
    }
  }
}

/**
 * Either party (or an admin) may cancel before pickup. Held money is refunded
 * to the broker's card, except that a broker cancelling after the trucker
 * signed pays the trucker the TONU fee (at most the total) from escrow. TONU
 * comes from escrow only: with nothing held there is nothing to pay it from,
 * so an unfunded cancellation moves no money.
 */
function cancel(state: EscrowState, by: 'broker' | 'trucker' | 'admin'): EscrowOutcome {
  if (state.escrowStatus === 'released') refuse('already_released');
  if (state.pickedUp) refuse('already_picked_up');
  const cancelled: EscrowState = { ...state, status: 'cancelled' };
  if (state.escrowStatus !== 'held') return { state: cancelled, transfers: [] };
  const tonu = by === 'broker' && state.signedBy.trucker ? Math.min(state.tonuFeeCents, state.totalCents) : 0;
  return {
    state: { ...cancelled, escrowStatus: 'refunded', payouts: { ...state.payouts, trucker: payoutOf(tonu) } },
    transfers: partialTransfers(state, tonu > 0 ? 'tonu' : 'refund', { trucker: tonu, platform: 0 }),
  };
}

function payout(
  state: EscrowState,
  type: 'payoutRequested' | 'payoutPaid' | 'payoutFailed',
  member: PayoutMember,
): EscrowOutcome {
  const current = state.payouts[member];
  const withPayout = (p: PayoutState): EscrowState => ({
    ...state,
    payouts: { ...state.payouts, [member]: p },
  });
  if (type === 'payoutRequested') {
    if (current.status === 'pending') refuse('payout_pending');
    if (current.status !== 'due') refuse('nothing_to_pay_out');
    const next = withPayout({ ...current, status: 'pending', attempts: current.attempts + 1 });
    return { state: next, transfers: payoutTransfers(next, member, 'requested') };
  }
  if (current.status !== 'pending') refuse('payout_not_pending');
  const paid = type === 'payoutPaid';
  return {
    state: settle(withPayout({ ...current, status: paid ? 'paid' : 'due' })),
    transfers: payoutTransfers(state, member, paid ? 'paid' : 'failed'),
  };
}
