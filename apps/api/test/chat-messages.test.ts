import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import {
  call,
  createChatScene,
  insertBooking,
  insertMessages,
  readMessages,
  sendMessage,
  sent,
  unreadTotal,
  type ChatScene,
} from './helpers/chat';
import { createTrucker } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await createAdminAccount(t);
});
afterAll(async () => t?.close());

const storedCount = async (threadId: string) =>
  (
    await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE thread_id = ${threadId}`,
    )
  ).rows[0]!.n;

describe('sending', () => {
  let scene: ChatScene;
  beforeAll(async () => {
    scene = await createChatScene(t);
  });

  it('stores the trimmed text exactly as sent, for both parties, and returns it with the sender role', async () => {
    const body = '<b>Hi</b> & "quotes" <script>alert(1)</script>\nhttps://example.com/x?a=1&b=2 👍';
    const res = await sendMessage(t, scene.trucker.token, scene.thread.id, `  ${body}\n `);
    expect(res.statusCode).toBe(201);
    const message = res.json() as ChatMessage;
    expect(message).toMatchObject({
      threadId: scene.thread.id,
      senderId: scene.trucker.userId,
      senderRole: 'trucker',
      body,
      clientId: null,
    });

    const reply = await sent(t, scene.broker.token, scene.thread.id, 'Yes, still open');
    expect(reply.senderRole).toBe('broker');
    const page = await readMessages(t, scene.broker.token, scene.thread.id);
    expect(page.items.map((m) => m.body)).toEqual([body, 'Yes, still open']);
    expect(page.nextCursor).toBeNull();
  });

  it('refuses a blank or too long body with a 400 naming body', async () => {
    const cases = ['', '   \n\t ', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)];
    for (const body of cases) {
      const res = await sendMessage(t, scene.trucker.token, scene.thread.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
      expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['body']);
    }
    const missing = await call(
      t,
      'POST',
      `/api/chat/threads/${scene.thread.id}/messages`,
      scene.trucker.token,
      {},
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('body');
    // Exactly the limit is fine.
    const longest = await sendMessage(
      t,
      scene.trucker.token,
      scene.thread.id,
      'y'.repeat(CHAT_MESSAGE_MAX_LENGTH),
    );
    expect(longest.statusCode).toBe(201);
    // The longest message JSON escapes the most still fits its live event.
    const escaped = await sendMessage(
      t,
      scene.broker.token,
      scene.thread.id,
      '\u0001'.repeat(CHAT_MESSAGE_MAX_LENGTH),
    );
    expect(escaped.statusCode).toBe(201);
  });

  it('refuses text the database cannot store as sent (NUL, unpaired surrogates) with a 400 on body', async () => {
    for (const body of ['a\u0000b', 'broken \ud83d pair']) {
      const res = await sendMessage(t, scene.trucker.token, scene.thread.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('body');
    }
  });

  it('is idempotent on clientId: a retry gets the first message (200), stored once', async () => {
    const before = await storedCount(scene.thread.id);
    const first = await sendMessage(t, scene.trucker.token, scene.thread.id, 'On my way', 'tab1-0001');
    expect(first.statusCode).toBe(201);
    expect(first.json().clientId).toBe('tab1-0001');
    const retry = await sendMessage(t, scene.trucker.token, scene.thread.id, 'On my way', 'tab1-0001');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const racing = await Promise.all(
      [1, 2, 3].map(() => sendMessage(t, scene.trucker.token, scene.thread.id, 'Loaded', 'tab1-0002')),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(racing.map((r) => r.json().id)).size).toBe(1);
    expect(await storedCount(scene.thread.id)).toBe(before + 2);

    // The key is the sender's: the broker may use the same clientId for a message of their own.
    const brokers = await sendMessage(t, scene.broker.token, scene.thread.id, 'Thanks', 'tab1-0001');
    expect(brokers.statusCode).toBe(201);
    expect(brokers.json().id).not.toBe(first.json().id);
  });

  it('keeps working after the load is booked or has expired', async () => {
    const booked = await createChatScene(t);
    await insertBooking(t, booked.load.id, booked.trucker.userId);
    expect((await sendMessage(t, booked.trucker.token, booked.thread.id, 'Booked it')).statusCode).toBe(201);
    expect((await sendMessage(t, booked.broker.token, booked.thread.id, 'Great')).statusCode).toBe(201);

    const expired = await createChatScene(t);
    await t.db.database.db.execute(
      sql`UPDATE loads SET status = 'expired', expires_at = now() - interval '1 minute' WHERE id = ${expired.load.id}`,
    );
    expect((await sendMessage(t, expired.broker.token, expired.thread.id, 'Reposting soon')).statusCode).toBe(
      201,
    );
    // ...but the trucker cannot start (or re-open through the load) a thread about a load gone from the board.
    expect(
      (await call(t, 'POST', `/api/loads/${expired.load.id}/chat`, expired.trucker.token)).statusCode,
    ).toBe(404);
  });
});

describe('who may read and write a thread', () => {
  let scene: ChatScene;
  let otherTrucker: TestAccount;
  let otherBroker: TestAccount;
  beforeAll(async () => {
    scene = await createChatScene(t);
    await sent(t, scene.trucker.token, scene.thread.id, 'Private rate talk');
    otherTrucker = await createTrucker(t);
    otherBroker = await createVerifiedBroker(t);
  });

  it('is 404 for another trucker and another broker, on every thread route', async () => {
    const id = scene.thread.id;
    for (const outsider of [otherTrucker, otherBroker]) {
      const calls = [
        call(t, 'GET', `/api/chat/threads/${id}`, outsider.token),
        call(t, 'GET', `/api/chat/threads/${id}/messages`, outsider.token),
        sendMessage(t, outsider.token, id, 'Let me in'),
        call(t, 'POST', `/api/chat/threads/${id}/read`, outsider.token),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
    }
    expect(await storedCount(id)).toBe(1);
  });

  it('lets an admin read the messages but not post (403)', async () => {
    const page = await readMessages(t, admin.token, scene.thread.id);
    expect(page.items.map((m) => m.body)).toEqual(['Private rate talk']);
    const res = await sendMessage(t, admin.token, scene.thread.id, 'Admin here');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', detail: 'Admins can read threads but not post' });
    expect((await call(t, 'POST', `/api/chat/threads/${scene.thread.id}/read`, admin.token)).statusCode).toBe(
      403,
    );
    // A thread that does not exist is still just not found.
    expect((await sendMessage(t, admin.token, randomUUID(), 'x')).statusCode).toBe(404);
  });

  it('is 401 without a token', async () => {
    const id = scene.thread.id;
    for (const [method, url] of [
      ['GET', `/api/chat/threads/${id}`],
      ['GET', `/api/chat/threads/${id}/messages`],
      ['POST', `/api/chat/threads/${id}/messages`],
      ['POST', `/api/chat/threads/${id}/read`],
      ['GET', '/api/chat/unread'],
    ] as const) {
      const res = await call(t, method, url, undefined, method === 'POST' ? { body: 'hi' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('history', () => {
  it('pages back through 70 messages: all of them, in order, no duplicates, null cursor at the start', async () => {
    const scene = await createChatScene(t);
    // Stored directly: 70 sends would run into the rate limit.
    await insertMessages(t, scene.thread, 70);
    const bodies = Array.from({ length: 70 }, (_, i) => `message ${i + 1}`);
    const pages: ChatMessage[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=25${cursor ? `&before=${cursor}` : ''}`;
      const page = await readMessages(t, scene.trucker.token, scene.thread.id, query);
      pages.push(page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([25, 25, 20]);
    // Pages come newest first; each page is oldest first.
    const all = pages.reverse().flat();
    expect(all.map((m) => m.body)).toEqual(bodies);
    expect(new Set(all.map((m) => m.id)).size).toBe(70);

    const newest = await readMessages(t, scene.trucker.token, scene.thread.id);
    expect(newest.items).toHaveLength(30);
    expect(newest.items.at(-1)?.body).toBe('message 70');
  });

  it('pages correctly through messages stored in the same microsecond', async () => {
    const scene = await createChatScene(t);
    await t.db.database.db.execute(sql`
      INSERT INTO chat_messages (thread_id, sender_id, body, created_at)
      SELECT ${scene.thread.id}, ${scene.trucker.userId}, 'same ' || n, '2030-01-01T00:00:00.123456Z'
      FROM generate_series(1, 5) AS n`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await readMessages(
        t,
        scene.broker.token,
        scene.thread.id,
        `?limit=2${cursor ? `&before=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((m) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('refuses a malformed cursor with a 400 naming before', async () => {
    const scene = await createChatScene(t);
    const forged = Buffer.from('2024-02-30T00:00:00.000000Z|00000000-0000-4000-8000-000000000000').toString(
      'base64url',
    );
    for (const before of ['not-a-cursor', 'bm9wZQ', forged, 'x'.repeat(201)]) {
      const res = await call(
        t,
        'GET',
        `/api/chat/threads/${scene.thread.id}/messages?before=${before}`,
        scene.trucker.token,
      );
      expect(res.statusCode, before).toBe(400);
      expect(res.json().errors[0].field).toBe('before');
    }
    const badLimit = await call(
      t,
      'GET',
      `/api/chat/threads/${scene.thread.id}/messages?limit=0`,
      scene.trucker.token,
    );
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().errors[0].field).toBe('limit');
  });
});

describe('unread', () => {
  it('goes up for the recipient only, and back to 0 when they read the thread', async () => {
    const broker = await createVerifiedBroker(t);
    const first = await createChatScene(t, { broker });
    const second = await createChatScene(t, { broker });
    const before = await unreadTotal(t, broker.token);
    expect(before).toBe(0);

    await sent(t, first.trucker.token, first.thread.id, 'One');
    await sent(t, first.trucker.token, first.thread.id, 'Two');
    await sent(t, second.trucker.token, second.thread.id, 'Three');
    expect(await unreadTotal(t, broker.token)).toBe(3);
    expect(await unreadTotal(t, first.trucker.token)).toBe(0);

    const read = await call(t, 'POST', `/api/chat/threads/${first.thread.id}/read`, broker.token);
    expect(read.statusCode).toBe(204);
    expect(read.body).toBe('');
    expect(await unreadTotal(t, broker.token)).toBe(1);

    // Replying marks the thread read for the sender too, and counts for the trucker.
    await sent(t, broker.token, second.thread.id, 'Reply');
    expect(await unreadTotal(t, broker.token)).toBe(0);
    expect(await unreadTotal(t, second.trucker.token)).toBe(1);
    expect(
      (await call(t, 'POST', `/api/chat/threads/${second.thread.id}/read`, second.trucker.token)).statusCode,
    ).toBe(204);
    expect(await unreadTotal(t, second.trucker.token)).toBe(0);

    // New messages after a read count again.
    await sent(t, first.trucker.token, first.thread.id, 'Four');
    expect(await unreadTotal(t, broker.token)).toBe(1);
  });

  it('is for truckers and brokers', async () => {
    expect((await call(t, 'GET', '/api/chat/unread', admin.token)).statusCode).toBe(403);
  });
});
