import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { sweepExpiredLoads } from '../src/modules/loads/index';
import { LOADS_TOPIC } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { bookLoad, createTrucker, eventAbout, follow, insertLoad } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let t: TestApp;
let broker: TestAccount;
let trucker: TestAccount;
const deps = () => ({ db: t.db.database.db, live: t.app.live });

beforeAll(async () => {
  // The sweeper must not run by itself here: expiry has to hold before it does.
  t = await createAuthTestApp({ env: { LOAD_SWEEP_INTERVAL_MS: '3600000' } });
  [broker, trucker] = await Promise.all([createVerifiedBroker(t), createTrucker(t)]);
});
afterAll(async () => t?.close());

const statusOf = async (id: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/broker/loads/${id}`, headers: bearer(broker.token) })
  ).json().status as string;
const onBoard = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/loads?pageSize=50', headers: bearer(trucker.token) }))
    .json()
    .items.some((l: { id: string }) => l.id === id);

describe('load expiry', () => {
  it('hides a load the instant it expires, before the sweeper records it; the sweeper then announces it', async () => {
    const { id } = await insertLoad(t, { brokerId: broker.userId, expiresInSeconds: 1 });
    expect(await onBoard(id)).toBe(true);

    await new Promise((r) => setTimeout(r, 1100));
    expect(await onBoard(id)).toBe(false);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/loads/${id}`,
      headers: bearer(trucker.token),
    });
    expect(detail.statusCode).toBe(404);
    const book = await bookLoad(t, trucker.token, id);
    expect(book.statusCode).toBe(410);
    expect(book.json()).toMatchObject({ code: 'gone', detail: 'This load has expired' });
    expect(await statusOf(id)).toBe('active'); // not swept yet: the query alone hid it

    const admin = await createAdminAccount(t);
    const board = await follow(t, [LOADS_TOPIC]);
    const own = await follow(t, [`user:${broker.userId}`], broker.token);
    const admins = await follow(t, ['admin'], admin.token);
    expect(await sweepExpiredLoads(deps())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('expired');
    expect(await eventAbout(board, LOADS_TOPIC, 'load.removed', id)).toEqual({ id, status: 'expired' });
    expect(await eventAbout(own, `user:${broker.userId}`, 'load.updated', id)).toEqual({
      id,
      status: 'expired',
    });
    expect(await eventAbout(admins, 'admin', 'load.updated', id)).toEqual({ id, status: 'expired' });
    for (const c of [board, own, admins]) c.socket.close();

    // Nothing left to sweep; the expired load stays refused.
    expect(await sweepExpiredLoads(deps())).toBe(0);
    expect((await bookLoad(t, trucker.token, id)).statusCode).toBe(410);
  });

  it('expires every due load exactly once when several processes sweep at once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 250 }, () => insertLoad(t, { brokerId: broker.userId, expiresInSeconds: -1 })),
    );
    const fresh = await insertLoad(t, { brokerId: broker.userId });
    const second = createDatabase(t.db.url, { max: 4 });
    try {
      const counts = await Promise.all([
        sweepExpiredLoads(deps()),
        sweepExpiredLoads({ db: second.db, live: t.app.live }),
      ]);
      expect(counts[0] + counts[1]).toBe(ids.length);
    } finally {
      await second.close();
    }
    expect(await statusOf(ids[0]!.id)).toBe('expired');
    expect(await statusOf(fresh.id)).toBe('active');
  });

  it('runs by itself every LOAD_SWEEP_INTERVAL_MS', async () => {
    const quick = await createAuthTestApp({ db: t.db, env: { LOAD_SWEEP_INTERVAL_MS: '100' } });
    try {
      const { id } = await insertLoad(quick, { brokerId: broker.userId, expiresInSeconds: -1 });
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline && (await statusOf(id)) !== 'expired') {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await statusOf(id)).toBe('expired');
    } finally {
      await quick.app.close();
    }
  });
});
