import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { createAuthTestApp, bearer, createConfirmedUser, usersOfEveryRole } from './helpers/auth';
import type { TestApp } from './helpers/app';
import { connect } from './helpers/live-client';

let a: TestApp;
let b: TestApp;
let urlB: string;
let tokens: Awaited<ReturnType<typeof usersOfEveryRole>>['tokens'];
let ids: Awaited<ReturnType<typeof usersOfEveryRole>>['ids'];

beforeAll(async () => {
  a = await createAuthTestApp();
  // A second API process on the same database, with its own pool, listener and session cache.
  b = await createAuthTestApp({ db: { ...a.db, database: createDatabase(a.db.url) } });
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = `ws://127.0.0.1:${(b.app.server.address() as AddressInfo).port}/api/live`;
  ({ tokens, ids } = await usersOfEveryRole(a));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('private live topics', () => {
  it('refuses admin and user topics to an anonymous connection and to other users', async () => {
    const client = await connect(urlB);
    client.send({ type: 'subscribe', topics: ['admin'] });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'forbidden_topic' });

    client.send({ type: 'auth', accessToken: tokens.broker });
    await client.next((m) => m.type === 'authenticated');
    client.send({ type: 'subscribe', topics: [`user:${ids.trucker}`] });
    await client.next((m) => m.type === 'error' && m.message.includes(`user:${ids.trucker}`));
    client.send({ type: 'subscribe', topics: ['admin'] });
    await client.next((m) => m.type === 'error' && m.message.includes('admin'));
    client.socket.close();
  });

  it('delivers admin events to a signed-in admin and a user topic to its owner, across processes', async () => {
    const admin = await connect(urlB);
    admin.send({ type: 'auth', accessToken: tokens.admin });
    admin.send({ type: 'subscribe', topics: ['admin'] });
    await admin.next((m) => m.type === 'subscribed');
    const owner = await connect(urlB);
    owner.send({ type: 'auth', accessToken: tokens.broker });
    owner.send({ type: 'subscribe', topics: [`user:${ids.broker}`] });
    await owner.next((m) => m.type === 'subscribed');

    await a.app.live.publish('admin', 'application.created', { id: 'A-1' });
    await a.app.live.publish(`user:${ids.broker}`, 'broker.status', { id: 'A-1' });
    expect(await admin.next((m) => m.type === 'event')).toMatchObject({
      event: { type: 'application.created' },
    });
    expect(await owner.next((m) => m.type === 'event')).toMatchObject({ event: { type: 'broker.status' } });
    admin.socket.close();
    owner.socket.close();
  });
});

describe('suspension across processes', () => {
  it('locks the user out of another process at once, although its session cache lasts 5 s', async () => {
    const victim = await createConfirmedUser(a.app, { role: 'broker' });
    // Warm process B's session cache with the victim's live session.
    expect(
      (await b.app.inject({ method: 'GET', url: '/api/me', headers: bearer(victim.accessToken) })).statusCode,
    ).toBe(200);
    const live = await connect(urlB);
    live.send({ type: 'auth', accessToken: victim.accessToken });
    live.send({ type: 'subscribe', topics: [`user:${victim.id}`] });
    await live.next((m) => m.type === 'subscribed');

    const res = await a.app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.id}/suspend`,
      headers: bearer(tokens.admin),
      payload: { reason: 'Stolen MC number' },
    });
    expect(res.statusCode).toBe(200);

    // The NOTIFY arrives in milliseconds; well under the 5 s cache lifetime.
    const deadline = Date.now() + 1500;
    let status = 200;
    while (Date.now() < deadline) {
      status = (await b.app.inject({ method: 'GET', url: '/api/me', headers: bearer(victim.accessToken) }))
        .statusCode;
      if (status === 401) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe(401);

    // Private events stop too.
    await a.app.live.publish(`user:${victim.id}`, 'broker.status', { id: 'after-suspension' });
    await new Promise((r) => setTimeout(r, 300));
    expect(live.messages.some((m) => m.type === 'event')).toBe(false);
    live.socket.close();
  });
});
