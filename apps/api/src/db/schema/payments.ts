import { sql } from 'drizzle-orm';
import { boolean, check, customType, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const citext = customType<{ data: string }>({ dataType: () => 'citext' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

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
