import type { BrokerApplication } from '@haulclub/shared';
import { RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ADMIN_APPLICATIONS, ADMIN_COMMON } from '@/content/admin';

import { useReopenApplication } from '../api/reopen-application';
import { errorDetail } from '../utils/format';

const { actions, toasts } = ADMIN_APPLICATIONS;

/** Reopen a rejected application (after a confirmation): it goes back to pending review. */
export function ReopenApplicationAction({ application }: { application: BrokerApplication }) {
  const [open, setOpen] = useState(false);
  const reopen = useReopenApplication();
  // mutateAsync, not mutate's callbacks: the live refresh may show the reopened (pending) application,
  // unmounting this action, before the response arrives; the toast must still show.
  const confirm = async () => {
    try {
      await reopen.mutateAsync(application.id);
      toast.success(toasts.reopened);
    } catch (error) {
      toast.error(toasts.reopenFailed, { description: errorDetail(error) });
    } finally {
      setOpen(false);
    }
  };
  return (
    <div role="group" aria-label={actions.label} className="flex flex-wrap gap-2">
      <Button variant="outline" disabled={reopen.isPending} onClick={() => setOpen(true)}>
        <RotateCcwIcon aria-hidden="true" />
        {actions.reopen}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={actions.reopenTitle}
        description={actions.reopenBody(application.companyName)}
        cancelLabel={ADMIN_COMMON.cancel}
        confirmLabel={actions.reopenConfirm}
        pendingLabel={actions.reopening}
        pending={reopen.isPending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
