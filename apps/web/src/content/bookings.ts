import { POD_PHOTO, type BookingStage } from '@haulclub/shared';

/** Copy of the bookings screens: My Bookings, Delivery History, the broker's Bookings and their toasts. */

const megabytes = (bytes: number) => `${String(Math.round(bytes / (1024 * 1024)))} MB`;

export const loadRef = (number: number) => `HC-${String(number)}`;

export const BOOKINGS_COMMON = {
  retry: 'Try again',
  unknownError: 'Something went wrong. Please try again.',
  loading: 'Loading bookings…',
  previous: 'Previous',
  next: 'Next',
  paginationLabel: 'Pages',
  pageStatus: (page: number, pages: number, total: number) =>
    `Page ${String(page)} of ${String(pages)} · ${String(total)} in all`,
  stages: {
    booked: 'Booked',
    in_transit: 'In transit',
    delivered: 'Delivered — awaiting confirmation',
    confirmed: 'Delivery confirmed',
    cancelled: 'Cancelled',
  } satisfies Record<BookingStage, string>,
  rate: 'Agreed rate',
  perMile: (rate: string) => `${rate}/mi`,
  miles: (miles: number) => `${miles.toLocaleString('en-US')} mi`,
  pickupWindow: 'Pickup',
  deliveryWindow: 'Delivery',
  brokerSuspended: {
    title: 'This broker is suspended',
    body: 'HaulClub has suspended this broker’s account. Your booking still stands; their loads are off the board until they are reinstated. Contact HaulClub if you need help with this load.',
  },
  broker: 'Broker',
  trucker: 'Booked by',
  mc: (mc: string) => `MC ${mc}`,
  email: 'Email',
  phone: 'Phone',
  timelineLabel: (ref: string) => `Timeline of ${ref}`,
  timeline: {
    booked: 'Booked',
    pickedUp: 'Picked up',
    delivered: 'Delivered',
    confirmed: 'Delivery confirmed',
    cancelled: 'Cancelled',
  },
  notYet: 'Not yet',
  cancelReason: (reason: string) => `Reason: ${reason}`,
  pod: {
    heading: 'Proof of delivery',
    photoAlt: (ref: string) => `Proof-of-delivery photo of ${ref}`,
    photoLoading: 'Loading the photo…',
    photoError: 'The photo could not be loaded.',
    openPhoto: (ref: string) => `Open the proof-of-delivery photo of ${ref} full size`,
  },
} as const;

export const TRUCKER_BOOKINGS = {
  title: 'My Bookings',
  heading: 'My bookings',
  intro: 'Loads you booked. Mark them picked up and delivered as you go; the broker sees each step at once.',
  listLabel: 'Active bookings',
  empty: 'No active bookings. Book a load from the board and it shows up here.',
  findLoads: 'Find loads',
  loadError: 'Could not load your bookings',
  actions: {
    pickup: 'Mark picked up',
    pickupPending: 'Saving…',
    pickupLabel: (ref: string) => `Mark ${ref} picked up`,
    pickedUp: (ref: string) => `${ref} marked picked up`,
    pickupFailed: 'Could not mark the load picked up',
    deliver: 'Mark delivered',
    deliverLabel: (ref: string) => `Mark ${ref} delivered`,
    messageBroker: 'Message broker',
    messageBrokerLabel: (ref: string) => `Message the broker about ${ref}`,
    contract: 'Contract',
    contractLabel: (ref: string) => `Contract of ${ref}`,
  },
} as const;

export const DELIVER_DIALOG = {
  title: (ref: string) => `Mark ${ref} delivered`,
  description:
    'Add a proof-of-delivery note (who signed, where it was left). A photo of the signed paperwork helps the broker confirm quickly.',
  note: 'Proof-of-delivery note',
  notePlaceholder: 'Received by J. Smith at dock 4, 2:15 PM.',
  photo: 'Photo',
  optional: 'optional',
  photoHint: `JPEG, PNG or WebP, up to ${megabytes(POD_PHOTO.maxBytes)}.`,
  photoWrongType: 'Choose a JPEG, PNG or WebP image.',
  photoTooBig: (size: number) =>
    `This photo is ${megabytes(size)}; photos can be at most ${megabytes(POD_PHOTO.maxBytes)}.`,
  cancel: 'Cancel',
  submit: 'Mark delivered',
  uploading: 'Uploading photo…',
  submitting: 'Saving…',
  delivered: (ref: string) => `${ref} marked delivered`,
  failed: 'Could not mark the load delivered',
} as const;

export const DELIVERY_HISTORY = {
  title: 'Delivery History',
  heading: 'Delivery history',
  intro: 'Deliveries the broker confirmed, and bookings that were cancelled.',
  listLabel: 'Past bookings',
  empty: 'No past deliveries yet. Confirmed deliveries show up here.',
  loadError: 'Could not load your delivery history',
} as const;

export const BROKER_BOOKINGS = {
  title: 'Bookings',
  heading: 'Bookings',
  intro: 'Who booked your loads, where each one stands, and the proof of delivery to confirm.',
  tabsLabel: 'Bookings',
  tabs: { active: 'Active', history: 'History' },
  listLabel: { active: 'Active bookings', history: 'Past bookings' },
  empty: {
    active: 'No active bookings. When a trucker books one of your loads it shows up here.',
    history: 'No past bookings yet. Confirmed deliveries show up here.',
  },
  loadError: 'Could not load your bookings',
  actions: {
    confirm: 'Confirm delivery',
    confirmLabel: (ref: string) => `Confirm delivery of ${ref}`,
    confirmPending: 'Confirming…',
    confirmed: (ref: string) => `Delivery of ${ref} confirmed`,
    confirmFailed: 'Could not confirm the delivery',
    messageTrucker: 'Message trucker',
    messageTruckerLabel: (name: string, ref: string) => `Message ${name} about ${ref}`,
    contract: 'Contract',
    contractLabel: (ref: string) => `Contract of ${ref}`,
  },
} as const;

/** Toasts of live booking changes (useBookingNotifications). */
export const BOOKING_NOTIFICATIONS = {
  booked: (truckerName: string, ref: string) => `${truckerName} booked ${ref}`,
  pickedUp: (ref: string) => `${ref} picked up`,
  delivered: (ref: string) => `${ref} delivered — confirm delivery`,
  confirmed: (ref: string) => `${ref} delivery confirmed`,
  cancelled: (ref: string) => `${ref} was cancelled`,
  view: 'View',
} as const;

/** The trucker dashboard's bookings: two stats and the latest active bookings. */
export const TRUCKER_BOOKINGS_SUMMARY = {
  activeStat: 'Active bookings',
  activeStatDetail: 'Booked, in transit or delivered',
  historyStat: 'Delivery history',
  historyStatDetail: 'Confirmed or cancelled',
  heading: 'Recent bookings',
  intro: 'Your latest active bookings and where each one stands.',
  listLabel: 'Recent bookings',
  bookedOn: (date: string) => `Booked ${date}`,
  empty: 'No active bookings.',
  emptyHint: 'Book a load near you and it shows up here.',
  findLoads: 'Find loads',
  seeAll: (total: number) =>
    total === 1 ? 'Open My Bookings' : `See all ${total.toLocaleString('en-US')} in My Bookings`,
  loading: 'Loading your bookings…',
  loadError: 'Could not load your bookings.',
} as const;

/** The broker dashboard's bookings: two stats and the deliveries awaiting confirmation. */
export const BROKER_BOOKINGS_SUMMARY = {
  movingStat: 'Booked / in transit',
  movingStatDetail: (booked: number, inTransit: number) =>
    `${booked.toLocaleString('en-US')} booked · ${inTransit.toLocaleString('en-US')} in transit`,
  awaitingStat: 'Awaiting your confirmation',
  awaitingStatDetail: 'Delivered, not yet confirmed',
  heading: 'Deliveries to confirm',
  intro: 'The trucker marked these delivered. Check the proof of delivery, then confirm.',
  listLabel: 'Deliveries awaiting your confirmation',
  deliveredBy: (name: string, date: string) => `Delivered by ${name} · ${date}`,
  podNote: 'Proof of delivery',
  empty: 'No deliveries are waiting for your confirmation.',
  emptyHint: 'When a trucker marks one of your loads delivered, it shows up here.',
  seeAll: 'Open Bookings',
  loading: 'Loading deliveries…',
  loadError: 'Could not load your bookings.',
} as const;
