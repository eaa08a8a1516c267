import type { Invitation, InviteFromRequestInput } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../audit/index';
import type { Principal } from '../../auth/index';
import { lockInviteRequest, markInviteRequestHandled } from '../../invite-requests/index';
import type { InvitationDeps, RequestContext } from '../deps';
import { assertBrokerOption } from './assert-verified-broker';
import { issueInvitation } from './issue-invitation';

/**
 * POST /api/admin/invite-requests/:id/invite: one click sends a trucker
 * invitation to the requester (optionally for a verified broker) and marks
 * the request invited. The request row is locked, so a second click is a
 * 409, never a second invitation. A dismissed request can still be invited.
 */
export async function inviteFromRequest(
  tx: DbExecutor,
  deps: InvitationDeps,
  admin: Principal,
  id: string,
  input: InviteFromRequestInput,
  ctx: RequestContext,
): Promise<Invitation> {
  const request = await lockInviteRequest(tx, id);
  if (!request) throw AppError.notFound('Invitation request');
  if (request.status === 'invited') {
    throw new AppError('conflict', `${request.email} was already invited from this request.`);
  }
  if (input.brokerId) await assertBrokerOption(tx, input.brokerId);
  const invitation = await issueInvitation(
    tx,
    deps,
    admin,
    { kind: 'trucker', email: request.email, brokerId: input.brokerId ?? null, inviteRequestId: id },
    'anyone',
    ctx,
  );
  await markInviteRequestHandled(tx, id, {
    status: 'invited',
    invitationId: invitation.id,
    handledBy: admin.userId,
  });
  await recordAudit(tx, {
    action: 'invite_request.invited',
    actorUserId: admin.userId,
    targetType: 'invite_request',
    targetId: id,
    ...ctx,
    data: { invitationId: invitation.id },
  });
  await deps.live.publish('admin', 'invite-request.updated', { id }, tx);
  return invitation;
}
