import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers/app';
import {
  auditActions,
  bearer,
  createAuthTestApp,
  createConfirmedUser,
  freshIp,
  latestMail,
  mailCount,
  passwordGrant,
  uniqueEmail,
  usersOfEveryRole,
  verifyLinkIn,
} from './helpers/auth';

let t: TestApp;
let adminToken: string;
let adminId: string;
let mcCounter = 700000 + Math.floor(Math.random() * 90000);

beforeAll(async () => {
  t = await createAuthTestApp();
  const everyone = await usersOfEveryRole(t);
  adminToken = everyone.tokens.admin;
  adminId = everyone.ids.admin;
});
afterAll(async () => t?.close());

function application(overrides: Record<string, unknown> = {}) {
  mcCounter += 1;
  return {
    firstName: 'Dana',
    lastName: 'Broker',
    email: uniqueEmail('applicant'),
    password: 'Lone-Star-Flatbed-42',
    phone: '(214) 555-0142',
    companyName: 'Lone Star Freight Brokerage LLC',
    mcNumber: `MC-${mcCounter}`,
    dotNumber: '',
    address: '1200 Main St',
    city: 'Dallas',
    state: 'tx',
    zipCode: '75201',
    experience: '12 years brokering flatbed and hotshot freight in Texas',
    ...overrides,
  };
}

function apply(body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/broker-applications',
    payload: body,
    remoteAddress: freshIp(),
  });
}

async function count(query: string): Promise<number> {
  const r = await t.db.database.db.execute<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${query}`));
  return r.rows[0]!.n;
}

async function snapshot() {
  return [
    await count('users'),
    await count('brokers'),
    await count('broker_applications'),
    await count('mail_outbox'),
  ];
}

async function confirmAndSignIn(email: string, password = 'Lone-Star-Flatbed-42'): Promise<string> {
  const link = verifyLinkIn((await latestMail(t.app, email)).text);
  await t.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: freshIp() });
  const res = await passwordGrant(t.app, email, password);
  expect(res.statusCode).toBe(200);
  return res.json().access_token as string;
}

function admin(method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
}

describe('POST /api/broker-applications', () => {
  it('creates the account, a pending broker and a pending application in one go, and emails a confirmation link', async () => {
    const body = application();
    const res = await apply(body);
    expect(res.statusCode).toBe(201);
    // No FMCSA web key in this app: the application waits for manual review at once.
    expect(res.json()).toMatchObject({ status: 'pending', verification: 'unavailable', email: body.email });

    const rows = await t.db.database.db.execute<Record<string, unknown>>(sql`
      SELECT u.role, u.email_confirmed_at, b.status AS broker_status, b.mc_number, b.state, b.phone,
        a.status, a.verification_verdict, a.verification_note, a.source
      FROM users u JOIN brokers b ON b.user_id = u.id JOIN broker_applications a ON a.user_id = u.id
      WHERE u.email = ${body.email}`);
    expect(rows.rows).toEqual([
      expect.objectContaining({
        role: 'broker',
        email_confirmed_at: null,
        broker_status: 'pending',
        mc_number: String(mcCounter),
        state: 'TX',
        phone: '+12145550142',
        status: 'pending',
        verification_verdict: 'unavailable',
        source: 'apply',
      }),
    ]);
    expect(verifyLinkIn((await latestMail(t.app, body.email)).text)).toBeTruthy();
  });

  it.each([
    ['mcNumber', { mcNumber: '12AB45' }],
    ['mcNumber', { mcNumber: '' }],
    ['dotNumber', { dotNumber: 'DOT-12x' }],
    ['zipCode', { zipCode: '7520' }],
    ['state', { state: 'XX' }],
    ['phone', { phone: '555-0142' }],
    ['email', { email: 'not-an-email' }],
    ['firstName', { firstName: '  ' }],
    ['address', { address: undefined }],
  ])('refuses a bad %s with a 400 naming it, storing nothing', async (field, overrides) => {
    const before = await snapshot();
    const res = await apply(application(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a weak password naming the field', async () => {
    const before = await snapshot();
    const res = await apply(application({ password: 'password' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'password' })]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a second application for the same MC number (a public identifier) with a clear 409', async () => {
    const first = application();
    expect((await apply(first)).statusCode).toBe(201);
    const before = await snapshot();

    const sameMc = await apply(application({ mcNumber: first.mcNumber }));
    expect(sameMc.statusCode).toBe(409);
    expect(sameMc.json().errors).toEqual([expect.objectContaining({ field: 'mcNumber' })]);
    expect(await snapshot()).toEqual(before);
  });

  describe('an email that already has an account', () => {
    /** What a caller can observe of an answer, minus the id (random on both paths). */
    function observable(res: Awaited<ReturnType<typeof apply>>) {
      const { id, ...rest } = res.json() as Record<string, unknown>;
      return {
        status: res.statusCode,
        contentType: res.headers['content-type'],
        idIsUuid: typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id),
        body: { ...rest, email: '(the address)' },
      };
    }

    async function rows(email: string) {
      return [
        await count(`users WHERE email = '${email}'`),
        await count(`brokers b JOIN users u ON u.id = b.user_id WHERE u.email = '${email}'`),
        await count(`broker_applications WHERE email = '${email}'`),
      ];
    }

    it.each([
      ['an applicant (unconfirmed, open application)', 'applicant'],
      ['a confirmed trucker', 'trucker'],
    ])(
      'is answered exactly like a new email for %s, creates nothing, and its owner is emailed instead',
      async (_label, kind) => {
        const fresh = await apply(application());
        let email: string;
        if (kind === 'applicant') {
          email = (application() as { email: string }).email;
          expect((await apply(application({ email }))).statusCode).toBe(201);
        } else {
          email = (await createConfirmedUser(t.app, { role: 'trucker' })).email;
          // Its sign-up confirmation went out just now; notices share that per-address minute.
          await t.db.database.db.execute(
            sql`UPDATE email_send_throttle SET last_sent_at = now() - interval '1 hour' WHERE email = ${email}`,
          );
        }
        const before = [...(await rows(email)), await count('users'), await count('broker_applications')];

        const again = await apply(application({ email: email.toUpperCase() }));

        expect(observable(again)).toEqual(observable(fresh));
        expect(again.json().email).toBe(email.toUpperCase());
        expect([...(await rows(email)), await count('users'), await count('broker_applications')]).toEqual(
          before,
        );
        expect(await count(`broker_applications WHERE id = '${again.json().id as string}'`)).toBe(0);
        const notice = await latestMail(t.app, email);
        expect(notice.subject).toBe('Someone applied to HaulClub with your email address');
        expect(notice.text).toContain('http://localhost:3000/login');
        expect(notice.text).toContain('http://localhost:3000/reset-password');
        expect(notice.text).not.toMatch(/auth\/v1\/verify/);
      },
    );

    it('lets exactly one of two simultaneous applications for one new email through, answering both alike', async () => {
      const email = (application() as { email: string }).email;
      const results = await Promise.all([apply(application({ email })), apply(application({ email }))]);
      expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(await rows(email)).toEqual([1, 1, 1]);
    });

    it('emails the owner at most once per minute however often someone applies with it', async () => {
      const email = (application() as { email: string }).email;
      expect((await apply(application({ email }))).statusCode).toBe(201);
      const first = await apply(application({ email }));
      const second = await apply(application({ email }));
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      // The confirmation of the real application, then one notice.
      expect(await mailCount(t.app, email)).toBe(2);
    });
  });

  it('lets exactly one of two simultaneous applications for one MC number through', async () => {
    const mc = String(++mcCounter);
    const results = await Promise.all([
      apply(application({ mcNumber: mc })),
      apply(application({ mcNumber: mc })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await count(`broker_applications WHERE mc_number = '${mc}'`)).toBe(1);
  });
});

describe('admin review', () => {
  async function pendingApplicant() {
    const body = application();
    const created = await apply(body);
    expect(created.statusCode).toBe(201);
    const token = await confirmAndSignIn(body.email);
    return { body, id: created.json().id as string, token };
  }

  it('approves: the broker is verified, can post, is emailed, and the decision is audited with the admin id', async () => {
    const { body, id, token } = await pendingApplicant();
    const before = await t.app.inject({ method: 'GET', url: '/api/broker/me', headers: bearer(token) });
    expect(before.json()).toMatchObject({ registered: true, canPost: false, broker: { status: 'pending' } });

    const listed = await admin('GET', '/api/admin/applications?status=pending&q=' + body.email);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id, email: body.email, status: 'pending' }),
    ]);

    const res = await admin('POST', `/api/admin/applications/${id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', reviewedBy: { id: adminId } });

    const after = await t.app.inject({ method: 'GET', url: '/api/broker/me', headers: bearer(token) });
    expect(after.json()).toMatchObject({
      canPost: true,
      broker: { status: 'verified' },
      application: { status: 'approved' },
    });
    expect((await latestMail(t.app, body.email)).subject).toBe(
      'Your HaulClub broker application is approved',
    );

    const audit = await t.db.database.db.execute<{ actor_user_id: string }>(
      sql`SELECT actor_user_id FROM audit_log WHERE action = 'broker.application_approved' AND target_id = ${id}`,
    );
    expect(audit.rows).toEqual([{ actor_user_id: adminId }]);

    const again = await admin('POST', `/api/admin/applications/${id}/reject`, { reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
  });

  it('rejects only with a reason; the broker cannot post and is told why', async () => {
    const { body, id, token } = await pendingApplicant();
    const noReason = await admin('POST', `/api/admin/applications/${id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([expect.objectContaining({ field: 'reason' })]);

    const res = await admin('POST', `/api/admin/applications/${id}/reject`, {
      reason: 'FMCSA shows no active broker authority for this MC number.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rejected',
      decisionReason: expect.stringContaining('no active broker'),
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/broker/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ canPost: false, broker: { status: 'rejected' } });
    expect((await latestMail(t.app, body.email)).text).toContain('no active broker authority');
    expect(await auditActions(t, id)).toContain('broker.application_rejected');
  });

  it('lets exactly one of two simultaneous decisions win', async () => {
    const { id } = await pendingApplicant();
    const results = await Promise.all([
      admin('POST', `/api/admin/applications/${id}/approve`),
      admin('POST', `/api/admin/applications/${id}/reject`, { reason: 'Duplicate' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('answers 404 for an unknown application and 400 for a malformed id', async () => {
    expect(
      (await admin('POST', '/api/admin/applications/00000000-0000-4000-8000-000000000000/approve'))
        .statusCode,
    ).toBe(404);
    const bad = await admin('GET', '/api/admin/applications/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('counts live on the overview: a new application and a new user show up', async () => {
    const before = (await admin('GET', '/api/admin/overview')).json();
    await apply(application());
    const after = (await admin('GET', '/api/admin/overview')).json();
    expect(after.pendingApplications).toBe(before.pendingApplications + 1);
    expect(after.usersByRole.broker).toBe(before.usersByRole.broker + 1);
    expect(after.recentActivity[0]).toMatchObject({ action: 'broker.applied' });
  });
});

describe('admin users', () => {
  it('searches users and shows role and status', async () => {
    const body = application();
    await apply(body);
    const res = await admin('GET', `/api/admin/users?q=${encodeURIComponent(body.email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      items: [{ email: body.email, role: 'broker', status: 'unconfirmed', brokerStatus: 'pending' }],
    });
    const brokers = (await admin('GET', '/api/admin/users?role=broker&pageSize=100')).json();
    expect(brokers.items.every((u: { role: string }) => u.role === 'broker')).toBe(true);
  });

  it('suspends: the data API refuses the user at once and the refresh token is dead; reinstate lets them sign in again', async () => {
    const body = application();
    await apply(body);
    const token = await confirmAndSignIn(body.email);
    const grant = await passwordGrant(t.app, body.email, body.password);
    const refreshToken = grant.json().refresh_token as string;
    const userId = grant.json().user.id as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );

    const noReason = await admin('POST', `/api/admin/users/${userId}/suspend`, {});
    expect(noReason.statusCode).toBe(400);

    const res = await admin('POST', `/api/admin/users/${userId}/suspend`, {
      reason: 'Double brokering report',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'suspended', suspendedReason: 'Double brokering report' });

    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: refreshToken },
      remoteAddress: freshIp(),
    });
    expect(refreshed.statusCode).toBe(400);
    expect((await passwordGrant(t.app, body.email, body.password)).statusCode).toBe(400);
    expect((await admin('POST', `/api/admin/users/${userId}/suspend`, { reason: 'again' })).statusCode).toBe(
      409,
    );

    const back = await admin('POST', `/api/admin/users/${userId}/reinstate`);
    expect(back.json()).toMatchObject({ status: 'active', suspendedAt: null });
    expect((await passwordGrant(t.app, body.email, body.password)).statusCode).toBe(200);
    expect(await auditActions(t, userId)).toEqual(
      expect.arrayContaining(['user.suspended', 'user.reinstated']),
    );
  });

  it('does not let an admin suspend themselves', async () => {
    const res = await admin('POST', `/api/admin/users/${adminId}/suspend`, { reason: 'oops' });
    expect(res.statusCode).toBe(409);
  });
});
