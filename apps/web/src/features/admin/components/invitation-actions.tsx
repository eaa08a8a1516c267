import type { Invitation } from '@haulclub/shared';
import { RotateCwIcon, XIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ADMIN_INVITATIONS } from '@/content/admin';

import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { errorDetail } from '../utils/format';

const { toasts } = ADMIN_INVITATIONS;

/** Resend (new code, 7 more days) or revoke an invitation that has not been accepted or revoked. */
export function InvitationActions({ invitation }: { invitation: Invitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  if (invitation.status === 'accepted' || invitation.status === 'revoked') return null;
  const busy = resend.isPending || revoke.isPending;

  return (
    <div className="flex gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        aria-label={`${ADMIN_INVITATIONS.resend} ${invitation.email}`}
        onClick={() => {
          resend.mutate(invitation.id, {
            onSuccess: () => toast.success(toasts.resent),
            onError: (error) => toast.error(toasts.resendFailed, { description: errorDetail(error) }),
          });
        }}
      >
        <RotateCwIcon aria-hidden="true" />
        {ADMIN_INVITATIONS.resend}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive"
        disabled={busy}
        aria-label={`${ADMIN_INVITATIONS.revoke} ${invitation.email}`}
        onClick={() => {
          revoke.mutate(invitation.id, {
            onSuccess: () => toast.success(toasts.revoked),
            onError: (error) => toast.error(toasts.revokeFailed, { description: errorDetail(error) }),
          });
        }}
      >
        <XIcon aria-hidden="true" />
        {ADMIN_INVITATIONS.revoke}
      </Button>
    </div>
  );
}
