import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LedgerAccountCode, LedgerTransferFlags } from '@haulclub/shared';
import { LEDGER_ACCOUNT_RULES } from '@haulclub/shared';
import type { Db, DbExecutor } from '../src/db/client';
import {
  balances,
  createTransfers,
  ensureAccount,
  ledgerTotals,
  reconcile,
  type TransferInput,
  type TransferResult,
} from '../src/modules/ledger/index';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { ledgerErrorOf } from './helpers/ledger';

/**
 * A model of the ledger in memory, written from ADR 15 / TigerBeetle's rules,
 * run side by side with the real one on random sequences.
 */

const ACCOUNTS: LedgerAccountCode[] = ['funding', 'broker_wallet', 'broker_wallet', 'escrow', 'payouts'];
/**
 * Random sequences per run, each run drawing its own seed. `.ci/run` runs this file on Node 20 and on
 * Node 24: 1,000 different sequences a CI run (1,000 on each runtime took a minute of the suite's
 * 25 on two cores).
 */
const RUNS = 500;

interface Totals {
  dp: number;
  dpo: number;
  cp: number;
  cpo: number;
}
/** A transfer as the model states it: accounts are indexes into ACCOUNTS. */
interface ModelInput {
  id: string;
  flags: LedgerTransferFlags;
  dr?: number;
  cr?: number;
  amount?: number;
  pendingId?: string;
  contractId?: string;
}
interface ModelRow {
  flags: LedgerTransferFlags;
  dr: number;
  cr: number;
  amount: number;
  pendingId: string | null;
  contractId: string | null;
}
interface State {
  totals: Totals[];
  rows: Map<string, ModelRow>;
  resolvedBy: Map<string, LedgerTransferFlags>;
}
type Outcome = Pick<TransferResult, 'status' | 'amount' | 'remainder'>;

const isResolution = (f: LedgerTransferFlags) => f === 'post_pending' || f === 'void_pending';

function resolveModel(input: ModelInput, state: State): ModelRow | string {
  if (!isResolution(input.flags)) {
    if (!input.amount) return 'amount_must_not_be_zero';
    if (input.dr === input.cr) return 'accounts_must_be_different';
    return {
      flags: input.flags,
      dr: input.dr!,
      cr: input.cr!,
      amount: input.amount,
      pendingId: null,
      contractId: input.contractId ?? null,
    };
  }
  const hold = state.rows.get(input.pendingId!);
  if (!hold) return 'pending_transfer_not_found';
  if (hold.flags !== 'pending') return 'pending_transfer_not_pending';
  let amount = hold.amount;
  if (input.flags === 'post_pending' && input.amount) {
    if (input.amount > hold.amount) return 'exceeds_pending_transfer_amount';
    amount = input.amount;
  }
  return {
    flags: input.flags,
    dr: hold.dr,
    cr: hold.cr,
    amount,
    pendingId: input.pendingId!,
    contractId: input.contractId ?? hold.contractId,
  };
}

function outcomeOf(row: ModelRow, state: State, status: Outcome['status']): Outcome {
  const hold = row.pendingId ? state.rows.get(row.pendingId) : undefined;
  const remainder = !hold ? 0 : row.flags === 'void_pending' ? hold.amount : hold.amount - row.amount;
  return { status, amount: row.amount, remainder };
}

/** One transfer against the model state (mutated); a string is the expected error code. */
function applyModel(input: ModelInput, state: State): Outcome | string {
  const row = resolveModel(input, state);
  const existing = state.rows.get(input.id);
  if (existing) {
    const same = typeof row !== 'string' && JSON.stringify(row) === JSON.stringify(existing);
    return same ? outcomeOf(existing, state, 'exists') : 'exists_with_different_fields';
  }
  if (typeof row === 'string') return row;
  if (row.pendingId) {
    const resolved = state.resolvedBy.get(row.pendingId);
    if (resolved === 'post_pending') return 'pending_transfer_already_posted';
    if (resolved === 'void_pending') return 'pending_transfer_already_voided';
  }
  const dr = state.totals[row.dr]!;
  const cr = state.totals[row.cr]!;
  if (!isResolution(row.flags)) {
    const drRule = LEDGER_ACCOUNT_RULES[ACCOUNTS[row.dr]!];
    const crRule = LEDGER_ACCOUNT_RULES[ACCOUNTS[row.cr]!];
    if (drRule === 'debits_must_not_exceed_credits' && dr.dp + dr.dpo + row.amount > dr.cpo)
      return 'exceeds_credits';
    if (crRule === 'credits_must_not_exceed_debits' && cr.cp + cr.cpo + row.amount > cr.dpo)
      return 'exceeds_debits';
  }
  if (row.flags === 'none') {
    dr.dpo += row.amount;
    cr.cpo += row.amount;
  } else if (row.flags === 'pending') {
    dr.dp += row.amount;
    cr.cp += row.amount;
  } else {
    const hold = state.rows.get(row.pendingId!)!;
    dr.dp -= hold.amount;
    cr.cp -= hold.amount;
    if (row.flags === 'post_pending') {
      dr.dpo += row.amount;
      cr.cpo += row.amount;
    }
    state.resolvedBy.set(row.pendingId!, row.flags);
  }
  state.rows.set(input.id, row);
  return outcomeOf(row, state, 'created');
}

/** A batch is all or nothing: applied to a copy, kept only when every transfer passed. */
function applyBatchModel(batch: ModelInput[], state: State): { state: State; expected: Outcome[] | string } {
  const next: State = {
    totals: state.totals.map((t) => ({ ...t })),
    rows: new Map(state.rows),
    resolvedBy: new Map(state.resolvedBy),
  };
  const outcomes: Outcome[] = [];
  for (const input of batch) {
    const outcome = applyModel(input, next);
    if (typeof outcome === 'string') return { state, expected: outcome };
    outcomes.push(outcome);
  }
  return { state: next, expected: outcomes };
}

// Commands: what a sequence does. Holds and past inputs are picked by index at run time.
const account = fc.integer({ min: 0, max: ACCOUNTS.length - 1 });
const amount = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 9, arbitrary: fc.integer({ min: 1, max: 3000 }) },
);
const move = (flags: 'none' | 'pending') =>
  fc.record({ kind: fc.constant(flags), dr: account, cr: account, amount });
const fund = fc.record({
  kind: fc.constant('none' as const),
  dr: fc.constant(0),
  cr: fc.constantFrom(1, 2),
  amount: fc.integer({ min: 1, max: 5000 }),
});
// A hold from a wallet into escrow, and posted money out of escrow: the flows the product makes.
const hold = fc.record({
  kind: fc.constant('pending' as const),
  dr: fc.constantFrom(1, 2),
  cr: fc.constant(3),
  amount: fc.integer({ min: 1, max: 2500 }),
});
const release = fc.record({
  kind: fc.constant('none' as const),
  dr: fc.constant(3),
  cr: fc.constantFrom(1, 2, 4),
  amount: fc.integer({ min: 1, max: 1500 }),
});
const command = fc.oneof(
  { weight: 2, arbitrary: fund },
  { weight: 4, arbitrary: hold },
  { weight: 2, arbitrary: release },
  { weight: 2, arbitrary: move('none') },
  { weight: 2, arbitrary: move('pending') },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      hold: fc.nat(),
      amount: fc.option(fc.integer({ min: 0, max: 3500 }), { nil: undefined }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('void' as const), hold: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('conflict' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('overdraft' as const), from: fc.constantFrom(1, 2, 3) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('batch' as const),
      a: fc.oneof(move('pending'), hold, fund),
      b: fc.oneof(move('none'), release),
    }),
  },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

/** Turns a command into the batch it submits, given what the sequence has done so far. */
function batchOf(cmd: Command, state: State, history: ModelInput[]): ModelInput[] {
  const holds = [...state.rows].filter(([, r]) => r.flags === 'pending').map(([id]) => id);
  const pickHold = (n: number) => (holds.length > 0 ? holds[n % holds.length]! : randomUUID());
  const fromMove = (m: { kind: 'none' | 'pending'; dr: number; cr: number; amount: number }): ModelInput => ({
    id: randomUUID(),
    flags: m.kind,
    dr: m.dr,
    cr: m.cr,
    amount: m.amount,
  });
  switch (cmd.kind) {
    case 'none':
    case 'pending':
      return [fromMove(cmd)];
    case 'post':
      return [{ id: randomUUID(), flags: 'post_pending', pendingId: pickHold(cmd.hold), amount: cmd.amount }];
    case 'void':
      return [{ id: randomUUID(), flags: 'void_pending', pendingId: pickHold(cmd.hold) }];
    case 'retry':
      return history.length > 0 ? [history[cmd.pick % history.length]!] : [];
    case 'conflict':
      return history.length > 0 ? [{ ...history[cmd.pick % history.length]!, contractId: randomUUID() }] : [];
    case 'overdraft': {
      const t = state.totals[cmd.from]!;
      return [{ id: randomUUID(), flags: 'none', dr: cmd.from, cr: 4, amount: t.cpo - t.dpo - t.dp + 1 }];
    }
    case 'batch':
      return [fromMove(cmd.a), fromMove(cmd.b)];
  }
}

let t: TestDatabase;
let db: Db;
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
});
afterAll(async () => t?.drop());

class Rollback extends Error {}

async function assertMatchesModel(tx: DbExecutor, ids: number[], state: State) {
  expect(await ledgerTotals(tx)).toEqual({ posted: 0, pending: 0 });
  const accounts = await balances(tx, ids);
  expect(
    accounts.map((a) => ({
      dp: a.debitsPending,
      dpo: a.debitsPosted,
      cp: a.creditsPending,
      cpo: a.creditsPosted,
    })),
  ).toEqual(state.totals);
  for (const a of accounts) {
    if (a.debitsMustNotExceedCredits)
      expect(a.debitsPending + a.debitsPosted).toBeLessThanOrEqual(a.creditsPosted);
    if (a.creditsMustNotExceedDebits)
      expect(a.creditsPending + a.creditsPosted).toBeLessThanOrEqual(a.debitsPosted);
  }
  const { rows } = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (
      SELECT pending_id FROM ledger_transfers WHERE pending_id IS NOT NULL GROUP BY pending_id HAVING count(*) > 1
    ) twice`);
  expect(rows[0]?.n).toBe(0);
  expect(await reconcile(tx)).toEqual([]);
}

describe('the ledger against its model', () => {
  it(`agrees with the model after every step of ${RUNS} random sequences`, async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 6 }), async (drawn) => {
        // Every sequence starts by funding both wallets, so holds and posts mostly succeed.
        const commands: Command[] = [
          {
            kind: 'batch',
            a: { kind: 'none', dr: 0, cr: 1, amount: 4000 },
            b: { kind: 'none', dr: 0, cr: 2, amount: 4000 },
          },
          ...drawn,
        ];
        // Each sequence runs in its own transaction, rolled back at the end: a clean ledger every time.
        await db
          .transaction(async (tx) => {
            const ids: number[] = [];
            for (const code of ACCOUNTS)
              ids.push((await ensureAccount(tx, { code, contractId: randomUUID() })).id);
            let state: State = {
              totals: ACCOUNTS.map(() => ({ dp: 0, dpo: 0, cp: 0, cpo: 0 })),
              rows: new Map(),
              resolvedBy: new Map(),
            };
            const history: ModelInput[] = [];
            for (const cmd of commands) {
              const batch = batchOf(cmd, state, history);
              if (batch.length === 0) continue;
              history.push(...batch);
              const model = applyBatchModel(batch, state);
              state = model.state;
              const toInput = (m: ModelInput): TransferInput => ({
                id: m.id,
                flags: m.flags,
                debitAccountId: m.dr === undefined ? undefined : ids[m.dr],
                creditAccountId: m.cr === undefined ? undefined : ids[m.cr],
                amount: m.amount,
                pendingId: m.pendingId,
                contractId: m.contractId,
                code: isResolution(m.flags) ? undefined : m.flags === 'pending' ? 'hold' : 'fund',
              });
              let actual: Outcome[] | string = 'none';
              const error = await ledgerErrorOf(
                createTransfers(tx, batch.map(toInput)).then((results) => {
                  actual = results.map(({ status, amount, remainder }) => ({ status, amount, remainder }));
                }),
              );
              expect(error === 'ok' ? actual : error, JSON.stringify({ cmd, batch })).toEqual(model.expected);
              await assertMatchesModel(tx, ids, state);
              steps += 1;
            }
            throw new Rollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof Rollback)) throw error;
          });
      }),
      { numRuns: RUNS },
    );
    expect(steps).toBeGreaterThan(RUNS);
  }, 180_000);
});
