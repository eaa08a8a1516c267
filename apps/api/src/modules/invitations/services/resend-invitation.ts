import type { Invitation } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../audit/index';
import type { Principal } from '../../auth/index';
import type { InvitationDeps, RequestContext } from '../deps';
import { invitationExpiry, newInvitationCode } from '../invitation-code';
import { invitationEmail } from '../invitation-email';
import { toInvitation } from '../invitation-view';
import { publishInvitationUpdated } from '../publish-invitation';
import { updateInvitation } from '../repository/invitation-repository';
import { findInvitationView } from '../repository/invitation-view-repository';
import { isMemberEmail } from '../repository/member-repository';
import { assertVerifiedBroker } from './assert-verified-broker';
import { alreadyMember } from './issue-invitation';
import { lockOwnInvitation } from './own-invitation';

/**
 * POST /api/invitations/:id/resend: a new code (the old link stops working)
 * valid for another INVITATION_TTL_DAYS, emailed again. Pending and expired
 * invitations can be resent; accepted or revoked ones are a 409.
 */
export async function resendInvitation(
  tx: DbExecutor,
  deps: InvitationDeps,
  principal: Principal,
  id: string,
  ctx: RequestContext,
): Promise<Invitation> {
  const row = await lockOwnInvitation(tx, principal, id);
  if (row.acceptedAt) throw new AppError('conflict', 'This invitation was already accepted.');
  if (row.revokedAt) throw new AppError('conflict', 'This invitation was revoked; send a new one instead.');
  if (principal.role === 'broker') await assertVerifiedBroker(tx, principal.userId);
  if (await isMemberEmail(tx, row.email)) throw alreadyMember(row.email);

  const { code, codeHash } = newInvitationCode();
  const now = new Date();
  const updated = await updateInvitation(tx, row.id, {
    codeHash,
    expiresAt: invitationExpiry(now),
    lastSentAt: now,
    sendCount: row.sendCount + 1,
  });
  const view = await findInvitationView(tx, updated.id);
  if (!view) throw new Error(`invitation ${updated.id} vanished after update`);
  await deps.mail.enqueue(invitationEmail(view, code, deps.publicUrl), tx);
  await recordAudit(tx, {
    action: 'invitation.resent',
    actorUserId: principal.userId,
    targetType: 'invitation',
    targetId: updated.id,
    ...ctx,
    data: { sendCount: updated.sendCount },
  });
  await publishInvitationUpdated(tx, deps.live, updated);
  return toInvitation(view);
}
