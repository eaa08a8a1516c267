import { MailPlusIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { BROKER_TRUCKERS, RETRY } from '@/content/membership';

import { useBrokerTruckers } from '../api/get-broker-truckers';
import { membershipKeys } from '../api/membership-keys';
import { useOwnLiveRefresh } from '../hooks/use-own-live-refresh';
import { errorMessage } from '../utils/server-errors';
import { InvitationList } from './invitation-list';
import { TruckerTable } from './trucker-table';

/** The Invite Trucker link of the page heading and the empty states. */
export function InviteTruckerLink({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <Button asChild variant={variant} className="w-full sm:w-auto">
      <Link to={paths.broker.invite.getHref()}>
        <MailPlusIcon aria-hidden="true" />
        {BROKER_TRUCKERS.inviteAction}
      </Link>
    </Button>
  );
}

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {empty ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-6 text-sm text-muted-foreground">
          <p>{empty}</p>
          <InviteTruckerLink variant="outline" />
        </div>
      ) : (
        children
      )}
    </section>
  );
}

/** /broker/truckers: the broker's truckers and invitations, refreshed live on `invitation.updated`. */
export function BrokerTruckersView() {
  const query = useBrokerTruckers();
  useOwnLiveRefresh('invitation.updated', membershipKeys.brokerTruckers());

  if (query.isPending) return <PageLoading label={BROKER_TRUCKERS.loading} />;
  if (query.isError) {
    return (
      <QueryProblem
        title={BROKER_TRUCKERS.loadError}
        detail={errorMessage(query.error)}
        retryLabel={RETRY}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const { truckers, invitations } = query.data;
  return (
    <div className="flex flex-col gap-8">
      <Section
        id="broker-truckers"
        title={BROKER_TRUCKERS.truckers.heading}
        empty={truckers.length ? null : BROKER_TRUCKERS.truckers.empty}
      >
        <TruckerTable truckers={truckers} />
      </Section>
      <Section
        id="broker-invitations"
        title={BROKER_TRUCKERS.invitations.heading}
        empty={invitations.length ? null : BROKER_TRUCKERS.invitations.empty}
      >
        <InvitationList invitations={invitations} />
      </Section>
    </div>
  );
}
