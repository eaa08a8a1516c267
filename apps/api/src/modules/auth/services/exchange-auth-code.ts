import { recordAudit } from '../../audit/index';
import { authErrors } from '../auth-error';
import type { AuthDeps, RequestContext } from '../deps';
import { deleteFlowState, lockFlowStateByCode } from '../repository/flow-state-repository';
import { updateUser, lockUser } from '../repository/user-repository';
import { hashToken, pkceMatches } from '../tokens/opaque-token';
import { sessionResponse, startSession, type SessionResponse } from './issue-session';

/** An auth code must be exchanged within this long of being issued. */
const AUTH_CODE_TTL_MS = 5 * 60_000;

/** POST /token?grant_type=pkce: the auth code from a PKCE email link plus the client's code verifier. */
export async function exchangeAuthCode(
  deps: AuthDeps,
  input: { authCode: string; codeVerifier: string },
  ctx: RequestContext,
): Promise<SessionResponse> {
  const outcome = await deps.db.transaction(async (tx) => {
    const flow = await lockFlowStateByCode(tx, hashToken(input.authCode));
    if (!flow || !flow.userId || !flow.authCodeIssuedAt) throw authErrors.flowStateNotFound();
    // Single use, whatever happens next.
    await deleteFlowState(tx, flow.id);
    if (Date.now() - flow.authCodeIssuedAt.getTime() > AUTH_CODE_TTL_MS)
      return { error: authErrors.flowStateExpired() };
    if (!pkceMatches(input.codeVerifier, flow.codeChallenge, flow.codeChallengeMethod)) {
      return { error: authErrors.badCodeVerifier() };
    }
    let user = await lockUser(tx, flow.userId);
    if (!user) return { error: authErrors.flowStateNotFound() };
    if (user.suspendedAt) return { error: authErrors.userBanned() };
    const method =
      flow.authenticationMethod === 'recovery'
        ? 'recovery'
        : flow.authenticationMethod === 'oauth'
          ? 'oauth'
          : 'otp';
    const { session, refreshToken } = await startSession(tx, deps, user, method, ctx);
    user = await updateUser(tx, user.id, { lastSignInAt: new Date() });
    await recordAudit(tx, {
      action: 'user.signed_in',
      actorUserId: user.id,
      targetType: 'session',
      targetId: session.id,
      ...ctx,
      data: { method, pkce: true },
    });
    return { session: await sessionResponse(tx, deps, user, session, refreshToken) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}
