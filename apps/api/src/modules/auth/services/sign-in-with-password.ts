import { eq } from 'drizzle-orm';
import { identities } from '../../../db/schema/index';
import { recordAudit } from '../../audit/index';
import { authErrors } from '../auth-error';
import type { AuthDeps, RequestContext } from '../deps';
import { verifyPassword } from '../passwords/hash-password';
import { findUserByEmail, updateUser } from '../repository/user-repository';
import { sessionResponse, startSession, type SessionResponse } from './issue-session';
import { parseEmail } from './validate';

/**
 * POST /token?grant_type=password. Unknown email and wrong password are the
 * same error after the same work; an unconfirmed or suspended account is
 * refused only once the password is right.
 */
export async function signInWithPassword(
  deps: AuthDeps,
  input: { email: unknown; password: string },
  ctx: RequestContext,
): Promise<SessionResponse> {
  const email = parseEmail(input.email);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.encryptedPassword, input.password, deps.config.auth.argon2);
  if (!user || !ok) {
    await recordAudit(deps.db, {
      action: 'user.sign_in_failed',
      targetType: 'user',
      targetId: user?.id ?? null,
      ...ctx,
      data: { reason: user ? 'wrong_password' : 'unknown_email' },
    });
    throw authErrors.invalidCredentials();
  }
  if (!user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
  if (user.suspendedAt) throw authErrors.userBanned();

  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const { session, refreshToken } = await startSession(tx, deps, user, 'password', ctx);
    const updated = await updateUser(tx, user.id, { lastSignInAt: now });
    await tx.update(identities).set({ lastSignInAt: now }).where(eq(identities.userId, user.id));
    await recordAudit(tx, {
      action: 'user.signed_in',
      actorUserId: user.id,
      targetType: 'session',
      targetId: session.id,
      ...ctx,
      data: { method: 'password' },
    });
    return sessionResponse(tx, deps, updated, session, refreshToken);
  });
}
