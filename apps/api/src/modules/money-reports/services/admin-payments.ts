import type { AdminPayments, MoneyReportQuery, ReconciliationDifference } from '@haulclub/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../../db/client';
import { ledgerTotals, reconcile } from '../../ledger/index';
import { PaymentProviderError, type PaymentProvider } from '../../payments/index';
import { selectEscrowTotals, selectLedgerMoney, selectPlatformRevenue } from '../repository';
import { reconcileWithProvider } from './reconcile-provider';

export interface AdminPaymentsDeps {
  db: DbExecutor;
  provider: Pick<PaymentProvider, 'name' | 'listTransferGroup'>;
  log: FastifyBaseLogger;
}

/**
 * GET /api/admin/payments: escrow per status, the ledger's zero sums and its
 * own reconciliation, the platform's revenue, and the ledger against the
 * provider for the newest `limit` contracts with money.
 */
export async function adminPaymentsReport(
  deps: AdminPaymentsDeps,
  { limit }: MoneyReportQuery,
  now = new Date(),
): Promise<AdminPayments> {
  const { db, provider } = deps;
  const escrow = await selectEscrowTotals(db);
  const totals = await ledgerTotals(db);
  const ledgerDifferences = await reconcile(db);
  const platformRevenueCents = await selectPlatformRevenue(db);
  const contracts = await selectLedgerMoney(db, limit);

  let differences: ReconciliationDifference[] = [];
  let error: string | null = null;
  try {
    differences = await reconcileWithProvider(provider, contracts);
  } catch (cause) {
    if (!(cause instanceof PaymentProviderError)) throw cause;
    deps.log.warn({ err: cause }, 'reconciliation could not read the payment provider');
    error = cause.message;
  }
  return {
    escrow,
    ledger: {
      postedCents: Number(totals.posted),
      pendingCents: Number(totals.pending),
      balanced: Number(totals.posted) === 0 && Number(totals.pending) === 0,
      platformRevenueCents,
      differences: ledgerDifferences,
    },
    reconciliation: {
      provider: provider.name,
      contractsWithMoney: contracts[0]?.total ?? 0,
      contractsChecked: contracts.length,
      differences,
      error,
      checkedAt: now.toISOString(),
    },
  };
}
