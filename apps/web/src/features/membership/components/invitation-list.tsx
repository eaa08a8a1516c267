import type { Invitation } from '@haulclub/shared';

import { BROKER_TRUCKERS } from '@/content/membership';
import { formatDateTime } from '@/lib/format';

import { InvitationActions } from './invitation-actions';
import { InvitationStatusBadge } from './invitation-status-badge';

const copy = BROKER_TRUCKERS.invitations;

/** When the invitation expires, expired, was accepted or revoked. */
function dateLine(invitation: Invitation): string {
  if (invitation.status === 'accepted' && invitation.acceptedAt)
    return copy.acceptedOn(formatDateTime(invitation.acceptedAt));
  if (invitation.status === 'revoked' && invitation.revokedAt)
    return copy.revokedOn(formatDateTime(invitation.revokedAt));
  if (invitation.status === 'expired') return copy.expired(formatDateTime(invitation.expiresAt));
  return copy.expires(formatDateTime(invitation.expiresAt));
}

/** The broker's invitations with their status, dates and Resend / Revoke. */
export function InvitationList({ invitations }: { invitations: Invitation[] }) {
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {invitations.map((invitation) => (
        <li
          key={invitation.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-all">{invitation.email}</span>
              <InvitationStatusBadge status={invitation.status} />
            </div>
            <p className="text-sm text-muted-foreground">{dateLine(invitation)}</p>
            {invitation.note ? <p className="text-sm italic">{invitation.note}</p> : null}
          </div>
          <InvitationActions invitation={invitation} />
        </li>
      ))}
    </ul>
  );
}
