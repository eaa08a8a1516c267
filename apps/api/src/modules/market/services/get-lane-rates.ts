import zipcodes from 'zipcodes';
import {
  EQUIPMENT_TYPES,
  LANE_RATE_CARD_WINDOW,
  LANE_RATE_HISTORY_WEEKS,
  LANE_RATE_WINDOWS,
  US_STATES,
  marketOf,
  parseLocationQuery,
  type EquipmentType,
  type LaneRatesQuery,
  type LaneRatesResponse,
  type PlatformSettings,
} from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findPlace } from '../../../lib/places';
import { selectLaneHistory, selectLaneWindows } from '../repository/lane-rates';
import { clearsFloor, figuresOf, floorOf } from './figures';
import { isKnownMarket, marketRef } from './market-labels';

const STATE_NAMES = new Set(Object.keys(zipcodes.states.abbr).map((n) => n.toUpperCase()));

function isWholeState(q: string): boolean {
  const s = q.trim().toUpperCase();
  return (US_STATES as readonly string[]).includes(s) || STATE_NAMES.has(s);
}

/**
 * The market of a city typed by name: the 3-digit area holding most of its ZIP codes (Austin, TX
 * has 78 ZIPs under 787 and 2 under 733), so a city means where its freight is, not its first ZIP.
 */
function cityMarket(city: string, state: string): string | null {
  const counts = new Map<string, number>();
  for (const z of zipcodes.lookupByName(city, state)) {
    if (/^\d{5}$/.test(z.zip)) counts.set(z.zip.slice(0, 3), (counts.get(z.zip.slice(0, 3)) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return best?.[0] ?? null;
}

/**
 * A lane end typed as "City, ST", a 5-digit ZIP or a 3-digit ZIP area → its market. A state or
 * "anywhere" is refused: a market is a 3-digit ZIP area, so a lane needs a place at each end.
 */
export function marketOfQuery(q: string, field: string): string {
  const s = q.trim();
  if (/^(anywhere|any|all|everywhere|\*)$/i.test(s) || isWholeState(s)) {
    throw AppError.validation([
      {
        field,
        message: `Enter a city ("Dallas, TX") or a ZIP code: lane rates are per market, a 3-digit ZIP area, not a whole state or anywhere`,
      },
    ]);
  }
  if (/^\d{3}$/.test(s) && isKnownMarket(s)) return s;
  const place = findPlace(s);
  const parsed = parseLocationQuery(s);
  if (place && parsed && 'city' in parsed)
    return cityMarket(parsed.city, parsed.state) ?? marketOf(place.zip);
  if (!place) {
    throw AppError.validation([
      { field, message: `We could not find "${s}". Enter "City, ST" or a 5-digit ZIP code` },
    ]);
  }
  return marketOf(place.zip);
}

/** Monday (UTC, yyyy-MM-dd) of each of the last LANE_RATE_HISTORY_WEEKS weeks, oldest first. */
function historyWeeks(now = new Date()): string[] {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return Array.from({ length: LANE_RATE_HISTORY_WEEKS }, (_, i) => {
    const d = new Date(monday);
    d.setUTCDate(d.getUTCDate() - 7 * (LANE_RATE_HISTORY_WEEKS - 1 - i));
    return d.toISOString().slice(0, 10);
  });
}

/** An equipment without samples still gets its weeks, each with no bookings. */
function withEveryWeek<T extends { weekStart: string }>(rows: T[]): Array<T | EmptyWeek> {
  if (rows.length > 0) return rows;
  return historyWeeks().map((weekStart) => ({
    weekStart,
    bookings: 0,
    brokers: 0,
    averageCents: null,
    medianCents: null,
  }));
}
type EmptyWeek = {
  weekStart: string;
  bookings: number;
  brokers: number;
  averageCents: null;
  medianCents: null;
};

/**
 * GET /api/lane-rates: a lane's 7/30/90-day figures per equipment (from lane_rates, kept current
 * incrementally) and the weekly history of its 30-day figure (from the lane's samples, one lane by
 * its index). The floor in force applies to every figure and every history point.
 */
export async function getLaneRates(
  db: DbExecutor,
  query: LaneRatesQuery,
  settings: PlatformSettings,
): Promise<LaneRatesResponse> {
  const originMarket = marketOfQuery(query.origin, 'origin');
  const destinationMarket = marketOfQuery(query.destination, 'destination');
  const lane = { originMarket, destinationMarket, equipment: query.equipment ?? null };
  const [rows, history] = await Promise.all([
    selectLaneWindows(db, lane),
    selectLaneHistory(db, lane, LANE_RATE_HISTORY_WEEKS, LANE_RATE_CARD_WINDOW),
  ]);
  const floor = floorOf(settings);
  const present = new Set<EquipmentType>([
    ...rows.map((r) => r.equipment),
    ...history.map((h) => h.equipment),
  ]);
  const equipment = query.equipment ? [query.equipment] : EQUIPMENT_TYPES.filter((e) => present.has(e));
  return {
    origin: marketRef(originMarket),
    destination: marketRef(destinationMarket),
    equipment: equipment.map((e) => ({
      equipment: e,
      windows: LANE_RATE_WINDOWS.map((w) =>
        figuresOf(
          w,
          rows.find((r) => r.equipment === e && r.windowDays === w),
          floor,
        ),
      ),
      history: withEveryWeek(history.filter((h) => h.equipment === e)).map((h) => {
        const enough = clearsFloor(h, floor);
        return {
          weekStart: h.weekStart,
          bookings: h.bookings,
          brokers: h.brokers,
          averageCents: enough ? h.averageCents : null,
          medianCents: enough ? h.medianCents : null,
        };
      }),
    })),
    floor,
  };
}
