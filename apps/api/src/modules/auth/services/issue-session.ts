import type { DbExecutor } from '../../../db/client';
import type { AuthDeps, RequestContext } from '../deps';
import { insertRefreshToken } from '../repository/refresh-token-repository';
import { insertSession, type SessionRow } from '../repository/session-repository';
import { listIdentities, type UserRow } from '../repository/user-repository';
import { issuerFor, signAccessToken } from '../tokens/access-token';
import { hashToken, randomToken } from '../tokens/opaque-token';
import { appMetadata, toGoTrueUser, userMetadata, type GoTrueUser } from '../user-view';

/** GoTrue's session response (auth-js `Session`). */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

export type AmrMethod = 'password' | 'otp' | 'recovery' | 'oauth';

/** Starts a session for `user` with its first refresh token. */
export async function startSession(
  tx: DbExecutor,
  deps: AuthDeps,
  user: UserRow,
  method: AmrMethod,
  ctx: RequestContext,
): Promise<{ session: SessionRow; refreshToken: string }> {
  const now = new Date();
  const session = await insertSession(tx, {
    userId: user.id,
    amrMethod: method,
    notAfter: new Date(now.getTime() + deps.config.auth.sessionLifetimeSeconds * 1000),
    ip: ctx.ip,
    userAgent: ctx.userAgent?.slice(0, 400) ?? null,
  });
  const refreshToken = randomToken();
  await insertRefreshToken(tx, {
    sessionId: session.id,
    userId: user.id,
    tokenHash: hashToken(refreshToken),
  });
  return { session, refreshToken };
}

/** A fresh access token for `session`, packaged with the refresh token and user as GoTrue does. */
export async function sessionResponse(
  db: DbExecutor,
  deps: AuthDeps,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
): Promise<SessionResponse> {
  const identities = await listIdentities(db, user.id);
  const ttl = deps.config.auth.accessTokenTtlSeconds;
  const { token, expiresAt } = await signAccessToken(
    deps.keys,
    {
      userId: user.id,
      email: user.email,
      sessionId: session.id,
      aal: session.aal,
      amr: [{ method: session.amrMethod, timestamp: Math.floor(session.createdAt.getTime() / 1000) }],
      appMetadata: appMetadata(user, identities),
      userMetadata: userMetadata(user),
    },
    { issuer: issuerFor(deps.config.publicUrl), ttlSeconds: ttl },
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toGoTrueUser(user, identities),
  };
}
