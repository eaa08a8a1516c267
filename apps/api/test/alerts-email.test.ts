import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../src/db/client';
import type { TestApp } from './helpers/app';
import { createAuthTestApp, latestMail, mailCount } from './helpers/auth';
import { bookLoad, createTrucker, postedLoad } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';
import { alertsFor, createAlertedTrucker, minuteOfDayIn, stepDeckLoad } from './helpers/alerts';
import { ALERT_JOBS } from '../src/modules/alerts/index';

let t: TestApp;
let broker: TestAccount;

beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t);
});
afterAll(async () => {
  await t?.close();
});

/** Runs every due job and sends the mail they queued (the development outbox). */
async function drain(app = t.app) {
  await app.jobs.runDue();
  await app.mail.flush();
}

/** The trucker's queued jobs of `kind`, with seconds until each runs. */
async function queuedJobs(kind: string, truckerId: string, alertIds: string[] = []) {
  const result = await t.db.database.db.execute<{ id: number; in_seconds: number }>(sql`
    SELECT id, extract(epoch FROM run_at - now())::float8 AS in_seconds FROM jobs
    WHERE kind = ${kind} AND status = 'queued'
      AND (payload->>'truckerId' = ${truckerId} OR payload->>'alertId' = ANY(${`{${alertIds.join(',')}}`}::text[]))`);
  return result.rows.map((r) => ({ id: Number(r.id), inSeconds: Number(r.in_seconds) }));
}

async function runDigestNow(truckerId: string) {
  await t.db.database.db.execute(sql`
    UPDATE jobs SET run_at = now() WHERE kind = ${ALERT_JOBS.digest} AND status = 'queued'
      AND payload->>'truckerId' = ${truckerId}`);
}

describe('alert emails', () => {
  it('emails an instant trucker at once ("New load match: <score>% — Houston, TX → Austin, TX, $3.10/mi") with a link to the load', async () => {
    const trucker = await createAlertedTrucker(t, { email: 'instant' });
    const load = await postedLoad(t, broker.token, stepDeckLoad());
    await drain();

    const [alert] = await alertsFor(t, trucker.userId, load.id);
    expect(alert?.email_status).toBe('sent');
    const mail = await latestMail(t.app, trucker.email);
    expect(mail.subject).toBe(`New load match: ${alert!.score}% — Houston, TX → Austin, TX, $3.10/mi`);
    expect(mail.text).toContain(`HC-${load.number}`);
    expect(mail.text).toContain(`${t.config.publicUrl}/trucker/loads?load=${load.id}`);
    expect(await mailCount(t.app, trucker.email)).toBe(1);
  });

  it('sends nothing when email is off', async () => {
    const trucker = await createAlertedTrucker(t, { email: 'off' });
    const load = await postedLoad(t, broker.token, stepDeckLoad());
    await drain();
    expect((await alertsFor(t, trucker.userId, load.id))[0]?.email_status).toBe('none');
    expect(await mailCount(t.app, trucker.email)).toBe(0);
  });

  it('holds an instant email until quiet hours end, then sends it', async () => {
    const zone = 'America/Chicago';
    const minute = minuteOfDayIn(zone);
    const end = (minute + 30) % 1440;
    const trucker = await createAlertedTrucker(t, {
      email: 'instant',
      timeZone: zone,
      quiet: { startMinute: (minute + 1430) % 1440, endMinute: end },
    });
    const load = await postedLoad(t, broker.token, stepDeckLoad());
    const [alert] = await alertsFor(t, trucker.userId, load.id);
    expect(alert).toMatchObject({ silent: true, email_status: 'pending' });
    const [job] = await queuedJobs(ALERT_JOBS.instant, trucker.userId, [alert!.id]);
    // Due when the quiet hours end, 29–30 minutes from now.
    expect(job!.inSeconds).toBeGreaterThan(28 * 60);
    expect(job!.inSeconds).toBeLessThanOrEqual(30 * 60);
    await drain();
    expect(await mailCount(t.app, trucker.email)).toBe(0);

    // The quiet hours are over: the held job sends it.
    await t.db.database.db.execute(sql`
      UPDATE truckers SET quiet_start_minute = NULL, quiet_end_minute = NULL WHERE user_id = ${trucker.userId}`);
    await t.db.database.db.execute(sql`UPDATE jobs SET run_at = now() WHERE id = ${job!.id}`);
    await drain();
    expect(await mailCount(t.app, trucker.email)).toBe(1);
    expect((await alertsFor(t, trucker.userId, load.id))[0]?.email_status).toBe('sent');
  });

  it('collects a digest trucker’s alerts into one email per window, skipping loads no longer on the board', async () => {
    const trucker = await createAlertedTrucker(t, { email: 'digest' });
    const kept = await postedLoad(t, broker.token, stepDeckLoad());
    const gone = await postedLoad(t, broker.token, stepDeckLoad());
    await drain();
    expect(await mailCount(t.app, trucker.email)).toBe(0);

    // One digest job for both alerts, due in 15 minutes.
    const jobs = await queuedJobs(ALERT_JOBS.digest, trucker.userId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.inSeconds).toBeGreaterThan(14 * 60);
    expect(jobs[0]!.inSeconds).toBeLessThanOrEqual(15 * 60);

    const other = await createTrucker(t);
    expect((await bookLoad(t, other.token, gone.id, { confirmOverlap: true })).statusCode).toBe(201);
    await runDigestNow(trucker.userId);
    await drain();

    expect(await mailCount(t.app, trucker.email)).toBe(1);
    const mail = await latestMail(t.app, trucker.email);
    expect(mail.subject).toBe('1 new load match on HaulClub');
    expect(mail.text).toContain(`HC-${kept.number}`);
    expect(mail.text).not.toContain(`HC-${gone.number}`);
    expect((await alertsFor(t, trucker.userId, kept.id))[0]?.email_status).toBe('sent');
    expect((await alertsFor(t, trucker.userId, gone.id))[0]?.email_status).toBe('skipped');
  });

  it('sends a digest once when two API processes run its jobs at the same time', async () => {
    const b = await createAuthTestApp({ db: { ...t.db, database: createDatabase(t.db.url) } });
    try {
      const trucker = await createAlertedTrucker(t, { email: 'digest' });
      await postedLoad(t, broker.token, stepDeckLoad());
      await postedLoad(t, broker.token, stepDeckLoad());
      // A spare job for the same trucker (as a quiet-hours hold leaves), both due now.
      await t.app.jobs.enqueue(ALERT_JOBS.digest, { truckerId: trucker.userId });
      await runDigestNow(trucker.userId);
      await Promise.all([drain(t.app), drain(b.app)]);
      await Promise.all([t.app.mail.flush(), b.app.mail.flush()]);

      expect(await mailCount(t.app, trucker.email)).toBe(1);
      expect((await latestMail(t.app, trucker.email)).subject).toBe('2 new load matches on HaulClub');
    } finally {
      await b.close();
    }
  });

  it('holds a digest until quiet hours end when they last longer than the digest window', async () => {
    const zone = 'America/Chicago';
    const minute = minuteOfDayIn(zone);
    const trucker = await createAlertedTrucker(t, {
      email: 'digest',
      timeZone: zone,
      quiet: { startMinute: (minute + 1430) % 1440, endMinute: (minute + 40) % 1440 },
    });
    await postedLoad(t, broker.token, stepDeckLoad());
    const [job] = await queuedJobs(ALERT_JOBS.digest, trucker.userId);
    expect(job!.inSeconds).toBeGreaterThan(38 * 60);
    expect(job!.inSeconds).toBeLessThanOrEqual(40 * 60);
  });

  it('skips, without an email, a held instant alert whose load was booked before it could be sent', async () => {
    const zone = 'America/Chicago';
    const minute = minuteOfDayIn(zone);
    const trucker = await createAlertedTrucker(t, {
      email: 'instant',
      timeZone: zone,
      quiet: { startMinute: (minute + 1430) % 1440, endMinute: (minute + 30) % 1440 },
    });
    const load = await postedLoad(t, broker.token, stepDeckLoad());
    const [alert] = await alertsFor(t, trucker.userId, load.id);
    const other = await createTrucker(t);
    expect((await bookLoad(t, other.token, load.id, { confirmOverlap: true })).statusCode).toBe(201);

    await t.db.database.db.execute(sql`
      UPDATE truckers SET quiet_start_minute = NULL, quiet_end_minute = NULL WHERE user_id = ${trucker.userId}`);
    await t.db.database.db.execute(sql`
      UPDATE jobs SET run_at = now() WHERE kind = ${ALERT_JOBS.instant} AND payload->>'alertId' = ${alert!.id}`);
    await drain();
    expect((await alertsFor(t, trucker.userId, load.id))[0]?.email_status).toBe('skipped');
    expect(await mailCount(t.app, trucker.email)).toBe(0);
  });

  it('sends nothing for alerts of a trucker who paused or turned email off before the digest ran', async () => {
    const trucker = await createAlertedTrucker(t, { email: 'digest' });
    const load = await postedLoad(t, broker.token, stepDeckLoad());
    await t.db.database.db.execute(
      sql`UPDATE truckers SET alert_email = 'off' WHERE user_id = ${trucker.userId}`,
    );
    await runDigestNow(trucker.userId);
    await drain();
    expect(await mailCount(t.app, trucker.email)).toBe(0);
    expect((await alertsFor(t, trucker.userId, load.id))[0]?.email_status).toBe('none');
  });
});
