import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createConfirmedUser as createAccount } from '../src/modules/auth/index';
import { invitationGate } from '../src/modules/invitations/index';
import type { TestApp } from './helpers/app';
import {
  bearer,
  createAuthTestApp,
  createConfirmedUser,
  freshIp,
  latestMail,
  STRONG_PASSWORD,
  uniqueEmail,
} from './helpers/auth';
import {
  createAdminAccount,
  createInvitationCode,
  createVerifiedBroker,
  inviteLinkIn,
  signIn,
  type TestAccount,
} from './helpers/membership';

let t: TestApp;
let broker: TestAccount & { companyName: string };
let admin: TestAccount;
beforeAll(async () => {
  t = await createAuthTestApp();
  broker = await createVerifiedBroker(t, { companyName: 'Gulf Coast Freight' });
  admin = await createAdminAccount(t);
});
afterAll(async () => t?.close());

const db = () => t.db.database.db;
const REQUIRED = 'Truckers join HaulClub by invitation. Use the link in your invitation email.';

/** A verified broker invites `email` through the API; returns the invitation id and the emailed code. */
async function invite(email: string, token = broker.token): Promise<{ id: string; code: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/broker/invitations',
    headers: bearer(token),
    payload: { email, note: 'Hotshot lanes out of Houston' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id, code: inviteLinkIn((await latestMail(t.app, email)).text).code };
}

function signUpTrucker(email: string, inviteCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    remoteAddress: freshIp(),
    payload: {
      email,
      password: STRONG_PASSWORD,
      data: {
        first_name: 'Tex',
        last_name: 'Hauler',
        role: 'trucker',
        ...(inviteCode === undefined ? {} : { invite_code: inviteCode }),
      },
    },
  });
}

async function usersWithEmail(email: string): Promise<number> {
  const r = await db().execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`,
  );
  return r.rows[0]!.n;
}

async function invitationRow(id: string) {
  const r = await db().execute<{ accepted_by: string | null; accepted: boolean }>(
    sql`SELECT accepted_by, accepted_at IS NOT NULL AS accepted FROM invitations WHERE id = ${id}`,
  );
  return r.rows[0]!;
}

function expectRefused(res: { statusCode: number; json(): unknown }, message: string) {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 403, msg: message });
}

describe('trucker sign-up', () => {
  it('is refused without an invitation code, or with an unknown one, and creates nothing', async () => {
    const email = uniqueEmail('uninvited');
    expectRefused(await signUpTrucker(email), REQUIRED);
    expectRefused(await signUpTrucker(email, 'made-up-code'), REQUIRED);
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('works with a valid code: the trucker belongs to the inviting broker and the invitation is used up', async () => {
    const email = uniqueEmail('invited');
    const { id, code } = await invite(email);
    const res = await signUpTrucker(email.toUpperCase(), code);
    expect(res.statusCode, res.body).toBe(200);
    const userId = res.json().id as string;
    const trucker = await db().execute<{ broker_id: string; invitation_id: string }>(
      sql`SELECT broker_id, invitation_id FROM truckers WHERE user_id = ${userId}`,
    );
    expect(trucker.rows).toEqual([{ broker_id: broker.userId, invitation_id: id }]);
    expect(await invitationRow(id)).toEqual({ accepted_by: userId, accepted: true });
    expect((await latestMail(t.app, email)).subject).toBe('Confirm your HaulClub account');

    // The broker sees the new trucker and the accepted invitation.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/broker/truckers',
      headers: bearer(broker.token),
    });
    expect(list.json().truckers).toContainEqual(
      expect.objectContaining({ userId, firstName: 'Tex', lastName: 'Hauler', onboardingComplete: false }),
    );
    expect(list.json().invitations).toContainEqual(expect.objectContaining({ id, status: 'accepted' }));
  });

  it('works once: the same code is refused for the same and for another email', async () => {
    const email = uniqueEmail('once');
    const { code } = await invite(email);
    expect((await signUpTrucker(email, code)).statusCode).toBe(200);
    await db().execute(sql`UPDATE email_send_throttle SET last_sent_at = now() - interval '2 minutes'`);
    expectRefused(
      await signUpTrucker(email, code),
      'This invitation has already been used. Sign in, or ask for a new invitation.',
    );
    const other = uniqueEmail('other');
    expectRefused(
      await signUpTrucker(other, code),
      'This invitation was sent to another email address. Sign up with the address the invitation was sent to.',
    );
    expect([await usersWithEmail(email), await usersWithEmail(other)]).toEqual([1, 0]);
  });

  it('is refused after 7 days', async () => {
    const email = uniqueEmail('late');
    const { id, code } = await invite(email);
    await db().execute(sql`UPDATE invitations SET expires_at = now() - interval '1 minute' WHERE id = ${id}`);
    expectRefused(
      await signUpTrucker(email, code),
      'This invitation has expired. Ask the person who invited you to resend it.',
    );
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('is refused once the invitation is revoked', async () => {
    const email = uniqueEmail('revoked');
    const { id, code } = await invite(email);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${id}/revoke`,
      headers: bearer(broker.token),
    });
    expect(revoke.statusCode).toBe(200);
    expectRefused(
      await signUpTrucker(email, code),
      'This invitation was withdrawn. Ask the person who invited you for a new one.',
    );
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('is refused when the inviting broker has since been rejected', async () => {
    const other = await createVerifiedBroker(t, { companyName: 'Soon Rejected Freight' });
    const email = uniqueEmail('orphan');
    const { code } = await invite(email, other.token);
    await db().execute(sql`UPDATE brokers SET status = 'rejected' WHERE user_id = ${other.userId}`);
    const res = await signUpTrucker(email, code);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('no longer verified');
    expect(await usersWithEmail(email)).toBe(0);
  });

  it('is refused for an email other than the invited one', async () => {
    const { id, code } = await invite(uniqueEmail('addressee'));
    const intruder = uniqueEmail('intruder');
    expectRefused(
      await signUpTrucker(intruder, code),
      'This invitation was sent to another email address. Sign up with the address the invitation was sent to.',
    );
    expect(await usersWithEmail(intruder)).toBe(0);
    expect((await invitationRow(id)).accepted).toBe(false);
  });

  it('is refused with a broker invitation code', async () => {
    const email = uniqueEmail('wrong-kind');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(admin.token),
      payload: { email, kind: 'broker' },
    });
    expect(res.statusCode).toBe(201);
    const { code } = inviteLinkIn((await latestMail(t.app, email)).text);
    expectRefused(await signUpTrucker(email, code), REQUIRED);
  });

  it('creates exactly one account when two sign-ups race with one code', async () => {
    const email = uniqueEmail('race');
    const { id, code } = await invite(email);
    const results = await Promise.all([signUpTrucker(email, code), signUpTrucker(email, code)]);
    // The loser waits for the winner's transaction, then gets the no-enumeration answer (200),
    // the one-email-per-minute throttle (429) or a refusal (403): never a second account.
    const statuses = results.map((r) => r.statusCode);
    expect(statuses).toContain(200);
    expect(statuses.every((s) => [200, 403, 429].includes(s))).toBe(true);
    expect(await usersWithEmail(email)).toBe(1);
    const truckers = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM truckers WHERE invitation_id = ${id}`,
    );
    expect(truckers.rows[0]!.n).toBe(1);
  });

  it('consumes an invitation at most once even when accepted concurrently (row lock, re-check)', async () => {
    const email = uniqueEmail('locked');
    const { id, code } = await invite(email);
    const a = await createAccount(db(), t.config.auth.argon2, {
      email: uniqueEmail('a'),
      password: STRONG_PASSWORD,
      role: 'trucker',
      firstName: 'A',
      lastName: 'A',
    });
    const b = await createAccount(db(), t.config.auth.argon2, {
      email: uniqueEmail('b'),
      password: STRONG_PASSWORD,
      role: 'trucker',
      firstName: 'B',
      lastName: 'B',
    });
    const gate = invitationGate(t.app.live);
    const accept = (userId: string) =>
      db().transaction((tx) => gate.accept(tx, { email, role: 'trucker', inviteCode: code, userId }));
    const outcomes = await Promise.allSettled([accept(a.userId), accept(b.userId)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ status: 403 });
    const rows = await db().execute<{ user_id: string }>(
      sql`SELECT user_id FROM truckers WHERE invitation_id = ${id}`,
    );
    expect(rows.rows).toHaveLength(1);
    expect((await invitationRow(id)).accepted_by).toBe(rows.rows[0]!.user_id);
  });

  it('does not reveal membership: a valid invitation to an existing account answers like a sign-up', async () => {
    const existing = await createConfirmedUser(t.app, { role: 'broker' });
    // An admin-made invitation row for an address that has since joined (the API refuses to invite members).
    const { id, code } = await createInvitationCode(db(), {
      email: existing.email,
      invitedBy: admin.userId,
    });
    await db().execute(sql`UPDATE email_send_throttle SET last_sent_at = now() - interval '2 minutes'`);
    const res = await signUpTrucker(existing.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).not.toBe(existing.id);
    expect(await usersWithEmail(existing.email)).toBe(1);
    expect((await invitationRow(id)).accepted).toBe(false);
  });
});

describe('broker sign-up', () => {
  it('needs no invitation, consumes a valid broker invitation and ignores any other code', async () => {
    const plain = await createConfirmedUser(t.app, { role: 'broker' });
    expect(plain.id).toBeTruthy();

    const email = uniqueEmail('invited-broker');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: bearer(admin.token),
      payload: { email, kind: 'broker' },
    });
    const { url, code } = inviteLinkIn((await latestMail(t.app, email)).text);
    expect(url.pathname).toBe('/apply');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      remoteAddress: freshIp(),
      payload: {
        email,
        password: STRONG_PASSWORD,
        data: {
          first_name: 'Bea',
          last_name: 'Broker',
          role: 'broker',
          company_name: 'Bea Freight',
          invite_code: code,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await invitationRow(created.json().id)).accepted_by).toBe(res.json().id);

    const truckerInvite = await invite(uniqueEmail('not-for-brokers'));
    const ignored = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      remoteAddress: freshIp(),
      payload: {
        email: uniqueEmail('broker-with-trucker-code'),
        password: STRONG_PASSWORD,
        data: {
          first_name: 'Bo',
          last_name: 'B',
          role: 'broker',
          company_name: 'Bo Freight',
          invite_code: truckerInvite.code,
        },
      },
    });
    expect(ignored.statusCode).toBe(200);
    expect((await invitationRow(truckerInvite.id)).accepted).toBe(false);
  });
});

describe('POST /api/me/role (an account without a role, e.g. from Google)', () => {
  async function roleLessAccount(): Promise<{ userId: string; email: string; token: string }> {
    const email = uniqueEmail('roleless');
    const { userId } = await createAccount(db(), t.config.auth.argon2, {
      email,
      password: STRONG_PASSWORD,
      role: 'broker',
      firstName: 'Gina',
      lastName: 'Hauler',
    });
    await db().execute(sql`UPDATE users SET role = NULL WHERE id = ${userId}`);
    return { userId, email, token: await signIn(t.app, email, STRONG_PASSWORD) };
  }

  const choose = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/me/role', headers: bearer(token), payload });

  it('answers a 403 problem with the same message without a usable invitation', async () => {
    const user = await roleLessAccount();
    const res = await choose(user.token, { role: 'trucker' });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status: 403, code: 'forbidden', detail: REQUIRED });
    const other = await invite(uniqueEmail('someone-else'));
    const wrong = await choose(user.token, { role: 'trucker', invite_code: other.code });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toContain('another email address');
    const role = await db().execute<{ role: string | null }>(
      sql`SELECT role FROM users WHERE id = ${user.userId}`,
    );
    expect(role.rows[0]!.role).toBeNull();
  });

  it('makes the account a trucker of the inviting broker with a valid invitation', async () => {
    const user = await roleLessAccount();
    const { id, code } = await invite(user.email);
    const res = await choose(user.token, { role: 'trucker', invite_code: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe('trucker');
    const trucker = await db().execute<{ broker_id: string }>(
      sql`SELECT broker_id FROM truckers WHERE user_id = ${user.userId}`,
    );
    expect(trucker.rows).toEqual([{ broker_id: broker.userId }]);
    expect((await invitationRow(id)).accepted_by).toBe(user.userId);
  });
});
