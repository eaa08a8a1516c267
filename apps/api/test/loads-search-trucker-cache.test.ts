import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../src/db/client';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { searchingTruckers } from '../src/modules/loads/searching-trucker';
import { createTrucker } from './helpers/loads';
import { setLanes } from './helpers/matching';
import type { TestAccount } from './helpers/membership';

// A board search keeps the searching trucker's profile per process until the database announces a
// change of the row (migration 0025's trigger, NOTIFY at commit). Two API processes on one database:
// a change made through either (or by any writer) reaches the other's next searches.

let a: TestApp;
let b: TestApp;
let trucker: TestAccount;

beforeAll(async () => {
  a = await createAuthTestApp();
  b = await createAuthTestApp({ db: { ...a.db, database: createDatabase(a.db.url) } });
  trucker = await createTrucker(a); // home base Fort Worth
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function deadheadOrigin(app: TestApp): Promise<string | null> {
  const res = await app.app.inject({ method: 'GET', url: '/api/loads', headers: bearer(trucker.token) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { deadheadOrigin: { label: string } | null }).deadheadOrigin?.label ?? null;
}

describe('the searching trucker’s profile, kept per process', () => {
  it('is read once and kept: a change the database does not announce is not seen', async () => {
    expect(await deadheadOrigin(b)).toBe('Fort Worth, TX');
    // A write with triggers off (replica mode): no announcement, so process b keeps what it read.
    await a.db.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`UPDATE truckers SET home_base_city = 'Austin', home_base_lat = 30.27, home_base_lng = -97.74
        WHERE user_id = ${trucker.userId}::uuid`);
    });
    expect(await deadheadOrigin(b)).toBe('Fort Worth, TX');
  });

  it('follows a change announced by another process, and any other writer', async () => {
    const put = await a.app.inject({
      method: 'PUT',
      url: '/api/trucker/profile',
      headers: bearer(trucker.token),
      payload: {
        homeBaseCity: 'Houston',
        homeBaseState: 'TX',
        truckTypes: ['Flatbed'],
        maxRadius: 300,
        minRatePerMileCents: 200,
        currentLocation: { place: 'Waco, TX', availableFrom: new Date(Date.now() + 3_600_000).toISOString() },
        lanes: [],
        availability: { days: [0, 1, 2, 3, 4, 5, 6], startMinute: 0, endMinute: 1440 },
        alerts: { threshold: 80, paused: false, quietHours: null, email: 'off' },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    await vi.waitFor(async () => expect(await deadheadOrigin(b)).toBe('Waco, TX'), { timeout: 2_000 });
    await vi.waitFor(async () => expect(await deadheadOrigin(a)).toBe('Waco, TX'), { timeout: 2_000 });
    // Any writer: the trigger announces a plain UPDATE too.
    await a.db.database.db.execute(sql`UPDATE truckers SET current_lat = NULL, current_lng = NULL,
      current_city = NULL, current_state = NULL, current_zip = NULL, current_available_from = NULL
      WHERE user_id = ${trucker.userId}::uuid`);
    await vi.waitFor(async () => expect(await deadheadOrigin(b)).toBe('Houston, TX'), { timeout: 2_000 });
  });

  it('follows a change of the trucker’s lanes (the lanes a best_match search bounds scores with)', async () => {
    const find = await searchingTruckers(b.app.listener);
    const db = b.db.database.db;
    const lanes = async () => (await find(db, trucker.userId))!.lanes.map((l) => l.originState);
    expect(await lanes()).toEqual([]);
    await setLanes(a, trucker.userId, [{ origin: { state: 'OK' }, destination: 'anywhere' }]);
    await vi.waitFor(async () => expect(await lanes()).toEqual(['OK']), { timeout: 2_000 });
    await setLanes(a, trucker.userId, [
      { origin: { place: 'dallas' }, destination: 'anywhere' },
      { origin: { state: 'AR' }, destination: { state: 'TX' } },
    ]);
    await vi.waitFor(async () => expect(await lanes()).toEqual(['TX', 'AR']), { timeout: 2_000 });
    await setLanes(a, trucker.userId, []);
    await vi.waitFor(async () => expect(await lanes()).toEqual([]), { timeout: 2_000 });
  });
});
