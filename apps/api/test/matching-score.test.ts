import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_FACTORS, MATCH_WEIGHTS } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { createTrucker, insertLoad, type PlaceKey } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import {
  hoursFromNow,
  matchOf,
  matchRow,
  setLanes,
  setProfile,
  shapeLoad,
  type ProfileSettings,
} from './helpers/matching';
import type { EquipmentType } from '@haulclub/shared';

let t: TestApp;
let broker: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
});
afterAll(async () => {
  await t?.close();
});

/** A trucker homed in Fort Worth with the given profile (Flatbed, 400 mi, always available by default). */
async function trucker(settings: ProfileSettings = {}, home: PlaceKey = 'fortWorth') {
  const account = await createTrucker(t, { home });
  await setProfile(t, account.userId, { truckTypes: ['Flatbed'], ...settings });
  return account.userId;
}

async function load(
  o: { from?: PlaceKey; to?: PlaceKey; equipment?: EquipmentType; rateCents?: number } = {},
) {
  return (
    await insertLoad(t, { brokerId: broker.userId, from: o.from ?? 'dallas', to: o.to ?? 'houston', ...o })
  ).id;
}

describe('weights', () => {
  it('add up to 100 and a perfect pair scores 100', async () => {
    expect(MATCH_FACTORS.reduce((s, f) => s + MATCH_WEIGHTS[f], 0)).toBe(100);
    const id = await trucker({ minRatePerMileCents: 100 }, 'dallas');
    await setLanes(t, id, [{ origin: { place: 'dallas' }, destination: { place: 'houston' } }]);
    const l = await load({ rateCents: 90_000 }); // 375 ¢/mi, ≥ 120% of the minimum
    await shapeLoad(t, l, {
      weightLbs: 10_000,
      lengthFt: 30,
      pickupWindowStart: hoursFromNow(0.5),
      pickupWindowEnd: hoursFromNow(3),
    });
    const m = await matchOf(t, id, l);
    expect(m.eligible).toBe(true);
    expect(m.factors).toEqual({ deadhead: 1, rate: 1, lane: 1, timing: 1, fit: 1 });
    expect(m.score).toBe(100);
    expect(m.reasons.map((r) => r.text)).toEqual(
      expect.arrayContaining([
        'on your Dallas, TX → Houston, TX lane',
        '0 mi deadhead',
        '$3.75/mi, above your $1.00 minimum',
        'pickup in 30 min',
        '10,000 lbs, 30 ft fits a Flatbed',
      ]),
    );
  });
});

describe('hard filters', () => {
  it('equipment: only trucks the shared catalogue lets haul the load', async () => {
    const cases: [string[], EquipmentType, boolean][] = [
      [['Lowboy'], 'RGN', true],
      [['Lowboy'], 'Flatbed', false],
      [['Refrigerated'], 'Dry Van', true],
      [['Refrigerated'], 'Reefer', true],
      [['Refrigerated'], 'Flatbed', false],
      [['Dry Van'], 'Reefer', false],
      [['Step Deck'], 'Flatbed', true],
      [['Hotshot', 'Dry Van'], 'Dry Van', true],
      [['Tanker'], 'Dry Van', false],
    ];
    for (const [types, equipment, ok] of cases) {
      const id = await trucker({ truckTypes: types });
      const m = await matchOf(t, id, await load({ equipment }));
      expect({ types, equipment, eligible: m.eligible }).toEqual({ types, equipment, eligible: ok });
      if (!ok) {
        expect(m.score).toBe(0);
        expect(m.factors).toEqual({ deadhead: 0, rate: 0, lane: 0, timing: 0, fit: 0 });
        expect(m.reasons[0]).toEqual({
          factor: 'equipment',
          text: `Your ${types.join(' or ')} can't haul ${equipment}`,
          tone: 'bad',
        });
      }
    }
    const hotshot = await trucker({ truckTypes: ['Hotshot'] });
    expect((await matchOf(t, hotshot, await load({ equipment: 'Step Deck' }))).reasons[0]?.text).toBe(
      "Your Hotshot can't haul Step Deck",
    );
  });

  it('radius: deadhead road miles from the home base within the max radius', async () => {
    const id = await trucker({ maxRadius: 100 }); // Fort Worth
    const near = await matchOf(t, id, await load({ from: 'dallas' }));
    expect(near.eligible).toBe(true);
    const far = await matchOf(t, id, await load({ from: 'houston' }));
    expect(far.eligible).toBe(false);
    expect(far.reasons[0]?.factor).toBe('radius');
    expect(far.reasons[0]?.text).toMatch(/^\d{3} mi deadhead, beyond your 100 mi radius$/);
  });

  it('radius: from the current location when one is set', async () => {
    const id = await trucker({ maxRadius: 100, current: { at: 'houston', from: hoursFromNow(-1) } });
    expect((await matchOf(t, id, await load({ from: 'houston' }))).eligible).toBe(true);
    expect((await matchOf(t, id, await load({ from: 'dallas' }))).eligible).toBe(false);
    const row = await matchRow(t, id, await load({ from: 'houston' }));
    expect(row.fromCurrent).toBe(true);
    expect(row.deadheadMiles).toBe(0);
  });

  it('a trucker without a truck type or a located origin gets no match at all', async () => {
    const noType = await trucker({ truckTypes: [] });
    const row = await matchRow(t, noType, await load());
    expect(row.profileReady).toBe(false);
    expect(row.eligible).toBe(false);
    const homeless = await trucker({}, 'fortWorth');
    await t.db.database.db.execute(
      (await import('drizzle-orm'))
        .sql`UPDATE truckers SET home_base_lat = NULL, home_base_lng = NULL WHERE user_id = ${homeless}::uuid`,
    );
    expect((await matchRow(t, homeless, await load())).profileReady).toBe(false);
  });

  describe('availability in the trucker’s time zone', () => {
    // Monday 30 November 2026; Chicago is UTC−6, New York UTC−5 then.
    const utc = (d: string) => new Date(d);
    const weekdays = {
      availableDays: [1, 2, 3, 4, 5],
      availableStartMinute: 8 * 60,
      availableEndMinute: 17 * 60,
    };

    async function eligibleFor(settings: ProfileSettings, start: string, end: string) {
      const id = await trucker({ ...weekdays, ...settings });
      const l = await load();
      await shapeLoad(t, l, { pickupWindowStart: utc(start), pickupWindowEnd: utc(end) });
      return matchOf(t, id, l);
    }

    it('a weekday pickup in hours is eligible; a Saturday or an evening one is not', async () => {
      const zone = { timeZone: 'America/Chicago' };
      // Monday 10:00–12:00 Chicago.
      expect((await eligibleFor(zone, '2026-11-30T16:00:00Z', '2026-11-30T18:00:00Z')).eligible).toBe(true);
      // Saturday 10:00–12:00 Chicago.
      const saturday = await eligibleFor(zone, '2026-11-28T16:00:00Z', '2026-11-28T18:00:00Z');
      expect(saturday.eligible).toBe(false);
      expect(saturday.reasons[0]).toEqual({
        factor: 'availability',
        text: 'Pickup is outside your available days and hours',
        tone: 'bad',
      });
      // Monday 18:00–19:00 Chicago.
      expect((await eligibleFor(zone, '2026-12-01T00:00:00Z', '2026-12-01T01:00:00Z')).eligible).toBe(false);
      // Saturday 10:00 to Monday 08:30 Chicago: meets Monday morning.
      expect((await eligibleFor(zone, '2026-11-28T16:00:00Z', '2026-11-30T14:30:00Z')).eligible).toBe(true);
      // Monday 17:00 exactly is outside [08:00, 17:00).
      expect((await eligibleFor(zone, '2026-11-30T23:00:00Z', '2026-11-30T23:30:00Z')).eligible).toBe(false);
    });

    it('reads the hours in the trucker’s own zone', async () => {
      // Monday 13:00–13:30 UTC is 07:00 in Chicago but 08:00 in New York.
      const start = '2026-11-30T13:00:00Z';
      const end = '2026-11-30T13:30:00Z';
      expect((await eligibleFor({ timeZone: 'America/Chicago' }, start, end)).eligible).toBe(false);
      expect((await eligibleFor({ timeZone: 'America/New_York' }, start, end)).eligible).toBe(true);
    });
  });

  it('the pickup window must end at or after the truck is free at its current location', async () => {
    const l = await load({ from: 'dallas' });
    await shapeLoad(t, l, { pickupWindowStart: hoursFromNow(2), pickupWindowEnd: hoursFromNow(4) });
    const late = await trucker({ current: { at: 'dallas', from: hoursFromNow(5) } });
    const m = await matchOf(t, late, l);
    expect(m.eligible).toBe(false);
    expect(m.reasons[0]?.text).toBe('Pickup closes before your truck is free');
    const inTime = await trucker({ current: { at: 'dallas', from: hoursFromNow(3) } });
    const ok = await matchOf(t, inTime, l);
    expect(ok.eligible).toBe(true);
    expect(ok.reasons.some((r) => r.text === "pickup open when you're free")).toBe(true);
  });
});

describe('factors move the score the right way', () => {
  it('deadhead: a nearer pickup scores higher', async () => {
    const id = await trucker({ maxRadius: 600 });
    const near = await matchOf(t, id, await load({ from: 'dallas' }));
    const far = await matchOf(t, id, await load({ from: 'houston' }));
    expect(near.factors.deadhead).toBeGreaterThan(far.factors.deadhead);
    expect(near.score).toBeGreaterThan(far.score);
  });

  it('rate: more per mile against the minimum scores higher; below it says so', async () => {
    const id = await trucker({ minRatePerMileCents: 300 });
    const cheap = await load({ rateCents: 60_000 }); // 250 ¢/mi
    const mid = await load({ rateCents: 72_000 }); // 300
    const rich = await load({ rateCents: 86_400 }); // 360
    const [a, b, c] = [await matchOf(t, id, cheap), await matchOf(t, id, mid), await matchOf(t, id, rich)];
    expect(a.factors.rate).toBeLessThan(b.factors.rate);
    expect(b.factors.rate).toBeCloseTo(0.6);
    expect(c.factors.rate).toBe(1);
    expect(a.score).toBeLessThan(b.score);
    expect(b.score).toBeLessThan(c.score);
    expect(a.reasons.find((r) => r.factor === 'rate')).toEqual({
      factor: 'rate',
      text: '$2.50/mi, below your $3.00 minimum',
      tone: 'bad',
    });
    expect(b.reasons.find((r) => r.factor === 'rate')?.text).toBe('$3.00/mi, at your $3.00 minimum');
  });

  it('lane: both ends of a lane > one end > none; states and anywhere fit too', async () => {
    const l = await load({ from: 'dallas', to: 'houston' });
    const lanes = async (spec: Parameters<typeof setLanes>[2]) => {
      const id = await trucker();
      await setLanes(t, id, spec);
      return matchOf(t, id, l);
    };
    const both = await lanes([
      { origin: { place: 'denver' }, destination: { place: 'austin' } },
      { origin: { place: 'fortWorth' }, destination: { place: 'houston' } }, // Fort Worth is within 50 mi of Dallas
    ]);
    const stateWide = await lanes([{ origin: { state: 'TX' }, destination: 'anywhere' }]);
    const one = await lanes([{ origin: { place: 'dallas' }, destination: { place: 'denver' } }]);
    const none = await lanes([{ origin: { state: 'OK' }, destination: { place: 'denver' } }]);
    const unset = await lanes([]);
    expect(both.factors.lane).toBe(1);
    expect(both.reasons).toContainEqual({
      factor: 'lane',
      text: 'on your Fort Worth, TX → Houston, TX lane',
      tone: 'good',
    });
    expect(stateWide.factors.lane).toBe(1);
    expect(stateWide.reasons.some((r) => r.text === 'on your TX → anywhere lane')).toBe(true);
    expect(one.factors.lane).toBe(0.5);
    expect(one.reasons.some((r) => r.text === 'pickup fits your Dallas, TX → Denver, CO lane')).toBe(true);
    expect(none.factors.lane).toBe(0);
    expect(none.reasons.find((r) => r.factor === 'lane')?.text).toBe('off your preferred lanes');
    expect(unset.factors.lane).toBe(0.4);
    expect(both.score).toBeGreaterThan(one.score);
    expect(one.score).toBeGreaterThan(unset.score);
    expect(unset.score).toBeGreaterThan(none.score);
  });

  it('timing: a pickup soon after the truck is free scores higher than one days out', async () => {
    const id = await trucker();
    const soon = await load();
    const later = await load();
    const distant = await load();
    await shapeLoad(t, soon, { pickupWindowStart: hoursFromNow(1), pickupWindowEnd: hoursFromNow(3) });
    await shapeLoad(t, later, { pickupWindowStart: hoursFromNow(20), pickupWindowEnd: hoursFromNow(22) });
    await shapeLoad(t, distant, { pickupWindowStart: hoursFromNow(60), pickupWindowEnd: hoursFromNow(62) });
    const [a, b, c] = [
      await matchOf(t, id, soon),
      await matchOf(t, id, later),
      await matchOf(t, id, distant),
    ];
    expect(a.factors.timing).toBe(1);
    expect(b.factors.timing).toBeGreaterThan(0);
    expect(b.factors.timing).toBeLessThan(1);
    expect(c.factors.timing).toBe(0);
    expect(a.score).toBeGreaterThan(b.score);
    expect(b.score).toBeGreaterThan(c.score);
    expect(b.reasons.find((r) => r.factor === 'timing')?.text).toBe('pickup in 20 h');
  });

  it('timing counts from when the truck is free, not from now', async () => {
    const l = await load({ from: 'dallas' });
    await shapeLoad(t, l, { pickupWindowStart: hoursFromNow(30), pickupWindowEnd: hoursFromNow(32) });
    const now = await trucker();
    const later = await trucker({ current: { at: 'fortWorth', from: hoursFromNow(29) } });
    expect((await matchOf(t, later, l)).factors.timing).toBeGreaterThan(
      (await matchOf(t, now, l)).factors.timing,
    );
    expect((await matchOf(t, later, l)).reasons.find((r) => r.factor === 'timing')?.text).toBe(
      "pickup 1 h after you're free",
    );
  });

  it('fit: a load near the equipment’s capacity scores lower than a light one', async () => {
    const id = await trucker();
    const light = await load();
    const heavy = await load();
    const long = await load();
    const over = await load();
    await shapeLoad(t, light, { weightLbs: 20_000, lengthFt: 30 });
    await shapeLoad(t, heavy, { weightLbs: 46_000, lengthFt: 30 }); // 96% of a Flatbed's 48,000
    await shapeLoad(t, long, { weightLbs: 20_000, lengthFt: 48 }); // 100% of 48 ft: a full deck still fits
    await shapeLoad(t, over, { weightLbs: 20_000, lengthFt: 53 }); // longer than the deck
    const [a, b, c, d] = [
      await matchOf(t, id, light),
      await matchOf(t, id, heavy),
      await matchOf(t, id, long),
      await matchOf(t, id, over),
    ];
    expect(a.factors.fit).toBe(1);
    expect(b.factors.fit).toBeCloseTo(1 - (0.5 * (46_000 / 48_000 - 0.8)) / 0.2, 2);
    expect(c.factors.fit).toBeCloseTo(0.5, 5);
    expect(d.factors.fit).toBe(0);
    expect(a.score).toBeGreaterThan(b.score);
    expect(b.score).toBeGreaterThan(c.score);
    expect(c.score).toBeGreaterThan(d.score);
    expect(a.reasons.find((r) => r.factor === 'fit')?.text).toBe('20,000 lbs, 30 ft fits a Flatbed');
    expect(b.reasons.find((r) => r.factor === 'fit')?.text).toBe(
      "46,000 lbs, 30 ft is 96% of a Flatbed's 48,000 lbs / 48 ft",
    );
  });
});
