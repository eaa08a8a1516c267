const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto', style: 'short' });

/** How long ago `iso` was at `now`: "just now", "5 min. ago", "3 hr. ago", "yesterday". */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (!Number.isFinite(seconds)) return iso;
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
}
