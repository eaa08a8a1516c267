import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONTRACT_PARTIES, CONTRACT_STATUSES, ESCROW_STATUSES } from '@haulclub/shared';
import { users } from './auth';
import { brokers, truckers } from './membership';
import { bookings, loads } from './loads';
import { createdAt, at, cents, inList } from './columns';

/** What a contract says besides the money (ADR 15): copied from the broker's defaults. */
export interface ContractTermsColumn {
  paymentTerms: string;
  cancellationPolicy: string;
  insuranceRequirements: string;
}

/**
 * The contract behind a booking (ADR 15): created in the booking's transaction,
 * one per booking (`future_id` is for rate futures, issue 14). The split always
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
    loadId: uuid()
      .notNull()
      .references(() => loads.id, { onDelete: 'restrict' }),
    /** A rate future's contract (issue 14); its foreign key comes with the futures table. */
    futureId: uuid(),
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
    termsFrozenAt: at(),
    /** Both parties have signed. */
    signedAt: at(),
    executedAt: at(),
    cancelledAt: at(),
    cancelledBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('contracts_booking_key').on(t.bookingId),
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
