import type { DbExecutor } from '../../db/client';
import type { LivePublisher } from './deps';

/** Tells admins and the invitation's broker (on commit of `tx`) that an invitation changed. */
export async function publishInvitationUpdated(
  tx: DbExecutor,
  live: LivePublisher,
  invitation: { id: string; brokerId: string | null },
): Promise<void> {
  await live.publish('admin', 'invitation.updated', { id: invitation.id }, tx);
  if (invitation.brokerId) {
    await live.publish(`user:${invitation.brokerId}`, 'invitation.updated', { id: invitation.id }, tx);
  }
}
