import { recordAudit } from '../../audit/index';
import { authErrors } from '../auth-error';
import type { AuthDeps, RequestContext } from '../deps';
import { isLiveSession, lockSession, revokeSessions } from '../repository/session-repository';

export type SignOutScope = 'global' | 'local' | 'others';

/**
 * POST /logout: revokes this session (local), all of the user's (global), or
 * all but this one (others). Only a live session may sign out: its row is
 * locked and re-checked here, so a token whose session ended (even a moment
 * ago, in a concurrent request) is 401 session_not_found and changes nothing.
 */
export async function signOut(
  deps: AuthDeps,
  who: { userId: string; sessionId: string },
  scope: SignOutScope,
  ctx: RequestContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const session = await lockSession(tx, who.sessionId);
    if (!session || !isLiveSession(session, who.userId)) throw authErrors.sessionNotFound();
    const revoked = await revokeSessions(
      tx,
      who.userId,
      `sign_out_${scope}`,
      scope === 'local' ? { only: who.sessionId } : scope === 'others' ? { except: who.sessionId } : {},
    );
    await recordAudit(tx, {
      action: 'user.signed_out',
      actorUserId: who.userId,
      targetType: 'session',
      targetId: who.sessionId,
      ...ctx,
      data: { scope, revoked: revoked.length },
    });
  });
}
