import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { createTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import { connect } from './helpers/live-client';

let shared: TestDatabase;
let processA: TestApp;
let processB: TestApp;
let urlB: string;

beforeAll(async () => {
  shared = await createTestDatabase();
  // Two API "processes": separate apps, separate pools and LISTEN connections, one database.
  processA = await createTestApp({ db: { ...shared, database: createDatabase(shared.url) } });
  processB = await createTestApp({ db: { ...shared, database: createDatabase(shared.url) } });
  await processB.app.listen({ port: 0, host: '127.0.0.1' });
  urlB = `ws://127.0.0.1:${(processB.app.server.address() as AddressInfo).port}/api/live`;
});

afterAll(async () => {
  await processA?.close();
  await processB?.close();
  await shared?.drop();
});

describe('live events across processes', () => {
  it('delivers an event published by one process to a WebSocket client of another', async () => {
    const client = await connect(urlB);
    await client.next((m) => m.type === 'welcome');
    client.send({ type: 'subscribe', topics: ['loads'] });
    await client.next((m) => m.type === 'subscribed');

    await processA.app.live.publish('loads', 'load.posted', { id: 'L-1' });
    const got = await client.next((m) => m.type === 'event');
    expect(got).toMatchObject({
      type: 'event',
      event: { topic: 'loads', type: 'load.posted', data: { id: 'L-1' } },
    });
    client.socket.close();
  });

  it('does not deliver topics the client did not follow, nor events of a rolled-back transaction', async () => {
    const client = await connect(urlB);
    client.send({ type: 'subscribe', topics: ['public'] });
    await client.next((m) => m.type === 'subscribed');

    await processA.app.live.publish('futures', 'future.created', { id: 'F-1' });
    await processA.app.database.db
      .transaction(async (tx) => {
        await processA.app.live.publish('public', 'never', {}, tx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await processA.app.live.publish('public', 'marker', { n: 1 });

    const marker = await client.next((m) => m.type === 'event');
    expect(marker).toMatchObject({ event: { type: 'marker' } });
    expect(client.messages.filter((m) => m.type === 'event')).toHaveLength(1);
    client.socket.close();
  });

  it('refuses private topics and malformed messages', async () => {
    const client = await connect(urlB);
    client.send({ type: 'subscribe', topics: ['user:someone-else'] });
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'forbidden_topic' });
    client.messages.length = 0;
    client.socket.send('not json');
    expect(await client.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_message' });
    client.send({ type: 'ping' });
    expect(await client.next((m) => m.type === 'pong')).toEqual({ type: 'pong' });
    client.socket.close();
  });

  it('delivers a dev-mailbox event when mail is sent (demo mode)', async () => {
    const client = await connect(urlB);
    client.send({ type: 'subscribe', topics: ['dev-mailbox'] });
    await client.next((m) => m.type === 'subscribed');
    const queued = await processA.app.mail.enqueue({ to: 'x@example.com', subject: 's', text: 't' });
    await processA.app.mail.flush();
    const got = await client.next(
      (m) =>
        m.type === 'event' && m.event.data !== null && (m.event.data as { id?: string }).id === queued.id,
    );
    expect(got).toMatchObject({ event: { topic: 'dev-mailbox', type: 'mail.sent' } });
    client.socket.close();
  });
});
