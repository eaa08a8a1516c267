// Calendar arithmetic in FUTURES_TIME_ZONE (America/Chicago) without Intl: futures dates are
// days there, and the weekday effect needs each booking's local weekday. US daylight time runs
// from 2:00 on the second Sunday of March to 2:00 on the first Sunday of November (local).

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The UTC instant of 2:00 local standard (08:00 UTC) / daylight (07:00 UTC) time on a Sunday. */
function nthSunday(year: number, month: number, n: number): number {
  const first = Date.UTC(year, month, 1);
  const weekday = new Date(first).getUTCDay();
  return first + (((7 - weekday) % 7) + (n - 1) * 7) * DAY_MS;
}

const dstCache = new Map<number, [number, number]>();
function dstBounds(year: number): [number, number] {
  let bounds = dstCache.get(year);
  if (!bounds) {
    // Starts at 02:00 CST = 08:00 UTC; ends at 02:00 CDT = 07:00 UTC.
    bounds = [nthSunday(year, 2, 2) + 8 * HOUR_MS, nthSunday(year, 10, 1) + 7 * HOUR_MS];
    dstCache.set(year, bounds);
  }
  return bounds;
}

// The last year looked up (forecasts read the same year's bookings over and over).
let cachedYear = { from: 0, to: -1, start: 0, end: 0 };

/** Chicago's offset from UTC at an instant, in ms (−6 h, or −5 h in daylight time). */
export function chicagoOffsetMs(ms: number): number {
  if (ms < cachedYear.from || ms >= cachedYear.to) {
    const year = new Date(ms).getUTCFullYear();
    const [start, end] = dstBounds(year);
    cachedYear = { from: Date.UTC(year, 0, 1), to: Date.UTC(year + 1, 0, 1), start, end };
  }
  return ms >= cachedYear.start && ms < cachedYear.end ? -5 * HOUR_MS : -6 * HOUR_MS;
}

/** An instant as fractional days since 1970-01-01 00:00 Chicago local time (continuous). */
export function localDays(at: Date | number): number {
  const ms = typeof at === 'number' ? at : at.getTime();
  return (ms + chicagoOffsetMs(ms)) / DAY_MS;
}

/** A yyyy-MM-dd calendar date as its day number (days since 1970-01-01). */
export function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y as number, (m as number) - 1, d as number) / DAY_MS;
}

/** A day number back to yyyy-MM-dd. */
export function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a day number (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((Math.floor(day) + 4) % 7) + 7) % 7;
}

/** Today's date in Chicago at `now`. */
export function chicagoToday(now: Date): string {
  return dateOfDay(Math.floor(localDays(now)));
}

/** The instant a Chicago calendar day (day number) begins. */
export function startOfLocalDay(day: number): Date {
  const guess = day * DAY_MS + 6 * HOUR_MS;
  return new Date(day * DAY_MS - chicagoOffsetMs(guess));
}
