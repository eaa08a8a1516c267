import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbExecutor } from '../src/db/client';
import {
  applyEscrowEvent,
  EscrowRuleError,
  newEscrowState,
  type EscrowContext,
  type EscrowEvent,
  type EscrowState,
  type PayoutMember,
  type Resolution,
  type TransferSpec,
} from '../src/modules/escrow/index';
import { createTransfers, reconcile, type TransferInput } from '../src/modules/ledger/index';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { applyAndSubmit, insertMember } from './helpers/escrow';

/**
 * The escrow rules and the real ledger against a small model written here
 * from ADR 15, on random sequences of contract events: after every step the
 * statuses agree with the model, the ledger sums to zero, no flagged account
 * is overdrawn, no hold is resolved twice, and every contract's money is
 * conserved (funded = paid to the parties + refunded + still held).
 */

/**
 * Random sequences per run, each run drawing its own seed. `.ci/run` runs this file on Node 20 and on
 * Node 24: 1,000 different sequences a CI run (1,000 on each runtime took a minute of the suite's
 * 25 on two cores).
 */
const RUNS = 500;
const HOUR = 3_600_000;
const MEMBERS: PayoutMember[] = ['trucker', 'broker'];

// ---- The model: what a contract's money should be, derived without the rules' code. ----

type Payout = 'none' | 'due' | 'pending' | 'paid';
interface ModelContract {
  total: number;
  shares: { trucker: number; broker: number; platform: number };
  tonuFee: number;
  signs: { broker: boolean; trucker: boolean };
  cancelled: boolean;
  funded: boolean;
  /** How escrow ended, if it did. */
  ended: null | 'released' | 'refunded';
  pickedUp: boolean;
  podAt: number | null;
  disputed: boolean;
  owed: Record<PayoutMember, number>;
  payout: Record<PayoutMember, Payout>;
  /** Where this contract's money is, in cents. */
  money: {
    charged: number;
    held: number;
    toTrucker: number;
    toBroker: number;
    toPlatform: number;
    refunded: number;
    payoutPending: Record<PayoutMember, number>;
    payoutPaid: Record<PayoutMember, number>;
  };
}

function modelContract(total: number, tonuFee: number): ModelContract {
  const tenth = Math.floor(total / 10);
  return {
    total,
    shares: { trucker: total - 2 * tenth, broker: tenth, platform: tenth },
    tonuFee,
    signs: { broker: false, trucker: false },
    cancelled: false,
    funded: false,
    ended: null,
    pickedUp: false,
    podAt: null,
    disputed: false,
    owed: { trucker: 0, broker: 0 },
    payout: { trucker: 'none', broker: 'none' },
    money: {
      charged: 0,
      held: 0,
      toTrucker: 0,
      toBroker: 0,
      toPlatform: 0,
      refunded: 0,
      payoutPending: { trucker: 0, broker: 0 },
      payoutPaid: { trucker: 0, broker: 0 },
    },
  };
}

const escrowStatusOf = (m: ModelContract) => m.ended ?? (m.funded ? 'held' : 'pending');
function statusOf(m: ModelContract) {
  if (m.cancelled) return 'cancelled';
  if (!m.signs.broker || !m.signs.trucker) return 'pending';
  const paidOut = MEMBERS.every((p) => m.payout[p] === 'none' || m.payout[p] === 'paid');
  return m.ended === 'released' && paidOut ? 'executed' : 'signed';
}

/** Escrow ends: `kept` goes to the trucker (and platform, and the broker's share), the rest back to the card. */
function end(
  m: ModelContract,
  how: 'released' | 'refunded',
  to: { trucker: number; broker: number; platform: number },
) {
  m.ended = how;
  m.money.held = 0;
  m.money.toTrucker += to.trucker;
  m.money.toBroker += to.broker;
  m.money.toPlatform += to.platform;
  m.money.refunded += m.total - to.trucker - to.broker - to.platform;
  m.owed = { trucker: to.trucker, broker: to.broker };
  for (const p of MEMBERS) m.payout[p] = m.owed[p] > 0 ? 'due' : 'none';
}

/** One event against a copy of the model: the copy, or the refusal's code. */
function stepModel(before: ModelContract, event: EscrowEvent, now: number): ModelContract | string {
  const m: ModelContract = structuredClone(before);
  const isPayout = event.type.startsWith('payout');
  if (m.cancelled && !isPayout) return 'cancelled';
  const escrow = escrowStatusOf(m);
  const deliveredAndHeld = () =>
    m.ended === 'released'
      ? 'already_released'
      : m.podAt === null
        ? 'not_delivered'
        : escrow !== 'held'
          ? 'funds_not_held'
          : null;
  switch (event.type) {
    case 'sign':
      if (m.signs[event.party]) return 'already_signed';
      m.signs[event.party] = true;
      return m;
    case 'fund':
    case 'fundDeclined':
      if (escrow !== 'pending') return 'already_funded';
      if (!m.signs.broker || !m.signs.trucker) return 'not_signed';
      if (event.type === 'fund') {
        m.funded = true;
        m.money.charged = m.total;
        m.money.held = m.total;
      }
      return m;
    case 'pickUp':
      if (m.pickedUp) return 'already_picked_up';
      if (escrow !== 'held') return 'funds_not_held';
      m.pickedUp = true;
      return m;
    case 'deliver':
      if (m.podAt !== null) return 'already_delivered';
      if (!m.pickedUp) return 'not_picked_up';
      m.podAt = now;
      return m;
    case 'confirm':
    case 'autoRelease': {
      const refused = deliveredAndHeld() ?? (m.disputed ? 'disputed' : null);
      if (refused) return refused;
      if (event.type === 'autoRelease' && now < m.podAt! + 24 * HOUR) return 'release_not_due';
      end(m, 'released', m.shares);
      return m;
    }
    case 'dispute': {
      const refused = deliveredAndHeld() ?? (m.disputed ? 'already_disputed' : null);
      if (refused) return refused;
      if (now >= m.podAt! + 24 * HOUR) return 'dispute_window_closed';
      if (event.reason.trim() === '') return 'reason_required';
      m.disputed = true;
      return m;
    }
    case 'resolve': {
      if (m.ended === 'released') return 'already_released';
      if (!m.disputed) return 'not_disputed';
      const r = event.resolution;
      if (r.kind === 'release') end(m, 'released', m.shares);
      if (r.kind === 'refund') {
        end(m, 'refunded', { trucker: 0, broker: 0, platform: 0 });
        m.cancelled = true;
      }
      if (r.kind === 'split') {
        const parts = [r.truckerCents, r.brokerCents, r.platformCents];
        if (parts.some((c) => !Number.isInteger(c) || c < 0)) return 'split_invalid';
        if (parts.reduce((a, b) => a + b) !== m.total) return 'split_must_sum_to_total';
        const kept = r.truckerCents + r.platformCents;
        end(m, kept > 0 ? 'released' : 'refunded', {
          trucker: r.truckerCents,
          broker: 0,
          platform: r.platformCents,
        });
        if (kept === 0) m.cancelled = true;
      }
      return m;
    }
    case 'cancel': {
      if (m.ended === 'released') return 'already_released';
      if (m.pickedUp) return 'already_picked_up';
      m.cancelled = true;
      if (escrow === 'held') {
        const tonu = event.by === 'broker' && m.signs.trucker ? Math.min(m.tonuFee, m.total) : 0;
        end(m, 'refunded', { trucker: tonu, broker: 0, platform: 0 });
      }
      return m;
    }
    case 'payoutRequested':
      if (m.payout[event.member] === 'pending') return 'payout_pending';
      if (m.payout[event.member] !== 'due') return 'nothing_to_pay_out';
      m.payout[event.member] = 'pending';
      m.money.payoutPending[event.member] = m.owed[event.member];
      return m;
    case 'payoutPaid':
    case 'payoutFailed':
      if (m.payout[event.member] !== 'pending') return 'payout_not_pending';
      m.money.payoutPending[event.member] = 0;
      if (event.type === 'payoutPaid') {
        m.payout[event.member] = 'paid';
        m.money.payoutPaid[event.member] = m.owed[event.member];
      } else m.payout[event.member] = 'due';
      return m;
  }
}

/**
 * The next event of the happy path, so random sequences get far; `variant` 0
 * takes the unhappy turn (the broker cancels instead of the pickup, a
 * dispute instead of a confirmation, a failed payout) and picks how a
 * dispute is resolved.
 */
function nextEvent(m: ModelContract, now: number, variant: number): EscrowEvent {
  if (!m.signs.broker) return { type: 'sign', party: 'broker' };
  if (!m.signs.trucker) return { type: 'sign', party: 'trucker' };
  if (!m.funded) return { type: 'fund' };
  if (!m.pickedUp && !m.cancelled)
    return variant === 0 ? { type: 'cancel', by: 'broker' } : { type: 'pickUp' };
  if (m.podAt === null && !m.cancelled) return { type: 'deliver' };
  if (!m.ended && m.disputed) {
    const third = Math.floor(m.total / 3);
    const resolutions: Resolution[] = [
      { kind: 'split', truckerCents: third, brokerCents: m.total - 2 * third, platformCents: third },
      { kind: 'release' },
      { kind: 'refund' },
    ];
    return { type: 'resolve', resolution: resolutions[variant % 3]! };
  }
  if (!m.ended && variant === 0) return { type: 'dispute', reason: 'Delivered a day late' };
  if (!m.ended) return now >= m.podAt! + 24 * HOUR ? { type: 'autoRelease' } : { type: 'confirm' };
  const member = MEMBERS.find((p) => m.payout[p] === 'due' || m.payout[p] === 'pending') ?? 'trucker';
  if (m.payout[member] !== 'pending') return { type: 'payoutRequested', member };
  return { type: variant === 0 ? 'payoutFailed' : 'payoutPaid', member };
}

// ---- Commands ----

const contract = fc.constantFrom(0, 1);
const member = fc.constantFrom<PayoutMember>('trucker', 'broker');
const splitDraw = fc.record({
  trucker: fc.integer({ min: 0, max: 100 }),
  broker: fc.integer({ min: 0, max: 100 }),
  off: fc.constantFrom(0, 0, 0, 1, -1),
});
type SplitDraw = { trucker: number; broker: number; off: number };
const resolution = fc.oneof(
  fc.constant<{ kind: 'release' } | { kind: 'refund' }>({ kind: 'release' }),
  fc.constant<{ kind: 'release' } | { kind: 'refund' }>({ kind: 'refund' }),
  splitDraw.map((d) => ({ kind: 'split' as const, draw: d })),
);
type Drawn =
  | Exclude<EscrowEvent, { type: 'resolve' }>
  | {
      type: 'resolve';
      resolution: { kind: 'release' } | { kind: 'refund' } | { kind: 'split'; draw: SplitDraw };
    };
const drawnEvent: fc.Arbitrary<Drawn> = fc.oneof(
  fc.record({
    type: fc.constant('sign' as const),
    party: fc.constantFrom('broker' as const, 'trucker' as const),
  }),
  fc.constant({ type: 'fund' as const }),
  fc.constant({ type: 'fundDeclined' as const }),
  fc.constant({ type: 'pickUp' as const }),
  fc.constant({ type: 'deliver' as const }),
  fc.constant({ type: 'confirm' as const }),
  fc.constant({ type: 'autoRelease' as const }),
  fc.record({ type: fc.constant('dispute' as const), reason: fc.constantFrom('Load arrived wet', ' ', '') }),
  fc.record({ type: fc.constant('dispute' as const), reason: fc.constant('Two pallets short') }),
  fc.record({ type: fc.constant('resolve' as const), resolution }),
  fc.record({ type: fc.constant('resolve' as const), resolution }),
  fc.record({
    type: fc.constant('cancel' as const),
    by: fc.constantFrom('broker' as const, 'trucker' as const, 'admin' as const),
  }),
  fc.record({ type: fc.constant('payoutRequested' as const), member }),
  fc.record({ type: fc.constant('payoutPaid' as const), member }),
  fc.record({ type: fc.constant('payoutFailed' as const), member }),
);
const command = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({ kind: fc.constant('next' as const), c: contract, variant: fc.nat({ max: 3 }) }),
  },
  {
    weight: 7,
    arbitrary: fc.record({ kind: fc.constant('event' as const), c: contract, event: drawnEvent }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 30 }) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('providerFailure' as const), c: contract }) },
);

function concrete(drawn: Drawn, total: number): EscrowEvent {
  if (drawn.type !== 'resolve' || drawn.resolution.kind !== 'split') return drawn as EscrowEvent;
  const { draw } = drawn.resolution;
  const truckerCents = Math.floor((total * draw.trucker) / 100);
  const brokerCents = Math.min(total - truckerCents, Math.floor((total * draw.broker) / 100));
  const split: Resolution = {
    kind: 'split',
    truckerCents,
    brokerCents,
    platformCents: total - truckerCents - brokerCents + draw.off,
  };
  return { type: 'resolve', resolution: split };
}

// ---- The database side ----

let t: TestDatabase;
let db: Db;
let brokerId: string;
let truckerIds: [string, string];
beforeAll(async () => {
  t = await createTestDatabase();
  db = t.database.db;
  brokerId = await insertMember(db, 'broker');
  truckerIds = [await insertMember(db, 'trucker'), await insertMember(db, 'trucker')];
});
afterAll(async () => t?.drop());

class Rollback extends Error {}
class ProviderFailure extends Error {}

type AccountRow = {
  id: number;
  code: string;
  user_id: string | null;
  contract_id: string | null;
  dp: number;
  dpo: number;
  cp: number;
  cpo: number;
};
async function accounts(tx: DbExecutor): Promise<AccountRow[]> {
  const { rows } = await tx.execute<AccountRow>(sql`
    SELECT id, code, user_id, contract_id, debits_pending AS dp, debits_posted AS dpo,
      credits_pending AS cp, credits_posted AS cpo
    FROM ledger_accounts ORDER BY id`);
  return rows;
}

/** Everything the ledger holds, to prove a step changed nothing. */
async function snapshot(tx: DbExecutor) {
  const { rows } = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_transfers`);
  return { transfers: rows[0]?.n, accounts: await accounts(tx) };
}

async function assertLedger(tx: DbExecutor, ids: string[], models: ModelContract[]) {
  const { rows: checks } = await tx.execute<{
    posted: number;
    pending: number;
    overdrawn: number;
    twice: number;
  }>(sql`
    SELECT coalesce(sum(credits_posted - debits_posted), 0)::bigint AS posted,
      coalesce(sum(credits_pending - debits_pending), 0)::bigint AS pending,
      count(*) FILTER (WHERE (debits_must_not_exceed_credits AND debits_pending + debits_posted > credits_posted)
        OR (credits_must_not_exceed_debits AND credits_pending + credits_posted > debits_posted))::int AS overdrawn,
      (SELECT count(*)::int FROM (SELECT pending_id FROM ledger_transfers WHERE pending_id IS NOT NULL
        GROUP BY pending_id HAVING count(*) > 1) x) AS twice
    FROM ledger_accounts`);
  expect(checks[0]).toEqual({ posted: 0, pending: 0, overdrawn: 0, twice: 0 });

  // Per contract: where its money went, from its transfers.
  const { rows: money } = await tx.execute<{
    contract_id: string;
    funded: number;
    trucker: number;
    broker: number;
    platform: number;
    refunded: number;
    held: number;
  }>(sql`
    SELECT contract_id,
      coalesce(sum(amount) FILTER (WHERE code = 'fund'), 0)::bigint AS funded,
      coalesce(sum(amount) FILTER (WHERE code IN ('release_trucker', 'tonu')), 0)::bigint AS trucker,
      coalesce(sum(amount) FILTER (WHERE code = 'release_broker'), 0)::bigint AS broker,
      coalesce(sum(amount) FILTER (WHERE code = 'release_platform'), 0)::bigint AS platform,
      coalesce(sum(amount) FILTER (WHERE code = 'refund'), 0)::bigint AS refunded,
      coalesce(sum(amount) FILTER (WHERE code = 'hold' AND flags = 'pending' AND NOT EXISTS (
        SELECT 1 FROM ledger_transfers r WHERE r.pending_id = h.id)), 0)::bigint AS held
    FROM ledger_transfers h WHERE contract_id IS NOT NULL GROUP BY contract_id`);
  ids.forEach((id, i) => {
    const m = models[i]!.money;
    const row = money.find((r) => r.contract_id === id) ?? {
      funded: 0,
      trucker: 0,
      broker: 0,
      platform: 0,
      refunded: 0,
      held: 0,
    };
    expect(row.funded).toBe(row.trucker + row.broker + row.platform + row.refunded + row.held);
    expect({ ...row, contract_id: undefined }).toEqual({
      contract_id: undefined,
      funded: m.charged,
      trucker: m.toTrucker,
      broker: m.toBroker,
      platform: m.toPlatform,
      refunded: m.refunded,
      held: m.held,
    });
  });

  // Per account: the balances the model expects.
  const all = await accounts(tx);
  const find = (code: string, userId: string | null, contractId: string | null) => {
    const a = all.find((r) => r.code === code && r.user_id === userId && r.contract_id === contractId);
    return a ? { dp: a.dp, dpo: a.dpo, cp: a.cp, cpo: a.cpo } : { dp: 0, dpo: 0, cp: 0, cpo: 0 };
  };
  const sum = (f: (m: ModelContract) => number) => models.reduce((s, m) => s + f(m), 0);
  const wallet = find('broker_wallet', brokerId, null);
  expect(wallet.cpo - wallet.dpo - wallet.dp).toBe(0); // everything charged is held or gone
  expect(wallet.dp).toBe(sum((m) => m.money.held));
  expect(find('platform_revenue', null, null).cpo).toBe(sum((m) => m.money.toPlatform));
  const brokerPayable = find('payable', brokerId, null);
  expect(brokerPayable).toEqual({
    dp: sum((m) => m.money.payoutPending.broker),
    dpo: sum((m) => m.money.payoutPaid.broker),
    cp: 0,
    cpo: sum((m) => m.money.toBroker),
  });
  ids.forEach((id, i) => {
    const m = models[i]!.money;
    expect(find('escrow', null, id)).toMatchObject({ cp: m.held, dpo: find('escrow', null, id).cpo });
    expect(find('funding', brokerId, id)).toMatchObject({ dpo: m.charged, cpo: m.refunded });
    expect(find('payable', truckerIds[i]!, null)).toEqual({
      dp: m.payoutPending.trucker,
      dpo: m.payoutPaid.trucker,
      cp: 0,
      cpo: m.toTrucker,
    });
    expect(find('payouts', truckerIds[i]!, null)).toEqual({
      dp: 0,
      dpo: 0,
      cp: m.payoutPending.trucker,
      cpo: m.payoutPaid.trucker,
    });
  });
}

function assertMatchesModel(state: EscrowState, m: ModelContract) {
  expect({
    status: state.status,
    escrowStatus: state.escrowStatus,
    signedBy: state.signedBy,
    pickedUp: state.pickedUp,
    podAt: state.podAt?.getTime() ?? null,
    disputed: state.dispute !== null,
    payouts: { trucker: state.payouts.trucker.status, broker: state.payouts.broker.status },
  }).toEqual({
    status: statusOf(m),
    escrowStatus: escrowStatusOf(m),
    signedBy: m.signs,
    pickedUp: m.pickedUp,
    podAt: m.podAt,
    disputed: m.disputed,
    payouts: m.payout,
  });
}

/** A step that succeeded, kept so a later step can retry it. */
interface Done {
  c: number;
  before: EscrowState;
  after: EscrowState;
  event: EscrowEvent;
  ctx: EscrowContext;
  transfers: TransferSpec[];
  inputs: TransferInput[];
}

describe('the escrow rules on the real ledger, against their model', () => {
  it(`agree after every step of ${RUNS} random sequences of contract events`, async () => {
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(command, { minLength: 4, maxLength: 12 }),
        // How far along the happy path each contract starts (5: delivered), so sequences reach deep states.
        fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
        fc.tuple(fc.integer({ min: 1, max: 400_000 }), fc.integer({ min: 1, max: 400_000 })),
        // The TONU fee: none, the default, or more than the total.
        fc.constantFrom(0, 15_000, 1_000_000),
        async (drawn, depths, totals, tonuFee) => {
          const commands = [
            ...depths.flatMap((depth, c) =>
              Array.from({ length: depth }, () => ({ kind: 'next' as const, c, variant: 1 })),
            ),
            ...drawn,
          ];
          await db
            .transaction(async (tx) => {
              let now = Date.UTC(2026, 10, 23, 12);
              const ids = [randomUUID(), randomUUID()];
              const states = ids.map((contractId, i) =>
                newEscrowState({
                  contractId,
                  brokerId,
                  truckerId: truckerIds[i]!,
                  totalCents: totals[i]!,
                  tonuFeeCents: tonuFee,
                }),
              );
              const models = totals.map((total) => modelContract(total, tonuFee));
              const done: Done[] = [];
              for (const cmd of commands) {
                const ctx = { now: new Date(now) };
                if (cmd.kind === 'wait') {
                  now += cmd.hours * HOUR;
                  continue;
                }
                if (cmd.kind === 'retry') {
                  if (done.length === 0) continue;
                  const previous = done[cmd.pick % done.length]!;
                  // The same event from the same state makes the very same transfers…
                  expect(applyEscrowEvent(previous.before, previous.event, previous.ctx).transfers).toEqual(
                    previous.transfers,
                  );
                  // …which the ledger recognises: nothing moves twice.
                  const before = await snapshot(tx);
                  const results = await createTransfers(tx, previous.inputs);
                  expect(results.every((r) => r.status === 'exists')).toBe(true);
                  expect(await snapshot(tx)).toEqual(before);
                  // A double submit against the state it produced is refused or does nothing.
                  try {
                    expect(applyEscrowEvent(previous.after, previous.event, previous.ctx)).toEqual({
                      state: previous.after,
                      transfers: [],
                    });
                  } catch (error) {
                    expect(error).toBeInstanceOf(EscrowRuleError);
                  }
                  seen.set('retry', (seen.get('retry') ?? 0) + 1);
                  continue;
                }
                const c = cmd.c;
                const state = states[c]!;
                const event =
                  cmd.kind === 'event'
                    ? concrete(cmd.event, models[c]!.total)
                    : nextEvent(models[c]!, now, cmd.kind === 'next' ? cmd.variant : 1);
                if (cmd.kind === 'providerFailure') {
                  // The provider call fails after the transfers were made: the transaction rolls back.
                  const before = await snapshot(tx);
                  await tx
                    .transaction(async (inner) => {
                      try {
                        await applyAndSubmit(inner, state, event, ctx);
                      } catch (error) {
                        if (!(error instanceof EscrowRuleError)) throw error;
                      }
                      throw new ProviderFailure();
                    })
                    .catch((error: unknown) => {
                      if (!(error instanceof ProviderFailure)) throw error;
                    });
                  expect(await snapshot(tx)).toEqual(before);
                  assertMatchesModel(state, models[c]!);
                  seen.set('providerFailure', (seen.get('providerFailure') ?? 0) + 1);
                  continue;
                }
                const expected = stepModel(models[c]!, event, now);
                let outcome: Awaited<ReturnType<typeof applyAndSubmit>> | string;
                try {
                  outcome = await applyAndSubmit(tx, state, event, ctx);
                } catch (error) {
                  if (!(error instanceof EscrowRuleError)) throw error;
                  outcome = error.code;
                }
                const label = JSON.stringify({ event, now, model: models[c] });
                if (typeof outcome === 'string') {
                  expect(outcome, label).toBe(expected);
                  seen.set(`refused ${outcome}`, (seen.get(`refused ${outcome}`) ?? 0) + 1);
                } else {
                  expect(typeof expected === 'string' ? expected : 'ok', label).toBe('ok');
                  expect(outcome.results.every((r) => r.status === 'created')).toBe(true);
                  states[c] = outcome.state;
                  models[c] = expected as ModelContract;
                  done.push({ c, before: state, after: outcome.state, event, ctx, ...outcome });
                  const kind =
                    event.type === 'resolve'
                      ? `resolve ${event.resolution.kind}`
                      : outcome.transfers.some((tr) => tr.code === 'tonu')
                        ? 'cancel with TONU'
                        : event.type;
                  seen.set(kind, (seen.get(kind) ?? 0) + 1);
                }
                assertMatchesModel(states[c]!, models[c]!);
                // A refused event, or one that moves no money, never wrote to the ledger;
                // after every step that did, the whole ledger is checked.
                if (typeof outcome !== 'string' && outcome.transfers.length > 0) {
                  await assertLedger(tx, ids, models);
                }
              }
              expect(await reconcile(tx)).toEqual([]);
              throw new Rollback();
            })
            .catch((error: unknown) => {
              if (!(error instanceof Rollback)) throw error;
            });
        },
      ),
      { numRuns: RUNS },
    );
    if (process.env.ESCROW_MODEL_STATS) console.log(Object.fromEntries([...seen].sort()));
    // Every kind of event succeeded somewhere, and retries and provider failures ran.
    for (const kind of [
      'sign',
      'fund',
      'fundDeclined',
      'pickUp',
      'deliver',
      'confirm',
      'autoRelease',
      'dispute',
      'resolve release',
      'resolve refund',
      'resolve split',
      'cancel',
      'cancel with TONU',
      'payoutRequested',
      'payoutPaid',
      'payoutFailed',
      'retry',
      'providerFailure',
    ]) {
      expect(seen.get(kind) ?? 0, kind).toBeGreaterThan(0);
    }
  }, 240_000);
});
