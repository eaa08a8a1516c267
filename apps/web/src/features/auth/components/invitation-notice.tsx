import type { InvitationLookup } from '@haulclub/shared';
import { AlertTriangleIcon } from 'lucide-react';

import { InvitationSummary } from '@/components/membership/invitation-summary';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { INVITATION } from '@/content/membership';

import { authErrorMessage } from '../auth-errors';

type Props = { invitation: InvitationLookup; error?: never } | { invitation?: never; error: unknown };

/** "Invited by <name> (<company>)" for a valid invitation link, or why it cannot be used (404/410 detail). */
export function InvitationNotice({ invitation, error }: Props) {
  if (!invitation) {
    return (
      <Alert variant="destructive">
        <AlertTriangleIcon aria-hidden="true" />
        <div>
          <AlertTitle>{INVITATION.unusable}</AlertTitle>
          <AlertDescription>{authErrorMessage(error)}</AlertDescription>
        </div>
      </Alert>
    );
  }
  return <InvitationSummary invitation={invitation} />;
}
