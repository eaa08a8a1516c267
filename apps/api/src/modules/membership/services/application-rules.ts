import type { FmcsaVerdict } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { queueFmcsaVerification } from '../../fmcsa/index';
import type { MembershipDeps } from '../deps';
import {
  emailHasOpenApplication,
  lockApplicationKeys,
  mcNumberTaken,
  updateApplication,
  type ApplicationRow,
} from '../repository';

/** Refuses (409, field named) an MC number or email that already has an open or approved application. */
export async function assertApplicationKeysFree(
  tx: DbExecutor,
  mcNumber: string,
  email: string,
  exceptUserId?: string,
): Promise<void> {
  await lockApplicationKeys(tx, mcNumber, email);
  await assertMcNumberFree(tx, mcNumber, exceptUserId);
  if (await emailHasOpenApplication(tx, email)) {
    throw new AppError('conflict', 'An application with this email already exists.', {
      fieldErrors: [{ field: 'email', message: 'This email already has an application' }],
    });
  }
}

/**
 * Refuses (409, field named) an MC number that already has an open or approved
 * application or broker. MC numbers are public business identifiers, so saying
 * so reveals nothing about anyone's account. Call under lockApplicationKeys.
 */
export async function assertMcNumberFree(tx: DbExecutor, mcNumber: string, exceptUserId?: string) {
  if (await mcNumberTaken(tx, mcNumber, exceptUserId)) {
    throw new AppError('conflict', `An application or broker with MC ${mcNumber} already exists.`, {
      fieldErrors: [{ field: 'mcNumber', message: 'This MC number already has an application' }],
    });
  }
}

export const NO_KEY_NOTE = 'No FMCSA web key is configured; verify by hand';

/**
 * Queues the FMCSA check of an application (it runs after commit). Without
 * a web key there is nothing to ask: the application waits for manual
 * review at once ("Verification is pending").
 */
export async function queueVerification(
  deps: MembershipDeps,
  tx: DbExecutor,
  application: ApplicationRow,
): Promise<FmcsaVerdict> {
  const verdict = verdictOnSubmit(deps, application);
  if (verdict === 'skipped') {
    await updateApplication(tx, application.id, { verificationVerdict: 'skipped' });
  } else if (verdict === 'unavailable') {
    await updateApplication(tx, application.id, {
      verificationVerdict: 'unavailable',
      verificationNote: NO_KEY_NOTE,
    });
  } else {
    await queueFmcsaVerification(deps.jobs, application.id, tx);
  }
  return verdict;
}

/** What a new application's verification starts as: skipped (no number), unavailable (no web key) or pending. */
export function verdictOnSubmit(
  deps: Pick<MembershipDeps, 'config'>,
  numbers: { mcNumber: string | null; dotNumber: string | null },
): 'skipped' | 'unavailable' | 'pending' {
  if (!numbers.mcNumber && !numbers.dotNumber) return 'skipped';
  if (!deps.config.fmcsa.webKey) return 'unavailable';
  return 'pending';
}
