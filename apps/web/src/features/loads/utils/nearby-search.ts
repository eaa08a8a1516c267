import { SEARCH_RADIUS_MILES, type TruckerProfile } from '@haulclub/shared';

import type { BoardQuery } from '../api/search-loads';
import { readBoardSearch, toBoardQuery, type BoardSearch } from './board-search';
import { placeLabel } from './format';

/** How many loads the dashboard lists. */
export const NEARBY_LOADS_COUNT = 5;

/** Where "near you" is: the home base and the radius searched around it. */
export interface NearbyArea {
  place: string;
  radius: number;
}

/** The home base with the trucker's max radius, capped to what the board's search allows; null without a home base. */
export function nearbyArea(profile: TruckerProfile): NearbyArea | null {
  const { homeBaseCity: city, homeBaseState: state } = profile;
  if (!city || !state) return null;
  const radius = Math.min(Math.max(profile.maxRadius, SEARCH_RADIUS_MILES.min), SEARCH_RADIUS_MILES.max);
  return { place: placeLabel({ city, state }), radius };
}

/**
 * The board search behind "loads near you": from the home base within the radius, nearest pickup
 * (least deadhead) first. Without a home base there is no "near": the newest loads anywhere.
 */
export function nearbySearch(area: NearbyArea | null): BoardSearch {
  const fresh = readBoardSearch(new URLSearchParams());
  if (!area) return fresh;
  return { ...fresh, origin: area.place, originRadius: String(area.radius), sort: 'deadhead' };
}

/** GET /api/loads for the dashboard: the same search as the board's link, one short page. */
export function nearbyQuery(search: BoardSearch): BoardQuery {
  return { ...toBoardQuery(search), pageSize: NEARBY_LOADS_COUNT };
}
