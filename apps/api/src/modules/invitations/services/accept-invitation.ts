import type { DbExecutor } from '../../../db/client';
import { recordAudit } from '../../audit/index';
import type { LivePublisher } from '../deps';
import { findBroker } from '../../membership/index';
import {
  assertUsableForTrucker,
  findByCode,
  InvitationRefusedError,
  isUsableBrokerInvitation,
} from '../invitation-refusal';
import { publishInvitationUpdated } from '../publish-invitation';
import { updateInvitation, type InvitationRow } from '../repository/invitation-repository';
import { insertTrucker } from '../repository/member-repository';

export interface AcceptInvitationInput {
  email: string;
  inviteCode: string | undefined;
  /** The account just created for `email`. */
  userId: string;
}

async function markAccepted(tx: DbExecutor, live: LivePublisher, row: InvitationRow, userId: string) {
  await updateInvitation(tx, row.id, { acceptedAt: new Date(), acceptedBy: userId });
  await recordAudit(tx, {
    action: 'invitation.accepted',
    actorUserId: userId,
    targetType: 'invitation',
    targetId: row.id,
    data: { kind: row.kind, brokerId: row.brokerId },
  });
  await publishInvitationUpdated(tx, live, row);
}

/**
 * Consumes the trucker invitation behind `inviteCode` for the new account and
 * creates its trucker record under the inviting broker. The row is locked and
 * checked again, so of two sign-ups racing with one code the second throws
 * (InvitationRefusedError) and its transaction rolls back.
 */
export async function acceptTruckerInvitation(
  tx: DbExecutor,
  live: LivePublisher,
  input: AcceptInvitationInput,
): Promise<string> {
  const row = await findByCode(tx, input.inviteCode, true);
  assertUsableForTrucker(row, input.email);
  // A broker rejected (or not yet verified) since sending it cannot bring truckers in.
  if (row.brokerId && (await findBroker(tx, row.brokerId))?.status !== 'verified') {
    throw new InvitationRefusedError(
      'The broker who invited you is no longer verified on HaulClub. Ask for a new invitation.',
    );
  }
  await markAccepted(tx, live, row, input.userId);
  await insertTrucker(tx, { userId: input.userId, brokerId: row.brokerId, invitationId: row.id });
  return row.id;
}

/**
 * Consumes a broker invitation sent to `email`, if `inviteCode` is one that
 * is still pending; returns its id, or null (brokers need no invitation).
 */
export async function acceptBrokerInvitation(
  tx: DbExecutor,
  live: LivePublisher,
  input: AcceptInvitationInput,
): Promise<string | null> {
  const row = await findByCode(tx, input.inviteCode, true);
  if (!isUsableBrokerInvitation(row, input.email)) return null;
  await markAccepted(tx, live, row, input.userId);
  return row.id;
}
