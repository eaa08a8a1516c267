import { useParams, useSearchParams } from 'react-router';

import { PageTitle } from '@/components/layout/page-title';
import { PAYMENTS } from '@/content/payments';
import { SandboxOnboarding } from '@/features/payments/components/sandbox-onboarding';

/** /sandbox/connect/:accountId?token=: the sandbox payment provider's onboarding page (public; the token is the key). */
export function Component() {
  const { accountId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <PageTitle title={PAYMENTS.sandbox.title} />
      <SandboxOnboarding accountId={accountId} token={search.get('token') ?? ''} />
    </div>
  );
}
