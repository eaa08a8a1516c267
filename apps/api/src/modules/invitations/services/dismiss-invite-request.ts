import type { AdminInviteRequest } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../audit/index';
import type { Principal } from '../../auth/index';
import {
  findInviteRequestView,
  lockInviteRequest,
  markInviteRequestHandled,
} from '../../invite-requests/index';
import type { InvitationDeps, RequestContext } from '../deps';
import { toAdminInviteRequest } from '../invite-request-view';

/**
 * POST /api/admin/invite-requests/:id/dismiss: takes a request out of the
 * queue without inviting. Dismissing twice answers the first dismissal; an
 * invited request is a 409 (revoke its invitation instead).
 */
export async function dismissInviteRequest(
  tx: DbExecutor,
  deps: InvitationDeps,
  admin: Principal,
  id: string,
  ctx: RequestContext,
): Promise<AdminInviteRequest> {
  const request = await lockInviteRequest(tx, id);
  if (!request) throw AppError.notFound('Invitation request');
  if (request.status === 'invited') {
    throw new AppError(
      'conflict',
      'This request was answered with an invitation; revoke the invitation instead.',
    );
  }
  if (request.status === 'new') {
    await markInviteRequestHandled(tx, id, {
      status: 'dismissed',
      invitationId: null,
      handledBy: admin.userId,
    });
    await recordAudit(tx, {
      action: 'invite_request.dismissed',
      actorUserId: admin.userId,
      targetType: 'invite_request',
      targetId: id,
      ...ctx,
    });
    await deps.live.publish('admin', 'invite-request.updated', { id }, tx);
  }
  const view = await findInviteRequestView(tx, id);
  if (!view) throw new Error(`invite request ${id} vanished after update`);
  return toAdminInviteRequest(view);
}
