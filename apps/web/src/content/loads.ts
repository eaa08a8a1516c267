import { ROAD_CIRCUITY_FACTOR, type LoadSort, type LoadStatus } from '@haulclub/shared';

import { paths } from '@/config/paths';

/** Copy of the load board: Post Load, My Loads, Available Loads, All Loads and the booking buttons. */

const count = (value: number) => value.toLocaleString('en-US');
const hours = (h: number) => (h === 1 ? '1 hour' : `${String(h)} hours`);

/** Words and units every load screen uses. */
export const LOAD_TEXT = {
  ref: (number: number) => `HC-${String(number)}`,
  place: (city: string, state: string) => `${city}, ${state}`,
  lane: (from: string, to: string) => `${from} → ${to}`,
  miles: (miles: number) => `${count(miles)} mi`,
  perMile: (amount: string) => `${amount}/mi`,
  weight: (lbs: number) => `${count(lbs)} lbs`,
  length: (ft: number) => `${count(ft)} ft`,
  mc: (mcNumber: string) => `MC ${mcNumber}`,
  hoursMinutes: (h: number, m: number) => `${String(h)}h ${String(m).padStart(2, '0')}m`,
  hours,
  expired: 'Expired',
  premium: 'Premium',
  none: '—',
  optional: 'optional',
  unknownError: 'Something went wrong. Please try again.',
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
  paginationLabel: 'Pages',
  pageStatus: (page: number, pages: number, total: number) =>
    `Page ${String(page)} of ${String(pages)} · ${String(total)} in all`,
  close: 'Close',
  allStatuses: 'All statuses',
  status: 'Status',
} as const;

export const LOAD_STATUS_LABELS: Record<LoadStatus, string> = {
  active: 'Active',
  booked: 'Booked',
  in_transit: 'In transit',
  delivered: 'Delivered',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Labels of a load's facts (cards, details, tables). */
export const LOAD_FACTS = {
  pickup: 'Pickup',
  delivery: 'Delivery',
  pickupWindow: 'Pickup window',
  deliveryWindow: 'Delivery window',
  equipment: 'Equipment',
  weight: 'Weight',
  length: 'Length',
  commodity: 'Commodity',
  rate: 'Rate',
  ratePerMile: 'Rate per mile',
  miles: 'Miles',
  deadhead: 'Deadhead',
  broker: 'Broker',
  notes: 'Notes',
  expiresIn: 'Expires in',
} as const;

export const POST_LOAD = {
  title: 'Post Load',
  heading: 'Post a load',
  intro: 'Short-haul and specialty freight up to 400 miles. Verified truckers see it at once.',
  editTitle: 'Edit Load',
  editHeading: (ref: string) => `Edit ${ref}`,
  editIntro: 'Changes show on the board at once. The expiry stays as it is; repost for a fresh one.',
  sections: {
    pickup: 'Pickup',
    delivery: 'Delivery',
    freight: 'Freight',
    rate: 'Rate and posting',
  },
  fields: {
    city: 'City',
    state: 'State',
    chooseState: 'Choose…',
    zip: 'ZIP',
    pickupWindowStart: 'Pickup window start',
    pickupWindowEnd: 'Pickup window end',
    deliveryWindowStart: 'Delivery window start',
    deliveryWindowEnd: 'Delivery window end',
    equipment: 'Equipment',
    chooseEquipment: 'Choose equipment',
    weight: 'Weight (lbs)',
    length: 'Length (ft)',
    commodity: 'Commodity',
    commodityPlaceholder: 'Steel coils, lumber, machinery…',
    notes: 'Notes',
    notesHint: 'Loading details, tarps, straps, appointments.',
    rate: 'Total rate (USD)',
    ratePlaceholder: '1200',
    miles: 'Miles',
    premium: 'Premium load',
    premiumHint: 'Stands out on the board.',
    expiresIn: 'Expires in',
  },
  ratePerMile: (amount: string) => `That is ${amount} per mile.`,
  estimating: 'Estimating road miles…',
  estimate: (miles: number) =>
    `Estimated ${count(miles)} road miles (straight line × ${String(ROAD_CIRCUITY_FACTOR)})`,
  estimateFailed: (detail: string) => `Could not estimate the miles: ${detail}`,
  milesHint: 'Filled in from the estimate once both places are complete. Correct it if you know better.',
  submit: 'Post Load',
  submitting: 'Posting…',
  save: 'Save changes',
  saving: 'Saving…',
  posted: (ref: string) => `${ref} is on the board`,
  saved: (ref: string) => `${ref} saved`,
  failed: 'Could not post the load',
  saveFailed: 'Could not save the load',
  loading: 'Loading…',
  statusError: 'Could not load your broker account.',
  loadError: 'Could not load this load.',
  notVerified: {
    heading: 'You can post loads once your brokerage is verified',
    body: 'We check every brokerage with FMCSA and an admin approves it before it posts.',
    action: 'Back to dashboard',
    href: paths.broker.root.getHref(),
  },
  notEditable: {
    heading: (ref: string) => `${ref} can no longer be edited`,
    body: 'Only active or expired loads can be edited.',
  },
  backToLoads: 'Back to My Loads',
} as const;

export const BROKER_LOADS = {
  title: 'My Loads',
  heading: 'My loads',
  intro: 'Your loads, live: bookings and expiries show up here without a reload.',
  postLoad: 'Post Load',
  tableLabel: 'Your loads',
  columns: {
    load: 'Load',
    lane: 'Lane',
    rate: 'Rate',
    status: 'Status',
    expires: 'Expires in',
    bookedBy: 'Booked by',
    actions: 'Actions',
  },
  empty: 'No loads here yet.',
  emptyHint: 'Post a load and it shows up here with a live countdown.',
  loading: 'Loading your loads…',
  loadError: 'Could not load your loads.',
  actions: {
    edit: 'Edit',
    cancel: 'Cancel',
    repost: 'Repost',
    label: (action: string, ref: string) => `${action} ${ref}`,
  },
  cancelDialog: {
    title: (ref: string) => `Cancel ${ref}?`,
    description: 'The load leaves the board at once. Truckers who messaged you about it keep the chat.',
    reason: 'Reason',
    reasonPlaceholder: 'Shipper pushed the pickup, rate changed…',
    confirm: 'Cancel load',
    pending: 'Cancelling…',
    keep: 'Keep load',
    done: (ref: string) => `${ref} cancelled`,
    failed: 'Could not cancel the load',
  },
  repostDialog: {
    title: (ref: string) => `Repost ${ref}`,
    description: 'The load goes back on the board with a fresh expiry, counted from now.',
    confirm: 'Repost',
    pending: 'Reposting…',
    keep: 'Not now',
    done: (ref: string, h: number) => `${ref} is back on the board for ${hours(h)}`,
    failed: 'Could not repost the load',
  },
} as const;

export const LOAD_SORT_LABELS: Record<LoadSort, string> = {
  newest: 'Newest',
  rate_per_mile: 'Rate per mile',
  deadhead: 'Deadhead',
  expiring: 'Expiring soonest',
  best_match: 'Best match',
};

export const LOAD_BOARD = {
  title: 'Available Loads',
  heading: 'Available loads',
  intro: 'Live loads from verified brokers. New loads appear and booked ones disappear as it happens.',
  filters: {
    label: 'Filter loads',
    origin: 'Origin',
    destination: 'Destination',
    placePlaceholder: 'City, ST or ZIP',
    radius: (place: string) => `${place} radius (mi)`,
    equipment: 'Equipment',
    minRate: 'Min rate ($/mi)',
    maxMiles: 'Max miles',
    pickupDate: 'Pickup date',
    deadheadFrom: 'Deadhead from',
    deadheadHome: (label: string) => `Home base: ${label}`,
    deadheadHint: 'Leave empty to measure from your home base.',
    apply: 'Search',
    clear: 'Clear filters',
  },
  sort: 'Sort by',
  /** `capped`: more than `total` match (the server counts up to a cap). */
  results: (total: number, capped = false) =>
    capped ? `${count(total)}+ loads` : total === 1 ? '1 load' : `${count(total)} loads`,
  /** The pager's status when the count is capped (how many pages is not known). */
  pageStatusCapped: (page: number, total: number) => `Page ${String(page)} · ${count(total)}+ in all`,
  listLabel: 'Loads',
  empty: 'No loads match these filters right now.',
  emptyHint: 'Widen the radius or clear a filter. New loads appear here as brokers post them.',
  loading: 'Loading loads…',
  loadError: 'Could not load the board.',
  filterError: 'Check the highlighted filter.',
  details: 'Details',
  detailsLabel: (ref: string) => `Details of ${ref}`,
  detailsTitle: (ref: string, lane: string) => `${ref}: ${lane}`,
  detailsDescription: (company: string, mc: string) => `Posted by ${company} (${mc})`,
  /** A load opened by link (/trucker/loads?load=<id>, e.g. from an alert). */
  opening: 'Opening the load…',
  openFailed: 'Could not open this load',
  openGone: 'This load is no longer on the board: it was booked, expired or cancelled.',
} as const;

export const BOOK_LOAD = {
  book: 'Book',
  booking: 'Booking…',
  label: (ref: string) => `Book ${ref}`,
  booked: (ref: string, amount: string) => `Booked ${ref} at ${amount}`,
  failed: 'Could not book the load',
  bookingsHref: paths.trucker.bookings.getHref(),
  overlapTitle: 'Book an overlapping load?',
  bookAnyway: 'Book anyway',
  cancel: 'Cancel',
} as const;

export const MESSAGE_BROKER = {
  label: 'Message broker',
  opening: 'Opening chat…',
  failed: 'Could not open the chat',
  chatHref: (threadId: string) => `${paths.trucker.chat.getHref()}?thread=${encodeURIComponent(threadId)}`,
} as const;

export const ADMIN_LOADS = {
  title: 'All Loads',
  heading: 'All loads',
  intro: 'Every load of every broker, live. Cancel one that breaks the rules, with a reason.',
  search: 'Search loads',
  searchPlaceholder: 'HC number, city or commodity',
  broker: 'Broker',
  allBrokers: 'All brokers',
  tableLabel: 'All loads',
  columns: {
    load: 'Load',
    broker: 'Broker',
    lane: 'Lane',
    rate: 'Rate',
    status: 'Status',
    expires: 'Expires in',
    bookedBy: 'Booked by',
    actions: 'Actions',
  },
  empty: 'No loads match.',
  loading: 'Loading loads…',
  loadError: 'Could not load the loads.',
  cancel: 'Cancel',
  cancelLabel: (ref: string) => `Cancel ${ref}`,
  cancelDialog: {
    title: (ref: string) => `Cancel ${ref}?`,
    description:
      'The load leaves the board. A booked load’s booking is cancelled too. The broker sees your reason.',
    reason: 'Reason',
    reasonPlaceholder: 'Why this load is cancelled',
    confirm: 'Cancel load',
    pending: 'Cancelling…',
    keep: 'Keep load',
    done: (ref: string) => `${ref} cancelled`,
    failed: 'Could not cancel the load',
  },
} as const;

/** The broker dashboard's latest loads (a stat and a card). */
export const RECENT_LOADS = {
  heading: 'Recent loads',
  intro: 'Your latest loads, live.',
  listLabel: 'Recent loads',
  activeStat: 'Active loads',
  activeStatDetail: 'On the board now',
  expiresIn: 'Expires in',
  bookedBy: (name: string) => `Booked by ${name}`,
  empty: 'No loads yet.',
  emptyHint: 'Post a load and verified truckers see it at once.',
  postLoad: 'Post Load',
  seeAll: 'See all in My Loads',
  loading: 'Loading your loads…',
  loadError: 'Could not load your loads.',
} as const;
