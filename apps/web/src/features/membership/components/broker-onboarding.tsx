import type { ReactNode } from 'react';

import { PageLoading } from '@/components/layout/page-loading';
import { QueryProblem } from '@/components/ui/query-problem';
import { ONBOARDING, RETRY } from '@/content/membership';

import { useBrokerStatus } from '../api/get-broker-status';
import { useSignUpCompanyName } from '../hooks/use-sign-up-company-name';
import { errorMessage } from '../utils/server-errors';
import { BrokerPaymentStep } from './broker-payment-step';
import { BrokerRegistrationForm } from './broker-registration-form';
import { OnboardingFrame } from './onboarding-frame';

const copy = ONBOARDING.broker;

type Props = {
  /** The payout setup of step 2 (the payments feature's card), for the registered brokerage. */
  paymentStep: (broker: { companyName: string }) => ReactNode;
};

/** Broker onboarding: step 1 registration (skipped when GET /api/broker/me says registered), step 2 payments. */
export function BrokerOnboarding({ paymentStep }: Props) {
  const status = useBrokerStatus();
  const signUpCompanyName = useSignUpCompanyName();
  if (status.isPending) return <PageLoading label={ONBOARDING.loading} />;
  if (status.isError) {
    return (
      <QueryProblem
        title={copy.loadError}
        detail={errorMessage(status.error)}
        retryLabel={RETRY}
        onRetry={() => void status.refetch()}
      />
    );
  }

  const broker = status.data.registered ? status.data.broker : null;
  return (
    <OnboardingFrame heading={copy.heading} intro={copy.intro} steps={copy.steps} current={broker ? 1 : 0}>
      {broker ? (
        <BrokerPaymentStep>{paymentStep({ companyName: broker.companyName })}</BrokerPaymentStep>
      ) : (
        <BrokerRegistrationForm defaultCompanyName={signUpCompanyName} />
      )}
    </OnboardingFrame>
  );
}
