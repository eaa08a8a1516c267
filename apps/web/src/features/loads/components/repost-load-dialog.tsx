import type { BrokerLoad, RepostLoadInput } from '@haulclub/shared';
import { useState } from 'react';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BROKER_LOADS, POST_LOAD } from '@/content/loads';
import { isApiError } from '@/lib/api-client';

import { useRepostLoad } from '../api/repost-load';
import { errorDetail, loadRef } from '../utils/format';
import { ExpiryChoices } from './expiry-choices';

const copy = BROKER_LOADS.repostDialog;

type RepostLoadDialogProps = { load: BrokerLoad; open: boolean; onOpenChange: (open: boolean) => void };

/** Back on the board for 1, 2 or 3 hours from now (POST …/repost). */
export function RepostLoadDialog({ load, open, onOpenChange }: RepostLoadDialogProps) {
  const [hours, setHours] = useState(String(load.expiryHours));
  const mutation = useRepostLoad();
  const ref = loadRef(load.number);

  const repost = async () => {
    const expiryHours = Number(hours) as RepostLoadInput['expiryHours'];
    try {
      await mutation.mutateAsync({ id: load.id, expiryHours });
      toast.success(copy.done(ref, expiryHours));
      onOpenChange(false);
    } catch (error) {
      toast.error(copy.failed, { description: errorDetail(error) });
      if (isApiError(error) && error.status === 409) onOpenChange(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title(ref)}
      description={copy.description}
      cancelLabel={copy.keep}
      confirmLabel={copy.confirm}
      pendingLabel={copy.pending}
      pending={mutation.isPending}
      onConfirm={() => void repost()}
    >
      <ExpiryChoices
        name={`repost-hours-${load.id}`}
        legend={POST_LOAD.fields.expiresIn}
        value={hours}
        onChange={setHours}
      />
    </ConfirmDialog>
  );
}
