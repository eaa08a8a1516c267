import type { FastifyRequest } from 'fastify';
import { authErrors } from '../auth-error';
import type { AuthDeps } from '../deps';
import { bearerToken } from '../policy/auth-plugin';
import { findSessionState } from '../repository/session-repository';
import { issuerFor, verifyAccessToken } from '../tokens/access-token';

export interface Caller {
  userId: string;
  sessionId: string;
}

/**
 * The signed-in caller of a GoTrue endpoint (GET/PUT /user, /logout):
 * 401 no_authorization without a token, 403 bad_jwt for a bad one, 403
 * session_not_found when its session has ended. Checked fresh, not cached.
 */
export async function goTrueCaller(
  request: FastifyRequest,
  deps: AuthDeps,
  options: { requireLiveSession: boolean } = { requireLiveSession: true },
): Promise<Caller> {
  const token = bearerToken(request);
  if (!token) throw authErrors.noAuthorization();
  const claims = await verifyAccessToken(deps.keys, token, issuerFor(deps.config.publicUrl));
  if (!claims) throw authErrors.badJwt();
  const caller = { userId: claims.sub, sessionId: claims.session_id };
  if (!options.requireLiveSession) return caller;
  const state = await findSessionState(deps.db, claims.session_id);
  if (!state || state.userId !== claims.sub || state.revokedAt || state.notAfter <= new Date()) {
    throw authErrors.sessionNotFound();
  }
  if (state.suspendedAt) throw authErrors.userBanned();
  return caller;
}

export function requestContext(request: FastifyRequest) {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
