import type {
  ContractPaymentStatus,
  ContractStatus,
  EscrowStatus,
  PayoutStatus,
  RefundStatus,
} from '@haulclub/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** A timestamp as PostgreSQL returns it (a Date from pg, or a string). */
export type Stamp = Date | string;

/** The contract and load columns every money row carries (a futures contract: its lane, no load). */
export interface ContractRefRow {
  contractId: string;
  contractNumber: number;
  loadNumber: number | null;
  /** "Freight future F-12" / "Rate future R-3" for a futures contract; null for a booking's. */
  commitmentRef: string | null;
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
  total: number;
}

// A futures contract's ends are its lane's labels, always "City, ST" (resolveFuturesLane).
const cityOf = (label: string) => `coalesce(substring(${label} from '^(.*), [^,]*$'), ${label})`;
const stateOf = (label: string) => `coalesce(substring(${label} from ', ([^,]*)$'), '')`;
const LANE_FROM = 'coalesce(f.lane_from, pc.lane_from)';
const LANE_TO = 'coalesce(f.lane_to, pc.lane_to)';

const CONTRACT_REF = sql.raw(`c.id AS "contractId", c.number::int AS "contractNumber",
  l.number::int AS "loadNumber",
  CASE WHEN f.id IS NOT NULL THEN 'Freight future F-' || f.number
    WHEN pc.id IS NOT NULL THEN 'Rate future R-' || pc.number END AS "commitmentRef",
  coalesce(l.pickup_city, ${cityOf(LANE_FROM)}) AS "pickupCity",
  coalesce(l.pickup_state, ${stateOf(LANE_FROM)}) AS "pickupState",
  coalesce(l.delivery_city, ${cityOf(LANE_TO)}) AS "deliveryCity",
  coalesce(l.delivery_state, ${stateOf(LANE_TO)}) AS "deliveryState", count(*) OVER ()::int AS total`);

/** The contract's load, or its freight future or rate future (a futures contract has no load). */
const LANE_JOINS = sql.raw(`LEFT JOIN loads l ON l.id = c.load_id
    LEFT JOIN futures f ON f.id = c.future_id
    LEFT JOIN precommitments pc ON pc.id = c.precommitment_id`);

export interface PaymentRow extends ContractRefRow {
  id: string;
  attempt: number;
  amountCents: number;
  status: ContractPaymentStatus;
  cardLast4: string | null;
  failureMessage: string | null;
  chargeId: string | null;
  provider: string;
  createdAt: Stamp;
  completedAt: Stamp | null;
  totalCents: number;
  brokerCompanyName: string;
  brokerEmail: string;
}

/** The broker's funding attempts, newest first (`paymentId`: that one only). */
export async function selectBrokerPayments(
  db: DbExecutor,
  brokerId: string,
  limit: number,
  paymentId?: string,
): Promise<PaymentRow[]> {
  const { rows } = await db.execute<PaymentRow & Record<string, unknown>>(sql`
    SELECT p.id, ${CONTRACT_REF}, p.attempt, p.amount_cents::float8 AS "amountCents", p.status,
      p.card_last4 AS "cardLast4", p.failure_message AS "failureMessage", p.charge_id AS "chargeId",
      p.provider, p.created_at AS "createdAt", p.completed_at AS "completedAt",
      c.total_cents::float8 AS "totalCents", b.company_name AS "brokerCompanyName", u.email AS "brokerEmail"
    FROM contract_payments p
    JOIN contracts c ON c.id = p.contract_id
    ${LANE_JOINS}
    JOIN brokers b ON b.user_id = c.broker_id
    JOIN users u ON u.id = c.broker_id
    WHERE c.broker_id = ${brokerId}::uuid AND p.broker_id = ${brokerId}::uuid
      ${paymentId ? sql`AND p.id = ${paymentId}::uuid` : sql``}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${limit}`);
  return rows;
}

export interface EscrowRow extends ContractRefRow {
  contractStatus: ContractStatus;
  escrowStatus: EscrowStatus;
  totalCents: number;
  fundedAt: Stamp | null;
  releasedAt: Stamp | null;
  refundedAt: Stamp | null;
  dispute: 'open' | 'resolved' | null;
}

/** Every contract of the broker with its escrow, newest first. */
export async function selectBrokerEscrow(
  db: DbExecutor,
  brokerId: string,
  limit: number,
): Promise<EscrowRow[]> {
  const { rows } = await db.execute<EscrowRow & Record<string, unknown>>(sql`
    SELECT ${CONTRACT_REF}, c.status AS "contractStatus", c.escrow_status AS "escrowStatus",
      c.total_cents::float8 AS "totalCents", c.funded_at AS "fundedAt", c.released_at AS "releasedAt",
      c.refunded_at AS "refundedAt",
      CASE WHEN d.contract_id IS NULL THEN NULL WHEN d.resolved_at IS NULL THEN 'open' ELSE 'resolved' END
        AS dispute
    FROM contracts c
    ${LANE_JOINS}
    LEFT JOIN contract_disputes d ON d.contract_id = c.id
    WHERE c.broker_id = ${brokerId}::uuid
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${limit}`);
  return rows;
}

export interface RefundRow extends ContractRefRow {
  id: string;
  amountCents: number;
  status: RefundStatus;
  cardLast4: string | null;
  createdAt: Stamp;
  completedAt: Stamp | null;
}

/** Refunds of the broker's charges, newest first. */
export async function selectBrokerRefunds(
  db: DbExecutor,
  brokerId: string,
  limit: number,
): Promise<RefundRow[]> {
  const { rows } = await db.execute<RefundRow & Record<string, unknown>>(sql`
    SELECT r.id, ${CONTRACT_REF}, r.amount_cents::float8 AS "amountCents", r.status,
      p.card_last4 AS "cardLast4", r.created_at AS "createdAt", r.completed_at AS "completedAt"
    FROM contract_refunds r
    JOIN contract_payments p ON p.id = r.payment_id
    JOIN contracts c ON c.id = r.contract_id
    ${LANE_JOINS}
    WHERE c.broker_id = ${brokerId}::uuid
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit}`);
  return rows;
}

export interface PayoutRow extends ContractRefRow {
  id: string;
  amountCents: number;
  status: PayoutStatus;
  createdAt: Stamp;
  paidAt: Stamp | null;
}

/** The member's own payouts (their share of each released contract), newest first. */
export async function selectMemberPayouts(
  db: DbExecutor,
  userId: string,
  member: 'broker' | 'trucker',
  limit: number,
): Promise<PayoutRow[]> {
  const { rows } = await db.execute<PayoutRow & Record<string, unknown>>(sql`
    SELECT po.id, ${CONTRACT_REF}, po.amount_cents::float8 AS "amountCents", po.status,
      po.created_at AS "createdAt", po.paid_at AS "paidAt"
    FROM payouts po
    JOIN contracts c ON c.id = po.contract_id
    ${LANE_JOINS}
    WHERE po.user_id = ${userId}::uuid AND po.member = ${member}
    ORDER BY po.created_at DESC, po.id DESC
    LIMIT ${limit}`);
  return rows;
}

export interface TruckerLoadRow extends ContractRefRow {
  contractStatus: ContractStatus;
  escrowStatus: EscrowStatus;
  totalCents: number;
  shareCents: number;
  payoutCents: number | null;
  payoutStatus: PayoutStatus | null;
  paidAt: Stamp | null;
  createdAt: Stamp;
}

/** The trucker's contracts with their share and its payout, newest first. */
export async function selectTruckerLoads(
  db: DbExecutor,
  truckerId: string,
  limit: number,
): Promise<TruckerLoadRow[]> {
  const { rows } = await db.execute<TruckerLoadRow & Record<string, unknown>>(sql`
    SELECT ${CONTRACT_REF}, c.status AS "contractStatus", c.escrow_status AS "escrowStatus",
      c.total_cents::float8 AS "totalCents", c.trucker_cents::float8 AS "shareCents",
      po.amount_cents::float8 AS "payoutCents", po.status AS "payoutStatus", po.paid_at AS "paidAt",
      c.created_at AS "createdAt"
    FROM contracts c
    ${LANE_JOINS}
    LEFT JOIN payouts po ON po.contract_id = c.id AND po.member = 'trucker'
    WHERE c.trucker_id = ${truckerId}::uuid
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${limit}`);
  return rows;
}

/** The earnings totals; each figure is defined in docs/payments-api.md and on the screen. */
export async function selectTruckerTotals(
  db: DbExecutor,
  truckerId: string,
): Promise<{ paidCents: number; inEscrowCents: number; pendingCents: number }> {
  const { rows } = await db.execute<{ paidCents: number; inEscrowCents: number; pendingCents: number }>(sql`
    SELECT
      (SELECT coalesce(sum(amount_cents), 0) FROM payouts
        WHERE user_id = ${truckerId}::uuid AND member = 'trucker' AND status = 'paid')::float8 AS "paidCents",
      (SELECT coalesce(sum(trucker_cents), 0) FROM contracts
        WHERE trucker_id = ${truckerId}::uuid AND escrow_status = 'held')::float8 AS "inEscrowCents",
      ((SELECT coalesce(sum(trucker_cents), 0) FROM contracts
          WHERE trucker_id = ${truckerId}::uuid AND status = 'signed' AND escrow_status = 'pending')
        + (SELECT coalesce(sum(amount_cents), 0) FROM payouts
          WHERE user_id = ${truckerId}::uuid AND member = 'trucker' AND status <> 'paid'))::float8
        AS "pendingCents"`);
  return rows[0] ?? { paidCents: 0, inEscrowCents: 0, pendingCents: 0 };
}

/** Paid cents per ISO week (Monday 00:00 UTC) of paid_at, for the `weeks` weeks ending with this one; empty weeks are 0. */
export async function selectWeeklyPaid(
  db: DbExecutor,
  truckerId: string,
  weeks: number,
): Promise<{ weekStart: string; paidCents: number }[]> {
  const { rows } = await db.execute<{ weekStart: string; paidCents: number }>(sql`
    WITH weeks AS (
      SELECT generate_series(
        date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => ${weeks - 1}),
        date_trunc('week', now() AT TIME ZONE 'UTC'),
        interval '1 week') AS week
    )
    SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart", coalesce(sum(po.amount_cents), 0)::float8 AS "paidCents"
    FROM weeks w
    LEFT JOIN payouts po ON po.user_id = ${truckerId}::uuid AND po.member = 'trucker' AND po.status = 'paid'
      AND date_trunc('week', po.paid_at AT TIME ZONE 'UTC') = w.week
    GROUP BY w.week
    ORDER BY w.week`);
  return rows;
}

type Bucket = { count: number; cents: number };

/**
 * Contracts per escrow status with their totals; refunded cents are the
 * refunds the ledger made to cards (a TONU or a split refunds part of a total).
 */
export async function selectEscrowTotals(db: DbExecutor): Promise<Record<EscrowStatus, Bucket>> {
  const { rows } = await db.execute<{ status: EscrowStatus; count: number; cents: number }>(sql`
    SELECT s.status, count(c.id)::int AS count,
      CASE WHEN s.status = 'refunded'
        THEN (SELECT coalesce(sum(amount), 0) FROM ledger_transfers WHERE code = 'refund' AND flags = 'none')
        ELSE coalesce(sum(c.total_cents), 0) END::float8 AS cents
    FROM (VALUES ('pending'), ('held'), ('released'), ('refunded')) AS s(status)
    LEFT JOIN contracts c ON c.escrow_status = s.status
    GROUP BY s.status`);
  const out: Record<EscrowStatus, Bucket> = {
    pending: { count: 0, cents: 0 },
    held: { count: 0, cents: 0 },
    released: { count: 0, cents: 0 },
    refunded: { count: 0, cents: 0 },
  };
  for (const r of rows) out[r.status] = { count: r.count, cents: r.cents };
  return out;
}

/** The platform revenue account's posted balance (0 before any release). */
export async function selectPlatformRevenue(db: DbExecutor): Promise<number> {
  const { rows } = await db.execute<{ cents: number }>(sql`
    SELECT coalesce(sum(credits_posted - debits_posted), 0)::float8 AS cents
    FROM ledger_accounts WHERE code = 'platform_revenue'`);
  return rows[0]?.cents ?? 0;
}

export interface LedgerMoneyRow {
  contractId: string;
  contractNumber: number;
  chargedCents: number;
  refundedCents: number;
  paidOutCents: number;
  inFlight: boolean;
  total: number;
}

/**
 * Contracts with money (a ledger transfer, or a charge attempt the provider
 * may hold), newest first, with what the ledger says was charged, refunded
 * and paid out, and whether a charge, refund or payout is under way.
 */
export async function selectLedgerMoney(db: DbExecutor, limit: number): Promise<LedgerMoneyRow[]> {
  const { rows } = await db.execute<LedgerMoneyRow & Record<string, unknown>>(sql`
    SELECT c.id AS "contractId", c.number::int AS "contractNumber",
      (SELECT coalesce(sum(amount), 0) FROM ledger_transfers t
        WHERE t.contract_id = c.id AND t.code = 'fund' AND t.flags = 'none')::float8 AS "chargedCents",
      (SELECT coalesce(sum(amount), 0) FROM ledger_transfers t
        WHERE t.contract_id = c.id AND t.code = 'refund' AND t.flags = 'none')::float8 AS "refundedCents",
      (SELECT coalesce(sum(amount), 0) FROM ledger_transfers t
        WHERE t.contract_id = c.id AND t.code = 'payout' AND t.flags = 'post_pending')::float8 AS "paidOutCents",
      (EXISTS (SELECT 1 FROM contract_payments p WHERE p.contract_id = c.id AND p.status = 'processing')
        OR EXISTS (SELECT 1 FROM contract_refunds r WHERE r.contract_id = c.id AND r.status = 'pending')
        OR EXISTS (SELECT 1 FROM payouts po WHERE po.contract_id = c.id AND po.status = 'pending'))
        AS "inFlight",
      count(*) OVER ()::int AS total
    FROM contracts c
    WHERE EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.contract_id = c.id)
      OR EXISTS (SELECT 1 FROM contract_payments p WHERE p.contract_id = c.id
        AND (p.charge_id IS NOT NULL OR p.status IN ('processing', 'succeeded')))
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${limit}`);
  return rows;
}
