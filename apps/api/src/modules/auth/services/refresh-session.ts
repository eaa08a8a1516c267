import { recordAudit } from '../../audit/index';
import type { DbExecutor } from '../../../db/client';
import { authErrors } from '../auth-error';
import type { AuthDeps, RequestContext } from '../deps';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  lockRefreshTokenByHash,
  markRotated,
  type RefreshTokenRow,
} from '../repository/refresh-token-repository';
import { lockSession, revokeSessions, touchSession } from '../repository/session-repository';
import { findUserById } from '../repository/user-repository';
import { hashToken, randomToken, sealSuccessor, unsealSuccessor } from '../tokens/opaque-token';
import { sessionResponse, type SessionResponse } from './issue-session';

/** How many rotations a replayed token may be behind and still be answered within the interval. */
const MAX_SUCCESSOR_HOPS = 5;

/**
 * Follows the sealed successors from a rotated token to the session's live
 * token, if every hop was rotated within the reuse interval.
 */
async function currentSuccessor(
  tx: DbExecutor,
  token: string,
  row: RefreshTokenRow,
  intervalMs: number,
  now: Date,
): Promise<string | undefined> {
  let plain = token;
  let current: RefreshTokenRow | undefined = row;
  for (let hop = 0; hop < MAX_SUCCESSOR_HOPS && current; hop++) {
    if (!current.revokedAt) return plain;
    if (!current.successorSealed || now.getTime() - current.revokedAt.getTime() > intervalMs)
      return undefined;
    const next = unsealSuccessor(plain, current.successorSealed);
    if (!next) return undefined;
    plain = next;
    current = await findRefreshTokenByHash(tx, hashToken(plain));
  }
  return current && !current.revokedAt ? plain : undefined;
}

/**
 * POST /token?grant_type=refresh_token. Rotates the token. A replay of an
 * already-rotated token within the reuse interval (two tabs refreshing at
 * once) gets the current token; a later replay means the token leaked, and
 * the whole session is revoked.
 */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string,
  ctx: RequestContext,
): Promise<SessionResponse> {
  const outcome = await deps.db.transaction(async (tx) => {
    // Lock order session → token, as sign-out takes them, so the two never deadlock.
    const found = await findRefreshTokenByHash(tx, hashToken(refreshToken));
    if (!found) throw authErrors.refreshTokenNotFound();
    const session = await lockSession(tx, found.sessionId);
    const row = await lockRefreshTokenByHash(tx, hashToken(refreshToken));
    if (!row) throw authErrors.refreshTokenNotFound();
    const user = await findUserById(tx, row.userId);
    if (!session || !user || session.revokedAt) throw authErrors.refreshTokenNotFound();
    const now = new Date();
    if (session.notAfter <= now) throw authErrors.sessionExpired();
    if (user.suspendedAt) throw authErrors.userBanned('Invalid Refresh Token: User Banned');

    if (row.revokedAt) {
      const intervalMs = deps.config.auth.refreshReuseIntervalSeconds * 1000;
      const live = await currentSuccessor(tx, refreshToken, row, intervalMs, now);
      if (live)
        return { kind: 'session' as const, response: await sessionResponse(tx, deps, user, session, live) };
      await revokeSessions(tx, user.id, 'refresh_token_reused', { only: session.id });
      await recordAudit(tx, {
        action: 'session.refresh_token_reused',
        actorUserId: user.id,
        targetType: 'session',
        targetId: session.id,
        ...ctx,
        data: { rotatedAt: row.revokedAt.toISOString() },
      });
      return { kind: 'reused' as const };
    }

    const child = randomToken();
    await insertRefreshToken(tx, {
      sessionId: session.id,
      userId: user.id,
      tokenHash: hashToken(child),
      parentId: row.id,
    });
    await markRotated(tx, row.id, sealSuccessor(refreshToken, child), now);
    await touchSession(tx, session.id, now);
    return { kind: 'session' as const, response: await sessionResponse(tx, deps, user, session, child) };
  });
  // Thrown after commit, so the revocation sticks.
  if (outcome.kind === 'reused') throw authErrors.refreshTokenAlreadyUsed();
  return outcome.response;
}
