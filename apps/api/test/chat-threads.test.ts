import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ChatThread } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import {
  call,
  createChatScene,
  createTruckerWithoutProfile,
  insertBooking,
  listThreads,
  sent,
  startThread,
} from './helpers/chat';
import { createTrucker, insertLoad } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let broker: TestAccount & { companyName: string };
let admin: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t, {
    firstName: 'Bea',
    lastName: 'Broker',
    companyName: 'Bluebonnet Freight',
  });
  admin = await createAdminAccount(t);
});
afterAll(async () => t?.close());

describe('POST /api/loads/:id/chat', () => {
  it('creates the thread once (201), then returns the same one (200), with the load and both parties', async () => {
    const trucker = await createTrucker(t, {
      firstName: 'Tom',
      lastName: 'Hauler',
      companyName: 'Hauler LLC',
    });
    const load = await insertLoad(t, {
      brokerId: broker.userId,
      from: 'dallas',
      to: 'houston',
      rateCents: 90_000,
    });

    const first = await startThread(t, trucker.token, load.id);
    expect(first.statusCode).toBe(201);
    const thread = first.json() as ChatThread;
    expect(thread).toMatchObject({
      load: {
        id: load.id,
        number: load.number,
        status: 'active',
        pickup: { city: 'Dallas', state: 'TX' },
        delivery: { city: 'Houston', state: 'TX' },
        equipment: 'Flatbed',
        rateCents: 90_000,
        miles: 240,
        bookable: true,
        bookedByTrucker: false,
      },
      trucker: { id: trucker.userId, name: 'Tom Hauler', companyName: 'Hauler LLC' },
      broker: { id: broker.userId, name: 'Bea Broker', companyName: 'Bluebonnet Freight' },
      lastMessage: null,
      unreadCount: 0,
      lastMessageAt: null,
    });

    const again = await startThread(t, trucker.token, load.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(thread.id);
  });

  it('makes one thread when the same trucker starts it many times at once', async () => {
    const trucker = await createTrucker(t);
    const load = await insertLoad(t, { brokerId: broker.userId });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => startThread(t, trucker.token, load.id)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1);
  });

  it('gives each trucker their own thread about the same load', async () => {
    const load = await insertLoad(t, { brokerId: broker.userId });
    const a = await startThread(t, (await createTrucker(t)).token, load.id);
    const b = await startThread(t, (await createTrucker(t)).token, load.id);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
  });

  it('is 404 for a load that has expired (by the clock), was cancelled, was booked by another, or does not exist', async () => {
    const trucker = await createTrucker(t);
    const expired = await insertLoad(t, { brokerId: broker.userId, expiresInSeconds: -10 });
    const sweptExpired = await insertLoad(t, {
      brokerId: broker.userId,
      status: 'expired',
      expiresInSeconds: -10,
    });
    const bookedByOther = await insertLoad(t, { brokerId: broker.userId });
    await insertBooking(t, bookedByOther.id, (await createTrucker(t)).userId);
    const cancelled = await insertLoad(t, { brokerId: broker.userId });
    await t.db.database.db.execute(
      sql`UPDATE loads SET status = 'cancelled', cancelled_at = now() WHERE id = ${cancelled.id}`,
    );

    for (const id of [expired.id, sweptExpired.id, bookedByOther.id, cancelled.id, randomUUID()]) {
      const res = await startThread(t, trucker.token, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('still opens the thread of a load this trucker booked, after it left the board', async () => {
    const trucker = await createTrucker(t);
    const load = await insertLoad(t, { brokerId: broker.userId, expiresInSeconds: -10 });
    await insertBooking(t, load.id, trucker.userId);
    const res = await startThread(t, trucker.token, load.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().load).toMatchObject({ status: 'booked', bookable: false, bookedByTrucker: true });
  });

  it('is only for onboarded truckers', async () => {
    const load = await insertLoad(t, { brokerId: broker.userId });
    const unboarded = await createTruckerWithoutProfile(t);
    const res = await startThread(t, unboarded.token, load.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'onboarding_required', detail: 'Complete onboarding first' });

    expect((await startThread(t, broker.token, load.id)).statusCode).toBe(403);
    expect((await startThread(t, admin.token, load.id)).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/loads/${load.id}/chat`)).statusCode).toBe(401);
    // The onboarding gate answers before the input is looked at; an onboarded trucker gets the 400.
    expect((await startThread(t, unboarded.token, 'not-a-uuid')).statusCode).toBe(403);
    expect((await startThread(t, (await createTrucker(t)).token, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET /api/chat/threads', () => {
  it("lists each side's own threads, latest activity first, with the last message and the viewer's unread count", async () => {
    const otherBroker = await createVerifiedBroker(t);
    const trucker = await createTrucker(t);
    const loadA = await insertLoad(t, { brokerId: otherBroker.userId });
    const loadB = await insertLoad(t, { brokerId: otherBroker.userId });
    const a = (await startThread(t, trucker.token, loadA.id)).json() as ChatThread;
    const b = (await startThread(t, trucker.token, loadB.id)).json() as ChatThread;
    // b was created last; a message in a makes a the latest again.
    expect((await listThreads(t, trucker.token)).map((x) => x.id)).toEqual([b.id, a.id]);
    const message = await sent(t, otherBroker.token, a.id, 'Can you pick up at 6?');

    const truckerView = await listThreads(t, trucker.token);
    expect(truckerView.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(truckerView[0]).toMatchObject({ lastMessage: message, unreadCount: 1 });
    expect(truckerView[0]!.lastMessageAt).toBe(message.createdAt);
    expect(truckerView[1]).toMatchObject({ lastMessage: null, unreadCount: 0 });

    const brokerView = await listThreads(t, otherBroker.token);
    expect(brokerView.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(brokerView[0]).toMatchObject({ unreadCount: 0, lastMessage: { senderRole: 'broker' } });

    // Nobody else sees them.
    const stranger = await createTrucker(t);
    expect(await listThreads(t, stranger.token)).toEqual([]);
    expect((await listThreads(t, broker.token)).map((x) => x.id)).not.toContain(a.id);
  });

  it('shows the load as no longer bookable once it expires, and booked by the trucker once booked', async () => {
    const { trucker, load, thread } = await createChatScene(t, { broker, load: { expiresInSeconds: 1 } });
    await t.db.database.db.execute(
      sql`UPDATE loads SET expires_at = now() - interval '1 second' WHERE id = ${load.id}`,
    );
    let listed = (await listThreads(t, trucker.token)).find((x) => x.id === thread.id);
    expect(listed?.load).toMatchObject({ status: 'active', bookable: false, bookedByTrucker: false });

    await insertBooking(t, load.id, trucker.userId);
    listed = (await listThreads(t, trucker.token)).find((x) => x.id === thread.id);
    expect(listed?.load).toMatchObject({ status: 'booked', bookable: false, bookedByTrucker: true });
  });

  it('is for truckers and brokers only', async () => {
    expect((await call(t, 'GET', '/api/chat/threads', admin.token)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/chat/threads')).statusCode).toBe(401);
  });
});

describe('GET /api/chat/threads/:id', () => {
  it('is readable by its trucker, its broker and admins; 404 for another trucker and another broker', async () => {
    const { trucker, thread } = await createChatScene(t, { broker });
    for (const reader of [trucker, broker, admin]) {
      const res = await call(t, 'GET', `/api/chat/threads/${thread.id}`, reader.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(thread.id);
    }
    for (const outsider of [await createTrucker(t), await createVerifiedBroker(t)]) {
      const res = await call(t, 'GET', `/api/chat/threads/${thread.id}`, outsider.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await call(t, 'GET', `/api/chat/threads/${thread.id}`)).statusCode).toBe(401);
  });

  it("counts unread messages from the viewer's side (admins see 0)", async () => {
    const { trucker, thread } = await createChatScene(t, { broker });
    await sent(t, trucker.token, thread.id, 'Hi');
    await sent(t, trucker.token, thread.id, 'Still available?');
    const unread = async (token: string) =>
      (await call(t, 'GET', `/api/chat/threads/${thread.id}`, token)).json().unreadCount;
    expect(await unread(broker.token)).toBe(2);
    expect(await unread(trucker.token)).toBe(0);
    expect(await unread(admin.token)).toBe(0);
  });
});
