import { recordAudit } from '../../audit/index';
import type { AuthDeps, RequestContext } from '../deps';
import { revokeSessions } from '../repository/session-repository';

export type SignOutScope = 'global' | 'local' | 'others';

/** POST /logout: revokes this session (local), all of the user's (global), or all but this one (others). */
export async function signOut(
  deps: AuthDeps,
  who: { userId: string; sessionId: string },
  scope: SignOutScope,
  ctx: RequestContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
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
