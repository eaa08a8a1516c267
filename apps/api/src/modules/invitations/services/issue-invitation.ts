import type { Invitation } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../audit/index';
import type { Principal } from '../../auth/index';
import type { InvitationDeps, RequestContext } from '../deps';
import { invitationEmail } from '../invitation-email';
import { toInvitation } from '../invitation-view';
import { publishInvitationUpdated } from '../publish-invitation';
import { findPendingInvitation, lockInvitationEmail } from '../repository/invitation-repository';
import { findInvitationView } from '../repository/invitation-view-repository';
import { isMemberEmail } from '../repository/member-repository';
import { createInvitationRecord, type InvitationRecordInput } from './create-invitation-record';

export type IssueInvitationInput = Omit<InvitationRecordInput, 'invitedBy'>;

export function alreadyMember(email: string): AppError {
  const detail = `${email} is already a HaulClub member.`;
  return new AppError('conflict', detail, { fieldErrors: [{ field: 'email', message: detail }] });
}

/**
 * Invites `input.email` on behalf of `inviter`: refuses an address that has
 * an account, and one that already has a pending invitation of this kind
 * (from this broker when `duplicatesOf` is a broker id, from anyone when it
 * is 'anyone'). Serialised per address, so a double submit is a 409, not a
 * second invitation. Emails the link, audits and publishes in `tx`.
 */
export async function issueInvitation(
  tx: DbExecutor,
  deps: InvitationDeps,
  inviter: Principal,
  input: IssueInvitationInput,
  duplicatesOf: string | 'anyone',
  ctx: RequestContext,
): Promise<Invitation> {
  await lockInvitationEmail(tx, input.email);
  if (await isMemberEmail(tx, input.email)) throw alreadyMember(input.email);
  const pending = await findPendingInvitation(tx, {
    email: input.email,
    kind: input.kind,
    ...(duplicatesOf === 'anyone' ? {} : { brokerId: duplicatesOf }),
  });
  if (pending) {
    const detail = `${input.email} is already invited; resend it instead.`;
    throw new AppError('conflict', detail, { fieldErrors: [{ field: 'email', message: detail }] });
  }

  const { invitation, code } = await createInvitationRecord(tx, { ...input, invitedBy: inviter.userId });
  const view = await findInvitationView(tx, invitation.id);
  if (!view) throw new Error(`invitation ${invitation.id} vanished after insert`);
  await deps.mail.enqueue(invitationEmail(view, code, deps.publicUrl), tx);
  await recordAudit(tx, {
    action: 'invitation.created',
    actorUserId: inviter.userId,
    targetType: 'invitation',
    targetId: invitation.id,
    ...ctx,
    data: {
      kind: invitation.kind,
      brokerId: invitation.brokerId,
      inviteRequestId: invitation.inviteRequestId,
    },
  });
  await publishInvitationUpdated(tx, deps.live, invitation);
  return toInvitation(view);
}
