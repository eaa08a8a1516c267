import { CircleCheckIcon, FlaskConicalIcon, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { PAYMENTS } from '@/content/payments';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';

import { useSandboxOnboarding } from '../api/get-sandbox-onboarding';

import { SandboxOnboardingForm } from './sandbox-onboarding-form';

const { sandbox: copy } = PAYMENTS;

function LinkProblem({ heading, body }: { heading: string; body: string }) {
  // The link itself is public; a signed-in trucker manages payouts on Earnings, a broker on Payments.
  const { role } = useSession();
  const trucker = role === 'trucker';
  return (
    <Card className="gap-5">
      <Alert variant="destructive">
        <LinkIcon aria-hidden="true" />
        <div>
          <AlertTitle>{heading}</AlertTitle>
          <AlertDescription>{body}</AlertDescription>
        </div>
      </Alert>
      <Button asChild variant="outline" className="self-start">
        <Link to={trucker ? paths.trucker.earnings.getHref() : paths.broker.payments.getHref()}>
          {trucker ? copy.backTrucker : copy.back}
        </Link>
      </Button>
    </Card>
  );
}

/** The sandbox provider's hosted onboarding, behind a single-use account link. */
export function SandboxOnboarding({ accountId, token }: { accountId: string; token: string }) {
  const page = useSandboxOnboarding(accountId, token);
  const [returnUrl, setReturnUrl] = useState<string | null>(null);

  if (returnUrl) {
    return (
      <Card className="items-start gap-4" role="status">
        <CircleCheckIcon aria-hidden="true" className="size-10 text-green-700" />
        <h1 className="text-2xl font-bold tracking-tight">{copy.done.heading}</h1>
        <p className="text-muted-foreground">{copy.done.body}</p>
        <Button asChild>
          <a href={returnUrl}>
            {new URL(returnUrl, window.location.href).pathname === paths.trucker.earnings.getHref()
              ? copy.done.backTrucker
              : copy.done.back}
          </a>
        </Button>
      </Card>
    );
  }
  if (!token) return <LinkProblem heading={copy.invalid.heading} body={copy.invalid.body} />;
  if (page.isPending) {
    return (
      <Card aria-busy="true" aria-label={copy.loading}>
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </Card>
    );
  }
  if (page.isError) {
    const error = page.error;
    const status = isApiError(error) ? error.status : 0;
    const heading =
      status === 410 ? copy.expired.heading : status === 404 ? copy.invalid.heading : copy.loadError;
    return <LinkProblem heading={heading} body={isApiError(error) ? error.detail : copy.invalid.body} />;
  }

  const data = page.data;
  return (
    <Card className="gap-6 p-6 sm:p-8">
      <div className="flex flex-col gap-3">
        <Badge variant="accent">
          <FlaskConicalIcon aria-hidden="true" />
          {copy.badge}
        </Badge>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.heading}</h1>
        <p className="text-sm">
          <span className="text-muted-foreground">{copy.for}</span>{' '}
          <span className="font-medium">{data.businessName}</span>{' '}
          <span className="text-muted-foreground">({data.email})</span>
        </p>
      </div>
      <Alert>
        <FlaskConicalIcon aria-hidden="true" />
        <div>
          <AlertDescription className="mt-0">{copy.notice}</AlertDescription>
          <AlertDescription>{copy.testValues}</AlertDescription>
        </div>
      </Alert>
      <SandboxOnboardingForm
        accountId={accountId}
        token={token}
        defaultLegalName={data.businessName}
        onComplete={setReturnUrl}
      />
    </Card>
  );
}
