import type { FmcsaVerdict } from '@haulclub/shared';
import { ArrowRightIcon, ClockIcon, XCircleIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { BROKER_DASHBOARD, FMCSA_VERDICT_TEXT } from '@/content/membership';

const { notRegistered, pending, rejected } = BROKER_DASHBOARD;

/** A broker account without a registered brokerage: back to onboarding. */
export function BrokerNotRegistered() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{notRegistered.heading}</CardTitle>
        <CardDescription>{notRegistered.body}</CardDescription>
      </CardHeader>
      <Button asChild className="w-full sm:w-auto sm:self-start">
        <Link to={paths.onboarding.getHref()}>
          {notRegistered.action}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}

/** Under review: the FMCSA verdict in plain words and when to expect an answer. */
export function BrokerPending({ verdict }: { verdict: FmcsaVerdict }) {
  return (
    <Card role="status">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ClockIcon aria-hidden="true" className="size-5 text-primary" />
          {pending.heading}
        </CardTitle>
      </CardHeader>
      <dl className="text-sm">
        <dt className="font-medium">{pending.verdictLabel}</dt>
        <dd className="text-muted-foreground">{FMCSA_VERDICT_TEXT[verdict]}</dd>
      </dl>
      <p className="text-sm">{pending.reply}</p>
    </Card>
  );
}

/** Not approved, with the admin's reason. */
export function BrokerRejected({ reason }: { reason: string | null }) {
  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <XCircleIcon aria-hidden="true" className="size-5 text-destructive" />
          {rejected.heading}
        </CardTitle>
      </CardHeader>
      <dl className="text-sm">
        <dt className="font-medium">{rejected.reasonLabel}</dt>
        <dd className="whitespace-pre-line text-muted-foreground">{reason ?? rejected.noReason}</dd>
      </dl>
    </Card>
  );
}
