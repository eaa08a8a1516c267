import type { FutureView } from '@haulclub/shared';
import { Undo2Icon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BROKER_FUTURES, FREIGHT_FUTURES, futureRef } from '@/content/futures';

import { useWithdrawFuture } from '../api/withdraw-future';
import { errorMessage } from '../utils/errors';
import { futureLane } from '../utils/format';

/** Withdraw an open future (its broker), after a confirmation; a refusal (409: locked meanwhile) is toasted. */
export function WithdrawFutureButton({ future }: { future: FutureView }) {
  const [open, setOpen] = useState(false);
  const mutation = useWithdrawFuture();
  const ref = futureRef(future.number);

  const withdraw = async () => {
    try {
      await mutation.mutateAsync(future.id);
      toast.success(BROKER_FUTURES.withdrawn(ref));
    } catch (error) {
      toast.error(FREIGHT_FUTURES.errorTitle, { description: errorMessage(error) });
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-label={BROKER_FUTURES.withdrawLabel(ref)}
        onClick={() => {
          setOpen(true);
        }}
      >
        <Undo2Icon aria-hidden="true" />
        {BROKER_FUTURES.withdraw}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={BROKER_FUTURES.withdrawTitle(ref)}
        description={BROKER_FUTURES.withdrawBody(futureLane(future))}
        cancelLabel={BROKER_FUTURES.keep}
        confirmLabel={BROKER_FUTURES.withdraw}
        pendingLabel={BROKER_FUTURES.withdrawing}
        pending={mutation.isPending}
        variant="destructive"
        onConfirm={() => void withdraw()}
      />
    </>
  );
}
