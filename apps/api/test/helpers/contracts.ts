import { sql } from 'drizzle-orm';
import type { TestApp } from './app';
import { bearer } from './auth';
import { createBooking, type InsertLoadOptions } from './loads';
import type { TestAccount } from './membership';

/** Sandbox test cards (docs/payments-api.md). */
export const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
} as const;

export const card = (number: string = CARDS.ok) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
export const callApi = (t: TestApp, method: Method, url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The booking's contract id. */
export async function contractIdOf(t: TestApp, bookingId: string): Promise<string> {
  const { rows } = await t.db.database.db.execute<{ id: string }>(
    sql`SELECT id FROM contracts WHERE booking_id = ${bookingId}`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`booking ${bookingId} has no contract`);
  return id;
}

/** Both parties sign through the API. */
export async function signByBoth(t: TestApp, contractId: string, broker: TestAccount, trucker: TestAccount) {
  for (const [who, name] of [
    [broker, 'Broker Signing'],
    [trucker, 'Trucker Signing'],
  ] as const) {
    const res = await callApi(t, 'POST', `/api/contracts/${contractId}/sign`, who.token, { fullName: name });
    if (res.statusCode !== 200) throw new Error(`signing failed: ${res.statusCode} ${res.body}`);
  }
}

/** POST /api/contracts/:id/fund with a sandbox card. */
export const fund = (t: TestApp, contractId: string, token: string, number: string = CARDS.ok) =>
  callApi(t, 'POST', `/api/contracts/${contractId}/fund`, token, { card: card(number) });

/** Both sign the booking's contract and the broker funds escrow (pickup is allowed from then on). */
export async function fundContract(
  t: TestApp,
  bookingId: string,
  broker: TestAccount,
  trucker: TestAccount,
): Promise<string> {
  const contractId = await contractIdOf(t, bookingId);
  await signByBoth(t, contractId, broker, trucker);
  const res = await fund(t, contractId, broker.token);
  if (res.statusCode !== 200) throw new Error(`funding failed: ${res.statusCode} ${res.body}`);
  return contractId;
}

/** A booking whose contract both signed and the broker funded: ready for pickup. */
export async function createFundedBooking(
  t: TestApp,
  broker: TestAccount,
  trucker: TestAccount,
  options: Omit<InsertLoadOptions, 'brokerId'> = {},
): Promise<{ loadId: string; bookingId: string; number: number; contractId: string }> {
  const booking = await createBooking(t, broker.userId, trucker, options);
  const contractId = await fundContract(t, booking.bookingId, broker, trucker);
  return { ...booking, contractId };
}
