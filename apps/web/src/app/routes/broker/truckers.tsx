import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { BROKER_TRUCKERS } from '@/content/membership';
import { BrokerTruckersView, InviteTruckerLink } from '@/features/membership/components/broker-truckers-view';

/** /broker/truckers: the broker's truckers and the invitations they sent. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:py-10">
      <PageTitle title={BROKER_TRUCKERS.title} />
      <PageHeading
        heading={BROKER_TRUCKERS.heading}
        intro={BROKER_TRUCKERS.intro}
        action={<InviteTruckerLink />}
      />
      <BrokerTruckersView />
    </div>
  );
}
