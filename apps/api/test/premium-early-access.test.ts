import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOAD_EVENT_TYPES, LOADS_TOPIC, type PostLoadInput } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { eventAbout, follow, postedLoad } from './helpers/loads';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';
import { alertsFor, auth, createAlertedTrucker, stepDeckLoad } from './helpers/alerts';
import { startThread } from './helpers/chat';
import { PREMIUM_WINDOW_END_JOB } from '../src/modules/loads/services/premium-window';

// Premium early access (issue 13, item 5): for the first premiumWindowMinutes after posting, a
// premium load exists only for truckers whose speed score gives them early access, on every path.

let t: TestApp;
let broker: TestAccount;
let admin: TestAccount;
/** In the top share by speed score (speed_scores.early_access). */
let early: TestAccount;
/** Scored, but outside the top share. */
let regular: TestAccount;
/** Never scored (no speed_scores row). */
let unscored: TestAccount;

/**
 * A speed score that gives early access (95, top 1%) or not (40, bottom). Bookings and chats queue
 * speed-score refreshes that re-rank every scored trucker; with the top share at 50% (set below) the
 * 95s stay in it and the 40s stay out, so the flags written here hold.
 */
async function setEarlyAccess(truckerId: string, earlyAccess: boolean): Promise<void> {
  const [score, top] = earlyAccess ? [95, 1] : [40, 100];
  await t.db.database.db.execute(sql`
    INSERT INTO speed_scores (user_id, role, score, bookings, components, top_percent, early_access)
    VALUES (${truckerId}, 'trucker', ${score}, 12, '{}'::jsonb, ${top}, ${earlyAccess})
    ON CONFLICT (user_id) DO UPDATE SET early_access = excluded.early_access, score = excluded.score,
      top_percent = excluded.top_percent`);
}

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
  admin = await createAdminAccount(t);
  await t.app.platformSettings.update(
    { premiumTopPercent: 50 },
    { userId: admin.userId, ip: null, userAgent: null },
  );
  // Step Deck trucks in Houston, alerted by any score: every Step Deck load from Houston alerts them.
  [early, regular, unscored] = await Promise.all([
    createAlertedTrucker(t, { threshold: 1 }),
    createAlertedTrucker(t, { threshold: 1 }),
    createAlertedTrucker(t, { threshold: 1 }),
  ]);
  await setEarlyAccess(early.userId, true);
  await setEarlyAccess(regular.userId, false);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.app.platformSettings.update(
    { premiumWindowMinutes: 15 },
    { userId: admin.userId, ip: null, userAgent: null },
  );
});

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const book = (token: string, loadId: string, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/loads/${loadId}/book`,
    headers: auth(token),
    payload: { confirmOverlap: true, ...body },
  });

async function post(overrides: Partial<PostLoadInput> = {}) {
  return postedLoad(t, broker.token, stepDeckLoad({ premium: true, ...overrides }));
}

/** Everything a trucker can learn about a load: board search, detail, matches. */
async function sightings(trucker: TestAccount, loadId: string) {
  const search = await get(trucker.token, '/api/loads?origin=Houston%2C%20TX&pageSize=50');
  const matches = await get(trucker.token, '/api/trucker/matches?pageSize=50');
  const detail = await get(trucker.token, `/api/loads/${loadId}`);
  expect(search.statusCode).toBe(200);
  expect(matches.statusCode).toBe(200);
  const ids = (res: typeof search) => (res.json().items as { id: string }[]).map((i) => i.id);
  return {
    inSearch: ids(search).includes(loadId),
    inMatches: ids(matches).includes(loadId),
    detail: detail.statusCode,
    earlyAccess: detail.statusCode === 200 ? (detail.json().earlyAccess as boolean) : null,
    searchItem: (search.json().items as { id: string; earlyAccess: boolean }[]).find((i) => i.id === loadId),
  };
}

/** Moves the load's posting back in time (the window is measured from posted_at). */
async function postedMinutesAgo(loadId: string, minutes: number): Promise<void> {
  await t.db.database.db.execute(sql`
    UPDATE loads SET posted_at = now() - make_interval(mins => ${minutes}::int) WHERE id = ${loadId}`);
}

async function windowJobs(loadId: string) {
  const { rows } = await t.db.database.db.execute<{
    id: number;
    status: string;
    due_minutes: number;
  }>(sql`
    SELECT j.id, j.status, round(extract(epoch FROM j.run_at - l.posted_at) / 60)::int AS due_minutes
    FROM jobs j JOIN loads l ON l.id = (j.payload->>'loadId')::uuid
    WHERE j.kind = ${PREMIUM_WINDOW_END_JOB} AND j.payload->>'loadId' = ${loadId}
    ORDER BY j.id`);
  return rows;
}

/** Makes the load's queued window-end jobs due and runs every due job. */
async function runWindowEnd(loadId: string): Promise<void> {
  await t.db.database.db.execute(sql`
    UPDATE jobs SET run_at = now() WHERE kind = ${PREMIUM_WINDOW_END_JOB} AND payload->>'loadId' = ${loadId}
      AND status = 'queued'`);
  await t.app.jobs.runDue();
}

describe('a premium load inside its early-access window', () => {
  it('does not exist for truckers without early access: search, detail, matches, booking, chat and alerts', async () => {
    const load = await post();
    for (const outsider of [regular, unscored]) {
      expect(await sightings(outsider, load.id)).toMatchObject({
        inSearch: false,
        inMatches: false,
        detail: 404,
      });
      const booking = await book(outsider.token, load.id);
      expect(booking.statusCode).toBe(404);
      // A stale rate would be a 409 for a visible load; this one does not exist for them.
      expect((await book(outsider.token, load.id, { rateCents: 1 })).statusCode).toBe(404);
      expect((await startThread(t, outsider.token, load.id)).statusCode).toBe(404);
      expect(await alertsFor(t, outsider.userId, load.id)).toEqual([]);
    }
    const { rows } = await t.db.database.db.execute<{ status: string; threads: number }>(sql`
      SELECT l.status, (SELECT count(*)::int FROM chat_threads WHERE load_id = l.id) AS threads
      FROM loads l WHERE l.id = ${load.id}`);
    expect(rows[0]).toEqual({ status: 'active', threads: 0 });
  });

  it('is visible, alerted, chattable and bookable for a trucker with early access, marked earlyAccess', async () => {
    const load = await post();
    const seen = await sightings(early, load.id);
    expect(seen).toMatchObject({ inSearch: true, inMatches: true, detail: 200, earlyAccess: true });
    expect(seen.searchItem?.earlyAccess).toBe(true);
    expect(await alertsFor(t, early.userId, load.id)).toHaveLength(1);
    expect((await startThread(t, early.token, load.id)).statusCode).toBe(201);
    // (Another early-access trucker books: a booking moves the truck, which would change later matches.)
    const booker = await createAlertedTrucker(t, { threshold: 1 });
    await setEarlyAccess(booker.userId, true);
    const booking = await book(booker.token, load.id);
    expect(booking.statusCode).toBe(201);
    // Booked: the booker keeps seeing it; it stays hidden from the others.
    expect((await get(booker.token, `/api/loads/${load.id}`)).statusCode).toBe(200);
    expect((await get(regular.token, `/api/loads/${load.id}`)).statusCode).toBe(404);
  });

  it('schedules one window-end job at posted_at + the window', async () => {
    const load = await post();
    expect(await windowJobs(load.id)).toEqual([
      expect.objectContaining({ status: 'queued', due_minutes: 15 }),
    ]);
    const plain = await post({ premium: false });
    expect(await windowJobs(plain.id)).toEqual([]);
  });
});

describe('when the window ends', () => {
  it('opens the load to everyone, alerts the others once, and announces load.posted on the board', async () => {
    const load = await post();
    const earlyAlert = await alertsFor(t, early.userId, load.id);
    expect(earlyAlert).toHaveLength(1);
    expect(await alertsFor(t, regular.userId, load.id)).toEqual([]);

    await postedMinutesAgo(load.id, 16);
    // Visibility follows the clock at once, before the job runs.
    expect(await sightings(regular, load.id)).toMatchObject({
      inSearch: true,
      inMatches: true,
      detail: 200,
      earlyAccess: false,
    });
    expect((await get(early.token, `/api/loads/${load.id}`)).json().earlyAccess).toBe(false);

    const board = await follow(t, [LOADS_TOPIC]);
    try {
      await runWindowEnd(load.id);
      expect(await eventAbout(board, LOADS_TOPIC, LOAD_EVENT_TYPES.posted, load.id)).toEqual({
        id: load.id,
        status: 'active',
      });
    } finally {
      board.socket.close();
    }
    expect(await alertsFor(t, regular.userId, load.id)).toHaveLength(1);
    expect(await alertsFor(t, unscored.userId, load.id)).toHaveLength(1);
    // The early-access trucker's alert is the one from the post, not a second one.
    expect(await alertsFor(t, early.userId, load.id)).toEqual(earlyAlert);

    // Running the end again (a second process, a retry) alerts nobody twice.
    const alertCount = async () => {
      const { rows } = await t.db.database.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM load_alerts WHERE load_id = ${load.id}`,
      );
      return rows[0]?.n;
    };
    const before = await alertCount();
    await t.db.database.db.execute(sql`
      INSERT INTO jobs (kind, payload) VALUES (${PREMIUM_WINDOW_END_JOB}, ${JSON.stringify({ loadId: load.id })}::jsonb)`);
    await t.app.jobs.runDue();
    expect(await alertCount()).toBe(before);

    expect((await startThread(t, unscored.token, load.id)).statusCode).toBe(201);
    const booker = await createAlertedTrucker(t, { threshold: 1 });
    await setEarlyAccess(booker.userId, false);
    expect((await book(booker.token, load.id)).statusCode).toBe(201);
  });

  it('after the window was lengthened, the first job alerts nobody and the new end is queued', async () => {
    const load = await post();
    await t.app.platformSettings.update(
      { premiumWindowMinutes: 20 },
      { userId: admin.userId, ip: null, userAgent: null },
    );
    // Every process reschedules on the change (the settings NOTIFY may apply it first, so wait).
    await expect.poll(async () => (await windowJobs(load.id)).map((j) => j.due_minutes)).toEqual([15, 20]);
    // The first job runs (as at minute 15): the 20-minute window is not over.
    const first = (await windowJobs(load.id))[0]!;
    await t.db.database.db.execute(sql`UPDATE jobs SET run_at = now() WHERE id = ${first.id}`);
    await t.app.jobs.runDue();

    expect(await alertsFor(t, regular.userId, load.id)).toEqual([]);
    expect((await get(regular.token, `/api/loads/${load.id}`)).statusCode).toBe(404);
    expect((await windowJobs(load.id)).map((j) => [j.id, j.status])).toEqual([
      [first.id, 'done'],
      [expect.any(Number), 'queued'],
    ]);
    expect((await windowJobs(load.id))[1]?.due_minutes).toBe(20);
  });

  it('a repost starts a new window (and a new job)', async () => {
    const load = await post();
    await postedMinutesAgo(load.id, 16);
    await t.db.database.db.execute(
      sql`UPDATE loads SET status = 'expired', expires_at = now() WHERE id = ${load.id}`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/broker/loads/${load.id}/repost`,
      headers: auth(broker.token),
      payload: { expiryHours: 3 },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(regular.token, `/api/loads/${load.id}`)).statusCode).toBe(404);
    const seen = await get(early.token, `/api/loads/${load.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().earlyAccess).toBe(true);
    // The first posting's job (still queued) will find the new window not over and do nothing.
    const queued = (await windowJobs(load.id)).filter((j) => j.status === 'queued');
    expect(queued).toContainEqual(expect.objectContaining({ due_minutes: 15 }));
  });
});

describe('a load that is not premium', () => {
  it('is everyone’s at once, never marked earlyAccess', async () => {
    const load = await post({ premium: false });
    expect(await sightings(regular, load.id)).toMatchObject({
      inSearch: true,
      inMatches: true,
      detail: 200,
      earlyAccess: false,
    });
    expect(await alertsFor(t, regular.userId, load.id)).toHaveLength(1);
    expect((await get(early.token, `/api/loads/${load.id}`)).json().earlyAccess).toBe(false);
  });
});

describe('the window setting', () => {
  it('applies at once to loads already posted, both ways, and a shortened window alerts the others', async () => {
    const load = await post();
    await postedMinutesAgo(load.id, 6);
    expect((await get(regular.token, `/api/loads/${load.id}`)).statusCode).toBe(404);

    await t.app.platformSettings.update(
      { premiumWindowMinutes: 5 },
      { userId: admin.userId, ip: null, userAgent: null },
    );
    const open = await get(regular.token, `/api/loads/${load.id}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().earlyAccess).toBe(false);
    // The change queues the load's new (past) window end: the others are alerted at once.
    await expect
      .poll(async () => {
        await t.app.jobs.runDue();
        return (await alertsFor(t, regular.userId, load.id)).length;
      })
      .toBe(1);

    await t.app.platformSettings.update(
      { premiumWindowMinutes: 10 },
      { userId: admin.userId, ip: null, userAgent: null },
    );
    expect((await get(regular.token, `/api/loads/${load.id}`)).statusCode).toBe(404);
    expect((await book(regular.token, load.id)).statusCode).toBe(404);
    expect((await get(early.token, `/api/loads/${load.id}`)).json().earlyAccess).toBe(true);
  });

  it('a window of 0 minutes makes a premium load everyone’s from the start', async () => {
    await t.app.platformSettings.update(
      { premiumWindowMinutes: 0 },
      { userId: admin.userId, ip: null, userAgent: null },
    );
    const load = await post();
    expect(await sightings(regular, load.id)).toMatchObject({ detail: 200, earlyAccess: false });
    expect(await alertsFor(t, regular.userId, load.id)).toHaveLength(1);
    expect(await windowJobs(load.id)).toEqual([]);
  });
});
