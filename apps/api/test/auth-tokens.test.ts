import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  type CryptoKey,
  createRemoteJWKSet,
  decodeProtectedHeader,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
} from 'jose';
import { openPrivateJwk } from '../src/modules/auth/tokens/key-encryption';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp, createConfirmedUser, passwordGrant } from './helpers/auth';

let t: TestApp;
let base: string;
let user: Awaited<ReturnType<typeof createConfirmedUser>>;

beforeAll(async () => {
  t = await createAuthTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  base = `http://127.0.0.1:${address.port}`;
  user = await createConfirmedUser(t.app, { role: 'broker', firstName: 'Bo', lastName: 'Broker' });
});
afterAll(async () => t?.close());

const issuer = () => `${t.config.publicUrl}/auth/v1`;
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

async function activeKey(): Promise<{ kid: string; privateJwk: JWK }> {
  const rows = await t.db.database.db.execute<{ kid: string; private_jwk: string }>(
    sql`SELECT kid, private_jwk FROM signing_keys WHERE status = 'active' ORDER BY created_at DESC LIMIT 1`,
  );
  const { kid, private_jwk: stored } = rows.rows[0]!;
  return { kid, privateJwk: openPrivateJwk(stored, kid, t.config.auth.keyEncryptionKey!) as JWK };
}

/** A token like the server's, with overrides, signed by the server's own key unless another is given. */
async function forge(
  overrides: {
    aud?: string;
    iss?: string;
    exp?: number;
    key?: CryptoKey | Uint8Array;
    alg?: string;
    kid?: string;
  } = {},
) {
  const { kid, privateJwk } = await activeKey();
  const claims = (
    await jwtVerify(user.accessToken, createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`)))
  ).payload;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: overrides.alg ?? 'ES256', kid: overrides.kid ?? kid, typ: 'JWT' })
    .setIssuer(overrides.iss ?? issuer())
    .setAudience(overrides.aud ?? 'authenticated')
    .setIssuedAt(now - 10)
    .setExpirationTime(overrides.exp ?? now + 600)
    .sign(overrides.key ?? ((await importJWK(privateJwk, 'ES256')) as CryptoKey));
}

describe('access tokens', () => {
  it('verify against the published JWKS with the documented claims', async () => {
    const jwks = createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(user.accessToken, jwks, {
      issuer: issuer(),
      audience: 'authenticated',
      algorithms: ['ES256'],
    });
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) });
    expect(payload).toMatchObject({
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      aal: 'aal1',
      session_id: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'], role: 'broker' },
      user_metadata: {
        first_name: 'Bo',
        last_name: 'Broker',
        role: 'broker',
        company_name: 'Lone Star Logistics',
      },
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('let the data API answer GET /api/me', async () => {
    const res = await me(user.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      role: 'broker',
      firstName: 'Bo',
      lastName: 'Broker',
      onboardingComplete: false,
    });
  });

  it('are required: no token or garbage is a 401 problem', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toContain('application/problem+json');
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.json().code).toBe('unauthorized');
    expect((await me('not.a.jwt')).statusCode).toBe(401);
  });

  it('are refused when signed by another key, with alg none or HS256, expired, or for another audience or issuer', async () => {
    expect((await me(await forge())).statusCode).toBe(200); // the forge itself is sound
    const { privateKey } = await generateKeyPair('ES256');
    const header = Buffer.from(
      JSON.stringify({ alg: 'none', typ: 'JWT', kid: (await activeKey()).kid }),
    ).toString('base64url');
    const payload = user.accessToken.split('.')[1];
    const refused = [
      await forge({ key: privateKey }),
      `${header}.${payload}.`,
      await forge({ alg: 'HS256', key: new TextEncoder().encode('a-shared-secret-of-32-characters!') }),
      await forge({ exp: Math.floor(Date.now() / 1000) - 5 }),
      await forge({ aud: 'anon' }),
      await forge({ iss: 'https://evil.example/auth/v1' }),
      await forge({ kid: 'unknown-kid' }),
    ];
    for (const token of refused) {
      const res = await me(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json().code).toBe('unauthorized');
    }
  });

  it('keep verifying after a rotation until their key is retired', async () => {
    const oldKid = decodeProtectedHeader(user.accessToken).kid!;
    const newKid = await t.app.auth.rotateSigningKey();
    const fresh = (await passwordGrant(t.app, user.email, user.password)).json().access_token as string;
    expect(decodeProtectedHeader(fresh).kid).toBe(newKid);
    expect((await me(user.accessToken)).statusCode).toBe(200);
    const jwks = (await t.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' })).json();
    expect(jwks.keys.map((k: JWK) => k.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));
    expect(jwks.keys.every((k: JWK) => k.d === undefined)).toBe(true);

    expect(await t.app.auth.retireSigningKey(oldKid)).toBe(true);
    expect((await me(user.accessToken)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/auth/v1/.well-known/jwks.json' })).json();
    expect(after.keys.map((k: JWK) => k.kid)).toEqual([newKid]);
    const audit = await t.db.database.db.execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE target_type = 'signing_key' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['signing_key.rotated', 'signing_key.retired']);
  });

  it('answer GoTrue errors on /auth/v1/user: 401 no_authorization, 403 bad_jwt', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/auth/v1/user' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(none.json()).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
    const bad = await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer('x.y.z') });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().error_code).toBe('bad_jwt');
  });
});

describe('sessions', () => {
  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: token },
    });
  const logout = (token: string, scope: string) =>
    t.app.inject({ method: 'POST', url: `/auth/v1/logout?scope=${scope}`, headers: bearer(token) });

  it('sign out others, then globally, revoking exactly those sessions', async () => {
    const u = await createConfirmedUser(t.app);
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(async () => (await passwordGrant(t.app, u.email, u.password)).json()),
    );
    expect((await logout(a.access_token, 'others')).statusCode).toBe(204);
    expect((await refresh(b.refresh_token)).json().error_code).toBe('refresh_token_not_found');
    expect((await refresh(c.refresh_token)).json().error_code).toBe('refresh_token_not_found');
    expect((await me(b.access_token)).statusCode).toBe(401);
    const stillA = await refresh(a.refresh_token);
    expect(stillA.statusCode).toBe(200);
    expect((await logout(stillA.json().access_token, 'global')).statusCode).toBe(204);
    expect((await refresh(stillA.json().refresh_token)).json().error_code).toBe('refresh_token_not_found');
    expect((await me(stillA.json().access_token)).statusCode).toBe(401);
    const audit = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'user.signed_out' AND actor_user_id = ${u.id}`,
    );
    expect(audit.rows[0]!.n).toBe(2);
  });

  it('cannot sign out anyone once their own session has ended: 401 session_not_found, nothing revoked', async () => {
    const u = await createConfirmedUser(t.app);
    const [victim, other] = await Promise.all(
      [1, 2].map(async () => (await passwordGrant(t.app, u.email, u.password)).json()),
    );
    // The first session ends (signed out locally); its access token is still unexpired.
    expect((await logout(victim.access_token, 'local')).statusCode).toBe(204);
    const signedOut = async () =>
      (
        await t.db.database.db.execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'user.signed_out' AND actor_user_id = ${u.id}`,
        )
      ).rows[0]!.n;
    const before = await signedOut();
    for (const scope of ['global', 'others', 'local']) {
      const res = await logout(victim.access_token, scope);
      expect(res.statusCode, scope).toBe(401);
      expect(res.json(), scope).toEqual({
        code: 401,
        error_code: 'session_not_found',
        msg: 'Session from session_id claim in JWT does not exist',
      });
    }
    const user = await t.app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: bearer(victim.access_token),
    });
    expect(user.statusCode).toBe(401);
    expect(user.json().error_code).toBe('session_not_found');
    // The other sessions live on, and no sign-out was recorded.
    expect((await me(other.access_token)).statusCode).toBe(200);
    expect((await me(u.accessToken)).statusCode).toBe(200);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    expect(await signedOut()).toBe(before);
  });

  it('end after their absolute lifetime of 30 days', async () => {
    const u = await createConfirmedUser(t.app);
    const days = await t.db.database.db.execute<{ days: number }>(
      sql`SELECT round(extract(epoch FROM not_after - created_at) / 86400)::int AS days FROM sessions WHERE user_id = ${u.id}`,
    );
    expect(days.rows[0]!.days).toBe(30);
    await t.db.database.db.execute(
      sql`UPDATE sessions SET not_after = now() - interval '1 second' WHERE user_id = ${u.id}`,
    );
    t.app.auth.sessions.invalidate(); // as if the 5 s cache had lapsed
    expect((await me(u.accessToken)).statusCode).toBe(401);
    const res = await refresh(u.refreshToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('session_expired');
  });
});
