import { sql } from 'drizzle-orm';
import type { CreateFreightFutureInput, CreatePrecommitmentInput } from '@haulclub/shared';
import { futuresToday } from '../../src/modules/futures/index';
import type { TestApp } from './app';
import { bearer } from './auth';

// Factories for futures and rate futures tests: created through the API (its rules and forecast), with overrides.

/** A calendar date `days` from today in FUTURES_TIME_ZONE (yyyy-MM-dd). */
export function dayFromToday(days: number): string {
  const today = futuresToday();
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A valid create-freight-future body: Dallas → Houston flatbed, $2.50 a mile × 1,200 miles, a month from next week. */
export function futureInput(overrides: Partial<Record<keyof CreateFreightFutureInput, unknown>> = {}) {
  return {
    lane_from: 'Dallas, TX',
    lane_to: 'Houston, TX',
    truck_type: 'flatbed',
    rate_per_mile: 2.5,
    estimated_miles: 1200,
    start_date: dayFromToday(7),
    end_date: dayFromToday(37),
    ...overrides,
  };
}

/** A valid rate future body: Dallas → Austin dry van at $2.75 a mile × 500 miles, expiring in 6 hours. */
export function precommitmentInput(overrides: Partial<Record<keyof CreatePrecommitmentInput, unknown>> = {}) {
  return {
    lane_from: 'Dallas, TX',
    lane_to: 'Austin, TX',
    truck_type: 'dry_van',
    forecast_rate: 2.75,
    miles_estimate: 500,
    expires_at: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    ...overrides,
  };
}

export const postFuture = (t: TestApp, token: string, body: unknown = futureInput()) =>
  t.app.inject({ method: 'POST', url: '/api/futures', headers: bearer(token), payload: body as object });

export const postPrecommitment = (t: TestApp, token: string, body: unknown = precommitmentInput()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/precommitments',
    headers: bearer(token),
    payload: body as object,
  });

/** A freight future created through the API (throws unless 201); its view. */
export async function createFuture(
  t: TestApp,
  token: string,
  overrides: Parameters<typeof futureInput>[0] = {},
): Promise<{ id: string; [k: string]: unknown }> {
  const res = await postFuture(t, token, futureInput(overrides));
  if (res.statusCode !== 201) throw new Error(`create future failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A rate future created through the API (throws unless 201); its view. */
export async function createPrecommitment(
  t: TestApp,
  token: string,
  overrides: Parameters<typeof precommitmentInput>[0] = {},
): Promise<{ id: string; [k: string]: unknown }> {
  const res = await postPrecommitment(t, token, precommitmentInput(overrides));
  if (res.statusCode !== 201) throw new Error(`create rate future failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const lockFuture = (t: TestApp, token: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/futures/${id}/lock`, headers: bearer(token) });

export const acceptPrecommitment = (t: TestApp, token: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/precommitments/accept',
    headers: bearer(token),
    payload: { precommitment_id: id },
  });

export const getJson = async (t: TestApp, token: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** Moves a future's dates so that it ended `daysAgo` days ago (today in FUTURES_TIME_ZONE). */
export async function endFuture(t: TestApp, id: string, daysAgo = 1): Promise<void> {
  await t.db.database.db.execute(sql`
    UPDATE futures SET start_date = ${dayFromToday(-daysAgo - 5)}::date, end_date = ${dayFromToday(-daysAgo)}::date
    WHERE id = ${id}::uuid`);
}

/** Makes a rate future expire now (database clock), or `seconds` from now. */
export async function expirePrecommitment(t: TestApp, id: string, seconds = 0): Promise<void> {
  await t.db.database.db.execute(sql`
    UPDATE precommitments SET expires_at = clock_timestamp() + make_interval(secs => ${seconds})
    WHERE id = ${id}::uuid`);
}

/** Row counts of the futures tables and contracts (a refused request changes none). */
export async function futuresCounts(t: TestApp) {
  const { rows } = await t.db.database.db.execute<{
    futures: number;
    precommitments: number;
    contracts: number;
  }>(sql`
    SELECT (SELECT count(*)::int FROM futures) AS futures,
      (SELECT count(*)::int FROM precommitments) AS precommitments,
      (SELECT count(*)::int FROM contracts) AS contracts`);
  return rows[0];
}
