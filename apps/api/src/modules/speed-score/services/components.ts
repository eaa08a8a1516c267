import {
  BROKER_SPEED_RULES,
  durationComponent,
  falloffComponent,
  SPEED_SCORE_MIN_BOOKINGS,
  speedScoreOf,
  TRUCKER_SPEED_RULES,
  type BrokerSpeedComponent,
  type SpeedComponentRule,
  type TruckerSpeedComponent,
} from '@haulclub/shared';
import type { BrokerMeasures, TruckerMeasures } from '../repository/measures';

/** One component as stored in speed_scores.components. */
export interface ComponentFigure {
  value: number | null;
  detail: string | null;
  samples: number;
}

export interface ScoredMember {
  userId: string;
  role: 'trucker' | 'broker';
  bookings: number;
  score: number | null;
  components: Record<string, ComponentFigure>;
}

const NONE: ComponentFigure = { value: null, detail: null, samples: 0 };

/** "12 min", "3 h", "2 h 5 min". */
export function formatMinutes(total: number): string {
  const rounded = Math.round(total);
  if (rounded < 60) return `${rounded} min`;
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

function share(part: number, whole: number, words: string): ComponentFigure {
  if (whole === 0) return NONE;
  return { value: part / whole, detail: `${part} of ${whole} ${words}`, samples: whole };
}

function median(minutes: number | null, samples: number, rule: SpeedComponentRule): ComponentFigure {
  if (minutes === null || samples === 0) return NONE;
  return {
    value: durationComponent(minutes, rule),
    detail: `median ${formatMinutes(minutes)}`,
    samples,
  };
}

function scored<K extends string>(
  bookings: number,
  components: Record<K, ComponentFigure>,
  rules: Readonly<Record<K, SpeedComponentRule>>,
): number | null {
  if (bookings < SPEED_SCORE_MIN_BOOKINGS) return null;
  const values = Object.fromEntries(
    Object.entries<ComponentFigure>(components).map(([k, c]) => [k, c.value]),
  ) as Record<K, number | null>;
  return speedScoreOf(values, rules);
}

/** A trucker's components and score from their figures (the formula in packages/shared). */
export function truckerScore(m: TruckerMeasures): ScoredMember {
  const rules = TRUCKER_SPEED_RULES;
  const falloff = falloffComponent(m.falloffs, m.bookings);
  const components: Record<TruckerSpeedComponent, ComponentFigure> = {
    on_time_pickup: share(m.pickedOnTime, m.picked, 'on time'),
    on_time_delivery: share(m.deliveredOnTime, m.delivered, 'on time'),
    proof_speed: median(m.proofMedian, m.proofs, rules.proof_speed),
    falloffs:
      falloff === null
        ? NONE
        : { value: falloff, detail: `${m.falloffs} of ${m.bookings} cancelled`, samples: m.bookings },
    chat_response: median(m.chatMedian, m.chats, rules.chat_response),
  };
  return {
    userId: m.userId,
    role: 'trucker',
    bookings: m.bookings,
    score: scored(m.bookings, components, rules),
    components,
  };
}

/** A broker's components and score from their figures. */
export function brokerScore(m: BrokerMeasures): ScoredMember {
  const rules = BROKER_SPEED_RULES;
  const components: Record<BrokerSpeedComponent, ComponentFigure> = {
    confirm_delivery: median(m.confirmMedian, m.confirms, rules.confirm_delivery),
    fund_escrow: median(m.fundMedian, m.funds, rules.fund_escrow),
    chat_response: median(m.chatMedian, m.chats, rules.chat_response),
  };
  return {
    userId: m.userId,
    role: 'broker',
    bookings: m.bookings,
    score: scored(m.bookings, components, rules),
    components,
  };
}
