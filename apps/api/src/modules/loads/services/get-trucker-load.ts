import type { TruckerLoad } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { recordFeedback, recordOpen } from '../../matching/index';
import type { LoadsDeps } from '../deps';
import { findTruckerLoad } from '../repository/search-loads';
import { toTruckerLoad } from '../views';
import { withTruckerMarket } from './market-views';
import { requireTrucker } from './access';
import { truckOrigin } from './truck-origin';

/**
 * GET /api/loads/:id: a load on the board, or one this trucker booked; 404 otherwise (e.g. expired,
 * or premium inside its early-access window for a trucker without early access).
 */
export async function getTruckerLoad(
  deps: LoadsDeps,
  truckerId: string,
  loadId: string,
): Promise<TruckerLoad> {
  const trucker = await requireTrucker(deps.db, truckerId);
  const row = await findTruckerLoad(deps.db, {
    loadId,
    truckerId,
    premiumWindowMinutes: deps.settings.current().premiumWindowMinutes,
    deadheadFrom: truckOrigin(trucker),
  });
  if (!row) throw AppError.notFound('Load');
  const [load] = await withTruckerMarket(deps.db, deps.settings.current(), [toTruckerLoad(row)]);
  if (!load) throw AppError.notFound('Load');
  await recordFeedback(deps.log, 'open', () =>
    recordOpen(deps.db, truckerId, loadId, load.match?.score ?? 0),
  );
  return load;
}
