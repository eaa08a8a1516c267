import { US_STATES, type FieldError, type LaneEnd, type LaneInput } from '@haulclub/shared';
import { findPlace } from '../../../lib/places';

/** A located lane end as stored in trucker_lanes (coordinates only for a place). */
export interface LocatedLaneEnd extends LaneEnd {
  lat: number | null;
  lng: number | null;
}

export interface LocatedLane {
  origin: LocatedLaneEnd;
  destination: LocatedLaneEnd;
}

const STATES = new Set<string>(US_STATES);
const ANYWHERE: LocatedLaneEnd = {
  kind: 'anywhere',
  city: null,
  state: null,
  zip: null,
  label: 'Anywhere',
  lat: null,
  lng: null,
};

/**
 * One typed lane end, located offline: "anywhere" (any case), a state code ("TX"), or a place
 * ("Houston, TX" or a 5-digit ZIP, like the load board's search). Null when it is none of them.
 */
export function locateLaneEnd(text: string): LocatedLaneEnd | null {
  const s = text.trim();
  if (s.toLowerCase() === 'anywhere') return ANYWHERE;
  const upper = s.toUpperCase();
  if (STATES.has(upper)) {
    return { kind: 'state', city: null, state: upper, zip: null, label: upper, lat: null, lng: null };
  }
  const place = findPlace(s);
  if (!place) return null;
  return {
    kind: 'place',
    city: place.city,
    state: place.state,
    zip: place.zip,
    label: `${place.city}, ${place.state}`,
    lat: place.lat,
    lng: place.lng,
  };
}

/** Two ends are the same when they are the same kind and the same city/state (a ZIP and its city are one). */
function endKey(end: LocatedLaneEnd): string {
  return `${end.kind}:${end.city ?? ''}:${end.state ?? ''}`.toLowerCase();
}

export function laneKey(lane: LocatedLane): string {
  return `${endKey(lane.origin)}>${endKey(lane.destination)}`;
}

/**
 * Locates every lane, or returns the field errors (`lanes.0.origin`, `lanes.1` …): an end that is
 * not a place, state or "anywhere"; a lane that is anywhere at both ends (it says nothing); the
 * same lane twice.
 */
export function locateLanes(
  lanes: readonly LaneInput[],
  prefix = 'lanes',
): { lanes: LocatedLane[]; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const located: LocatedLane[] = [];
  const seen = new Map<string, number>();
  lanes.forEach((input, index) => {
    const origin = locateLaneEnd(input.origin);
    const destination = locateLaneEnd(input.destination);
    const bad = (end: 'origin' | 'destination', text: string) =>
      errors.push({
        field: `${prefix}.${index}.${end}`,
        message: `We could not find "${text}". Enter "City, ST", a 5-digit ZIP, a state code or "anywhere"`,
      });
    if (!origin) bad('origin', input.origin);
    if (!destination) bad('destination', input.destination);
    if (!origin || !destination) return;
    if (origin.kind === 'anywhere' && destination.kind === 'anywhere') {
      errors.push({
        field: `${prefix}.${index}`,
        message: 'A lane cannot be anywhere at both ends: name a place or state at one end',
      });
      return;
    }
    const lane = { origin, destination };
    const key = laneKey(lane);
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({
        field: `${prefix}.${index}`,
        message: `${origin.label} → ${destination.label} is already lane ${first + 1}`,
      });
      return;
    }
    seen.set(key, index);
    located.push(lane);
  });
  return { lanes: errors.length > 0 ? [] : located, errors };
}

/** Separators of legacy free-text lanes: "A → B", "A -> B", "A to B", "A - B". */
const LEGACY_SEPARATOR = /\s*(?:→|->|—>|=>)\s*|\s+to\s+|\s+[-–—]\s+/i;

/** A legacy lane's two ends, or null when it does not have exactly two. */
export function splitLegacyLane(text: string): LaneInput | null {
  const parts = text.split(LEGACY_SEPARATOR).map((p) => p.trim());
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { origin: parts[0], destination: parts[1] };
}

/**
 * Legacy free-text lanes → located lanes, and the texts that could not be located (kept for the
 * trucker to re-enter). Duplicates and anywhere-to-anywhere lanes are dropped as unlocatable.
 */
export function convertLegacyLanes(texts: readonly string[]): { lanes: LocatedLane[]; unlocated: string[] } {
  const lanes: LocatedLane[] = [];
  const unlocated: string[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    const split = splitLegacyLane(text);
    const origin = split && locateLaneEnd(split.origin);
    const destination = split && locateLaneEnd(split.destination);
    if (!origin || !destination || (origin.kind === 'anywhere' && destination.kind === 'anywhere')) {
      unlocated.push(text);
      continue;
    }
    const lane = { origin, destination };
    const key = laneKey(lane);
    if (seen.has(key)) continue;
    seen.add(key);
    lanes.push(lane);
  }
  return { lanes, unlocated };
}
