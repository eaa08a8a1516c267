import type { ContractList, ContractListQuery, ContractSummary } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { selectContracts, summarizeContracts } from '../repository/contract-views';
import { toContractView } from '../views';

/** GET /api/contracts: the caller's own contracts (as broker or trucker) in one tab, newest first. */
export async function listContracts(
  db: DbExecutor,
  userId: string,
  query: ContractListQuery,
): Promise<ContractList> {
  const rows = await selectContracts(db, {
    partyId: userId,
    tab: query.tab,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((r) => toContractView(r, userId)),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * GET /api/contracts/summary: total earnings are the caller's share of executed
 * (paid-out) contracts, so $0 until payouts exist; ratings do not exist yet.
 */
export async function contractSummary(db: DbExecutor, userId: string): Promise<ContractSummary> {
  const s = await summarizeContracts(db, userId);
  return {
    totalEarningsCents: s.earnings,
    activeContracts: s.active,
    completedDeals: s.completed,
    averageRating: null,
  };
}
