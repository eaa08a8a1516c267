import type { FastifyRequest } from 'fastify';
import { authErrors } from '../auth-error';
import type { AuthDeps } from '../deps';
import { bearerToken } from '../policy/auth-plugin';
import { findSessionState, isLiveSession } from '../repository/session-repository';
import { issuerFor, verifyAccessToken } from '../tokens/access-token';

export interface Caller {
  userId: string;
  sessionId: string;
  /** When the session's sign-in happened (password, email link, recovery link or Google). */
  signedInAt: Date;
}

/**
 * The signed-in caller of every GoTrue endpoint that needs one (GET/PUT
 * /user, /reauthenticate, /logout): 401 no_authorization without a token,
 * 403 bad_jwt for a bad one, 401 session_not_found when its session has
 * ended (revoked, expired, gone). Checked fresh, not cached.
 */
export async function goTrueCaller(request: FastifyRequest, deps: AuthDeps): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) throw authErrors.noAuthorization();
  const claims = await verifyAccessToken(deps.keys, token, issuerFor(deps.config.publicUrl));
  if (!claims) throw authErrors.badJwt();
  const state = await findSessionState(deps.db, claims.session_id);
  if (!state || !isLiveSession(state, claims.sub)) throw authErrors.sessionNotFound();
  if (state.suspendedAt) throw authErrors.userBanned();
  return { userId: claims.sub, sessionId: claims.session_id, signedInAt: state.createdAt };
}

export function requestContext(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
