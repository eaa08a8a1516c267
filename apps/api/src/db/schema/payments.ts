import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { citext, createdAt, cents } from './columns';

/** A member's connected account at the payment provider (payouts go there). */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['sandbox', 'stripe'] }).notNull(),
    accountId: text().notNull().unique('payment_accounts_account_id_key'),
    country: text().notNull().default('US'),
    email: citext().notNull(),
    businessName: text().notNull(),
    detailsSubmitted: boolean().notNull().default(false),
    chargesEnabled: boolean().notNull().default(false),
    payoutsEnabled: boolean().notNull().default(false),
    /**
     * When the provider's state last applied was true (a webhook event's `created`, or the time of a
     * refresh); an older event arriving later is not applied over it.
     */
    stateAsOf: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('payment_accounts_provider_check', sql`${t.provider} in ('sandbox', 'stripe')`),
    check('payment_accounts_country_check', sql`${t.country} = 'US'`),
  ],
);

/**
 * The sandbox provider's own side: accounts as a remote provider would hold
 * them, completed through the sandbox onboarding page. Only the sandbox
 * provider reads or writes this table.
 */
export const sandboxConnectAccounts = pgTable('sandbox_connect_accounts', {
  id: text().primaryKey(),
  email: citext().notNull(),
  businessName: text().notNull(),
  country: text().notNull().default('US'),
  /** SHA-256 of the current account-link token (links are single-use and short-lived). */
  linkTokenHash: text(),
  linkExpiresAt: timestamp({ withTimezone: true }),
  legalName: text(),
  bankLast4: text(),
  detailsSubmitted: boolean().notNull().default(false),
  chargesEnabled: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

/** Webhook events already processed (provider event id), so redeliveries are ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  receivedAt: createdAt(),
});

/**
 * The sandbox provider's charges (simulated card payments). Like Stripe, a
 * retried call with the same idempotency key returns the stored object; the
 * request hash tells a retry from a different request reusing the key.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull().unique('sandbox_charges_idempotency_key_key'),
    requestHash: text().notNull(),
    amountCents: cents(),
    status: text({ enum: ['succeeded', 'declined'] }).notNull(),
    declineMessage: text(),
    cardLast4: text().notNull(),
    transferGroup: text().notNull(),
    description: text().notNull(),
    customerEmail: citext(),
    amountRefundedCents: cents().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_charges_amount_check', sql`${t.amountCents} > 0`),
    check('sandbox_charges_status_check', sql`${t.status} in ('succeeded', 'declined')`),
    check(
      'sandbox_charges_refunded_check',
      sql`${t.amountRefundedCents} >= 0 and ${t.amountRefundedCents} <= ${t.amountCents}`,
    ),
  ],
);

/** Refunds of sandbox charges (never more than the charge, in total). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull().unique('sandbox_refunds_idempotency_key_key'),
    requestHash: text().notNull(),
    chargeId: text()
      .notNull()
      .references(() => sandboxCharges.id),
    amountCents: cents(),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_refunds_amount_check', sql`${t.amountCents} > 0`),
    index('sandbox_refunds_charge_id_idx').on(t.chargeId),
  ],
);

/** Transfers to sandbox connected accounts (what a payout moves). */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: text().primaryKey(),
    idempotencyKey: text().notNull().unique('sandbox_transfers_idempotency_key_key'),
    requestHash: text().notNull(),
    destinationAccountId: text()
      .notNull()
      .references(() => sandboxConnectAccounts.id),
    amountCents: cents(),
    transferGroup: text().notNull(),
    sourceTransaction: text().references(() => sandboxCharges.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('sandbox_transfers_amount_check', sql`${t.amountCents} > 0`),
    index('sandbox_transfers_destination_idx').on(t.destinationAccountId),
    index('sandbox_transfers_source_idx').on(t.sourceTransaction),
  ],
);

/**
 * Failure injection for tests: the next `remaining` calls of `operation`
 * (charge, refund, transfer, or `*`) fail as a retryable provider outage.
 */
export const sandboxFaults = pgTable(
  'sandbox_faults',
  {
    operation: text().primaryKey(),
    remaining: integer().notNull(),
  },
  (t) => [check('sandbox_faults_remaining_check', sql`${t.remaining} >= 0`)],
);
