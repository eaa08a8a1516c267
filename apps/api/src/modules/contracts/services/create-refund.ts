import { and, eq, sql } from 'drizzle-orm';
import { contractPayments, contractRefunds } from '../../../db/schema/index';
import type { JobContext } from '../../jobs/index';
import { PaymentProviderError } from '../../payments/index';
import type { ContractsDeps } from '../deps';

/**
 * The refunds.create job: refunds a contract's card charge at the provider
 * for a refund the ledger already made (cancellation, a dispute's refund, the
 * broker's part of a split). The idempotency key is the ledger transfer id,
 * so a retry after a crash or an outage never refunds twice. An outage throws
 * (the job retries with back-off); a refusal, or the last attempt, records the
 * refund failed with the error for an admin.
 */
export async function createRefund(
  deps: Pick<ContractsDeps, 'db' | 'provider' | 'log'>,
  payload: Record<string, unknown>,
  ctx: Pick<JobContext, 'lastAttempt'>,
): Promise<void> {
  const refundId = typeof payload.refundId === 'string' ? payload.refundId : null;
  if (!refundId) return;
  const [refund] = await deps.db
    .select({
      id: contractRefunds.id,
      status: contractRefunds.status,
      amountCents: contractRefunds.amountCents,
      ledgerTransferId: contractRefunds.ledgerTransferId,
      chargeId: contractPayments.chargeId,
    })
    .from(contractRefunds)
    .innerJoin(contractPayments, eq(contractPayments.id, contractRefunds.paymentId))
    .where(eq(contractRefunds.id, refundId));
  if (!refund || refund.status !== 'pending') return;
  await deps.db
    .update(contractRefunds)
    .set({ attempts: sql`${contractRefunds.attempts} + 1` })
    .where(eq(contractRefunds.id, refund.id));
  try {
    if (!refund.chargeId)
      throw new PaymentProviderError('The payment has no charge', { code: 'invalid_request' });
    const { refundId: providerRefundId } = await deps.provider.refundCharge({
      chargeId: refund.chargeId,
      amountCents: refund.amountCents,
      idempotencyKey: refund.ledgerTransferId,
    });
    await deps.db
      .update(contractRefunds)
      .set({ status: 'succeeded', providerRefundId, lastError: null, completedAt: sql`now()` })
      .where(and(eq(contractRefunds.id, refund.id), eq(contractRefunds.status, 'pending')));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retry = error instanceof PaymentProviderError ? error.retryable : true;
    if (retry && !ctx.lastAttempt) {
      await deps.db
        .update(contractRefunds)
        .set({ lastError: message.slice(0, 1000) })
        .where(eq(contractRefunds.id, refund.id));
      throw error;
    }
    deps.log.error({ err: error, refundId: refund.id }, 'refund failed for good');
    await deps.db
      .update(contractRefunds)
      .set({ status: 'failed', lastError: message.slice(0, 1000), completedAt: sql`now()` })
      .where(and(eq(contractRefunds.id, refund.id), eq(contractRefunds.status, 'pending')));
  }
}
