import type { ChatMessage, ChatMessagesPage, ChatThread } from '@haulclub/shared';
import { bookings, loads } from '../../src/db/schema/index';
import { createConfirmedUser } from '../../src/modules/auth/index';
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from './app';
import { bearer } from './auth';
import { insertLoad, createTrucker, type InsertLoadOptions } from './loads';
import { createVerifiedBroker, signIn, type TestAccount } from './membership';

// Chat test factories and calls: threads are started through the API, bookings stored directly.

type Method = 'GET' | 'POST';

export function call(t: TestApp, method: Method, url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export const startThread = (t: TestApp, token: string, loadId: string) =>
  call(t, 'POST', `/api/loads/${loadId}/chat`, token);

export const sendMessage = (t: TestApp, token: string, threadId: string, body: string, clientId?: string) =>
  call(t, 'POST', `/api/chat/threads/${threadId}/messages`, token, clientId ? { body, clientId } : { body });

/** Sends and expects 201; the stored message. */
export async function sent(t: TestApp, token: string, threadId: string, body: string): Promise<ChatMessage> {
  const res = await sendMessage(t, token, threadId, body);
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function readMessages(
  t: TestApp,
  token: string,
  threadId: string,
  query = '',
): Promise<ChatMessagesPage> {
  const res = await call(t, 'GET', `/api/chat/threads/${threadId}/messages${query}`, token);
  if (res.statusCode !== 200) throw new Error(`messages failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function unreadTotal(t: TestApp, token: string): Promise<number> {
  return (await call(t, 'GET', '/api/chat/unread', token)).json().total;
}

export async function listThreads(t: TestApp, token: string): Promise<ChatThread[]> {
  return (await call(t, 'GET', '/api/chat/threads', token)).json().items;
}

export interface ChatScene {
  broker: TestAccount & { companyName: string };
  trucker: TestAccount;
  load: { id: string; number: number };
  thread: ChatThread;
}

/** A verified broker's active load and an onboarded trucker's thread about it. */
export async function createChatScene(
  t: TestApp,
  options: { load?: Omit<InsertLoadOptions, 'brokerId'>; broker?: ChatScene['broker'] } = {},
): Promise<ChatScene> {
  const broker = options.broker ?? (await createVerifiedBroker(t));
  const trucker = await createTrucker(t);
  const load = await insertLoad(t, { brokerId: broker.userId, ...options.load });
  const res = await startThread(t, trucker.token, load.id);
  if (res.statusCode !== 201) throw new Error(`thread failed: ${res.statusCode} ${res.body}`);
  return { broker, trucker, load, thread: res.json() };
}

/** Books the load for the trucker directly (status booked, a bookings row). */
export async function insertBooking(t: TestApp, loadId: string, truckerId: string): Promise<void> {
  const db = t.db.database.db;
  const [load] = await db
    .update(loads)
    .set({ status: 'booked' })
    .where(eq(loads.id, loadId))
    .returning({ brokerId: loads.brokerId, rateCents: loads.rateCents, miles: loads.miles });
  if (!load) throw new Error(`no load ${loadId}`);
  await db.insert(bookings).values({ loadId, truckerId, ...load });
}

/** A trucker account that has not finished onboarding (no truckers row), signed in. */
export async function createTruckerWithoutProfile(t: TestApp): Promise<TestAccount> {
  const email = `unboarded-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@haulclub.test`;
  const password = 'Lone-Star-Flatbed-42';
  const { userId } = await t.db.database.db.transaction((tx) =>
    createConfirmedUser(tx, t.config.auth.argon2, {
      email,
      password,
      role: 'trucker',
      firstName: 'Una',
      lastName: 'Boarded',
      onboardingComplete: false,
    }),
  );
  return { userId, email, password, token: await signIn(t.app, email) };
}

/**
 * Stores `count` messages directly (bypassing the send rate limit), one second
 * apart and ending now, alternating trucker and broker; bodies `message 1..n`.
 */
export async function insertMessages(t: TestApp, thread: ChatThread, count: number): Promise<void> {
  await t.db.database.db.execute(sql`
    INSERT INTO chat_messages (thread_id, sender_id, body, created_at)
    SELECT ${thread.id}, CASE WHEN n % 2 = 1 THEN ${thread.trucker.id}::uuid ELSE ${thread.broker.id}::uuid END,
      'message ' || n, now() - (${count} - n) * interval '1 second'
    FROM generate_series(1, ${count}) AS n`);
}
