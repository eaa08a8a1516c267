import {
  FUTURES_TRUCK_TYPE_LABELS,
  type ConfidenceColour,
  type FuturesTruckType,
  type MarketDemand,
} from '@haulclub/shared';

/** Copy of the Freight Futures screen (/freight-futures); the spec's words where it has them (§2, §5, §8). */

export const futureRef = (number: number) => `F-${String(number)}`;

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const FREIGHT_FUTURES = {
  title: 'Freight Futures',
  heading: 'Freight futures',
  intro:
    'Brokers commit freight on a lane ahead of time at a set rate per mile. A trucker locks one in and it becomes a contract, paid through escrow like any load.',
  errorTitle: 'Error',
  retry: 'Try again',
  open: {
    heading: 'Open futures',
    loading: 'Loading futures...',
    empty: 'No open freight futures available',
    loadFailed: 'Could not load the open futures',
    count: (total: number) => `${plural(total, 'open future', 'open futures')}, newest first`,
  },
  pagination: {
    paginationLabel: 'Open futures pages',
    previous: 'Previous',
    next: 'Next',
    pageStatus: (page: number, pages: number, total: number) =>
      `Page ${String(page)} of ${String(pages)} (${plural(total, 'future', 'futures')})`,
  },
} as const;

export const FUTURE_CARD = {
  lane: (from: string, to: string) => `${from} → ${to}`,
  laneMiles: (miles: number) => `${miles.toLocaleString('en-US')} lane miles`,
  truckType: (code: FuturesTruckType) => FUTURES_TRUCK_TYPE_LABELS[code],
  facts: {
    truckType: 'Truck type',
    rate: 'Rate',
    miles: 'Estimated miles',
    total: 'Total commitment',
    dates: 'Dates',
    broker: 'Broker',
  },
  miles: (miles: number) => `${miles.toLocaleString('en-US')} mi`,
  confidence: (percent: number, colour: ConfidenceColour) =>
    `${String(percent)}% AI confidence · ${CONFIDENCE_LABELS[colour]}`,
  confidenceTitle:
    'How far the forecast for this lane can be trusted, from its history when the future was posted: green at 80% or more, yellow at 60% or more, red below.',
  demand: (level: MarketDemand) => `Market demand: ${DEMAND_LABELS[level]}`,
  demandTitle: 'Loads posted near the origin over the last 14 days for each trucker within 100 miles.',
} as const;

export const CONFIDENCE_LABELS: Record<ConfidenceColour, string> = {
  green: 'High confidence',
  yellow: 'Medium confidence',
  red: 'Low confidence',
};

export const DEMAND_LABELS: Record<MarketDemand, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const LOCK_FUTURE = {
  button: 'Lock In Rate',
  buttonLabel: (ref: string, lane: string) => `Lock In Rate: ${ref}, ${lane}`,
  doesNotFit: (truckType: string) =>
    `Your truck type can't haul ${truckType} freight, so you can't lock this one in.`,
  dialogTitle: (ref: string) => `Lock in ${ref}?`,
  commitment: (lane: string, truckType: string, dates: string, miles: string, rate: string, total: string) =>
    `You commit to haul ${lane} (${truckType}), ${dates}: about ${miles} at ${rate}, ${total} in total.`,
  share: (percent: number, amount: string) =>
    `Your ${String(percent)}% share is ${amount}. A pending contract is made for you and the broker to sign; escrow and payout follow as for a load.`,
  confirm: 'Lock In Rate',
  cancel: 'Cancel',
  locking: 'Locking in…',
  locked: (ref: string) => `${ref} is yours. Your pending contract is ready to sign.`,
  viewContract: 'View contract',
  lockedBanner: (ref: string) => `You locked in ${ref}.`,
  lockedBannerBody: 'Sign the pending contract to go ahead.',
} as const;

export const CREATE_FUTURE = {
  button: 'Create Future',
  title: 'Create a freight future',
  description:
    'Commit freight on a lane over a date range at a rate per mile. Lanes are under 400 miles; type each end as "City, ST" or a ZIP.',
  fields: {
    lane_from: 'Lane from',
    lane_to: 'Lane to',
    truck_type: 'Truck type',
    rate_per_mile: 'Rate per mile ($)',
    estimated_miles: 'Estimated miles',
    start_date: 'Start date',
    end_date: 'End date',
  },
  lanePlaceholder: 'Dallas, TX or 75201',
  ratePlaceholder: '2.50',
  milesPlaceholder: '1200',
  chooseTruckType: 'Choose a truck type',
  required: 'Please fill in all required fields',
  requiredField: 'Required',
  submit: 'Post future',
  submitting: 'Posting…',
  cancel: 'Cancel',
  created: 'Success: Freight future created successfully!',
  notVerified: 'Creating futures opens once your brokerage is verified.',
  totalPreview: (total: string) => `Total commitment: ${total}`,
} as const;

export const FORECAST_TEXT = {
  label: 'Forecast',
  waiting: 'Fill in the lane, truck type and dates to see the forecast.',
  loading: 'Forecasting this lane…',
  rate: (rate: string, months: string) => `Forecast ${rate} for this lane in ${months}`,
  none: 'Not enough history for a forecast on this lane',
  basis: {
    lane: (bookings: number, brokers: number) =>
      `From ${plural(bookings, 'booking', 'bookings')} by ${plural(brokers, 'broker', 'brokers')} on this lane.`,
    market: (bookings: number) =>
      `This lane has ${plural(bookings, 'booking', 'bookings')}, too few: the forecast uses the wider market (origin area to destination area).`,
    national: (truckType: string) =>
      `Too few bookings on this lane and its markets: the forecast uses the national ${truckType} figure.`,
    none: 'No booked history for this lane, its markets or this truck type yet.',
  },
  backtest: (percent: number) => `Back-tested error of this forecast: ${String(percent)}%.`,
  failed: (detail: string) => `No forecast: ${detail}`,
} as const;

export const BROKER_FUTURES = {
  heading: 'Your futures',
  intro: 'Every future you posted, with who locked it in.',
  loading: 'Loading your futures...',
  empty: 'You have not posted a freight future yet.',
  loadFailed: 'Could not load your futures',
  status: { open: 'Open', locked: 'Locked', withdrawn: 'Withdrawn', expired: 'Expired' },
  lockedBy: (name: string) => `Locked by ${name}`,
  viewContract: 'View contract',
  viewContractLabel: (ref: string) => `View the contract of ${ref}`,
  withdraw: 'Withdraw',
  withdrawLabel: (ref: string) => `Withdraw ${ref}`,
  withdrawTitle: (ref: string) => `Withdraw ${ref}?`,
  withdrawBody: (lane: string) =>
    `${lane} leaves the open futures and can no longer be locked in. This cannot be undone.`,
  withdrawing: 'Withdrawing…',
  keep: 'Keep it open',
  withdrawn: (ref: string) => `${ref} withdrawn.`,
  pagination: {
    paginationLabel: 'Your futures pages',
    previous: 'Previous',
    next: 'Next',
    pageStatus: (page: number, pages: number, total: number) =>
      `Page ${String(page)} of ${String(pages)} (${plural(total, 'future', 'futures')})`,
  },
} as const;
