import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  confidenceColour,
  type ContractView,
  type FutureView,
  type PrecommitmentView,
  type TruckerFutures,
} from '@haulclub/shared';
import {
  ABOUT_TO_EXPIRE_MINUTES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  seedDemo,
  seedDemoMoney,
} from '../src/modules/demo/index';
import { forecastLane, resolveFuturesLane } from '../src/modules/forecast/index';
import { readSettings } from '../src/modules/platform-settings/index';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, FAST_AUTH_ENV, passwordGrant } from './helpers/auth';

const RAY = 'ray.trucker@haulclub.demo';
const LENA = 'lena.trucker@haulclub.demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: FAST_AUTH_ENV });
});
afterAll(async () => t?.close());

/** A trucker's contracts with a status (and escrow status), with their split. */
async function contractMoney(email: string, status: string, escrow?: string) {
  const rows = await t.db.database.db.execute<{ trucker_cents: number; broker_cents: number }>(sql`
    SELECT c.trucker_cents::int, c.broker_cents::int FROM contracts c JOIN users u ON u.id = c.trucker_id
    WHERE u.email = ${email} AND c.status = ${status} AND (${escrow ?? null}::text IS NULL OR c.escrow_status = ${escrow ?? null})`);
  return rows.rows;
}

/** Dana's loads a trucker can see: active and unexpired by the database clock (premium ones apart). */
async function visibleDanaLoads(premium = false): Promise<number> {
  const rows = await t.db.database.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM loads l JOIN users u ON u.id = l.broker_id
    WHERE u.email = 'dana.broker@haulclub.demo' AND l.status = 'active' AND l.expires_at > now()
      AND l.premium = ${premium}`);
  return rows.rows[0]!.n;
}

/** Rows of every table the demo seeds, to check a second seed adds nothing. */
async function tableCounts() {
  const rows = await t.db.database.db.execute(sql`
    SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM brokers) AS brokers,
      (SELECT count(*)::int FROM broker_applications) AS applications, (SELECT count(*)::int FROM truckers) AS truckers,
      (SELECT count(*)::int FROM invitations) AS invitations, (SELECT count(*)::int FROM loads) AS loads,
      (SELECT count(*)::int FROM bookings) AS bookings, (SELECT count(*)::int FROM uploads) AS uploads,
      (SELECT count(*)::int FROM chat_threads) AS threads, (SELECT count(*)::int FROM chat_messages) AS messages,
      (SELECT count(*)::int FROM ratings) AS ratings, (SELECT count(*)::int FROM lane_rate_samples) AS samples,
      (SELECT count(*)::int FROM speed_score_weeks) AS weeks, (SELECT count(*)::int FROM futures) AS futures,
      (SELECT count(*)::int FROM precommitments) AS precommitments, (SELECT count(*)::int FROM contracts) AS contracts`);
  return rows.rows[0]!;
}

/** Signs a demo account in and GETs `url` as them (200 expected). */
async function getAs(email: string, url: string) {
  const token = (await passwordGrant(t.app, email, DEMO_PASSWORD)).json().access_token as string;
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return res.json();
}

/** A member's received ratings as every summary shows them: the average to one decimal and the count. */
async function receivedRatings(email: string) {
  const rows = await t.db.database.db.execute<{ average: number | null; count: number }>(sql`
    SELECT round(avg(r.stars), 1)::float AS average, count(*)::int AS count
    FROM ratings r JOIN users u ON u.id = r.ratee_id WHERE u.email = ${email}`);
  return { averageRating: rows.rows[0]!.average, ratingCount: rows.rows[0]!.count };
}

let seededCounts: Record<string, unknown>;

describe('demo seed', () => {
  it('creates one admin, two brokers and three truckers who can sign in with the README password', async () => {
    const { created } = await seedDemo(t.db.database.db, t.config.auth.argon2);
    await seedDemoMoney(t.app);
    seededCounts = await tableCounts();
    expect(created).toHaveLength(6);
    const roles = DEMO_ACCOUNTS.map((a) => a.role).sort();
    expect(roles).toEqual(['admin', 'broker', 'broker', 'trucker', 'trucker', 'trucker']);
    for (const account of DEMO_ACCOUNTS) {
      const res = await passwordGrant(t.app, account.email, DEMO_PASSWORD);
      expect(res.statusCode, account.email).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: bearer(res.json().access_token),
      });
      expect(me.json()).toMatchObject({
        email: account.email,
        role: account.role,
        firstName: account.firstName,
      });
    }
  });

  it('gives Dana a verified brokerage, Marcus a pending application and Dana two onboarded truckers', async () => {
    const login = async (email: string) =>
      bearer((await passwordGrant(t.app, email, DEMO_PASSWORD)).json().access_token as string);
    const dana = await t.app.inject({
      method: 'GET',
      url: '/api/broker/me',
      headers: await login('dana.broker@haulclub.demo'),
    });
    expect(dana.json()).toMatchObject({ canPost: true, broker: { status: 'verified', mcNumber: '123456' } });
    const marcus = await t.app.inject({
      method: 'GET',
      url: '/api/broker/me',
      headers: await login('marcus.broker@haulclub.demo'),
    });
    expect(marcus.json()).toMatchObject({ canPost: false, application: { status: 'pending' } });
    const ray = await t.app.inject({
      method: 'GET',
      url: '/api/trucker/profile',
      headers: await login('ray.trucker@haulclub.demo'),
    });
    expect(ray.json()).toMatchObject({
      brokerCompanyName: 'Lone Star Freight Brokerage LLC',
      truckType: 'Hotshot',
      homeBaseCity: 'Dallas',
    });
    const rows = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM truckers t JOIN users u ON u.id = t.broker_id WHERE u.email = 'dana.broker@haulclub.demo'`,
    );
    expect(rows.rows[0]!.n).toBe(3);
  });

  it('matches Ray (Hotshot, Dallas) and Lena (Step Deck, Houston) to different loads, each one their truck can haul', async () => {
    const matches = async (email: string) => {
      const signIn = await passwordGrant(t.app, email, DEMO_PASSWORD);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/trucker/matches?pageSize=50',
        headers: bearer(signIn.json().access_token),
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: { id: string; equipment: string; match: { score: number } }[] }).items;
    };
    const ray = await matches('ray.trucker@haulclub.demo');
    const lena = await matches('lena.trucker@haulclub.demo');
    expect(ray.length).toBeGreaterThan(0);
    expect(lena.length).toBeGreaterThan(0);
    expect(new Set(ray.map((l) => l.equipment))).toEqual(new Set(['Hotshot']));
    expect(
      [...new Set(lena.map((l) => l.equipment))].every((e) => e === 'Step Deck' || e === 'Flatbed'),
    ).toBe(true);
    const rayIds = new Set(ray.map((l) => l.id));
    expect(lena.some((l) => rayIds.has(l.id))).toBe(false);
  });

  it('gives Dana a live board of six loads and a premium one, Ray a load in transit, Lena a delivery to confirm and a past one, and a chat', async () => {
    expect(await visibleDanaLoads()).toBe(6);
    expect(await visibleDanaLoads(true)).toBe(1);
    const booked = await t.db.database.db.execute<{ email: string; status: string; stage: string }>(sql`
      SELECT u.email, l.status,
        CASE WHEN b.confirmed_at IS NOT NULL THEN 'confirmed' WHEN b.delivered_at IS NOT NULL THEN 'delivered'
          WHEN b.picked_up_at IS NOT NULL THEN 'in_transit' ELSE 'booked' END AS stage
      FROM bookings b JOIN loads l ON l.id = b.load_id JOIN users u ON u.id = b.trucker_id
      WHERE EXISTS (SELECT 1 FROM contracts c WHERE c.booking_id = b.id)
      ORDER BY b.booked_at DESC`);
    expect(booked.rows).toEqual([
      { email: 'ray.trucker@haulclub.demo', status: 'booked', stage: 'booked' },
      { email: 'ray.trucker@haulclub.demo', status: 'delivered', stage: 'delivered' },
      { email: 'ray.trucker@haulclub.demo', status: 'delivered', stage: 'confirmed' },
      { email: 'ray.trucker@haulclub.demo', status: 'in_transit', stage: 'in_transit' },
      { email: 'lena.trucker@haulclub.demo', status: 'delivered', stage: 'delivered' },
      { email: 'lena.trucker@haulclub.demo', status: 'delivered', stage: 'confirmed' },
    ]);
    const chat = await t.db.database.db.execute<{ trucker: string; messages: number; visible: boolean }>(sql`
      SELECT u.email AS trucker, (SELECT count(*)::int FROM chat_messages m WHERE m.thread_id = c.id) AS messages,
        (l.status = 'active' AND l.expires_at > now()) AS visible
      FROM chat_threads c JOIN users u ON u.id = c.trucker_id JOIN loads l ON l.id = c.load_id
      WHERE c.broker_id = (SELECT id FROM users WHERE email = 'dana.broker@haulclub.demo')`);
    expect(chat.rows).toEqual([{ trucker: 'ray.trucker@haulclub.demo', messages: 3, visible: true }]);
  });

  it('shows that board, those bookings, their contracts and the unread message through the API', async () => {
    const get = async (email: string, url: string) => {
      const token = (await passwordGrant(t.app, email, DEMO_PASSWORD)).json().access_token as string;
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      return res.json();
    };
    // Dana's six loads and her premium one: Ray, top of the speed ranking, sees it in its early-access window.
    const board = await get('ray.trucker@haulclub.demo', '/api/loads');
    expect(board.total).toBe(7);
    expect(board.items.every((l: { status: string }) => l.status === 'active')).toBe(true);
    expect(board.items.filter((l: { earlyAccess: boolean }) => l.earlyAccess)).toHaveLength(1);
    const lenasBoard = await get('lena.trucker@haulclub.demo', '/api/loads');
    expect(lenasBoard.total).toBe(6);
    const stages = async (email: string, scope: string) =>
      (await get(email, `/api/trucker/bookings?scope=${scope}`)).items.map((b: { stage: string }) => b.stage);
    expect(await stages('ray.trucker@haulclub.demo', 'active')).toEqual([
      'booked',
      'delivered',
      'in_transit',
    ]);
    // Their history: the demo's confirmed loads and the market's (seed-market.ts), all confirmed.
    for (const email of ['ray.trucker@haulclub.demo', 'lena.trucker@haulclub.demo']) {
      const history = await stages(email, 'history');
      expect(history.length, email).toBeGreaterThan(3);
      expect(new Set(history), email).toEqual(new Set(['confirmed']));
    }
    expect(await stages('lena.trucker@haulclub.demo', 'active')).toEqual(['delivered']);
    const contracts = async (email: string, tab: string) =>
      (await get(email, `/api/contracts?tab=${tab}`)).items.map(
        (c: { trucker: { name: string }; signatures: unknown[] }) => [c.trucker.name, c.signatures.length],
      );
    expect(await contracts('ray.trucker@haulclub.demo', 'pending')).toEqual([['Ray Delgado', 0]]);
    // Dana's pending: Ray's booking, and the freight future and rate future Lena locked in (seed-futures.ts).
    expect((await contracts('dana.broker@haulclub.demo', 'pending')).sort()).toEqual([
      ['Lena Okafor', 0],
      ['Lena Okafor', 0],
      ['Ray Delgado', 0],
    ]);
    expect((await contracts('dana.broker@haulclub.demo', 'active')).sort()).toEqual([
      ['Lena Okafor', 2],
      ['Lena Okafor', 2],
      ['Ray Delgado', 2],
      ['Ray Delgado', 2],
    ]);
    expect(await contracts('dana.broker@haulclub.demo', 'completed')).toEqual([['Ray Delgado', 2]]);
    expect(await get('lena.trucker@haulclub.demo', '/api/contracts/summary')).toMatchObject({
      totalEarningsCents: 0,
      activeContracts: 2,
      completedDeals: 0,
      ...(await receivedRatings('lena.trucker@haulclub.demo')),
    });
    const [paid] = await contractMoney('ray.trucker@haulclub.demo', 'executed');
    expect(await get('ray.trucker@haulclub.demo', '/api/contracts/summary')).toMatchObject({
      totalEarningsCents: paid!.trucker_cents,
      activeContracts: 2,
      completedDeals: 1,
      ...(await receivedRatings('ray.trucker@haulclub.demo')),
    });
    const threads = await get('dana.broker@haulclub.demo', '/api/chat/threads');
    expect(threads.items).toHaveLength(1);
    expect(threads.items[0]).toMatchObject({ trucker: { name: 'Ray Delgado' }, unreadCount: 1 });
  });

  it('gives Dana contracts in every money state, made through the routes and the payouts job, on a ledger summing to zero', async () => {
    const states = await t.db.database.db.execute<{
      trucker: string;
      status: string;
      escrow: string;
      disputed: boolean;
      charged: string | null;
      payouts: string | null;
    }>(sql`
      SELECT u.email AS trucker, c.status, c.escrow_status AS escrow,
        EXISTS (SELECT 1 FROM contract_disputes d WHERE d.contract_id = c.id AND d.resolved_at IS NULL) AS disputed,
        (SELECT string_agg(p.status || ' ' || p.card_last4, ',') FROM contract_payments p WHERE p.contract_id = c.id) AS charged,
        (SELECT string_agg(p.member || ' ' || p.status, ',' ORDER BY p.member) FROM payouts p WHERE p.contract_id = c.id) AS payouts
      FROM contracts c JOIN users u ON u.id = c.trucker_id JOIN bookings b ON b.id = c.booking_id
      ORDER BY b.booked_at DESC`);
    const ray = 'ray.trucker@haulclub.demo';
    const lena = 'lena.trucker@haulclub.demo';
    expect(states.rows).toEqual([
      // Just booked: awaiting both signatures.
      { trucker: ray, status: 'pending', escrow: 'pending', disputed: false, charged: null, payouts: null },
      // Delivered, disputed by Dana: the money stays held.
      {
        trucker: ray,
        status: 'signed',
        escrow: 'held',
        disputed: true,
        charged: 'succeeded 4242',
        payouts: null,
      },
      // Delivered and confirmed: released and paid out to both: executed.
      {
        trucker: ray,
        status: 'executed',
        escrow: 'released',
        disputed: false,
        charged: 'succeeded 4242',
        payouts: 'broker paid,trucker paid',
      },
      // In transit: signed and funded (pickup needs the funds held).
      {
        trucker: ray,
        status: 'signed',
        escrow: 'held',
        disputed: false,
        charged: 'succeeded 4242',
        payouts: null,
      },
      // Delivered, awaiting Dana's confirmation: funded and held.
      {
        trucker: lena,
        status: 'signed',
        escrow: 'held',
        disputed: false,
        charged: 'succeeded 4242',
        payouts: null,
      },
      // Confirmed: released; Lena's 80% waits for her payout account, Dana's 10% is paid.
      {
        trucker: lena,
        status: 'signed',
        escrow: 'released',
        disputed: false,
        charged: 'succeeded 4242',
        payouts: 'broker paid,trucker due',
      },
    ]);
    const ledger = await t.db.database.db.execute<{ posted: number; pending: number; transfers: number }>(sql`
      SELECT coalesce(sum(credits_posted - debits_posted), 0)::int AS posted,
        coalesce(sum(credits_pending - debits_pending), 0)::int AS pending,
        (SELECT count(*)::int FROM ledger_transfers) AS transfers
      FROM ledger_accounts`);
    expect(ledger.rows[0]).toMatchObject({ posted: 0, pending: 0 });
    expect(ledger.rows[0]!.transfers).toBeGreaterThan(0);
    const paidOut = await t.db.database.db.execute<{ email: string; cents: number }>(sql`
      SELECT u.email, sum(p.amount_cents)::int AS cents FROM payouts p JOIN users u ON u.id = p.user_id
      WHERE p.status = 'paid' GROUP BY u.email ORDER BY u.email`);
    const [executed] = await contractMoney(ray, 'executed');
    const [lenas] = await contractMoney(lena, 'signed', 'released');
    expect(paidOut.rows).toEqual([
      { email: 'dana.broker@haulclub.demo', cents: executed!.broker_cents + lenas!.broker_cents },
      { email: ray, cents: executed!.trucker_cents },
    ]);
    const readiness = async (email: string) => {
      const token = (await passwordGrant(t.app, email, DEMO_PASSWORD)).json().access_token as string;
      return (
        await t.app.inject({ method: 'GET', url: '/api/payments/account', headers: bearer(token) })
      ).json().readiness;
    };
    expect(await readiness('dana.broker@haulclub.demo')).toBe('ready');
    expect(await readiness(ray)).toBe('ready');
    expect(await readiness(lena)).not.toBe('ready');
  });

  it('gives the busy demo lanes real figures and keeps Lawton → Wichita Falls (Power Only) under the floor', async () => {
    const ray = 'ray.trucker@haulclub.demo';
    const busy = await getAs(ray, '/api/lane-rates?origin=75201&destination=77002&equipment=Flatbed');
    const [flatbed] = busy.equipment;
    type Figures = {
      windowDays: number;
      enoughData: boolean;
      bookings: number;
      brokers: number;
      averageCents: number | null;
      medianCents: number;
      p25Cents: number;
      p75Cents: number;
    };
    const thirty = flatbed.windows.find((w: Figures) => w.windowDays === 30);
    expect(thirty).toMatchObject({ enoughData: true, averageCents: expect.any(Number) });
    expect(thirty.bookings).toBeGreaterThanOrEqual(7);
    expect(thirty.brokers).toBeGreaterThanOrEqual(3);
    expect(thirty.p25Cents).toBeLessThanOrEqual(thirty.medianCents);
    expect(thirty.medianCents).toBeLessThanOrEqual(thirty.p75Cents);
    // A lane pays what a flatbed pays in Texas: between $2 and $4 a mile.
    expect(thirty.averageCents).toBeGreaterThan(200);
    expect(thirty.averageCents).toBeLessThan(400);
    const weeks = flatbed.history.filter((p: { averageCents: number | null }) => p.averageCents !== null);
    expect(weeks.length).toBeGreaterThan(8);

    const quiet = await getAs(ray, '/api/lane-rates?origin=73501&destination=76301&equipment=Power%20Only');
    for (const w of quiet.equipment[0].windows as Figures[]) {
      expect(w, `${String(w.windowDays)} days`).toMatchObject({ enoughData: false, averageCents: null });
      expect(w.bookings < 7 || w.brokers < 3).toBe(true);
    }
    expect(quiet.equipment[0].windows.find((w: Figures) => w.windowDays === 90).bookings).toBeGreaterThan(0);

    // Dana's board compares: her Dallas → Houston flatbed with the lane, her Power Only run says not enough data.
    const board = await getAs(ray, '/api/loads?pageSize=50');
    type Card = {
      pickup: { zip: string };
      equipment: string;
      laneRate: { enoughData: boolean; diffPercent: number | null };
    };
    const lane = (zip: string, equipment: string) =>
      (board.items as Card[]).find((l) => l.pickup.zip === zip && l.equipment === equipment);
    expect(lane('75201', 'Flatbed')?.laneRate).toMatchObject({
      enoughData: true,
      diffPercent: expect.any(Number),
    });
    expect(lane('73501', 'Power Only')?.laneRate).toMatchObject({ enoughData: false, diffPercent: null });
  });

  it('gives Dana received ratings and a Fair payer badge, and two market brokers a Below market one', async () => {
    const dana = 'dana.broker@haulclub.demo';
    const ratings = await getAs(dana, '/api/ratings/received');
    expect(ratings.summary.count).toBeGreaterThan(20);
    expect(ratings.summary.average).toBeGreaterThanOrEqual(4);
    expect(ratings.summary.weekly.some((w: { count: number }) => w.count > 0)).toBe(true);
    expect((await getAs(dana, '/api/broker/fairness')).fairness).toMatchObject({
      badge: 'fair_payer',
      enoughData: true,
    });
    const lowballers = await t.db.database.db.execute<{ id: string }>(sql`
      SELECT b.user_id AS id FROM brokers b
      WHERE b.company_name IN ('Lowline Freight Solutions LLC', 'Caprock Cargo Brokers')`);
    expect(lowballers.rows).toHaveLength(2);
    for (const { id } of lowballers.rows) {
      const profile = await getAs('ray.trucker@haulclub.demo', `/api/brokers/${id}`);
      expect(profile.fairness.badge, profile.companyName).toBe('below_market');
    }
    // The market's other accounts have no password: nobody signs in as them.
    const [someone] = (
      await t.db.database.db.execute<{ email: string }>(
        sql`SELECT email FROM users WHERE email LIKE '%@brokers.haulclub.demo' LIMIT 1`,
      )
    ).rows;
    expect((await passwordGrant(t.app, someone!.email, DEMO_PASSWORD)).statusCode).toBe(400);
  });

  it('ranks Ray in the top decile by speed score (early access to Dana’s premium load) and Lena below it', async () => {
    const ray = await getAs('ray.trucker@haulclub.demo', '/api/trucker/score');
    expect(ray).toMatchObject({ enoughData: true, earlyAccess: true });
    expect(ray.rank.topPercent).toBeLessThanOrEqual(10);
    expect(ray.rank.of).toBeGreaterThan(20);
    expect(ray.history).toHaveLength(12);
    expect(ray.history.filter((w: { score: number | null }) => w.score !== null).length).toBeGreaterThan(6);
    const lena = await getAs('lena.trucker@haulclub.demo', '/api/trucker/score');
    expect(lena).toMatchObject({ enoughData: true, earlyAccess: false });
    expect(lena.score).toBeLessThan(ray.score);
    expect(lena.rank.topPercent).toBeGreaterThan(10);

    const [premium] = (
      await t.db.database.db.execute<{ id: string }>(sql`
        SELECT l.id FROM loads l JOIN users u ON u.id = l.broker_id
        WHERE u.email = 'dana.broker@haulclub.demo' AND l.premium AND l.status = 'active'`)
    ).rows;
    expect(await getAs('ray.trucker@haulclub.demo', `/api/loads/${premium!.id}`)).toMatchObject({
      earlyAccess: true,
    });
    const token = (await passwordGrant(t.app, 'lena.trucker@haulclub.demo', DEMO_PASSWORD)).json()
      .access_token as string;
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/loads/${premium!.id}`,
      headers: bearer(token),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('opens freight futures in every confidence colour, each scored by the real forecast on the demo history', async () => {
    const { futures, total } = (await getAs(LENA, '/api/futures?pageSize=50')) as {
      futures: FutureView[];
      total: number;
    };
    expect(futures.length).toBe(total);
    expect(new Set(futures.map((f) => confidenceColour(f.ai_confidence_score)))).toEqual(
      new Set(['green', 'yellow', 'red']),
    );
    // Not invented: each score, basis, forecast rate and demand is what the forecast says for its lane and dates.
    const settings = await readSettings(t.db.database.db);
    for (const f of futures) {
      const forecast = await forecastLane(
        { db: t.db.database.db, settings },
        {
          lane: resolveFuturesLane(f.lane_from, f.lane_to),
          truckType: f.truck_type,
          startDate: f.start_date,
          endDate: f.end_date,
        },
      );
      const lane = `${f.lane_from} → ${f.lane_to} ${f.truck_type}`;
      expect(f.ai_confidence_score, lane).toBe(forecast.confidence);
      expect(f.forecast_basis, lane).toBe(forecast.basis);
      expect(f.market_demand, lane).toBe(forecast.demand);
      expect(f.forecast_rate, lane).toBe(forecast.rateCents === null ? null : forecast.rateCents / 100);
      expect(f.status, lane).toBe('open');
    }
    // Red among them for want of the lane's own history (the wider market's or the national figure).
    expect(futures.find((f) => f.forecast_basis !== 'lane')?.ai_confidence_score).toBeLessThan(0.6);
    expect(
      futures.filter((f) => confidenceColour(f.ai_confidence_score) === 'green').map((f) => f.forecast_basis),
    ).toContain('lane');
    // From Dana and from market brokers; Lena's step deck can lock Dana's step deck and flatbed ones, Ray's hotshot none.
    expect(new Set(futures.map((f) => f.broker.name)).size).toBeGreaterThan(3);
    const danas = futures.filter((f) => f.broker.company_name === 'Lone Star Freight Brokerage LLC');
    expect(danas.some((f) => f.truck_type === 'step_deck' && f.equipment_fits)).toBe(true);
    const rays = (await getAs(RAY, '/api/futures?pageSize=50')) as { futures: FutureView[] };
    expect(rays.futures.map((f) => f.equipment_fits)).not.toContain(true);
  });

  it('opens rate futures, one of them expiring a few minutes after the start', async () => {
    const { precommitments } = (await getAs(LENA, '/api/precommitments?pageSize=50')) as {
      precommitments: PrecommitmentView[];
    };
    expect(precommitments.length).toBeGreaterThanOrEqual(4);
    const minutesLeft = (p: PrecommitmentView) => (Date.parse(p.expires_at) - Date.now()) / 60_000;
    const soon = precommitments.filter((p) => minutesLeft(p) <= ABOUT_TO_EXPIRE_MINUTES);
    expect(soon).toHaveLength(1);
    expect(minutesLeft(soon[0]!)).toBeGreaterThan(ABOUT_TO_EXPIRE_MINUTES - 2);
    expect(soon[0]).toMatchObject({ status: 'open', truck_type: 'step_deck', equipment_fits: true });
    // The others run for a day or more; rates are the lanes' forecasts (dollars, two decimals).
    expect(precommitments.filter((p) => minutesLeft(p) > 24 * 60).length).toBeGreaterThanOrEqual(3);
    for (const p of precommitments) {
      expect(p.forecast_rate).toBeGreaterThan(2);
      expect(p.forecast_rate).toBeLessThan(5);
      expect(p.commitment_amount).toBeCloseTo(p.forecast_rate * p.miles_estimate, 2);
    }
  });

  it('gives Lena a locked freight future and an accepted rate future, their contracts pending on her and Dana’s dashboards', async () => {
    const mine = (await getAs(LENA, '/api/trucker/futures')) as TruckerFutures;
    expect(mine.futures).toHaveLength(1);
    expect(mine.precommitments).toHaveLength(1);
    const [future] = mine.futures;
    const [rate] = mine.precommitments;
    for (const locked of [future!, rate!]) {
      expect(locked).toMatchObject({
        status: 'locked',
        locked_by: { name: 'Lena Okafor' },
        broker: { company_name: 'Lone Star Freight Brokerage LLC' },
        contract_id: expect.any(String),
      });
    }
    const pending = async (email: string) =>
      ((await getAs(email, '/api/contracts?tab=pending')) as { items: ContractView[] }).items
        .filter((c) => c.commitment !== null)
        .map((c) => ({ id: c.id, kind: c.commitment!.kind, status: c.status, total: c.totalCents }))
        .sort((a, b) => a.kind.localeCompare(b.kind));
    const expected = [
      {
        id: future!.contract_id,
        kind: 'freight_future',
        status: 'pending',
        total: Math.round(future!.total_commitment * 100),
      },
      {
        id: rate!.contract_id,
        kind: 'rate_future',
        status: 'pending',
        total: Math.round(rate!.commitment_amount * 100),
      },
    ];
    expect(await pending(LENA)).toEqual(expected);
    expect(await pending('dana.broker@haulclub.demo')).toEqual(expected);
    // Ray (a hotshot) locked none.
    const rays = (await getAs(RAY, '/api/trucker/futures')) as TruckerFutures;
    expect(rays).toEqual({ futures: [], precommitments: [] });
  });

  it('is idempotent', async () => {
    const { created } = await seedDemo(t.db.database.db, t.config.auth.argon2);
    await seedDemoMoney(t.app);
    expect(created).toEqual([]);
    const n = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@haulclub.demo'`,
    );
    expect(n.rows[0]!.n).toBe(6);
    // The demo's own rows: the accounts' brokerages and truckers, Dana's 12 loads and 6 bookings, one chat.
    const counts = await t.db.database.db.execute<{ b: number; a: number; t: number; i: number }>(sql`
      SELECT (SELECT count(*)::int FROM brokers br JOIN users u ON u.id = br.user_id WHERE u.email LIKE '%@haulclub.demo') AS b,
        (SELECT count(*)::int FROM broker_applications WHERE email LIKE '%@haulclub.demo') AS a,
        (SELECT count(*)::int FROM truckers tr JOIN users u ON u.id = tr.user_id WHERE u.email LIKE '%@haulclub.demo') AS t,
        (SELECT count(*)::int FROM invitations) AS i`);
    expect(counts.rows[0]).toEqual({ b: 2, a: 2, t: 3, i: 3 });
    const board = await t.db.database.db.execute<{ bookings: number; threads: number; messages: number }>(sql`
      SELECT (SELECT count(*)::int FROM bookings b WHERE EXISTS (SELECT 1 FROM contracts c WHERE c.booking_id = b.id)) AS bookings,
        (SELECT count(*)::int FROM chat_threads WHERE broker_id = (SELECT id FROM users WHERE email = 'dana.broker@haulclub.demo')) AS threads,
        (SELECT count(*)::int FROM chat_messages m JOIN chat_threads c ON c.id = m.thread_id
          WHERE c.broker_id = (SELECT id FROM users WHERE email = 'dana.broker@haulclub.demo')) AS messages`);
    expect(board.rows[0]).toEqual({ bookings: 6, threads: 1, messages: 3 });
    // And nothing else: the market's history and Dana's premium load (still in its window) are not added twice.
    expect(await tableCounts()).toEqual(seededCounts);
    const money = await t.db.database.db.execute<{ payments: number; payouts: number; accounts: number }>(sql`
      SELECT (SELECT count(*)::int FROM contract_payments) AS payments, (SELECT count(*)::int FROM payouts) AS payouts,
        (SELECT count(*)::int FROM payment_accounts) AS accounts`);
    expect(money.rows[0]).toEqual({ payments: 5, payouts: 4, accounts: 2 });
    expect(await visibleDanaLoads()).toBe(6);
    expect(await visibleDanaLoads(true)).toBe(1);
  });

  it("tops Dana's board up again once her loads have expired, with a fresh premium load", async () => {
    await t.db.database.db.execute(sql`
      UPDATE loads SET expires_at = now() - interval '1 minute'
      WHERE status = 'active' AND broker_id = (SELECT id FROM users WHERE email = 'dana.broker@haulclub.demo')`);
    expect(await visibleDanaLoads()).toBe(0);
    expect(await visibleDanaLoads(true)).toBe(0);
    const before = await tableCounts();
    await seedDemo(t.db.database.db, t.config.auth.argon2);
    expect(await visibleDanaLoads()).toBe(6);
    expect(await visibleDanaLoads(true)).toBe(1);
    expect(await tableCounts()).toEqual({ ...before, loads: (before.loads as number) + 7 });
  });

  it('posts a new short-lived rate future once the last has run out, and tops up only what is gone', async () => {
    await t.db.database.db.execute(sql`
      UPDATE precommitments SET expires_at = now() - interval '1 second'
      WHERE status = 'open' AND expires_at <= now() + make_interval(mins => ${ABOUT_TO_EXPIRE_MINUTES})`);
    const before = await tableCounts();
    await seedDemo(t.db.database.db, t.config.auth.argon2);
    expect(await tableCounts()).toEqual({ ...before, precommitments: (before.precommitments as number) + 1 });
    const { precommitments } = (await getAs(LENA, '/api/precommitments?pageSize=50')) as {
      precommitments: PrecommitmentView[];
    };
    const soon = precommitments.filter(
      (p) => Date.parse(p.expires_at) - Date.now() <= ABOUT_TO_EXPIRE_MINUTES * 60_000,
    );
    expect(soon).toHaveLength(1);
  });
});
