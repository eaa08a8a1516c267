import type { PaymentProviderName } from '@haulclub/shared';

import { BROKER_MONEY, MONEY_COMMON } from '@/content/money';

import { useBrokerPayments } from '../api/get-broker-payments';
import { useMoneyLiveRefresh } from '../hooks/use-money-live-refresh';
import { BrokerEscrowTable } from './broker-escrow-table';
import { BrokerPaymentHistory } from './broker-payment-history';
import { BrokerPayoutsTable, BrokerRefundsTable } from './broker-refunds-table';
import { FundingMethodsCard } from './funding-methods-card';
import { MoneyLoading, MoneyProblem, MoneySection } from './money-section';

/** /broker/payments below the payout cards: funding methods, escrow, history with receipts, refunds, payouts; live. */
export function BrokerPaymentsPanel({ provider }: { provider: PaymentProviderName | undefined }) {
  useMoneyLiveRefresh('member');
  const report = useBrokerPayments();
  const data = report.data;
  const more = (shown: number, total: number) =>
    total > shown ? (
      <p className="text-xs text-muted-foreground">{MONEY_COMMON.showing(shown, total)}</p>
    ) : null;
  return (
    <>
      <FundingMethodsCard provider={provider} />
      {report.isPending ? (
        <MoneyLoading label={MONEY_COMMON.loading} />
      ) : report.isError ? (
        <MoneyProblem error={report.error} onRetry={() => void report.refetch()} />
      ) : data ? (
        <>
          <MoneySection
            id="escrow-per-contract"
            title={BROKER_MONEY.escrow.title}
            description={BROKER_MONEY.escrow.description}
          >
            <BrokerEscrowTable rows={data.escrow} />
            {more(data.escrow.length, data.counts.escrow)}
          </MoneySection>
          <MoneySection
            id="payment-history"
            title={BROKER_MONEY.history.title}
            description={BROKER_MONEY.history.description}
          >
            <BrokerPaymentHistory rows={data.payments} />
            {more(data.payments.length, data.counts.payments)}
          </MoneySection>
          <MoneySection
            id="refunds"
            title={BROKER_MONEY.refunds.title}
            description={BROKER_MONEY.refunds.description}
          >
            <BrokerRefundsTable rows={data.refunds} />
            {more(data.refunds.length, data.counts.refunds)}
          </MoneySection>
          <MoneySection
            id="broker-payouts"
            title={BROKER_MONEY.payouts.title}
            description={BROKER_MONEY.payouts.description}
          >
            <BrokerPayoutsTable rows={data.payouts} />
            {more(data.payouts.length, data.counts.payouts)}
          </MoneySection>
        </>
      ) : null}
    </>
  );
}
