import { formatCents } from '@haulclub/shared';

import { BOOKINGS_COMMON } from '@/content/bookings';
import { isApiError } from '@/lib/api-client';

const windowFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Dallas, TX → Houston, TX" */
export function formatLane(load: {
  pickup: { city: string; state: string };
  delivery: { city: string; state: string };
}): string {
  return `${load.pickup.city}, ${load.pickup.state} → ${load.delivery.city}, ${load.delivery.state}`;
}

/** A pickup or delivery window in the viewer's time zone, e.g. "Mar 3, 2026, 8:00 – 11:00 AM". */
export function formatWindow(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`;
  return windowFormat.formatRange(start, end);
}

/** "$2.15/mi" */
export function formatRatePerMile(cents: number): string {
  return BOOKINGS_COMMON.perMile(formatCents(cents, { showCents: true }));
}

/** What to tell the user about a failed call: the problem's detail, else a generic message. */
export function errorDetail(error: unknown): string {
  // Anything else (an answer that did not match its schema, a bug) has no words for the user.
  return isApiError(error) ? error.detail : BOOKINGS_COMMON.unknownError;
}

/** "+12145550100" → "(214) 555-0100"; anything else as given. */
export function formatPhone(phone: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return us ? `(${us[1] ?? ''}) ${us[2] ?? ''}-${us[3] ?? ''}` : phone;
}
