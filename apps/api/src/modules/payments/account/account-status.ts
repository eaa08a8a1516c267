import type { PaymentAccountStatus, PaymentProviderName } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { readinessOf } from '../providers/provider';
import { findPaymentAccountByUser, type PaymentAccountRow } from './repository';

/** The API view of a stored connected account (or of none, at the active provider). */
export function toAccountStatus(
  row: PaymentAccountRow | undefined,
  activeProvider: PaymentProviderName,
): PaymentAccountStatus {
  if (!row) {
    return {
      provider: activeProvider,
      accountId: null,
      readiness: 'not_started',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      updatedAt: null,
    };
  }
  return {
    provider: row.provider,
    accountId: row.accountId,
    readiness: readinessOf(row),
    detailsSubmitted: row.detailsSubmitted,
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/payments/account: the user's connected account and payout readiness. */
export async function getPaymentAccountStatus(
  db: DbExecutor,
  userId: string,
  activeProvider: PaymentProviderName,
): Promise<PaymentAccountStatus> {
  return toAccountStatus(await findPaymentAccountByUser(db, userId), activeProvider);
}
