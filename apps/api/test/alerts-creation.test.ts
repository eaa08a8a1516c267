import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders, sql } from 'drizzle-orm';
import type { PostLoadInput } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createAuthTestApp } from './helpers/auth';
import { loadInput, PLACES, postedLoad } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import {
  alertsFor,
  auth,
  createAlertedTrucker,
  minuteOfDayIn,
  setAlertProfile,
  stepDeckLoad,
} from './helpers/alerts';
import { ALERT_BATCH_CHANNEL } from '../src/modules/alerts/index';
import { matchTruckersForLoad } from '../src/modules/matching/index';
import { visibleToTruckers } from '../src/modules/loads/index';
import {
  alertCandidatesStatement,
  findAlertCandidates,
} from '../src/modules/alerts/repository/alert-candidates';

let t: TestApp;
let broker: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
});
afterAll(async () => {
  await t?.close();
});

/** Posts stepDeckLoad(overrides); returns the load and the exact input (to edit it later). */
async function post(overrides: Partial<PostLoadInput> = {}) {
  const input = stepDeckLoad(overrides);
  return { ...(await postedLoad(t, broker.token, input)), input };
}

/** PUT the load with `input` (the posted input with changes). */
function edit(loadId: string, input: Partial<PostLoadInput>) {
  const { expiryHours: _expiry, ...fields } = loadInput(input);
  return t.app.inject({
    method: 'PUT',
    url: `/api/broker/loads/${loadId}`,
    headers: auth(broker.token),
    payload: fields,
  });
}

const repost = (loadId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/broker/loads/${loadId}/repost`,
    headers: auth(broker.token),
    payload: { expiryHours: 3 },
  });

describe('who gets an alert when a load is posted', () => {
  it('alerts a trucker whose score is exactly their threshold and not one whose threshold is a point higher', async () => {
    const atThreshold = await createAlertedTrucker(t);
    const above = await createAlertedTrucker(t);
    // The same lane profile scores the same load the same: read the score from a probe post.
    const probe = await post();
    const score = (await matchTruckersForLoad(t.db.database.db, probe.id)).find(
      (m) => m.truckerId === atThreshold.userId,
    )?.score;
    expect(score).toBeGreaterThan(1);
    expect(score).toBeLessThan(100);
    await setAlertProfile(t, atThreshold.userId, { threshold: score! });
    await setAlertProfile(t, above.userId, { threshold: score! + 1 });

    const load = await post();
    const [alert] = await alertsFor(t, atThreshold.userId, load.id);
    expect(alert).toMatchObject({ score, silent: false, email_status: 'none', read_at: null });
    expect(await alertsFor(t, above.userId, load.id)).toEqual([]);
  });

  it('gives a paused trucker no alert at all, whatever the threshold', async () => {
    const paused = await createAlertedTrucker(t, { threshold: 1, paused: true, email: 'instant' });
    const load = await post();
    expect(await alertsFor(t, paused.userId, load.id)).toEqual([]);
  });

  it('alerts Lena (Step Deck, Houston) and not Ray (Hotshot, Dallas) for a Step Deck load from Houston', async () => {
    const lena = await createAlertedTrucker(t, { truckTypes: ['Step Deck'] }, { home: 'houston' });
    const ray = await createAlertedTrucker(t, { truckTypes: ['Hotshot'], threshold: 1 }, { home: 'dallas' });
    const load = await post();
    const [alert] = await alertsFor(t, lena.userId, load.id);
    expect(alert?.score).toBeGreaterThanOrEqual(70);
    expect(await alertsFor(t, ray.userId, load.id)).toEqual([]);

    // The match is recorded for tuning: when the trucker was alerted, with the score.
    const feedback = await t.db.database.db.execute<{ score: number; alerted_at: string | null }>(sql`
      SELECT score, alerted_at FROM match_feedback WHERE trucker_id = ${lena.userId} AND load_id = ${load.id}`);
    expect(feedback.rows[0]).toMatchObject({ score: alert!.score });
    expect(feedback.rows[0]?.alerted_at).not.toBeNull();
  });

  it('alerts no trucker without a truck type and none whose equipment cannot haul the load', async () => {
    const noTypes = await createAlertedTrucker(t, { truckTypes: [], threshold: 1 });
    const reefer = await createAlertedTrucker(t, { truckTypes: ['Refrigerated'], threshold: 1 });
    const load = await post();
    expect(await alertsFor(t, noTypes.userId, load.id)).toEqual([]);
    expect(await alertsFor(t, reefer.userId, load.id)).toEqual([]);
  });

  it('sends one NOTIFY per post for the whole batch, with ids only', async () => {
    const notices: string[] = [];
    const stop = await t.app.listener.listen(ALERT_BATCH_CHANNEL, (payload) => notices.push(payload));
    const a = await createAlertedTrucker(t);
    const b = await createAlertedTrucker(t);
    const load = await post();
    await new Promise((r) => setTimeout(r, 300));
    stop();
    const mine = notices.filter((n) => n.includes(load.id));
    expect(mine).toHaveLength(1);
    const batchId = (await alertsFor(t, a.userId, load.id))[0]?.batch_id;
    expect(JSON.parse(mine[0]!)).toEqual({ batchId, loadId: load.id });
    expect((await alertsFor(t, b.userId, load.id))[0]?.batch_id).toBe(batchId);
    expect(Buffer.byteLength(mine[0]!)).toBeLessThan(200);
  });
});

describe('quiet hours', () => {
  /** A zone from the list whose local minute now is at least `margin` minutes from midnight. */
  function zoneAwayFromMidnight(margin: number, zones = ['Asia/Tokyo', 'America/Chicago', 'Europe/London']) {
    const zone = zones.find((z) => {
      const m = minuteOfDayIn(z);
      return m >= margin && m <= 1439 - margin;
    });
    if (!zone) throw new Error('no zone away from midnight');
    return { zone, minute: minuteOfDayIn(zone), others: zones.filter((z) => z !== zone) };
  }

  it("stores an alert silent inside the trucker's quiet hours, read in the trucker's own time zone", async () => {
    const { zone, minute, others } = zoneAwayFromMidnight(40);
    const quiet = { startMinute: minute - 30, endMinute: minute + 30 };
    const inside = await createAlertedTrucker(t, { timeZone: zone, quiet });
    // The same hours in a zone at least six hours away are not now.
    const elsewhere = await createAlertedTrucker(t, { timeZone: others[0]!, quiet });
    const none = await createAlertedTrucker(t, { timeZone: zone, quiet: null });
    const load = await post();
    expect((await alertsFor(t, inside.userId, load.id))[0]?.silent).toBe(true);
    expect((await alertsFor(t, elsewhere.userId, load.id))[0]?.silent).toBe(false);
    expect((await alertsFor(t, none.userId, load.id))[0]?.silent).toBe(false);
  });

  it('handles quiet hours that wrap past midnight', async () => {
    const { zone, minute } = zoneAwayFromMidnight(25);
    // From a little after now, through midnight, to a little before now: now is inside.
    const wrapsOverNow = await createAlertedTrucker(t, {
      timeZone: zone,
      quiet: { startMinute: minute + 10, endMinute: minute + 5 },
    });
    // From well after now, through midnight, to just before now: now is outside.
    const wrapsAroundNow = await createAlertedTrucker(t, {
      timeZone: zone,
      quiet: { startMinute: minute + 20, endMinute: minute - 5 },
    });
    const load = await post();
    expect((await alertsFor(t, wrapsOverNow.userId, load.id))[0]?.silent).toBe(true);
    expect((await alertsFor(t, wrapsAroundNow.userId, load.id))[0]?.silent).toBe(false);
  });
});

describe('never twice for one load and trucker', () => {
  it('keeps one alert through a repost, a rate raise and a retried alert run', async () => {
    const trucker = await createAlertedTrucker(t);
    const load = await post();
    const [first] = await alertsFor(t, trucker.userId, load.id);
    expect(first).toBeDefined();

    expect((await repost(load.id)).statusCode).toBe(200);
    expect((await edit(load.id, { ...load.input, rateCents: 80_000 })).statusCode).toBe(200);
    const retried = await t.db.database.db.transaction((tx) => t.app.alerts.createForLoad(tx, load.id));
    expect(retried).toEqual([]);
    expect(await alertsFor(t, trucker.userId, load.id)).toEqual([first]);
  });

  it('alerts a trucker the raised rate now passes, once, under two simultaneous edits', async () => {
    // A $4.00 minimum: $3.10/mi scores no rate points and falls under 70; $5.00/mi passes.
    const picky = await createAlertedTrucker(t, { minRatePerMileCents: 400 });
    const load = await post();
    expect(await alertsFor(t, picky.userId, load.id)).toEqual([]);

    const raised = { ...load.input, rateCents: 100_000 };
    const [a, b] = await Promise.all([edit(load.id, raised), edit(load.id, raised)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const alerts = await alertsFor(t, picky.userId, load.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.score).toBeGreaterThanOrEqual(70);
  });

  it('keeps one alert under two simultaneous reposts', async () => {
    const trucker = await createAlertedTrucker(t);
    const load = await post();
    await t.db.database.db.execute(sql`DELETE FROM load_alerts WHERE load_id = ${load.id}`);
    const results = await Promise.all([repost(load.id), repost(load.id)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await alertsFor(t, trucker.userId, load.id)).toHaveLength(1);
  });

  it('alerts nobody new for an edit that changes nothing matching reads', async () => {
    const load = await post();
    const late = await createAlertedTrucker(t);
    const res = await edit(load.id, { ...load.input, commodity: 'Machinery parts', notes: 'Call ahead' });
    expect(res.statusCode).toBe(200);
    expect(await alertsFor(t, late.userId, load.id)).toEqual([]);
  });
});

describe('which truckers the alert query reads', () => {
  const premiumWindowMinutes = 15;

  it('alerts a trucker whose radius just reaches the pickup and not one a mile short, measured from where the truck is now', async () => {
    const db = t.db.database.db;
    const edge = await createAlertedTrucker(t, { threshold: 1 }, { home: 'dallas' });
    const short = await createAlertedTrucker(t, { threshold: 1 }, { home: 'dallas' });
    const moved = await createAlertedTrucker(t, { threshold: 1 }, { home: 'denver' });
    const probe = await post();
    const deadhead = (await matchTruckersForLoad(db, probe.id)).find((m) => m.truckerId === edge.userId)
      ?.match.deadheadMiles;
    expect(deadhead).toBeGreaterThan(200);
    await db.execute(sql`UPDATE truckers SET max_radius = ${deadhead} WHERE user_id = ${edge.userId}`);
    await db.execute(sql`UPDATE truckers SET max_radius = ${deadhead! - 1} WHERE user_id = ${short.userId}`);
    // Home in Denver, far outside 200 miles of Houston; the truck is empty in Austin now, inside them.
    const austin = PLACES.austin;
    await db.execute(sql`UPDATE truckers SET max_radius = 200, current_city = ${austin.city},
      current_state = ${austin.state}, current_zip = ${austin.zip}, current_lat = ${austin.lat},
      current_lng = ${austin.lng}, current_available_from = now() WHERE user_id = ${moved.userId}`);

    const load = await post();
    expect(await alertsFor(t, edge.userId, load.id)).toHaveLength(1);
    expect(await alertsFor(t, short.userId, load.id)).toEqual([]);
    expect(await alertsFor(t, moved.userId, load.id)).toHaveLength(1);
  });

  it('finds the very truckers, scores and reasons that matching every trucker finds', async () => {
    const db = t.db.database.db;
    const load = await post();
    const visible = visibleToTruckers('l', { truckerId: sql`t.user_id`, premiumWindowMinutes });
    const everyone = await matchTruckersForLoad(db, load.id, {
      extraWhere: sql`m."score" >= t.alert_threshold AND NOT t.alerts_paused AND ${visible}`,
    });
    const found = await findAlertCandidates(db, load.id, premiumWindowMinutes);
    const byTrucker = (a: { truckerId: string }, b: { truckerId: string }) =>
      a.truckerId.localeCompare(b.truckerId);
    expect(found.length).toBeGreaterThan(3);
    expect([...found].sort(byTrucker)).toEqual(
      everyone.map(({ truckerId, score, reasons }) => ({ truckerId, score, reasons })).sort(byTrucker),
    );
  });

  it('reads the truckers through the reach index (the query and the index are the same expression)', async () => {
    const load = await post();
    const { query } = alertCandidatesStatement();
    const values = fillPlaceholders(query.params, { loadId: load.id, premiumWindowMinutes });
    const client = await t.db.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, values);
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('truckers_alert_reach_idx');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
