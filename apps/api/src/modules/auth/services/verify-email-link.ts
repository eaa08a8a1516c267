import { eq } from 'drizzle-orm';
import { identities } from '../../../db/schema/index';
import { recordAudit } from '../../audit/index';
import { authErrors } from '../auth-error';
import type { AuthDeps, RequestContext } from '../deps';
import { setAuthCode } from '../repository/flow-state-repository';
import {
  findOneTimeTokenEmail,
  lockOneTimeToken,
  markUsed,
  type OneTimeTokenType,
} from '../repository/one-time-token-repository';
import { lockEmail, lockUser, updateUser } from '../repository/user-repository';
import { hashToken, randomToken } from '../tokens/opaque-token';
import { sessionResponse, startSession, type SessionResponse } from './issue-session';

/** GoTrue verification types: signup/email confirm an address, recovery signs in to reset a password. */
export type VerifyType = 'signup' | 'email' | 'recovery';

const TOKEN_TYPE: Record<VerifyType, OneTimeTokenType> = {
  signup: 'confirmation',
  email: 'confirmation',
  recovery: 'recovery',
};

export type VerifyOutcome =
  | { kind: 'session'; session: SessionResponse }
  /** The link was issued for a PKCE flow: the client exchanges this code with its verifier. */
  | { kind: 'code'; code: string };

/**
 * Consumes a confirmation or recovery link token (single use, unexpired),
 * confirms the address, and signs the user in: a session, or an auth code
 * when the link belongs to a PKCE flow and `allowCode` is set (GET /verify).
 * Holds the address's email lock, like sign-up, resend and recover: a
 * repeated sign-up that replaces the password and voids this link either
 * happens entirely before this (the link is void) or entirely after (it sees
 * a confirmed account and leaves its password alone).
 */
export async function verifyEmailLink(
  deps: AuthDeps,
  input: { type: VerifyType; token: string; allowCode: boolean },
  ctx: RequestContext,
): Promise<VerifyOutcome> {
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const tokenHash = hashToken(input.token);
    const email = await findOneTimeTokenEmail(tx, tokenHash, TOKEN_TYPE[input.type]);
    if (!email) throw authErrors.otpExpired();
    await lockEmail(tx, email);
    const ott = await lockOneTimeToken(tx, tokenHash, TOKEN_TYPE[input.type]);
    if (!ott || ott.usedAt || ott.expiresAt <= now) throw authErrors.otpExpired();
    let user = await lockUser(tx, ott.userId);
    if (!user) throw authErrors.otpExpired();
    if (user.suspendedAt) throw authErrors.userBanned();
    await markUsed(tx, ott.id, now);

    const firstConfirmation = !user.emailConfirmedAt;
    if (firstConfirmation) {
      user = await updateUser(tx, user.id, {
        emailConfirmedAt: now,
        rawUserMetaData: { ...user.rawUserMetaData, email_verified: true },
      });
      await tx
        .update(identities)
        .set({
          identityData: { sub: user.id, email: user.email, email_verified: true, phone_verified: false },
        })
        .where(eq(identities.userId, user.id));
      await recordAudit(tx, {
        action: 'user.email_confirmed',
        actorUserId: user.id,
        targetType: 'user',
        targetId: user.id,
        ...ctx,
      });
    }
    if (ott.tokenType === 'recovery') {
      await recordAudit(tx, {
        action: 'user.recovered',
        actorUserId: user.id,
        targetType: 'user',
        targetId: user.id,
        ...ctx,
      });
    }

    if (input.allowCode && ott.flowStateId) {
      const code = randomToken();
      await setAuthCode(tx, ott.flowStateId, user.id, hashToken(code), now);
      return { kind: 'code', code };
    }
    const method = ott.tokenType === 'recovery' ? 'recovery' : 'otp';
    const { session, refreshToken } = await startSession(tx, deps, user, method, ctx);
    user = await updateUser(tx, user.id, { lastSignInAt: now });
    await recordAudit(tx, {
      action: 'user.signed_in',
      actorUserId: user.id,
      targetType: 'session',
      targetId: session.id,
      ...ctx,
      data: { method },
    });
    return { kind: 'session', session: await sessionResponse(tx, deps, user, session, refreshToken) };
  });
}
