import { XCircleIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BROKER_RATE_FUTURES as copy } from '@/content/rate-futures';

import { useWithdrawRateFuture } from '../api/withdraw-rate-future';
import { errorDetail } from '../utils/format';

/** Withdraw an open rate future after a confirmation; the server refuses (409) once it is locked or expired. */
export function WithdrawRateFutureButton({ id, refText }: { id: string; refText: string }) {
  const [open, setOpen] = useState(false);
  const mutation = useWithdrawRateFuture();

  const withdraw = async () => {
    try {
      await mutation.mutateAsync(id);
      toast.success(copy.withdrawn(refText));
    } catch (error) {
      toast.error(copy.withdrawFailed, { description: errorDetail(error) });
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="w-full sm:w-auto"
        aria-label={copy.withdrawLabel(refText)}
        disabled={mutation.isPending}
        onClick={() => {
          setOpen(true);
        }}
      >
        <XCircleIcon aria-hidden="true" />
        {copy.withdraw}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={copy.withdrawTitle(refText)}
        description={copy.withdrawBody}
        cancelLabel={copy.withdrawCancel}
        confirmLabel={copy.withdraw}
        pendingLabel={copy.withdrawing}
        pending={mutation.isPending}
        variant="destructive"
        onConfirm={() => void withdraw()}
      />
    </>
  );
}
