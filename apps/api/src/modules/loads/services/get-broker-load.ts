import type { BrokerLoad, PlatformSettings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findBrokerLoad } from '../repository/broker-loads';
import { toBrokerLoad } from '../views';
import { withBrokerMarket } from './market-views';

/** One of the broker's loads (another broker's is a 404); admins pass no broker id. */
export async function getBrokerLoad(
  db: DbExecutor,
  loadId: string,
  brokerId: string | undefined,
  settings: PlatformSettings,
): Promise<BrokerLoad> {
  const row = await findBrokerLoad(db, loadId, brokerId);
  if (!row) throw AppError.notFound('Load');
  const [load] = await withBrokerMarket(db, settings, [toBrokerLoad(row)]);
  if (!load) throw AppError.notFound('Load');
  return load;
}
