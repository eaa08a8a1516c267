import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FMCSA_FIXTURE_RECORDS, startFmcsaFixture, type FmcsaFixture } from '../src/modules/fmcsa/index';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp, freshIp, uniqueEmail, usersOfEveryRole } from './helpers/auth';

let fixture: FmcsaFixture;
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  fixture = await startFmcsaFixture({ webKey: 'test-key' });
  t = await createAuthTestApp({
    env: {
      FMCSA_BASE_URL: fixture.url,
      FMCSA_WEB_KEY: 'test-key',
      FMCSA_ATTEMPTS: '2',
      FMCSA_TIMEOUT_MS: '1000',
    },
  });
  adminToken = (await usersOfEveryRole(t)).tokens.admin;
});
afterAll(async () => {
  await t?.close();
  await fixture?.close();
});

/** Applies through /apply with a fixture record's details, runs the FMCSA job and returns what admins see. */
async function applyAs(record: (typeof FMCSA_FIXTURE_RECORDS)[keyof typeof FMCSA_FIXTURE_RECORDS]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/broker-applications',
    remoteAddress: freshIp(),
    payload: {
      firstName: 'Test',
      lastName: 'Applicant',
      email: uniqueEmail('fmcsa'),
      password: 'Lone-Star-Flatbed-42',
      phone: '214-555-0199',
      companyName: record.companyName,
      mcNumber: record.mcNumber,
      dotNumber: record.dotNumber,
      address: record.address,
      city: record.city,
      state: record.state,
      zipCode: record.zipCode,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().verification).toBe('pending');
  await t.app.jobs.runDue();
  const seen = await t.app.inject({
    method: 'GET',
    url: `/api/admin/applications/${res.json().id}`,
    headers: bearer(adminToken),
  });
  return seen.json();
}

describe('FMCSA verification of /apply', () => {
  it('verifies the fixture valid broker from FMCSA evidence', async () => {
    const seen = await applyAs(FMCSA_FIXTURE_RECORDS.mileHigh);
    expect(seen.verification).toMatchObject({
      verdict: 'verified',
      reasons: [],
      evidence: { allowedToOperate: true, brokerAuthorityStatus: 'A', bondOnFileUsd: 75000 },
    });
  });

  it('flags a carrier without broker authority and an inactive company as mismatches with reasons', async () => {
    const noAuthority = await applyAs(FMCSA_FIXTURE_RECORDS.carrierWithoutBrokerAuthority);
    expect(noAuthority.verification.verdict).toBe('mismatch');
    expect(noAuthority.verification.reasons.map((r: { field: string }) => r.field)).toContain(
      'brokerAuthority',
    );

    const inactive = await applyAs(FMCSA_FIXTURE_RECORDS.inactiveCompany);
    expect(inactive.verification.verdict).toBe('mismatch');
    expect(inactive.verification.reasons.map((r: { field: string }) => r.field)).toEqual(
      expect.arrayContaining(['allowedToOperate', 'brokerAuthority']),
    );
  });

  it('says not_found for numbers FMCSA does not know', async () => {
    const seen = await applyAs(FMCSA_FIXTURE_RECORDS.unknown);
    expect(seen.verification.verdict).toBe('not_found');
  });

  it('leaves the application pending for manual review when FMCSA is down, and a recheck verifies it later', async () => {
    fixture.setMode('down');
    const seen = await applyAs(FMCSA_FIXTURE_RECORDS.peachState);
    expect(seen.status).toBe('pending');
    expect(seen.verification.verdict).toBe('unavailable');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    fixture.setMode('normal');
    const recheck = await t.app.inject({
      method: 'POST',
      url: `/api/admin/applications/${seen.id}/recheck`,
      headers: bearer(adminToken),
    });
    expect(recheck.json().verification.verdict).toBe('pending');
    await t.app.jobs.runDue();
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/admin/applications/${seen.id}`,
      headers: bearer(adminToken),
    });
    expect(after.json().verification.verdict).toBe('verified');
  });
});
