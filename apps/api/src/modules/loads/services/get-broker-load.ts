import type { BrokerLoad } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findBrokerLoad } from '../repository/broker-loads';
import { toBrokerLoad } from '../views';

/** One of the broker's loads (another broker's is a 404); admins pass no broker id. */
export async function getBrokerLoad(
  db: DbExecutor,
  loadId: string,
  brokerId: string | undefined,
): Promise<BrokerLoad> {
  const row = await findBrokerLoad(db, loadId, brokerId);
  if (!row) throw AppError.notFound('Load');
  return toBrokerLoad(row);
}
