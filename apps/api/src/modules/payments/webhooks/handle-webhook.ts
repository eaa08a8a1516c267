import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { LivePublisher } from '../deps';
import { applyAccountUpdate } from '../account/apply-account-update';
import { recordWebhookEvent } from '../account/repository';
import { applyTransferEvent } from '../../payouts/index';
import { WebhookSignatureError, type PaymentProvider } from '../providers/provider';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'stale';

/**
 * A provider webhook delivery: verified first (400 when not authentic), then
 * processed at most once per event id. The event id is recorded in the same
 * transaction as its effect, so a failure leaves it for the provider's retry.
 * Account updates apply by event time: an event older than the state already
 * stored (webhooks arrive in any order) is recorded but changes nothing.
 * Transfer events settle a payout whose provider answer was lost and record
 * reversals (payouts' applyTransferEvent); charge and payout events are recorded.
 */
export async function handleWebhook(
  deps: { db: Db; live: LivePublisher; provider: PaymentProvider },
  rawBody: Buffer,
  headers: IncomingHttpHeaders,
): Promise<WebhookOutcome> {
  let event;
  try {
    event = deps.provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw new AppError('bad_request', error.message, { cause: error });
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    const first = await recordWebhookEvent(tx, {
      id: event.id,
      provider: deps.provider.name,
      type: event.type,
    });
    if (!first) return 'duplicate';
    if (event.kind === 'transfer') return applyTransferEvent(deps, tx, event);
    if (event.type !== 'account.updated' || !event.accountId || !event.account) return 'ignored';
    const updated = await applyAccountUpdate(
      deps,
      tx,
      event.accountId,
      event.account,
      'webhook',
      event.created,
    );
    if (!updated) return 'ignored';
    return updated.stale ? 'stale' : 'processed';
  });
}
