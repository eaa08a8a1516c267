import { FAIRNESS_BADGE_LABELS, NOT_ENOUGH_DATA, formatCents, type FairnessBadge } from '@haulclub/shared';

/** Copy of market transparency (issue 13): lane rates, broker fairness, the broker profile and standing. */

const count = (value: number) => value.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
/** $3.05/mi: always with cents. */
export const perMile = (cents: number) => `${formatCents(cents, { showCents: true })}/mi`;

export const MARKET_TEXT = {
  notEnoughData: NOT_ENOUGH_DATA,
  perMile,
  bookings: (bookings: number) => plural(bookings, 'booking', 'bookings'),
  bookingsFromBrokers: (bookings: number, brokers: number) =>
    `${plural(bookings, 'booking', 'bookings')} from ${plural(brokers, 'broker', 'brokers')}`,
  /** Why a figure is missing: the floor (admin settings) and what the window has so far. */
  floorExplained: (minBookings: number, minBrokers: number) =>
    `A figure is shown once it rests on at least ${plural(minBookings, 'booking', 'bookings')} from at least ${plural(minBrokers, 'broker', 'brokers')}, so no single broker sets the average.`,
  soFar: (bookings: number, brokers: number) =>
    `So far: ${plural(bookings, 'booking', 'bookings')} from ${plural(brokers, 'broker', 'brokers')}.`,
} as const;

/** The lane comparison on load cards, load details and the broker's loads. */
export const LANE_RATE_LINE = {
  label: 'Lane comparison',
  below: (rate: string, percent: number, windowDays: number) =>
    `${rate} · ${String(percent)}% below the ${String(windowDays)}-day lane average`,
  above: (rate: string, percent: number, windowDays: number) =>
    `${rate} · ${String(percent)}% above the ${String(windowDays)}-day lane average`,
  at: (rate: string, windowDays: number) => `${rate} · at the ${String(windowDays)}-day lane average`,
  notEnough: `Lane average: ${NOT_ENOUGH_DATA}`,
  detail: (average: string, windowDays: number, bookings: number, brokers: number) =>
    `${String(windowDays)}-day lane average ${average}, from ${plural(bookings, 'booking', 'bookings')} by ${plural(brokers, 'broker', 'brokers')}`,
  detailNotEnough: (windowDays: number, bookings: number, brokers: number) =>
    `The last ${String(windowDays)} days have ${plural(bookings, 'booking', 'bookings')} from ${plural(brokers, 'broker', 'brokers')} on this lane, too few for an average`,
  laneRatesLink: 'Lane rates',
  laneRatesLinkLabel: (lane: string) => `Lane rates for ${lane}`,
} as const;

/** The broker fairness badge (load cards, chat headers, broker profile, the broker's own standing). */
export const FAIRNESS_TEXT = {
  label: (badge: FairnessBadge) => FAIRNESS_BADGE_LABELS[badge],
  /** The badge's title: the rule, and the broker's figure behind it. */
  explain: (badge: FairnessBadge, averageDiffPercent: number | null, comparedLoads: number) => {
    const figure =
      averageDiffPercent === null
        ? ''
        : averageDiffPercent === 0
          ? ' Their posted rates are at their lanes’ averages'
          : ` Their posted rates average ${String(Math.abs(averageDiffPercent))}% ${averageDiffPercent < 0 ? 'below' : 'above'} their lanes’ averages`;
    const over = figure
      ? `${figure} over ${plural(comparedLoads, 'load', 'loads')} of the last 90 days.`
      : '';
    return badge === 'fair_payer'
      ? `Fair payer: this broker's posted rates are at or above the 90-day lane averages on average.${over}`
      : `Below market: this broker's posted rates are well below the 90-day lane averages on average.${over}`;
  },
} as const;
