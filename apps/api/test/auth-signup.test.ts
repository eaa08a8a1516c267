import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { REPO_ROOT } from '../src/lib/paths';
import { createAdmin } from '../src/modules/auth/index';
import type { TestApp } from './helpers/app';
import {
  auditActions,
  bearer,
  createAuthTestApp,
  createConfirmedUser,
  fragmentOf,
  freshIp,
  latestMail,
  mailCount,
  passwordGrant,
  signUp,
  STRONG_PASSWORD,
  uniqueEmail,
  verifyLinkIn,
} from './helpers/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => t?.close());

const db = () => t.db.database.db;
const run = promisify(execFile);

function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]));
  }
  return typeof value;
}

describe('POST /auth/v1/signup', () => {
  it('creates an unconfirmed user with profile and identity, emails a 24 h link, answers no session', async () => {
    const email = uniqueEmail('new');
    const res = await signUp(t.app, { email, role: 'broker', companyName: 'Gulf Freight' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toBeUndefined();
    expect(body).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      confirmation_sent_at: expect.any(String),
    });
    expect(body.email_confirmed_at).toBeUndefined();
    const rows = await db().execute<{ role: string; p_role: string; first_name: string; hash: string }>(sql`
      SELECT u.role, p.role AS p_role, p.first_name, u.encrypted_password AS hash
      FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.id = ${body.id}`);
    expect(rows.rows[0]).toMatchObject({ role: 'broker', p_role: 'broker', first_name: 'Rita' });
    expect(rows.rows[0]!.hash.startsWith('$argon2id$')).toBe(true);
    const mail = await latestMail(t.app, email);
    expect(mail.subject).toBe('Confirm your HaulClub account');
    expect(mail.text).toContain('/auth/v1/verify?token=');
    expect(mail.text).toContain('type=signup');
    expect(mail.text).toContain(`redirect_to=${encodeURIComponent(t.config.publicUrl)}`);
    const token = await db().execute<{ hours: number }>(sql`
      SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM one_time_tokens WHERE user_id = ${body.id}`);
    expect(token.rows[0]!.hours).toBe(24);
    expect(await auditActions(t, body.id)).toEqual(['user.signed_up']);
  });

  it('answers an existing email exactly like a new one and sends its owner a sign-in hint, not a second account', async () => {
    const existing = await createConfirmedUser(t.app);
    // Past the 60 s between emails to one address.
    await db().execute(sql`UPDATE email_send_throttle SET last_sent_at = now() - interval '2 minutes'`);
    const again = await signUp(t.app, { email: existing.email });
    const fresh = await signUp(t.app, { email: uniqueEmail('fresh') });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(shape(again.json())).toEqual(shape(fresh.json()));
    expect(again.json().id).not.toBe(existing.id);
    expect(again.json().identities).toHaveLength(1);
    expect((await latestMail(t.app, existing.email)).subject).toBe('You already have a HaulClub account');
    const count = await db().execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE email = ${existing.email}`,
    );
    expect(count.rows[0]!.n).toBe(1);
    expect(await auditActions(t, existing.id)).toContain('user.signup_existing_email');
  });

  describe('again for an unconfirmed address (someone may have pre-registered it)', () => {
    const A = 'Attacker-Flatbed-Pass-11';
    const B = 'Victim-Reefer-Pass-22';
    const C = 'Other-Dryvan-Pass-33';
    const pastThrottle = (email: string) =>
      db().execute(
        sql`UPDATE email_send_throttle SET last_sent_at = now() - interval '2 minutes' WHERE email = ${email}`,
      );
    const linkOf = async (email: string) => verifyLinkIn((await latestMail(t.app, email)).text);
    const follow = async (link: URL) => {
      const res = await t.app.inject({
        method: 'GET',
        url: link.pathname + link.search,
        remoteAddress: freshIp(),
      });
      return fragmentOf(res.headers.location as string);
    };
    const signsIn = async (email: string, password: string) =>
      (await passwordGrant(t.app, email, password)).statusCode === 200;

    it('takes the newest password and voids earlier links: after the newest link only B signs in', async () => {
      const email = uniqueEmail('victim');
      expect((await signUp(t.app, { email, password: A, role: 'broker' })).statusCode).toBe(200);
      const linkA = await linkOf(email);
      await pastThrottle(email);
      const again = await signUp(t.app, { email, password: B, role: 'broker' });
      const fresh = await signUp(t.app, { email: uniqueEmail('fresh'), password: B, role: 'broker' });
      expect(again.statusCode).toBe(200);
      expect(shape(again.json())).toEqual(shape(fresh.json())); // reveals nothing
      const linkB = await linkOf(email);
      expect(linkB.toString()).not.toBe(linkA.toString());

      expect(await follow(linkA)).toMatchObject({ error_code: 'otp_expired' });
      expect(await follow(linkB)).toMatchObject({ access_token: expect.any(String) });
      expect(await signsIn(email, B)).toBe(true);
      expect(await signsIn(email, A)).toBe(false);
      expect((await passwordGrant(t.app, email, A)).json().error_code).toBe('invalid_credentials');
    });

    it('changes nothing while the 60 s throttle refuses the new link: the first link and password stand', async () => {
      const email = uniqueEmail('early');
      expect((await signUp(t.app, { email, password: A, role: 'broker' })).statusCode).toBe(200);
      const linkA = await linkOf(email);
      const again = await signUp(t.app, { email, password: B, role: 'broker' });
      expect(again.statusCode).toBe(429);
      expect(again.json().error_code).toBe('over_email_send_rate_limit');
      expect(await mailCount(t.app, email)).toBe(1);
      expect(await follow(linkA)).toMatchObject({ access_token: expect.any(String) });
      expect(await signsIn(email, A)).toBe(true);
      expect(await signsIn(email, B)).toBe(false);
    });

    it('leaves a confirmed account password alone', async () => {
      const user = await createConfirmedUser(t.app, { password: A });
      await pastThrottle(user.email);
      expect((await signUp(t.app, { email: user.email, password: B })).statusCode).toBe(200);
      expect(await signsIn(user.email, A)).toBe(true);
      expect(await signsIn(user.email, B)).toBe(false);
    });

    it('keeps exactly one link and password when two sign-ups race', async () => {
      const email = uniqueEmail('race');
      expect((await signUp(t.app, { email, password: A, role: 'broker' })).statusCode).toBe(200);
      await pastThrottle(email);
      const [b, c] = await Promise.all([
        signUp(t.app, { email, password: B, role: 'broker' }),
        signUp(t.app, { email, password: C, role: 'broker' }),
      ]);
      expect([b.statusCode, c.statusCode].sort()).toEqual([200, 429]);
      const winner = b.statusCode === 200 ? B : C;
      const tokens = await db().execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM one_time_tokens o JOIN users u ON u.id = o.user_id
        WHERE u.email = ${email} AND o.token_type = 'confirmation' AND o.used_at IS NULL`);
      expect(tokens.rows[0]!.n).toBe(1);
      expect(await follow(await linkOf(email))).toMatchObject({ access_token: expect.any(String) });
      expect(await signsIn(email, winner)).toBe(true);
      for (const loser of [A, B, C].filter((p) => p !== winner))
        expect(await signsIn(email, loser)).toBe(false);
    });

    it('stays consistent when the link is followed while another sign-up comes in', async () => {
      for (let i = 0; i < 4; i += 1) {
        const email = uniqueEmail('inflight');
        expect((await signUp(t.app, { email, password: A, role: 'broker' })).statusCode).toBe(200);
        const linkA = await linkOf(email);
        await pastThrottle(email);
        const [followed, again] = await Promise.all([
          follow(linkA),
          signUp(t.app, { email, password: B, role: 'broker' }),
        ]);
        expect(again.statusCode).toBe(200);
        // Whichever came first, the password that works is the one of the link that was followed.
        if (followed.access_token) {
          expect(await signsIn(email, A)).toBe(true);
          expect(await signsIn(email, B)).toBe(false);
        } else {
          expect(followed.error_code).toBe('otp_expired');
          expect(await follow(await linkOf(email))).toMatchObject({ access_token: expect.any(String) });
          expect(await signsIn(email, B)).toBe(true);
          expect(await signsIn(email, A)).toBe(false);
        }
      }
    });
  });

  it('offers trucker and broker only; a broker names their company', async () => {
    for (const role of ['admin', 'dispatcher', undefined]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/auth/v1/signup',
        remoteAddress: freshIp(),
        payload: {
          email: uniqueEmail('x'),
          password: STRONG_PASSWORD,
          data: { first_name: 'A', last_name: 'B', role },
        },
      });
      expect(res.statusCode, String(role)).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    }
    const broker = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      remoteAddress: freshIp(),
      payload: {
        email: uniqueEmail('b'),
        password: STRONG_PASSWORD,
        data: { first_name: 'A', last_name: 'B', role: 'broker' },
      },
    });
    expect(broker.statusCode).toBe(400);
    expect(broker.json().msg).toContain('Company name is required');
  });

  it('refuses short, over-long and common passwords with weak_password and reasons', async () => {
    const cases: [string, string][] = [
      ['short7!', 'length'],
      ['x'.repeat(129), 'length'],
      ['password123', 'pwned'],
      ['Trucking2024', 'pwned'],
    ];
    for (const [password, reason] of cases) {
      const res = await signUp(t.app, { password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json()).toMatchObject({
        code: 422,
        error_code: 'weak_password',
        weak_password: { reasons: [reason] },
      });
    }
    expect((await signUp(t.app, { password: 'x'.repeat(64) + 'Z1' })).statusCode).toBe(200);
  });

  it('refuses a malformed email and a malformed body with GoTrue errors', async () => {
    const res = await signUp(t.app, { email: 'not-an-email' });
    expect(res.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe('bad_json');
  });
});

describe('POST /auth/v1/recover', () => {
  it('answers {} for known and unknown addresses and emails only the known one', async () => {
    const known = await createConfirmedUser(t.app);
    const unknown = uniqueEmail('ghost');
    const a = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: known.email },
      remoteAddress: freshIp(),
    });
    const b = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: unknown },
      remoteAddress: freshIp(),
    });
    expect([a.statusCode, a.json()]).toEqual([200, {}]);
    expect([b.statusCode, b.json()]).toEqual([200, {}]);
    expect((await latestMail(t.app, known.email)).subject).toBe('Reset your HaulClub password');
    expect(await mailCount(t.app, unknown)).toBe(0);
    expect(await auditActions(t, known.id)).toContain('user.recovery_requested');
  });
});

describe('npm run admin:create', () => {
  it('creates an admin from the command line', async () => {
    const email = uniqueEmail('cli');
    const { stdout } = await run(
      'npx',
      ['tsx', 'apps/api/src/cli/admin-create.ts', '--email', email, '--password', STRONG_PASSWORD],
      { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: t.db.url, LOG_LEVEL: 'silent' } },
    );
    expect(stdout).toContain(`created admin ${email}`);
    const signIn = await passwordGrant(t.app, email, STRONG_PASSWORD);
    expect(signIn.json().user.app_metadata.role).toBe('admin');
  });
});

describe('sign-in', () => {
  it('answers the same error for an unknown email and a wrong password, and audits both', async () => {
    const user = await createConfirmedUser(t.app);
    const wrong = await passwordGrant(t.app, user.email, 'Wrong-Password-99');
    const unknown = await passwordGrant(t.app, uniqueEmail('nobody'), 'Wrong-Password-99');
    expect(wrong.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(unknown.json()).toEqual(wrong.json());
    const ok = await passwordGrant(t.app, user.email.toUpperCase(), user.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email: user.email } });
    const actions = await auditActions(t, user.id);
    expect(actions).toEqual(
      expect.arrayContaining([
        'user.signed_up',
        'user.email_confirmed',
        'user.sign_in_failed',
        'user.signed_in',
      ]),
    );
  });
});

describe('roles', () => {
  it('cannot be changed through PUT /auth/v1/user; names can', async () => {
    const user = await createConfirmedUser(t.app, { role: 'trucker' });
    const put = (data: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/auth/v1/user',
        headers: bearer(user.accessToken),
        payload: { data },
      });
    const escalate = await put({ role: 'admin' });
    expect(escalate.statusCode).toBe(400);
    expect(escalate.json().error_code).toBe('validation_failed');
    const renamed = await put({ first_name: 'Renée' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user_metadata).toMatchObject({ first_name: 'Renée', role: 'trucker' });
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user.accessToken) });
    expect(me.json()).toMatchObject({ role: 'trucker', firstName: 'Renée' });
  });

  it('hold one truth in the database: profiles follow users.role and cannot diverge', async () => {
    const user = await createConfirmedUser(t.app, { role: 'trucker' });
    await expect(
      db().execute(sql`UPDATE profiles SET role = 'admin' WHERE user_id = ${user.id}`),
    ).rejects.toMatchObject({ cause: { constraint: 'profiles_user_role_fkey' } });
    await db().execute(sql`UPDATE users SET role = 'broker' WHERE id = ${user.id}`);
    const row = await db().execute<{ role: string }>(
      sql`SELECT role FROM profiles WHERE user_id = ${user.id}`,
    );
    expect(row.rows[0]!.role).toBe('broker');
  });

  it('admin:create creates a confirmed admin or promotes an account, audited', async () => {
    const email = uniqueEmail('boss');
    const created = await createAdmin(db(), t.config.auth.argon2, { email, password: STRONG_PASSWORD });
    expect(created.created).toBe(true);
    const signIn = await passwordGrant(t.app, email, STRONG_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.app_metadata.role).toBe('admin');

    const broker = await createConfirmedUser(t.app, { role: 'broker' });
    const promoted = await createAdmin(db(), t.config.auth.argon2, { email: broker.email });
    expect(promoted).toMatchObject({ created: false, previousRole: 'broker' });
    t.app.auth.sessions.invalidate(); // as if the 5 s cache had lapsed
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(broker.accessToken) });
    expect(me.json().role).toBe('admin');
    expect(await auditActions(t, broker.id)).toEqual(
      expect.arrayContaining(['user.role_changed', 'admin.created']),
    );
  });
});
