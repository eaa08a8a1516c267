import { formatCents, splitAmount, splitPercent, type FutureView, type LockResult } from '@haulclub/shared';
import { LockIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { FREIGHT_FUTURES, FUTURE_CARD, LOCK_FUTURE, futureRef } from '@/content/futures';

import { useLockFuture } from '../api/lock-future';
import { errorMessage } from '../utils/errors';
import {
  dollarsToCents,
  formatDateRange,
  formatDollars,
  formatRatePerMile,
  futureLane,
} from '../utils/format';

type LockFutureButtonProps = {
  future: FutureView;
  /** The trucker won it: the pending contract's id. */
  onLocked: (result: LockResult, future: FutureView) => void;
};

/**
 * Lock In Rate: a dialog says what the trucker commits to (the total and their 80% share), then
 * POST /api/futures/:id/lock. One winner: anyone later gets the server's 409 reason, and the list refreshes.
 * Disabled, with the reason beside it, when the trucker's truck can't haul the future's equipment.
 */
export function LockFutureButton({ future, onLocked }: LockFutureButtonProps) {
  const navigate = useNavigate();
  const mutation = useLockFuture();
  const inFlight = useRef(false);
  const [open, setOpen] = useState(false);
  const ref = futureRef(future.number);
  const lane = futureLane(future);
  const truckType = FUTURE_CARD.truckType(future.truck_type);
  const fits = future.equipment_fits !== false;
  const reasonId = `future-${future.id}-no-fit`;
  const share = formatCents(splitAmount(dollarsToCents(future.total_commitment)).trucker, {
    showCents: true,
  });

  const lock = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const result = await mutation.mutateAsync(future.id);
      setOpen(false);
      onLocked(result, future);
      toast.success(LOCK_FUTURE.locked(ref), {
        action: {
          label: LOCK_FUTURE.viewContract,
          onClick: () => void navigate(paths.contract.getHref(result.contract_id)),
        },
      });
    } catch (error) {
      setOpen(false);
      toast.error(FREIGHT_FUTURES.errorTitle, { description: errorMessage(error) });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      {fits ? null : (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {LOCK_FUTURE.doesNotFit(truckType)}
        </p>
      )}
      <Button
        className="w-full sm:ml-auto sm:w-auto"
        disabled={!fits || mutation.isPending}
        aria-label={LOCK_FUTURE.buttonLabel(ref, lane)}
        {...(fits ? {} : { 'aria-describedby': reasonId })}
        onClick={() => {
          setOpen(true);
        }}
      >
        <LockIcon aria-hidden="true" />
        {LOCK_FUTURE.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={LOCK_FUTURE.dialogTitle(ref)}
        description={
          <>
            <span className="block">
              {LOCK_FUTURE.commitment(
                lane,
                truckType,
                formatDateRange(future.start_date, future.end_date),
                FUTURE_CARD.miles(future.estimated_miles),
                formatRatePerMile(future.rate_per_mile),
                formatDollars(future.total_commitment),
              )}
            </span>
            <span className="mt-2 block font-medium text-foreground">
              {LOCK_FUTURE.share(splitPercent('trucker'), share)}
            </span>
          </>
        }
        cancelLabel={LOCK_FUTURE.cancel}
        confirmLabel={LOCK_FUTURE.confirm}
        pendingLabel={LOCK_FUTURE.locking}
        pending={mutation.isPending}
        onConfirm={() => void lock()}
      />
    </div>
  );
}
