import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  CONTRACT_EVENT_TYPES,
  DEFAULT_TONU_FEE_CENTS,
  EARNINGS_CHART_WEEKS,
  type AdminPayments,
  type BrokerPayments,
  type TruckerEarnings,
} from '@haulclub/shared';
import { contractPayments, contractRefunds, contracts, sandboxConnectAccounts } from '../src/db/schema/index';
import { applyContractEvent } from '../src/modules/contracts/index';
import { adminPaymentsReport } from '../src/modules/money-reports/services/admin-payments';
import type { EscrowEvent } from '../src/modules/escrow/index';
import { contractTransferGroup, PaymentProviderError } from '../src/modules/payments/index';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createBooking, createTrucker, follow } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';
import { payoutsOf, releaseThroughRoutes, sandboxPayoutAccount } from './helpers/money';

let t: TestApp;
let broker: TestAccount;
let trucker: TestAccount;
let otherBroker: TestAccount;
let otherTrucker: TestAccount;
let admin: TestAccount;

const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string) => ({ number, expMonth: 12, expYear: nextYear, cvc: '123' });
const OK_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';
const WEEK_MS = 7 * 24 * 3_600_000;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** A contract between `b` and `tr` (booked through the API) with its split. */
async function newContract(b: TestAccount, tr: TestAccount, rateCents: number) {
  const { bookingId } = await createBooking(t, b.userId, tr, { rateCents });
  const [row] = await t.db.database.db.select().from(contracts).where(eq(contracts.bookingId, bookingId));
  if (!row) throw new Error('no contract');
  return row;
}

async function event(
  contractId: string,
  e: EscrowEvent,
  options: { now?: Date; actorId?: string; reason?: string } = {},
) {
  return t.db.database.db.transaction((tx) =>
    applyContractEvent({ live: t.app.live }, tx, contractId, e, options),
  );
}

async function signBoth(contractId: string, b: TestAccount, tr: TestAccount) {
  for (const token of [b.token, tr.token]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contractId}/sign`,
      headers: bearer(token),
      payload: { fullName: 'Someone Signing' },
    });
    expect(res.statusCode).toBe(200);
  }
}

/** A funding attempt as the funding route records it: the sandbox charge, its row, then fund or fundDeclined. */
async function fundWith(c: typeof contracts.$inferSelect, cardNumber: string, attempt = 1) {
  const idempotencyKey = `test-fund:${c.id}:${attempt}`;
  const result = await t.app.paymentProvider.createCharge({
    amountCents: c.totalCents,
    paymentMethod: card(cardNumber),
    transferGroup: contractTransferGroup(c.id),
    idempotencyKey,
    description: `Contract C-${c.number}`,
  });
  const [payment] = await t.db.database.db
    .insert(contractPayments)
    .values({
      contractId: c.id,
      brokerId: c.brokerId,
      attempt,
      amountCents: c.totalCents,
      provider: 'sandbox',
      idempotencyKey,
      status: result.status,
      chargeId: result.chargeId,
      cardLast4: cardNumber.slice(-4),
      failureMessage: result.status === 'declined' ? result.declineMessage : null,
      completedAt: new Date(),
    })
    .returning();
  await event(c.id, { type: result.status === 'succeeded' ? 'fund' : 'fundDeclined' });
  return { payment: payment!, chargeId: result.chargeId };
}

async function deliver(c: typeof contracts.$inferSelect) {
  await t.db.database.db.execute(
    sql`UPDATE bookings SET picked_up_at = now(), delivered_at = now() WHERE id = ${c.bookingId}::uuid`,
  );
}

/** A sandbox account whose payouts are enabled: where the test's provider transfers go. */
async function sandboxAccount(): Promise<string> {
  const id = `acct_sbx_test${randomUUID().slice(0, 8)}`;
  await t.db.database.db.insert(sandboxConnectAccounts).values({
    id,
    email: `${id}@haulclub.test`,
    businessName: 'Test payee',
    detailsSubmitted: true,
    chargesEnabled: true,
    payoutsEnabled: true,
  });
  return id;
}

/** Pays a member's due payout: the provider transfer (from the charge), then payoutRequested and payoutPaid. */
async function payOut(
  c: typeof contracts.$inferSelect,
  member: 'trucker' | 'broker',
  chargeId: string | null,
  paidAt = new Date(),
) {
  const account = await sandboxAccount();
  const cents = member === 'trucker' ? c.truckerCents : c.brokerCents;
  const { transferId } = await t.app.paymentProvider.createTransfer({
    destinationAccountId: account,
    amountCents: cents,
    transferGroup: contractTransferGroup(c.id),
    ...(chargeId ? { sourceTransaction: chargeId } : {}),
    idempotencyKey: `test-payout:${c.id}:${member}`,
  });
  await event(c.id, { type: 'payoutRequested', member }, { now: paidAt });
  await event(c.id, { type: 'payoutPaid', member }, { now: paidAt });
  return transferId;
}

/** The refund job (another engineer's) may or may not have run; wait briefly for it. */
async function refundStatus(contractId: string): Promise<string | undefined> {
  for (let i = 0; i < 30; i++) {
    const [r] = await t.db.database.db
      .select({ status: contractRefunds.status })
      .from(contractRefunds)
      .where(eq(contractRefunds.contractId, contractId));
    if (r && r.status !== 'pending') return r.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'pending';
}

type C = typeof contracts.$inferSelect;
let held: C; // declined once, then funded: escrow held
let released: C; // funded, delivered, confirmed, both payouts paid now
let cancelled: C; // funded, cancelled by the broker after the trucker signed: TONU and a refund
let unfunded: C; // signed, not funded
let oldPaid: C; // released and paid three weeks ago
let unsigned: C; // pending signatures
let foreign: C; // another broker and trucker
let heldPayment: { payment: typeof contractPayments.$inferSelect; chargeId: string | null };
let declinedPayment: typeof contractPayments.$inferSelect;
let releasedPayment: typeof contractPayments.$inferSelect;
let cancelledRefund: string | undefined;

beforeAll(async () => {
  t = await createAuthTestApp();
  [broker, trucker, otherBroker, otherTrucker, admin] = await Promise.all([
    createVerifiedBroker(t, { firstName: 'Dana', lastName: 'Reyes' }),
    createTrucker(t, { firstName: 'Ray', lastName: 'Holt' }),
    createVerifiedBroker(t),
    createTrucker(t),
    createAdminAccount(t),
  ]);

  held = await newContract(broker, trucker, 200_000);
  await signBoth(held.id, broker, trucker);
  declinedPayment = (await fundWith(held, DECLINED_CARD, 1)).payment;
  heldPayment = await fundWith(held, OK_CARD, 2);

  released = await newContract(broker, trucker, 123_457);
  await signBoth(released.id, broker, trucker);
  const r = await fundWith(released, OK_CARD);
  releasedPayment = r.payment;
  await deliver(released);
  await event(released.id, { type: 'confirm' }, { actorId: broker.userId });
  await payOut(released, 'trucker', r.chargeId);
  await payOut(released, 'broker', r.chargeId);

  cancelled = await newContract(broker, trucker, 100_000);
  await signBoth(cancelled.id, broker, trucker);
  await fundWith(cancelled, OK_CARD);
  await event(
    cancelled.id,
    { type: 'cancel', by: 'broker' },
    { actorId: broker.userId, reason: 'Load moved' },
  );
  cancelledRefund = await refundStatus(cancelled.id);

  unfunded = await newContract(broker, trucker, 50_000);
  await signBoth(unfunded.id, broker, trucker);

  oldPaid = await newContract(broker, trucker, 30_000);
  await signBoth(oldPaid.id, broker, trucker);
  const o = await fundWith(oldPaid, OK_CARD);
  await deliver(oldPaid);
  await event(oldPaid.id, { type: 'confirm' });
  await payOut(oldPaid, 'trucker', o.chargeId, new Date(Date.now() - 3 * WEEK_MS));

  unsigned = await newContract(broker, trucker, 40_000);

  foreign = await newContract(otherBroker, otherTrucker, 77_700);
  await signBoth(foreign.id, otherBroker, otherTrucker);
  await fundWith(foreign, OK_CARD);
}, 120_000);
afterAll(async () => t?.close());

describe('who may read the money reports', () => {
  it.each([
    ['/api/broker/payments', 'broker'],
    ['/api/trucker/earnings', 'trucker'],
    ['/api/admin/payments', 'admin'],
  ])('%s: 401 signed out, 403 for the other roles', async (url, role) => {
    expect((await get(url)).statusCode).toBe(401);
    const others = { broker, trucker, admin } as Record<string, TestAccount>;
    for (const [name, account] of Object.entries(others)) {
      const res = await get(url, account.token);
      expect(res.statusCode, `${name} on ${url}`).toBe(name === role ? 200 : 403);
      if (name !== role) expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('a bad limit is a 400 naming the field', async () => {
    const res = await get('/api/broker/payments?limit=0', broker.token);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('limit');
  });
});

describe('GET /api/broker/payments', () => {
  it("lists the broker's own charges, escrow per contract, refunds and 10% payouts, nobody else's", async () => {
    const res = await get('/api/broker/payments', broker.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<BrokerPayments>();

    // Charges: held (declined, then succeeded), released, cancelled, oldPaid; newest first.
    expect(body.counts.payments).toBe(5);
    expect(body.payments.map((p) => p.contractId)).not.toContain(foreign.id);
    const declined = body.payments.find((p) => p.id === declinedPayment.id);
    expect(declined).toMatchObject({
      contractId: held.id,
      contractNumber: held.number,
      attempt: 1,
      status: 'declined',
      amountCents: 200_000,
      cardLast4: '0002',
      failureMessage: 'Your card was declined.',
      lane: { pickup: { city: expect.any(String), state: expect.any(String) } },
    });
    expect(body.payments.find((p) => p.id === heldPayment.payment.id)).toMatchObject({
      status: 'succeeded',
      cardLast4: '4242',
      failureMessage: null,
    });

    // Escrow per contract: every contract of the broker, with the status and times.
    expect(body.counts.escrow).toBe(6);
    const escrow = Object.fromEntries(body.escrow.map((e) => [e.contractId, e]));
    expect(escrow[held.id]).toMatchObject({ escrowStatus: 'held', totalCents: 200_000, dispute: null });
    expect(escrow[held.id]!.fundedAt).not.toBeNull();
    expect(escrow[released.id]).toMatchObject({ escrowStatus: 'released', contractStatus: 'executed' });
    expect(escrow[released.id]!.releasedAt).not.toBeNull();
    expect(escrow[cancelled.id]).toMatchObject({ escrowStatus: 'refunded', contractStatus: 'cancelled' });
    expect(escrow[cancelled.id]!.refundedAt).not.toBeNull();
    expect(escrow[unfunded.id]).toMatchObject({ escrowStatus: 'pending', fundedAt: null });
    expect(escrow[unsigned.id]).toMatchObject({ contractStatus: 'pending' });
    expect(escrow[foreign.id]).toBeUndefined();

    // The cancellation after the trucker signed refunds all but the TONU fee.
    expect(body.refunds).toEqual([
      expect.objectContaining({
        contractId: cancelled.id,
        amountCents: 100_000 - DEFAULT_TONU_FEE_CENTS,
        cardLast4: '4242',
        status: cancelledRefund,
      }),
    ]);

    // The broker's own 10% of each released contract: paid, and (the older release) still due.
    expect(body.payouts).toEqual([
      expect.objectContaining({ contractId: oldPaid.id, amountCents: oldPaid.brokerCents, paidAt: null }),
      expect.objectContaining({ contractId: released.id, amountCents: released.brokerCents, status: 'paid' }),
    ]);
    expect(body.payouts[0]!.status).not.toBe('paid');
  });

  it('limits each list to the newest `limit` rows and still counts them all', async () => {
    const body = (await get('/api/broker/payments?limit=2', broker.token)).json<BrokerPayments>();
    expect(body.payments).toHaveLength(2);
    expect(body.escrow).toHaveLength(2);
    expect(body.counts).toMatchObject({ payments: 5, escrow: 6 });
    expect(body.escrow[0]!.contractId).toBe(unsigned.id);
  });

  it('another broker sees only their own, and a member with no money sees empty lists', async () => {
    const other = (await get('/api/broker/payments', otherBroker.token)).json<BrokerPayments>();
    expect(other.escrow.map((e) => e.contractId)).toEqual([foreign.id]);
    const fresh = await createVerifiedBroker(t);
    const empty = (await get('/api/broker/payments', fresh.token)).json<BrokerPayments>();
    expect(empty).toMatchObject({ payments: [], escrow: [], refunds: [], payouts: [] });
    expect(empty.counts).toEqual({ payments: 0, escrow: 0, refunds: 0, payouts: 0 });
  });
});

describe('GET /api/broker/payments/:paymentId/receipt', () => {
  const receipt = (id: string, token: string) => get(`/api/broker/payments/${id}/receipt`, token);

  it("is a printable HTML receipt of the broker's succeeded charge", async () => {
    const res = await receipt(releasedPayment.id, broker.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toContain(`C-${released.number}`);
    expect(res.body).toContain('$1,234.57');
    expect(res.body).toContain('•••• 4242');
  });

  it('is 404 for a declined charge, another broker and an unknown id; 403 for a trucker; 400 for a bad id', async () => {
    expect((await receipt(declinedPayment.id, broker.token)).statusCode).toBe(404);
    expect((await receipt(releasedPayment.id, otherBroker.token)).statusCode).toBe(404);
    expect((await receipt(randomUUID(), broker.token)).statusCode).toBe(404);
    expect((await receipt(releasedPayment.id, trucker.token)).statusCode).toBe(403);
    const bad = await receipt('not-a-uuid', broker.token);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('paymentId');
  });
});

describe('GET /api/trucker/earnings', () => {
  it('totals paid, in escrow and pending from the contracts and payouts', async () => {
    const res = await get('/api/trucker/earnings', trucker.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<TruckerEarnings>();
    expect(body.totals).toEqual({
      // The two trucker payouts paid.
      paidCents: released.truckerCents + oldPaid.truckerCents,
      // The contract whose escrow is held.
      inEscrowCents: held.truckerCents,
      // The signed but unfunded contract, and the TONU fee released but not paid out.
      pendingCents: unfunded.truckerCents + DEFAULT_TONU_FEE_CENTS,
    });
    expect(body.loadCount).toBe(6);
    const rows = Object.fromEntries(body.loads.map((l) => [l.contractId, l]));
    expect(rows[released.id]).toMatchObject({
      shareCents: released.truckerCents,
      totalCents: 123_457,
      payoutCents: released.truckerCents,
      payoutStatus: 'paid',
      escrowStatus: 'released',
    });
    expect(rows[released.id]!.paidAt).not.toBeNull();
    expect(rows[held.id]).toMatchObject({ escrowStatus: 'held', payoutStatus: null, paidAt: null });
    expect(rows[cancelled.id]).toMatchObject({
      payoutCents: DEFAULT_TONU_FEE_CENTS,
      escrowStatus: 'refunded',
    });
    expect(rows[cancelled.id]!.payoutStatus).not.toBe('paid');
    expect(rows[foreign.id]).toBeUndefined();
  });

  it('has 12 weeks of paid cents, oldest first, bucketed by the week of paid_at and 0 where nothing was paid', async () => {
    const { weekly } = (await get('/api/trucker/earnings', trucker.token)).json<TruckerEarnings>();
    expect(weekly).toHaveLength(EARNINGS_CHART_WEEKS);
    const monday = (d: Date) => {
      const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    };
    expect(weekly.at(-1)).toEqual({ weekStart: monday(new Date()), paidCents: released.truckerCents });
    expect(weekly.at(-4)).toEqual({
      weekStart: monday(new Date(Date.now() - 3 * WEEK_MS)),
      paidCents: oldPaid.truckerCents,
    });
    expect(weekly.reduce((sum, w) => sum + w.paidCents, 0)).toBe(
      released.truckerCents + oldPaid.truckerCents,
    );
    expect(weekly.filter((w) => w.paidCents === 0)).toHaveLength(EARNINGS_CHART_WEEKS - 2);
  });

  it('is all zeros and no loads for a trucker with no contracts', async () => {
    const fresh = await createTrucker(t);
    const body = (await get('/api/trucker/earnings', fresh.token)).json<TruckerEarnings>();
    expect(body.totals).toEqual({ paidCents: 0, inEscrowCents: 0, pendingCents: 0 });
    expect(body.loads).toEqual([]);
    expect(body.weekly.every((w) => w.paidCents === 0)).toBe(true);
  });
});

describe('GET /api/admin/payments', () => {
  it('shows escrow per status, the ledger summing to zero and the platform revenue', async () => {
    const res = await get('/api/admin/payments', admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminPayments>();
    expect(body.escrow).toEqual({
      pending: { count: 2, cents: 50_000 + 40_000 },
      held: { count: 2, cents: 200_000 + 77_700 },
      released: { count: 2, cents: 123_457 + 30_000 },
      refunded: { count: 1, cents: 100_000 - DEFAULT_TONU_FEE_CENTS },
    });
    expect(body.ledger).toMatchObject({
      postedCents: 0,
      pendingCents: 0,
      balanced: true,
      platformRevenueCents: released.platformCents + oldPaid.platformCents,
      differences: [],
    });
  });

  it('reconciles the ledger with the sandbox per contract and lists what differs', async () => {
    const before = (await get('/api/admin/payments', admin.token)).json<AdminPayments>().reconciliation;
    expect(before).toMatchObject({
      provider: 'sandbox',
      contractsWithMoney: 5,
      contractsChecked: 5,
      error: null,
    });
    // Everything the ledger charged and paid out is at the provider; the cancellation's refund is
    // there too once the refund job ran, and in flight until then.
    const refund = 100_000 - DEFAULT_TONU_FEE_CENTS;
    expect(before.differences).toEqual(
      cancelledRefund === 'succeeded'
        ? []
        : [
            {
              contractId: cancelled.id,
              contractNumber: cancelled.number,
              kind: 'refund',
              ledgerCents: refund,
              providerCents: 0,
              inFlight: true,
            },
          ],
    );

    // Money the ledger does not know about: a refund made at the provider by hand.
    await t.app.paymentProvider.refundCharge({
      chargeId: heldPayment.chargeId!,
      amountCents: 2_500,
      idempotencyKey: `by-hand:${held.id}`,
    });
    const after = (await get('/api/admin/payments', admin.token)).json<AdminPayments>().reconciliation;
    expect(after.differences).toContainEqual({
      contractId: held.id,
      contractNumber: held.number,
      kind: 'refund',
      ledgerCents: 0,
      providerCents: 2_500,
      inFlight: false,
    });
  });

  it('says when the provider cannot be read, and still shows the ledger', async () => {
    const down = {
      name: 'stripe' as const,
      listTransferGroup: () => Promise.reject(new PaymentProviderError('Stripe could not list charges')),
    };
    const body = await adminPaymentsReport(
      { db: t.db.database.db, provider: down, log: t.app.log },
      { limit: 50 },
    );
    expect(body.reconciliation).toMatchObject({
      provider: 'stripe',
      error: 'Stripe could not list charges',
      differences: [],
    });
    expect(body.ledger.balanced).toBe(true);
  });

  it('shows a ledger account whose totals were tampered with, and that the sums are no longer zero', async () => {
    const db = t.db.database.db;
    const [account] = (
      await db.execute<{ id: number }>(sql`SELECT id FROM ledger_accounts WHERE code = 'platform_revenue'`)
    ).rows;
    await db.execute(
      sql`UPDATE ledger_accounts SET credits_posted = credits_posted + 1 WHERE id = ${account!.id}`,
    );
    try {
      const body = (await get('/api/admin/payments', admin.token)).json<AdminPayments>();
      expect(body.ledger).toMatchObject({ postedCents: 1, balanced: false });
      expect(body.ledger.differences).toEqual([
        expect.objectContaining({ accountId: account!.id, code: 'platform_revenue' }),
      ]);
    } finally {
      await db.execute(
        sql`UPDATE ledger_accounts SET credits_posted = credits_posted - 1 WHERE id = ${account!.id}`,
      );
    }
  });
});

describe('live refresh of the admin payments screen', () => {
  it("announces a contract's money change on the admin topic, ids and statuses only", async () => {
    const live = await follow(t, ['admin'], admin.token);
    try {
      const c = await newContract(broker, trucker, 10_000);
      await signBoth(c.id, broker, trucker);
      await fundWith(c, OK_CARD);
      const message = await live.next(
        (m) =>
          m.type === 'event' &&
          m.event.topic === 'admin' &&
          m.event.type === CONTRACT_EVENT_TYPES.updated &&
          (m.event.data as { id?: string; escrowStatus?: string }).escrowStatus === 'held',
      );
      if (message.type !== 'event') throw new Error('not an event');
      const data = message.event.data as Record<string, unknown>;
      expect(data).toMatchObject({ id: c.id, escrowStatus: 'held' });
      expect(Object.keys(data).sort()).toEqual(['escrowStatus', 'id', 'signedParties', 'status']);
    } finally {
      live.socket.close();
    }
  });
});

describe('a delivery paid through the routes and the payouts job', () => {
  it("shows in the trucker's earnings as paid this week, and the provider's transfer reconciles with the ledger", async () => {
    const ray = await createTrucker(t);
    await sandboxPayoutAccount(t, ray);
    const c = await releaseThroughRoutes(t, broker, ray, { rateCents: 61_000 });
    for (let i = 0; i < 100 && (await payoutsOf(t, c.contractId)).trucker?.status !== 'paid'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [row] = await t.db.database.db.select().from(contracts).where(eq(contracts.id, c.contractId));

    const earnings = (await get('/api/trucker/earnings', ray.token)).json<TruckerEarnings>();
    expect(earnings.totals).toEqual({ paidCents: row!.truckerCents, inEscrowCents: 0, pendingCents: 0 });
    expect(earnings.weekly.at(-1)!.paidCents).toBe(row!.truckerCents);
    expect(earnings.loads[0]).toMatchObject({ contractId: c.contractId, payoutStatus: 'paid' });

    const { reconciliation } = (await get('/api/admin/payments', admin.token)).json<AdminPayments>();
    expect(reconciliation.differences.filter((d) => d.contractId === c.contractId)).toEqual([]);
  });
});
