import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Requests from the public "Get Invited by Dispatcher" form, reviewed by admins. */
export const inviteRequests = pgTable(
  'invite_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text(),
    message: text().notNull(),
    status: text({ enum: ['new', 'invited', 'dismissed'] })
      .notNull()
      .default('new'),
    requesterIp: text(),
    userAgent: text(),
    /** The invitation an admin sent from this request (status invited). */
    invitationId: uuid(),
    handledBy: uuid(),
    handledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invite_requests_status_idx').on(t.status, t.createdAt),
    index('invite_requests_email_idx').on(sql`lower(${t.email})`),
    check('invite_requests_status_check', sql`${t.status} in ('new', 'invited', 'dismissed')`),
  ],
);
