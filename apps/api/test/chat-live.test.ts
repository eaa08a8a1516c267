import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { call, createChatScene, sent, type ChatScene } from './helpers/chat';
import { connect } from './helpers/live-client';
import { createTrucker } from './helpers/loads';
import type { TestAccount } from './helpers/membership';

let t: TestApp;
let url: string;
let scene: ChatScene;
let stranger: TestAccount;
const sockets: Awaited<ReturnType<typeof connect>>[] = [];

beforeAll(async () => {
  t = await createAuthTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
  scene = await createChatScene(t);
  stranger = await createTrucker(t);
});
afterAll(async () => {
  for (const s of sockets) s.socket.close();
  await t?.close();
});

/** A signed-in tab following its user's own topic. */
async function tab(account: TestAccount) {
  const client = await connect(url);
  sockets.push(client);
  client.send({ type: 'auth', accessToken: account.token });
  client.send({ type: 'subscribe', topics: [`user:${account.userId}`] });
  await client.next((m) => m.type === 'subscribed');
  return client;
}

const eventOf = (type: string) => (m: LiveServerMessage) => m.type === 'event' && m.event.type === type;
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('chat live events', () => {
  it('sends chat.message to every tab of both parties, and to nobody else', async () => {
    const brokerTab1 = await tab(scene.broker);
    const brokerTab2 = await tab(scene.broker);
    const truckerTab = await tab(scene.trucker);
    const strangerTab = await tab(stranger);

    const message = await sent(
      t,
      scene.trucker.token,
      scene.thread.id,
      'Can load at 7am, https://maps.example/x',
    );
    for (const client of [brokerTab1, brokerTab2, truckerTab]) {
      const received = await client.next(eventOf('chat.message'));
      expect(received).toMatchObject({
        event: { type: 'chat.message', data: { threadId: scene.thread.id, message } },
      });
    }
    await settle();
    expect(strangerTab.messages.some((m) => m.type === 'event')).toBe(false);
  });

  it("sends chat.read to the reader's own tabs only", async () => {
    const brokerTab = await tab(scene.broker);
    const truckerTab = await tab(scene.trucker);
    const res = await call(t, 'POST', `/api/chat/threads/${scene.thread.id}/read`, scene.broker.token);
    expect(res.statusCode).toBe(204);
    expect(await brokerTab.next(eventOf('chat.read'))).toMatchObject({
      event: {
        topic: `user:${scene.broker.userId}`,
        data: { threadId: scene.thread.id, userId: scene.broker.userId },
      },
    });
    await settle();
    expect(truckerTab.messages.some(eventOf('chat.read'))).toBe(false);
  });

  it('sends nothing for a refused or repeated send', async () => {
    const truckerTab = await tab(scene.trucker);
    const first = await call(t, 'POST', `/api/chat/threads/${scene.thread.id}/messages`, scene.broker.token, {
      body: 'Confirmed',
      clientId: 'once',
    });
    expect(first.statusCode).toBe(201);
    await truckerTab.next(eventOf('chat.message'));
    const retry = await call(t, 'POST', `/api/chat/threads/${scene.thread.id}/messages`, scene.broker.token, {
      body: 'Confirmed',
      clientId: 'once',
    });
    expect(retry.statusCode).toBe(200);
    const blank = await call(t, 'POST', `/api/chat/threads/${scene.thread.id}/messages`, scene.broker.token, {
      body: '  ',
    });
    expect(blank.statusCode).toBe(400);
    await settle();
    expect(truckerTab.messages.filter(eventOf('chat.message'))).toHaveLength(1);
  });
});
