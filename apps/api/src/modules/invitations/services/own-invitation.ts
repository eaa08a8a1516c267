import type { DbExecutor } from '../../../db/client';
import { ownedOr404, type Principal } from '../../auth/index';
import { findInvitation, type InvitationRow } from '../repository/invitation-repository';

/**
 * Locks and returns an invitation the principal may manage: its broker, its
 * sender, or any admin. Anyone else gets the same 404 as for an unknown id.
 */
export async function lockOwnInvitation(
  tx: DbExecutor,
  principal: Principal,
  id: string,
): Promise<InvitationRow> {
  const row = await findInvitation(tx, id, { forUpdate: true });
  return ownedOr404(row, principal, (r) => [r.brokerId, r.invitedBy], 'Invitation', { admin: true });
}
