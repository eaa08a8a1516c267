import type { BrokerLoadList, LoadStatus, PlatformSettings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { selectBrokerLoads } from '../repository/broker-loads';
import { toBrokerLoad } from '../views';
import { withBrokerMarket } from './market-views';

export interface LoadListQuery {
  status?: LoadStatus | undefined;
  brokerId?: string | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
}

/** GET /api/broker/loads (the broker's own) and GET /api/admin/loads (all brokers), newest first. */
export async function listLoads(
  db: DbExecutor,
  query: LoadListQuery,
  settings: PlatformSettings,
): Promise<BrokerLoadList> {
  const filter = { status: query.status, brokerId: query.brokerId, q: query.q };
  const offset = (query.page - 1) * query.pageSize;
  const rows = await selectBrokerLoads(db, { ...filter, limit: query.pageSize, offset });
  // Past the last page the window count is not available: count with the first row.
  const total = rows[0]?.total ?? (offset > 0 ? ((await selectBrokerLoads(db, filter))[0]?.total ?? 0) : 0);
  const items = await withBrokerMarket(db, settings, rows.map(toBrokerLoad));
  return { items, total, page: query.page, pageSize: query.pageSize };
}
