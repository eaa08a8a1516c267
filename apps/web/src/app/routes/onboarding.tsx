import { useState } from 'react';
import { Navigate } from 'react-router';

import { PageTitle } from '@/components/layout/page-title';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { ONBOARDING } from '@/content/membership';
import { RoleChooser } from '@/features/auth/components/role-chooser';
import { BrokerOnboarding } from '@/features/membership/components/broker-onboarding';
import { TruckerOnboarding } from '@/features/membership/components/trucker-onboarding';
import { PayoutSetupCard } from '@/features/payments/components/payout-setup-card';
import { TruckerPayoutStep } from '@/features/payments/components/trucker-payout-step';
import { useSession } from '@/lib/session';

import { RequireUser } from './guards';

/**
 * /onboarding: signed-in only. Done (or an admin): on to /dashboard. No role yet: the role chooser.
 * Trucker: company, then equipment, then an optional payout setup. Broker: registration, then payment setup.
 */
export function Component() {
  return (
    <RequireUser>
      <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
        <Onboarding />
      </div>
    </RequireUser>
  );
}

function Onboarding() {
  const { role, profile, user } = useSession();
  // Whether onboarding was already complete when the profile first arrived: a trucker who completes
  // it here stays for the optional payout step instead of being sent on at once.
  const [arrivedComplete, setArrivedComplete] = useState<boolean | null>(null);
  if (profile && arrivedComplete === null) setArrivedComplete(profile.onboardingComplete);
  const complete = role === 'trucker' ? arrivedComplete === true : profile?.onboardingComplete;
  if ((complete && role) || role === 'admin') {
    return <Navigate to={paths.dashboard.getHref()} replace />;
  }
  if (role === 'trucker') {
    return (
      <>
        <PageTitle title={ONBOARDING.title} />
        <TruckerOnboarding
          completion={({ companyName }) => (
            <TruckerPayoutStep email={user?.email ?? ''} companyName={companyName} />
          )}
        />
      </>
    );
  }
  if (role === 'broker') {
    return (
      <>
        <PageTitle title={ONBOARDING.title} />
        <BrokerOnboarding
          paymentStep={({ companyName }) => (
            <PayoutSetupCard email={user?.email ?? ''} companyName={companyName} />
          )}
        />
      </>
    );
  }
  return (
    <>
      <PageTitle title={AUTH.chooser.title} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{AUTH.chooser.heading}</h1>
      <p className="mt-2 mb-8 text-muted-foreground">{AUTH.chooser.intro}</p>
      <RoleChooser />
    </>
  );
}
