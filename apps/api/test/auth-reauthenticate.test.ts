import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthClient, type SupportedStorage } from '@supabase/auth-js';
import type { TestApp } from './helpers/app';
import {
  bearer,
  createAuthTestApp,
  createConfirmedUser,
  fragmentOf,
  freshIp,
  latestMail,
  mailCount,
  passwordGrant,
  verifyLinkIn,
} from './helpers/auth';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createAuthTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => t?.close());

const db = () => t.db.database.db;
const NEW_PASSWORD = 'Brand-New-Reefer-77';

function memoryStorage(): SupportedStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

/** An auth-js client holding `session`, as the web app would. */
async function clientWith(session: { access_token: string; refresh_token: string }) {
  const auth = new AuthClient({
    url: `${base}/auth/v1`,
    autoRefreshToken: false,
    persistSession: false,
    storage: memoryStorage(),
  });
  const set = await auth.setSession(session);
  expect(set.error).toBeNull();
  return auth;
}

/** A user whose every session signed in 11 minutes ago (e.g. a stolen, still valid access token). */
async function staleUser() {
  const user = await createConfirmedUser(t.app, { role: 'broker' });
  await db().execute(
    sql`UPDATE sessions SET created_at = now() - interval '11 minutes' WHERE user_id = ${user.id}`,
  );
  return user;
}

const putPassword = (token: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/auth/v1/user', headers: bearer(token), payload: body });
const reauthenticate = (token: string, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({ method, url: '/auth/v1/reauthenticate', headers: bearer(token), remoteAddress: freshIp() });
const signsIn = async (email: string, password: string) =>
  (await passwordGrant(t.app, email, password)).statusCode === 200;

async function emailedCode(email: string): Promise<string> {
  const mail = await latestMail(t.app, email);
  expect(mail.subject).toBe('Your HaulClub verification code');
  const match = /^(\d{6})$/m.exec(mail.text);
  if (!match) throw new Error(`no code in:\n${mail.text}`);
  return match[1]!;
}

const pastThrottle = (email: string) =>
  db().execute(
    sql`UPDATE email_send_throttle SET last_sent_at = now() - interval '2 minutes' WHERE email = ${email}`,
  );

describe('PUT /auth/v1/user with a new password', () => {
  it('refuses a session that signed in over 10 minutes ago without a code, changing nothing', async () => {
    const user = await staleUser();
    const other = (await passwordGrant(t.app, user.email, user.password)).json();
    const res = await putPassword(user.accessToken, { password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, error_code: 'reauthentication_needed' });
    expect(res.json().msg).toMatch(/code/);
    expect(await signsIn(user.email, user.password)).toBe(true);
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(false);
    // The owner's other session was not signed out.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other.access_token) });
    expect(me.statusCode).toBe(200);
  });

  it('lets a sign-in of the last 10 minutes change it without a code', async () => {
    const user = await createConfirmedUser(t.app);
    const res = await putPassword(user.accessToken, { password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('counts the recovery link as a recent sign-in', async () => {
    const user = await staleUser();
    await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: user.email },
      remoteAddress: freshIp(),
    });
    const link = verifyLinkIn((await latestMail(t.app, user.email)).text);
    const followed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    const session = fragmentOf(followed.headers.location as string);
    expect(session.type).toBe('recovery');
    const res = await putPassword(session.access_token!, { password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
  });
});

describe('the reauthentication code (GoTrue nonce)', () => {
  it('works through auth-js: reauthenticate() emails a code, updateUser({ password, nonce }) uses it once', async () => {
    const user = await staleUser();
    const auth = await clientWith({ access_token: user.accessToken, refresh_token: user.refreshToken });

    const needed = await auth.updateUser({ password: NEW_PASSWORD });
    expect(needed.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });

    expect(await auth.reauthenticate()).toEqual({ data: { user: null, session: null }, error: null });
    const code = await emailedCode(user.email);
    const changed = await auth.updateUser({ password: NEW_PASSWORD, nonce: code });
    expect(changed.error).toBeNull();
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(user.email, user.password)).toBe(false);

    // Single use: the same code does not change it again.
    const again = await auth.updateUser({ password: 'Third-Password-Lowboy-9', nonce: code });
    expect(again.error).toMatchObject({ status: 403, code: 'reauthentication_not_valid' });
    expect(await signsIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('is stored hashed, expires, and a newer code voids the older one', async () => {
    const user = await staleUser();
    expect((await reauthenticate(user.accessToken, 'POST')).statusCode).toBe(200);
    const first = await emailedCode(user.email);
    const stored = await db().execute<{ token_hash: string; minutes: number }>(sql`
      SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
      FROM one_time_tokens WHERE user_id = ${user.id} AND token_type = 'reauthentication'`);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.token_hash).not.toContain(first);
    expect(stored.rows[0]!.minutes).toBe(10);

    await pastThrottle(user.email);
    expect((await reauthenticate(user.accessToken)).statusCode).toBe(200);
    const second = await emailedCode(user.email);
    if (second !== first) {
      const old = await putPassword(user.accessToken, { password: NEW_PASSWORD, nonce: first });
      expect(old.json().error_code).toBe('reauthentication_not_valid');
    }
    await db().execute(
      sql`UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id} AND token_type = 'reauthentication'`,
    );
    const expired = await putPassword(user.accessToken, { password: NEW_PASSWORD, nonce: second });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error_code).toBe('reauthentication_not_valid');
    expect(await signsIn(user.email, user.password)).toBe(true);
  });

  it('dies after 5 wrong guesses, even for the right code afterwards', async () => {
    const user = await staleUser();
    expect((await reauthenticate(user.accessToken)).statusCode).toBe(200);
    const code = await emailedCode(user.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const guesses = await Promise.all(
      [1, 2, 3, 4, 5].map(() => putPassword(user.accessToken, { password: NEW_PASSWORD, nonce: wrong })),
    );
    for (const g of guesses)
      expect(g.json()).toMatchObject({ code: 403, error_code: 'reauthentication_not_valid' });
    const right = await putPassword(user.accessToken, { password: NEW_PASSWORD, nonce: code });
    expect(right.statusCode).toBe(403);
    expect(await signsIn(user.email, user.password)).toBe(true);
  });

  it('is sent at most once a minute, and only to a signed-in user with a live session', async () => {
    const user = await staleUser();
    expect((await reauthenticate(user.accessToken)).statusCode).toBe(200);
    const again = await reauthenticate(user.accessToken);
    expect(again.statusCode).toBe(429);
    expect(again.json().error_code).toBe('over_email_send_rate_limit');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailCount(t.app, user.email)).toBe(2); // the confirmation and one code

    const none = await t.app.inject({ method: 'GET', url: '/auth/v1/reauthenticate' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error_code).toBe('no_authorization');
    await t.app.inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=local',
      headers: bearer(user.accessToken),
    });
    const ended = await reauthenticate(user.accessToken);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error_code).toBe('session_not_found');
  });
});
