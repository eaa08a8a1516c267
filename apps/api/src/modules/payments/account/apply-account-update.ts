import type { DbExecutor } from '../../../db/client';
import type { LivePublisher } from '../deps';
import { recordAudit } from '../../audit/index';
import { queueDuePayouts } from '../../payouts/index';
import { readinessOf, type AccountFlags } from '../providers/provider';
import { updateAccountFlags, type PaymentAccountRow } from './repository';

export const PAYMENT_ACCOUNT_UPDATED = 'payment-account.updated';

export const userTopic = (userId: string) => `user:${userId}`;

/**
 * The one "account updated" path, whoever reports it (a Stripe webhook, the
 * sandbox onboarding page, a status refresh): stores the flags and, when they
 * changed, audits and tells the owner's screens (after commit); an account
 * turning ready queues its owner's due payouts. `asOf` is when
 * the flags were true (a webhook event's creation time); flags older than the
 * stored ones change nothing (`stale`). Unknown accounts are ignored
 * (undefined).
 */
export async function applyAccountUpdate(
  deps: { live: LivePublisher },
  tx: DbExecutor,
  accountId: string,
  flags: AccountFlags,
  source: 'webhook' | 'sandbox' | 'refresh',
  asOf: Date = new Date(),
): Promise<(PaymentAccountRow & { stale: boolean }) | undefined> {
  const updated = await updateAccountFlags(tx, accountId, flags, asOf);
  if (!updated) return undefined;
  const { before, after, stale } = updated;
  if (stale) return { ...after, stale };
  const changed =
    before.detailsSubmitted !== after.detailsSubmitted ||
    before.chargesEnabled !== after.chargesEnabled ||
    before.payoutsEnabled !== after.payoutsEnabled;
  if (changed) {
    const readiness = readinessOf(after);
    await recordAudit(tx, {
      action: 'payment_account.updated',
      actorUserId: source === 'refresh' ? after.userId : null,
      targetType: 'payment_account',
      targetId: after.userId,
      data: {
        provider: after.provider,
        accountId,
        source,
        readiness,
        detailsSubmitted: flags.detailsSubmitted,
        chargesEnabled: flags.chargesEnabled,
        payoutsEnabled: flags.payoutsEnabled,
      },
    });
    await deps.live.publish(userTopic(after.userId), PAYMENT_ACCOUNT_UPDATED, { readiness }, tx);
    // The balance kept in payable:<member> is paid the moment the account can receive it.
    if (readiness === 'ready') await queueDuePayouts(tx, after.userId);
  }
  return { ...after, stale };
}
