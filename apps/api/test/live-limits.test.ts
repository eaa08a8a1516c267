import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { createAuthTestApp, createConfirmedUser } from './helpers/auth';
import { connect } from './helpers/live-client';

type Client = Awaited<ReturnType<typeof connect>>;

const PER_IP = 5;
const PER_USER = 2;

let t: TestApp;
let url: string;
let tokenA: string;
let tokenB: string;
const open: Client[] = [];

beforeAll(async () => {
  // Messages per second keep their default (20); the connection caps are lowered to keep the test small.
  t = await createAuthTestApp({
    env: { LIVE_MAX_CONNECTIONS_PER_IP: String(PER_IP), LIVE_MAX_CONNECTIONS_PER_USER: String(PER_USER) },
  });
  tokenA = (await createConfirmedUser(t.app, { role: 'broker' })).accessToken;
  tokenB = (await createConfirmedUser(t.app, { role: 'broker' })).accessToken;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
});
afterEach(async () => {
  for (const c of open.splice(0)) {
    c.socket.close();
    await c.closed;
  }
  // The server sees a close a moment after the client does; let it release the slots before the next test.
  await new Promise((r) => setTimeout(r, 100));
});
afterAll(async () => t?.close());

async function client(): Promise<Client> {
  const c = await connect(url);
  open.push(c);
  return c;
}

/** Resolves to 'welcome' when the server greets the connection, or to its close code when it refuses it. */
async function greeting(c: Client): Promise<'welcome' | { code: number; reason: string }> {
  return Promise.race([c.next((m) => m.type === 'welcome').then(() => 'welcome' as const), c.closed]);
}

async function signedIn(
  c: Client,
  token: string,
): Promise<'authenticated' | { code: number; reason: string }> {
  c.send({ type: 'auth', accessToken: token });
  return Promise.race([
    c.next((m) => m.type === 'authenticated').then(() => 'authenticated' as const),
    c.closed,
  ]);
}

/** A slot freed by a close is released as the server sees the close, which may trail the client's by a moment. */
async function eventually<T>(attempt: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const value = await attempt();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('/api/live limits', () => {
  it('answer 20 messages a second, and keep doing so a second later', async () => {
    const c = await client();
    await greeting(c);
    for (let i = 0; i < 20; i++) c.send({ type: 'ping' });
    await expect.poll(() => c.messages.filter((m) => m.type === 'pong').length).toBe(20);
    await new Promise((r) => setTimeout(r, 1050));
    for (let i = 0; i < 20; i++) c.send({ type: 'ping' });
    await expect.poll(() => c.messages.filter((m) => m.type === 'pong').length).toBe(40);
    expect(c.socket.readyState).toBe(c.socket.OPEN);
  });

  it('close a connection that floods more than 20 messages in a second with 1008', async () => {
    const c = await client();
    await greeting(c);
    for (let i = 0; i < 100; i++) c.send({ type: 'ping' });
    const stillOpen = new Promise((r) => setTimeout(() => r('still open after 5 s'), 5000));
    expect(await Promise.race([c.closed, stillOpen])).toEqual({ code: 1008, reason: 'Too many messages' });
    expect(c.messages.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(20);
  });

  it('refuse one connection more than the cap per IP with 1008, and take a new one once a slot is free', async () => {
    const clients: Client[] = [];
    for (let i = 0; i < PER_IP; i++) {
      const c = await client();
      expect(await greeting(c)).toBe('welcome');
      clients.push(c);
    }
    const refused = await client();
    expect(await greeting(refused)).toEqual({
      code: 1008,
      reason: 'Too many live connections from this address',
    });

    clients[0]?.socket.close();
    await clients[0]?.closed;
    const again = await eventually(
      async () => {
        const c = await client();
        return { c, greeting: await greeting(c) };
      },
      (r) => r.greeting === 'welcome',
    );
    expect(again.greeting).toBe('welcome');
  });

  it('close one connection more than the cap per user with 1008 once it signs in; closing or signing out frees a slot', async () => {
    const [a1, a2, a3, b] = [await client(), await client(), await client(), await client()];
    expect(await signedIn(a1, tokenA)).toBe('authenticated');
    expect(await signedIn(a2, tokenA)).toBe('authenticated');
    expect(await signedIn(a3, tokenA)).toEqual({
      code: 1008,
      reason: 'Too many live connections for this account',
    });
    // Another user on the same address is unaffected.
    expect(await signedIn(b, tokenB)).toBe('authenticated');

    a1.socket.close();
    await a1.closed;
    const a4 = await eventually(
      async () => {
        const c = await client();
        return { c, result: await signedIn(c, tokenA) };
      },
      (r) => r.result === 'authenticated',
    );
    expect(a4.result).toBe('authenticated');

    // Signing out of a connection frees its user slot too; the connection stays open, anonymous.
    a2.send({ type: 'auth', accessToken: null });
    await a2.next((m) => m.type === 'authenticated' && m.userId === null);
    const a5 = await client();
    expect(await signedIn(a5, tokenA)).toBe('authenticated');
    expect(a2.socket.readyState).toBe(a2.socket.OPEN);
  });
});
