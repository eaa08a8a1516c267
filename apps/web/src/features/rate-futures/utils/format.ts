import { RATE_FUTURE_TEXT } from '@/content/rate-futures';
import { isApiError } from '@/lib/api-client';

/**
 * Time left until `expiresAt` at `now` (ms): "3h 12m" with an hour or more left, "45m" under an hour,
 * "<1m" in the last minute, and null once it has expired. Whole minutes are rounded down, so the
 * countdown never promises more time than is left.
 */
export function countdownText(expiresAt: string, now: number): string | null {
  const seconds = Math.floor((Date.parse(expiresAt) - now) / 1000);
  if (!(seconds > 0)) return null;
  const minutes = Math.floor(seconds / 60);
  if (minutes >= 60) return RATE_FUTURE_TEXT.hoursMinutes(Math.floor(minutes / 60), minutes % 60);
  if (minutes >= 1) return RATE_FUTURE_TEXT.minutes(minutes);
  return RATE_FUTURE_TEXT.underAMinute;
}

/** True once a rate future's expires_at has come: it can no longer be accepted. */
export const isExpired = (expiresAt: string, now: number) => !(Date.parse(expiresAt) > now);

/** Dollars as "$1,234.56" (whole dollars without cents). */
export function formatDollars(dollars: number): string {
  const showCents = Math.round(dollars * 100) % 100 !== 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: showCents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(dollars);
}

/** The name a member goes by here: the company when there is one, else the person. */
export const memberName = (member: { name: string; company_name: string | null }) =>
  member.company_name ?? member.name;

/** What to tell the user about a failed call: the problem's detail, else the error's message. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error && error.message ? error.message : RATE_FUTURE_TEXT.unknownError;
}
