import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../src/db/client';
import {
  applyEscrowEvent,
  holdId,
  newEscrowState,
  resolveTransfers,
  type EscrowEvent,
  type EscrowState,
} from '../src/modules/escrow/index';
import { createTransfers, ledgerTotals, reconcile, type TransferResult } from '../src/modules/ledger/index';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { applyAndSubmit, insertMember } from './helpers/escrow';
import { ledgerErrorOf } from './helpers/ledger';

const CONCURRENT = 50;
const ctx = { now: new Date('2026-11-23T12:00:00Z') };

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

/** A funded, delivered contract: its fund and hold transfers committed. */
async function deliveredContract(events: EscrowEvent[] = []): Promise<EscrowState> {
  let state = newEscrowState({
    contractId: randomUUID(),
    brokerId: await insertMember(wide.db, 'broker'),
    truckerId: await insertMember(wide.db, 'trucker'),
    totalCents: 250_000,
    tonuFeeCents: 15_000,
  });
  const path: EscrowEvent[] = [
    { type: 'sign', party: 'broker' },
    { type: 'sign', party: 'trucker' },
    { type: 'fund' },
    { type: 'pickUp' },
    { type: 'deliver' },
    ...events,
  ];
  for (const event of path) state = (await applyAndSubmit(wide.db, state, event, ctx)).state;
  return state;
}

/**
 * Each of CONCURRENT transactions computes an event's transfers from the same
 * state and submits them, all at once (every transaction has begun before any
 * submits). Returns each one's LedgerError code, or its results.
 */
async function race(state: EscrowState, eventOf: (i: number) => EscrowEvent) {
  let arrived = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const results: TransferResult[][] = [];
  const outcomes = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) =>
      ledgerErrorOf(
        wide.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`);
          arrived += 1;
          if (arrived === CONCURRENT) open();
          await gate;
          const { transfers } = applyEscrowEvent(state, eventOf(i), ctx);
          results.push(await createTransfers(tx, await resolveTransfers(tx, state, transfers)));
          await tx.execute(sql`SELECT pg_sleep(0.005)`);
        }),
      ),
    ),
  );
  return { outcomes, results };
}

async function resolutionsOf(hold: string): Promise<number> {
  const { rows } = await wide.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE pending_id = ${hold}`,
  );
  return rows[0]?.n ?? 0;
}

async function paidTo(state: EscrowState): Promise<Record<string, number>> {
  const { rows } = await wide.db.execute<{ code: string; total: number }>(sql`
    SELECT code, sum(amount)::bigint AS total FROM ledger_transfers
    WHERE contract_id = ${state.contractId} AND flags = 'none' GROUP BY code ORDER BY code`);
  return Object.fromEntries(rows.map((r) => [r.code, r.total]));
}

describe('escrow releases under concurrency', () => {
  it(`posts the hold once when ${CONCURRENT} confirmations of one contract race`, async () => {
    const state = await deliveredContract();
    const { outcomes, results } = await race(state, () => ({ type: 'confirm' }));
    // Every confirmation computed the same transfers: one created them, the others found them.
    expect(outcomes).toEqual(Array(CONCURRENT).fill('ok'));
    const statuses = results.map((r) => r.map((x) => x.status).join(','));
    expect(statuses.filter((s) => s === 'created,created,created,created')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'exists,exists,exists,exists')).toHaveLength(CONCURRENT - 1);
    expect(await resolutionsOf(holdId(state))).toBe(1);
    expect(await paidTo(state)).toEqual({
      fund: 250_000,
      release_broker: 25_000,
      release_platform: 25_000,
      release_trucker: 200_000,
    });
    expect(await ledgerTotals(wide.db)).toEqual({ posted: 0, pending: 0 });
    expect(await reconcile(wide.db)).toEqual([]);
  });

  it(`lets one of ${CONCURRENT} racing dispute resolutions (release, split) move the money`, async () => {
    const state = await deliveredContract([{ type: 'dispute', reason: 'Seal broken on arrival' }]);
    const split = {
      kind: 'split' as const,
      truckerCents: 150_000,
      brokerCents: 75_000,
      platformCents: 25_000,
    };
    const { outcomes } = await race(state, (i) => ({
      type: 'resolve',
      resolution: i % 2 === 0 ? { kind: 'release' } : split,
    }));
    // The first ending wins; the same ending again is `exists`, the other is refused.
    const refused = outcomes.filter((o) => o !== 'ok');
    expect(new Set(refused)).toEqual(new Set(['pending_transfer_already_posted']));
    expect(refused.length).toBe(CONCURRENT / 2);
    expect(await resolutionsOf(holdId(state))).toBe(1);
    const paid = await paidTo(state);
    expect([
      { fund: 250_000, release_broker: 25_000, release_platform: 25_000, release_trucker: 200_000 },
      { fund: 250_000, refund: 75_000, release_platform: 25_000, release_trucker: 150_000 },
    ]).toContainEqual(paid);
    expect(await ledgerTotals(wide.db)).toEqual({ posted: 0, pending: 0 });
    expect(await reconcile(wide.db)).toEqual([]);
  });
});
