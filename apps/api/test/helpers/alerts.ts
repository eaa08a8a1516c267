import { sql } from 'drizzle-orm';
import type { PostLoadInput } from '@haulclub/shared';
import type { TestApp } from './app';
import { createTrucker, type TruckerOverrides } from './loads';
import type { TestAccount } from './membership';

// Alerts test factories: lane profiles are set by direct updates (the profile API has its own tests).

/** Profile columns of `truckers` to set (SQL text per column, static in tests). */
export interface AlertProfile {
  truckTypes?: string[];
  threshold?: number;
  paused?: boolean;
  email?: 'off' | 'instant' | 'digest';
  timeZone?: string;
  quiet?: { startMinute: number; endMinute: number } | null;
  minRatePerMileCents?: number | null;
}

export async function setAlertProfile(t: TestApp, truckerId: string, p: AlertProfile): Promise<void> {
  const sets = [];
  if (p.truckTypes)
    sets.push(sql`truck_types = ${`{${p.truckTypes.map((x) => `"${x}"`).join(',')}}`}::text[]`);
  if (p.threshold !== undefined) sets.push(sql`alert_threshold = ${p.threshold}`);
  if (p.paused !== undefined) sets.push(sql`alerts_paused = ${p.paused}`);
  if (p.email) sets.push(sql`alert_email = ${p.email}`);
  if (p.timeZone) sets.push(sql`time_zone = ${p.timeZone}`);
  if (p.quiet !== undefined) {
    sets.push(sql`quiet_start_minute = ${p.quiet?.startMinute ?? null}`);
    sets.push(sql`quiet_end_minute = ${p.quiet?.endMinute ?? null}`);
  }
  if (p.minRatePerMileCents !== undefined) sets.push(sql`min_rate_per_mile_cents = ${p.minRatePerMileCents}`);
  if (sets.length === 0) return;
  await t.db.database.db.execute(
    sql`UPDATE truckers SET ${sql.join(sets, sql`, `)} WHERE user_id = ${truckerId}`,
  );
}

/** An onboarded, signed-in trucker with a lane profile that alerts (Step Deck from Houston unless told). */
export async function createAlertedTrucker(
  t: TestApp,
  profile: AlertProfile = {},
  overrides: TruckerOverrides = {},
): Promise<TestAccount> {
  const trucker = await createTrucker(t, { home: 'houston', ...overrides });
  await setAlertProfile(t, trucker.userId, { truckTypes: ['Step Deck'], ...profile });
  return trucker;
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * A Step Deck load from Houston to Austin at $3.10/mi (the pickup opens in an hour, so the timing
 * factor is full and two posts of it score alike).
 */
export function stepDeckLoad(overrides: Partial<PostLoadInput> = {}): Partial<PostLoadInput> {
  return {
    pickup: { city: 'Houston', state: 'TX', zip: '77002' },
    delivery: { city: 'Austin', state: 'TX', zip: '78701' },
    pickupWindowStart: hoursFromNow(1),
    pickupWindowEnd: hoursFromNow(3),
    deliveryWindowStart: hoursFromNow(8),
    deliveryWindowEnd: hoursFromNow(12),
    equipment: 'Step Deck',
    weightLbs: 18_000,
    lengthFt: 40,
    miles: 200,
    rateCents: 62_000,
    ...overrides,
  };
}

export type StoredAlert = {
  id: string;
  score: number;
  silent: boolean;
  email_status: string;
  batch_id: string;
  read_at: string | null;
};

/** The stored alerts of one trucker for one load (at most one, by the unique key). */
export async function alertsFor(t: TestApp, truckerId: string, loadId: string): Promise<StoredAlert[]> {
  const result = await t.db.database.db.execute<StoredAlert>(sql`
    SELECT id, score, silent, email_status, batch_id, read_at FROM load_alerts
    WHERE trucker_id = ${truckerId} AND load_id = ${loadId}`);
  return result.rows;
}

/** The trucker's minute of the day now in `timeZone` (as the server computes quiet hours). */
export function minuteOfDayIn(timeZone: string, at = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
