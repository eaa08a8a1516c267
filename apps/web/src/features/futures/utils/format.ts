import { formatCents, type FutureView } from '@haulclub/shared';

import { FUTURE_CARD } from '@/content/futures';

/** Dollars over the wire → cents (the API sends two decimals). */
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

/** $2.50/mi: always two decimals. */
export const formatRatePerMile = (dollars: number) =>
  `${formatCents(dollarsToCents(dollars), { showCents: true })}/mi`;

/** $3,000.00: always two decimals. */
export const formatDollars = (dollars: number) => formatCents(dollarsToCents(dollars), { showCents: true });

/** A yyyy-MM-dd calendar date as a Date at noon UTC (formatted in UTC, so it is the same day everywhere). */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });

/** "Mar 1 – 31, 2027" (or one day when start and end are the same). */
export function formatDateRange(start: string, end: string): string {
  const from = calendarDay(start);
  const to = calendarDay(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${start} – ${end}`;
  return start === end ? dayFormat.format(from) : dayFormat.formatRange(from, to);
}

/** The month names a date range covers: "March", "March–May" (first and last month). */
export function monthsOf(start: string, end: string): string {
  const first = monthFormat.format(calendarDay(start));
  const last = monthFormat.format(calendarDay(end));
  return start.slice(0, 7) === end.slice(0, 7) ? first : `${first}–${last}`;
}

/** Today as yyyy-MM-dd in FUTURES_TIME_ZONE, where futures' dates are days (one function, in shared). */
export { futuresToday as todayInFuturesZone } from '@haulclub/shared';

/** 0.87 → 87 */
export const confidencePercent = (score: number) => Math.round(score * 100);

export const futureLane = (future: Pick<FutureView, 'lane_from' | 'lane_to'>) =>
  FUTURE_CARD.lane(future.lane_from, future.lane_to);

/** The broker as the list names them: their company, else their name. */
export const brokerName = (future: Pick<FutureView, 'broker'>) =>
  future.broker.company_name ?? future.broker.name;
