import type { z } from 'zod';
import type { LatLng, LoadSearchResult, loadSearchQuery, Place, TruckerLoad } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { TruckerRow } from '../../membership/index';
import type { LoadsDeps } from '../deps';
import { locateQueryText } from '../places';
import {
  boardSort,
  findSearchingTrucker,
  searchLoadsPage,
  type LoadSearchParams,
  type TruckReach,
} from '../repository/search-loads';
import { loadMarketOfRow } from '../../market/index';
import type { ShownLoad } from '../../matching/index';
import { toTruckerLoad } from '../views';
import { onboardingRequired } from './access';
import { truckOrigin } from './truck-origin';

type SearchQuery = z.output<typeof loadSearchQuery>;
type Origin = (LatLng & { label: string }) | null;

const label = (p: { city: string; state: string }) => `${p.city}, ${p.state}`;

/** Texts already located (the offline ZIP data does not change while the process runs). */
const located = new Map<string, Place>();
const LOCATED_MAX = 5_000;

/**
 * locateQueryText, remembered per text: finding a city by name scans the whole ZIP list (about
 * 0.5 ms), and a board search locates its origin, destination and deadhead start every time.
 * A text that is not a place is not remembered (the 400 names `field`).
 */
function locateText(q: string, field: string): Place {
  const known = located.get(q);
  if (known) return known;
  const place = locateQueryText(q, field);
  if (located.size >= LOCATED_MAX) located.clear();
  located.set(q, place);
  return place;
}

/**
 * Deadhead is measured from `deadheadFrom`, else where the truck is (its current location, else its
 * home base: where matching measures from), else the search origin.
 */
export function deadheadOrigin(query: SearchQuery, trucker: TruckerRow, origin: Origin): Origin {
  if (query.deadheadFrom) {
    const place = locateText(query.deadheadFrom, 'deadheadFrom');
    return { label: label(place), lat: place.lat, lng: place.lng };
  }
  return truckOrigin(trucker) ?? origin;
}

function locate(q: string | undefined, field: string): Origin {
  if (!q) return null;
  const place = locateText(q, field);
  return { label: label(place), lat: place.lat, lng: place.lng };
}

/** GET /api/loads: the trucker's board, filtered and sorted in one query. */
export async function searchBoard(
  deps: LoadsDeps,
  truckerId: string,
  query: SearchQuery,
): Promise<LoadSearchResult> {
  const trucker =
    (await (deps.searchingTruckers ?? findSearchingTrucker)(deps.db, truckerId)) ?? onboardingRequired();
  const origin = locate(query.origin, 'origin');
  const destination = locate(query.destination, 'destination');
  const deadhead = deadheadOrigin(query, trucker, origin);
  if (query.sort === 'deadhead' && !deadhead) {
    throw AppError.validation([
      { field: 'deadheadFrom', message: 'Enter where deadhead is measured from, or search from an origin' },
    ]);
  }
  const reach: TruckReach = {
    truck: truckOrigin(trucker),
    truckTypes: trucker.truckTypes,
    maxRadiusMiles: trucker.maxRadius,
    lanes: trucker.lanes,
  };
  const params: LoadSearchParams = {
    truckerId,
    premiumWindowMinutes: deps.settings.current().premiumWindowMinutes,
    origin: origin && { ...origin, radiusMiles: query.originRadius },
    destination: destination && { ...destination, radiusMiles: query.destinationRadius },
    deadheadFrom: deadhead,
    equipment: query.equipment ?? null,
    minRatePerMileCents: query.minRatePerMileCents ?? null,
    maxMiles: query.maxMiles ?? null,
    pickupFrom: query.pickupFrom ?? null,
    pickupBefore: query.pickupBefore ?? null,
    sort: query.sort,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    reach,
  };
  params.sort = boardSort(params, reach);
  // One statement for the page and the count (exact up to the cap or the end of this page), one
  // prepared statement for the page's loads in full: each with its match and market figures (its
  // lane's rate, its broker's standing); best_match records the impressions of what it shows.
  const { rows, total, totalCapped } = await searchLoadsPage(deps.db, params);
  const settings = deps.settings.current();
  const items = rows.map((row): TruckerLoad => {
    const item = toTruckerLoad(row);
    return Object.assign(item, loadMarketOfRow(item, row, settings));
  });
  if (query.sort === 'best_match') recordShown(deps, truckerId, items);
  return {
    items,
    total,
    totalCapped,
    page: query.page,
    pageSize: query.pageSize,
    deadheadOrigin: deadhead,
  };
}

/** Impressions of the loads a best-match page (or the matches list) showed: counted, written in a batch later. */
export function recordShown(
  deps: LoadsDeps,
  truckerId: string,
  items: readonly Pick<TruckerLoad, 'id' | 'match'>[],
): void {
  const shown: ShownLoad[] = [];
  for (const i of items) if (i.match) shown.push({ loadId: i.id, score: i.match.score });
  deps.impressions.add(truckerId, shown);
}
