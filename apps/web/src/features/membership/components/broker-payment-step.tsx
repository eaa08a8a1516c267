import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ONBOARDING } from '@/content/membership';

import { useCompleteOnboarding } from '../api/complete-onboarding';
import { errorMessage } from '../utils/server-errors';

const copy = ONBOARDING.broker;

/** Broker step 2: the payout setup (from the payments feature) and Finish, which completes onboarding. */
export function BrokerPaymentStep({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const complete = useCompleteOnboarding();

  async function finish() {
    try {
      await complete.mutateAsync();
      toast.success(ONBOARDING.success);
      await navigate(paths.broker.root.getHref(), { replace: true });
    } catch (error) {
      toast.error(ONBOARDING.error, { description: errorMessage(error) });
    }
  }

  return (
    <section aria-labelledby="broker-payment-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="broker-payment-heading" className="text-lg font-semibold">
          {copy.paymentHeading}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.paymentIntro}</p>
      </div>
      {children}
      <Button
        disabled={complete.isPending}
        onClick={() => void finish()}
        className="w-full sm:w-auto sm:self-end"
      >
        <CheckIcon aria-hidden="true" />
        {complete.isPending ? copy.finishing : copy.finish}
      </Button>
    </section>
  );
}
