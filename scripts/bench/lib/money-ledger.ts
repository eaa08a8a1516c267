// Ledger throughput: the escrow ledger's createTransfers next to plain INSERTs
// of equivalent rows into the same ledger_transfers table, on the same
// database, with the same batches, transaction boundaries and concurrency.
//
// Each contract makes the batches the escrow rules make for it: funding (the
// card charge into the broker's wallet + the hold into escrow) and release
// (the hold posted + escrow paid to the trucker, the broker and the one
// platform_revenue account every release credits: the hot row). Contracts are
// spread over many brokers and truckers, so wallets and payables are shared
// the way they are in production.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Db } from '../../../apps/api/src/db/client';
import {
  applyEscrowEvent,
  newEscrowState,
  resolveTransfers,
  type EscrowEvent,
  type EscrowState,
} from '../../../apps/api/src/modules/escrow/index';
import {
  createTransfers,
  ledgerTotals,
  transferId,
  type TransferInput,
} from '../../../apps/api/src/modules/ledger/index';
import { mapLimit, seededRandom } from './concurrency';
import type { SeededUser } from './load-board-seed';
import { inTransaction } from './transaction';

/** One batch as createTransfers gets it, and the same rows spelled out for a plain INSERT. */
interface Batch {
  kind: 'fund' | 'release';
  transfers: TransferInput[];
  rows: PlainRow[];
}

interface PlainRow {
  id: string;
  debit: number;
  credit: number;
  amount: number;
  flags: string;
  pendingId: string | null;
  code: string;
  contractId: string;
}

export interface LedgerRun {
  contracts: number;
  transfers: number;
  batches: number;
  ledgerMs: number;
  plainMs: number;
  /** Milliseconds per batch, for each side. */
  ledgerBatchMs: number[];
  plainBatchMs: number[];
}

const DAY = 86_400_000;

/** Runs the escrow rules over a contract's life and returns its fund and release transfers. */
function contractBatches(state0: EscrowState, now: Date): { fund: EscrowStep; release: EscrowStep } {
  let state = state0;
  const step = (event: EscrowEvent, at: Date) => {
    const outcome = applyEscrowEvent(state, event, { now: at });
    state = outcome.state;
    return outcome;
  };
  step({ type: 'sign', party: 'trucker' }, now);
  step({ type: 'sign', party: 'broker' }, now);
  const fund = step({ type: 'fund' }, now);
  const fundState = state;
  step({ type: 'pickUp' }, now);
  step({ type: 'deliver' }, now);
  const release = step({ type: 'confirm' }, new Date(now.getTime() + DAY / 24));
  return {
    fund: { state: fundState, transfers: fund.transfers },
    release: { state, transfers: release.transfers },
  };
}

interface EscrowStep {
  state: EscrowState;
  transfers: Parameters<typeof resolveTransfers>[2];
}

/**
 * Builds `count` contracts' batches with their ledger accounts created
 * beforehand (account creation is not what is measured), and for each batch
 * the equivalent plain rows: the same accounts, amounts, flags and codes
 * under ids of their own (a plain post resolves its own plain hold, as the
 * resolution index requires).
 */
export async function prepareLedgerBatches(
  db: Db,
  count: number,
  brokers: readonly SeededUser[],
  truckers: readonly SeededUser[],
): Promise<{ fund: Batch; release: Batch }[]> {
  const random = seededRandom(0x1ed6e4);
  const now = new Date();
  return mapLimit(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const state = newEscrowState({
        contractId: randomUUID(),
        brokerId: (brokers[i % brokers.length] as SeededUser).id,
        truckerId: (truckers[Math.floor(random() * truckers.length)] as SeededUser).id,
        // $300–$1,500, as short-haul loads go.
        totalCents: 30_000 + Math.floor(random() * 120_000),
        tonuFeeCents: 15_000,
      });
      const { fund, release } = contractBatches(state, now);
      const fundInputs = await resolveTransfers(db, fund.state, fund.transfers);
      const releaseInputs = await resolveTransfers(db, release.state, release.transfers);
      const accountsOf = new Map<string, { debit: number; credit: number }>();
      const plain = (inputs: TransferInput[]): PlainRow[] =>
        inputs.map((t) => {
          const hold = t.pendingId ? accountsOf.get(t.pendingId) : undefined;
          const debit = t.debitAccountId ?? hold?.debit;
          const credit = t.creditAccountId ?? hold?.credit;
          if (debit === undefined || credit === undefined)
            throw new Error(`transfer ${t.id} has no accounts`);
          accountsOf.set(t.id, { debit, credit });
          return {
            id: transferId('bench-plain', t.id),
            debit,
            credit,
            amount: t.amount || (hold ? state.totalCents : 0),
            flags: t.flags ?? 'none',
            pendingId: t.pendingId ? transferId('bench-plain', t.pendingId) : null,
            code: t.code ?? 'hold',
            contractId: state.contractId,
          };
        });
      return {
        fund: { kind: 'fund' as const, transfers: fundInputs, rows: plain(fundInputs) },
        release: { kind: 'release' as const, transfers: releaseInputs, rows: plain(releaseInputs) },
      };
    },
  );
}

/** The plain side: the batch's rows, one INSERT each, in one transaction (as createTransfers has). */
async function insertPlain(pool: pg.Pool, rows: PlainRow[]): Promise<void> {
  await inTransaction(pool, async (client) => {
    for (const r of rows) {
      await client.query(
        `INSERT INTO ledger_transfers (id, debit_account_id, credit_account_id, amount, flags, pending_id, code, contract_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [r.id, r.debit, r.credit, r.amount, r.flags, r.pendingId, r.code, r.contractId],
      );
    }
  });
}

/**
 * Runs the contracts in `rounds` alternating slices (ledger slice, then the
 * same slice as plain INSERTs), so both sides meet the table at the same size.
 * Within a slice, `concurrency` workers take contracts; each submits the
 * contract's funding batch, then its release batch. Checks afterwards that the
 * ledger still sums to zero and every transfer was created once.
 */
export async function runLedgerComparison(
  db: Db,
  pool: pg.Pool,
  contracts: { fund: Batch; release: Batch }[],
  concurrency: number,
  rounds: number,
  log: (m: string) => void,
): Promise<LedgerRun> {
  const run: LedgerRun = {
    contracts: contracts.length,
    transfers: 0,
    batches: contracts.length * 2,
    ledgerMs: 0,
    plainMs: 0,
    ledgerBatchMs: [],
    plainBatchMs: [],
  };
  const size = Math.ceil(contracts.length / rounds);
  for (let r = 0; r < rounds; r++) {
    const slice = contracts.slice(r * size, (r + 1) * size);
    let started = performance.now();
    await mapLimit(slice, concurrency, async (c) => {
      for (const batch of [c.fund, c.release]) {
        const t0 = performance.now();
        const results = await createTransfers(db, batch.transfers);
        run.ledgerBatchMs.push(performance.now() - t0);
        if (results.some((x) => x.status !== 'created'))
          throw new Error(`a ${batch.kind} batch found transfers that already existed`);
        run.transfers += results.length;
      }
    });
    run.ledgerMs += performance.now() - started;
    started = performance.now();
    await mapLimit(slice, concurrency, async (c) => {
      for (const batch of [c.fund, c.release]) {
        const t0 = performance.now();
        await insertPlain(pool, batch.rows);
        run.plainBatchMs.push(performance.now() - t0);
      }
    });
    run.plainMs += performance.now() - started;
    log(`  ledger round ${r + 1}/${rounds}: ${slice.length} contracts each way`);
  }
  const totals = await ledgerTotals(db);
  if (totals.posted !== 0 || totals.pending !== 0)
    throw new Error(`the ledger no longer sums to zero: ${JSON.stringify(totals)}`);
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transfers');
  if (rows[0]?.n !== run.transfers * 2)
    throw new Error(`expected ${run.transfers * 2} ledger_transfers rows, found ${rows[0]?.n}`);
  return run;
}
