import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import { bookings, contractDisputes, payouts } from '../../../db/schema/index';
import { newEscrowState, type EscrowState, type PayoutMember, type PayoutState } from '../../escrow/index';
import { signedParties, type ContractRow } from '../repository/contract-writes';

export type DisputeRow = typeof contractDisputes.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/** What the escrow rules read, gathered from the contract's rows (the contract row locked by the caller). */
export interface ContractMoney {
  contract: ContractRow;
  state: EscrowState;
  dispute: DisputeRow | undefined;
  payouts: Partial<Record<PayoutMember, PayoutRow>>;
}

/** A payout row as the rules see it: a failed attempt (final or not) is due again. */
function payoutState(row: PayoutRow | undefined): PayoutState {
  if (!row) return { cents: 0, status: 'none', attempts: 0 };
  const status = row.status === 'failed' ? 'due' : row.status;
  return { cents: row.amountCents, status, attempts: row.attempts };
}

/**
 * The contract's money state (ADR 15) from its rows: the contract (statuses,
 * split, TONU fee), its signatures, its booking (pickup and proof-of-delivery
 * times), its dispute and its payouts. The escrow rules are pure; this is the
 * only place their input is read from the database.
 */
export async function loadContractMoney(tx: DbExecutor, contract: ContractRow): Promise<ContractMoney> {
  const parties = await signedParties(tx, contract.id);
  const [booking] = contract.bookingId
    ? await tx
        .select({ pickedUpAt: bookings.pickedUpAt, deliveredAt: bookings.deliveredAt })
        .from(bookings)
        .where(eq(bookings.id, contract.bookingId))
    : [];
  const [dispute] = await tx
    .select()
    .from(contractDisputes)
    .where(eq(contractDisputes.contractId, contract.id));
  const rows = await tx.select().from(payouts).where(eq(payouts.contractId, contract.id));
  const byMember: Partial<Record<PayoutMember, PayoutRow>> = {};
  for (const row of rows) byMember[row.member] = row;

  const base = newEscrowState({
    contractId: contract.id,
    brokerId: contract.brokerId,
    truckerId: contract.truckerId,
    totalCents: contract.totalCents,
    tonuFeeCents: contract.tonuFeeCents,
  });
  const state: EscrowState = {
    ...base,
    // The split stored at booking (the shared split function) is the one the contract shows.
    split: { trucker: contract.truckerCents, broker: contract.brokerCents, platform: contract.platformCents },
    status: contract.status,
    escrowStatus: contract.escrowStatus,
    signedBy: { broker: parties.includes('broker'), trucker: parties.includes('trucker') },
    // A futures contract has no booking: its own started/completed steps are the pickup and the POD.
    pickedUp: !!(booking?.pickedUpAt ?? contract.startedAt),
    podAt: booking?.deliveredAt ?? contract.completedAt ?? null,
    dispute: dispute
      ? { reason: dispute.reason, openedAt: dispute.openedAt, resolution: dispute.resolution }
      : null,
    payouts: { trucker: payoutState(byMember.trucker), broker: payoutState(byMember.broker) },
  };
  return { contract, state, dispute, payouts: byMember };
}
