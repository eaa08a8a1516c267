import type { TruckerLoad } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { recordFeedback, recordOpen } from '../../matching/index';
import type { LoadsDeps } from '../deps';
import { findTruckerLoad } from '../repository/search-loads';
import { toTruckerLoad } from '../views';
import { requireTrucker } from './access';

/** GET /api/loads/:id: a load on the board, or one this trucker booked; 404 otherwise (e.g. expired). */
export async function getTruckerLoad(
  deps: LoadsDeps,
  truckerId: string,
  loadId: string,
): Promise<TruckerLoad> {
  const trucker = await requireTrucker(deps.db, truckerId);
  const home =
    trucker.homeBaseLat !== null && trucker.homeBaseLng !== null
      ? { lat: trucker.homeBaseLat, lng: trucker.homeBaseLng }
      : null;
  const row = await findTruckerLoad(deps.db, { loadId, truckerId, deadheadFrom: home });
  if (!row) throw AppError.notFound('Load');
  const load = toTruckerLoad(row);
  await recordFeedback(deps.log, 'open', () =>
    recordOpen(deps.db, truckerId, loadId, load.match?.score ?? 0),
  );
  return load;
}
