import { ADMIN_MONEY } from '@/content/money';

import { useAdminPayments } from '../api/get-admin-payments';
import { useMoneyLiveRefresh } from '../hooks/use-money-live-refresh';
import { DisputesQueue } from './disputes-queue';
import { EscrowTotals } from './escrow-totals';
import { LedgerBalanceCard } from './ledger-balance-card';
import { MoneyLoading, MoneyProblem } from './money-section';
import { PayoutQueue } from './payout-queue';
import { ReconciliationTable } from './reconciliation-table';

/** /admin/payments: escrow totals, the ledger, the payout and dispute queues and reconciliation; live. */
export function AdminPaymentsView() {
  useMoneyLiveRefresh('admin');
  const report = useAdminPayments();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{ADMIN_MONEY.heading}</h1>
        <p className="mt-2 text-muted-foreground">{ADMIN_MONEY.intro}</p>
      </div>
      {report.isPending ? (
        <MoneyLoading label={ADMIN_MONEY.loading} />
      ) : report.isError ? (
        <MoneyProblem error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <EscrowTotals escrow={report.data.escrow} />
          <LedgerBalanceCard ledger={report.data.ledger} />
        </>
      )}
      <PayoutQueue />
      <DisputesQueue />
      {report.data ? <ReconciliationTable reconciliation={report.data.reconciliation} /> : null}
    </div>
  );
}
