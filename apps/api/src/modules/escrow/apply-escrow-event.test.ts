import { describe, expect, it } from 'vitest';
import { applyEscrowEvent, newEscrowState, releaseDueAt } from './apply-escrow-event';
import { EscrowRuleError } from './escrow-rule-error';
import { holdId } from './escrow-transfers';
import type { EscrowEvent, EscrowState } from './types';

const POD = new Date('2026-11-23T12:00:00Z');
const at = (hours: number) => ({ now: new Date(POD.getTime() + hours * 3_600_000) });
const ctx = at(0);

const base = () =>
  newEscrowState({
    contractId: '6f1c2d9e-0000-4000-8000-000000000001',
    brokerId: 'b0000000-0000-4000-8000-000000000001',
    truckerId: 'c0000000-0000-4000-8000-000000000001',
    totalCents: 100_001,
    tonuFeeCents: 15_000,
  });

function run(state: EscrowState, ...events: EscrowEvent[]): EscrowState {
  return events.reduce((s, e) => applyEscrowEvent(s, e, ctx).state, state);
}
const signed = () => run(base(), { type: 'sign', party: 'broker' }, { type: 'sign', party: 'trucker' });
const funded = () => run(signed(), { type: 'fund' });
const delivered = () => run(funded(), { type: 'pickUp' }, { type: 'deliver' });
const disputed = () => run(delivered(), { type: 'dispute', reason: 'Pallets arrived damaged' });

function refusal(state: EscrowState, event: EscrowEvent, context = ctx): string {
  try {
    applyEscrowEvent(state, event, context);
    return 'ok';
  } catch (error) {
    if (error instanceof EscrowRuleError) return error.code;
    throw error;
  }
}

/** The transfers as code → amount (holds resolved: flags). */
const moves = (state: EscrowState, event: EscrowEvent, context = ctx) =>
  applyEscrowEvent(state, event, context).transfers.map((t) => [
    t.flags ?? 'none',
    t.code ?? t.pendingId,
    t.debit,
    t.credit,
    t.amount,
  ]);

describe('newEscrowState', () => {
  it('splits the total 80/10/10 and refuses a total that is not positive cents', () => {
    expect(base().split).toEqual({ trucker: 80_001, broker: 10_000, platform: 10_000 });
    expect(() => newEscrowState({ ...base(), totalCents: 0 })).toThrow(RangeError);
    expect(() => newEscrowState({ ...base(), tonuFeeCents: 1.5 })).toThrow(RangeError);
  });
});

describe('signing', () => {
  it('is signed when both parties signed, each once', () => {
    const one = run(base(), { type: 'sign', party: 'trucker' });
    expect(one).toMatchObject({ status: 'pending', signedBy: { trucker: true, broker: false } });
    expect(refusal(one, { type: 'sign', party: 'trucker' })).toBe('already_signed');
    expect(signed().status).toBe('signed');
  });
});

describe('funding', () => {
  it('charges into the broker wallet, then holds the total in escrow', () => {
    const { state, transfers } = applyEscrowEvent(signed(), { type: 'fund' }, ctx);
    expect(state.escrowStatus).toBe('held');
    expect(moves(signed(), { type: 'fund' })).toEqual([
      ['none', 'fund', 'funding', 'broker_wallet', 100_001],
      ['pending', 'hold', 'broker_wallet', 'escrow', 100_001],
    ]);
    expect(transfers[1]!.id).toBe(holdId(state));
    expect(transfers.every((t) => t.contractId === state.contractId)).toBe(true);
  });

  it('is refused before both signed and once funded; a decline moves nothing', () => {
    expect(refusal(base(), { type: 'fund' })).toBe('not_signed');
    expect(refusal(funded(), { type: 'fund' })).toBe('already_funded');
    expect(refusal(funded(), { type: 'fundDeclined' })).toBe('already_funded');
    expect(applyEscrowEvent(signed(), { type: 'fundDeclined' }, ctx)).toEqual({
      state: signed(),
      transfers: [],
    });
  });

  it('yields the same transfer ids when retried from the same state', () => {
    const a = applyEscrowEvent(signed(), { type: 'fund' }, ctx);
    const b = applyEscrowEvent(signed(), { type: 'fund' }, at(5));
    expect(b.transfers).toEqual(a.transfers);
  });
});

describe('pickup and delivery', () => {
  it('refuses pickup until funds are held, and delivery before pickup', () => {
    expect(refusal(signed(), { type: 'pickUp' })).toBe('funds_not_held');
    expect(refusal(funded(), { type: 'deliver' })).toBe('not_picked_up');
    const picked = run(funded(), { type: 'pickUp' });
    expect(refusal(picked, { type: 'pickUp' })).toBe('already_picked_up');
    expect(applyEscrowEvent(picked, { type: 'deliver' }, ctx).state.podAt).toEqual(POD);
    expect(refusal(delivered(), { type: 'deliver' })).toBe('already_delivered');
  });
});

describe('release', () => {
  it('posts the hold and pays 80/10/10 when the broker confirms', () => {
    const { state } = applyEscrowEvent(delivered(), { type: 'confirm' }, ctx);
    expect(state).toMatchObject({
      status: 'signed',
      escrowStatus: 'released',
      payouts: { trucker: { cents: 80_001, status: 'due' }, broker: { cents: 10_000, status: 'due' } },
    });
    expect(moves(delivered(), { type: 'confirm' })).toEqual([
      ['post_pending', holdId(state), undefined, undefined, 100_001],
      ['none', 'release_trucker', 'escrow', 'payable_trucker', 80_001],
      ['none', 'release_broker', 'escrow', 'payable_broker', 10_000],
      ['none', 'release_platform', 'escrow', 'platform_revenue', 10_000],
    ]);
  });

  it('refuses a confirmation before delivery, twice, or while disputed', () => {
    expect(refusal(funded(), { type: 'confirm' })).toBe('not_delivered');
    expect(refusal(run(delivered(), { type: 'confirm' }), { type: 'confirm' })).toBe('already_released');
    expect(refusal(disputed(), { type: 'confirm' })).toBe('disputed');
  });

  it('releases by itself 24 hours after the POD, with the same transfers as a confirmation', () => {
    expect(releaseDueAt(POD)).toEqual(at(24).now);
    expect(refusal(delivered(), { type: 'autoRelease' }, at(23.99))).toBe('release_not_due');
    expect(applyEscrowEvent(delivered(), { type: 'autoRelease' }, at(24)).transfers).toEqual(
      applyEscrowEvent(delivered(), { type: 'confirm' }, ctx).transfers,
    );
    expect(refusal(disputed(), { type: 'autoRelease' }, at(48))).toBe('disputed');
    expect(refusal(funded(), { type: 'autoRelease' }, at(48))).toBe('not_delivered');
  });
});

describe('disputes', () => {
  it('opens within the window after the POD with a reason, once', () => {
    expect(disputed().dispute).toEqual({
      reason: 'Pallets arrived damaged',
      openedAt: POD,
      resolution: null,
    });
    expect(refusal(delivered(), { type: 'dispute', reason: '  ' })).toBe('reason_required');
    expect(refusal(delivered(), { type: 'dispute', reason: 'late' }, at(24))).toBe('dispute_window_closed');
    expect(refusal(funded(), { type: 'dispute', reason: 'late' })).toBe('not_delivered');
    expect(refusal(disputed(), { type: 'dispute', reason: 'again' })).toBe('already_disputed');
    const released = run(delivered(), { type: 'confirm' });
    expect(refusal(released, { type: 'dispute', reason: 'late' })).toBe('already_released');
  });

  it('is resolved once by release, refund or a split', () => {
    expect(refusal(delivered(), { type: 'resolve', resolution: { kind: 'release' } })).toBe('not_disputed');
    const release = applyEscrowEvent(disputed(), { type: 'resolve', resolution: { kind: 'release' } }, ctx);
    expect(release.state).toMatchObject({ escrowStatus: 'released', dispute: { resolution: 'release' } });
    expect(release.transfers).toEqual(applyEscrowEvent(delivered(), { type: 'confirm' }, ctx).transfers);
    expect(refusal(release.state, { type: 'resolve', resolution: { kind: 'refund' } })).toBe(
      'already_released',
    );

    const refund = applyEscrowEvent(disputed(), { type: 'resolve', resolution: { kind: 'refund' } }, ctx);
    expect(refund.state).toMatchObject({ status: 'cancelled', escrowStatus: 'refunded' });
    expect(moves(disputed(), { type: 'resolve', resolution: { kind: 'refund' } })).toEqual([
      ['void_pending', holdId(refund.state), undefined, undefined, undefined],
      ['none', 'refund', 'broker_wallet', 'funding', 100_001],
    ]);
  });

  it('splits the total among the trucker, a refund and the platform', () => {
    const split = {
      kind: 'split' as const,
      truckerCents: 50_000,
      brokerCents: 40_001,
      platformCents: 10_000,
    };
    const { state } = applyEscrowEvent(disputed(), { type: 'resolve', resolution: split }, ctx);
    expect(state).toMatchObject({
      escrowStatus: 'released',
      payouts: { trucker: { cents: 50_000, status: 'due' }, broker: { status: 'none' } },
    });
    expect(moves(disputed(), { type: 'resolve', resolution: split })).toEqual([
      ['post_pending', holdId(state), undefined, undefined, 60_000],
      ['none', 'release_trucker', 'escrow', 'payable_trucker', 50_000],
      ['none', 'release_platform', 'escrow', 'platform_revenue', 10_000],
      ['none', 'refund', 'broker_wallet', 'funding', 40_001],
    ]);
    const resolve = (s: typeof split) => refusal(disputed(), { type: 'resolve', resolution: s });
    expect(resolve({ ...split, brokerCents: 40_000 })).toBe('split_must_sum_to_total');
    expect(resolve({ ...split, truckerCents: -1, brokerCents: 90_002 })).toBe('split_invalid');
    expect(resolve({ ...split, truckerCents: 0.5 })).toBe('split_invalid');
    const allRefund = { ...split, truckerCents: 0, platformCents: 0, brokerCents: 100_001 };
    expect(applyEscrowEvent(disputed(), { type: 'resolve', resolution: allRefund }, ctx).state).toMatchObject(
      {
        status: 'cancelled',
        escrowStatus: 'refunded',
      },
    );
  });
});

describe('cancellation', () => {
  it('moves no money before funding', () => {
    const { state, transfers } = applyEscrowEvent(signed(), { type: 'cancel', by: 'broker' }, ctx);
    expect(state).toMatchObject({ status: 'cancelled', escrowStatus: 'pending' });
    expect(transfers).toEqual([]);
    expect(refusal(state, { type: 'fund' })).toBe('cancelled');
    expect(refusal(state, { type: 'cancel', by: 'admin' })).toBe('cancelled');
  });

  it('voids the hold and refunds the card when the trucker or an admin cancels', () => {
    for (const by of ['trucker', 'admin'] as const) {
      expect(applyEscrowEvent(funded(), { type: 'cancel', by }, ctx).state).toMatchObject({
        status: 'cancelled',
        escrowStatus: 'refunded',
        payouts: { trucker: { status: 'none' } },
      });
      expect(moves(funded(), { type: 'cancel', by })).toEqual([
        ['void_pending', holdId(funded()), undefined, undefined, undefined],
        ['none', 'refund', 'broker_wallet', 'funding', 100_001],
      ]);
    }
  });

  it('pays the trucker the TONU fee from escrow when the broker cancels after the trucker signed', () => {
    const { state } = applyEscrowEvent(funded(), { type: 'cancel', by: 'broker' }, ctx);
    expect(state.payouts.trucker).toEqual({ cents: 15_000, status: 'due', attempts: 0 });
    expect(moves(funded(), { type: 'cancel', by: 'broker' })).toEqual([
      ['post_pending', holdId(state), undefined, undefined, 15_000],
      ['none', 'tonu', 'escrow', 'payable_trucker', 15_000],
      ['none', 'refund', 'broker_wallet', 'funding', 85_001],
    ]);
    // At most the total.
    const small = run(
      newEscrowState({ ...base(), totalCents: 10_000 }),
      { type: 'sign', party: 'trucker' },
      { type: 'sign', party: 'broker' },
      { type: 'fund' },
    );
    expect(moves(small, { type: 'cancel', by: 'broker' })).toEqual([
      ['post_pending', holdId(small), undefined, undefined, 10_000],
      ['none', 'tonu', 'escrow', 'payable_trucker', 10_000],
    ]);
  });

  it('is refused after pickup and after release', () => {
    expect(refusal(delivered(), { type: 'cancel', by: 'broker' })).toBe('already_picked_up');
    expect(refusal(run(delivered(), { type: 'confirm' }), { type: 'cancel', by: 'admin' })).toBe(
      'already_released',
    );
  });
});

describe('payouts', () => {
  const released = () => run(delivered(), { type: 'confirm' });

  it('holds the share on its way out, posts it when paid, and executes the contract when all are paid', () => {
    const requested = applyEscrowEvent(released(), { type: 'payoutRequested', member: 'trucker' }, ctx);
    expect(requested.state.payouts.trucker).toEqual({ cents: 80_001, status: 'pending', attempts: 1 });
    expect(moves(released(), { type: 'payoutRequested', member: 'trucker' })).toEqual([
      ['pending', 'payout', 'payable_trucker', 'payouts_trucker', 80_001],
    ]);
    expect(refusal(requested.state, { type: 'payoutRequested', member: 'trucker' })).toBe('payout_pending');
    const paid = applyEscrowEvent(requested.state, { type: 'payoutPaid', member: 'trucker' }, ctx);
    expect(paid.transfers).toEqual([
      expect.objectContaining({ flags: 'post_pending', pendingId: requested.transfers[0]!.id }),
    ]);
    expect(paid.state.status).toBe('signed');
    expect(refusal(paid.state, { type: 'payoutRequested', member: 'trucker' })).toBe('nothing_to_pay_out');
    const done = run(
      paid.state,
      { type: 'payoutRequested', member: 'broker' },
      { type: 'payoutPaid', member: 'broker' },
    );
    expect(done.status).toBe('executed');
  });

  it('voids a failed payout and pays it again under a new id', () => {
    const first = applyEscrowEvent(released(), { type: 'payoutRequested', member: 'broker' }, ctx);
    const failed = applyEscrowEvent(first.state, { type: 'payoutFailed', member: 'broker' }, ctx);
    expect(failed.transfers).toEqual([
      expect.objectContaining({ flags: 'void_pending', pendingId: first.transfers[0]!.id }),
    ]);
    expect(failed.state.payouts.broker.status).toBe('due');
    const second = applyEscrowEvent(failed.state, { type: 'payoutRequested', member: 'broker' }, ctx);
    expect(second.transfers[0]!.id).not.toBe(first.transfers[0]!.id);
    expect(refusal(failed.state, { type: 'payoutFailed', member: 'broker' })).toBe('payout_not_pending');
  });

  it('pays a TONU fee out of a cancelled contract, which stays cancelled', () => {
    const cancelled = run(funded(), { type: 'cancel', by: 'broker' });
    const paid = run(
      cancelled,
      { type: 'payoutRequested', member: 'trucker' },
      { type: 'payoutPaid', member: 'trucker' },
    );
    expect(paid).toMatchObject({ status: 'cancelled', payouts: { trucker: { status: 'paid' } } });
    expect(refusal(cancelled, { type: 'payoutRequested', member: 'broker' })).toBe('nothing_to_pay_out');
    expect(refusal(funded(), { type: 'payoutPaid', member: 'trucker' })).toBe('payout_not_pending');
  });
});
