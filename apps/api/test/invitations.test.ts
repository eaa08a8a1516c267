import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import {
  auditActions,
  bearer,
  createAuthTestApp,
  createConfirmedUser,
  latestMail,
  mailCount,
  signUp,
  uniqueEmail,
} from './helpers/auth';
import {
  createAdminAccount,
  createBroker,
  createVerifiedBroker,
  inviteLinkIn,
  type TestAccount,
} from './helpers/membership';

type Broker = TestAccount & { companyName: string };
let t: TestApp;
let broker: Broker;
let rival: Broker;
let admin: TestAccount;
let trucker: { accessToken: string };
const events: LiveEvent[] = [];

beforeAll(async () => {
  t = await createAuthTestApp();
  t.app.live.subscribe((event) => events.push(event));
  [broker, rival, admin] = await Promise.all([
    createVerifiedBroker(t, { companyName: 'Gulf Coast Freight' }),
    createVerifiedBroker(t, { companyName: 'Rival Hauling' }),
    createAdminAccount(t),
  ]);
  trucker = await createConfirmedUser(t.app, { role: 'trucker' });
});
afterAll(async () => t?.close());

const db = () => t.db.database.db;

function invite(payload: object, token = broker.token) {
  return t.app.inject({ method: 'POST', url: '/api/broker/invitations', headers: bearer(token), payload });
}

function manage(action: 'resend' | 'revoke', id: string, token = broker.token) {
  return t.app.inject({ method: 'POST', url: `/api/invitations/${id}/${action}`, headers: bearer(token) });
}

function lookup(code: string) {
  return t.app.inject({ method: 'GET', url: `/api/invitations/lookup?code=${encodeURIComponent(code)}` });
}

async function invited(email = uniqueEmail('trucker')): Promise<{ id: string; code: string; email: string }> {
  const res = await invite({ email });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id, code: inviteLinkIn((await latestMail(t.app, email)).text).code, email };
}

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

describe('POST /api/broker/invitations', () => {
  it('invites a trucker: a pending 7-day invitation, an email with the link, an audit entry and live events', async () => {
    const email = uniqueEmail('new-trucker');
    const before = Date.now();
    const res = await invite({ email, note: '  Flatbed work out of Dallas  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      kind: 'trucker',
      email,
      note: 'Flatbed work out of Dallas',
      status: 'pending',
      invitedBy: { id: broker.userId, email: broker.email, name: 'Bo Broker' },
      broker: { id: broker.userId, companyName: 'Gulf Coast Freight' },
      sendCount: 1,
      acceptedAt: null,
      revokedAt: null,
    });
    expect(body.code).toBeUndefined();
    const days = (Date.parse(body.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const mail = await latestMail(t.app, email);
    expect(mail.subject).toBe('Gulf Coast Freight invited you to HaulClub');
    expect(mail.text).toContain('Gulf Coast Freight invited you to join HaulClub');
    expect(mail.text).toContain('Flatbed work out of Dallas');
    const { url, code } = inviteLinkIn(mail.text);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.publicUrl}/auth`);
    expect(url.searchParams.get('tab')).toBe('signup');
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);
    expect(mail.text).toMatch(/expires on \w+ \d{1,2}, \d{4}/);

    // Only the hash is stored.
    const stored = await db().execute<{ code_hash: string }>(
      sql`SELECT code_hash FROM invitations WHERE id = ${body.id}`,
    );
    expect(stored.rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]!.code_hash).not.toContain(code);

    expect(await auditActions(t, body.id)).toEqual(['invitation.created']);
    await eventually(() =>
      [`admin`, `user:${broker.userId}`].every((topic) =>
        events.some(
          (e) =>
            e.topic === topic && e.type === 'invitation.updated' && (e.data as { id: string }).id === body.id,
        ),
      ),
    );
  });

  it('is only for verified brokers', async () => {
    const pending = await createBroker(t, { status: 'pending' });
    const email = uniqueEmail('not-sent');
    const res = await invite({ email }, pending.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'forbidden',
      detail: 'Only verified brokers can invite truckers.',
    });
    expect(await mailCount(t.app, email)).toBe(0);
  });

  it('refuses a malformed email with a 400 naming the field', async () => {
    const res = await invite({ email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('refuses an email that already has an account', async () => {
    const member = await createConfirmedUser(t.app, { role: 'broker' });
    const res = await invite({ email: member.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('is already a HaulClub member');
  });

  it('refuses a second pending invitation to the same email, even on a double submit', async () => {
    const email = uniqueEmail('twice');
    const [a, b] = await Promise.all([invite({ email }), invite({ email })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await invite({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toContain('already invited; resend it instead');
    const rows = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM invitations WHERE email = ${email}`,
    );
    expect(rows.rows[0]!.n).toBe(1);
    expect(await mailCount(t.app, email)).toBe(1);
    // Another broker may invite the same trucker.
    expect((await invite({ email }, rival.token)).statusCode).toBe(201);
  });
});

describe('GET /api/broker/truckers', () => {
  it("lists the broker's own truckers and invitations, newest first", async () => {
    const first = await invited();
    const second = await invited();
    const email = uniqueEmail('joined');
    const { code } = await invited(email);
    const joined = await signUp(t.app, { email, inviteCode: code, firstName: 'Jo', lastName: 'Driver' });
    expect(joined.statusCode).toBe(200);
    await db().execute(
      sql`UPDATE truckers SET company_name = 'Jo Hauling', home_base_city = 'Austin', home_base_state = 'TX' WHERE user_id = ${joined.json().id}`,
    );

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/broker/truckers',
      headers: bearer(broker.token),
    });
    expect(res.statusCode).toBe(200);
    const { truckers, invitations } = res.json();
    expect(truckers[0]).toMatchObject({
      userId: joined.json().id,
      email,
      firstName: 'Jo',
      lastName: 'Driver',
      companyName: 'Jo Hauling',
      homeBase: 'Austin, TX',
      onboardingComplete: false,
      suspended: false,
    });
    const ids = invitations.map((i: { id: string }) => i.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(invitations.every((i: { broker: { id: string } }) => i.broker.id === broker.userId)).toBe(true);

    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/broker/truckers',
      headers: bearer(rival.token),
    });
    const theirIds = theirs.json().invitations.map((i: { id: string }) => i.id);
    expect(theirIds).not.toContain(first.id);
    expect(theirs.json().truckers).toEqual([]);
  });
});

describe('POST /api/invitations/:id/resend', () => {
  it('sends a new code valid for 7 more days; the old link stops working', async () => {
    const { id, code, email } = await invited();
    await db().execute(sql`UPDATE invitations SET expires_at = now() + interval '1 day' WHERE id = ${id}`);
    const res = await manage('resend', id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'pending', sendCount: 2 });
    expect((Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000).toBeGreaterThan(6.99);
    const fresh = inviteLinkIn((await latestMail(t.app, email)).text).code;
    expect(fresh).not.toBe(code);
    expect((await lookup(code)).statusCode).toBe(404);
    expect((await lookup(fresh)).statusCode).toBe(200);
    expect(await mailCount(t.app, email)).toBe(2);
    expect(await auditActions(t, id)).toEqual(['invitation.created', 'invitation.resent']);
  });

  it('revives an expired invitation', async () => {
    const { id } = await invited();
    await db().execute(sql`UPDATE invitations SET expires_at = now() - interval '1 day' WHERE id = ${id}`);
    const res = await manage('resend', id);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
  });

  it('is a 409 for an accepted or revoked invitation', async () => {
    const email = uniqueEmail('accepted');
    const { id, code } = await invited(email);
    expect((await signUp(t.app, { email, inviteCode: code })).statusCode).toBe(200);
    const accepted = await manage('resend', id);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().detail).toBe('This invitation was already accepted.');

    const revoked = await invited();
    expect((await manage('revoke', revoked.id)).statusCode).toBe(200);
    expect((await manage('resend', revoked.id)).statusCode).toBe(409);
  });

  it("is a 404 for another broker's invitation or an unknown id; admins may resend any", async () => {
    const { id, email } = await invited();
    const other = await manage('resend', id, rival.token);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
    expect((await manage('resend', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await mailCount(t.app, email)).toBe(1);
    expect((await manage('resend', id, admin.token)).statusCode).toBe(200);
  });
});

describe('POST /api/invitations/:id/revoke', () => {
  it('stops the link at once, is idempotent, and is a 409 once accepted', async () => {
    const { id, code } = await invited();
    const res = await manage('revoke', id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'revoked', revokedAt: expect.any(String) });
    const again = await manage('revoke', id);
    expect(again.statusCode).toBe(200);
    expect(again.json().revokedAt).toBe(res.json().revokedAt);
    expect(await auditActions(t, id)).toEqual(['invitation.created', 'invitation.revoked']);
    expect((await lookup(code)).statusCode).toBe(410);

    const email = uniqueEmail('kept');
    const accepted = await invited(email);
    expect((await signUp(t.app, { email, inviteCode: accepted.code })).statusCode).toBe(200);
    const late = await manage('revoke', accepted.id);
    expect(late.statusCode).toBe(409);
  });

  it("is a 404 for another broker's invitation", async () => {
    const { id } = await invited();
    expect((await manage('revoke', id, rival.token)).statusCode).toBe(404);
    const row = await db().execute<{ revoked: boolean }>(
      sql`SELECT revoked_at IS NOT NULL AS revoked FROM invitations WHERE id = ${id}`,
    );
    expect(row.rows[0]!.revoked).toBe(false);
  });
});

describe('GET /api/invitations/lookup', () => {
  it('answers 200 with what the sign-up page shows, for anyone holding the code', async () => {
    const { code, email } = await invited();
    const res = await lookup(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      kind: 'trucker',
      email,
      invitedByName: 'Gulf Coast Freight',
      brokerCompanyName: 'Gulf Coast Freight',
      note: null,
      expiresAt: expect.any(String),
    });
  });

  it('answers 404 for an unknown code and 400 without one', async () => {
    const unknown = await lookup('not-a-real-code');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const missing = await t.app.inject({ method: 'GET', url: '/api/invitations/lookup' });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 410 gone, saying whether the invitation was used, revoked or has expired', async () => {
    const email = uniqueEmail('used');
    const used = await invited(email);
    expect((await signUp(t.app, { email, inviteCode: used.code })).statusCode).toBe(200);
    const expired = await invited();
    await db().execute(
      sql`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = ${expired.id}`,
    );
    const revoked = await invited();
    await manage('revoke', revoked.id);

    const details = [];
    for (const code of [used.code, revoked.code, expired.code]) {
      const res = await lookup(code);
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('gone');
      details.push(res.json().detail as string);
    }
    expect(details[0]).toContain('already been used');
    expect(details[1]).toContain('withdrawn');
    expect(details[2]).toContain('expired');
  });
});

describe('role policies', () => {
  it('keep truckers and anonymous callers out of broker routes, and brokers out of admin routes', async () => {
    const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
      t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
    const someId = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('POST', '/api/broker/invitations', undefined, { email: uniqueEmail() })).statusCode,
    ).toBe(401);
    for (const [method, url] of [
      ['POST', '/api/broker/invitations'],
      ['GET', '/api/broker/truckers'],
      ['POST', `/api/invitations/${someId}/resend`],
      ['POST', `/api/invitations/${someId}/revoke`],
      ['GET', '/api/admin/invitations'],
      ['POST', '/api/admin/invitations'],
      ['GET', '/api/admin/brokers/options'],
      ['GET', '/api/admin/invite-requests'],
      ['POST', `/api/admin/invite-requests/${someId}/invite`],
      ['POST', `/api/admin/invite-requests/${someId}/dismiss`],
    ] as const) {
      const res = await call(method, url, trucker.accessToken, { email: uniqueEmail() });
      expect(res.statusCode, `trucker on ${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    for (const [method, url] of [
      ['GET', '/api/admin/invitations'],
      ['POST', '/api/admin/invitations'],
      ['GET', '/api/admin/brokers/options'],
      ['GET', '/api/admin/invite-requests'],
    ] as const) {
      expect((await call(method, url, broker.token, {})).statusCode, `broker on ${method} ${url}`).toBe(403);
    }
    // Admins do not invite as a broker.
    expect(
      (await call('POST', '/api/broker/invitations', admin.token, { email: uniqueEmail() })).statusCode,
    ).toBe(403);
  });
});
