import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { brokers, truckers } from './membership';
import { loads } from './loads';
import { at } from './columns';

/** One conversation per load and trucker, between that trucker and the load's broker. */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: uuid().primaryKey().defaultRandom(),
    loadId: uuid()
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    truckerId: uuid()
      .notNull()
      .references(() => truckers.userId, { onDelete: 'cascade' }),
    brokerId: uuid()
      .notNull()
      .references(() => brokers.userId, { onDelete: 'cascade' }),
    truckerLastReadAt: at(),
    brokerLastReadAt: at(),
    lastMessageAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_threads_load_trucker_key').on(t.loadId, t.truckerId),
    index('chat_threads_trucker_idx').on(t.truckerId, t.lastMessageAt.desc()),
    index('chat_threads_broker_idx').on(t.brokerId, t.lastMessageAt.desc()),
  ],
);

/** A chat message; plain text only (rendered as text with links, never as HTML). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    threadId: uuid()
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    /** The sender's idempotency key: a retried send returns the first message. */
    clientId: text(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_body_check', sql`char_length(${t.body}) between 1 and 1000`),
    index('chat_messages_thread_idx').on(t.threadId, t.createdAt.desc(), t.id.desc()),
    // Backs the per-user send rate limit.
    index('chat_messages_sender_idx').on(t.senderId, t.createdAt.desc()),
    uniqueIndex('chat_messages_client_key')
      .on(t.threadId, t.senderId, t.clientId)
      .where(sql`${t.clientId} is not null`),
  ],
);
