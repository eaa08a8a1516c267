import type { BrokerLoad, RepostLoadInput } from '@haulclub/shared';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-busy={mutation.isPending}>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void repost();
          }}
        >
          <DialogHeader>
            <DialogTitle>{copy.title(ref)}</DialogTitle>
            <DialogDescription>{copy.description}</DialogDescription>
          </DialogHeader>
          <ExpiryChoices
            name={`repost-hours-${load.id}`}
            legend={POST_LOAD.fields.expiresIn}
            value={hours}
            onChange={setHours}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{copy.keep}</Button>
            </DialogClose>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? copy.pending : copy.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
