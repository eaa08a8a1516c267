import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';
import { balances, createTransfers, ledgerTotals, reconcile } from '../src/modules/ledger/index';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { createLedgerAccount, fundedWallet, ledgerErrorOf } from './helpers/ledger';

const CONCURRENT = 50;

let t: TestDatabase;
// One connection per concurrent transaction, so they truly race.
let wide: Database;
beforeAll(async () => {
  t = await createTestDatabase();
  wide = createDatabase(t.url, { max: CONCURRENT });
});
afterAll(async () => {
  await wide?.close();
  await t?.drop();
});

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/**
 * Runs `work` CONCURRENT times at once, each in its own transaction on its own
 * connection: every transaction has begun before any of them starts its work,
 * and each holds its locks a moment longer, so the races are real.
 */
async function race(work: (tx: Tx, i: number) => Promise<unknown>): Promise<string[]> {
  let arrived = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) =>
      ledgerErrorOf(
        wide.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          arrived += 1;
          if (arrived === CONCURRENT) open();
          await gate;
          await work(tx, i);
          await tx.execute(sql`SELECT pg_sleep(0.005)`);
        }),
      ),
    ),
  );
}

describe('the ledger under concurrency', () => {
  it(`posts one hold once when ${CONCURRENT} transactions post it at once`, async () => {
    const { wallet } = await fundedWallet(wide.db, 1000);
    const escrow = await createLedgerAccount(wide.db, 'escrow');
    const holdId = randomUUID();
    await createTransfers(wide.db, [
      {
        id: holdId,
        flags: 'pending',
        debitAccountId: wallet.id,
        creditAccountId: escrow.id,
        amount: 1000,
        code: 'hold',
      },
    ]);
    const outcomes = await race((tx) =>
      createTransfers(tx, [{ id: randomUUID(), flags: 'post_pending', pendingId: holdId }]),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'pending_transfer_already_posted')).toHaveLength(CONCURRENT - 1);
    const { rows } = await wide.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE pending_id = ${holdId}`,
    );
    expect(rows[0]?.n).toBe(1);
    expect(await balances(wide.db, [wallet.id, escrow.id])).toMatchObject([
      { debitsPending: 0, debitsPosted: 1000 },
      { creditsPending: 0, creditsPosted: 1000 },
    ]);
  });

  it(`creates a transfer once when ${CONCURRENT} identical retries arrive at once`, async () => {
    const funding = await createLedgerAccount(wide.db, 'funding');
    const wallet = await createLedgerAccount(wide.db, 'broker_wallet');
    const fund = {
      id: randomUUID(),
      debitAccountId: funding.id,
      creditAccountId: wallet.id,
      amount: 700,
      code: 'fund' as const,
    };
    const statuses: string[] = [];
    expect(
      await race(async (tx) => {
        const [result] = await createTransfers(tx, [fund]);
        statuses.push(result?.status ?? 'none');
      }),
    ).toEqual(Array(CONCURRENT).fill('ok'));
    expect(statuses.filter((s) => s === 'created')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'exists')).toHaveLength(CONCURRENT - 1);
    expect(await balances(wide.db, [wallet.id])).toMatchObject([{ creditsPosted: 700 }]);
  });

  it('keeps one transfer when one id arrives at once with different accounts (no shared lock to queue on)', async () => {
    const pairs = await Promise.all(
      Array.from({ length: CONCURRENT }, async () => ({
        funding: await createLedgerAccount(wide.db, 'funding'),
        wallet: await createLedgerAccount(wide.db, 'broker_wallet'),
      })),
    );
    const id = randomUUID();
    const outcomes = await race((tx, i) =>
      createTransfers(tx, [
        {
          id,
          debitAccountId: pairs[i]!.funding.id,
          creditAccountId: pairs[i]!.wallet.id,
          amount: 5,
          code: 'fund',
        },
      ]),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'exists_with_different_fields')).toHaveLength(CONCURRENT - 1);
    const wallets = await balances(
      wide.db,
      pairs.map((p) => p.wallet.id),
    );
    expect(wallets.filter((w) => w.creditsPosted === 5)).toHaveLength(1);
    expect(wallets.filter((w) => w.creditsPosted === 0)).toHaveLength(CONCURRENT - 1);
  });

  it('never deadlocks on transfers across the same accounts in both directions', async () => {
    const { wallet: a } = await fundedWallet(wide.db, 10_000);
    const { wallet: b } = await fundedWallet(wide.db, 10_000);
    const c = await createLedgerAccount(wide.db, 'escrow');
    const outcomes = await race((tx, i) => {
      // Each batch names its accounts in a different order: a→b then b→c, or c's side first.
      const batch =
        i % 2 === 0
          ? [
              {
                id: randomUUID(),
                debitAccountId: a.id,
                creditAccountId: b.id,
                amount: 3,
                code: 'fund' as const,
              },
              {
                id: randomUUID(),
                debitAccountId: b.id,
                creditAccountId: c.id,
                amount: 1,
                code: 'hold' as const,
              },
            ]
          : [
              {
                id: randomUUID(),
                debitAccountId: b.id,
                creditAccountId: a.id,
                amount: 2,
                code: 'fund' as const,
              },
              {
                id: randomUUID(),
                debitAccountId: a.id,
                creditAccountId: c.id,
                amount: 1,
                code: 'hold' as const,
              },
            ];
      return createTransfers(tx, batch);
    });
    expect(outcomes).toEqual(Array(CONCURRENT).fill('ok'));
    const half = CONCURRENT / 2;
    expect(await balances(wide.db, [a.id, b.id, c.id])).toMatchObject([
      { creditsPosted: 10_000 + 2 * half, debitsPosted: 3 * half + half },
      { creditsPosted: 10_000 + 3 * half, debitsPosted: half + 2 * half },
      { creditsPosted: CONCURRENT },
    ]);
    expect(await ledgerTotals(wide.db)).toEqual({ posted: 0, pending: 0 });
    expect(await reconcile(wide.db)).toEqual([]);
  });
});
