import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { batchNotifications } from '../src/db/notify';
import { createTestApp, type TestApp } from './helpers/app';
import { connect } from './helpers/live-client';

// A transaction's NOTIFYs batched into one statement (the booking's live events and wake-ups):
// followers get the same events, in the same order, only when the transaction commits.

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/live`;
});
afterAll(async () => t?.close());

/** The pg_notify statements the app sends from now on, until `stop()`. */
function countNotifyStatements(): { count(): number; stop(): void } {
  const original = pg.Client.prototype.query;
  let n = 0;
  const patched = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as string | { text?: string } | undefined;
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    if (text.includes('pg_notify')) n += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = patched as typeof original;
  return { count: () => n, stop: () => void (pg.Client.prototype.query = original) };
}
let counter: { count(): number; stop(): void } | undefined;
afterEach(() => counter?.stop());

async function follower(topic: string) {
  const client = await connect(url);
  client.send({ type: 'subscribe', topics: [topic] });
  await client.next((m) => m.type === 'subscribed');
  return client;
}

const eventTypes = (client: Awaited<ReturnType<typeof follower>>) =>
  client.messages.flatMap((m) => (m.type === 'event' ? [m.event.type] : []));

describe('batched notifications', () => {
  it('sends a transaction’s events in one statement, in order, on commit', async () => {
    const client = await follower('public');
    counter = countNotifyStatements();
    const live = t.app.live;
    await t.app.database.db.transaction((tx) =>
      batchNotifications(tx, async () => {
        await live.publish('public', 'first', { n: 1 }, tx);
        // A nested batch on the same transaction joins the outer one.
        await batchNotifications(tx, async () => {
          await live.publish('public', 'second', { n: 2 }, tx);
          await live.publish('public', 'third', { n: 3 }, tx);
        });
        await live.publish('public', 'fourth', { n: 4 }, tx);
      }),
    );
    expect(counter.count()).toBe(1);
    counter.stop();

    await client.next((m) => m.type === 'event' && m.event.type === 'fourth');
    expect(eventTypes(client)).toEqual(['first', 'second', 'third', 'fourth']);
    expect(
      client.messages.filter((m) => m.type === 'event').map((m) => m.type === 'event' && m.event.data),
    ).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
    client.socket.close();
  });

  it('sends nothing when the transaction fails', async () => {
    const client = await follower('public');
    const live = t.app.live;
    await expect(
      t.app.database.db.transaction((tx) =>
        batchNotifications(tx, async () => {
          await live.publish('public', 'never', {}, tx);
          await live.publish('public', 'never-either', {}, tx);
          throw new Error('roll back');
        }),
      ),
    ).rejects.toThrow('roll back');
    await live.publish('public', 'marker', {});

    await client.next((m) => m.type === 'event' && m.event.type === 'marker');
    expect(eventTypes(client)).toEqual(['marker']);
    client.socket.close();
  });

  it('publishes at once outside a batch (one statement per event)', async () => {
    const client = await follower('public');
    counter = countNotifyStatements();
    await t.app.database.db.transaction(async (tx) => {
      await t.app.live.publish('public', 'a', {}, tx);
      await t.app.live.publish('public', 'b', {}, tx);
    });
    expect(counter.count()).toBe(2);
    counter.stop();
    await client.next((m) => m.type === 'event' && m.event.type === 'b');
    expect(eventTypes(client)).toEqual(['a', 'b']);
    client.socket.close();
  });
});
