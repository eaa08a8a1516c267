import { randomUUID } from 'node:crypto';
import type { LedgerAccountCode } from '@haulclub/shared';
import type { DbExecutor } from '../../src/db/client';
import { createTransfers, ensureAccount, LedgerError } from '../../src/modules/ledger/index';

/** A fresh account of the given code (a random contract id keeps it apart from every other). */
export async function createLedgerAccount(db: DbExecutor, code: LedgerAccountCode) {
  return ensureAccount(db, { code, contractId: randomUUID() });
}

/** A wallet holding `cents`, funded from a fresh funding account. */
export async function fundedWallet(db: DbExecutor, cents: number) {
  const funding = await createLedgerAccount(db, 'funding');
  const wallet = await createLedgerAccount(db, 'broker_wallet');
  await createTransfers(db, [
    { id: randomUUID(), debitAccountId: funding.id, creditAccountId: wallet.id, amount: cents, code: 'fund' },
  ]);
  return { funding, wallet };
}

/** The LedgerError code a call fails with (or 'ok'). */
export async function ledgerErrorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof LedgerError) return error.code;
    throw error;
  }
}
