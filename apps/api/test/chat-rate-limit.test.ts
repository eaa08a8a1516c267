import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CHAT_RATE_LIMIT } from '@haulclub/shared';
import { createDatabase } from '../src/db/client';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { createChatScene, sendMessage, startThread } from './helpers/chat';
import { insertLoad } from './helpers/loads';

let t: TestApp;
let second: TestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
  // A second API process on the same database: the limit holds across processes.
  second = await createAuthTestApp({ db: { ...t.db, database: createDatabase(t.db.url) } });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('the per-user send rate limit', () => {
  it('refuses the 21st message within the window, across threads, with 429 and Retry-After', async () => {
    const scene = await createChatScene(t);
    const otherLoad = await insertLoad(t, { brokerId: scene.broker.userId });
    const otherThread = (await startThread(t, scene.trucker.token, otherLoad.id)).json();

    for (let i = 1; i <= CHAT_RATE_LIMIT.messages; i++) {
      const threadId = i % 2 ? scene.thread.id : otherThread.id;
      const res = await sendMessage(t, scene.trucker.token, threadId, `message ${i}`, `key-${i}`);
      expect(res.statusCode, `message ${i}`).toBe(201);
    }
    const refused = await sendMessage(t, scene.trucker.token, scene.thread.id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(CHAT_RATE_LIMIT.windowSeconds);

    // Through the other process too.
    expect((await sendMessage(second, scene.trucker.token, otherThread.id, 'elsewhere')).statusCode).toBe(
      429,
    );
    // A retry of a message that went through is still answered with that message.
    const retry = await sendMessage(t, scene.trucker.token, scene.thread.id, 'message 1', 'key-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().body).toBe('message 1');
    // The other party is not limited by the trucker's sending.
    expect((await sendMessage(t, scene.broker.token, scene.thread.id, 'Slow down')).statusCode).toBe(201);
  });

  it('lets the sender go on once the window has passed', async () => {
    const scene = await createChatScene(t);
    for (let i = 1; i <= CHAT_RATE_LIMIT.messages; i++) {
      expect((await sendMessage(t, scene.trucker.token, scene.thread.id, `m${i}`)).statusCode).toBe(201);
    }
    expect((await sendMessage(t, scene.trucker.token, scene.thread.id, 'blocked')).statusCode).toBe(429);
    // Age the messages past the window instead of waiting a minute.
    await t.db.database.db.execute(sql`
      UPDATE chat_messages SET created_at = created_at - make_interval(secs => ${CHAT_RATE_LIMIT.windowSeconds})
      WHERE sender_id = ${scene.trucker.userId}`);
    expect((await sendMessage(t, scene.trucker.token, scene.thread.id, 'back again')).statusCode).toBe(201);
  });

  it('holds under concurrent sends from two processes: exactly the limit gets through', async () => {
    const scene = await createChatScene(t);
    const attempts = CHAT_RATE_LIMIT.messages + 10;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        sendMessage(i % 2 ? second : t, scene.trucker.token, scene.thread.id, `burst ${i}`),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(CHAT_RATE_LIMIT.messages);
    expect(codes.filter((c) => c === 429)).toHaveLength(attempts - CHAT_RATE_LIMIT.messages);
    const stored = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE sender_id = ${scene.trucker.userId}`,
    );
    expect(stored.rows[0]!.n).toBe(CHAT_RATE_LIMIT.messages);
  });
});
