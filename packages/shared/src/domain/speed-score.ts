/**
 * The speed score (issue 13): THE one place its formula lives. Every figure comes from real
 * timestamps of the last `windowDays`. Each component is a value in [0, 1] (1 = best); the score is
 * `round(100 × Σ weight × component ÷ Σ weight)` over the components that have data, so a member
 * who never chatted is judged on the rest. Without at least `minBookings` bookings in the window
 * there is no score ("Not enough data yet").
 *
 * The window: bookings booked, contracts signed by both parties and chat messages sent in the
 * `windowDays` up to the moment of computing; anything after that moment has not happened yet
 * (so a past week can be recomputed as it stood). Durations are capped at `zeroMinutes`, and
 * something still awaited after `zeroMinutes` counts as `zeroMinutes`; one awaited for less
 * does not count yet.
 *
 * Durations map to [0, 1] linearly: 1 at or under `fullMinutes`, 0 at or over `zeroMinutes`.
 */
export const SPEED_SCORE_WINDOW_DAYS = 90;
export const SPEED_SCORE_MIN_BOOKINGS = 3;
/** Scores are recomputed at least this often (and right after a delivery step, cancellation or chat). */
export const SPEED_SCORE_REFRESH_MINUTES = 10;
/** Weekly history shown on the score pages. */
export const SPEED_SCORE_HISTORY_WEEKS = 12;

export const TRUCKER_SPEED_COMPONENTS = [
  'on_time_pickup',
  'on_time_delivery',
  'proof_speed',
  'falloffs',
  'chat_response',
] as const;
export type TruckerSpeedComponent = (typeof TRUCKER_SPEED_COMPONENTS)[number];

export const BROKER_SPEED_COMPONENTS = ['confirm_delivery', 'fund_escrow', 'chat_response'] as const;
export type BrokerSpeedComponent = (typeof BROKER_SPEED_COMPONENTS)[number];
export type SpeedComponent = TruckerSpeedComponent | BrokerSpeedComponent;

export interface SpeedComponentRule {
  label: string;
  /** Points out of the total weight. */
  weight: number;
  /** What is measured, shown beside the figure. */
  description: string;
  /** For duration components: the median minutes that score 1 and 0. */
  fullMinutes?: number;
  zeroMinutes?: number;
}

export const TRUCKER_SPEED_RULES: Readonly<Record<TruckerSpeedComponent, SpeedComponentRule>> = {
  /** Share of picked-up bookings picked up no later than the end of the pickup window. */
  on_time_pickup: {
    label: 'On-time pickup',
    weight: 25,
    description: 'Picked up by the end of the pickup window',
  },
  /** Share of delivered bookings delivered no later than the end of the delivery window. */
  on_time_delivery: {
    label: 'On-time delivery',
    weight: 25,
    description: 'Delivered by the end of the delivery window',
  },
  /**
   * Median minutes from the expected arrival (the later of the delivery window's start and the
   * pickup time plus the drive at `SPEED_DRIVE_MPH` over the booking's miles) to the proof of
   * delivery being filed (a proof filed before the expected arrival counts as 0 minutes); a proof
   * without a photo counts as `zeroMinutes`.
   */
  proof_speed: {
    label: 'Proof of delivery',
    weight: 15,
    description: 'Time from arrival to the proof of delivery (with photo)',
    fullMinutes: 60,
    zeroMinutes: 24 * 60,
  },
  /**
   * 1 − 5 × (bookings the trucker cancelled ÷ bookings), floored at 0: 20% falls-offs score 0
   * (`falloffComponent`). A cancellation by the broker or an admin is not a fall-off.
   */
  falloffs: { label: 'Falls-offs', weight: 20, description: 'Bookings cancelled by the trucker' },
  /**
   * Median minutes from a broker's message to the trucker's next message in that thread (the first
   * of a run of messages counts; one still unanswered after `zeroMinutes` counts as `zeroMinutes`).
   */
  chat_response: {
    label: 'Chat response',
    weight: 15,
    description: 'Time to answer a broker in chat',
    fullMinutes: 5,
    zeroMinutes: 4 * 60,
  },
};

export const BROKER_SPEED_RULES: Readonly<Record<BrokerSpeedComponent, SpeedComponentRule>> = {
  /**
   * Median minutes from the trucker's delivery (proof filed) to the broker's confirmation; a
   * delivery settled without the broker (the automatic release or an admin's resolution) counts
   * as `zeroMinutes`.
   */
  confirm_delivery: {
    label: 'Confirming deliveries',
    weight: 40,
    description: 'Time from delivery to confirmation',
    fullMinutes: 60,
    zeroMinutes: 48 * 60,
  },
  /**
   * Median minutes from the contract being signed by both parties to escrow funded; a contract
   * cancelled unfunded counts only if it had waited `zeroMinutes` (then as `zeroMinutes`).
   */
  fund_escrow: {
    label: 'Funding escrow',
    weight: 30,
    description: 'Time from signed contract to funded escrow',
    fullMinutes: 60,
    zeroMinutes: 48 * 60,
  },
  /** As the trucker's: median minutes to answer a trucker's message. */
  chat_response: {
    label: 'Chat response',
    weight: 30,
    description: 'Time to answer a trucker in chat',
    fullMinutes: 5,
    zeroMinutes: 4 * 60,
  },
};

/** Drive speed used to estimate arrival for the proof component (as the overlap rule). */
export const SPEED_DRIVE_MPH = 50;
/** A fall-off share of 1 ÷ this scores 0. */
export const SPEED_FALLOFF_ZERO_SHARE = 0.2;

/** Maps a median duration to [0, 1] by a rule's full/zero minutes. */
export function durationComponent(minutes: number, rule: SpeedComponentRule): number {
  const full = rule.fullMinutes ?? 0;
  const zero = rule.zeroMinutes ?? full + 1;
  if (minutes <= full) return 1;
  if (minutes >= zero) return 0;
  return (zero - minutes) / (zero - full);
}

/** The score from components with data: round(100 × weighted mean), or null when none has data. */
export function speedScoreOf<K extends string>(
  components: Partial<Record<K, number | null>>,
  rules: Readonly<Record<K, SpeedComponentRule>>,
): number | null {
  let total = 0;
  let weights = 0;
  for (const key of Object.keys(rules) as K[]) {
    const value = components[key];
    if (value === null || value === undefined) continue;
    total += rules[key].weight * Math.min(1, Math.max(0, value));
    weights += rules[key].weight;
  }
  return weights === 0 ? null : Math.round((100 * total) / weights);
}

/**
 * Rank among active truckers (those with a score): "top N%" where N = ceil(100 × (number with a
 * strictly higher score + 1) ÷ number scored). Early access to premium freight goes to the top
 * `premiumTopPercent` (admin setting, default 10).
 */
export function topPercentOf(higher: number, scored: number): number {
  return Math.max(1, Math.ceil((100 * (higher + 1)) / scored));
}

/** The falls-offs component: 1 − (cancelled by the trucker ÷ bookings) ÷ SPEED_FALLOFF_ZERO_SHARE, floored at 0. */
export function falloffComponent(cancelledByTrucker: number, bookings: number): number | null {
  if (bookings <= 0) return null;
  return Math.max(0, 1 - cancelledByTrucker / bookings / SPEED_FALLOFF_ZERO_SHARE);
}
