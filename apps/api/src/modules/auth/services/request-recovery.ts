import { recordAudit } from '../../audit/index';
import type { AuthDeps, RequestContext } from '../deps';
import { resolveRedirect } from '../redirects';
import { findUserByEmail, lockEmail } from '../repository/user-repository';
import { claimEmailSendOrThrow, sendEmailLink } from './send-email-link';
import { parseEmail, parsePkce, type PkceInput } from './validate';

/**
 * POST /recover: emails a recovery link if the address has an account. The
 * answer (and the throttle, which is per address) is the same either way.
 */
export async function requestRecovery(
  deps: AuthDeps,
  input: PkceInput & { email: unknown; redirectTo: string | undefined },
  ctx: RequestContext,
): Promise<void> {
  const email = parseEmail(input.email);
  const pkce = parsePkce(input);
  const redirectTo = resolveRedirect(deps.config, input.redirectTo);
  await deps.db.transaction(async (tx) => {
    await lockEmail(tx, email);
    await claimEmailSendOrThrow(tx, deps, email, 'recovery');
    const user = await findUserByEmail(tx, email);
    if (!user || user.suspendedAt) return;
    await sendEmailLink(tx, deps, user, 'recovery', redirectTo, pkce);
    await recordAudit(tx, {
      action: 'user.recovery_requested',
      targetType: 'user',
      targetId: user.id,
      ...ctx,
    });
  });
}
