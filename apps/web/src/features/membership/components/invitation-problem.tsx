import { AlertTriangleIcon } from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { INVITATION } from '@/content/membership';

import { errorMessage } from '../utils/server-errors';

/** Why an invitation link cannot be used (404 unknown, 410 used, revoked or expired), in the server's words. */
export function InvitationProblem({ error }: { error: unknown }) {
  return (
    <Alert variant="destructive">
      <AlertTriangleIcon aria-hidden="true" />
      <div>
        <AlertTitle>{INVITATION.unusable}</AlertTitle>
        <AlertDescription>{errorMessage(error)}</AlertDescription>
      </div>
    </Alert>
  );
}
