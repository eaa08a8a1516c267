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

const withRate = (rate: string | null, text: string) => (rate === null ? text : `${rate} · ${text}`);

/** The lane comparison on load cards, load details and the broker's loads. */
export const LANE_RATE_LINE = {
  label: 'Lane comparison',
  below: (rate: string | null, percent: number, windowDays: number) =>
    withRate(rate, `${String(percent)}% below the ${String(windowDays)}-day lane average`),
  above: (rate: string | null, percent: number, windowDays: number) =>
    withRate(rate, `${String(percent)}% above the ${String(windowDays)}-day lane average`),
  at: (rate: string | null, windowDays: number) =>
    rate === null
      ? `At the ${String(windowDays)}-day lane average`
      : `${rate} · at the ${String(windowDays)}-day lane average`,
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

/** The Lane Rates page (/lane-rates). */
export const LANE_RATES = {
  title: 'Lane Rates',
  heading: 'Lane rates',
  intro:
    'What booked loads paid per mile on a lane, from one 3-digit ZIP area to another, over the last 7, 30 and 90 days.',
  search: {
    label: 'Search a lane',
    origin: 'Origin',
    destination: 'Destination',
    placeHint: '"City, ST" or a ZIP code',
    placeholderOrigin: 'Dallas, TX',
    placeholderDestination: 'Houston, TX',
    equipment: 'Equipment',
    anyEquipment: 'All equipment',
    submit: 'Show lane rates',
  },
  prompt: 'Search a lane to see what it pays.',
  promptHint:
    'Enter where the freight starts and where it goes. Each end counts as its whole 3-digit ZIP area.',
  loading: 'Loading lane rates…',
  loadError: 'Could not load lane rates.',
  fieldError: 'Check the lane: see the fields above.',
  retry: 'Try again',
  lane: (origin: string, destination: string) => `${origin} → ${destination}`,
  basis:
    'From the agreed rate per mile of each load booked on HaulClub on this lane; posted asks do not count.',
  noBookings: 'No bookings on this lane in the last 90 days.',
  noBookingsFor: (equipment: string) => `No bookings in the last 90 days for: ${equipment}.`,
  window: (days: number) => `Last ${String(days)} days`,
  average: 'Average',
  median: 'Median',
  middle50: 'Middle 50%',
  middle50Range: (low: string, high: string) => `${low} – ${high}`,
  history: {
    heading: '30-day average, week by week',
    summary: (weeks: number) =>
      `The 30-day average at the end of each of the last ${String(weeks)} weeks; gaps are weeks without enough data.`,
    empty: 'No week has enough data for an average yet.',
    tableLabel: 'Weekly 30-day averages',
    week: 'Week of',
    average: '30-day average',
    bookings: 'Bookings',
  },
  laneRatesLink: 'Lane rates',
} as const;

const diffText = (percent: number) =>
  percent === 0
    ? 'at the lane average'
    : `${String(Math.abs(percent))}% ${percent < 0 ? 'below' : 'above'} the lane average`;

/** The broker's own standing: the dashboard card and /broker/standing. */
export const BROKER_STANDING = {
  title: 'Your rate standing',
  heading: 'Your rate standing',
  intro:
    'How the rates you posted in the last 90 days compare with the 90-day averages of their lanes, and which loads pulled your standing down.',
  cardHeading: 'Rate standing',
  loading: 'Loading your rate standing…',
  loadError: 'Could not load your rate standing.',
  retry: 'Try again',
  badgeNone: 'No badge',
  average: (percent: number, loads: number) =>
    percent === 0
      ? `Your posted rates are at your lanes’ 90-day averages, over ${plural(loads, 'load', 'loads')}.`
      : `Your posted rates average ${String(Math.abs(percent))}% ${percent < 0 ? 'below' : 'above'} your lanes’ 90-day averages, over ${plural(loads, 'load', 'loads')}.`,
  notEnough: (loads: number, min: number) =>
    `${plural(loads, 'of your loads', 'of your loads')} of the last 90 days had a lane average to compare with; a standing needs at least ${String(min)}.`,
  rules: (belowMarketPercent: number) =>
    [
      'Fair payer: your posted rates are at or above your lanes’ averages, on average.',
      `Below market: they are ${String(belowMarketPercent)}% or more below, on average.`,
      'In between, or with too few loads to compare, there is no badge.',
    ] as const,
  rulesHeading: 'How the badge is decided',
  seeLoads: 'See the loads compared',
  loadsHeading: 'Loads compared, lowest first',
  showMore: (more: number) => `Show ${plural(more, 'more load', 'more loads')}`,
  partial: (shown: number, compared: number) =>
    `The ${count(shown)} furthest below their lanes of your ${plural(compared, 'compared load', 'compared loads')}.`,
  loadsEmpty: 'None of your loads of the last 90 days had a lane with enough bookings to compare with.',
  loadLabel: (ref: string) => `Load ${ref}`,
  loadRef: (number: number) => `HC-${String(number)}`,
  lane: (origin: string, destination: string) => `${origin} → ${destination}`,
  posted: 'Posted',
  yourRate: 'Your rate',
  laneAverage: 'Lane average (90 days)',
  difference: 'Difference',
  diff: diffText,
} as const;

/** A broker's profile (/brokers/:id). */
export const BROKER_PROFILE = {
  title: (company: string) => `${company} · Broker`,
  fallbackTitle: 'Broker',
  loading: 'Loading the broker’s profile…',
  loadError: 'Could not load this broker’s profile.',
  notFound: 'No broker with this link',
  notFoundHint: 'The link may be mistyped, or the account is not a broker’s.',
  retry: 'Try again',
  mc: (mc: string) => `MC ${mc}`,
  memberSince: (date: string) => `Member since ${date}`,
  verified: 'Verified broker',
  notVerified: 'Not verified yet',
  factsLabel: 'About this broker',
  fairnessHeading: 'Rates against the market',
  fairnessAverage: (percent: number, loads: number) =>
    percent === 0
      ? `Posted rates at their lanes’ 90-day averages, over ${plural(loads, 'load', 'loads')} of the last 90 days.`
      : `Posted rates average ${String(Math.abs(percent))}% ${percent < 0 ? 'below' : 'above'} their lanes’ 90-day averages, over ${plural(loads, 'load', 'loads')} of the last 90 days.`,
  fairnessNone: 'Between the two badges: neither a fair payer nor below market.',
  fairnessNotEnough: (loads: number) =>
    `Too few loads to compare yet (${plural(loads, 'load', 'loads')} of the last 90 days had a lane average).`,
  ratingHeading: 'Rating from truckers',
  ratingAverage: (average: number) => `${average.toFixed(1)} out of 5`,
  ratingCount: (count: number) => plural(count, 'rating', 'ratings'),
  noRatings: 'No ratings yet',
  activity: (posted: number, booked: number) =>
    `${plural(posted, 'load', 'loads')} posted in the last 90 days, ${count(booked)} booked.`,
  lanesHeading: 'Most posted lanes (90 days)',
  lanesEmpty: 'No loads posted in the last 90 days.',
  laneLoads: (loads: number) => plural(loads, 'load', 'loads'),
  theirAverage: 'Their average',
  laneAverage: 'Lane average (90 days)',
} as const;

/** The post-load form's hint under the rate, from the estimate API. */
export const LANE_RATE_HINT = {
  label: 'Lane average',
  average: (average: string, windowDays: number) =>
    `The lane pays ${average} on average (${String(windowDays)} days).`,
  below: (percent: number) => `Your rate is ${String(percent)}% below that.`,
  above: (percent: number) => `Your rate is ${String(percent)}% above that.`,
  at: 'Your rate is at the average.',
  basis: (lane: string, bookings: number, brokers: number) =>
    `${lane}, from ${plural(bookings, 'booking', 'bookings')} by ${plural(brokers, 'broker', 'brokers')}.`,
  notEnough: (lane: string) => `${lane}: ${NOT_ENOUGH_DATA} for this lane and equipment.`,
  lane: (origin: string, destination: string) => `${origin} → ${destination}`,
} as const;
