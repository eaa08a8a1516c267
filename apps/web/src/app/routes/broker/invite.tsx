import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { BROKER_INVITE } from '@/content/membership';
import { BrokerInvitePanel } from '@/features/membership/components/broker-invite-panel';

/** /broker/invite: a verified broker invites a trucker by email. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={BROKER_INVITE.title} />
      <PageHeading heading={BROKER_INVITE.heading} intro={BROKER_INVITE.intro} />
      <BrokerInvitePanel />
    </div>
  );
}
