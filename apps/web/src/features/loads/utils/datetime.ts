const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as ISO 8601 with the viewer's UTC offset, e.g. 2030-05-02T08:00:00-05:00. */
export function toOffsetIso(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const day = `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day}T${time}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A datetime-local value ("2030-05-02T08:00", the viewer's wall clock) as ISO with offset; '' if blank or invalid. */
export function localInputToIso(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : toOffsetIso(date);
}

/** An ISO timestamp as a datetime-local value in the viewer's zone. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A local day ("2030-05-02") as [start, next day's start) in ISO with offset; null if not a date. */
export function localDayRange(day: string): { from: string; before: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  if (Number.isNaN(start.getTime()) || start.getDate() !== date) return null;
  return { from: toOffsetIso(start), before: toOffsetIso(new Date(year, month, date + 1)) };
}
