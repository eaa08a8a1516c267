import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { BrokerFairness, BrokerFairnessDetail, BrokerProfile } from '@haulclub/shared';
import { refreshBrokerFairness } from '../src/modules/market/index';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp, createConfirmedUser } from './helpers/auth';
import { createTrucker, insertLoad, postedLoad } from './helpers/loads';
import { changeSettings, insertLaneSamples } from './helpers/market';
import {
  createAdminAccount,
  createBroker,
  createVerifiedBroker,
  type TestAccount,
} from './helpers/membership';

let t: TestApp;
let admin: TestAccount;
let trucker: TestAccount;
/** Lane brokers (their booked loads make the Dallas → Houston step-deck lane average 300 ¢/mi). */
let lane: TestAccount[];
let fair: TestAccount;
let low: TestAccount;
let middling: TestAccount;
let few: TestAccount;
let mixed: TestAccount;
const loadOf = new Map<string, string[]>();

const STEP_DECK = { from: 'dallas', to: 'houston', equipment: 'Step Deck' } as const;

/** Loads at these rates per mile (100 miles each) on the lane, stored directly. */
async function postAt(broker: TestAccount, rates: number[]): Promise<void> {
  for (const rate of rates) {
    const { id } = await insertLoad(t, {
      brokerId: broker.userId,
      ...STEP_DECK,
      rateCents: rate * 100,
      miles: 100,
    });
    loadOf.set(broker.userId, [...(loadOf.get(broker.userId) ?? []), id]);
  }
}

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await createAdminAccount(t);
  trucker = await createTrucker(t);
  lane = await Promise.all([1, 2, 3].map(() => createVerifiedBroker(t)));
  fair = await createVerifiedBroker(t);
  low = await createVerifiedBroker(t);
  middling = await createVerifiedBroker(t);
  few = await createVerifiedBroker(t);
  mixed = await createVerifiedBroker(t);
  await insertLaneSamples(
    t,
    { truckerId: trucker.userId, ...STEP_DECK },
    lane.map((b) => b.userId),
    [300, 300, 300, 300, 300, 300, 300],
  );
  await t.app.jobs.runDue();
  await postAt(low, [255, 255, 255]); // −15% each: at the threshold
  await postAt(middling, [270, 270, 270]); // −10%: neither badge
  await postAt(few, [200, 200]); // under the minimum of 3 compared loads
  await postAt(mixed, [360, 240, 285]); // +20, −20, −5: mean −1.67%
  await refreshBrokerFairness(t.db.database.db);
  // The fair payer posts through the API: its standing is refreshed by the job the post queues.
  for (const rateCents of [30_000, 33_000, 30_000]) {
    await postedLoad(t, fair.token, {
      pickup: { city: 'Dallas', state: 'TX', zip: '75201' },
      delivery: { city: 'Houston', state: 'TX', zip: '77002' },
      equipment: 'Step Deck',
      rateCents,
      miles: 100,
    });
  }
  await t.app.jobs.runDue();
});
afterAll(async () => t?.close());

async function profile(id: string, token = trucker.token) {
  return t.app.inject({ method: 'GET', url: `/api/brokers/${id}`, headers: bearer(token) });
}
async function fairnessOf(broker: TestAccount): Promise<BrokerFairness> {
  const res = await profile(broker.userId);
  expect(res.statusCode).toBe(200);
  return res.json<BrokerProfile>().fairness;
}

describe('broker fairness', () => {
  it('marks a broker at or above the lane averages a fair payer', async () => {
    // 0, +10%, 0 → +3.3%.
    expect(await fairnessOf(fair)).toEqual({
      badge: 'fair_payer',
      enoughData: true,
      comparedLoads: 3,
      averageDiffPercent: 3,
    });
  });

  it('marks a broker 15% below on average below market, and none between', async () => {
    expect(await fairnessOf(low)).toEqual({
      badge: 'below_market',
      enoughData: true,
      comparedLoads: 3,
      averageDiffPercent: -15,
    });
    expect(await fairnessOf(middling)).toEqual({
      badge: null,
      enoughData: true,
      comparedLoads: 3,
      averageDiffPercent: -10,
    });
    expect(await fairnessOf(mixed)).toMatchObject({ badge: null, enoughData: true, averageDiffPercent: -2 });
  });

  it('gives no badge under the minimum of compared loads', async () => {
    expect(await fairnessOf(few)).toEqual({
      badge: null,
      enoughData: false,
      comparedLoads: 2,
      averageDiffPercent: null,
    });
  });

  it('applies a new "below market" threshold at once, and a new floor after its sweep', async () => {
    await changeSettings(t, admin.userId, { fairnessBelowMarketPercent: 10 });
    try {
      expect((await fairnessOf(middling)).badge).toBe('below_market');
    } finally {
      await changeSettings(t, admin.userId, { fairnessBelowMarketPercent: 15 });
    }
    expect((await fairnessOf(middling)).badge).toBeNull();

    // A floor the lane no longer clears: nothing left to compare.
    await changeSettings(t, admin.userId, { laneRateMinBookings: 8 });
    try {
      await t.app.jobs.runDue();
      expect(await fairnessOf(low)).toMatchObject({ badge: null, enoughData: false, comparedLoads: 0 });
    } finally {
      await changeSettings(t, admin.userId, { laneRateMinBookings: 7 });
      await t.app.jobs.runDue();
    }
    expect((await fairnessOf(low)).badge).toBe('below_market');
  });

  it('shows the broker’s standing on the trucker’s load card and detail', async () => {
    const loadId = loadOf.get(low.userId)?.[0] as string;
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/loads/${loadId}`,
      headers: bearer(trucker.token),
    });
    expect(detail.json().brokerFairness).toMatchObject({ badge: 'below_market' });
    expect(detail.json().laneRate).toMatchObject({ averageCents: 300, diffPercent: -15 });
    const board = await t.app.inject({
      method: 'GET',
      url: '/api/loads?pageSize=50',
      headers: bearer(trucker.token),
    });
    const badges = new Map(
      board
        .json()
        .items.map((i: { broker: { id: string }; brokerFairness: BrokerFairness }) => [
          i.broker.id,
          i.brokerFairness.badge,
        ]),
    );
    expect(badges.get(fair.userId)).toBe('fair_payer');
    expect(badges.get(middling.userId)).toBeNull();
    // The board reads the standing with the page's matches (one statement): the same as the detail's.
    const card = board.json().items.find((i: { id: string }) => i.id === detail.json().id);
    expect(card.brokerFairness).toEqual(detail.json().brokerFairness);
  });
});

describe('chat threads', () => {
  it('carry the broker’s standing for the chat header', async () => {
    const loadId = loadOf.get(low.userId)?.[1] as string;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/loads/${loadId}/chat`,
      headers: bearer(trucker.token),
    });
    expect(started.statusCode).toBe(201);
    expect(started.json().brokerFairness).toMatchObject({ badge: 'below_market', comparedLoads: 3 });
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/chat/threads/${started.json().id}`,
      headers: bearer(trucker.token),
    });
    expect(thread.json().brokerFairness).toMatchObject({ badge: 'below_market', averageDiffPercent: -15 });
    const list = await t.app.inject({ method: 'GET', url: '/api/chat/threads', headers: bearer(low.token) });
    expect(list.json().items[0].brokerFairness).toMatchObject({ badge: 'below_market' });
  });
});

describe('GET /api/broker/fairness', () => {
  it('lists the compared loads lowest first, with the threshold in force', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/broker/fairness',
      headers: bearer(mixed.token),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<BrokerFairnessDetail>();
    expect(body.belowMarketPercent).toBe(15);
    expect(body.fairness).toMatchObject({ comparedLoads: 3, averageDiffPercent: -2 });
    expect(body.loads.map((l) => [l.ratePerMileCents, l.laneAverageCents, l.diffPercent])).toEqual([
      [240, 300, -20],
      [285, 300, -5],
      [360, 300, 20],
    ]);
    expect(body.loads[0]?.origin.label).toBe('Dallas, TX area (752)');
  });

  it('is for verified or pending brokers only', async () => {
    const pending = await createBroker(t, { status: 'pending' });
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/broker/fairness',
      headers: bearer(pending.token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ fairness: { badge: null, comparedLoads: 0 }, loads: [] });
    const rejected = await createBroker(t, { status: 'rejected' });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/broker/fairness',
      headers: bearer(rejected.token),
    });
    expect(refused.statusCode).toBe(403);
    const notApplied = await createConfirmedUser(t.app, { role: 'broker' });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/broker/fairness',
      headers: bearer(notApplied.accessToken),
    });
    expect(none.statusCode).toBe(404);
    const asTrucker = await t.app.inject({
      method: 'GET',
      url: '/api/broker/fairness',
      headers: bearer(trucker.token),
    });
    expect(asTrucker.statusCode).toBe(403);
  });
});

describe('GET /api/brokers/:id', () => {
  it('shows the broker’s company, standing, rating, recent loads and top lanes', async () => {
    const res = await profile(lane[0]?.userId as string, admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json<BrokerProfile>();
    expect(body).toMatchObject({
      id: lane[0]?.userId,
      verified: true,
      loadsPosted90Days: 3,
      loadsBooked90Days: 3,
    });
    expect(body.rating).toMatchObject({ count: 0, average: null });
    expect(body.fairness).toMatchObject({ badge: 'fair_payer', comparedLoads: 3, averageDiffPercent: 0 });
    expect(body.topLanes).toEqual([
      {
        origin: { market: '752', label: 'Dallas, TX area (752)' },
        destination: { market: '770', label: 'Houston, TX area (770)' },
        equipment: 'Step Deck',
        loads: 3,
        averageRatePerMileCents: 300,
        lane: expect.objectContaining({
          windowDays: 90,
          bookings: 7,
          brokers: 3,
          enoughData: true,
          averageCents: 300,
        }),
      },
    ]);
  });

  it('is 404 for an unknown id, a trucker or a rejected broker, 400 for a malformed id', async () => {
    expect((await profile(randomUUID())).statusCode).toBe(404);
    expect((await profile(trucker.userId)).statusCode).toBe(404);
    const rejected = await createBroker(t, { status: 'rejected' });
    expect((await profile(rejected.userId)).statusCode).toBe(404);
    const malformed = await profile('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(JSON.stringify(malformed.json().errors)).toContain('id');
    const anon = await t.app.inject({ method: 'GET', url: `/api/brokers/${fair.userId}` });
    expect(anon.statusCode).toBe(401);
  });
});
