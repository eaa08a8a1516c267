import { sql } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { createTestDatabase, type TestDatabase } from './helpers/database';
import {
  bearer,
  createAuthTestApp,
  createConfirmedUser,
  freshIp,
  passwordGrant,
  usersOfEveryRole,
} from './helpers/auth';
import { SESSIONS_CHANNEL } from '../src/modules/auth/repository/session-repository';
import { SIGNING_KEYS_CHANNEL } from '../src/modules/auth/repository/signing-key-repository';

// Two API processes on one database: `a` and `b` each have their own token and session caches and their
// own LISTEN connection, as two workers of `npm start` do. What one of them revokes, the other must refuse
// as soon as the change notification reaches it, however recently it cached the token and the session.
let db: TestDatabase;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  db = await createTestDatabase();
  a = await createAuthTestApp({ db });
  b = await createAuthTestApp({ db });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await db?.drop();
});

const me = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token), remoteAddress: freshIp() });

/** Resolves when `t` has received a NOTIFY on `channel` (its own handlers, registered first, have run). */
async function notified(t: TestApp, channel: string, payload?: string): Promise<() => Promise<void>> {
  let stop: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    void t.app.listener
      .listen(channel, (p) => {
        if (payload === undefined || p === payload) resolve();
      })
      .then((s) => (stop = s));
  });
  await new Promise((r) => setImmediate(r));
  return async () => {
    await arrived;
    stop();
  };
}

describe('cached tokens and sessions across processes', () => {
  it('keep answering from the caches: one verified token and one session state per caller', async () => {
    const user = await createConfirmedUser(a.app);
    expect((await me(b, user.accessToken)).statusCode).toBe(200);
    const cachedTokens = b.app.auth.tokens.size;
    const cachedSessions = b.app.auth.sessions.size;
    for (let i = 0; i < 5; i++) expect((await me(b, user.accessToken)).statusCode).toBe(200);
    expect(b.app.auth.tokens.size).toBe(cachedTokens);
    expect(b.app.auth.sessions.size).toBe(cachedSessions);
    expect(cachedTokens).toBeGreaterThan(0);
  });

  it('refuse a token in every process once its session signs out in one', async () => {
    const user = await createConfirmedUser(a.app);
    expect((await me(b, user.accessToken)).statusCode).toBe(200); // b has cached token and session
    const arrived = await notified(b, SESSIONS_CHANNEL, user.id);
    const out = await a.app.inject({
      method: 'POST',
      url: '/auth/v1/logout',
      headers: bearer(user.accessToken),
      remoteAddress: freshIp(),
    });
    expect(out.statusCode).toBe(204);
    await arrived();
    const refused = await me(b, user.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Your session has ended. Sign in again.');
    expect((await me(a, user.accessToken)).statusCode).toBe(401);
  });

  it('sign-out forgets only that user: another caller keeps their cached session', async () => {
    const leaving = await createConfirmedUser(a.app);
    const staying = await createConfirmedUser(a.app);
    expect((await me(b, leaving.accessToken)).statusCode).toBe(200);
    expect((await me(b, staying.accessToken)).statusCode).toBe(200);
    const sessionsBefore = b.app.auth.sessions.size;
    const arrived = await notified(b, SESSIONS_CHANNEL, leaving.id);
    await a.app.inject({ method: 'POST', url: '/auth/v1/logout', headers: bearer(leaving.accessToken) });
    await arrived();
    expect(b.app.auth.sessions.size).toBe(sessionsBefore - 1);
    expect((await me(b, staying.accessToken)).statusCode).toBe(200);
  });

  it('refuse a suspended user in every process at once, and keep refusing after reinstatement', async () => {
    const { tokens } = await usersOfEveryRole(a);
    const user = await createConfirmedUser(a.app, { role: 'broker' });
    expect((await me(b, user.accessToken)).statusCode).toBe(200);
    const arrived = await notified(b, SESSIONS_CHANNEL, user.id);
    const suspended = await a.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/suspend`,
      headers: bearer(tokens.admin),
      payload: { reason: 'Double brokering' },
    });
    expect(suspended.statusCode).toBe(200);
    await arrived();
    expect((await me(b, user.accessToken)).statusCode).toBe(401);

    const reinstated = await a.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reinstate`,
      headers: bearer(tokens.admin),
    });
    expect(reinstated.statusCode).toBe(200);
    // The suspension revoked the session: the old token stays refused; a new sign-in works everywhere.
    expect((await me(b, user.accessToken)).statusCode).toBe(401);
    const again = (await passwordGrant(a.app, user.email, user.password)).json().access_token as string;
    expect((await me(b, again)).statusCode).toBe(200);
  });

  it('refuse the tokens of a signing key retired in another process', async () => {
    const user = await createConfirmedUser(a.app);
    const oldKid = decodeProtectedHeader(user.accessToken).kid!;
    expect((await me(b, user.accessToken)).statusCode).toBe(200); // b has verified and cached the token
    let arrived = await notified(b, SIGNING_KEYS_CHANNEL);
    await a.app.auth.rotateSigningKey();
    await arrived();
    const fresh = (await passwordGrant(a.app, user.email, user.password)).json().access_token as string;
    expect((await me(b, user.accessToken)).statusCode).toBe(200); // rotation alone: old tokens still verify
    expect((await me(b, fresh)).statusCode).toBe(200);

    arrived = await notified(b, SIGNING_KEYS_CHANNEL);
    expect(await a.app.auth.retireSigningKey(oldKid)).toBe(true);
    await arrived();
    const refused = await me(b, user.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Your sign-in is invalid or has expired. Sign in again.');
    expect((await me(b, fresh)).statusCode).toBe(200);
  });

  it('trust no cached session while the LISTEN connection is down, and forget them all on reconnect', async () => {
    const user = await createConfirmedUser(a.app);
    expect((await me(b, user.accessToken)).statusCode).toBe(200);
    // A revocation whose notification never comes (as if sent while b's LISTEN connection was down).
    await db.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now(), revoked_reason = 'test' WHERE user_id = ${user.id}`,
    );
    expect((await me(b, user.accessToken)).statusCode).toBe(200); // cached: nothing told b
    await db.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = 'haulclub-listener' AND datname = current_database()`,
    );
    // From the moment b sees its listener gone until long after it is back, the session is read afresh.
    await expect.poll(() => b.app.listener.connected, { timeout: 10_000 }).toBe(false);
    expect((await me(b, user.accessToken)).statusCode).toBe(401);
    await expect.poll(() => b.app.listener.connected, { timeout: 10_000 }).toBe(true);
    expect((await me(b, user.accessToken)).statusCode).toBe(401);
  });
});
