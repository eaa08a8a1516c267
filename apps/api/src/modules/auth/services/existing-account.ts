import type { DbExecutor } from '../../../db/client';
import type { OutgoingMail } from '../../mail/index';
import type { AuthDeps } from '../deps';
import { claimEmailSend } from '../repository/email-throttle-repository';
import { findUserByEmail, lockEmail } from '../repository/user-repository';

/**
 * For flows that must not reveal who is a member (e.g. the broker /apply form):
 * takes the address's lock (the one every account-creating path takes) for the
 * rest of the transaction and returns the account that already uses it, if any.
 */
export async function findAccountByEmailLocked(
  tx: DbExecutor,
  email: string,
): Promise<{ id: string; email: string } | undefined> {
  await lockEmail(tx, email);
  const user = await findUserByEmail(tx, email);
  return user ? { id: user.id, email: user.email } : undefined;
}

/**
 * Emails the owner of an address instead of telling the requester that it is
 * taken. Shares the per-address throttle of confirmation emails, silently: a
 * notice already sent within AUTH_EMAIL_SEND_INTERVAL_SECONDS is not repeated
 * (and the caller's answer does not change). Returns whether it was queued.
 */
export async function sendExistingAccountNotice(
  tx: DbExecutor,
  deps: AuthDeps,
  mail: OutgoingMail,
): Promise<boolean> {
  const wait = await claimEmailSend(tx, mail.to, 'confirmation', deps.config.auth.emailSendIntervalSeconds);
  if (wait > 0) return false;
  await deps.mail.enqueue(mail, tx);
  return true;
}
