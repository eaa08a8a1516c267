import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthClient, type SupportedStorage } from '@supabase/auth-js';
import { OAuth2Server } from 'oauth2-mock-server';
import type { TestApp } from './helpers/app';
import {
  auditActions,
  bearer,
  createAuthTestApp,
  createConfirmedUser,
  fragmentOf,
  latestMail,
  passwordGrant,
  signUp,
  STRONG_PASSWORD,
  uniqueEmail,
  verifyLinkIn,
} from './helpers/auth';
import { inviteCodeFor } from './helpers/membership';

/** What the mock Google puts in the next ID tokens it signs. */
interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean | string;
  given_name?: string;
  family_name?: string;
  nonce?: string;
}

const CLIENT_ID = 'haulclub-test.apps.googleusercontent.com';
let google: OAuth2Server;
let identity: GoogleIdentity | undefined;
let t: TestApp;
let base: string;

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeTokenSigning', (token) => {
    if (identity) Object.assign(token.payload, identity);
  });
  t = await createAuthTestApp({
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'test-google-secret',
      GOOGLE_ISSUER_URL: google.issuer.url!,
    },
    routes: (app) => {
      app.get('/api/test/trucker-only', { config: { auth: { roles: ['trucker'] } } }, async () => ({
        ok: true,
      }));
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t?.close();
  await google?.stop();
});

let subCounter = 0;
function googleUser(overrides: Partial<GoogleIdentity> = {}): GoogleIdentity {
  subCounter += 1;
  return {
    sub: `10${Date.now()}${subCounter}`,
    email: uniqueEmail('google'),
    email_verified: true,
    given_name: 'Gina',
    family_name: 'Hauler',
    ...overrides,
  };
}

const welcome = () => `${t.config.publicUrl}/welcome`;

/** Our /authorize → the mock's /authorize → the callback URL it sends the browser to (not yet followed). */
async function toCallback(as: GoogleIdentity, query: Record<string, string> = {}): Promise<string> {
  identity = as;
  const params = new URLSearchParams({ provider: 'google', redirect_to: welcome(), ...query });
  const start = await fetch(`${base}/auth/v1/authorize?${params}`, { redirect: 'manual' });
  expect(start.status, await start.clone().text()).toBe(302);
  const atGoogle = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  expect(atGoogle.status).toBe(302);
  const callback = new URL(atGoogle.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(`${t.config.publicUrl}/auth/v1/callback`);
  // PUBLIC_URL is not where the test server listens: send the browser's request to it instead.
  return `${base}${callback.pathname}${callback.search}`;
}

async function followCallback(url: string): Promise<{ status: number; location: string }> {
  const res = await fetch(url, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** The whole implicit flow: returns the final redirect's location. */
async function googleSignIn(as: GoogleIdentity, query: Record<string, string> = {}): Promise<string> {
  const done = await followCallback(await toCallback(as, query));
  expect(done.status).toBe(303);
  return done.location;
}

async function me(token: string) {
  return t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
}

async function chooseRole(token: string, role: string, inviteCode?: string) {
  const payload = { role, ...(inviteCode ? { invite_code: inviteCode } : {}) };
  return t.app.inject({ method: 'POST', url: '/api/me/role', headers: bearer(token), payload });
}

async function usersWithEmail(email: string): Promise<{ id: string; role: string | null }[]> {
  const rows = await t.db.database.db.execute<{ id: string; role: string | null }>(
    sql`SELECT id, role FROM users WHERE email = ${email}`,
  );
  return rows.rows;
}

async function providersOf(userId: string): Promise<string[]> {
  const rows = await t.db.database.db.execute<{ provider: string }>(
    sql`SELECT provider FROM identities WHERE user_id = ${userId} ORDER BY provider`,
  );
  return rows.rows.map((r) => r.provider);
}

function memoryStorage(): SupportedStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function authClient(flowType: 'implicit' | 'pkce') {
  return new AuthClient({
    url: `${base}/auth/v1`,
    autoRefreshToken: false,
    persistSession: false,
    storage: memoryStorage(),
    flowType,
  });
}

describe('Google sign-in (configured)', () => {
  it('reports Google as enabled and redirects /authorize to Google with state, nonce and PKCE', async () => {
    const settings = (await (await fetch(`${base}/auth/v1/settings`)).json()) as {
      external: { google: boolean };
    };
    expect(settings.external.google).toBe(true);
    const config = await t.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.json().googleSignInEnabled).toBe(true);

    const res = await fetch(
      `${base}/auth/v1/authorize?provider=google&redirect_to=${encodeURIComponent(welcome())}`,
      { redirect: 'manual' },
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${google.issuer.url}/authorize`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_ID,
      redirect_uri: `${t.config.publicUrl}/auth/v1/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) {
      expect(to.searchParams.get(p)?.length, p).toBeGreaterThanOrEqual(22);
    }

    const unknown = await fetch(`${base}/auth/v1/authorize?provider=myspace`, { redirect: 'manual' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    const github = await fetch(`${base}/auth/v1/authorize?provider=github`, { redirect: 'manual' });
    expect(await github.json()).toMatchObject({ code: 400, error_code: 'provider_disabled' });
  });

  it('creates a new account with no role, which chooses its role once', async () => {
    const g = googleUser();
    const location = await googleSignIn(g);
    expect(location.startsWith(`${welcome()}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment).toMatchObject({ token_type: 'bearer', expires_in: '3600' });
    expect(fragment.refresh_token!.length).toBeGreaterThanOrEqual(43);
    const token = fragment.access_token!;

    const before = await me(token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      email: g.email,
      role: null,
      firstName: 'Gina',
      lastName: 'Hauler',
      onboardingComplete: false,
    });
    const userId = before.json().id as string;
    expect(await usersWithEmail(g.email)).toEqual([{ id: userId, role: null }]);
    expect(await providersOf(userId)).toEqual(['google']);
    const user = (await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(token) })).json();
    expect(user).toMatchObject({ app_metadata: { provider: 'google', providers: ['google'], role: null } });
    expect(user.email_confirmed_at).toBeTruthy();
    // No role: no role routes.
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/test/trucker-only',
      headers: bearer(token),
    });
    expect(forbidden.statusCode).toBe(403);

    expect((await chooseRole(token, 'admin')).statusCode).toBe(400);
    expect((await chooseRole(token, 'dispatcher')).statusCode).toBe(400);
    // Truckers join by invitation (sent to this account's email).
    expect((await chooseRole(token, 'trucker')).statusCode).toBe(403);
    const chosen = await chooseRole(token, 'trucker', await inviteCodeFor(t.app, g.email));
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({ id: userId, role: 'trucker' });
    const again = await chooseRole(token, 'broker');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');

    expect((await me(token)).json().role).toBe('trucker');
    const profile = await t.db.database.db.execute<{ role: string }>(
      sql`SELECT role FROM profiles WHERE user_id = ${userId}`,
    );
    expect(profile.rows).toEqual([{ role: 'trucker' }]);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/test/trucker-only',
      headers: bearer(token),
    });
    expect(allowed.statusCode).toBe(200);
    expect(await auditActions(t, userId)).toEqual(
      expect.arrayContaining(['user.signed_up', 'user.signed_in', 'user.role_changed']),
    );
  });

  it('requires a signed-in user to choose a role', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/me/role', payload: { role: 'trucker' } });
    expect(res.statusCode).toBe(401);
  });

  it('signs a returning Google user in to the same account', async () => {
    const g = googleUser();
    const first = fragmentOf(await googleSignIn(g));
    const firstId = (await me(first.access_token!)).json().id;
    // Same Google account (sub), even with a changed address at Google.
    const second = fragmentOf(await googleSignIn({ ...g, email: uniqueEmail('renamed') }));
    expect((await me(second.access_token!)).json().id).toBe(firstId);
    expect(await usersWithEmail(g.email)).toHaveLength(1);
  });

  it('links Google to an existing email/password account with the same email', async () => {
    const existing = await createConfirmedUser(t.app, { role: 'broker' });
    const g = googleUser({ email: existing.email.toUpperCase() });
    const fragment = fragmentOf(await googleSignIn(g));
    const who = (await me(fragment.access_token!)).json();
    expect(who).toMatchObject({ id: existing.id, role: 'broker' });
    expect(await usersWithEmail(existing.email)).toHaveLength(1);
    expect(await providersOf(existing.id)).toEqual(['email', 'google']);
    // The password still works, and Google signs in to the same account next time.
    expect((await passwordGrant(t.app, existing.email, STRONG_PASSWORD)).statusCode).toBe(200);
    const next = fragmentOf(await googleSignIn(g));
    expect((await me(next.access_token!)).json().id).toBe(existing.id);
    expect(await auditActions(t, existing.id)).toContain('user.identity_linked');
  });

  it('links to an unconfirmed account by confirming it and dropping the unproven password and links', async () => {
    const email = uniqueEmail('unconfirmed');
    const res = await signUp(t.app, { email, role: 'trucker' });
    expect(res.statusCode).toBe(200);
    const earlierLink = verifyLinkIn((await latestMail(t.app, email)).text);
    const fragment = fragmentOf(await googleSignIn(googleUser({ email })));
    const who = (await me(fragment.access_token!)).json();
    expect(who).toMatchObject({ email, role: 'trucker' });
    const [row] = (
      await t.db.database.db.execute<{ confirmed: boolean; password: string | null }>(
        sql`SELECT email_confirmed_at IS NOT NULL AS confirmed, encrypted_password AS password FROM users WHERE email = ${email}`,
      )
    ).rows;
    expect(row).toEqual({ confirmed: true, password: null });
    expect((await passwordGrant(t.app, email, STRONG_PASSWORD)).json().error_code).toBe(
      'invalid_credentials',
    );
    const followed = await t.app.inject({ method: 'GET', url: earlierLink.pathname + earlierLink.search });
    expect(fragmentOf(followed.headers.location as string)).toMatchObject({ error_code: 'otp_expired' });
  });

  it('refuses an unknown or missing state with 400, and a replayed or expired one with an error redirect', async () => {
    const unknown = await followCallback(`${base}/auth/v1/callback?code=abc&state=not-a-real-state`);
    expect(unknown.status).toBe(400);
    const missing = await fetch(`${base}/auth/v1/callback?code=abc`, { redirect: 'manual' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error_code: 'bad_oauth_callback' });

    // Tampered: a real code with a state that was never issued.
    const real = new URL(await toCallback(googleUser()));
    real.searchParams.set('state', `${real.searchParams.get('state')}x`);
    const tampered = await fetch(real, { redirect: 'manual' });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ code: 400, error_code: 'bad_oauth_state' });

    const url = await toCallback(googleUser());
    expect(fragmentOf((await followCallback(url)).location).access_token).toBeTruthy();
    const replay = await followCallback(url);
    expect(replay.status).toBe(303);
    expect(replay.location.startsWith(welcome())).toBe(true);
    expect(fragmentOf(replay.location)).toMatchObject({
      error_code: 'bad_oauth_state',
      error_description: 'OAuth state has already been used',
    });

    const late = await toCallback(googleUser());
    const state = new URL(late).searchParams.get('state')!;
    await t.db.database.db.execute(
      sql`UPDATE oauth_states SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const expired = await followCallback(late);
    expect(fragmentOf(expired.location)).toMatchObject({
      error_code: 'bad_oauth_state',
      error_description: 'OAuth state has expired',
    });
    expect(state.length).toBeGreaterThan(20);
  });

  it('refuses an unverified Google email and creates no account', async () => {
    for (const verified of [false, 'false']) {
      const g = googleUser({ email_verified: verified });
      const fragment = fragmentOf(await googleSignIn(g));
      expect(fragment).toMatchObject({ error_code: 'provider_email_needs_verification' });
      expect(fragment.access_token).toBeUndefined();
      expect(await usersWithEmail(g.email)).toEqual([]);
    }
  });

  it('refuses an ID token whose nonce does not match', async () => {
    const g = googleUser({ nonce: 'not-the-nonce-we-sent' });
    const fragment = fragmentOf(await googleSignIn(g));
    expect(fragment).toMatchObject({ error_code: 'bad_oauth_callback' });
    expect(await usersWithEmail(g.email)).toEqual([]);
  });

  it('passes access_denied from Google back to redirect_to', async () => {
    google.service.once('beforeAuthorizeRedirect', ({ url }) => {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
      url.searchParams.set('error_description', 'The user denied access');
    });
    const location = await googleSignIn(googleUser());
    expect(location.startsWith(welcome())).toBe(true);
    expect(fragmentOf(location)).toEqual({
      error: 'access_denied',
      error_code: 'access_denied',
      error_description: 'The user denied access',
    });
  });

  it('refuses a suspended account with user_banned', async () => {
    const g = googleUser();
    const first = fragmentOf(await googleSignIn(g));
    const id = (await me(first.access_token!)).json().id;
    await t.db.database.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${id}`);
    expect(fragmentOf(await googleSignIn(g))).toMatchObject({ error_code: 'user_banned' });
  });

  it('ignores a redirect_to outside the allow-list', async () => {
    const location = await googleSignIn(googleUser(), { redirect_to: 'https://evil.example/steal' });
    expect(
      location.startsWith(`${t.config.publicUrl}#`) || location.startsWith(`${t.config.publicUrl}/#`),
    ).toBe(true);
  });

  it('works with auth-js signInWithOAuth in the PKCE flow (?code= exchanged for a session)', async () => {
    const auth = authClient('pkce');
    const { data, error } = await auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: welcome(), skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const start = new URL(data.url!);
    expect(start.searchParams.get('code_challenge_method')).toBe('s256');
    const g = googleUser();
    identity = g;
    const atGoogle = await fetch((await fetch(start, { redirect: 'manual' })).headers.get('location')!, {
      redirect: 'manual',
    });
    const callback = new URL(atGoogle.headers.get('location')!);
    const done = await followCallback(`${base}${callback.pathname}${callback.search}`);
    expect(done.status).toBe(303);
    const landed = new URL(done.location);
    expect(landed.hash).toBe('');
    const code = landed.searchParams.get('code');
    expect(code).toBeTruthy();

    const exchanged = await auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user).toMatchObject({
      email: g.email,
      app_metadata: { provider: 'google', role: null },
    });
    expect((await me(exchanged.data.session!.access_token)).json().role).toBeNull();
    // Single use.
    const twice = await authClient('pkce').exchangeCodeForSession(code!);
    expect(twice.error).not.toBeNull();
  });

  it('works with auth-js signInWithOAuth in the implicit flow', async () => {
    const auth = authClient('implicit');
    const { data } = await auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: welcome(), skipBrowserRedirect: true },
    });
    identity = googleUser();
    const atGoogle = await fetch((await fetch(data.url!, { redirect: 'manual' })).headers.get('location')!, {
      redirect: 'manual',
    });
    const callback = new URL(atGoogle.headers.get('location')!);
    const fragment = fragmentOf(
      (await followCallback(`${base}${callback.pathname}${callback.search}`)).location,
    );
    const session = await auth.setSession({
      access_token: fragment.access_token!,
      refresh_token: fragment.refresh_token!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email).toBe(identity.email);
    expect(session.data.user?.identities?.map((i) => i.provider)).toEqual(['google']);
  });
});

describe('Google sign-in (not configured)', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createAuthTestApp();
  });
  afterAll(async () => plain?.close());

  it('keeps /authorize at 400 provider_disabled and reports Google as disabled', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/auth/v1/authorize?provider=google' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, error_code: 'provider_disabled' });
    const callback = await plain.app.inject({ method: 'GET', url: '/auth/v1/callback?code=a&state=b' });
    expect(callback.json()).toMatchObject({ error_code: 'provider_disabled' });
    const settings = await plain.app.inject({ method: 'GET', url: '/auth/v1/settings' });
    expect(settings.json().external.google).toBe(false);
    const config = await plain.app.inject({ method: 'GET', url: '/api/public-config' });
    expect(config.json().googleSignInEnabled).toBe(false);
  });
});
