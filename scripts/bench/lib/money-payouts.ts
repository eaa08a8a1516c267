// From delivery confirmation to payout paid, through the real app (sandbox
// provider): contracts are booked, signed by both parties, funded with the
// sandbox's test card, picked up and delivered through the API; then the
// broker confirms each delivery (POST /api/bookings/:id/confirm, which
// releases the escrow and queues the `payouts.pay` jobs) and the bench waits
// for each payout row to be `paid`. The latency is paid_at minus the moment
// the confirmation was sent (one machine, one clock).
import type pg from 'pg';
import { expectStatus, requestJson, type JsonRequest } from './http-json';
import { mapLimit } from './concurrency';
import { insertFreshLoad } from './load-board-seed';
import { sleep } from './net';
import type { SignedIn } from './sign-in';

/** The sandbox's card that always succeeds. */
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
/** Per-IP route limits (30 per 10 minutes on the payout account routes): each run of members gets its own address. */
const MEMBERS_PER_ADDRESS = 10;

export interface MoneyMember extends SignedIn {
  fullName: string;
  companyName: string;
}

export interface PreparedContract {
  contractId: string;
  bookingId: string;
  broker: MoneyMember;
  trucker: MoneyMember;
}

export interface PayoutRun {
  /** Confirmation sent → the trucker's payout paid, per contract. */
  truckerMs: number[];
  /** Confirmation sent → the broker's payout paid, per contract. */
  brokerMs: number[];
  /** Confirmation sent → the contract executed (every payout paid). */
  executedMs: number[];
  /** The confirm request's own round trip. */
  confirmMs: number[];
  /** Confirmations per second achieved. */
  confirmRate: number;
  /** Payouts paid per second, from the first confirmation to the last payout. */
  payoutRate: number;
}

function call<T>(port: number, what: string, expected: number, req: JsonRequest): Promise<T> {
  return requestJson<T>(port, req).then((res) => expectStatus(res, expected, what));
}

/**
 * Gives each member a ready sandbox payout account the way a member gets one:
 * POST /api/payments/account, then the sandbox's onboarding form.
 */
export async function readyPayoutAccounts(port: number, members: readonly MoneyMember[]): Promise<void> {
  await mapLimit(members, 4, async (m, i) => {
    const localAddress = `127.0.1.${2 + Math.floor(i / MEMBERS_PER_ADDRESS)}`;
    const created = await requestJson<{ account_id: string; account_link_url: string }>(port, {
      method: 'POST',
      path: '/api/payments/account',
      token: m.token,
      body: { email: m.email, company_name: m.companyName, country: 'US' },
      localAddress,
    });
    if (created.status !== 201 && created.status !== 200)
      throw new Error(`payout account of ${m.email}: HTTP ${created.status} ${JSON.stringify(created.body)}`);
    const link = new URL(created.body.account_link_url);
    const token = link.searchParams.get('token');
    if (!token) throw new Error(`payout account of ${m.email}: no token in ${link.href}`);
    await call(port, `sandbox onboarding of ${m.email}`, 200, {
      method: 'POST',
      path: `/api/sandbox/connect/${encodeURIComponent(created.body.account_id)}/complete`,
      body: { token, legalName: m.companyName, routingNumber: '110000000', accountNumber: '000123456789' },
      localAddress,
    });
    const status = await call<{ readiness: string }>(port, `payout account of ${m.email}`, 200, {
      method: 'GET',
      path: '/api/payments/account',
      token: m.token,
    });
    if (status.readiness !== 'ready')
      throw new Error(`payout account of ${m.email} is ${status.readiness} after onboarding`);
  });
}

/** Books, signs, funds, picks up and delivers one contract through the API: it awaits confirmation. */
async function prepareOne(
  port: number,
  pool: pg.Pool,
  broker: MoneyMember,
  trucker: MoneyMember,
): Promise<PreparedContract> {
  const loadId = await insertFreshLoad(pool, broker.id);
  const booking = await call<{ id: string; contractId: string | null }>(port, 'booking', 201, {
    method: 'POST',
    path: `/api/loads/${loadId}/book`,
    token: trucker.token,
    // Each bench trucker carries many loads with the same hours: the overlap is accepted.
    body: { confirmOverlap: true },
  });
  const contractId = booking.contractId;
  if (!contractId) throw new Error(`booking ${booking.id} has no contract`);
  for (const m of [trucker, broker]) {
    await call(port, `signature of ${m.email}`, 200, {
      method: 'POST',
      path: `/api/contracts/${contractId}/sign`,
      token: m.token,
      body: { fullName: m.fullName },
    });
  }
  const funded = await requestJson<{ escrowStatus?: string }>(port, {
    method: 'POST',
    path: `/api/contracts/${contractId}/fund`,
    token: broker.token,
    body: { card: TEST_CARD },
  });
  if ((funded.status !== 200 && funded.status !== 201) || funded.body.escrowStatus !== 'held')
    throw new Error(`funding ${contractId}: HTTP ${funded.status} ${JSON.stringify(funded.body)}`);
  await call(port, 'pickup', 200, {
    method: 'POST',
    path: `/api/bookings/${booking.id}/pickup`,
    token: trucker.token,
    body: {},
  });
  await call(port, 'delivery', 200, {
    method: 'POST',
    path: `/api/bookings/${booking.id}/deliver`,
    token: trucker.token,
    body: { note: 'Delivered to the dock, BOL signed by receiving.' },
  });
  return { contractId, bookingId: booking.id, broker, trucker };
}

export function prepareContracts(
  port: number,
  pool: pg.Pool,
  brokers: readonly MoneyMember[],
  truckers: readonly MoneyMember[],
  count: number,
  log: (m: string) => void,
): Promise<PreparedContract[]> {
  let done = 0;
  return mapLimit(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i) => {
      const prepared = await prepareOne(
        port,
        pool,
        brokers[i % brokers.length] as MoneyMember,
        truckers[i % truckers.length] as MoneyMember,
      );
      done += 1;
      if (done % 200 === 0 || done === count) log(`  ${done}/${count} contracts delivered and funded`);
      return prepared;
    },
  );
}

/** Waits until both payouts of the contracts are paid; fails on a failed payout or after `timeoutMs`. */
async function waitForPayouts(
  pool: pg.Pool,
  ids: string[],
  timeoutMs: number,
  pollMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ paid: number; failed: number; open: number }>(
      `SELECT count(*) FILTER (WHERE status = 'paid')::int AS paid,
         count(*) FILTER (WHERE status = 'failed')::int AS failed,
         count(*) FILTER (WHERE status NOT IN ('paid', 'failed'))::int AS open
       FROM payouts WHERE contract_id = ANY($1::uuid[])`,
      [ids],
    );
    const { paid = 0, failed = 0, open = 0 } = rows[0] ?? {};
    if (failed > 0) throw new Error(`${failed} payouts failed`);
    if (paid === ids.length * 2 && open === 0) return;
    if (Date.now() > deadline)
      throw new Error(
        `after ${timeoutMs} ms: ${paid} payouts paid, ${open} still open (expected ${ids.length * 2})`,
      );
    await sleep(pollMs);
  }
}

/**
 * Confirms every delivery and waits until every payout is paid; fails on a
 * failed payout or after `timeoutMs`. `concurrency` brokers confirm back to
 * back (the queue may back up: a sustained load); with `oneAtATime` each
 * confirmation waits for its payouts before the next (an idle queue).
 */
export async function runConfirmToPaid(
  port: number,
  pool: pg.Pool,
  contracts: readonly PreparedContract[],
  concurrency: number,
  timeoutMs: number,
  log: (m: string) => void,
  oneAtATime = false,
): Promise<PayoutRun> {
  const sentAt = new Map<string, number>();
  const confirmMs: number[] = [];
  const started = Date.now();
  await mapLimit(contracts, concurrency, async (c) => {
    sentAt.set(c.contractId, Date.now());
    const res = await requestJson(port, {
      method: 'POST',
      path: `/api/bookings/${c.bookingId}/confirm`,
      token: c.broker.token,
      body: {},
    });
    expectStatus(res, 200, `confirmation of ${c.bookingId}`);
    confirmMs.push(res.ms);
    if (oneAtATime) await waitForPayouts(pool, [c.contractId], timeoutMs, 10);
  });
  const confirmRate = contracts.length / ((Date.now() - started) / 1000);
  log(`  ${contracts.length} confirmations sent (${confirmRate.toFixed(1)}/s); waiting for the payouts`);

  const ids = contracts.map((c) => c.contractId);
  await waitForPayouts(pool, ids, timeoutMs, 250);
  const { rows: jobs } = await pool.query<{ attempts: number; n: number; error: string | null }>(
    `SELECT attempts, count(*)::int AS n, max(last_error) AS error FROM jobs
     WHERE kind = 'payouts.pay' AND payload->>'contractId' = ANY($1::text[]) GROUP BY attempts ORDER BY attempts`,
    [ids],
  );
  log(
    `  payouts.pay jobs by attempts: ${jobs.map((j) => `${j.n} × ${j.attempts}${j.error ? ` (${j.error})` : ''}`).join(', ')}`,
  );

  const { rows } = await pool.query<{
    contract_id: string;
    member: string;
    paid_ms: number;
    executed_ms: number | null;
    status: string;
  }>(
    `SELECT p.contract_id, p.member, (extract(epoch FROM p.paid_at) * 1000)::float8 AS paid_ms,
       (extract(epoch FROM c.executed_at) * 1000)::float8 AS executed_ms, c.status
     FROM payouts p JOIN contracts c ON c.id = p.contract_id WHERE p.contract_id = ANY($1::uuid[])`,
    [ids],
  );
  const lastPaid = Math.max(...rows.map((r) => r.paid_ms));
  const payoutRate = rows.length / ((lastPaid - started) / 1000);
  const run: PayoutRun = { truckerMs: [], brokerMs: [], executedMs: [], confirmMs, confirmRate, payoutRate };
  const executed = new Set<string>();
  for (const r of rows) {
    const t0 = sentAt.get(r.contract_id) as number;
    (r.member === 'trucker' ? run.truckerMs : run.brokerMs).push(r.paid_ms - t0);
    if (r.status !== 'executed' || r.executed_ms === null)
      throw new Error(`contract ${r.contract_id} is ${r.status} with every payout paid`);
    if (!executed.has(r.contract_id)) {
      executed.add(r.contract_id);
      run.executedMs.push(r.executed_ms - t0);
    }
  }
  return run;
}
