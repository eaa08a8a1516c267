import type { AuthDeps, RequestContext } from '../deps';
import { authErrors } from '../auth-error';
import { resolveRedirect } from '../redirects';
import { findUserByEmail, lockEmail } from '../repository/user-repository';
import { claimEmailSendOrThrow, sendEmailLink } from './send-email-link';
import { parseEmail, parsePkce, type PkceInput } from './validate';

/** POST /resend (type signup): a new confirmation link for an unconfirmed account; same answer otherwise. */
export async function resendConfirmation(
  deps: AuthDeps,
  input: PkceInput & { type: string; email: unknown; redirectTo: string | undefined },
  _ctx: RequestContext,
): Promise<void> {
  if (input.type !== 'signup') throw authErrors.validation('type: only signup can be resent by email');
  const email = parseEmail(input.email);
  const pkce = parsePkce(input);
  const redirectTo = resolveRedirect(deps.config, input.redirectTo);
  await deps.db.transaction(async (tx) => {
    await lockEmail(tx, email);
    await claimEmailSendOrThrow(tx, deps, email, 'confirmation');
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailConfirmedAt || user.suspendedAt) return;
    await sendEmailLink(tx, deps, user, 'confirmation', redirectTo, pkce);
  });
}
