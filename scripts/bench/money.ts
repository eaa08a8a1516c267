// The money (ADR 15), on the full app with its embedded PostgreSQL:
//   1. ledger throughput: escrow transfers per second through createTransfers
//      (funding and release batches over many contracts' accounts, every
//      release crediting the one platform_revenue row) next to plain INSERTs
//      of the same rows into the same ledger_transfers table, and the ratio;
//   2. delivery confirmation → payout paid (sandbox provider): contracts
//      booked, signed, funded with the test card, picked up and delivered
//      through the API, then confirmed; p50/p99 until the `payouts.pay` job
//      has paid the trucker, the broker, and the contract is executed.
import { loadConfig } from '../../apps/api/src/config';
import { createDatabase, type Database } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/modules/auth/passwords/hash-password';
import { startAppUnderBench } from './lib/app-under-bench';
import { envNumber, withCleanup, type Bench } from './lib/bench';
import { emitLatencies, round, type Fields } from './lib/emit';
import { regionZips, seedBrokers, seedTruckers, type SeededUser } from './lib/load-board-seed';
import { prepareLedgerBatches, runLedgerComparison } from './lib/money-ledger';
import {
  prepareContracts,
  readyPayoutAccounts,
  runConfirmToPaid,
  type MoneyMember,
  type PayoutRun,
} from './lib/money-payouts';
import { signInAll } from './lib/sign-in';

const PASSWORD = 'Bench-Money-2026';

const bench: Bench = {
  name: 'money',
  description: 'ledger transfers/s vs plain INSERTs (ratio); delivery confirmation → payout paid p50/p99',
  async run({ emit, log }) {
    const ledgerContracts = envNumber('BENCH_LEDGER_CONTRACTS', 4_000);
    const ledgerConcurrency = envNumber('BENCH_LEDGER_CONCURRENCY', 4);
    const ledgerRounds = envNumber('BENCH_LEDGER_ROUNDS', 4);
    const brokerCount = envNumber('BENCH_MONEY_BROKERS', 20);
    const truckerCount = envNumber('BENCH_MONEY_TRUCKERS', 200);
    const payoutContracts = envNumber('BENCH_PAYOUT_CONTRACTS', 1_000);
    const idleContracts = envNumber('BENCH_PAYOUT_IDLE_CONTRACTS', 100);
    const confirmConcurrency = envNumber('BENCH_CONFIRM_CONCURRENCY', 2);
    const payoutTimeoutMs = envNumber('BENCH_PAYOUT_TIMEOUT_MS', 600_000);

    const app = await startAppUnderBench('money', { PAYMENT_PROVIDER: 'sandbox' }, { log });
    let database: Database | undefined;
    await withCleanup(
      async () => {
        const port = app.port;
        database = createDatabase(app.connectionString, { max: ledgerConcurrency + 2 });
        const db = database.pool;

        const hash = await hashPassword(PASSWORD, loadConfig(app.env).auth.argon2);
        log(`seeding ${brokerCount} brokers and ${truckerCount} truckers`);
        const brokers = await seedBrokers(db, brokerCount, hash);
        const truckers = await seedTruckers(db, truckerCount, hash, brokers, regionZips());

        // 1. Ledger throughput.
        log(`ledger: preparing ${ledgerContracts} contracts' funding and release batches`);
        const batches = await prepareLedgerBatches(database.db, ledgerContracts, brokers, truckers);
        log(`ledger: ${ledgerRounds} alternating rounds at concurrency ${ledgerConcurrency}`);
        const ledger = await runLedgerComparison(
          database.db,
          db,
          batches,
          ledgerConcurrency,
          ledgerRounds,
          log,
        );
        const ledgerFields = {
          contracts: ledger.contracts,
          transfers: ledger.transfers,
          batches: ledger.batches,
          concurrency: ledgerConcurrency,
          brokers: brokerCount,
          truckers: truckerCount,
          batch: 'fund (fund + hold), release (post + 3 shares)',
        };
        const ledgerTps = ledger.transfers / (ledger.ledgerMs / 1000);
        const plainTps = ledger.transfers / (ledger.plainMs / 1000);
        emit({
          metric: 'transfers_per_second',
          value: round(ledgerTps, 1),
          unit: 'transfers/s',
          fields: { target: 'ledger-createTransfers', ...ledgerFields },
        });
        emit({
          metric: 'transfers_per_second',
          value: round(plainTps, 1),
          unit: 'transfers/s',
          fields: { target: 'plain-insert', ...ledgerFields },
        });
        emit({
          metric: 'throughput_ratio',
          value: round(ledgerTps / plainTps, 3),
          unit: 'ratio',
          fields: { numerator: 'ledger-createTransfers', denominator: 'plain-insert', ...ledgerFields },
        });
        emitLatencies(emit, 'ledger-batch', ledger.ledgerBatchMs, ledgerFields);
        emitLatencies(emit, 'plain-batch', ledger.plainBatchMs, ledgerFields);

        // 2. Delivery confirmation → payout paid.
        log(`payouts: signing in and onboarding ${brokerCount + truckerCount} payout accounts`);
        const members = async (users: SeededUser[]): Promise<MoneyMember[]> => {
          const signedIn = await signInAll(port, users, PASSWORD);
          const { rows } = await db.query<{ user_id: string; name: string; company: string }>(
            `SELECT p.user_id, p.first_name || ' ' || p.last_name AS name,
               coalesce(b.company_name, t.company_name) AS company
             FROM profiles p LEFT JOIN brokers b ON b.user_id = p.user_id LEFT JOIN truckers t ON t.user_id = p.user_id
             WHERE p.user_id = ANY($1::uuid[])`,
            [users.map((u) => u.id)],
          );
          const byId = new Map(rows.map((r) => [r.user_id, r]));
          return signedIn.map((s) => ({
            ...s,
            fullName: byId.get(s.id)?.name ?? s.email,
            companyName: byId.get(s.id)?.company ?? 'Bench LLC',
          }));
        };
        const payingBrokers = await members(brokers);
        const payingTruckers = await members(truckers);
        await readyPayoutAccounts(port, [...payingBrokers, ...payingTruckers]);
        log(
          `payouts: booking, signing, funding, picking up and delivering ${idleContracts + payoutContracts} contracts`,
        );
        const prepared = await prepareContracts(
          port,
          db,
          payingBrokers,
          payingTruckers,
          idleContracts + payoutContracts,
          log,
        );
        const emitPayouts = (run: PayoutRun, load: string, fields: Fields) => {
          const all = { load, ...fields, provider: 'sandbox' };
          emitLatencies(emit, 'confirm-to-trucker-paid', run.truckerMs, all);
          emitLatencies(emit, 'confirm-to-broker-paid', run.brokerMs, all);
          emitLatencies(emit, 'confirm-to-executed', run.executedMs, all);
          emitLatencies(emit, 'api-confirm', run.confirmMs, {
            ...all,
            path: 'POST /api/bookings/:id/confirm (releases escrow, queues payouts.pay)',
          });
          emit({
            metric: 'payouts_per_second',
            value: round(run.payoutRate, 1),
            unit: 'payouts/s',
            fields: { target: 'payouts.pay', ...all },
          });
        };

        // One confirmation at a time, each waiting for its payouts: the latency on an idle queue.
        log(`payouts: ${idleContracts} confirmations one at a time, each waiting for its payouts`);
        const idle = await runConfirmToPaid(
          port,
          db,
          prepared.slice(0, idleContracts),
          1,
          payoutTimeoutMs,
          log,
          true,
        );
        emitPayouts(idle, 'one-at-a-time', { contracts: idleContracts, concurrency: 1 });

        // Brokers confirming back to back: the queue under a sustained load.
        log(
          `payouts: confirming ${payoutContracts} deliveries back to back at concurrency ${confirmConcurrency}`,
        );
        const sustained = await runConfirmToPaid(
          port,
          db,
          prepared.slice(idleContracts),
          confirmConcurrency,
          payoutTimeoutMs,
          log,
        );
        emitPayouts(sustained, 'back-to-back', {
          contracts: payoutContracts,
          concurrency: confirmConcurrency,
          confirmsPerSecond: round(sustained.confirmRate, 1),
        });
      },
      async () => {
        await database?.close().catch(() => undefined);
        await app.stop();
      },
    );
  },
};

export default bench;
