import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import {
  balances,
  createTransfers,
  ensureAccount,
  ledgerTotals,
  reconcile,
  transferId,
} from '../src/modules/ledger/index';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { createLedgerAccount, fundedWallet, ledgerErrorOf } from './helpers/ledger';

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
});
afterAll(async () => t?.drop());

describe('ledger accounts', () => {
  it('creates one account per natural key, with the balance rule of its code, even when asked at once', async () => {
    const contractId = randomUUID();
    const accounts = await Promise.all(
      Array.from({ length: 10 }, () => ensureAccount(db, { code: 'escrow', contractId })),
    );
    expect(new Set(accounts.map((a) => a.id)).size).toBe(1);
    expect(accounts[0]).toMatchObject({ code: 'escrow', debitsMustNotExceedCredits: true, userId: null });
    const platform = await ensureAccount(db, { code: 'platform_revenue' });
    expect((await ensureAccount(db, { code: 'platform_revenue' })).id).toBe(platform.id);
    expect((await ensureAccount(db, { code: 'funding' })).creditsMustNotExceedDebits).toBe(true);
  });
  it("keys a member's account by user, and keeps a user with a ledger account from being deleted", async () => {
    const { rows } = await db.execute<{ id: string }>(
      sql`INSERT INTO users (email) VALUES (${`ledger-${randomUUID()}@example.com`}) RETURNING id`,
    );
    const userId = rows[0]?.id ?? '';
    const payable = await ensureAccount(db, { code: 'payable', userId });
    expect(payable).toMatchObject({ userId, contractId: null, debitsMustNotExceedCredits: true });
    expect((await ensureAccount(db, { code: 'payable', userId })).id).toBe(payable.id);
    expect((await ensureAccount(db, { code: 'broker_wallet', userId })).id).not.toBe(payable.id);
    await expect(db.execute(sql`DELETE FROM users WHERE id = ${userId}`)).rejects.toMatchObject({
      cause: { code: '23503' },
    });
  });
});

describe('createTransfers', () => {
  it('moves posted money, answers a retry of the same id with exists and no second effect', async () => {
    const funding = await createLedgerAccount(db, 'funding');
    const wallet = await createLedgerAccount(db, 'broker_wallet');
    const fund = {
      id: transferId('test', randomUUID(), 'fund'),
      debitAccountId: funding.id,
      creditAccountId: wallet.id,
      amount: 2500,
      code: 'fund' as const,
    };
    expect(await createTransfers(db, [fund])).toEqual([
      { id: fund.id, status: 'created', amount: 2500, remainder: 0 },
    ]);
    expect(await createTransfers(db, [fund])).toEqual([
      { id: fund.id, status: 'exists', amount: 2500, remainder: 0 },
    ]);
    const [f, w] = await balances(db, [funding.id, wallet.id]);
    expect(f).toMatchObject({ debitsPosted: 2500, creditsPosted: 0 });
    expect(w).toMatchObject({ creditsPosted: 2500, debitsPosted: 0 });
    expect(await ledgerErrorOf(createTransfers(db, [{ ...fund, amount: 2600 }]))).toBe(
      'exists_with_different_fields',
    );
  });

  it('holds money, posts part of the hold and returns the rest, once', async () => {
    const { wallet } = await fundedWallet(db, 1000);
    const escrow = await createLedgerAccount(db, 'escrow');
    const holdId = randomUUID();
    await createTransfers(db, [
      {
        id: holdId,
        flags: 'pending',
        debitAccountId: wallet.id,
        creditAccountId: escrow.id,
        amount: 800,
        code: 'hold',
      },
    ]);
    expect(await balances(db, [wallet.id])).toMatchObject([{ debitsPending: 800, creditsPosted: 1000 }]);
    // The held money cannot be spent again.
    expect(
      await ledgerErrorOf(
        createTransfers(db, [
          {
            id: randomUUID(),
            debitAccountId: wallet.id,
            creditAccountId: escrow.id,
            amount: 201,
            code: 'hold',
          },
        ]),
      ),
    ).toBe('exceeds_credits');
    expect(
      await ledgerErrorOf(
        createTransfers(db, [{ id: randomUUID(), flags: 'post_pending', pendingId: holdId, amount: 801 }]),
      ),
    ).toBe('exceeds_pending_transfer_amount');

    const post = { id: randomUUID(), flags: 'post_pending' as const, pendingId: holdId, amount: 600 };
    expect(await createTransfers(db, [post])).toEqual([
      { id: post.id, status: 'created', amount: 600, remainder: 200 },
    ]);
    expect(await balances(db, [wallet.id, escrow.id])).toMatchObject([
      { debitsPending: 0, debitsPosted: 600, creditsPosted: 1000 },
      { creditsPending: 0, creditsPosted: 600 },
    ]);
    expect(await createTransfers(db, [post])).toMatchObject([{ status: 'exists', remainder: 200 }]);
    expect(
      await ledgerErrorOf(
        createTransfers(db, [{ id: randomUUID(), flags: 'void_pending', pendingId: holdId }]),
      ),
    ).toBe('pending_transfer_already_posted');
  });

  it('voids a hold whole, after which it can neither be posted nor voided again', async () => {
    const { wallet } = await fundedWallet(db, 500);
    const escrow = await createLedgerAccount(db, 'escrow');
    const holdId = randomUUID();
    await createTransfers(db, [
      {
        id: holdId,
        flags: 'pending',
        debitAccountId: wallet.id,
        creditAccountId: escrow.id,
        amount: 500,
        code: 'hold',
      },
    ]);
    expect(
      await createTransfers(db, [{ id: randomUUID(), flags: 'void_pending', pendingId: holdId }]),
    ).toMatchObject([{ status: 'created', amount: 500, remainder: 500 }]);
    expect(await balances(db, [wallet.id])).toMatchObject([{ debitsPending: 0, debitsPosted: 0 }]);
    expect(
      await ledgerErrorOf(
        createTransfers(db, [{ id: randomUUID(), flags: 'post_pending', pendingId: holdId }]),
      ),
    ).toBe('pending_transfer_already_voided');
    expect(
      await ledgerErrorOf(
        createTransfers(db, [{ id: randomUUID(), flags: 'post_pending', pendingId: randomUUID() }]),
      ),
    ).toBe('pending_transfer_not_found');
  });

  it('refuses bad transfers with their code and leaves a failed batch without any effect', async () => {
    const { funding, wallet } = await fundedWallet(db, 100);
    const payouts = await createLedgerAccount(db, 'payouts');
    const base = { debitAccountId: wallet.id, creditAccountId: payouts.id, code: 'payout' as const };
    expect(await ledgerErrorOf(createTransfers(db, [{ ...base, id: randomUUID(), amount: 0 }]))).toBe(
      'amount_must_not_be_zero',
    );
    expect(
      await ledgerErrorOf(
        createTransfers(db, [{ ...base, id: randomUUID(), amount: 1, creditAccountId: wallet.id }]),
      ),
    ).toBe('accounts_must_be_different');
    expect(await ledgerErrorOf(createTransfers(db, [{ ...base, id: 'x', amount: 1 }]))).toBe(
      'id_must_be_uuid',
    );
    expect(
      await ledgerErrorOf(
        createTransfers(db, [{ ...base, id: randomUUID(), amount: 1, debitAccountId: 999_999 }]),
      ),
    ).toBe('debit_account_not_found');
    // A refund larger than what was charged overdraws the funding source's credit side.
    expect(
      await ledgerErrorOf(
        createTransfers(db, [
          {
            id: randomUUID(),
            debitAccountId: wallet.id,
            creditAccountId: funding.id,
            amount: 50,
            code: 'refund',
          },
          {
            id: randomUUID(),
            debitAccountId: payouts.id,
            creditAccountId: funding.id,
            amount: 51,
            code: 'refund',
          },
        ]),
      ),
    ).toBe('exceeds_debits');
    // The batch was all or nothing: the first refund did not stay.
    const [fundingAfter, walletAfter] = await balances(db, [wallet.id, funding.id]);
    expect(fundingAfter).toMatchObject({ id: funding.id, debitsPosted: 100, creditsPosted: 0 });
    expect(walletAfter).toMatchObject({ id: wallet.id, debitsPosted: 0, creditsPosted: 100 });
    expect(await ledgerTotals(db)).toEqual({ posted: 0, pending: 0 });
    expect(await reconcile(db)).toEqual([]);
  });

  it('posts a hold created in the same batch', async () => {
    const { wallet } = await fundedWallet(db, 300);
    const escrow = await createLedgerAccount(db, 'escrow');
    const holdId = randomUUID();
    const results = await createTransfers(db, [
      {
        id: holdId,
        flags: 'pending',
        debitAccountId: wallet.id,
        creditAccountId: escrow.id,
        amount: 300,
        code: 'hold',
      },
      { id: randomUUID(), flags: 'post_pending', pendingId: holdId },
    ]);
    expect(results.map((r) => r.status)).toEqual(['created', 'created']);
    expect(await balances(db, [escrow.id])).toMatchObject([{ creditsPending: 0, creditsPosted: 300 }]);
  });
});

describe('ledger integrity', () => {
  it('refuses to update, delete or truncate a transfer', async () => {
    const { wallet } = await fundedWallet(db, 100);
    await expect(
      db.execute(sql`UPDATE ledger_transfers SET amount = 1 WHERE credit_account_id = ${wallet.id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only: UPDATE refused/) } });
    await expect(
      db.execute(sql`DELETE FROM ledger_transfers WHERE credit_account_id = ${wallet.id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/append-only: DELETE refused/) } });
    await expect(db.execute(sql`TRUNCATE ledger_transfers CASCADE`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only: TRUNCATE refused/) },
    });
    expect(await balances(db, [wallet.id])).toMatchObject([{ creditsPosted: 100 }]);
  });

  it('refuses through its CHECKs an account total that breaks the balance rule', async () => {
    const wallet = await createLedgerAccount(db, 'broker_wallet');
    await expect(
      db.execute(sql`UPDATE ledger_accounts SET debits_posted = 1 WHERE id = ${wallet.id}`),
    ).rejects.toMatchObject({ cause: { constraint: 'ledger_accounts_debits_check' } });
  });

  it('finds a total that does not match its transfers', async () => {
    const { wallet } = await fundedWallet(db, 100);
    await db.execute(sql`UPDATE ledger_accounts SET credits_posted = 101 WHERE id = ${wallet.id}`);
    const differences = await reconcile(db);
    expect(differences).toEqual([
      expect.objectContaining({
        accountId: wallet.id,
        actual: expect.objectContaining({ creditsPosted: 101 }),
        expected: expect.objectContaining({ creditsPosted: 100 }),
      }),
    ]);
    expect(await ledgerTotals(db)).toEqual({ posted: 1, pending: 0 });
    await db.execute(sql`UPDATE ledger_accounts SET credits_posted = 100 WHERE id = ${wallet.id}`);
    expect(await reconcile(db)).toEqual([]);
  });
});
