import type { FundContractInput, FundContractResponse, SandboxCardInput } from '@haulclub/shared';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { contractPayments, users } from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import { applyEscrowEvent, EscrowRuleError } from '../../escrow/index';
import { contractTransferGroup, PaymentProviderError, type ChargeResult } from '../../payments/index';
import type { ContractsDeps } from '../deps';
import { applyContractEvent } from '../money/apply-contract-event';
import { escrowProblem } from '../money/escrow-problem';
import { loadContractMoney } from '../money/escrow-state';
import {
  insertPayment,
  lockPayment,
  paymentsOf,
  settlePayment,
  type ContractPaymentRow,
} from '../repository/contract-payments';
import { announceContract } from '../events';
import { lockContract, signedParties } from '../repository/contract-writes';
import { contractNotFound } from './contract-access';

export const PAYMENT_IN_PROGRESS = 'A payment for this contract is already in progress';
export const PROVIDER_UNAVAILABLE =
  'The payment provider did not answer. If your card was charged, escrow shows Funds Secured within a few minutes; otherwise try again.';

/**
 * POST /api/contracts/:id/fund (the spec's create-payment-intent): the
 * contract's broker pays the total into escrow with a card.
 *
 * 1. Under the contract lock: the escrow rules must allow `fund` (both signed,
 *    escrow pending), and a funding attempt is recorded (processing) with its
 *    own idempotency key. One live attempt per contract: a double submit or a
 *    second tab is a 409 (the partial unique index backs the check).
 * 2. After commit: the provider charges the card with the attempt's key.
 * 3. Settled in a second transaction (settleFundingAttempt): succeeded → the
 *    `fund` event holds the money in escrow; declined → 402 with the card's
 *    message, escrow stays pending; refused by the provider → failed, 502.
 *    An outage leaves the attempt processing (the charge may exist): the
 *    payments.resume job settles it from the provider with the same key.
 */
export async function fundContract(
  deps: ContractsDeps,
  input: { contractId: string; brokerId: string; body: FundContractInput },
): Promise<FundContractResponse> {
  const paymentMethod = paymentMethodOf(deps, input.body);
  const attempt = await deps.db.transaction(async (tx) => {
    const contract = await lockContract(tx, input.contractId);
    if (!contract || contract.brokerId !== input.brokerId) throw contractNotFound();
    const money = await loadContractMoney(tx, contract);
    try {
      applyEscrowEvent(money.state, { type: 'fund' }, { now: new Date() });
    } catch (error) {
      if (error instanceof EscrowRuleError) throw escrowProblem(error);
      throw error;
    }
    const earlier = await paymentsOf(tx, contract.id);
    if (earlier.some((p) => p.status === 'processing')) throw new AppError('conflict', PAYMENT_IN_PROGRESS);
    const number = earlier.length + 1;
    return insertPayment(tx, {
      contractId: contract.id,
      brokerId: input.brokerId,
      attempt: number,
      amountCents: contract.totalCents,
      provider: deps.provider.name,
      idempotencyKey: `contract:${contract.id}:fund:${number}`,
      cardLast4: typeof paymentMethod === 'string' ? null : paymentMethod.number.slice(-4),
    }).catch((error: unknown) => {
      // Another process's attempt won the partial unique index.
      if (isUniqueViolation(error)) throw new AppError('conflict', PAYMENT_IN_PROGRESS);
      throw error;
    });
  });

  const [broker] = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, input.brokerId));
  let result: ChargeResult;
  try {
    result = await deps.provider.createCharge({
      amountCents: attempt.amountCents,
      paymentMethod,
      transferGroup: contractTransferGroup(input.contractId),
      idempotencyKey: attempt.idempotencyKey,
      description: `HaulClub escrow for contract ${input.contractId}`,
      ...(broker?.email ? { customerEmail: broker.email } : {}),
    });
  } catch (error) {
    if (error instanceof PaymentProviderError && !error.retryable) {
      deps.log.warn({ err: error, paymentId: attempt.id }, 'the provider refused a funding charge');
      await deps.db.transaction((tx) =>
        settleFundingAttempt(deps, tx, attempt.id, { failed: 'The payment provider refused the charge' }),
      );
      throw new AppError('bad_gateway', 'Failed to create payment', { cause: error });
    }
    // An outage or a timeout: the charge may exist. The attempt stays processing for payments.resume.
    deps.log.warn(
      { err: error, paymentId: attempt.id },
      'funding charge unanswered; payments.resume settles it',
    );
    throw new AppError('service_unavailable', PROVIDER_UNAVAILABLE, { cause: error });
  }
  const settled = await deps.db.transaction((tx) => settleFundingAttempt(deps, tx, attempt.id, { result }));
  if (settled.payment.status === 'declined') {
    throw new AppError('payment_declined', settled.payment.failureMessage ?? 'Your card was declined.');
  }
  if (settled.payment.status !== 'succeeded') throw new AppError('bad_gateway', 'Failed to create payment');
  return {
    payment: paymentView(settled.payment),
    contractId: input.contractId,
    status: settled.status,
    escrowStatus: settled.escrowStatus,
  };
}

/**
 * Records a funding attempt's outcome under the contract lock, once (a
 * settled attempt is left as it is, whoever settled it: the request or the
 * payments.resume job). A success applies the `fund` event: the charge is
 * posted to the broker's wallet and held in escrow.
 */
export async function settleFundingAttempt(
  deps: Pick<ContractsDeps, 'live'>,
  tx: DbExecutor,
  paymentId: string,
  outcome: { result: ChargeResult } | { failed: string },
): Promise<{
  payment: ContractPaymentRow;
  status: FundContractResponse['status'];
  escrowStatus: FundContractResponse['escrowStatus'];
}> {
  const [found] = await tx
    .select({ contractId: contractPayments.contractId })
    .from(contractPayments)
    .where(eq(contractPayments.id, paymentId));
  if (!found) throw new Error(`no contract payment ${paymentId}`);
  // The contract first, then the attempt: the order funding takes them in.
  const contract = await lockContract(tx, found.contractId);
  const current = await lockPayment(tx, paymentId);
  if (!contract || !current) throw contractNotFound();
  if (current.status !== 'processing') {
    return { payment: current, status: contract.status, escrowStatus: contract.escrowStatus };
  }
  const values =
    'failed' in outcome
      ? { status: 'failed' as const, chargeId: null, failureMessage: outcome.failed }
      : outcome.result.status === 'succeeded'
        ? { status: 'succeeded' as const, chargeId: outcome.result.chargeId, failureMessage: null }
        : {
            status: 'declined' as const,
            chargeId: outcome.result.chargeId,
            failureMessage: outcome.result.declineMessage,
          };
  const payment = (await settlePayment(tx, paymentId, values)) ?? current;
  if (payment.status !== 'succeeded') {
    // The page showed the charge as processing: both parties' pages refresh (escrow stays pending).
    await announceContract(deps, tx, contract, await signedParties(tx, contract.id));
    return { payment, status: contract.status, escrowStatus: contract.escrowStatus };
  }
  const { contract: after } = await applyContractEvent(
    deps,
    tx,
    contract.id,
    { type: 'fund' },
    {
      actorId: payment.brokerId,
    },
  );
  return { payment, status: after.status, escrowStatus: after.escrowStatus };
}

function paymentMethodOf(deps: ContractsDeps, body: FundContractInput): SandboxCardInput | string {
  if (deps.provider.name === 'stripe') {
    if (!body.paymentMethodId) {
      throw AppError.validation([{ field: 'paymentMethodId', message: 'Payment method is required' }]);
    }
    return body.paymentMethodId;
  }
  if (!body.card) throw AppError.validation([{ field: 'card', message: 'Card details are required' }]);
  return body.card;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { code?: string }).code === '23505' ||
    (error as { cause?: { code?: string } }).cause?.code === '23505');

export const paymentView = (p: ContractPaymentRow) => ({
  id: p.id,
  attempt: p.attempt,
  status: p.status,
  amountCents: p.amountCents,
  cardLast4: p.cardLast4,
  failureMessage: p.failureMessage,
  createdAt: p.createdAt.toISOString(),
});
