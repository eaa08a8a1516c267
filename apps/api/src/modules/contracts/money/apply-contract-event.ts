import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import {
  contractDisputes,
  contractPayments,
  contractRefunds,
  contracts,
  payouts,
} from '../../../db/schema/index';
import { AppError } from '../../../lib/errors';
import {
  applyEscrowEvent,
  EscrowRuleError,
  payoutHoldId,
  resolveTransfers,
  type EscrowEvent,
  type EscrowState,
  type PayoutMember,
  type TransferSpec,
} from '../../escrow/index';
import { insertJob } from '../../jobs/index';
import { createTransfers, LedgerError, type TransferResult } from '../../ledger/index';
import type { ContractsDeps } from '../deps';
import { announceContract } from '../events';
import { lockContract, signedParties, type ContractRow } from '../repository/contract-writes';
import { escrowProblem } from './escrow-problem';
import { loadContractMoney, type ContractMoney } from './escrow-state';

/** Job kinds the money wiring queues (handlers: the payouts and refunds jobs). */
export const MONEY_JOB_KINDS = { payout: 'payouts.pay', refund: 'refunds.create' } as const;

export interface ContractEventOptions {
  /** The event's time (tests and the auto-release sweeper pass their own). */
  now?: Date;
  /** Who caused it: recorded on cancellations, disputes and resolutions. */
  actorId?: string | null;
  /** A cancellation's or a resolution's words. */
  reason?: string | null;
  /** A payout attempt failed for good (not retryable): the payout waits for an admin's retry. */
  finalFailure?: boolean;
  /** The provider's answer to record on a payout: its transfer id, or the failure. */
  providerTransferId?: string | null;
  error?: string | null;
}

export interface ContractEventResult {
  before: EscrowState;
  state: EscrowState;
  contract: ContractRow;
  transfers: TransferResult[];
  /** Payouts (by member) the event made due: the caller's job queues them. */
  payoutsDue: PayoutMember[];
}

/**
 * The one way a contract's money changes (ADR 15). In the caller's
 * transaction: locks the contract row (events on one contract queue), reads
 * its money state, applies the pure escrow rules, submits their ledger
 * transfers (deterministic ids: a retry is `exists`), and saves the new state
 * (contract statuses and times, dispute, payouts, refunds), queues the jobs
 * that move money at the provider (they run after commit) and tells both
 * parties. A refusal is an AppError (escrowProblem); nothing changes.
 */
export async function applyContractEvent(
  deps: Pick<ContractsDeps, 'live'>,
  tx: DbExecutor,
  contractId: string,
  event: EscrowEvent,
  options: ContractEventOptions = {},
): Promise<ContractEventResult> {
  const locked = await lockContract(tx, contractId);
  if (!locked) throw AppError.notFound('Contract');
  const money = await loadContractMoney(tx, locked);
  const now = options.now ?? new Date();
  let outcome;
  try {
    outcome = applyEscrowEvent(money.state, event, { now });
  } catch (error) {
    if (error instanceof EscrowRuleError) throw escrowProblem(error);
    throw error;
  }
  let results: TransferResult[] = [];
  try {
    results = await createTransfers(tx, await resolveTransfers(tx, money.state, outcome.transfers));
  } catch (error) {
    if (error instanceof LedgerError) {
      throw new AppError('conflict', 'This contract changed meanwhile; reload it and try again', {
        cause: error,
      });
    }
    throw error;
  }
  const contract = await saveContractMoney(tx, money, outcome.state, outcome.transfers, event, {
    ...options,
    now,
  });
  const payoutsDue = (['trucker', 'broker'] as const).filter(
    (m) => outcome.state.payouts[m].status === 'due' && money.state.payouts[m].status === 'none',
  );
  for (const member of payoutsDue) {
    await insertJob(
      tx,
      MONEY_JOB_KINDS.payout,
      { contractId, member },
      { dedupeKey: `payout:${contractId}:${member}` },
    );
  }
  if (moneyChanged(money.state, outcome.state, outcome.transfers)) {
    await announceContract(deps, tx, contract, await signedParties(tx, contractId));
  }
  return { before: money.state, state: outcome.state, contract, transfers: results, payoutsDue };
}

// Pickup and the POD count too: the contract page shows them (and the dispute window they open).
const moneyChanged = (a: EscrowState, b: EscrowState, transfers: TransferSpec[]) =>
  transfers.length > 0 ||
  a.pickedUp !== b.pickedUp ||
  a.podAt?.getTime() !== b.podAt?.getTime() ||
  a.status !== b.status ||
  a.escrowStatus !== b.escrowStatus ||
  JSON.stringify(a.dispute) !== JSON.stringify(b.dispute) ||
  JSON.stringify(a.payouts) !== JSON.stringify(b.payouts);

/** Writes what the event changed; the contract row is locked, so plain updates are safe. */
async function saveContractMoney(
  tx: DbExecutor,
  money: ContractMoney,
  next: EscrowState,
  transfers: TransferSpec[],
  event: EscrowEvent,
  options: ContractEventOptions & { now: Date },
): Promise<ContractRow> {
  const before = money.state;
  const id = money.contract.id;
  const { now } = options;
  const changes: Partial<typeof contracts.$inferInsert> = {};
  if (next.status !== before.status) {
    changes.status = next.status;
    if (next.status === 'executed') changes.executedAt = now;
    if (next.status === 'cancelled') {
      changes.cancelledAt = now;
      changes.cancelledBy = options.actorId ?? null;
      changes.cancelReason = options.reason ?? null;
    }
  }
  if (next.escrowStatus !== before.escrowStatus) {
    changes.escrowStatus = next.escrowStatus;
    if (next.escrowStatus === 'held') changes.fundedAt = now;
    if (next.escrowStatus === 'released') changes.releasedAt = now;
    if (next.escrowStatus === 'refunded') changes.refundedAt = now;
  }
  let contract = money.contract;
  if (Object.keys(changes).length > 0) {
    const [row] = await tx
      .update(contracts)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(contracts.id, id))
      .returning();
    if (row) contract = row;
  }

  if (next.dispute && !before.dispute) {
    await tx.insert(contractDisputes).values({
      contractId: id,
      openedBy: options.actorId ?? next.brokerId,
      reason: next.dispute.reason,
      openedAt: next.dispute.openedAt,
    });
  }
  if (event.type === 'resolve' && next.dispute?.resolution) {
    const split = event.resolution.kind === 'split' ? event.resolution : null;
    await tx
      .update(contractDisputes)
      .set({
        resolution: next.dispute.resolution,
        truckerCents: split?.truckerCents ?? null,
        brokerCents: split?.brokerCents ?? null,
        platformCents: split?.platformCents ?? null,
        note: options.reason ?? null,
        resolvedBy: options.actorId ?? null,
        resolvedAt: now,
      })
      .where(eq(contractDisputes.contractId, id));
  }

  for (const member of ['trucker', 'broker'] as const) {
    await savePayout(tx, money, next, member, options);
  }

  // A refund of the card is recorded with its ledger transfer; a job asks the provider.
  for (const refund of transfers) {
    if (refund.code !== 'refund' || !refund.amount) continue;
    const [payment] = await tx
      .select({ id: contractPayments.id })
      .from(contractPayments)
      .where(and(eq(contractPayments.contractId, id), eq(contractPayments.status, 'succeeded')));
    if (!payment)
      throw new Error(`contract ${id} refunds ${refund.amount} cents without a succeeded payment`);
    const [row] = await tx
      .insert(contractRefunds)
      .values({
        contractId: id,
        paymentId: payment.id,
        ledgerTransferId: refund.id,
        amountCents: refund.amount,
      })
      .onConflictDoNothing()
      .returning({ id: contractRefunds.id });
    if (row)
      await insertJob(tx, MONEY_JOB_KINDS.refund, { refundId: row.id }, { dedupeKey: `refund:${row.id}` });
  }
  return contract;
}

async function savePayout(
  tx: DbExecutor,
  money: ContractMoney,
  next: EscrowState,
  member: PayoutMember,
  options: ContractEventOptions & { now: Date },
): Promise<void> {
  const was = money.state.payouts[member];
  const now = next.payouts[member];
  if (JSON.stringify(was) === JSON.stringify(now)) return;
  const userId = member === 'trucker' ? next.truckerId : next.brokerId;
  if (was.status === 'none') {
    if (now.status === 'none') return;
    await tx
      .insert(payouts)
      .values({ contractId: next.contractId, userId, member, amountCents: now.cents, status: 'due' })
      .onConflictDoNothing();
    return;
  }
  const set: Partial<typeof payouts.$inferInsert> = { attempts: now.attempts, updatedAt: options.now };
  if (now.status === 'pending') {
    set.status = 'pending';
    set.holdTransferId = payoutHoldId(next, member);
    set.lastAttemptAt = options.now;
    set.lastError = null;
  } else if (now.status === 'paid') {
    set.status = 'paid';
    set.paidAt = options.now;
    set.lastError = null;
    if (options.providerTransferId) set.providerTransferId = options.providerTransferId;
  } else if (now.status === 'due') {
    set.status = options.finalFailure ? 'failed' : 'due';
    set.lastError = options.error ?? null;
  }
  await tx
    .update(payouts)
    .set(set)
    .where(and(eq(payouts.contractId, next.contractId), eq(payouts.member, member)));
}
