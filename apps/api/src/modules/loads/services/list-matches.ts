import type { z } from 'zod';
import type { MatchesResult, matchesQuery } from '@haulclub/shared';
import type { LoadsDeps } from '../deps';
import { searchTruckerMatches } from '../repository/search-loads';
import { toTruckerLoad } from '../views';
import { withTruckerMarket } from './market-views';
import { requireTrucker } from './access';
import { recordShown } from './search-loads';
import { truckOrigin } from './truck-origin';

type MatchesQuery = z.output<typeof matchesQuery>;

/**
 * GET /api/trucker/matches: the board's loads that pass the trucker's hard filters, best score
 * first, one query per page; the shown loads count as impressions.
 */
export async function listMatches(
  deps: LoadsDeps,
  truckerId: string,
  query: MatchesQuery,
): Promise<MatchesResult> {
  const trucker = await requireTrucker(deps.db, truckerId);
  const origin = truckOrigin(trucker);
  const page = { page: query.page, pageSize: query.pageSize };
  if (!origin || trucker.truckTypes.length === 0) {
    return { items: [], total: 0, ...page, deadheadOrigin: origin, profileReady: false };
  }
  const params = {
    truckerId,
    premiumWindowMinutes: deps.settings.current().premiumWindowMinutes,
    origin,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  };
  const { rows, total } = await searchTruckerMatches(deps.db, params);
  const counted =
    rows.length === 0 && params.offset > 0
      ? (await searchTruckerMatches(deps.db, { ...params, limit: 1, offset: 0 })).total
      : total;
  const items = await withTruckerMarket(deps.db, deps.settings.current(), rows.map(toTruckerLoad));
  recordShown(deps, truckerId, items);
  return { items, total: counted, ...page, deadheadOrigin: origin, profileReady: true };
}
