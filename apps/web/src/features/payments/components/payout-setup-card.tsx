import { createPaymentAccountInput } from '@haulclub/shared';
import { ExternalLinkIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PAYMENTS } from '@/content/payments';
import { useSession } from '@/lib/session';

import { usePaymentAccount } from '../api/get-payment-account';
import { useRefreshPaymentAccount } from '../api/refresh-payment-account';
import { setupErrorMessage, useOpenOnboarding } from '../hooks/use-open-onboarding';
import { usePaymentAccountLive } from '../hooks/use-payment-account-live';

import { PayoutDetailsFields, type PayoutDetails } from './payout-details-fields';
import { ReadinessBadge } from './readiness-badge';

const { setup: copy } = PAYMENTS;

export interface PayoutSetupCardProps {
  /** Sent to the payment provider as the account's email (and company name); editable only if they do not validate. */
  email: string;
  companyName: string;
  /** Called once the onboarding link has been opened, and from "Continue" when payouts are already set up. */
  onDone?: () => void;
}

type FieldErrors = Partial<Record<keyof PayoutDetails, string>>;

/** Payout readiness plus "Set up payouts" (the provider's onboarding in a new tab) and "Check status". */
export function PayoutSetupCard({ email, companyName, onDone }: PayoutSetupCardProps) {
  const { user } = useSession();
  usePaymentAccountLive(user?.id);
  const account = usePaymentAccount();
  const refresh = useRefreshPaymentAccount();
  const onboarding = useOpenOnboarding(onDone ? { onOpened: onDone } : {});
  const [edited, setEdited] = useState<PayoutDetails | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const details = edited ?? { email, company_name: companyName };
  const readiness = account.data?.readiness;
  const hasAccount = Boolean(account.data?.accountId);

  // Synchronous on purpose: the new tab must open within the click.
  function start() {
    const parsed = createPaymentAccountInput.safeParse({ ...details, country: 'US' });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'email' || field === 'company_name') next[field] ??= issue.message;
      }
      setEdited(details);
      setErrors(next);
      return;
    }
    setErrors({});
    onboarding.open(parsed.data);
  }

  function check() {
    refresh.mutate(undefined, {
      onError: (error) =>
        toast.error(PAYMENTS.errors.title, {
          description: setupErrorMessage(error, PAYMENTS.errors.refreshDefault),
        }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{copy.title}</CardTitle>
          {readiness ? <ReadinessBadge readiness={readiness} /> : null}
        </div>
        <CardDescription>{readiness === 'ready' ? copy.readyNote : copy.description}</CardDescription>
      </CardHeader>

      {readiness !== 'ready' && edited ? (
        <PayoutDetailsFields value={details} errors={errors} onChange={setEdited} />
      ) : null}
      {readiness !== 'ready' && !edited && !hasAccount ? (
        <p className="text-sm">
          <span className="text-muted-foreground">{copy.payoutsFor}</span>{' '}
          <span className="font-medium">{companyName}</span>{' '}
          <span className="text-muted-foreground">({email})</span>
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {readiness === 'ready' ? (
          onDone ? (
            <Button onClick={onDone}>{copy.continue}</Button>
          ) : null
        ) : (
          <Button onClick={start} disabled={onboarding.isPending || account.isPending}>
            <ExternalLinkIcon aria-hidden="true" />
            {onboarding.isPending ? copy.opening : hasAccount ? copy.resume : copy.start}
          </Button>
        )}
        {hasAccount ? (
          <Button variant="outline" onClick={check} disabled={refresh.isPending}>
            <RefreshCwIcon aria-hidden="true" />
            {refresh.isPending ? copy.checking : copy.check}
          </Button>
        ) : null}
      </div>

      <div aria-live="polite" className="text-sm">
        {onboarding.blockedUrl ? (
          <p>
            {copy.popupBlocked}{' '}
            <a
              href={onboarding.blockedUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-primary underline underline-offset-4"
            >
              {copy.openLink}
            </a>
          </p>
        ) : onboarding.opened && readiness !== 'ready' ? (
          <p className="text-muted-foreground">{copy.newTabHint}</p>
        ) : null}
      </div>
    </Card>
  );
}
