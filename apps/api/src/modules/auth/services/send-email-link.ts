import type { DbExecutor } from '../../../db/client';
import { authErrors } from '../auth-error';
import type { AuthDeps } from '../deps';
import { confirmationEmail, recoveryEmail } from '../emails';
import {
  claimEmailSend,
  type EmailPurpose,
  type ThrottledEmail,
} from '../repository/email-throttle-repository';
import { insertFlowState } from '../repository/flow-state-repository';
import { replaceOneTimeToken } from '../repository/one-time-token-repository';
import { updateUser, type UserRow } from '../repository/user-repository';
import { verifyLink } from '../redirects';
import { hashToken, randomToken } from '../tokens/opaque-token';

/** 429 over_email_send_rate_limit unless no `purpose` email went to this address in the interval. */
export async function claimEmailSendOrThrow(
  tx: DbExecutor,
  deps: AuthDeps,
  email: string,
  purpose: ThrottledEmail,
): Promise<void> {
  const wait = await claimEmailSend(tx, email, purpose, deps.config.auth.emailSendIntervalSeconds);
  if (wait > 0) throw authErrors.emailRateLimit(wait);
}

/**
 * Issues a single-use link token (stored hashed; earlier ones stop working)
 * and queues the email in the same transaction. With a PKCE challenge the
 * link later answers ?code= for the client to exchange.
 */
export async function sendEmailLink(
  tx: DbExecutor,
  deps: AuthDeps,
  user: UserRow,
  purpose: EmailPurpose,
  redirectTo: string,
  pkce: { challenge: string; method: 's256' | 'plain' } | undefined,
): Promise<UserRow> {
  const { auth } = deps.config;
  const now = new Date();
  const flowState = pkce
    ? await insertFlowState(tx, {
        userId: user.id,
        codeChallenge: pkce.challenge,
        codeChallengeMethod: pkce.method,
        authenticationMethod: purpose === 'confirmation' ? 'email/signup' : 'recovery',
      })
    : undefined;
  const token = randomToken();
  const ttlSeconds = purpose === 'confirmation' ? auth.confirmationTtlSeconds : auth.recoveryTtlSeconds;
  await replaceOneTimeToken(tx, {
    userId: user.id,
    tokenType: purpose,
    tokenHash: hashToken(token),
    flowStateId: flowState?.id ?? null,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  const link = verifyLink(deps.config, purpose === 'confirmation' ? 'signup' : 'recovery', token, redirectTo);
  const mail =
    purpose === 'confirmation'
      ? confirmationEmail(user.email, link, Math.round(ttlSeconds / 3600))
      : recoveryEmail(user.email, link, Math.round(ttlSeconds / 60));
  await deps.mail.enqueue(mail, tx);
  return updateUser(
    tx,
    user.id,
    purpose === 'confirmation' ? { confirmationSentAt: now } : { recoverySentAt: now },
  );
}
