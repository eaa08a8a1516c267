import type { Invitation } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../audit/index';
import type { Principal } from '../../auth/index';
import type { InvitationDeps, RequestContext } from '../deps';
import { toInvitation } from '../invitation-view';
import { publishInvitationUpdated } from '../publish-invitation';
import { updateInvitation } from '../repository/invitation-repository';
import { findInvitationView } from '../repository/invitation-view-repository';
import { lockOwnInvitation } from './own-invitation';

/**
 * POST /api/invitations/:id/revoke: the link stops working at once. An
 * accepted invitation is a 409; revoking twice answers the first revocation.
 */
export async function revokeInvitation(
  tx: DbExecutor,
  deps: InvitationDeps,
  principal: Principal,
  id: string,
  ctx: RequestContext,
): Promise<Invitation> {
  const row = await lockOwnInvitation(tx, principal, id);
  if (row.acceptedAt)
    throw new AppError('conflict', 'This invitation was already accepted; it cannot be revoked.');
  if (!row.revokedAt) {
    await updateInvitation(tx, row.id, { revokedAt: new Date(), revokedBy: principal.userId });
    await recordAudit(tx, {
      action: 'invitation.revoked',
      actorUserId: principal.userId,
      targetType: 'invitation',
      targetId: row.id,
      ...ctx,
    });
    await publishInvitationUpdated(tx, deps.live, row);
  }
  const view = await findInvitationView(tx, row.id);
  if (!view) throw new Error(`invitation ${row.id} vanished after update`);
  return toInvitation(view);
}
