import type { PrecommitmentView } from '@haulclub/shared';
import { LockIcon } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ACCEPT_RATE_FUTURE as copy, RATE_FUTURE_TEXT } from '@/content/rate-futures';

import { useAcceptRateFuture } from '../api/accept-rate-future';
import { errorDetail } from '../utils/format';

/**
 * Accept (POST /api/precommitments/accept), once: disabled while it runs, once the rate future has
 * expired on the page's clock, and (with the reason beside it) when the trucker's equipment can't haul
 * it. The server has the final word: its refusal (e.g. 409 expired) is the failure toast's description.
 */
export function AcceptRateFutureButton({ future, expired }: { future: PrecommitmentView; expired: boolean }) {
  const navigate = useNavigate();
  const mutation = useAcceptRateFuture();
  const inFlight = useRef(false);
  const ref = RATE_FUTURE_TEXT.ref(future.number);
  const noFit = future.equipment_fits === false;
  const reasonId = `rate-future-${future.id}-reason`;

  const accept = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const result = await mutation.mutateAsync(future.id);
      toast.success(copy.locked, {
        description: copy.lockedDetail(ref),
        action: {
          label: copy.viewContract,
          onClick: () => void navigate(paths.contract.getHref(result.contract_id)),
        },
      });
    } catch (error) {
      toast.error(copy.failed, { description: errorDetail(error) });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {noFit && !expired ? (
        <p id={reasonId} className="text-xs text-muted-foreground">
          {copy.noFit(RATE_FUTURE_TEXT.truckType(future.truck_type))}
        </p>
      ) : null}
      <Button
        size="sm"
        className="w-full sm:w-auto"
        disabled={expired || noFit || mutation.isPending}
        aria-label={copy.label(ref)}
        {...(noFit && !expired ? { 'aria-describedby': reasonId } : {})}
        onClick={() => void accept()}
      >
        <LockIcon aria-hidden="true" />
        {mutation.isPending ? copy.accepting : copy.accept}
      </Button>
    </div>
  );
}
