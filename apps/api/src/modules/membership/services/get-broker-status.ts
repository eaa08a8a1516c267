import type { BrokerStatusResponse } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { findBroker, findLatestApplication } from '../repository';
import { toBrokerStatus } from '../views';

/** GET /api/broker/me: the broker record and latest application of the signed-in broker. */
export async function getBrokerStatus(db: DbExecutor, userId: string): Promise<BrokerStatusResponse> {
  const [broker, application] = await Promise.all([
    findBroker(db, userId),
    findLatestApplication(db, userId),
  ]);
  return toBrokerStatus(broker, application);
}
