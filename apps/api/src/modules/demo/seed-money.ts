import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { applyContractEvent } from '../contracts/index';
import { bookings, contractPayments, contracts, users } from '../../db/schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { insertDemoLoad } from './seed-loads';

const DANA = 'dana.broker@haulclub.demo';
const RAY = 'ray.trucker@haulclub.demo';
const LENA = 'lena.trucker@haulclub.demo';

/** The sandbox's card that always succeeds. */
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

interface Member {
  id: string;
  email: string;
  token: string;
  fullName: string;
}

/** The demo seed's calls go through the real routes, as the members would make them. */
async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<T> {
  const res = await app.inject({
    method,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode >= 300)
    throw new Error(`demo money seed: ${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

async function signIn(app: FastifyInstance, email: string): Promise<Member> {
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  const body = await call<{ access_token: string; user: { id: string } }>(
    app,
    'POST',
    '/auth/v1/token?grant_type=password',
    null,
    { email, password: DEMO_PASSWORD },
  );
  return {
    id: body.user.id,
    email,
    token: body.access_token,
    fullName: `${account.firstName} ${account.lastName}`,
  };
}

/** A ready sandbox payout account, made as a member makes one: the account, then the sandbox's onboarding form. */
async function readyPayouts(app: FastifyInstance, m: Member, companyName: string): Promise<void> {
  const created = await call<{ account_id: string; account_link_url: string }>(
    app,
    'POST',
    '/api/payments/account',
    m.token,
    { email: m.email, company_name: companyName, country: 'US' },
  );
  const token = new URL(created.account_link_url).searchParams.get('token');
  if (!token) throw new Error(`demo money seed: no token in ${created.account_link_url}`);
  await call(app, 'POST', `/api/sandbox/connect/${encodeURIComponent(created.account_id)}/complete`, null, {
    token,
    legalName: companyName,
    routingNumber: '110000000',
    accountNumber: '000123456789',
  });
}

const fund = (app: FastifyInstance, dana: Member, contractId: string) =>
  call(app, 'POST', `/api/contracts/${contractId}/fund`, dana.token, { card: TEST_CARD });

/** One of Dana's lanes booked by the trucker through the API: its contract awaits both signatures. */
async function book(
  app: FastifyInstance,
  dana: Member,
  trucker: Member,
  lane: number,
): Promise<{ bookingId: string; contractId: string }> {
  const loadId = await insertDemoLoad(app.database.db, dana.id, lane);
  const booking = await call<{ id: string; contractId: string | null }>(
    app,
    'POST',
    `/api/loads/${loadId}/book`,
    trucker.token,
    // Demo lanes share pickup times with Ray's load in transit: he confirms the overlap, as the web app asks.
    { confirmOverlap: true },
  );
  const contractId = booking.contractId;
  if (!contractId) throw new Error(`demo money seed: booking ${booking.id} has no contract`);
  return { bookingId: booking.id, contractId };
}

/** Both sign (the trucker first) and Dana funds escrow with the test card. */
async function signAndFund(app: FastifyInstance, dana: Member, trucker: Member, contractId: string) {
  for (const m of [trucker, dana]) {
    await call(app, 'POST', `/api/contracts/${contractId}/sign`, m.token, { fullName: m.fullName });
  }
  await fund(app, dana, contractId);
}

/** A booking signed by both and funded with the test card. */
async function bookSignAndFund(
  app: FastifyInstance,
  dana: Member,
  trucker: Member,
  lane: number,
): Promise<{ bookingId: string; contractId: string }> {
  const booked = await book(app, dana, trucker, lane);
  await signAndFund(app, dana, trucker, booked.contractId);
  return booked;
}

async function pickUpAndDeliver(app: FastifyInstance, trucker: Member, bookingId: string, note: string) {
  await call(app, 'POST', `/api/bookings/${bookingId}/pickup`, trucker.token, {});
  await call(app, 'POST', `/api/bookings/${bookingId}/deliver`, trucker.token, { note });
}

/**
 * Dana's contracts in every money state (ADR 15), made once (the first time
 * the demo has contracts and none was ever funded) through the real routes
 * and the payouts job, on the sandbox provider:
 * - Ray's load in transit: signed by both and funded (held), as the pickup
 *   gate requires (it was picked up by the load seed, before escrow existed);
 * - a load Ray just booked: its contract awaits both signatures (pending);
 * - Lena's delivery awaiting Dana's confirmation: signed and funded (held);
 * - Lena's confirmed load: released, her 80% due until she sets up payouts,
 *   Dana's 10% paid out;
 * - a load Ray delivered and Dana confirmed: released and paid out to both
 *   (executed);
 * - a load Ray delivered that Dana disputes (held, in dispute).
 * Dana and Ray get ready sandbox payout accounts; Lena has none yet.
 */
export async function seedDemoMoney(app: FastifyInstance): Promise<void> {
  if (app.config.payments.provider !== 'sandbox') return;
  const db = app.database.db;
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [DANA, RAY, LENA]));
  const idOf = (email: string) => rows.find((r) => r.email === email)?.id;
  const danaId = idOf(DANA);
  const lenaId = idOf(LENA);
  if (!danaId || !lenaId || !idOf(RAY)) return;
  const lenas = await db
    .select({ contractId: contracts.id, confirmedAt: bookings.confirmedAt })
    .from(contracts)
    .innerJoin(bookings, eq(bookings.id, contracts.bookingId))
    .where(
      and(eq(contracts.brokerId, danaId), eq(contracts.truckerId, lenaId), eq(contracts.status, 'signed')),
    );
  if (lenas.length === 0) return;
  const [funded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contractPayments)
    .innerJoin(contracts, eq(contracts.id, contractPayments.contractId))
    .where(eq(contracts.brokerId, danaId));
  if ((funded?.n ?? 0) > 0) return;

  const dana = await signIn(app, DANA);
  const ray = await signIn(app, RAY);
  await readyPayouts(app, dana, 'Lone Star Freight Brokerage LLC');
  await readyPayouts(app, ray, 'Delgado Hotshot LLC');

  // Lena's two: the one awaiting confirmation is funded; the confirmed one is funded and released.
  for (const c of lenas) await fund(app, dana, c.contractId);
  const confirmed = lenas.find((c) => c.confirmedAt !== null);
  if (confirmed) await releaseConfirmed(app, confirmed.contractId);

  // Ray's load in transit was picked up by the load seed: its contract is signed and funded, as pickup requires.
  const [inTransit] = await db
    .select({ contractId: contracts.id })
    .from(contracts)
    .innerJoin(bookings, eq(bookings.id, contracts.bookingId))
    .where(
      and(
        eq(contracts.brokerId, danaId),
        eq(contracts.truckerId, ray.id),
        eq(contracts.status, 'pending'),
        isNotNull(bookings.pickedUpAt),
      ),
    );
  if (inTransit) await signAndFund(app, dana, ray, inTransit.contractId);

  // Ray: one delivered and confirmed (paid out), one delivered and disputed.
  const paid = await bookSignAndFund(app, dana, ray, 12);
  await pickUpAndDeliver(app, ray, paid.bookingId, 'Delivered to the warehouse, 26 pallets, BOL signed.');
  await call(app, 'POST', `/api/bookings/${paid.bookingId}/confirm`, dana.token, {});
  const disputed = await bookSignAndFund(app, dana, ray, 7);
  await pickUpAndDeliver(app, ray, disputed.bookingId, 'Unloaded at the yard; receiver noted a bent rail.');
  await call(app, 'POST', `/api/contracts/${disputed.contractId}/dispute`, dana.token, {
    reason: 'The receiver reports a bent rail on the excavator’s trailer; photos requested before release.',
  });

  // And one he has just booked: the contract awaits both signatures.
  await book(app, dana, ray, 13);

  // The payouts job pays what is due to members with ready accounts (Dana and Ray).
  await app.jobs.runDue();
  const [executed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contracts)
    .where(and(eq(contracts.brokerId, danaId), isNotNull(contracts.executedAt)));
  if ((executed?.n ?? 0) < 1) throw new Error('demo money seed: the paid-out contract was not executed');
}

/** A delivery confirmed before escrow existed: its contract's money is released now, as the confirmation would. */
async function releaseConfirmed(app: FastifyInstance, contractId: string): Promise<void> {
  await app.database.db.transaction((tx) =>
    applyContractEvent({ live: app.live }, tx, contractId, { type: 'confirm' }),
  );
}
