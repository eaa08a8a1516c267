import { eq, sql } from 'drizzle-orm';
import { bookings, contractPayments, contracts } from '../../src/db/schema/index';
import { applyContractEvent, type ContractEventOptions } from '../../src/modules/contracts/index';
import type { EscrowEvent } from '../../src/modules/escrow/index';
import { contractTransferGroup } from '../../src/modules/payments/index';
import type { TestApp } from './app';
import { bearer } from './auth';
import { createBooking } from './loads';
import type { TestAccount } from './membership';

/** The sandbox test card that succeeds, and Stripe's test PaymentMethod that does. */
export const GOOD_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
export const STRIPE_GOOD_METHOD = 'pm_card_visa';

export const PAYOUT_SETUP = { email: 'payouts@haulclub.test', company_name: 'Payout Test Co', country: 'US' };
export const SANDBOX_BANK = {
  legalName: 'Payout Test Co LLC',
  routingNumber: '110000000',
  accountNumber: '000123456789',
};

/** Applies one escrow event to a contract in its own transaction, as the routes and jobs do. */
export function contractEvent(
  t: TestApp,
  contractId: string,
  event: EscrowEvent,
  options: ContractEventOptions = {},
) {
  return t.db.database.db.transaction((tx) =>
    applyContractEvent({ live: t.app.live }, tx, contractId, event, options),
  );
}

/**
 * A sandbox payout account for a member, through the API. `ready` (default)
 * completes the sandbox onboarding; otherwise call `complete()` later (the
 * account becomes ready through the same path as on the sandbox page).
 */
export async function sandboxPayoutAccount(
  t: TestApp,
  member: TestAccount,
  { ready = true }: { ready?: boolean } = {},
): Promise<{ accountId: string; complete(): Promise<void> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/account',
    headers: bearer(member.token),
    payload: PAYOUT_SETUP,
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`payout account set-up failed: ${res.statusCode} ${res.body}`);
  }
  const accountId = res.json().account_id as string;
  const link = new URL(res.json().account_link_url as string);
  const complete = async () => {
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/connect/${accountId}/complete`,
      payload: { ...SANDBOX_BANK, token: link.searchParams.get('token') },
    });
    if (done.statusCode !== 200)
      throw new Error(`sandbox onboarding failed: ${done.statusCode} ${done.body}`);
  };
  if (ready) await complete();
  return { accountId, complete };
}

export type ContractStage = 'booked' | 'signed' | 'funded' | 'delivered' | 'released';

export interface MoneyContract {
  contractId: string;
  bookingId: string;
  loadId: string;
  /** The provider charge funding escrow (null before `funded`). */
  chargeId: string | null;
}

/**
 * A contract between `broker` and `trucker` driven to `stage` (default
 * `released`: payouts due and their jobs queued, not yet run). Booked through
 * the API, signed through the sign route, funded by a real charge at the app's
 * provider recorded as a succeeded contract_payments row and the `fund` event,
 * picked up and delivered by the booking's timestamps, released by the broker's
 * `confirm` event: fast, and able to stop at any stage. releaseThroughRoutes
 * goes through the members' routes instead.
 */
export async function moneyContract(
  t: TestApp,
  broker: TestAccount,
  trucker: TestAccount,
  { rateCents = 250_000, stage = 'released' }: { rateCents?: number; stage?: ContractStage } = {},
): Promise<MoneyContract> {
  const db = t.db.database.db;
  const { bookingId, loadId } = await createBooking(t, broker.userId, trucker, { rateCents });
  const [contract] = await db
    .select({ id: contracts.id, totalCents: contracts.totalCents })
    .from(contracts)
    .where(eq(contracts.bookingId, bookingId));
  if (!contract) throw new Error('the booking made no contract');
  const result: MoneyContract = { contractId: contract.id, bookingId, loadId, chargeId: null };
  if (stage === 'booked') return result;

  for (const [who, name] of [
    [broker, 'Dana Broker'],
    [trucker, 'Ray Trucker'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/sign`,
      headers: bearer(who.token),
      payload: { fullName: name },
    });
    if (res.statusCode !== 200) throw new Error(`signing failed: ${res.statusCode} ${res.body}`);
  }
  if (stage === 'signed') return result;

  const provider = t.app.paymentProvider;
  const idempotencyKey = `test-fund:${contract.id}`;
  const charge = await provider.createCharge({
    amountCents: contract.totalCents,
    paymentMethod: provider.name === 'stripe' ? STRIPE_GOOD_METHOD : GOOD_CARD,
    transferGroup: contractTransferGroup(contract.id),
    idempotencyKey,
    description: `Contract ${contract.id} escrow`,
  });
  if (charge.status !== 'succeeded') throw new Error(`test charge declined: ${charge.declineMessage}`);
  result.chargeId = charge.chargeId;
  await db.insert(contractPayments).values({
    contractId: contract.id,
    brokerId: broker.userId,
    attempt: 1,
    amountCents: contract.totalCents,
    provider: provider.name,
    idempotencyKey,
    status: 'succeeded',
    chargeId: charge.chargeId,
    cardLast4: '4242',
    completedAt: new Date(),
  });
  await contractEvent(t, contract.id, { type: 'fund' });
  if (stage === 'funded') return result;

  await db
    .update(bookings)
    .set({ pickedUpAt: sql`now()`, deliveredAt: sql`now()` })
    .where(eq(bookings.id, bookingId));
  if (stage === 'delivered') return result;

  await contractEvent(t, contract.id, { type: 'confirm' }, { actorId: broker.userId });
  return result;
}

/**
 * A contract released through the API as members do it: signed by both,
 * funded by the broker's card (POST /api/contracts/:id/fund), picked up and
 * delivered by the trucker, confirmed by the broker (POST /api/bookings/:id/confirm).
 */
export async function releaseThroughRoutes(
  t: TestApp,
  broker: TestAccount,
  trucker: TestAccount,
  { rateCents = 250_000 }: { rateCents?: number } = {},
): Promise<MoneyContract> {
  const c = await moneyContract(t, broker, trucker, { rateCents, stage: 'signed' });
  const step = async (token: string, url: string, payload?: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res;
  };
  const card =
    t.app.paymentProvider.name === 'stripe' ? { paymentMethodId: STRIPE_GOOD_METHOD } : { card: GOOD_CARD };
  await step(broker.token, `/api/contracts/${c.contractId}/fund`, card);
  await step(trucker.token, `/api/bookings/${c.bookingId}/pickup`);
  await step(trucker.token, `/api/bookings/${c.bookingId}/deliver`, { note: 'Signed for by the dock.' });
  await step(broker.token, `/api/bookings/${c.bookingId}/confirm`);
  return c;
}

/** A contract's payout rows by member. */
export async function payoutsOf(t: TestApp, contractId: string) {
  const { rows } = await t.db.database.db.execute<{
    id: string;
    member: 'trucker' | 'broker';
    status: string;
    amount_cents: string;
    attempts: number;
    hold_transfer_id: string | null;
    provider_transfer_id: string | null;
    last_error: string | null;
  }>(sql`SELECT id, member, status, amount_cents, attempts, hold_transfer_id, provider_transfer_id, last_error
    FROM payouts WHERE contract_id = ${contractId}`);
  return Object.fromEntries(rows.map((r) => [r.member, { ...r, amountCents: Number(r.amount_cents) }]));
}

/** The contract's statuses. */
export async function contractStatus(t: TestApp, contractId: string) {
  const [row] = await t.db.database.db
    .select({ status: contracts.status, escrowStatus: contracts.escrowStatus })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row;
}
