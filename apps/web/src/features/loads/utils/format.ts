import { formatCents } from '@haulclub/shared';

import { LOAD_TEXT } from '@/content/loads';
import { isApiError } from '@/lib/api-client';

type Located = { city: string; state: string };

export const loadRef = (number: number) => LOAD_TEXT.ref(number);
export const placeLabel = (place: Located) => LOAD_TEXT.place(place.city, place.state);
export const laneLabel = (load: { pickup: Located; delivery: Located }) =>
  LOAD_TEXT.lane(placeLabel(load.pickup), placeLabel(load.delivery));

/** $4.80/mi: always with cents. */
export const formatRatePerMile = (cents: number) =>
  LOAD_TEXT.perMile(formatCents(cents, { showCents: true }));

const windowFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A pickup or delivery window in the viewer's zone, e.g. "Thu, May 2, 8:00 – 11:00 AM". */
export function formatWindow(startIso: string, endIso: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`;
  return end.getTime() > start.getTime() ? windowFormat.formatRange(start, end) : windowFormat.format(start);
}

/** Time left until `expiresAt`: mm:ss under an hour, "1h 23m" above, null once expired. */
export function countdownText(expiresAt: string, now: number): string | null {
  const seconds = Math.ceil((Date.parse(expiresAt) - now) / 1000);
  if (!(seconds > 0)) return null;
  if (seconds >= 3600)
    return LOAD_TEXT.hoursMinutes(Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** True while a load's expiry lies in the future. */
export const isUnexpired = (expiresAt: string, now: number) => Date.parse(expiresAt) > now;

/** What to tell the user about a failed call: the problem's detail, else the error's message. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error && error.message ? error.message : LOAD_TEXT.unknownError;
}
