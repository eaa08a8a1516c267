import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CONTRACT_PARTIES,
  CONTRACT_PAYMENT_STATUSES,
  CONTRACT_STATUSES,
  DEFAULT_TONU_FEE_CENTS,
  DISPUTE_RESOLUTIONS,
  ESCROW_STATUSES,
  PAYOUT_STATUSES,
  REFUND_STATUSES,
} from '@haulclub/shared';
import { users } from './auth';
import { brokers, truckers } from './membership';
import { bookings, loads } from './loads';
import { futures, precommitments } from './futures';
import { createdAt, at, cents, inList } from './columns';

/** What a contract says besides the money (ADR 15): copied from the broker's defaults. */
export interface ContractTermsColumn {
  paymentTerms: string;
  cancellationPolicy: string;
  insuranceRequirements: string;
}

/**
 * The contract behind a booking (ADR 15): created in the booking's transaction,
 * one per booking; or behind a locked freight future or an accepted rate future
 * (issue 14, ADR 18), one per future, with no load. The split always
 * sums to the total (CHECK). Terms are editable by the broker until the first
 * signature freezes them (`terms_frozen_at`).
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Short reference shown as C-<number>. */
    number: bigserial({ mode: 'number' }).notNull().unique(),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'restrict' }),
    /** The booked load; null for a contract made from a freight future or a rate future. */
    loadId: uuid().references(() => loads.id, { onDelete: 'restrict' }),
    /** A freight future's contract (issue 14): made when a trucker locks it in, one per future. */
    futureId: uuid().references(() => futures.id, { onDelete: 'restrict' }),
    /** A rate future's contract (the spec's precommitment): made when a trucker accepts it, one per rate future. */
    precommitmentId: uuid().references(() => precommitments.id, { onDelete: 'restrict' }),
    brokerId: uuid()
      .notNull()
      .references(() => brokers.userId, { onDelete: 'restrict' }),
    truckerId: uuid()
      .notNull()
      .references(() => truckers.userId, { onDelete: 'restrict' }),
    status: text({ enum: CONTRACT_STATUSES }).notNull().default('pending'),
    escrowStatus: text({ enum: ESCROW_STATUSES }).notNull().default('pending'),
    totalCents: cents(),
    truckerCents: cents(),
    brokerCents: cents(),
    platformCents: cents(),
    contractTerms: jsonb().$type<ContractTermsColumn>().notNull(),
    /** The TONU fee in force when the contract was made (the TONU_FEE_CENTS setting). */
    tonuFeeCents: cents().default(DEFAULT_TONU_FEE_CENTS),
    termsFrozenAt: at(),
    /** Escrow: when the broker's charge was held, and when the hold was released or refunded. */
    fundedAt: at(),
    releasedAt: at(),
    refundedAt: at(),
    /** Both parties have signed. */
    signedAt: at(),
    /**
     * A futures contract's own fulfilment steps (a booking's contract reads its booking's pickup
     * and proof-of-delivery times instead): the trucker started hauling the commitment, and
     * completed it (the escrow rules' pickUp and deliver; the 24-hour release counts from completion).
     */
    startedAt: at(),
    completedAt: at(),
    executedAt: at(),
    cancelledAt: at(),
    cancelledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contracts_booking_key').on(t.bookingId),
    uniqueIndex('contracts_future_key').on(t.futureId),
    uniqueIndex('contracts_precommitment_key').on(t.precommitmentId),
    check(
      'contracts_source_check',
      sql`num_nonnulls(${t.loadId}, ${t.futureId}, ${t.precommitmentId}) = 1 and (${t.bookingId} is null or ${t.loadId} is not null)`,
    ),
    check(
      'contracts_steps_check',
      sql`(${t.loadId} is null or (${t.startedAt} is null and ${t.completedAt} is null)) and (${t.completedAt} is null or ${t.startedAt} is not null)`,
    ),
    check('contracts_status_check', sql`${t.status} in (${inList(CONTRACT_STATUSES)})`),
    check('contracts_escrow_status_check', sql`${t.escrowStatus} in (${inList(ESCROW_STATUSES)})`),
    check(
      'contracts_split_check',
      sql`${t.totalCents} > 0 and ${t.truckerCents} >= 0 and ${t.brokerCents} >= 0 and ${t.platformCents} >= 0 and ${t.truckerCents} + ${t.brokerCents} + ${t.platformCents} = ${t.totalCents}`,
    ),
    check(
      'contracts_signed_check',
      sql`(${t.status} = 'pending' or ${t.status} = 'cancelled') or ${t.signedAt} is not null`,
    ),
    check('contracts_cancelled_check', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
    check('contracts_tonu_check', sql`${t.tonuFeeCents} >= 0`),
    index('contracts_broker_idx').on(t.brokerId, t.createdAt.desc()),
    index('contracts_trucker_idx').on(t.truckerId, t.createdAt.desc()),
  ],
);

/** One signature per party and contract: typed full name, time, IP and the SHA-256 of the exact terms. */
export const contractSignatures = pgTable(
  'contract_signatures',
  {
    id: uuid().primaryKey().defaultRandom(),
    contractId: uuid()
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    party: text({ enum: CONTRACT_PARTIES }).notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fullName: text().notNull(),
    ip: text().notNull(),
    userAgent: text(),
    termsSha256: text().notNull(),
    signedAt: createdAt(),
  },
  (t) => [
    unique('contract_signatures_party_key').on(t.contractId, t.party),
    check('contract_signatures_party_check', sql`${t.party} in (${inList(CONTRACT_PARTIES)})`),
  ],
);

/** A broker's default contract terms; brokers without a row get DEFAULT_CONTRACT_TERMS. */
export const brokerContractTerms = pgTable('broker_contract_terms', {
  brokerId: uuid()
    .primaryKey()
    .references(() => brokers.userId, { onDelete: 'cascade' }),
  terms: jsonb().$type<ContractTermsColumn>().notNull(),
  updatedAt: createdAt(),
});

/**
 * A broker's dispute of a delivery (ADR 15): at most one per contract, opened
 * within AUTO_RELEASE_HOURS of the POD with a reason, resolved once by an
 * admin (release, refund, or a split of the total that sums to it), audited.
 */
export const contractDisputes = pgTable(
  'contract_disputes',
  {
    contractId: uuid()
      .primaryKey()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    openedBy: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text().notNull(),
    openedAt: createdAt(),
    resolution: text({ enum: DISPUTE_RESOLUTIONS }),
    truckerCents: bigint({ mode: 'number' }),
    brokerCents: bigint({ mode: 'number' }),
    platformCents: bigint({ mode: 'number' }),
    note: text(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'restrict' }),
    resolvedAt: at(),
  },
  (t) => [
    check(
      'contract_disputes_resolution_check',
      sql`${t.resolution} is null or ${t.resolution} in (${inList(DISPUTE_RESOLUTIONS)})`,
    ),
    check('contract_disputes_resolved_check', sql`(${t.resolution} is null) = (${t.resolvedAt} is null)`),
    index('contract_disputes_open_idx')
      .on(t.openedAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * A broker's attempt to fund a contract's escrow with a card charge. One
 * attempt at a time and one success per contract (partial unique index); the
 * provider's idempotency key is the attempt's, so a retry after a crash finds
 * the same charge instead of making a second.
 */
export const contractPayments = pgTable(
  'contract_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    contractId: uuid()
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    brokerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    attempt: integer().notNull(),
    amountCents: cents(),
    provider: text().notNull(),
    idempotencyKey: text().notNull().unique('contract_payments_idempotency_key_key'),
    status: text({ enum: CONTRACT_PAYMENT_STATUSES }).notNull().default('processing'),
    chargeId: text(),
    cardLast4: text(),
    failureMessage: text(),
    createdAt: createdAt(),
    completedAt: at(),
  },
  (t) => [
    unique('contract_payments_attempt_key').on(t.contractId, t.attempt),
    uniqueIndex('contract_payments_one_live_key')
      .on(t.contractId)
      .where(sql`${t.status} in ('processing', 'succeeded')`),
    check('contract_payments_status_check', sql`${t.status} in (${inList(CONTRACT_PAYMENT_STATUSES)})`),
    index('contract_payments_broker_idx').on(t.brokerId, t.createdAt.desc()),
  ],
);

/**
 * A refund of a contract's charge (cancellation, a dispute's refund or the
 * broker's part of a split). Recorded in the ledger's transaction; a durable
 * job asks the provider, keyed by the ledger transfer id (one refund ever).
 */
export const contractRefunds = pgTable(
  'contract_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    contractId: uuid()
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    paymentId: uuid()
      .notNull()
      .references(() => contractPayments.id, { onDelete: 'restrict' }),
    /** The ledger transfer (broker_wallet → funding) this refund carries out: its idempotency key. */
    ledgerTransferId: uuid().notNull().unique('contract_refunds_ledger_transfer_key'),
    amountCents: cents(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('pending'),
    providerRefundId: text(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    completedAt: at(),
  },
  (t) => [
    check('contract_refunds_status_check', sql`${t.status} in (${inList(REFUND_STATUSES)})`),
    check('contract_refunds_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A member's payout of one contract's share (ADR 15): created with the
 * release, paid by a durable job through the provider once the member's payout
 * account is ready. Each attempt holds payable → payouts in the ledger under
 * `hold_transfer_id`, the provider idempotency key's source, posted when paid
 * and voided when the attempt fails.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    contractId: uuid()
      .notNull()
      .references(() => contracts.id, { onDelete: 'restrict' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    member: text({ enum: CONTRACT_PARTIES }).notNull(),
    amountCents: cents(),
    status: text({ enum: PAYOUT_STATUSES }).notNull().default('due'),
    attempts: integer().notNull().default(0),
    holdTransferId: uuid(),
    providerTransferId: text(),
    lastError: text(),
    lastAttemptAt: at(),
    paidAt: at(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    unique('payouts_contract_member_key').on(t.contractId, t.member),
    check('payouts_status_check', sql`${t.status} in (${inList(PAYOUT_STATUSES)})`),
    check('payouts_member_check', sql`${t.member} in (${inList(CONTRACT_PARTIES)})`),
    check('payouts_amount_check', sql`${t.amountCents} > 0`),
    check('payouts_paid_check', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    index('payouts_user_idx').on(t.userId, t.createdAt.desc()),
    index('payouts_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} <> 'paid'`),
  ],
);
