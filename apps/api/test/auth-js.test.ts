import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthClient, type SupportedStorage } from '@supabase/auth-js';
import type { TestApp } from './helpers/app';
import {
  createAuthTestApp,
  fragmentOf,
  latestMail,
  STRONG_PASSWORD,
  uniqueEmail,
  verifyLinkIn,
} from './helpers/auth';
import { inviteCodeFor } from './helpers/membership';

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

function memoryStorage(): SupportedStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function client(flowType: 'implicit' | 'pkce' = 'implicit') {
  return new AuthClient({
    url: `${base}/auth/v1`,
    autoRefreshToken: false,
    persistSession: false,
    storage: memoryStorage(),
    flowType,
  });
}

/** Follows the emailed verify link (rewritten to the listening server) without following the redirect. */
async function followLink(to: string): Promise<string> {
  const link = verifyLinkIn((await latestMail(t.app, to)).text);
  const res = await fetch(`${base}${link.pathname}${link.search}`, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

const signUpData = { first_name: 'Rita', last_name: 'Owner', role: 'trucker' };

/** Trucker sign-up metadata with an invitation code for `email` (truckers join by invitation). */
async function truckerData(email: string) {
  return { ...signUpData, invite_code: await inviteCodeFor(t.app, email) };
}

describe('auth-js against /auth/v1', () => {
  it('signs up, confirms by email link, signs in, refreshes, replays and signs out', async () => {
    const auth = client();
    const email = uniqueEmail('flow');

    const signUp = await auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: await truckerData(email) },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user).toMatchObject({
      email,
      aud: 'authenticated',
      user_metadata: { first_name: 'Rita', role: 'trucker' },
      app_metadata: { provider: 'email', role: 'trucker' },
    });

    const early = await auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(early.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    const location = await followLink(email);
    expect(location.startsWith(t.config.publicUrl)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment).toMatchObject({ token_type: 'bearer', expires_in: '3600', type: 'signup' });
    // The link is single use.
    const reused = verifyLinkIn((await latestMail(t.app, email)).text);
    const again = await fetch(`${base}${reused.pathname}${reused.search}`, { redirect: 'manual' });
    expect(fragmentOf(again.headers.get('location')!)).toMatchObject({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });

    // The implicit-flow tokens from the fragment make a working session.
    const fromLink = await auth.setSession({
      access_token: fragment.access_token!,
      refresh_token: fragment.refresh_token!,
    });
    expect(fromLink.error).toBeNull();
    expect(fromLink.data.user?.email_confirmed_at).toBeTruthy();

    const wrong = await auth.signInWithPassword({ email, password: 'not-the-password-1' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const signIn = await auth.signInWithPassword({ email, password: STRONG_PASSWORD });
    expect(signIn.error).toBeNull();
    const first = signIn.data.session!;
    expect(first.expires_in).toBe(3600);
    expect(first.refresh_token.length).toBeGreaterThanOrEqual(43);

    const user = await auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(signUp.data.user!.id);

    const claims = await auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims).toMatchObject({ sub: user.data.user!.id, email, aud: 'authenticated' });

    const refreshed = await auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // Replaying the rotated token within the reuse interval answers the current token.
    const replay = await client().refreshSession({ refresh_token: first.refresh_token });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(second.refresh_token);

    // Ten seconds later the same replay means theft: the whole session is revoked.
    await t.db.database.db.execute(
      sql`UPDATE refresh_tokens SET revoked_at = revoked_at - interval '11 seconds' WHERE revoked_at IS NOT NULL`,
    );
    const late = await client().refreshSession({ refresh_token: first.refresh_token });
    expect(late.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const after = await client().refreshSession({ refresh_token: second.refresh_token });
    expect(after.error).toMatchObject({ code: 'refresh_token_not_found' });

    // A new sign-in, then sign out: the refresh token is dead afterwards.
    const third = (await auth.signInWithPassword({ email, password: STRONG_PASSWORD })).data.session!;
    expect((await auth.signOut({ scope: 'local' })).error).toBeNull();
    const dead = await client().refreshSession({ refresh_token: third.refresh_token });
    expect(dead.error).toMatchObject({ code: 'refresh_token_not_found' });
    const gone = await client().getUser(third.access_token);
    expect(gone.error).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  it('supports the PKCE flow: the link answers ?code= and the client exchanges it', async () => {
    const auth = client('pkce');
    const email = uniqueEmail('pkce');
    const signUp = await auth.signUp({
      email,
      password: STRONG_PASSWORD,
      options: { data: await truckerData(email) },
    });
    expect(signUp.error).toBeNull();
    const location = new URL(await followLink(email));
    const code = location.searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await auth.exchangeCodeForSession(code!);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    // Single use.
    const twice = await client('pkce').exchangeCodeForSession(code!);
    expect(twice.error).not.toBeNull();
  });

  it('recovers a password: the link signs in with type=recovery, updateUser sets a new password and ends other sessions', async () => {
    const auth = client();
    const email = uniqueEmail('recover');
    await auth.signUp({ email, password: STRONG_PASSWORD, options: { data: await truckerData(email) } });
    await followLink(email);
    const elsewhere = (await client().signInWithPassword({ email, password: STRONG_PASSWORD })).data.session!;

    const recover = await auth.resetPasswordForEmail(email);
    expect(recover).toEqual({ data: {}, error: null });
    const fragment = fragmentOf(await followLink(email));
    expect(fragment.type).toBe('recovery');
    await auth.setSession({ access_token: fragment.access_token!, refresh_token: fragment.refresh_token! });

    const weak = await auth.updateUser({ password: 'password123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['pwned'] });

    const changed = await auth.updateUser({ password: 'Brand-New-Reefer-77' });
    expect(changed.error).toBeNull();
    expect((await client().signInWithPassword({ email, password: STRONG_PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await client().signInWithPassword({ email, password: 'Brand-New-Reefer-77' })).error).toBeNull();
    const other = await client().refreshSession({ refresh_token: elsewhere.refresh_token });
    expect(other.error).toMatchObject({ code: 'refresh_token_not_found' });
    // The recovery session itself survives.
    expect((await auth.refreshSession()).error).toBeNull();
  });

  it('reads settings and refuses a disabled OAuth provider with a GoTrue error', async () => {
    const settings = await (await fetch(`${base}/auth/v1/settings`)).json();
    expect(settings).toMatchObject({ external: { email: true, google: false }, mailer_autoconfirm: false });
    const res = await fetch(`${base}/auth/v1/authorize?provider=google`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 400, error_code: 'provider_disabled' });
  });
});
