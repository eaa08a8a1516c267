import type { BrokerPayments, MoneyReportQuery } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import {
  selectBrokerEscrow,
  selectBrokerPayments,
  selectBrokerRefunds,
  selectMemberPayouts,
} from '../repository';
import { contractRef, iso, isoOrNull } from '../views';

/** GET /api/broker/payments: the broker's own charges, escrow per contract, refunds and 10% payouts. */
export async function brokerPaymentsReport(
  db: DbExecutor,
  brokerId: string,
  { limit }: MoneyReportQuery,
): Promise<BrokerPayments> {
  const [payments, escrow, refunds, payouts] = [
    await selectBrokerPayments(db, brokerId, limit),
    await selectBrokerEscrow(db, brokerId, limit),
    await selectBrokerRefunds(db, brokerId, limit),
    await selectMemberPayouts(db, brokerId, 'broker', limit),
  ];
  return {
    payments: payments.map((p) => ({
      id: p.id,
      ...contractRef(p),
      attempt: p.attempt,
      amountCents: p.amountCents,
      status: p.status,
      cardLast4: p.cardLast4,
      failureMessage: p.failureMessage,
      createdAt: iso(p.createdAt),
      completedAt: isoOrNull(p.completedAt),
    })),
    escrow: escrow.map((e) => ({
      ...contractRef(e),
      contractStatus: e.contractStatus,
      escrowStatus: e.escrowStatus,
      totalCents: e.totalCents,
      fundedAt: isoOrNull(e.fundedAt),
      releasedAt: isoOrNull(e.releasedAt),
      refundedAt: isoOrNull(e.refundedAt),
      dispute: e.dispute,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      ...contractRef(r),
      amountCents: r.amountCents,
      status: r.status,
      cardLast4: r.cardLast4,
      createdAt: iso(r.createdAt),
      completedAt: isoOrNull(r.completedAt),
    })),
    payouts: payouts.map((p) => ({
      id: p.id,
      ...contractRef(p),
      amountCents: p.amountCents,
      status: p.status,
      createdAt: iso(p.createdAt),
      paidAt: isoOrNull(p.paidAt),
    })),
    counts: {
      payments: payments[0]?.total ?? 0,
      escrow: escrow[0]?.total ?? 0,
      refunds: refunds[0]?.total ?? 0,
      payouts: payouts[0]?.total ?? 0,
    },
    limit,
  };
}
