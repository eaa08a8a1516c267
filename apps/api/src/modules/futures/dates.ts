import { FUTURES_TIME_ZONE } from '@haulclub/shared';
import { sql, type SQL } from 'drizzle-orm';

const DAY_MS = 86_400_000;

export { futuresToday } from '@haulclub/shared';

/** A calendar date `days` later (or earlier), yyyy-MM-dd. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (calendar dates). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Today in FUTURES_TIME_ZONE by the database clock at the moment the row is checked
 * (clock_timestamp, not the transaction's start: a lock that waited for another still sees the real day).
 */
export const todaySql: SQL = sql`(clock_timestamp() AT TIME ZONE ${FUTURES_TIME_ZONE})::date`;
