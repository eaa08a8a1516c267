import { transferId } from '../ledger/index';
import type { EscrowState, PayoutMember, TransferSpec } from './types';

// The transfers each money event makes (ADR 15). Ids derive from the contract
// and the event, never from time or chance, so a retried event yields the very
// same transfers and the ledger answers `exists` instead of moving money twice.
// The hold has one resolution per way it can end (release, refund, TONU,
// split): two different endings racing are refused by the ledger
// (the hold resolves at most once), two identical ones are one.

/** The deterministic id of one of a contract's transfers. */
export const escrowTransferId = (state: EscrowState, ...parts: string[]) =>
  transferId('contract', state.contractId, ...parts);

export const holdId = (state: EscrowState) => escrowTransferId(state, 'hold');

/** The card charge lands in the broker's wallet, then is held in the contract's escrow. */
export function fundTransfers(state: EscrowState): TransferSpec[] {
  const { contractId, totalCents: amount } = state;
  return [
    {
      id: escrowTransferId(state, 'fund'),
      debit: 'funding',
      credit: 'broker_wallet',
      amount,
      code: 'fund',
      contractId,
    },
    {
      id: holdId(state),
      flags: 'pending',
      debit: 'broker_wallet',
      credit: 'escrow',
      amount,
      code: 'hold',
      contractId,
    },
  ];
}

/** Posts `amount` of the hold into escrow (all of it when equal), or voids it when 0. */
function resolveHold(state: EscrowState, ending: string, amount: number): TransferSpec {
  const id = escrowTransferId(state, ending, amount === 0 ? 'void' : 'post');
  const pendingId = holdId(state);
  return amount === 0
    ? { id, flags: 'void_pending', pendingId, contractId: state.contractId }
    : { id, flags: 'post_pending', pendingId, amount, contractId: state.contractId };
}

function move(state: EscrowState, spec: Omit<TransferSpec, 'contractId'>): TransferSpec[] {
  return spec.amount ? [{ ...spec, contractId: state.contractId }] : [];
}

/** The hold is posted; escrow pays the trucker, the broker and the platform their shares. */
export function releaseTransfers(
  state: EscrowState,
  shares: { trucker: number; broker: number; platform: number } = state.split,
  ending = 'release',
): TransferSpec[] {
  const id = (part: string) => escrowTransferId(state, ending, part);
  return [
    resolveHold(state, ending, state.totalCents),
    ...move(state, {
      id: id('trucker'),
      debit: 'escrow',
      credit: 'payable_trucker',
      amount: shares.trucker,
      code: 'release_trucker',
    }),
    ...move(state, {
      id: id('broker'),
      debit: 'escrow',
      credit: 'payable_broker',
      amount: shares.broker,
      code: 'release_broker',
    }),
    ...move(state, {
      id: id('platform'),
      debit: 'escrow',
      credit: 'platform_revenue',
      amount: shares.platform,
      code: 'release_platform',
    }),
  ];
}

/**
 * The hold is posted in part (`kept`: to the trucker and the platform) or
 * voided when nothing is kept; the rest, back in the broker's wallet, is
 * refunded to the card.
 */
export function partialTransfers(
  state: EscrowState,
  ending: 'refund' | 'tonu' | 'split',
  kept: { trucker: number; platform: number },
): TransferSpec[] {
  const keptCents = kept.trucker + kept.platform;
  const id = (part: string) => escrowTransferId(state, ending, part);
  return [
    resolveHold(state, ending, keptCents),
    ...move(state, {
      id: id('trucker'),
      debit: 'escrow',
      credit: 'payable_trucker',
      amount: kept.trucker,
      code: ending === 'tonu' ? 'tonu' : 'release_trucker',
    }),
    ...move(state, {
      id: id('platform'),
      debit: 'escrow',
      credit: 'platform_revenue',
      amount: kept.platform,
      code: 'release_platform',
    }),
    ...move(state, {
      id: id('card'),
      debit: 'broker_wallet',
      credit: 'funding',
      amount: state.totalCents - keptCents,
      code: 'refund',
    }),
  ];
}

/** A payout attempt holds the member's share on its way out; the provider's answer posts or voids it. */
export function payoutTransfers(
  state: EscrowState,
  member: PayoutMember,
  outcome: 'requested' | 'paid' | 'failed',
): TransferSpec[] {
  const payout = state.payouts[member];
  const hold = escrowTransferId(state, 'payout', member, String(payout.attempts));
  if (outcome === 'requested') {
    return [
      {
        id: hold,
        flags: 'pending',
        debit: member === 'trucker' ? 'payable_trucker' : 'payable_broker',
        credit: member === 'trucker' ? 'payouts_trucker' : 'payouts_broker',
        amount: payout.cents,
        code: 'payout',
        contractId: state.contractId,
      },
    ];
  }
  return [
    {
      id: escrowTransferId(state, 'payout', member, String(payout.attempts), outcome),
      flags: outcome === 'paid' ? 'post_pending' : 'void_pending',
      pendingId: hold,
      contractId: state.contractId,
    },
  ];
}

/** The id of the hold of a member's current payout attempt (the provider's idempotency key derives from it). */
export const payoutHoldId = (state: EscrowState, member: PayoutMember) =>
  escrowTransferId(state, 'payout', member, String(state.payouts[member].attempts));
