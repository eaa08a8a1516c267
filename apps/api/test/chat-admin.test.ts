import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatThread } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { call, readMessages, sendMessage, sent, startThread } from './helpers/chat';
import { createTrucker, insertLoad } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let admin: TestAccount;
let broker: TestAccount & { companyName: string };

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await createAdminAccount(t);
  broker = await createVerifiedBroker(t, {
    firstName: 'Bea',
    lastName: 'Broker',
    companyName: 'Bluebonnet Freight',
  });
});
afterAll(async () => t?.close());

const loadThreads = (loadId: string, token?: string) =>
  call(t, 'GET', `/api/admin/loads/${loadId}/threads`, token);

async function startedThread(token: string, loadId: string): Promise<ChatThread> {
  const res = await startThread(t, token, loadId);
  if (res.statusCode !== 201) throw new Error(`thread failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

describe('GET /api/admin/loads/:id/threads', () => {
  it("lists every trucker's thread about the load, latest activity first, and the admin reads one", async () => {
    const tom = await createTrucker(t, { firstName: 'Tom', lastName: 'Hauler', companyName: 'Hauler LLC' });
    const ray = await createTrucker(t, { firstName: 'Ray', lastName: 'Rigs', companyName: 'Ray Rigs' });
    const load = await insertLoad(t, { brokerId: broker.userId });
    const otherLoad = await insertLoad(t, { brokerId: broker.userId });
    const tomThread = await startedThread(tom.token, load.id);
    const rayThread = await startedThread(ray.token, load.id);
    await startedThread(tom.token, otherLoad.id);
    const question = await sent(t, tom.token, tomThread.id, 'Is the dock open at 6?');
    const answer = await sent(t, broker.token, tomThread.id, 'Yes, from 5.');

    const res = await loadThreads(load.id, admin.token);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as ChatThread[];
    // Tom's thread has the latest message; Ray's has none. The other load's thread is not listed.
    expect(items.map((thread) => thread.id)).toEqual([tomThread.id, rayThread.id]);
    expect(items[0]).toMatchObject({
      load: { id: load.id, number: load.number },
      trucker: { id: tom.userId, name: 'Tom Hauler', companyName: 'Hauler LLC' },
      broker: { id: broker.userId, name: 'Bea Broker', companyName: 'Bluebonnet Freight' },
      lastMessage: answer,
      lastMessageAt: answer.createdAt,
      unreadCount: 0,
    });
    expect(items[1]).toMatchObject({
      trucker: { id: ray.userId, name: 'Ray Rigs', companyName: 'Ray Rigs' },
      lastMessage: null,
      unreadCount: 0,
    });

    const page = await readMessages(t, admin.token, tomThread.id);
    expect(page.items.map((message) => [message.senderRole, message.body])).toEqual([
      ['trucker', question.body],
      ['broker', answer.body],
    ]);
    const post = await sendMessage(t, admin.token, tomThread.id, 'Admin here');
    expect(post.statusCode).toBe(403);
  });

  it('is an empty list for a load nobody has messaged about', async () => {
    const load = await insertLoad(t, { brokerId: broker.userId });
    const res = await loadThreads(load.id, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
  });

  it("is for admins only: 403 for the load's broker and for a trucker with a thread about it", async () => {
    const trucker = await createTrucker(t);
    const load = await insertLoad(t, { brokerId: broker.userId });
    await startedThread(trucker.token, load.id);
    for (const member of [broker, trucker]) {
      const res = await loadThreads(load.id, member.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await loadThreads(load.id)).statusCode).toBe(401);
  });

  it('is 404 for an unknown load and 400 for an id that is not one', async () => {
    const unknown = await loadThreads(randomUUID(), admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    expect((await loadThreads('not-a-uuid', admin.token)).statusCode).toBe(400);
  });
});
