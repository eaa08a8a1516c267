import type { PaymentProviderName } from '@haulclub/shared';

import { BROKER_MONEY, MONEY_COMMON } from '@/content/money';

import { useBrokerPayments } from '../api/get-broker-payments';
import { useMoneyLiveRefresh } from '../hooks/use-money-live-refresh';
import { BrokerEscrowTable } from './broker-escrow-table';
import { BrokerPaymentHistory } from './broker-payment-history';
import { BrokerPayoutsTable, BrokerRefundsTable } from './broker-refunds-table';
import { FundingMethodsCard } from './funding-methods-card';
import { MoneyLoading, MoneyQueryState, MoneySection } from './money-section';

/** /broker/payments below the payout cards: funding methods, escrow, history with receipts, refunds, payouts; live. */
export function BrokerPaymentsPanel({ provider }: { provider: PaymentProviderName | undefined }) {
  useMoneyLiveRefresh('member');
  const report = useBrokerPayments();
  return (
    <>
      <FundingMethodsCard provider={provider} />
      <MoneyQueryState query={report} loading={<MoneyLoading label={MONEY_COMMON.loading} />}>
        {(data) => (
          <>
            <MoneySection
              id="escrow-per-contract"
              title={BROKER_MONEY.escrow.title}
              description={BROKER_MONEY.escrow.description}
              more={{ shown: data.escrow.length, total: data.counts.escrow }}
            >
              <BrokerEscrowTable rows={data.escrow} />
            </MoneySection>
            <MoneySection
              id="payment-history"
              title={BROKER_MONEY.history.title}
              description={BROKER_MONEY.history.description}
              more={{ shown: data.payments.length, total: data.counts.payments }}
            >
              <BrokerPaymentHistory rows={data.payments} />
            </MoneySection>
            <MoneySection
              id="refunds"
              title={BROKER_MONEY.refunds.title}
              description={BROKER_MONEY.refunds.description}
              more={{ shown: data.refunds.length, total: data.counts.refunds }}
            >
              <BrokerRefundsTable rows={data.refunds} />
            </MoneySection>
            <MoneySection
              id="broker-payouts"
              title={BROKER_MONEY.payouts.title}
              description={BROKER_MONEY.payouts.description}
              more={{ shown: data.payouts.length, total: data.counts.payouts }}
            >
              <BrokerPayoutsTable rows={data.payouts} />
            </MoneySection>
          </>
        )}
      </MoneyQueryState>
    </>
  );
}
