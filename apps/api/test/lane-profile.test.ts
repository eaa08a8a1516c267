import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@haulclub/shared';
import { createDatabase } from '../src/db/client';
import { convertAllLegacyLanes } from '../src/modules/membership/index';
import type { TestApp } from './helpers/app';
import { auditActions, bearer, createAuthTestApp, usersOfEveryRole } from './helpers/auth';
import { createTrucker } from './helpers/loads';

// Item 12.2: the trucker's lane profile (GET/PUT /api/trucker/profile) and legacy lane conversion.

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

const db = () => t.db.database.db;

const validProfile = {
  homeBaseCity: 'Houston',
  homeBaseState: 'TX',
  currentLocation: { place: 'Waco, TX', availableFrom: '2026-12-01T15:00:00-06:00' },
  maxRadius: 350,
  truckTypes: ['Step Deck', 'Flatbed'],
  equipmentDetails: '48 ft step deck with ramps',
  minRatePerMileCents: 275,
  lanes: [
    { origin: 'Houston, TX', destination: 'San Antonio, TX' },
    { origin: '75201', destination: 'ok' },
    { origin: 'anywhere', destination: 'Austin, TX' },
  ],
  availability: { days: [1, 2, 3, 4, 5], startMinute: 360, endMinute: 1080 },
  alerts: {
    threshold: 80,
    paused: false,
    quietHours: { startMinute: 1320, endMinute: 360 },
    email: 'digest',
  },
};

function put(token: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/trucker/profile', headers: bearer(token), payload });
}
function get(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/trucker/profile', headers: bearer(token) });
}
async function truckerRow(userId: string) {
  const res = await db().execute<Record<string, unknown>>(
    sql`SELECT *, (SELECT count(*)::int FROM trucker_lanes WHERE trucker_id = ${userId}) AS lane_count
        FROM truckers WHERE user_id = ${userId}`,
  );
  return res.rows[0]!;
}

describe('PUT /api/trucker/profile', () => {
  it('replaces the lane profile, locating every place, and GET returns it', async () => {
    const trucker = await createTrucker(t);
    const res = await put(trucker.token, validProfile);
    expect(res.statusCode).toBe(200);
    const expected = {
      homeBaseCity: 'Houston',
      homeBaseState: 'TX',
      timeZone: 'America/Chicago',
      truckType: 'Step Deck',
      truckTypes: ['Step Deck', 'Flatbed'],
      equipmentDetails: '48 ft step deck with ramps',
      maxRadius: 350,
      minRatePerMileCents: 275,
      currentLocation: {
        city: 'Waco',
        state: 'TX',
        label: 'Waco, TX',
        availableFrom: '2026-12-01T21:00:00.000Z',
      },
      lanes: [
        {
          origin: { kind: 'place', city: 'Houston', state: 'TX', label: 'Houston, TX' },
          destination: { kind: 'place', city: 'San Antonio', state: 'TX', label: 'San Antonio, TX' },
        },
        {
          origin: { kind: 'place', city: 'Dallas', state: 'TX', zip: '75201', label: 'Dallas, TX' },
          destination: { kind: 'state', city: null, state: 'OK', zip: null, label: 'OK' },
        },
        {
          origin: { kind: 'anywhere', city: null, state: null, zip: null, label: 'Anywhere' },
          destination: { kind: 'place', city: 'Austin', state: 'TX', label: 'Austin, TX' },
        },
      ],
      preferredLanes: [],
      availability: { days: [1, 2, 3, 4, 5], startMinute: 360, endMinute: 1080 },
      alerts: {
        threshold: 80,
        paused: false,
        quietHours: { startMinute: 1320, endMinute: 360 },
        email: 'digest',
      },
    };
    expect(res.json()).toMatchObject(expected);
    expect((await get(trucker.token)).json()).toMatchObject(expected);

    const row = await truckerRow(trucker.userId);
    expect(row.home_base_lat as number).toBeCloseTo(29.76, 0);
    expect(row.current_lat as number).toBeCloseTo(31.55, 0);
    expect(row.truck_type).toBe('Step Deck');
    const lanes = await db().execute<{ origin_lat: number | null; destination_lat: number | null }>(
      sql`SELECT origin_lat, destination_lat FROM trucker_lanes WHERE trucker_id = ${trucker.userId} ORDER BY position`,
    );
    expect(lanes.rows.map((l) => [l.origin_lat !== null, l.destination_lat !== null])).toEqual([
      [true, true],
      [true, false],
      [false, true],
    ]);
    expect(await auditActions(t, trucker.userId)).toContain('trucker.profile_updated');
  });

  it('sets the time zone from the home base state, clears the current location and lanes, and fills defaults', async () => {
    const trucker = await createTrucker(t);
    expect((await put(trucker.token, validProfile)).statusCode).toBe(200);
    const res = await put(trucker.token, {
      homeBaseCity: 'Denver',
      homeBaseState: 'co',
      truckTypes: ['Hotshot'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      homeBaseState: 'CO',
      timeZone: 'America/Denver',
      currentLocation: null,
      lanes: [],
      maxRadius: 400,
      minRatePerMileCents: null,
      truckTypes: ['Hotshot'],
      availability: { days: [0, 1, 2, 3, 4, 5, 6], startMinute: 0, endMinute: 1440 },
      alerts: { threshold: 70, paused: false, quietHours: null, email: 'off' },
    });
    const row = await truckerRow(trucker.userId);
    expect(row).toMatchObject({ current_lat: null, current_available_from: null, lane_count: 0 });
  });

  it('locates a ZIP current location and publishes profile.updated on the trucker topic', async () => {
    const trucker = await createTrucker(t);
    const events: LiveEvent[] = [];
    const stop = t.app.live.subscribeTopic(`user:${trucker.userId}`, (e) => events.push(e));
    try {
      const res = await put(trucker.token, {
        ...validProfile,
        currentLocation: { place: '76701', availableFrom: '2026-12-01T15:00:00Z' },
      });
      expect(res.json().currentLocation).toMatchObject({ city: 'Waco', state: 'TX', zip: '76701' });
      await expect.poll(() => events.map((e) => e.type)).toContain('profile.updated');
    } finally {
      stop();
    }
  });

  it.each([
    ['homeBaseCity', { homeBaseCity: 'Atlantis' }],
    ['homeBaseCity', { homeBaseCity: '  ' }],
    ['homeBaseState', { homeBaseState: 'XX' }],
    [
      'currentLocation.place',
      { currentLocation: { place: 'nowhere town', availableFrom: '2026-12-01T15:00:00Z' } },
    ],
    ['currentLocation.place', { currentLocation: { place: '00000', availableFrom: '2026-12-01T15:00:00Z' } }],
    ['currentLocation.availableFrom', { currentLocation: { place: 'Waco, TX', availableFrom: 'at 3 pm' } }],
    ['maxRadius', { maxRadius: 49 }],
    ['maxRadius', { maxRadius: 3001 }],
    ['truckTypes', { truckTypes: [] }],
    ['truckTypes.0', { truckTypes: ['Boat'] }],
    ['truckTypes', { truckTypes: ['Flatbed', 'Flatbed'] }],
    ['minRatePerMileCents', { minRatePerMileCents: -1 }],
    ['minRatePerMileCents', { minRatePerMileCents: 2.5 }],
    ['lanes.0.origin', { lanes: [{ origin: 'nonsense lane', destination: 'Dallas, TX' }] }],
    [
      'lanes.1.destination',
      {
        lanes: [
          { origin: 'TX', destination: 'OK' },
          { origin: 'TX', destination: 'Dallas' },
        ],
      },
    ],
    ['lanes.0.origin', { lanes: [{ origin: '', destination: 'Dallas, TX' }] }],
    ['lanes.0', { lanes: [{ origin: 'anywhere', destination: 'ANYWHERE' }] }],
    [
      'lanes.1',
      {
        lanes: [
          { origin: 'Houston, TX', destination: 'San Antonio, TX' },
          { origin: 'houston tx', destination: 'San Antonio, TX' },
        ],
      },
    ],
    ['availability.days', { availability: { days: [], startMinute: 0, endMinute: 1440 } }],
    ['availability.days.0', { availability: { days: [7], startMinute: 0, endMinute: 1440 } }],
    ['availability.endMinute', { availability: { days: [1], startMinute: 600, endMinute: 600 } }],
    ['availability.endMinute', { availability: { days: [1], startMinute: 0, endMinute: 1441 } }],
    ['alerts.threshold', { alerts: { threshold: 0 } }],
    ['alerts.threshold', { alerts: { threshold: 101 } }],
    ['alerts.quietHours.endMinute', { alerts: { quietHours: { startMinute: 60, endMinute: 60 } } }],
    ['alerts.email', { alerts: { email: 'hourly' } }],
  ])('refuses a bad %s with a 400 naming it and changes nothing', async (field, overrides) => {
    const trucker = await createTrucker(t);
    expect((await put(trucker.token, validProfile)).statusCode).toBe(200);
    const before = (await get(trucker.token)).json();

    const res = await put(trucker.token, { ...validProfile, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await get(trucker.token)).json()).toEqual(before);
  });

  it('applies simultaneous saves one at a time: the lanes are those of one save, never a mix', async () => {
    const trucker = await createTrucker(t);
    const bodies = ['Dallas, TX', 'Austin, TX', 'Waco, TX', 'Tyler, TX', 'Lubbock, TX'].map((city) => ({
      ...validProfile,
      lanes: [
        { origin: city, destination: 'OK' },
        { origin: city, destination: 'LA' },
      ],
    }));
    const results = await Promise.all(bodies.map((body) => put(trucker.token, body)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const lanes = (await get(trucker.token)).json().lanes as { origin: { label: string } }[];
    expect(lanes).toHaveLength(2);
    expect(new Set(lanes.map((l) => l.origin.label)).size).toBe(1);
  });

  it('names every unlocatable lane end at once', async () => {
    const trucker = await createTrucker(t);
    const res = await put(trucker.token, {
      ...validProfile,
      lanes: [
        { origin: 'Houston, TX', destination: 'Gotham, NY' },
        { origin: 'ZZ', destination: '99999' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual([
      'lanes.0.destination',
      'lanes.1.origin',
      'lanes.1.destination',
    ]);
  });

  it('is for onboarded truckers only: 401 without a session, 403 for other roles and before onboarding', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/trucker/profile',
      payload: validProfile,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/trucker/profile' })).statusCode).toBe(401);

    const { tokens } = await usersOfEveryRole(t);
    for (const role of ['broker', 'admin'] as const) {
      expect((await put(tokens[role], validProfile)).statusCode).toBe(403);
      expect((await get(tokens[role])).statusCode).toBe(403);
    }

    const newcomer = await createTrucker(t, { onboarded: false });
    const early = await put(newcomer.token, validProfile);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('onboarding_required');
    expect(await truckerRow(newcomer.userId)).toMatchObject({ lane_count: 0, current_lat: null });
  });
});

describe('legacy free-text lanes', () => {
  async function legacyTrucker(preferredLanes: string[]) {
    const trucker = await createTrucker(t);
    await db().execute(
      sql`UPDATE truckers
          SET preferred_lanes = ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(preferredLanes)}::jsonb))
          WHERE user_id = ${trucker.userId}`,
    );
    return trucker;
  }

  it('locates "A → B", "A -> B", "A to B" and "A - B" lanes and keeps the rest to re-enter, once', async () => {
    const trucker = await legacyTrucker([
      'Dallas, TX → Houston, TX',
      'Fort Worth, TX -> OK',
      '77002 to anywhere',
      'Austin, TX - San Antonio, TX',
      'OKC → Dallas',
      'nonsense lane',
    ]);
    const first = await convertAllLegacyLanes(db());
    expect(first.truckers).toBeGreaterThanOrEqual(1);

    const profile = (await get(trucker.token)).json();
    expect(
      profile.lanes.map(
        (l: { origin: { label: string }; destination: { label: string } }) =>
          `${l.origin.label} → ${l.destination.label}`,
      ),
    ).toEqual([
      'Dallas, TX → Houston, TX',
      'Fort Worth, TX → OK',
      'Houston, TX → Anywhere',
      'Austin, TX → San Antonio, TX',
    ]);
    expect(profile.preferredLanes).toEqual(['OKC → Dallas', 'nonsense lane']);

    // Idempotent: a second run (the next start) changes nothing for this trucker.
    await convertAllLegacyLanes(db());
    const again = (await get(trucker.token)).json();
    expect(again.lanes).toEqual(profile.lanes);
    expect(again.preferredLanes).toEqual(['OKC → Dallas', 'nonsense lane']);
  });

  it('leaves a trucker who already has located lanes alone, and saving the profile drops the legacy text', async () => {
    const trucker = await createTrucker(t);
    expect((await put(trucker.token, validProfile)).statusCode).toBe(200);
    await db().execute(
      sql`UPDATE truckers SET preferred_lanes = ARRAY['Dallas, TX → Houston, TX']::text[] WHERE user_id = ${trucker.userId}`,
    );
    await convertAllLegacyLanes(db());
    const profile = (await get(trucker.token)).json();
    expect(profile.lanes).toHaveLength(3);
    expect(profile.preferredLanes).toEqual(['Dallas, TX → Houston, TX']);

    const saved = await put(trucker.token, validProfile);
    expect(saved.json().preferredLanes).toEqual([]);
  });

  it('runs when the API starts', async () => {
    const trucker = await legacyTrucker(['Houston, TX → San Antonio, TX']);
    // A second API process starting on the same database.
    const database = createDatabase(t.db.url);
    const other = await createAuthTestApp({ db: { ...t.db, database } });
    try {
      const profile = (await get(trucker.token)).json();
      expect(profile.lanes).toHaveLength(1);
      expect(profile.preferredLanes).toEqual([]);
    } finally {
      await other.app.close();
      await database.close();
    }
  });
});
