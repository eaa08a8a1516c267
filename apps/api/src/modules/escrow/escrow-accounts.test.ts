import { describe, expect, it } from 'vitest';
import { newEscrowState } from './apply-escrow-event';
import { accountKey } from './escrow-accounts';
import { escrowTransferId, holdId } from './escrow-transfers';

const state = newEscrowState({
  contractId: '6f1c2d9e-0000-4000-8000-000000000001',
  brokerId: 'b0000000-0000-4000-8000-000000000001',
  truckerId: 'c0000000-0000-4000-8000-000000000001',
  totalCents: 50_000,
  tonuFeeCents: 15_000,
});

describe('accountKey', () => {
  it('keys the card charge by broker and contract, escrow by contract, payables and payouts by member', () => {
    expect(accountKey(state, 'funding')).toEqual({
      code: 'funding',
      userId: state.brokerId,
      contractId: state.contractId,
    });
    expect(accountKey(state, 'broker_wallet')).toEqual({ code: 'broker_wallet', userId: state.brokerId });
    expect(accountKey(state, 'escrow')).toEqual({ code: 'escrow', contractId: state.contractId });
    expect(accountKey(state, 'payable_trucker')).toEqual({ code: 'payable', userId: state.truckerId });
    expect(accountKey(state, 'payable_broker')).toEqual({ code: 'payable', userId: state.brokerId });
    expect(accountKey(state, 'payouts_trucker')).toEqual({ code: 'payouts', userId: state.truckerId });
    expect(accountKey(state, 'platform_revenue')).toEqual({ code: 'platform_revenue' });
  });
});

describe('escrowTransferId', () => {
  it("is one contract's and one event's: another contract's hold has another id", () => {
    expect(holdId(state)).toBe(escrowTransferId(state, 'hold'));
    expect(holdId({ ...state, contractId: '6f1c2d9e-0000-4000-8000-000000000002' })).not.toBe(holdId(state));
    expect(escrowTransferId(state, 'release', 'post')).not.toBe(escrowTransferId(state, 'refund', 'void'));
  });
});
