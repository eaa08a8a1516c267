import type { InvitationLookup } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { hashInvitationCode } from '../invitation-code';
import { INVITATION_REFUSAL, invitationStatus } from '../invitation-status';
import { toInvitationLookup } from '../invitation-view';
import { findInvitationViewByCodeHash } from '../repository/invitation-view-repository';

/**
 * GET /api/invitations/lookup?code=: public. 404 for an unknown code; 410
 * with a detail saying whether it was used, revoked or has expired.
 */
export async function lookupInvitation(db: DbExecutor, code: string): Promise<InvitationLookup> {
  const view = await findInvitationViewByCodeHash(db, hashInvitationCode(code));
  if (!view) {
    throw new AppError(
      'not_found',
      'This invitation link is not valid. Check that you opened the whole link.',
    );
  }
  const status = invitationStatus(view.invitation);
  if (status !== 'pending') throw new AppError('gone', INVITATION_REFUSAL[status]);
  return toInvitationLookup(view);
}
