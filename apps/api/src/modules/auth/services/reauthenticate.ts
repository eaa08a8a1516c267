import { randomInt, timingSafeEqual } from 'node:crypto';
import type { DbExecutor } from '../../../db/client';
import { recordAudit } from '../../audit/index';
import { type AuthError, authErrors } from '../auth-error';
import type { AuthDeps, RequestContext } from '../deps';
import { reauthenticationEmail } from '../emails';
import {
  countFailedAttempt,
  lockUnusedOneTimeToken,
  markUsed,
  replaceOneTimeToken,
} from '../repository/one-time-token-repository';
import { lockUser } from '../repository/user-repository';
import { hashToken } from '../tokens/opaque-token';
import { claimEmailSendOrThrow } from './send-email-link';

/** A sign-in at most this old proves enough to change the password without a code. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;
/** How long an emailed reauthentication code works. */
export const REAUTHENTICATION_CODE_TTL_SECONDS = 10 * 60;
/** Wrong guesses a code survives; the next one kills it. */
export const REAUTHENTICATION_MAX_FAILED_ATTEMPTS = 5;

/** Stored instead of the code: bound to the user, so equal codes of two users never collide. */
function codeHash(userId: string, code: string): string {
  return hashToken(`reauthentication:${userId}:${code}`);
}

/**
 * GET/POST /reauthenticate: emails the signed-in user a 6-digit code (the
 * GoTrue nonce) that PUT /user accepts instead of a recent sign-in. Stored
 * hashed, single use, expires after 10 minutes; a new code voids the last;
 * one email per 60 s per address (429 over_email_send_rate_limit).
 */
export async function requestReauthentication(
  deps: AuthDeps,
  who: { userId: string; sessionId: string },
  ctx: RequestContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, who.userId);
    if (!user) throw authErrors.sessionNotFound();
    await claimEmailSendOrThrow(tx, deps, user.email, 'reauthentication');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await replaceOneTimeToken(tx, {
      userId: user.id,
      tokenType: 'reauthentication',
      tokenHash: codeHash(user.id, code),
      expiresAt: new Date(Date.now() + REAUTHENTICATION_CODE_TTL_SECONDS * 1000),
    });
    await deps.mail.enqueue(
      reauthenticationEmail(user.email, code, REAUTHENTICATION_CODE_TTL_SECONDS / 60),
      tx,
    );
    await recordAudit(tx, {
      action: 'user.reauthentication_requested',
      actorUserId: user.id,
      targetType: 'session',
      targetId: who.sessionId,
      ...ctx,
    });
  });
}

/**
 * May this caller change the password? Yes if their session's sign-in
 * (password, email or recovery link, Google) is at most 10 minutes old, or
 * if `nonce` is their current code, which is then used up. Runs in the
 * caller's transaction, under the user's row lock. Returns the refusal
 * instead of throwing it, so that a wrong guess is counted when the caller
 * commits: 400 reauthentication_needed without a nonce, 403
 * reauthentication_not_valid for a wrong, used, expired or exhausted one.
 */
export async function checkReauthentication(
  tx: DbExecutor,
  who: { userId: string; signedInAt: Date },
  nonce: string | undefined,
  now = new Date(),
): Promise<AuthError | undefined> {
  if (now.getTime() - who.signedInAt.getTime() <= RECENT_SIGN_IN_SECONDS * 1000) return undefined;
  const given = nonce?.trim();
  if (!given) return authErrors.reauthenticationNeeded();
  const code = await lockUnusedOneTimeToken(tx, who.userId, 'reauthentication');
  if (!code || code.expiresAt <= now || code.failedAttempts >= REAUTHENTICATION_MAX_FAILED_ATTEMPTS) {
    return authErrors.reauthenticationNotValid();
  }
  const matches = timingSafeEqual(Buffer.from(codeHash(who.userId, given)), Buffer.from(code.tokenHash));
  if (!matches) {
    await countFailedAttempt(tx, code.id);
    return authErrors.reauthenticationNotValid();
  }
  await markUsed(tx, code.id, now);
  return undefined;
}
