import { EARNINGS_CHART_WEEKS, type MoneyReportQuery, type TruckerEarnings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { selectTruckerLoads, selectTruckerTotals, selectWeeklyPaid } from '../repository';
import { contractRef, iso, isoOrNull } from '../views';

/** GET /api/trucker/earnings: paid, in escrow and pending totals, per load rows and the weekly paid series. */
export async function truckerEarningsReport(
  db: DbExecutor,
  truckerId: string,
  { limit }: MoneyReportQuery,
): Promise<TruckerEarnings> {
  const totals = await selectTruckerTotals(db, truckerId);
  const loads = await selectTruckerLoads(db, truckerId, limit);
  const weekly = await selectWeeklyPaid(db, truckerId, EARNINGS_CHART_WEEKS);
  return {
    totals,
    loads: loads.map((l) => ({
      ...contractRef(l),
      contractStatus: l.contractStatus,
      escrowStatus: l.escrowStatus,
      totalCents: l.totalCents,
      shareCents: l.shareCents,
      payoutCents: l.payoutCents,
      payoutStatus: l.payoutStatus,
      paidAt: isoOrNull(l.paidAt),
      createdAt: iso(l.createdAt),
    })),
    loadCount: loads[0]?.total ?? 0,
    limit,
    weekly,
  };
}
