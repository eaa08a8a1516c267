import { z } from 'zod';
import { CONTRACT_PARTIES, type ContractParty } from '@haulclub/shared';
import { applyContractEvent } from '../contracts/index';
import type { JobContext } from '../jobs/index';
import { contractTransferGroup, PaymentProviderError, readinessOf } from '../payments/index';
import type { PayoutsDeps } from './deps';
import { announcePayout } from './events';
import {
  findFundingChargeId,
  findPaymentAccount,
  findPayout,
  lockContractRow,
  noteRetryableFailure,
  recordPayoutAttempt,
} from './repository';
import { payoutIdempotencyKey } from './transfer-keys';

export const payPayoutPayload = z.object({ contractId: z.uuid(), member: z.enum(CONTRACT_PARTIES) });

/** One provider call for a pending payout: everything it needs, read in the transaction that made it pending. */
export interface PayoutSend {
  payoutId: string;
  contractId: string;
  member: ContractParty;
  holdTransferId: string;
  amountCents: number;
  destinationAccountId: string;
  transferGroup: string;
  sourceTransaction: string | null;
  idempotencyKey: string;
  /** The payout was pending already: an earlier call may have reached the provider. */
  resend: boolean;
}

export type PayoutSendResult =
  { ok: true; transferId: string } | { ok: false; retryable: boolean; error: string };

/** A retryable provider failure: the job throws it so the queue retries with back-off (same key). */
export class PayoutRetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PayoutRetryError';
  }
}

/**
 * Step 1 (its own transaction): under the contract's lock, a due payout of a
 * member whose payout account is ready is requested (the ledger holds the
 * share payable → payouts, the row becomes pending with the hold's id); a
 * pending payout is re-sent as it is (never requested again: the same hold,
 * hence the same idempotency key). A due payout without a ready account stays
 * due (its money stays in payable:<member>); a paid or failed one (failed
 * waits for an admin's retry) needs nothing. Returns the call to make, or null.
 */
export async function preparePayout(
  deps: PayoutsDeps,
  contractId: string,
  member: ContractParty,
  now: Date = new Date(),
): Promise<PayoutSend | null> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockContractRow(tx, contractId))) return null;
    let payout = await findPayout(tx, contractId, member);
    if (!payout || payout.status === 'paid' || payout.status === 'failed') return null;
    const resend = payout.status === 'pending';
    const account = await findPaymentAccount(tx, payout.userId);
    const atProvider = account?.provider === deps.provider.name ? account : undefined;
    if (payout.status === 'due') {
      if (!atProvider || readinessOf(atProvider) !== 'ready') return null;
      await applyContractEvent(deps, tx, contractId, { type: 'payoutRequested', member }, { now });
      await announcePayout(deps, tx, contractId, member);
      payout = await findPayout(tx, contractId, member);
    } else {
      if (!atProvider) {
        // Sending elsewhere could pay twice: the pending attempt may have reached the provider.
        throw new Error(
          `payout ${payout.id} is pending but its payee has no payout account at ${deps.provider.name}`,
        );
      }
      await recordPayoutAttempt(tx, payout.id, { lastAttemptAt: now });
    }
    if (!payout?.holdTransferId || payout.status !== 'pending') {
      throw new Error(`payout of ${member} on contract ${contractId} is not pending after its request`);
    }
    return {
      payoutId: payout.id,
      contractId,
      member,
      holdTransferId: payout.holdTransferId,
      amountCents: payout.amountCents,
      destinationAccountId: atProvider.accountId,
      transferGroup: contractTransferGroup(contractId),
      sourceTransaction: await findFundingChargeId(tx, contractId),
      idempotencyKey: payoutIdempotencyKey(payout.holdTransferId),
      // A new attempt after a failed one (an admin's retry) looks first too: a
      // refusal such as a reused key does not prove an earlier attempt paid nothing.
      resend: resend || payout.attempts > 1,
    };
  });
}

/**
 * Step 2 (no transaction open): the provider call, with the key derived from
 * the ledger hold. A re-send first looks for the transfer in the contract's
 * transfer group (one payout per member and contract: its destination and
 * amount identify it), so a transfer made before a crash is found even after
 * the provider forgot the key (Stripe keeps keys for 24 hours).
 */
export async function sendPayout(deps: PayoutsDeps, send: PayoutSend): Promise<PayoutSendResult> {
  if (send.resend) {
    const made = await findTransferMade(deps, send);
    if (made) return { ok: true, transferId: made };
  }
  try {
    const { transferId } = await deps.provider.createTransfer({
      destinationAccountId: send.destinationAccountId,
      amountCents: send.amountCents,
      transferGroup: send.transferGroup,
      ...(send.sourceTransaction ? { sourceTransaction: send.sourceTransaction } : {}),
      idempotencyKey: send.idempotencyKey,
    });
    return { ok: true, transferId };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error, payoutId: send.payoutId }, 'payout transfer failed');
    return { ok: false, retryable: error.retryable, error: `${error.message} (${error.code})` };
  }
}

async function findTransferMade(deps: PayoutsDeps, send: PayoutSend): Promise<string | null> {
  try {
    const group = await deps.provider.listTransferGroup(send.transferGroup);
    const made = group.transfers.find(
      (tr) => tr.destinationAccountId === send.destinationAccountId && tr.amountCents === send.amountCents,
    );
    return made?.id ?? null;
  } catch (error) {
    // Listing is a safety net: the same key is sent anyway.
    deps.log.warn({ err: error, payoutId: send.payoutId }, 'could not list the transfer group');
    return null;
  }
}

/**
 * Step 3 (its own transaction): the provider's answer, under the contract's
 * lock. Paid → the hold is posted (the contract is executed once every share
 * is paid). A final refusal → the hold is voided and the payout is failed
 * (an admin retries it). A retryable failure is noted and thrown: the job
 * retries later with the same key. An answer about an attempt that is no
 * longer the pending one (a racing runner or a webhook settled it) changes
 * nothing.
 */
export async function settlePayout(
  deps: PayoutsDeps,
  send: PayoutSend,
  result: PayoutSendResult,
  now: Date = new Date(),
): Promise<void> {
  if (!result.ok && result.retryable) {
    await noteRetryableFailure(deps.db, send.payoutId, send.holdTransferId, result.error);
    await announcePayout(deps, deps.db, send.contractId, send.member);
    throw new PayoutRetryError(result.error);
  }
  await deps.db.transaction(async (tx) => {
    await lockContractRow(tx, send.contractId);
    const payout = await findPayout(tx, send.contractId, send.member);
    const current = payout?.status === 'pending' && payout.holdTransferId === send.holdTransferId;
    if (!current) {
      if (result.ok && payout?.providerTransferId && payout.providerTransferId !== result.transferId) {
        deps.log.error(
          { payoutId: send.payoutId, transferId: result.transferId, recorded: payout.providerTransferId },
          'the provider answered a payout with another transfer than the one recorded',
        );
      }
      return;
    }
    if (result.ok) {
      await applyContractEvent(
        deps,
        tx,
        send.contractId,
        { type: 'payoutPaid', member: send.member },
        { now, providerTransferId: result.transferId },
      );
    } else {
      await applyContractEvent(
        deps,
        tx,
        send.contractId,
        { type: 'payoutFailed', member: send.member },
        { now, finalFailure: true, error: result.error },
      );
    }
    await announcePayout(deps, tx, send.contractId, send.member);
  });
}

/** The `payouts.pay` job: prepare (ledger hold), send (provider), settle (post or void). */
export async function payPayout(
  deps: PayoutsDeps,
  payload: Record<string, unknown>,
  ctx: Pick<JobContext, 'log'>,
): Promise<void> {
  const parsed = payPayoutPayload.safeParse(payload);
  if (!parsed.success) {
    ctx.log.error({ payload }, 'payouts.pay job with an invalid payload: dropped');
    return;
  }
  const { contractId, member } = parsed.data;
  const send = await preparePayout(deps, contractId, member);
  if (!send) return;
  const result = await sendPayout(deps, send);
  await settlePayout(deps, send, result);
}
