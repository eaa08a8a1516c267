import { formatCents, type MoneyLane } from '@haulclub/shared';

import { formatDateTime } from '@/lib/format';

/** Cents as dollars with cents, e.g. $1,234.57. */
export const money = (cents: number) => formatCents(cents, { showCents: true });

/** "Dallas, TX → Houston, TX". */
export const laneText = (lane: MoneyLane) =>
  `${lane.pickup.city}, ${lane.pickup.state} → ${lane.delivery.city}, ${lane.delivery.state}`;

/** A time in the viewer's zone, or the dash for none. */
export const when = (iso: string | null, none = '—') => (iso ? formatDateTime(iso) : none);

/** "12.50" → 1250 cents; null when it is not a non-negative amount with at most two decimals. */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
