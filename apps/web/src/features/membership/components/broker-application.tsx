import { PageLoading } from '@/components/layout/page-loading';
import { INVITATION } from '@/content/membership';

import { useInvitationLookup } from '@/lib/invitation-lookup';
import { useInviteCode } from '../hooks/use-invite-code';
import { BrokerApplicationForm } from './broker-application-form';
import { InvitationProblem } from './invitation-problem';
import { InvitationSummary } from '@/components/membership/invitation-summary';

/** /apply, with or without an admin's broker invitation (`?invite=<code>` prefills the email). */
export function BrokerApplication() {
  const code = useInviteCode();
  const lookup = useInvitationLookup(code);
  if (code && lookup.isPending) return <PageLoading label={INVITATION.checking} />;

  const invitation = code && lookup.data ? { code, email: lookup.data.email } : undefined;
  return (
    <div className="flex flex-col gap-6">
      {lookup.isError ? <InvitationProblem error={lookup.error} /> : null}
      {lookup.data ? <InvitationSummary invitation={lookup.data} /> : null}
      <BrokerApplicationForm invitation={invitation} />
    </div>
  );
}
