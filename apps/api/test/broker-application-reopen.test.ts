import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp, freshIp, latestMail, uniqueEmail } from './helpers/auth';
import { follow } from './helpers/loads';
import { createAdminAccount, createBroker, type TestAccount } from './helpers/membership';

// Admins can reopen a rejected broker application: pending review again, audited, emailed, live.

let t: TestApp;
let admin: TestAccount;
let mcCounter = 600000 + Math.floor(Math.random() * 90000);

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await createAdminAccount(t);
});
afterAll(async () => t?.close());

function asAdmin(method: 'GET' | 'POST', url: string, payload?: object, token = admin.token) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function rejectedApplicant(reason = 'FMCSA shows no active broker authority for this MC number.') {
  mcCounter += 1;
  const email = uniqueEmail('applicant');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/broker-applications',
    remoteAddress: freshIp(),
    payload: {
      firstName: 'Rhea',
      lastName: 'Jected',
      email,
      password: 'Lone-Star-Flatbed-42',
      phone: '(214) 555-0142',
      companyName: 'Second Look Freight LLC',
      mcNumber: `MC-${mcCounter}`,
      dotNumber: '',
      address: '1200 Main St',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      experience: '12 years brokering flatbed freight',
    },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  expect((await asAdmin('POST', `/api/admin/applications/${id}/reject`, { reason })).statusCode).toBe(200);
  return { id, email };
}

const reopen = (id: string, token = admin.token) =>
  asAdmin('POST', `/api/admin/applications/${id}/reopen`, undefined, token);

describe('POST /api/admin/applications/:id/reopen', () => {
  it('puts a rejected application back to pending review: counted, announced live, emailed and audited with the admin id', async () => {
    const { id, email } = await rejectedApplicant();
    const before = (await asAdmin('GET', '/api/admin/overview')).json();
    const live = await follow(t, ['admin'], admin.token);

    const res = await reopen(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'pending', decisionReason: null, reviewedAt: null });
    await live.next(
      (m) =>
        m.type === 'event' &&
        m.event.type === 'application.updated' &&
        (m.event.data as { id: string }).id === id,
    );
    live.socket.close();

    const after = (await asAdmin('GET', '/api/admin/overview')).json();
    expect(after.pendingApplications).toBe(before.pendingApplications + 1);
    const broker = await t.db.database.db.execute<{ status: string }>(
      sql`SELECT b.status FROM brokers b JOIN broker_applications a ON a.user_id = b.user_id WHERE a.id = ${id}`,
    );
    expect(broker.rows).toEqual([{ status: 'pending' }]);
    expect((await latestMail(t.app, email)).subject).toBe(
      'Your HaulClub broker application is being reviewed again',
    );
    const audit = await t.db.database.db.execute<{ actor_user_id: string; data: { previousReason: string } }>(
      sql`SELECT actor_user_id, data FROM audit_log WHERE action = 'broker.application_reopened' AND target_id = ${id}`,
    );
    expect(audit.rows).toEqual([
      { actor_user_id: admin.userId, data: expect.objectContaining({ previousReason: expect.any(String) }) },
    ]);

    // Pending again: it can be decided afresh, and approving it now verifies the broker.
    expect((await asAdmin('POST', `/api/admin/applications/${id}/approve`)).statusCode).toBe(200);
  });

  it('answers 409 unless the application is rejected, and changes nothing', async () => {
    const { id } = await rejectedApplicant();
    expect((await reopen(id)).statusCode).toBe(200);
    const twice = await reopen(id); // pending now
    expect(twice.statusCode).toBe(409);
    expect(twice.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(twice.json()).toMatchObject({ code: 'conflict' });
    await asAdmin('POST', `/api/admin/applications/${id}/approve`);
    const approved = await reopen(id);
    expect(approved.statusCode).toBe(409);
    expect((await asAdmin('GET', `/api/admin/applications/${id}`)).json()).toMatchObject({
      status: 'approved',
    });
    const audits = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'broker.application_reopened' AND target_id = ${id}`,
    );
    expect(audits.rows[0]?.n).toBe(1);
  });

  it('lets exactly one of two simultaneous reopen requests win', async () => {
    const { id } = await rejectedApplicant();
    const results = await Promise.all([reopen(id), reopen(id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('is for admins only; 404 for an unknown application, 400 for a malformed id', async () => {
    const { id } = await rejectedApplicant();
    const broker = await createBroker(t);
    const refused = await reopen(id, broker.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/applications/${id}/reopen` })).statusCode,
    ).toBe(401);
    expect((await asAdmin('GET', `/api/admin/applications/${id}`)).json().status).toBe('rejected');
    expect((await reopen('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await reopen('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('answers 409 naming the field when the MC number has since gone to another live broker', async () => {
    const { id } = await rejectedApplicant();
    const app = (await asAdmin('GET', `/api/admin/applications/${id}`)).json();
    const other = await createBroker(t);
    await t.db.database.db.execute(
      sql`UPDATE brokers SET mc_number = ${app.mcNumber as string} WHERE user_id = ${other.userId}`,
    );
    const res = await reopen(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'mcNumber' })]);
    expect((await asAdmin('GET', `/api/admin/applications/${id}`)).json().status).toBe('rejected');
  });
});
