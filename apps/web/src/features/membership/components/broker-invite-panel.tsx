import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { BROKER_INVITE } from '@/content/membership';

import { InviteTruckerForm } from './invite-trucker-form';
import { LiveBrokerStatus } from './live-broker-status';

const { notVerified } = BROKER_INVITE;

/** /broker/invite: the invitation form for a verified broker; everyone else learns why not (the server refuses too). */
export function BrokerInvitePanel() {
  return (
    <LiveBrokerStatus>
      {(status) => (status.canPost ? <BrokerInviteForm /> : <BrokerNotVerified />)}
    </LiveBrokerStatus>
  );
}

function BrokerNotVerified() {
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

function BrokerInviteForm() {
  return (
    <Card className="p-6 sm:p-8">
      <InviteTruckerForm />
    </Card>
  );
}
