import type { InvitationKind } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { invitationExpiry, newInvitationCode } from '../invitation-code';
import { insertInvitation, type InvitationRow } from '../repository/invitation-repository';

export interface InvitationRecordInput {
  kind: InvitationKind;
  email: string;
  note?: string | null | undefined;
  invitedBy: string;
  /** For a trucker invitation: the broker the trucker will belong to. */
  brokerId?: string | null | undefined;
  inviteRequestId?: string | null | undefined;
}

/**
 * Stores an invitation with a fresh code (only its hash is kept) valid for
 * INVITATION_TTL_DAYS, and returns the code: no rules, no email. Services
 * build on it; seeds and test factories use it directly.
 */
export async function createInvitationRecord(
  tx: DbExecutor,
  input: InvitationRecordInput,
): Promise<{ invitation: InvitationRow; code: string }> {
  const { code, codeHash } = newInvitationCode();
  const now = new Date();
  const invitation = await insertInvitation(tx, {
    kind: input.kind,
    email: input.email,
    note: input.note ?? null,
    codeHash,
    invitedBy: input.invitedBy,
    brokerId: input.brokerId ?? null,
    inviteRequestId: input.inviteRequestId ?? null,
    expiresAt: invitationExpiry(now),
    lastSentAt: now,
  });
  return { invitation, code };
}
