import type { ContractView } from '@haulclub/shared';

import { isApiError } from '@/lib/api-client';

const windowFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A pickup or delivery window in the viewer's time zone. */
export function formatWindow(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`;
  return windowFormat.formatRange(start, end);
}

const momentFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment (funding, delivery, a deadline) in the viewer's time zone. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentFormat.format(date);
}

/** The problem's detail, else a generic message. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.detail : 'Something went wrong. Please try again.';
}

/** "Dallas, TX → Houston, TX": the booked load's lane, or a futures contract's. */
export function contractLane(c: Pick<ContractView, 'load' | 'commitment'>): string {
  if (c.load)
    return `${c.load.pickup.city}, ${c.load.pickup.state} → ${c.load.delivery.city}, ${c.load.delivery.state}`;
  if (c.commitment) return `${c.commitment.laneFrom} → ${c.commitment.laneTo}`;
  return '';
}

/** Today as yyyy-MM-dd in FUTURES_TIME_ZONE, where futures' dates are days (one function, in shared). */
export { futuresToday as futuresToday } from '@haulclub/shared';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (yyyy-MM-dd) as "Mar 3, 2026", the same day in every zone. */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dayFormat.format(parsed);
}
