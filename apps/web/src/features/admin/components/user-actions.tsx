import type { AdminUser } from '@haulclub/shared';
import { BanIcon, UndoIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ADMIN_USERS } from '@/content/admin';

import { useReinstateUser } from '../api/reinstate-user';
import { useSuspendUser } from '../api/suspend-user';
import { errorDetail, personName } from '../utils/format';
import { ReasonDialog } from './reason-dialog';

/** Suspend (with a reason) or reinstate one user. Not shown for the signed-in admin's own row. */
export function UserActions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const name = personName(user);

  if (user.status === 'suspended') {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={reinstate.isPending}
        aria-label={`${ADMIN_USERS.reinstate} ${name}`}
        onClick={() => {
          reinstate.mutate(user.id, {
            onSuccess: () => toast.success(ADMIN_USERS.toasts.reinstated),
            onError: (error) =>
              toast.error(ADMIN_USERS.toasts.reinstateFailed, { description: errorDetail(error) }),
          });
        }}
      >
        <UndoIcon aria-hidden="true" />
        {ADMIN_USERS.reinstate}
      </Button>
    );
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive"
        aria-label={`${ADMIN_USERS.suspend} ${name}`}
        onClick={() => {
          setOpen(true);
        }}
      >
        <BanIcon aria-hidden="true" />
        {ADMIN_USERS.suspend}
      </Button>
      <ReasonDialog
        id={`suspend-reason-${user.id}`}
        open={open}
        onOpenChange={setOpen}
        title={ADMIN_USERS.suspendTitle(name)}
        description={ADMIN_USERS.suspendBody}
        placeholder={ADMIN_USERS.reasonPlaceholder}
        confirmLabel={ADMIN_USERS.suspendConfirm}
        pendingLabel={ADMIN_USERS.suspending}
        failureTitle={ADMIN_USERS.toasts.suspendFailed}
        onConfirm={async (reason) => {
          await suspend.mutateAsync({ id: user.id, reason });
          toast.success(ADMIN_USERS.toasts.suspended);
        }}
      />
    </>
  );
}
