import { and, eq, inArray, isNull } from 'drizzle-orm';
import { LEDGER_ACCOUNT_CODES, LEDGER_ACCOUNT_RULES, type LedgerAccountCode } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import { ledgerAccounts } from '../../db/schema/index';
import { LedgerError } from './ledger-error';
import type { AccountTotals, LedgerAccount } from './types';

export interface AccountKey {
  code: LedgerAccountCode;
  userId?: string | null;
  contractId?: string | null;
}

/**
 * The account of a natural key, created on first use with the balance rule
 * its code carries. Safe under concurrency: the unique key decides, the loser
 * reads the winner's row.
 */
export async function ensureAccount(db: DbExecutor, key: AccountKey): Promise<LedgerAccount> {
  if (!LEDGER_ACCOUNT_CODES.includes(key.code)) throw new LedgerError('account_code_invalid');
  const rule = LEDGER_ACCOUNT_RULES[key.code];
  const userId = key.userId ?? null;
  const contractId = key.contractId ?? null;
  const [created] = await db
    .insert(ledgerAccounts)
    .values({
      code: key.code,
      userId,
      contractId,
      debitsMustNotExceedCredits: rule === 'debits_must_not_exceed_credits',
      creditsMustNotExceedDebits: rule === 'credits_must_not_exceed_debits',
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.code, key.code),
        userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, userId),
        contractId === null ? isNull(ledgerAccounts.contractId) : eq(ledgerAccounts.contractId, contractId),
      ),
    );
  if (!existing) throw new Error(`ledger account ${key.code} vanished after a conflicting insert`);
  return existing;
}

/** Accounts with their current totals, in id order. */
export async function balances(db: DbExecutor, accountIds: number[]): Promise<LedgerAccount[]> {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds))
    .orderBy(ledgerAccounts.id);
}

/** What a `debits_must_not_exceed_credits` account may still spend. */
export function available(account: AccountTotals): number {
  return account.creditsPosted - account.debitsPosted - account.debitsPending;
}
