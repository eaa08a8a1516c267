import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNT_CODES, LEDGER_TRANSFER_CODES, LEDGER_TRANSFER_FLAGS } from '@haulclub/shared';
import { users } from './auth';
import { createdAt, inList } from './columns';

const cents = () => bigint({ mode: 'number' }).notNull().default(0);

/**
 * A ledger account (ADR 15, TigerBeetle's model): four cent totals kept by
 * `createTransfers` only, under a row lock. Created once per natural key
 * (code, user, contract); NULLS NOT DISTINCT makes the platform-wide accounts
 * (no user, no contract) unique too.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    code: text({ enum: LEDGER_ACCOUNT_CODES }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'restrict' }),
    /** The contract an escrow account belongs to: a reference without a foreign key (ADR 15). */
    contractId: uuid(),
    debitsMustNotExceedCredits: boolean().notNull().default(false),
    creditsMustNotExceedDebits: boolean().notNull().default(false),
    debitsPending: cents(),
    debitsPosted: cents(),
    creditsPending: cents(),
    creditsPosted: cents(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_natural_key').on(t.code, t.userId, t.contractId).nullsNotDistinct(),
    check('ledger_accounts_code_check', sql`${t.code} in (${inList(LEDGER_ACCOUNT_CODES)})`),
    check(
      'ledger_accounts_totals_check',
      sql`${t.debitsPending} >= 0 and ${t.debitsPosted} >= 0 and ${t.creditsPending} >= 0 and ${t.creditsPosted} >= 0`,
    ),
    check(
      'ledger_accounts_flags_check',
      sql`not (${t.debitsMustNotExceedCredits} and ${t.creditsMustNotExceedDebits})`,
    ),
    check(
      'ledger_accounts_debits_check',
      sql`not ${t.debitsMustNotExceedCredits} or ${t.debitsPending} + ${t.debitsPosted} <= ${t.creditsPosted}`,
    ),
    check(
      'ledger_accounts_credits_check',
      sql`not ${t.creditsMustNotExceedDebits} or ${t.creditsPending} + ${t.creditsPosted} <= ${t.debitsPosted}`,
    ),
    index('ledger_accounts_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('ledger_accounts_contract_idx')
      .on(t.contractId)
      .where(sql`${t.contractId} is not null`),
  ],
);

/**
 * An immutable transfer (a trigger refuses UPDATE, DELETE and TRUNCATE). The id
 * is the idempotency key. A hold (`pending`) is resolved at most once by a
 * later `post_pending` or `void_pending` transfer naming it in `pending_id`.
 * A post stores the amount it posted; a void stores the hold's amount.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid().primaryKey(),
    debitAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    creditAccountId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: bigint({ mode: 'number' }).notNull(),
    flags: text({ enum: LEDGER_TRANSFER_FLAGS }).notNull().default('none'),
    pendingId: uuid().references((): AnyPgColumn => ledgerTransfers.id, { onDelete: 'restrict' }),
    code: text({ enum: LEDGER_TRANSFER_CODES }).notNull(),
    /** The contract the money moved for: a reference without a foreign key (ADR 15). */
    contractId: uuid(),
    userData: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_transfers_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_amount_check', sql`${t.amount} > 0`),
    check('ledger_transfers_flags_check', sql`${t.flags} in (${inList(LEDGER_TRANSFER_FLAGS)})`),
    check('ledger_transfers_code_check', sql`${t.code} in (${inList(LEDGER_TRANSFER_CODES)})`),
    check(
      'ledger_transfers_pending_id_check',
      sql`(${t.flags} in ('post_pending', 'void_pending')) = (${t.pendingId} is not null)`,
    ),
    uniqueIndex('ledger_transfers_resolution_key')
      .on(t.pendingId)
      .where(sql`${t.flags} in ('post_pending', 'void_pending')`),
    index('ledger_transfers_contract_idx')
      .on(t.contractId, t.createdAt)
      .where(sql`${t.contractId} is not null`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
  ],
);
