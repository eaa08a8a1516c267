import { randomUUID } from 'node:crypto';
import type { EquipmentType } from '@haulclub/shared';
import type { loads } from '../../db/schema/index';
import { BROKER_COMMENTS, CANCEL_REASONS, TRUCKER_COMMENTS, type Habits } from './market-roster';
import { LANES, loadRow, type Lane } from './seed-loads';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The history covers the last 90 days, up to 3 days ago (the demo's own bookings are the last 4 days). */
const OLDEST_DAYS = 90;
const NEWEST_DAYS = 3;
/** >1: more bookings lately (the club is growing), so the 7- and 30-day windows of the busy lanes fill. */
const GROWTH = 1.3;

/**
 * Bookings per lane (index in LANES) over the 90 days. Lane 4 (Lawton → Wichita Falls, Power Only)
 * stays under the lane-rate floor: 4 bookings from 2 brokers ("Not enough data yet").
 */
export const LANE_VOLUME: readonly number[] = [80, 40, 40, 30, 4, 28, 26, 30, 28, 26, 28, 28, 36, 34];
export const UNDER_FLOOR_LANE = 4;

/**
 * Contract lanes of the futures demo (seed-futures.ts), booked after the lanes above with their own
 * generator (so the other lanes' history is unchanged) and not in LANES (Dana's board does not post
 * them): a shipper's regular run that a few brokers price alike, within `spread` of the lane rate
 * and of each other (brokers paying within `pays` of it). Their steady rates are what a confident
 * forecast needs; the busy lanes above are priced by brokers from 21% under to 7% over the rate.
 */
export interface SteadyLane {
  lane: Lane;
  bookings: number;
  spread: number;
  pays: readonly [number, number];
}
export const STEADY_LANES: readonly SteadyLane[] = [
  {
    lane: {
      from: '75201',
      to: '78701',
      equipment: 'Dry Van',
      commodity: 'Retail store replenishment',
      weightLbs: 36_000,
      lengthFt: null,
      ratePerMile: 265,
    },
    bookings: 42,
    spread: 0.012,
    pays: [0.995, 1.025],
  },
  {
    lane: {
      from: '78205',
      to: '78701',
      equipment: 'Reefer',
      commodity: 'Dairy',
      weightLbs: 38_000,
      lengthFt: null,
      ratePerMile: 305,
      notes: 'Hold at 36 °F',
    },
    bookings: 30,
    spread: 0.07,
    pays: [0.985, 1.045],
  },
];

/** A member taking part in the history: a broker (Dana or a market broker) or a trucker. */
export interface HistoryBroker {
  id: string;
  pays: number;
  confirmHours: readonly [number, number];
  replyMinutes: readonly [number, number];
  volume: number;
  /** Dana: no chats are added to her inbox (the demo's one thread with Ray stays alone). */
  chats: boolean;
  /** Rated by every trucker and rating every trucker (Dana: a full ratings page). */
  alwaysRated: boolean;
}
export interface HistoryTrucker {
  id: string;
  equipment: EquipmentType;
  habits: Habits;
  /** Share of its equipment's bookings (1 = an average trucker). */
  weight: number;
  alwaysRated: boolean;
}

export type LoadInsert = typeof loads.$inferInsert;
export interface History {
  loads: LoadInsert[];
  bookings: BookingRow[];
  photos: { id: string; ownerId: string; createdAt: Date }[];
  threads: ThreadRow[];
  messages: { threadId: string; senderId: string; body: string; createdAt: Date }[];
  ratings: RatingRow[];
}
export interface BookingRow {
  id: string;
  loadId: string;
  truckerId: string;
  brokerId: string;
  rateCents: number;
  miles: number;
  bookedAt: Date;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  confirmedAt: Date | null;
  confirmedBy: string | null;
  cancelledAt: Date | null;
  cancelledBy: string | null;
  podNote: string | null;
  podPhotoId: string | null;
}
interface ThreadRow {
  id: string;
  loadId: string;
  truckerId: string;
  brokerId: string;
  truckerLastReadAt: Date;
  brokerLastReadAt: Date;
  lastMessageAt: Date;
  createdAt: Date;
}
interface RatingRow {
  bookingId: string;
  raterId: string;
  rateeId: string;
  raterRole: 'trucker' | 'broker';
  stars: number;
  comment: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A small deterministic generator (mulberry32): the same history, relative to now, at every first start. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min: number, max: number) => min + (max - min) * next(),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    weighted: <T extends { weight: number }>(items: readonly T[]): T => {
      let r = next() * items.reduce((s, i) => s + i.weight, 0);
      for (const item of items) {
        r -= item.weight;
        if (r <= 0) return item;
      }
      return items[items.length - 1] as T;
    },
  };
}
type Random = ReturnType<typeof random>;

const OPENERS = [
  'Is this load still available? I am empty nearby.',
  'What are the dock hours at pickup?',
  'Can the shipper load after 2 pm?',
  'Any tarps or straps needed on this one?',
];
const ANSWERS = [
  'Yes, still open. Dock opens at 7 am.',
  'Shipper loads until 4 pm, ask for receiving.',
  'Yes, book it and I will send the details.',
  'No special equipment, standard securement.',
];
const CLOSERS = ['Booked it, thanks.', 'Sounds good, I will be there.', 'Perfect, see you at pickup.'];
const POD_NOTES = [
  'Delivered, BOL signed by receiving.',
  'Unloaded at the dock, no damage.',
  'Receiver signed for all pieces.',
];

/** The lane's rate per mile a broker pays (± `spread` from load to load), rounded as loads are ($5 per load). */
function priced(row: LoadInsert, lane: Lane, pays: number, rnd: Random, spread = 0.05): number {
  const perMile = lane.ratePerMile * pays * rnd.between(1 - spread, 1 + spread);
  return Math.round((row.miles * perMile) / 500) * 500;
}

/**
 * The market's booking history (plain rows, inserted by seed-market.ts in a few multi-row
 * statements): for each lane its bookings spread over the last 90 days, each with the load, the
 * delivery steps as the trucker's habits make them (mostly on time, some late, a few cancelled
 * by the trucker), a proof photo most of the time, the broker's confirmation, a chat before most
 * bookings of market brokers, and ratings both ways.
 */
export function buildHistory(
  brokers: readonly HistoryBroker[],
  truckers: readonly HistoryTrucker[],
  now: number,
): History {
  const rnd = random(13);
  const history: History = { loads: [], bookings: [], photos: [], threads: [], messages: [], ratings: [] };
  const cap = (t: number) => new Date(Math.min(t, now - 10 * MINUTE));
  LANES.forEach((lane, index) => {
    const n = LANE_VOLUME[index] ?? 0;
    const crew = truckers.filter((t) => t.equipment === lane.equipment);
    if (crew.length === 0) return;
    // The under-floor lane is worked by two market brokers only.
    const pool = index === UNDER_FLOOR_LANE ? brokers.filter((b) => b.chats).slice(0, 2) : brokers;
    for (let k = 0; k < n; k++) {
      // Stratified over the window, denser lately: the k-th booking of n.
      const share = ((k + rnd.next()) / n) ** GROWTH;
      const bookedAt = now - (NEWEST_DAYS + (OLDEST_DAYS - NEWEST_DAYS) * share) * DAY;
      const broker = rnd.weighted(pool.map((b) => ({ ...b, weight: b.volume })));
      const trucker = rnd.weighted(crew);
      addBooking(history, rnd, { lane, broker, trucker, bookedAt, cap });
    }
  });
  const steady = random(14);
  for (const { lane, bookings: n, spread, pays } of STEADY_LANES) {
    const crew = truckers.filter((t) => t.equipment === lane.equipment);
    const pool = brokers.filter((b) => b.chats && b.pays >= pays[0] && b.pays <= pays[1]);
    if (crew.length === 0 || pool.length === 0) continue;
    for (let k = 0; k < n; k++) {
      const share = ((k + steady.next()) / n) ** GROWTH;
      const bookedAt = now - (NEWEST_DAYS + (OLDEST_DAYS - NEWEST_DAYS) * share) * DAY;
      const broker = steady.weighted(pool.map((b) => ({ ...b, weight: b.volume })));
      const trucker = steady.weighted(crew);
      addBooking(history, steady, { lane, broker, trucker, bookedAt, cap, spread });
    }
  }
  return history;
}

function addBooking(
  history: History,
  rnd: Random,
  input: {
    lane: Lane;
    broker: HistoryBroker;
    trucker: HistoryTrucker;
    bookedAt: number;
    cap: (t: number) => Date;
    /** How far a booking's rate may stray from the broker's price of the lane (±5 % by default). */
    spread?: number;
  },
): void {
  const { lane, broker, trucker, bookedAt, cap } = input;
  const habits = trucker.habits;
  const postedAt = bookedAt - rnd.between(15, 100) * MINUTE;
  const expiryHours = 2 + Math.floor(rnd.next() * 2);
  const pickupStart = Math.round((bookedAt + rnd.between(2, 18) * HOUR) / (30 * MINUTE)) * 30 * MINUTE;
  const cancelled = rnd.chance(habits.cancels);
  const loadId = randomUUID();
  const base = loadRow(
    broker.id,
    lane,
    {
      postedAt: new Date(postedAt),
      expiryHours,
      expiresAt: new Date(postedAt + expiryHours * HOUR),
      pickupWindowStart: new Date(pickupStart),
    },
    cancelled ? 'cancelled' : 'delivered',
  );
  const rateCents = priced(base, lane, broker.pays, rnd, input.spread);
  const bookingId = randomUUID();
  const booking: BookingRow = {
    id: bookingId,
    loadId,
    truckerId: trucker.id,
    brokerId: broker.id,
    rateCents,
    miles: base.miles,
    bookedAt: new Date(bookedAt),
    pickedUpAt: null,
    deliveredAt: null,
    confirmedAt: null,
    confirmedBy: null,
    cancelledAt: null,
    cancelledBy: null,
    podNote: null,
    podPhotoId: null,
  };
  if (cancelled) {
    const at = new Date(bookedAt + rnd.between(0.5, 1.8) * HOUR);
    const reason = rnd.pick(CANCEL_REASONS);
    history.loads.push({
      ...base,
      id: loadId,
      rateCents,
      cancelledAt: at,
      cancelledBy: trucker.id,
      cancelReason: reason,
      updatedAt: at,
    });
    history.bookings.push({ ...booking, cancelledAt: at, cancelledBy: trucker.id });
    return;
  }
  history.loads.push({ ...base, id: loadId, rateCents, updatedAt: new Date(bookedAt) });
  const windowEnd = (base.pickupWindowEnd as Date).getTime();
  const pickedUpAt = rnd.chance(habits.late)
    ? windowEnd + rnd.between(30, 240) * MINUTE
    : pickupStart + rnd.between(0, 100) * MINUTE;
  const deliveryStart = (base.deliveryWindowStart as Date).getTime();
  const deliveryEnd = (base.deliveryWindowEnd as Date).getTime();
  const arrival = Math.max(deliveryStart, pickedUpAt + (base.miles / 50) * HOUR);
  const deliveredAt = rnd.chance(habits.late * 0.8)
    ? Math.max(arrival, deliveryEnd) + rnd.between(30, 300) * MINUTE
    : arrival + rnd.between(...habits.proofMinutes) * MINUTE;
  const photoId = rnd.chance(habits.photo) ? randomUUID() : null;
  if (photoId) history.photos.push({ id: photoId, ownerId: trucker.id, createdAt: new Date(deliveredAt) });
  const confirmedAt = cap(deliveredAt + rnd.between(...broker.confirmHours) * HOUR);
  history.bookings.push({
    ...booking,
    pickedUpAt: new Date(pickedUpAt),
    deliveredAt: new Date(deliveredAt),
    confirmedAt,
    confirmedBy: broker.id,
    podNote: rnd.pick(POD_NOTES),
    podPhotoId: photoId,
  });
  if (broker.chats && rnd.chance(0.45))
    addChat(history, rnd, { loadId, broker, trucker, bookedAt, postedAt });
  addRatings(history, rnd, { bookingId, broker, trucker, confirmedAt: confirmedAt.getTime(), cap });
}

/** The trucker asks before booking, the broker answers, the trucker answers back. */
function addChat(
  history: History,
  rnd: Random,
  input: {
    loadId: string;
    broker: HistoryBroker;
    trucker: HistoryTrucker;
    bookedAt: number;
    postedAt: number;
  },
): void {
  const { broker, trucker } = input;
  const asked = Math.max(input.postedAt + MINUTE, input.bookedAt - rnd.between(5, 15) * MINUTE);
  const answered = asked + rnd.between(...broker.replyMinutes) * MINUTE;
  const back = answered + rnd.between(...trucker.habits.replyMinutes) * MINUTE;
  const id = randomUUID();
  history.threads.push({
    id,
    loadId: input.loadId,
    truckerId: trucker.id,
    brokerId: broker.id,
    truckerLastReadAt: new Date(back),
    brokerLastReadAt: new Date(back + 5 * MINUTE),
    lastMessageAt: new Date(back),
    createdAt: new Date(asked),
  });
  const which = Math.floor(rnd.next() * OPENERS.length);
  history.messages.push(
    { threadId: id, senderId: trucker.id, body: OPENERS[which] as string, createdAt: new Date(asked) },
    { threadId: id, senderId: broker.id, body: ANSWERS[which] as string, createdAt: new Date(answered) },
    { threadId: id, senderId: trucker.id, body: rnd.pick(CLOSERS), createdAt: new Date(back) },
  );
}

/** Stars a trucker gives a broker: the fair ones mostly 5, the lowballers 2 to 3. */
function brokerStars(rnd: Random, pays: number): number {
  if (pays >= 0.97) return rnd.pick([5, 5, 5, 4, 5, 4]);
  if (pays >= 0.9) return rnd.pick([4, 4, 3, 5]);
  return rnd.pick([3, 2, 3, 4, 2, 1]);
}

function addRatings(
  history: History,
  rnd: Random,
  input: {
    bookingId: string;
    broker: HistoryBroker;
    trucker: HistoryTrucker;
    confirmedAt: number;
    cap: (t: number) => Date;
  },
): void {
  const { bookingId, broker, trucker, confirmedAt, cap } = input;
  const always = broker.alwaysRated || trucker.alwaysRated;
  const rating = (raterRole: 'trucker' | 'broker', stars: number) => {
    const comments = (raterRole === 'trucker' ? TRUCKER_COMMENTS : BROKER_COMMENTS)[stars] ?? [];
    const createdAt = cap(confirmedAt + rnd.between(1, 36) * HOUR);
    history.ratings.push({
      bookingId,
      raterId: raterRole === 'trucker' ? trucker.id : broker.id,
      rateeId: raterRole === 'trucker' ? broker.id : trucker.id,
      raterRole,
      stars,
      comment: comments.length > 0 && rnd.chance(0.35) ? rnd.pick(comments) : null,
      createdAt,
      updatedAt: createdAt,
    });
  };
  if (always || rnd.chance(0.85)) rating('trucker', brokerStars(rnd, broker.pays));
  if (always || rnd.chance(0.8)) rating('broker', rnd.pick(trucker.habits.stars));
}
