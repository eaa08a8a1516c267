import type { Invitation } from '@haulclub/shared';
import { RotateCwIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BROKER_TRUCKERS } from '@/content/membership';

import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { errorMessage } from '../utils/server-errors';

const copy = BROKER_TRUCKERS.invitations;
const { confirmRevoke } = copy;

/** Resend (a new link, valid 7 more days) a pending or expired invitation; revoke a pending one after confirming. */
export function InvitationActions({ invitation }: { invitation: Invitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [confirming, setConfirming] = useState(false);
  const { id, email, status } = invitation;
  if (status === 'accepted' || status === 'revoked') return null;
  const busy = resend.isPending || revoke.isPending;

  function onResend() {
    resend.mutate(id, {
      onSuccess: () => toast.success(copy.resent(email)),
      onError: (error) => toast.error(copy.resendFailed, { description: errorMessage(error) }),
    });
  }

  function onRevoke() {
    revoke.mutate(id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(copy.revoked(email));
      },
      onError: (error) => toast.error(copy.revokeFailed, { description: errorMessage(error) }),
    });
  }

  return (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={copy.actionLabel(copy.resend, email)}
        onClick={onResend}
      >
        <RotateCwIcon aria-hidden="true" />
        {copy.resend}
      </Button>
      {status === 'pending' ? (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive"
          disabled={busy}
          aria-label={copy.actionLabel(copy.revoke, email)}
          onClick={() => setConfirming(true)}
        >
          <XIcon aria-hidden="true" />
          {copy.revoke}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirmRevoke.title}
        description={confirmRevoke.body(email)}
        cancelLabel={confirmRevoke.cancel}
        confirmLabel={confirmRevoke.confirm}
        pendingLabel={confirmRevoke.pending}
        pending={revoke.isPending}
        variant="destructive"
        onConfirm={onRevoke}
      />
    </div>
  );
}
