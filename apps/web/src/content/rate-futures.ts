import { FUTURES_TRUCK_TYPE_LABELS, type FuturesTruckType, type PrecommitmentStatus } from '@haulclub/shared';

import { paths } from '@/config/paths';

/** Copy of the rate futures (the spec's precommitments): the trucker's list and the broker's screen. */

const count = (value: number) => value.toLocaleString('en-US');

export const RATE_FUTURE_TEXT = {
  ref: (number: number) => `R-${String(number)}`,
  lane: (from: string, to: string) => `${from} → ${to}`,
  truckType: (type: FuturesTruckType) => FUTURES_TRUCK_TYPE_LABELS[type],
  /** Dollars per mile with 2 decimals: "$2.91/mi". */
  rate: (dollars: number) => `$${dollars.toFixed(2)}/mi`,
  miles: (miles: number) => `${count(miles)} mi`,
  milesEstimate: (miles: number) => `~${count(miles)} mi`,
  /** The countdown: "3h 12m", "45m", "<1m", then "Expired". */
  hoursMinutes: (h: number, m: number) => `${String(h)}h ${String(m)}m`,
  minutes: (m: number) => `${String(m)}m`,
  underAMinute: '<1m',
  expired: 'Expired',
  expiresIn: 'Expires in',
  commitment: 'Commitment',
  broker: 'Broker',
  unknownError: 'Something went wrong. Please try again.',
  retry: 'Try again',
  paginationLabel: 'Rate futures pages',
  previous: 'Previous',
  next: 'Next',
  pageStatus: (page: number, pages: number, total: number) =>
    `Page ${String(page)} of ${String(pages)} · ${count(total)} rate futures`,
  status: {
    open: 'Open',
    locked: 'Locked',
    withdrawn: 'Withdrawn',
    expired: 'Expired',
  } satisfies Record<PrecommitmentStatus, string>,
} as const;

/** The trucker's rate futures list (on /trucker and /trucker/rate-futures). */
export const RATE_FUTURES_LIST = {
  title: 'Rate Futures',
  heading: 'Rate Futures',
  intro:
    'Forward rates brokers have posted for a lane. Lock one in before it expires and it becomes a pending contract.',
  cardHeading: 'Rate futures',
  cardIntro: 'Open forward rates from brokers, newest first.',
  listLabel: 'Open rate futures',
  loading: 'Loading rate futures…',
  loadError: 'Failed to load rate futures',
  empty: 'No Rate Futures Available',
  emptyHint: 'No brokers have posted rate futures at this time. Check back later!',
  seeAll: (total: number) => `See all ${count(total)} rate futures`,
  seeAllHref: paths.trucker.rateFutures.getHref(),
} as const;

export const ACCEPT_RATE_FUTURE = {
  accept: 'Accept',
  accepting: 'Accepting…',
  label: (ref: string) => `Accept rate future ${ref}`,
  locked: 'Rate future locked in successfully!',
  lockedDetail: (ref: string) => `${ref} is now a pending contract.`,
  viewContract: 'View contract',
  failed: 'Failed to accept rate future',
  noFit: (truckType: string) => `Your truck type can't haul ${truckType}.`,
  expired: 'This rate future has expired.',
} as const;

/** Hours a broker may choose for "Expires in" (within FUTURES_LIMITS: 5 minutes to 14 days). */
export const EXPIRES_IN_CHOICES = [
  { hours: 1, label: '1 hour' },
  { hours: 3, label: '3 hours' },
  { hours: 6, label: '6 hours' },
  { hours: 12, label: '12 hours' },
  { hours: 24, label: '24 hours' },
  { hours: 72, label: '3 days' },
  { hours: 168, label: '7 days' },
] as const;

/** /broker/rate-futures: post a rate future, and the broker's own. */
export const BROKER_RATE_FUTURES = {
  title: 'Rate Futures',
  heading: 'Rate Futures',
  intro:
    'Offer truckers a forward rate on a lane under 400 miles. The first trucker whose equipment fits to accept it before it expires gets a pending contract at that rate.',
  formHeading: 'Post a rate future',
  notVerified: 'Only verified brokers can post rate futures',
  notVerifiedHint:
    'Once HaulClub verifies your brokerage you can post them here. Your dashboard shows where your application stands.',
  notVerifiedAction: 'Go to your dashboard',
  dashboardHref: paths.broker.root.getHref(),
  laneFrom: 'Lane from',
  laneTo: 'Lane to',
  lanePlaceholder: 'City, ST or ZIP',
  laneHint: 'City, ST or a ZIP code',
  truckType: 'Truck type',
  truckTypePlaceholder: 'Choose a truck type',
  forecastRate: 'Forecast rate ($/mi)',
  ratePlaceholder: '2.50',
  milesEstimate: 'Miles estimate',
  milesPlaceholder: '250',
  expiresIn: 'Expires in',
  commitment: 'Commitment amount',
  commitmentHint: 'Forecast rate × miles estimate',
  commitmentUnknown: 'Enter a rate and miles',
  forecastHint: (rate: string, start: string, end: string, confidence: number) =>
    `Forecast ${rate} for this lane from ${start} to ${end} (confidence ${confidence.toFixed(2)})`,
  forecastNone: 'No booking history for this lane yet, so there is no forecast.',
  submit: 'Post rate future',
  submitting: 'Posting…',
  posted: (ref: string) => `Rate future ${ref} posted`,
  failed: 'Failed to post rate future',
  required: (label: string) => `${label} is required`,
  mineHeading: 'Your rate futures',
  mineLabel: 'Your rate futures',
  mineLoading: 'Loading your rate futures…',
  mineError: 'Could not load your rate futures.',
  mineEmpty: 'You have not posted any rate futures yet',
  mineEmptyHint: 'Post one above: truckers see it on their dashboard at once.',
  lockedBy: (name: string) => `Locked in by ${name}`,
  viewContract: 'View contract',
  withdraw: 'Withdraw',
  withdrawLabel: (ref: string) => `Withdraw rate future ${ref}`,
  withdrawTitle: (ref: string) => `Withdraw ${ref}?`,
  withdrawBody: 'Truckers will no longer see it or be able to accept it.',
  withdrawCancel: 'Keep it open',
  withdrawing: 'Withdrawing…',
  withdrawn: (ref: string) => `Rate future ${ref} withdrawn`,
  withdrawFailed: 'Failed to withdraw rate future',
} as const;
