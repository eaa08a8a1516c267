import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { createTrucker, insertLoad } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import { matchTruckersForLoad } from '../src/modules/matching/index';

let t: TestApp;
let broker: TestAccount;

async function setTrucker(id: string, set: string) {
  await t.db.database.db.execute(sql.raw(`UPDATE truckers SET ${set} WHERE user_id = '${id}'`));
}

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
});
afterAll(async () => {
  await t?.close();
});

describe('matchTruckersForLoad (alerts: one load over all truckers)', () => {
  it('returns the eligible truckers with score and reasons, and honours extraWhere', async () => {
    const flatbed = await createTrucker(t); // Fort Worth
    const stepDeck = await createTrucker(t);
    const hotshot = await createTrucker(t);
    const far = await createTrucker(t, { home: 'denver' });
    await setTrucker(flatbed.userId, `truck_types = '{Flatbed}', min_rate_per_mile_cents = 300`);
    await setTrucker(stepDeck.userId, `truck_types = '{Step Deck}', alert_threshold = 100`);
    await setTrucker(hotshot.userId, `truck_types = '{Hotshot}'`);
    await setTrucker(far.userId, `truck_types = '{Flatbed}'`);
    const load = await insertLoad(t, { brokerId: broker.userId, from: 'dallas', to: 'houston' }); // 375 ¢/mi

    const all = await matchTruckersForLoad(t.db.database.db, load.id);
    const byId = new Map(all.map((m) => [m.truckerId, m]));
    expect(byId.has(flatbed.userId)).toBe(true);
    expect(byId.has(stepDeck.userId)).toBe(true);
    expect(byId.has(hotshot.userId)).toBe(false);
    expect(byId.has(far.userId)).toBe(false);
    const f = byId.get(flatbed.userId)!;
    expect(f.score).toBeGreaterThan(0);
    expect(f.score).toBeLessThanOrEqual(100);
    expect(f.reasons.map((r) => r.text)).toContain('$3.75/mi, above your $3.00 minimum');
    expect(f.reasons.some((r) => /^\d+ mi deadhead$/.test(r.text))).toBe(true);

    const alerting = await matchTruckersForLoad(t.db.database.db, load.id, {
      extraWhere: sql`m."score" >= t.alert_threshold AND NOT t.alerts_paused`,
    });
    expect(alerting.some((m) => m.truckerId === stepDeck.userId)).toBe(false);
  });
});
