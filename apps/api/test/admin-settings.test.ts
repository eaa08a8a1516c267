import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_PLATFORM_SETTINGS, platformSettingsView } from '@haulclub/shared';
import { createDatabase } from '../src/db/client';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';

let a: TestApp;
let b: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  a = await createAuthTestApp();
  // A second API process on the same database: its own pool, LISTEN connection and settings in memory.
  b = await createAuthTestApp({ db: { ...a.db, database: createDatabase(a.db.url) } });
  admin = await createAdminAccount(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const getSettings = (token: string, app = a) =>
  app.app.inject({ method: 'GET', url: '/api/admin/settings', headers: bearer(token) });
const patchSettings = (token: string, payload: Record<string, unknown>, app = a) =>
  app.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: bearer(token), payload });

async function storedRows() {
  const { rows } = await a.db.database.db.execute<{ key: string; value: unknown }>(
    sql`SELECT key, value FROM platform_settings ORDER BY key`,
  );
  return rows;
}

async function settingsAudits() {
  const { rows } = await a.db.database.db.execute<{
    target_id: string;
    actor_user_id: string;
    data: { from: number; to: number };
  }>(sql`SELECT target_id, actor_user_id, data FROM audit_log WHERE action = 'settings.changed' ORDER BY id`);
  return rows;
}

describe('GET /api/admin/settings', () => {
  it('shows every setting at its default before anything changed, with no changes', async () => {
    const res = await getSettings(admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ settings: DEFAULT_PLATFORM_SETTINGS, changes: [] });
  });

  it('is for admins only', async () => {
    const broker = await createVerifiedBroker(a);
    const trucker = await createTrucker(a);
    for (const who of [broker, trucker]) {
      expect((await getSettings(who.token)).statusCode).toBe(403);
      expect((await patchSettings(who.token, { premiumWindowMinutes: 30 })).statusCode).toBe(403);
    }
    expect((await a.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    expect(await storedRows()).toEqual([]);
    expect(a.app.platformSettings.current()).toEqual(DEFAULT_PLATFORM_SETTINGS);
  });
});

describe('PATCH /api/admin/settings', () => {
  it.each([
    [{ premiumWindowMinutes: -1 }, 'premiumWindowMinutes'],
    [{ premiumWindowMinutes: 241 }, 'premiumWindowMinutes'],
    [{ premiumTopPercent: 12.5 }, 'premiumTopPercent'],
    [{ laneRateMinBookings: '7' }, 'laneRateMinBookings'],
    [{ alertDefaultThreshold: null }, 'alertDefaultThreshold'],
    // One bad value refuses the whole change, the good one included.
    [{ laneRateMinBrokers: 4, fairnessBelowMarketPercent: 0 }, 'fairnessBelowMarketPercent'],
  ])('refuses %j with a 400 naming %s, and changes nothing', async (body, field) => {
    const res = await patchSettings(admin.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field }));
    expect(await storedRows()).toEqual([]);
    expect(await settingsAudits()).toEqual([]);
    expect(a.app.platformSettings.current()).toEqual(DEFAULT_PLATFORM_SETTINGS);
  });

  it('refuses an unknown setting and an empty change', async () => {
    const unknown = await patchSettings(admin.token, { premiumWindowMinutes: 20, surgePricing: 3 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toContain('surgePricing');
    expect((await patchSettings(admin.token, {})).statusCode).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it('stores, audits (from → to, by whom) and returns the change with who made it', async () => {
    const res = await patchSettings(admin.token, { premiumWindowMinutes: 20, premiumTopPercent: 10 });
    expect(res.statusCode).toBe(200);
    const view = platformSettingsView.parse(res.json());
    expect(view.settings).toEqual({ ...DEFAULT_PLATFORM_SETTINGS, premiumWindowMinutes: 20 });
    // premiumTopPercent was already 10: not a change, not stored, not audited.
    expect(view.changes).toEqual([
      {
        key: 'premiumWindowMinutes',
        updatedAt: expect.any(String),
        updatedBy: { id: admin.userId, email: admin.email },
      },
    ]);
    expect(await storedRows()).toEqual([{ key: 'premiumWindowMinutes', value: 20 }]);
    expect(await settingsAudits()).toEqual([
      { target_id: 'premiumWindowMinutes', actor_user_id: admin.userId, data: { from: 15, to: 20 } },
    ]);

    const again = await patchSettings(admin.token, { premiumWindowMinutes: 25 });
    expect(again.json().settings.premiumWindowMinutes).toBe(25);
    expect((await settingsAudits()).at(-1)).toMatchObject({ data: { from: 20, to: 25 } });
    expect((await getSettings(admin.token)).json()).toEqual(again.json());
  });

  it('applies in another API process within a moment', async () => {
    expect(b.app.platformSettings.current().laneRateMinBookings).toBe(7);
    const res = await patchSettings(admin.token, { laneRateMinBookings: 9, alertDefaultThreshold: 55 });
    expect(res.statusCode).toBe(200);
    // The other process reloads on the NOTIFY: no request to it is needed.
    await expect
      .poll(() => b.app.platformSettings.current(), { timeout: 2000, interval: 25 })
      .toMatchObject({ laneRateMinBookings: 9, alertDefaultThreshold: 55 });
    // And its own admin API shows the same (tokens verify against the shared database).
    const other = await getSettings(admin.token, b);
    expect(other.json().settings).toMatchObject({ laneRateMinBookings: 9, alertDefaultThreshold: 55 });
  });
});
