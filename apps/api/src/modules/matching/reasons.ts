import {
  EQUIPMENT_CAPACITY,
  MATCH_FACTORS,
  MATCH_WEIGHTS,
  type EquipmentType,
  type LaneEndKind,
  type LoadMatch,
  type MatchFactor,
  type MatchReason,
} from '@haulclub/shared';

/** The raw numbers the match SQL returns for one (trucker, load) pair (`m` of MATCH_JOINS). */
export interface MatchRow {
  profileReady: boolean;
  eligible: boolean;
  score: number;
  equipmentOk: boolean;
  /** Later filters are checked only when the earlier ones pass (equipment, radius, free, hours): null when not checked. */
  radiusOk: boolean | null;
  availabilityOk: boolean | null;
  freeOk: boolean | null;
  truckTypes: string[];
  equipment: EquipmentType;
  deadheadMiles: number | null;
  maxRadius: number;
  fromCurrent: boolean;
  /** PostgreSQL timestamp text (or ISO). */
  freeAt: string;
  freeLater: boolean;
  waitHours: number;
  ratePerMileCents: number;
  minRatePerMileCents: number | null;
  weightLbs: number;
  lengthFt: number | null;
  capacityShare: number;
  laneCount: number;
  laneOriginFits: boolean;
  laneDestinationFits: boolean;
  laneOriginKind: LaneEndKind | null;
  laneOriginCity: string | null;
  laneOriginState: string | null;
  laneOriginZip: string | null;
  laneDestinationKind: LaneEndKind | null;
  laneDestinationCity: string | null;
  laneDestinationState: string | null;
  laneDestinationZip: string | null;
  deadheadFactor: number;
  rateFactor: number;
  laneFactor: number;
  timingFactor: number;
  fitFactor: number;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const thousands = (n: number) => n.toLocaleString('en-US');

function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

function laneEnd(kind: LaneEndKind | null, city: string | null, state: string | null, zip: string | null) {
  if (kind === 'anywhere' || kind === null) return 'anywhere';
  if (kind === 'state') return state ?? '';
  if (city && state) return `${city}, ${state}`;
  return zip ?? state ?? '';
}

function tone(factor: number): MatchReason['tone'] {
  if (factor >= 0.6) return 'good';
  if (factor >= 0.3) return 'neutral';
  return 'bad';
}

/** "in 40 min", "in 5 h", "in 3 days". */
export function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  if (hours < 48) return `${Math.round(hours)} h`;
  return `${Math.round(hours / 24)} days`;
}

/** Why an ineligible pair fails, most basic filter first. */
function hardFilterReasons(r: MatchRow): MatchReason[] {
  const out: MatchReason[] = [];
  if (!r.equipmentOk) {
    out.push({
      factor: 'equipment',
      text:
        r.truckTypes.length === 0
          ? 'Add your truck type to match loads'
          : `Your ${orList(r.truckTypes)} can't haul ${r.equipment}`,
      tone: 'bad',
    });
  }
  if (r.radiusOk === false && r.deadheadMiles !== null) {
    out.push({
      factor: 'radius',
      text: `${thousands(r.deadheadMiles)} mi deadhead, beyond your ${thousands(r.maxRadius)} mi radius`,
      tone: 'bad',
    });
  }
  if (r.freeOk === false) {
    out.push({ factor: 'availability', text: 'Pickup closes before your truck is free', tone: 'bad' });
  }
  if (r.availabilityOk === false) {
    out.push({
      factor: 'availability',
      text: 'Pickup is outside your available days and hours',
      tone: 'bad',
    });
  }
  return out;
}

function factorReason(r: MatchRow, f: MatchFactor): MatchReason | null {
  switch (f) {
    case 'deadhead':
      return {
        factor: f,
        text: `${thousands(r.deadheadMiles ?? 0)} mi deadhead${r.fromCurrent ? ' from your current location' : ''}`,
        tone: tone(r.deadheadFactor),
      };
    case 'rate': {
      const rate = `${dollars(r.ratePerMileCents)}/mi`;
      if (!r.minRatePerMileCents) return { factor: f, text: rate, tone: 'neutral' };
      const min = dollars(r.minRatePerMileCents);
      if (r.ratePerMileCents > r.minRatePerMileCents)
        return { factor: f, text: `${rate}, above your ${min} minimum`, tone: 'good' };
      if (r.ratePerMileCents === r.minRatePerMileCents)
        return { factor: f, text: `${rate}, at your ${min} minimum`, tone: 'neutral' };
      return { factor: f, text: `${rate}, below your ${min} minimum`, tone: 'bad' };
    }
    case 'lane': {
      if (r.laneCount === 0) return { factor: f, text: 'No preferred lanes set', tone: 'neutral' };
      const lane = `${laneEnd(r.laneOriginKind, r.laneOriginCity, r.laneOriginState, r.laneOriginZip)} → ${laneEnd(
        r.laneDestinationKind,
        r.laneDestinationCity,
        r.laneDestinationState,
        r.laneDestinationZip,
      )}`;
      if (r.laneOriginFits && r.laneDestinationFits)
        return { factor: f, text: `on your ${lane} lane`, tone: 'good' };
      if (r.laneOriginFits) return { factor: f, text: `pickup fits your ${lane} lane`, tone: 'neutral' };
      if (r.laneDestinationFits)
        return { factor: f, text: `delivery fits your ${lane} lane`, tone: 'neutral' };
      return { factor: f, text: 'off your preferred lanes', tone: 'bad' };
    }
    case 'timing': {
      const h = r.waitHours;
      const text =
        h <= 0
          ? `pickup open ${r.freeLater ? "when you're free" : 'now'}`
          : r.freeLater
            ? `pickup ${hoursText(h)} after you're free`
            : `pickup in ${hoursText(h)}`;
      return { factor: f, text, tone: tone(r.timingFactor) };
    }
    case 'fit': {
      const cap = EQUIPMENT_CAPACITY[r.equipment];
      const what = `${thousands(r.weightLbs)} lbs${r.lengthFt !== null ? `, ${r.lengthFt} ft` : ''}`;
      if (r.fitFactor >= 1) return { factor: f, text: `${what} fits a ${r.equipment}`, tone: 'good' };
      const pct = Math.round(r.capacityShare * 100);
      return {
        factor: f,
        text: `${what} is ${pct}% of a ${r.equipment}'s ${thousands(cap.maxWeightLbs)} lbs / ${cap.maxLengthFt} ft`,
        tone: tone(r.fitFactor),
      };
    }
  }
}

const TONE_ORDER: Record<MatchReason['tone'], number> = { good: 0, neutral: 1, bad: 2 };

/**
 * The reasons a trucker reads, from the SQL's raw numbers: a failed hard filter first (and only
 * those) for an ineligible pair; else one reason per factor, good before neutral before bad,
 * heavier factors first within a tone.
 */
export function matchReasons(r: MatchRow): MatchReason[] {
  if (!r.eligible) return hardFilterReasons(r);
  const reasons = MATCH_FACTORS.map((f) => factorReason(r, f)).filter((x): x is MatchReason => x !== null);
  return reasons
    .map((reason, i) => ({ reason, i }))
    .sort(
      (a, b) =>
        TONE_ORDER[a.reason.tone] - TONE_ORDER[b.reason.tone] ||
        MATCH_WEIGHTS[b.reason.factor as MatchFactor] - MATCH_WEIGHTS[a.reason.factor as MatchFactor] ||
        a.i - b.i,
    )
    .map((x) => x.reason);
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The API's `match` for a row; null when the trucker's profile cannot match anything yet. */
export function toLoadMatch(r: MatchRow): LoadMatch | null {
  if (!r.profileReady) return null;
  const factors = Object.fromEntries(
    MATCH_FACTORS.map((f) => [f, r.eligible ? round3(Number(r[`${f}Factor`])) : 0]),
  ) as Record<MatchFactor, number>;
  return { score: r.score, eligible: r.eligible, factors, reasons: matchReasons(r) };
}
