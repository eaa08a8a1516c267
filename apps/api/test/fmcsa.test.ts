import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { LiveEvent } from '@haulclub/shared';
import { brokerApplications, jobs } from '../src/db/schema/index';
import { createConfirmedUser } from '../src/modules/auth/index';
import {
  FMCSA_FIXTURE_RECORDS,
  FMCSA_NOTES,
  FMCSA_VERIFY_JOB,
  startFmcsaFixture,
  type FmcsaFixture,
  type FmcsaFixtureRecord,
} from '../src/modules/fmcsa/index';
import { createTestApp, type TestApp } from './helpers/app';
import { FAST_AUTH_ENV, STRONG_PASSWORD, uniqueEmail } from './helpers/auth';

let fixture: FmcsaFixture;
let t: TestApp;
const events: LiveEvent[] = [];

beforeAll(async () => {
  fixture = await startFmcsaFixture();
  t = await createTestApp({
    env: {
      ...FAST_AUTH_ENV,
      FMCSA_BASE_URL: fixture.url,
      FMCSA_WEB_KEY: fixture.webKey,
      FMCSA_ATTEMPTS: '2',
      FMCSA_TIMEOUT_MS: '2000',
    },
  });
  t.app.live.subscribe((e) => events.push(e));
});
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});
afterEach(async () => {
  fixture.setMode('normal');
  fixture.requests.length = 0;
  events.length = 0;
  // One live application per MC number: each test starts without any.
  await t.db.database.db.delete(brokerApplications);
});

type ApplicationRow = typeof brokerApplications.$inferSelect;

/** A broker account and its application (what the applicant typed, from a fixture record by default). */
async function createApplication(
  app: TestApp,
  record: FmcsaFixtureRecord,
  overrides: Partial<typeof brokerApplications.$inferInsert> = {},
): Promise<ApplicationRow> {
  const db = app.db.database.db;
  const email = uniqueEmail('broker');
  const { userId } = await createConfirmedUser(db, app.config.auth.argon2, {
    email,
    password: STRONG_PASSWORD,
    role: 'broker',
    firstName: 'Dana',
    lastName: 'Broker',
    companyName: record.companyName,
  });
  const [row] = await db
    .insert(brokerApplications)
    .values({
      userId,
      firstName: 'Dana',
      lastName: 'Broker',
      email,
      phone: '+12145550100',
      companyName: record.companyName,
      mcNumber: record.mcNumber,
      dotNumber: record.dotNumber,
      address: record.address,
      city: record.city,
      state: record.state,
      zipCode: record.zipCode,
      source: 'apply',
      ...overrides,
    })
    .returning();
  return row!;
}

async function check(
  app: TestApp,
  id: string,
  options: { maxAttempts?: number } = {},
): Promise<ApplicationRow> {
  await app.app.jobs.enqueue(FMCSA_VERIFY_JOB, { applicationId: id }, options);
  await app.app.jobs.runDue();
  const [row] = await app.db.database.db
    .select()
    .from(brokerApplications)
    .where(eq(brokerApplications.id, id));
  return row!;
}

async function jobOf(app: TestApp, id: string) {
  const [row] = await app.db.database.db
    .select()
    .from(jobs)
    .where(sql`${jobs.kind} = ${FMCSA_VERIFY_JOB} AND ${jobs.payload}->>'applicationId' = ${id}`);
  return row!;
}

const reasonFields = (row: ApplicationRow) => row.verificationReasons.map((r) => r.field).sort();

describe('fmcsa.verify-application job', () => {
  it('verifies a broker in good standing, records the evidence and tells admins', async () => {
    const application = await createApplication(t, FMCSA_FIXTURE_RECORDS.validBroker);
    const row = await check(t, application.id);
    expect(row.verificationVerdict).toBe('verified');
    expect(row.verificationReasons).toEqual([]);
    expect(row.verificationEvidence).toMatchObject({
      dotNumber: '1234567',
      mcNumber: '123456',
      legalName: 'LONE STAR FREIGHT BROKERAGE LLC',
      bondOnFileUsd: 75_000,
      brokerAuthorityStatus: 'A',
      allowedToOperate: true,
      physicalAddress: { city: 'DALLAS', state: 'TX' },
    });
    expect(row.verificationNote).toBeNull();
    expect(row.verificationCheckedAt).toBeInstanceOf(Date);
    expect(row.verificationAttempts).toBe(1);
    expect((await jobOf(t, application.id)).status).toBe('done');
    await vi.waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({
          topic: 'admin',
          type: 'application.updated',
          data: { id: application.id },
        }),
      ),
    );
  });

  it('flags a carrier without broker authority', async () => {
    const application = await createApplication(t, FMCSA_FIXTURE_RECORDS.carrierWithoutBrokerAuthority);
    const row = await check(t, application.id);
    expect(row.verificationVerdict).toBe('mismatch');
    expect(reasonFields(row)).toEqual(['bond', 'brokerAuthority']);
    expect(row.verificationEvidence).toMatchObject({ bipdOnFileUsd: 750_000, bondOnFileUsd: 0 });
  });

  it('flags an inactive company', async () => {
    const application = await createApplication(t, FMCSA_FIXTURE_RECORDS.inactiveCompany);
    const row = await check(t, application.id);
    expect(row.verificationVerdict).toBe('mismatch');
    expect(reasonFields(row)).toEqual(['allowedToOperate', 'bond', 'brokerAuthority']);
  });

  it('flags an MC number that belongs to another company', async () => {
    const application = await createApplication(t, FMCSA_FIXTURE_RECORDS.validBroker, { mcNumber: '234567' });
    const row = await check(t, application.id);
    expect(row.verificationVerdict).toBe('mismatch');
    expect(row.verificationReasons).toEqual([
      { field: 'mcNumber', message: 'MC 234567 belongs to USDOT 2345678, not 1234567' },
    ]);
  });

  it('records not_found for numbers FMCSA has never issued', async () => {
    const application = await createApplication(t, FMCSA_FIXTURE_RECORDS.unknown);
    const row = await check(t, application.id);
    expect(row.verificationVerdict).toBe('not_found');
    expect(row.verificationEvidence).toBeNull();
    expect(row.verificationAttempts).toBe(1);
  });

  it('checks by MC number alone when no DOT number was given', async () => {
    const application = await createApplication(t, FMCSA_FIXTURE_RECORDS.peachState, { dotNumber: null });
    const row = await check(t, application.id);
    expect(row.verificationVerdict).toBe('verified');
    expect(row.verificationEvidence).toMatchObject({ dotNumber: '4567890', mcNumber: '456789' });
  });

  it('skips an application without MC or DOT number, asking FMCSA nothing', async () => {
    const application = await createApplication(t, FMCSA_FIXTURE_RECORDS.validBroker, {
      mcNumber: '',
      dotNumber: null,
    });
    const row = await check(t, application.id);
    expect(row.verificationVerdict).toBe('skipped');
    expect(fixture.requests).toEqual([]);
  });

  it('leaves an application an admin already decided alone', async () => {
    const application = await createApplication(t, FMCSA_FIXTURE_RECORDS.validBroker, {
      status: 'rejected',
      reviewedAt: new Date(),
      decisionReason: 'Duplicate',
    });
    const row = await check(t, application.id);
    expect(row.verificationVerdict).toBe('pending');
    expect(row.verificationCheckedAt).toBeNull();
    expect(fixture.requests).toEqual([]);
    expect((await jobOf(t, application.id)).status).toBe('done');
  });

  it('drops a job whose application is gone', async () => {
    await t.app.jobs.enqueue(FMCSA_VERIFY_JOB, { applicationId: '00000000-0000-4000-8000-000000000000' });
    await t.app.jobs.runDue();
    expect(fixture.requests).toEqual([]);
  });

  it('records unavailable while FMCSA is down, keeps the job queued for a retry, and keeps serving', async () => {
    fixture.setMode('down');
    const application = await createApplication(t, FMCSA_FIXTURE_RECORDS.mileHigh);
    const row = await check(t, application.id);
    expect(row.verificationVerdict).toBe('unavailable');
    expect(row.verificationNote).toBe('FMCSA did not answer; verification is pending');
    expect(row.verificationAttempts).toBe(1);
    expect(fixture.requests.length).toBeGreaterThan(0);

    const job = await jobOf(t, application.id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(job.lastError).toContain('HTTP 503');
    expect(job.lastError).not.toContain(fixture.webKey);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);

    // FMCSA is back by the time the retry is due.
    fixture.setMode('normal');
    await t.db.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
    await t.app.jobs.runDue();
    const [after] = await t.db.database.db
      .select()
      .from(brokerApplications)
      .where(eq(brokerApplications.id, application.id));
    expect(after).toMatchObject({
      verificationVerdict: 'verified',
      verificationNote: null,
      verificationAttempts: 2,
    });
    expect((await jobOf(t, application.id)).status).toBe('done');
  });

  it('leaves the application for manual review on the last attempt instead of failing the job', async () => {
    fixture.setMode('garbage');
    const application = await createApplication(t, FMCSA_FIXTURE_RECORDS.peachState);
    const row = await check(t, application.id, { maxAttempts: 1 });
    expect(row.verificationVerdict).toBe('unavailable');
    expect(row.verificationNote).toBe(FMCSA_NOTES.gaveUp);
    expect((await jobOf(t, application.id)).status).toBe('done');
  });
});

describe('fmcsa.verify-application without a web key', () => {
  let noKey: TestApp;
  beforeAll(async () => {
    noKey = await createTestApp({ env: { ...FAST_AUTH_ENV, FMCSA_BASE_URL: fixture.url } });
  });
  afterAll(async () => noKey?.close());

  it('records unavailable for manual review without calling FMCSA or retrying', async () => {
    fixture.requests.length = 0;
    const application = await createApplication(noKey, FMCSA_FIXTURE_RECORDS.validBroker);
    const row = await check(noKey, application.id);
    expect(row.verificationVerdict).toBe('unavailable');
    expect(row.verificationNote).toBe('No FMCSA web key is configured; verify by hand');
    expect(row.verificationAttempts).toBe(0);
    expect(fixture.requests).toEqual([]);
    expect((await jobOf(noKey, application.id)).status).toBe('done');
  });
});
