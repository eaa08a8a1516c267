import { PAYOUT_READINESS } from '@haulclub/shared';
import { AlertCircleIcon, WalletIcon } from 'lucide-react';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PAYMENTS } from '@/content/payments';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';

import { usePaymentAccount } from '../api/get-payment-account';
import { usePaymentAccountLive } from '../hooks/use-payment-account-live';

import { ReadinessBadge } from './readiness-badge';

const { status: copy } = PAYMENTS;

/** The member's payout readiness, what each stage means, and the connected account's id. */
export function PayoutStatusCard() {
  const { user } = useSession();
  usePaymentAccountLive(user?.id);
  const query = usePaymentAccount();

  if (query.isPending) {
    return (
      <Card aria-busy="true" aria-label={copy.title}>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertCircleIcon aria-hidden="true" />
        <div className="flex flex-col gap-3">
          <AlertDescription className="mt-0">{copy.loadError}</AlertDescription>
          <Button variant="outline" size="sm" className="self-start" onClick={() => void query.refetch()}>
            {copy.retry}
          </Button>
        </div>
      </Alert>
    );
  }

  const account = query.data;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <WalletIcon aria-hidden="true" className="size-5 text-primary" />
            {copy.title}
          </CardTitle>
          <ReadinessBadge readiness={account.readiness} />
        </div>
        <CardDescription>{PAYMENTS.readiness[account.readiness].description}</CardDescription>
      </CardHeader>

      {account.accountId ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">{copy.accountId}</dt>
          <dd className="font-mono break-all">{account.accountId}</dd>
          <dt className="text-muted-foreground">{copy.provider}</dt>
          <dd>{PAYMENTS.providers[account.provider]}</dd>
          {account.updatedAt ? (
            <>
              <dt className="text-muted-foreground">{copy.updatedAt}</dt>
              <dd>{formatDateTime(account.updatedAt)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      <section aria-labelledby="payout-stages" className="flex flex-col gap-2 border-t pt-4">
        <h4 id="payout-stages" className="text-sm font-semibold">
          {copy.stagesHeading}
        </h4>
        <ul className="flex flex-col gap-2">
          {PAYOUT_READINESS.map((stage) => (
            <li
              key={stage}
              aria-current={stage === account.readiness ? 'step' : undefined}
              className={cn(
                'flex flex-col gap-1 rounded-md p-2 text-sm sm:flex-row sm:items-start sm:gap-3',
                stage === account.readiness && 'bg-muted',
              )}
            >
              <span className="sm:w-32 sm:shrink-0">
                <ReadinessBadge readiness={stage} />
              </span>
              <span className="text-muted-foreground">{PAYMENTS.readiness[stage].description}</span>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
