import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp, createConfirmedUser } from './helpers/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

const validTrucker = {
  companyName: 'Red River Hotshot LLC',
  dotNumber: '',
  mcNumber: 'MC 234567',
  homeBaseCity: 'Oklahoma City',
  homeBaseState: 'OK',
  truckType: 'Flatbed',
  equipmentDetails: '40 ft gooseneck, straps and chains',
  maxRadius: 350,
  minRatePerMileCents: 275,
  lanes: [
    { origin: 'Oklahoma City, OK', destination: 'Dallas, TX' },
    { origin: '74103', destination: 'KS' },
  ],
};

const validBroker = {
  companyName: 'Peach State Brokerage Co',
  mcNumber: '456789',
  dotNumber: '4567890',
  address: '55 Peachtree St',
  city: 'Atlanta',
  state: 'GA',
  zipCode: '30303',
};

function post(url: string, token: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

describe('POST /api/onboarding/trucker', () => {
  it.each([
    ['companyName', { companyName: '' }],
    ['homeBaseCity', { homeBaseCity: '   ' }],
    ['homeBaseState', { homeBaseState: 'XX' }],
    ['dotNumber', { dotNumber: '12a' }],
    ['mcNumber', { mcNumber: 'MC-12x' }],
    ['phone', { phone: '555-0100' }],
    ['truckType', { truckType: 'Boat' }],
    ['truckType', { truckType: 'Reefer' }],
    ['truckType', { truckType: 'hotshot' }],
    ['truckType', { truckType: undefined }],
    ['maxRadius', { maxRadius: 49 }],
    ['maxRadius', { maxRadius: 3001 }],
    ['maxRadius', { maxRadius: 100.5 }],
    ['minRatePerMileCents', { minRatePerMileCents: 250.5 }],
    ['minRatePerMileCents', { minRatePerMileCents: -1 }],
    ['lanes.0.origin', { lanes: [{ origin: 'nonsense lane', destination: 'Dallas, TX' }] }],
    ['lanes.0.destination', { lanes: [{ origin: 'Dallas, TX', destination: '' }] }],
    ['lanes.0', { lanes: [{ origin: 'anywhere', destination: 'Anywhere' }] }],
    [
      'lanes.1',
      {
        lanes: [
          { origin: 'Dallas, TX', destination: 'Houston, TX' },
          { origin: 'dallas tx', destination: 'houston, tx' },
        ],
      },
    ],
  ])('refuses a bad %s with a 400 naming it and leaves onboarding incomplete', async (field, overrides) => {
    const trucker = await createConfirmedUser(t.app, { role: 'trucker' });
    const res = await post('/api/onboarding/trucker', trucker.accessToken, { ...validTrucker, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(trucker.accessToken) });
    expect(me.json().onboardingComplete).toBe(false);
  });

  it('stores the lane profile (home base and lanes located) and completes onboarding', async () => {
    const trucker = await createConfirmedUser(t.app, { role: 'trucker' });
    const res = await post('/api/onboarding/trucker', trucker.accessToken, {
      ...validTrucker,
      phone: '(405) 555-0142',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'trucker', onboardingComplete: true });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/trucker/profile',
      headers: bearer(trucker.accessToken),
    });
    expect(profile.json()).toMatchObject({
      companyName: 'Red River Hotshot LLC',
      mcNumber: '234567',
      dotNumber: null,
      phone: '+14055550142',
      homeBaseState: 'OK',
      truckType: 'Flatbed',
      truckTypes: ['Flatbed'],
      timeZone: 'America/Chicago',
      maxRadius: 350,
      minRatePerMileCents: 275,
      lanes: [
        {
          origin: { kind: 'place', label: 'Oklahoma City, OK' },
          destination: { kind: 'place', label: 'Dallas, TX' },
        },
        { origin: { kind: 'place', label: 'Tulsa, OK' }, destination: { kind: 'state', label: 'KS' } },
      ],
      preferredLanes: [],
    });
    const coords = await t.db.database.db.execute<{ lat: number; lng: number }>(
      sql`SELECT home_base_lat AS lat, home_base_lng AS lng FROM truckers WHERE user_id = ${trucker.id}`,
    );
    expect(coords.rows[0]!.lat).toBeCloseTo(35.47, 0);
    expect(coords.rows[0]!.lng).toBeCloseTo(-97.52, 0);
  });

  it.each(['Hotshot', 'Power Only', 'RGN', 'Lowboy'])(
    'accepts the catalogue truck type %s and returns it on the profile',
    async (truckType) => {
      const trucker = await createConfirmedUser(t.app, { role: 'trucker' });
      const res = await post('/api/onboarding/trucker', trucker.accessToken, { ...validTrucker, truckType });
      expect(res.statusCode).toBe(200);
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/trucker/profile',
        headers: bearer(trucker.accessToken),
      });
      expect(profile.json().truckType).toBe(truckType);
    },
  );

  it('defaults the radius to 400 and is refused to brokers', async () => {
    const trucker = await createConfirmedUser(t.app, { role: 'trucker' });
    const { maxRadius: _omit, ...withoutRadius } = validTrucker;
    expect((await post('/api/onboarding/trucker', trucker.accessToken, withoutRadius)).statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/trucker/profile',
      headers: bearer(trucker.accessToken),
    });
    expect(profile.json().maxRadius).toBe(400);

    const broker = await createConfirmedUser(t.app, { role: 'broker' });
    expect((await post('/api/onboarding/trucker', broker.accessToken, validTrucker)).statusCode).toBe(403);
  });
});

describe('broker onboarding', () => {
  it.each([
    ['companyName', { companyName: '' }],
    ['mcNumber', { mcNumber: '' }],
    ['mcNumber', { mcNumber: '4567A9' }],
    ['dotNumber', { dotNumber: 'x' }],
    ['address', { address: '' }],
    ['city', { city: '' }],
    ['state', { state: 'Georgia' }],
    ['zipCode', { zipCode: '3030' }],
  ])('refuses a bad %s with a 400 naming it, creating nothing', async (field, overrides) => {
    const broker = await createConfirmedUser(t.app, { role: 'broker' });
    const res = await post('/api/onboarding/broker', broker.accessToken, { ...validBroker, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/broker/me',
      headers: bearer(broker.accessToken),
    });
    expect(me.json()).toMatchObject({ registered: false, broker: null, application: null });
  });

  it('registers the brokerage (pending, with an application), then completes; a second registration is a 409', async () => {
    const broker = await createConfirmedUser(t.app, { role: 'broker' });
    const early = await post('/api/onboarding/complete', broker.accessToken, {});
    expect(early.statusCode).toBe(400);

    const mc = String(800000 + Math.floor(Math.random() * 99999));
    const res = await post('/api/onboarding/broker', broker.accessToken, { ...validBroker, mcNumber: mc });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      registered: true,
      canPost: false,
      broker: { status: 'pending', mcNumber: mc },
      application: { status: 'pending', verdict: 'unavailable' },
    });
    const again = await post('/api/onboarding/broker', broker.accessToken, { ...validBroker, mcNumber: mc });
    expect(again.statusCode).toBe(409);

    const other = await createConfirmedUser(t.app, { role: 'broker' });
    const sameMc = await post('/api/onboarding/broker', other.accessToken, { ...validBroker, mcNumber: mc });
    expect(sameMc.statusCode).toBe(409);
    expect(sameMc.json().errors).toEqual([expect.objectContaining({ field: 'mcNumber' })]);

    const done = await post('/api/onboarding/complete', broker.accessToken, {});
    expect(done.statusCode).toBe(200);
    expect(done.json().onboardingComplete).toBe(true);
  });
});
