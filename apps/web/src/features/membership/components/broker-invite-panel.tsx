import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';

import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { BROKER_DASHBOARD, BROKER_INVITE, RETRY } from '@/content/membership';

import { useBrokerStatus } from '../api/get-broker-status';
import { membershipKeys } from '../api/membership-keys';
import { useOwnLiveRefresh } from '../hooks/use-own-live-refresh';
import { errorMessage } from '../utils/server-errors';
import { InviteTruckerForm } from './invite-trucker-form';

const { notVerified } = BROKER_INVITE;

/** /broker/invite: the invitation form for a verified broker; everyone else learns why not (the server refuses too). */
export function BrokerInvitePanel() {
  const status = useBrokerStatus();
  useOwnLiveRefresh('broker.status', membershipKeys.brokerStatus());

  if (status.isPending) return <PageLoading label={BROKER_DASHBOARD.loading} />;
  if (status.isError) {
    return (
      <QueryProblem
        title={BROKER_DASHBOARD.loadError}
        detail={errorMessage(status.error)}
        retryLabel={RETRY}
        onRetry={() => void status.refetch()}
      />
    );
  }
  if (!status.data.canPost) {
    return (
      <Card role="status">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <ShieldAlertIcon aria-hidden="true" className="size-5 text-primary" />
            {notVerified.heading}
          </CardTitle>
          <CardDescription>{notVerified.body}</CardDescription>
        </CardHeader>
        <Button asChild variant="outline" className="w-full sm:w-auto sm:self-start">
          <Link to={paths.broker.root.getHref()}>{notVerified.action}</Link>
        </Button>
      </Card>
    );
  }
  return (
    <Card className="p-6 sm:p-8">
      <InviteTruckerForm />
    </Card>
  );
}
