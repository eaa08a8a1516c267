import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../src/modules/demo/index';
import { createTestApp, type TestApp } from './helpers/app';
import { bearer, FAST_AUTH_ENV, passwordGrant } from './helpers/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: FAST_AUTH_ENV });
});
afterAll(async () => t?.close());

describe('demo seed', () => {
  it('creates one admin, two brokers and three truckers who can sign in with the README password', async () => {
    const { created } = await seedDemo(t.db.database.db, t.config.auth.argon2);
    expect(created).toHaveLength(6);
    const roles = DEMO_ACCOUNTS.map((a) => a.role).sort();
    expect(roles).toEqual(['admin', 'broker', 'broker', 'trucker', 'trucker', 'trucker']);
    for (const account of DEMO_ACCOUNTS) {
      const res = await passwordGrant(t.app, account.email, DEMO_PASSWORD);
      expect(res.statusCode, account.email).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: bearer(res.json().access_token),
      });
      expect(me.json()).toMatchObject({
        email: account.email,
        role: account.role,
        firstName: account.firstName,
      });
    }
  });

  it('is idempotent', async () => {
    const { created } = await seedDemo(t.db.database.db, t.config.auth.argon2);
    expect(created).toEqual([]);
    const n = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@haulclub.demo'`,
    );
    expect(n.rows[0]!.n).toBe(6);
  });
});
