import { describe, expect, it } from 'vitest';
import { applyTransfer, checkBalances, checkShape, resolveTransfer, sameTransfer } from './rules';
import type { AccountState, TransferRow } from './types';

const ID = '00000000-0000-4000-8000-000000000001';
const HOLD_ID = '00000000-0000-4000-8000-000000000002';

const account = (id: number, over: Partial<AccountState> = {}): AccountState => ({
  id,
  debitsMustNotExceedCredits: false,
  creditsMustNotExceedDebits: false,
  debitsPending: 0,
  debitsPosted: 0,
  creditsPending: 0,
  creditsPosted: 0,
  ...over,
});

const hold: TransferRow = {
  id: HOLD_ID,
  flags: 'pending',
  debitAccountId: 1,
  creditAccountId: 2,
  amount: 1000,
  pendingId: null,
  code: 'hold',
  contractId: null,
  userData: null,
};

const resolved = (result: TransferRow | string): TransferRow => {
  if (typeof result === 'string') throw new Error(result);
  return result;
};

describe('checkShape', () => {
  it('refuses a malformed id, a negative or fractional amount and an unknown flag', () => {
    expect(checkShape({ id: 'nope' })).toBe('id_must_be_uuid');
    expect(checkShape({ id: ID, amount: -1 })).toBe('amount_invalid');
    expect(checkShape({ id: ID, amount: 1.5 })).toBe('amount_invalid');
    expect(checkShape({ id: ID, flags: 'posted' as never })).toBe('flags_invalid');
    expect(checkShape({ id: ID, debitAccountId: 0 })).toBe('debit_account_not_found');
  });

  it('requires a hold for a post or void, and refuses one for a plain transfer', () => {
    expect(checkShape({ id: ID, flags: 'post_pending' })).toBe('pending_id_required');
    expect(checkShape({ id: ID, flags: 'void_pending', pendingId: ID })).toBe('pending_id_must_be_different');
    expect(checkShape({ id: ID, flags: 'none', pendingId: HOLD_ID })).toBe('pending_id_must_be_null');
    expect(checkShape({ id: ID, flags: 'post_pending', pendingId: HOLD_ID })).toBeNull();
  });
});

describe('resolveTransfer', () => {
  const plain = { id: ID, debitAccountId: 1, creditAccountId: 2, amount: 5, code: 'fund' as const };

  it('refuses a zero amount and one account on both sides', () => {
    expect(resolveTransfer({ ...plain, amount: 0 }, undefined)).toBe('amount_must_not_be_zero');
    expect(resolveTransfer({ ...plain, creditAccountId: 1 }, undefined)).toBe('accounts_must_be_different');
  });

  it('posts the whole hold when no amount is given, and at most the hold', () => {
    const post = { id: ID, flags: 'post_pending' as const, pendingId: HOLD_ID };
    expect(resolved(resolveTransfer(post, hold))).toMatchObject({
      amount: 1000,
      debitAccountId: 1,
      code: 'hold',
    });
    expect(resolved(resolveTransfer({ ...post, amount: 400 }, hold)).amount).toBe(400);
    expect(resolveTransfer({ ...post, amount: 1001 }, hold)).toBe('exceeds_pending_transfer_amount');
    expect(resolveTransfer(post, undefined)).toBe('pending_transfer_not_found');
    expect(resolveTransfer({ ...post, debitAccountId: 3 }, hold)).toBe(
      'pending_transfer_has_different_debit_account_id',
    );
    expect(resolveTransfer(post, { ...hold, flags: 'none' })).toBe('pending_transfer_not_pending');
  });

  it('voids only the whole hold', () => {
    const voiding = { id: ID, flags: 'void_pending' as const, pendingId: HOLD_ID };
    expect(resolved(resolveTransfer(voiding, hold)).amount).toBe(1000);
    expect(resolveTransfer({ ...voiding, amount: 10 }, hold)).toBe('pending_transfer_has_different_amount');
  });
});

describe('sameTransfer', () => {
  it('compares every field, user data regardless of key order', () => {
    const a = { ...hold, userData: { a: 1, b: 2 } };
    expect(sameTransfer(a, { ...hold, userData: { b: 2, a: 1 } })).toBe(true);
    expect(sameTransfer(a, { ...a, amount: 999 })).toBe(false);
    expect(sameTransfer(a, { ...a, contractId: ID })).toBe(false);
  });
});

describe('balances', () => {
  it('refuses to overdraw a debits_must_not_exceed_credits account, counting its holds', () => {
    const wallet = account(1, { debitsMustNotExceedCredits: true, creditsPosted: 1000, debitsPending: 600 });
    const row = { ...hold, flags: 'none' as const, amount: 401 };
    expect(checkBalances(row, wallet, account(2))).toBe('exceeds_credits');
    expect(checkBalances({ ...row, amount: 400 }, wallet, account(2))).toBeNull();
  });

  it('refuses to credit a credits_must_not_exceed_debits account past its debits', () => {
    const funding = account(2, { creditsMustNotExceedDebits: true, debitsPosted: 100 });
    expect(checkBalances({ ...hold, amount: 101 }, account(1), funding)).toBe('exceeds_debits');
  });

  it('moves a partly posted hold from pending to posted and returns the rest', () => {
    const debit = account(1, { debitsPending: 1000, creditsPosted: 1000 });
    const credit = account(2, { creditsPending: 1000 });
    const post = { ...hold, id: ID, flags: 'post_pending' as const, pendingId: HOLD_ID, amount: 700 };
    expect(applyTransfer(post, hold, debit, credit)).toBe(300);
    expect(debit).toMatchObject({ debitsPending: 0, debitsPosted: 700 });
    expect(credit).toMatchObject({ creditsPending: 0, creditsPosted: 700 });
  });
});
