import type { InvitationList } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { toInvitation } from '../invitation-view';
import { listInvitationViews } from '../repository/invitation-view-repository';

const MAX_INVITATIONS = 500;

/** GET /api/admin/invitations: every invitation, newest first. */
export async function listInvitations(db: DbExecutor): Promise<InvitationList> {
  const views = await listInvitationViews(db, { limit: MAX_INVITATIONS });
  const now = new Date();
  return { items: views.map((view) => toInvitation(view, now)) };
}
