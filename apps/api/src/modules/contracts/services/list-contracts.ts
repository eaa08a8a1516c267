import type { ContractList, ContractListQuery, ContractSummary } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { ratingSummaryOf } from '../../ratings/index';
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
 * (paid-out) contracts, so $0 until payouts exist; the rating figures are the
 * caller's received ratings (the ratings module's summary).
 */
export async function contractSummary(db: DbExecutor, userId: string): Promise<ContractSummary> {
  const [s, rating] = await Promise.all([summarizeContracts(db, userId), ratingSummaryOf(db, userId)]);
  return {
    totalEarningsCents: s.earnings,
    activeContracts: s.active,
    completedDeals: s.completed,
    averageRating: rating.average,
    ratingCount: rating.count,
    ratingChange: rating.change,
  };
}
