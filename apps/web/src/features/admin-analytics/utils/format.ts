import { isApiError } from '@/lib/api-client';

/** "42 min", "3 h 5 min", "2 d 4 h": a duration in whole minutes, rounded. */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${String(total)} min`;
  if (total < 24 * 60) {
    const h = Math.floor(total / 60);
    const m = total % 60;
    return m ? `${String(h)} h ${String(m)} min` : `${String(h)} h`;
  }
  const d = Math.floor(total / (24 * 60));
  const h = Math.floor((total % (24 * 60)) / 60);
  return h ? `${String(d)} d ${String(h)} h` : `${String(d)} d`;
}

/** A share (0–1) as a percentage with one decimal: 0.031 → "3.1%". */
export function formatShare(share: number): string {
  return `${(share * 100).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** Cents per mile as dollars: 285 → "$2.85/mi". */
export function formatPerMile(cents: number): string {
  return `$${(cents / 100).toFixed(2)}/mi`;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A yyyy-MM-dd day as "May 4" (UTC, as the server counts days). */
export function formatDay(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : shortDate.format(parsed);
}

/** What to tell the admin about a failed call: the problem's detail, else the error message. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
