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
        onConfirm={() => {
          reopen.mutate(application.id, {
            onSuccess: () => toast.success(toasts.reopened),
            onError: (error) => toast.error(toasts.reopenFailed, { description: errorDetail(error) }),
            onSettled: () => setOpen(false),
          });
        }}
      />
    </div>
  );
}
