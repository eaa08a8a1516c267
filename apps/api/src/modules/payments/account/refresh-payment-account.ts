import type { PaymentAccountStatus } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { toAccountStatus } from './account-status';
import { applyAccountUpdate } from './apply-account-update';
import type { PaymentAccountDeps } from './create-payment-account';
import { findPaymentAccountByUser } from './repository';

export const REFRESH_FAILED =
  'Could not reach the payment provider to check your payout status. Please try again.';

/**
 * POST /api/payments/account/refresh: re-reads the account from the provider
 * (for when a webhook is late or lost) and stores what it says. Without an
 * account, or with one at a provider no longer configured, the stored status
 * is returned as it is.
 */
export async function refreshPaymentAccount(
  deps: Omit<PaymentAccountDeps, 'returnUrl'>,
  userId: string,
): Promise<PaymentAccountStatus> {
  const existing = await findPaymentAccountByUser(deps.db, userId);
  if (!existing || existing.provider !== deps.provider.name) {
    return toAccountStatus(existing, deps.provider.name);
  }
  // The account is at least as new as the moment it was asked for: a webhook event created before is older.
  const askedAt = new Date();
  const flags = await deps.provider.retrieveAccount(existing.accountId).catch((error: unknown) => {
    throw new AppError('bad_gateway', REFRESH_FAILED, { cause: error });
  });
  const updated = await deps.db.transaction((tx) =>
    applyAccountUpdate(deps, tx, existing.accountId, flags, 'refresh', askedAt),
  );
  return toAccountStatus(updated ?? existing, deps.provider.name);
}
