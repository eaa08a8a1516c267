import type { InvitationLookup } from '@haulclub/shared';
import { MailCheckIcon } from 'lucide-react';

import { INVITATION } from '@/content/membership';
import { formatDateTime } from '@/lib/format';

/** "Invited by <name> (<company>)", the sender's note and how long the link is valid. */
export function InvitationSummary({ invitation }: { invitation: InvitationLookup }) {
  return (
    <div className="flex gap-3 rounded-lg border border-orange-200 bg-accent p-4 text-sm text-accent-foreground">
      <MailCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">
          {INVITATION.invitedBy(invitation.invitedByName, invitation.brokerCompanyName)}
        </p>
        {invitation.note ? (
          <blockquote className="border-l-2 border-orange-300 pl-3 italic">
            <span className="sr-only">{INVITATION.noteLabel}: </span>
            {invitation.note}
          </blockquote>
        ) : null}
        <p>{INVITATION.validUntil(formatDateTime(invitation.expiresAt))}</p>
      </div>
    </div>
  );
}
