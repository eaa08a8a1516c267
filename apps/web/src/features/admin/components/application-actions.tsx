import type { BrokerApplication } from '@haulclub/shared';
import { CheckIcon, RefreshCwIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ADMIN_APPLICATIONS, ADMIN_COMMON } from '@/content/admin';

import { useApproveApplication } from '../api/approve-application';
import { useRecheckApplication } from '../api/recheck-application';
import { useRejectApplication } from '../api/reject-application';
import { errorDetail } from '../utils/format';
import { ReasonDialog } from './reason-dialog';

const { actions, toasts } = ADMIN_APPLICATIONS;

/** Approve (after a confirmation), reject (with a reason) or re-check FMCSA. One action at a time. */
export function ApplicationActions({ application }: { application: BrokerApplication }) {
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const recheck = useRecheckApplication();
  const busy = approve.isPending || reject.isPending || recheck.isPending;
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <div role="group" aria-label={actions.label} className="flex flex-wrap gap-2">
      <Button disabled={busy} onClick={() => setDialog('approve')}>
        <CheckIcon aria-hidden="true" />
        {actions.approve}
      </Button>
      <Button variant="destructive" disabled={busy} onClick={() => setDialog('reject')}>
        <XIcon aria-hidden="true" />
        {actions.reject}
      </Button>
      <Button
        variant="outline"
        disabled={busy}
        onClick={() => {
          recheck.mutate(application.id, {
            onSuccess: () => toast.success(toasts.rechecked),
            onError: (error) => toast.error(toasts.recheckFailed, { description: errorDetail(error) }),
          });
        }}
      >
        <RefreshCwIcon aria-hidden="true" className={recheck.isPending ? 'animate-spin' : undefined} />
        {recheck.isPending ? actions.rechecking : actions.recheck}
      </Button>

      <ConfirmDialog
        open={dialog === 'approve'}
        onOpenChange={close}
        title={actions.approveTitle}
        description={actions.approveBody(application.companyName)}
        cancelLabel={ADMIN_COMMON.cancel}
        confirmLabel={actions.approveConfirm}
        pendingLabel={actions.approving}
        pending={approve.isPending}
        onConfirm={() => {
          approve.mutate(application.id, {
            onSuccess: () => toast.success(toasts.approved),
            onError: (error) => toast.error(toasts.approveFailed, { description: errorDetail(error) }),
            onSettled: () => setDialog(null),
          });
        }}
      />
      <ReasonDialog
        id="reject-reason"
        open={dialog === 'reject'}
        onOpenChange={close}
        title={actions.rejectTitle}
        description={actions.rejectBody}
        placeholder={actions.reasonPlaceholder}
        confirmLabel={actions.rejectConfirm}
        pendingLabel={actions.rejecting}
        failureTitle={toasts.rejectFailed}
        onConfirm={async (reason) => {
          await reject.mutateAsync({ id: application.id, reason });
          toast.success(toasts.rejected);
        }}
      />
    </div>
  );
}
