import type { z } from 'zod';
import type { brokerOptionList } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { listVerifiedBrokers } from '../repository/member-repository';

/** GET /api/admin/brokers/options: the verified brokers a trucker invitation can be attached to. */
export async function listBrokerOptions(db: DbExecutor): Promise<z.infer<typeof brokerOptionList>> {
  const brokers = await listVerifiedBrokers(db);
  return { items: brokers.map((b) => ({ id: b.userId, companyName: b.companyName, mcNumber: b.mcNumber })) };
}
