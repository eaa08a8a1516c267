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

  it('gives Dana a verified brokerage, Marcus a pending application and Dana two onboarded truckers', async () => {
    const login = async (email: string) =>
      bearer((await passwordGrant(t.app, email, DEMO_PASSWORD)).json().access_token as string);
    const dana = await t.app.inject({
      method: 'GET',
      url: '/api/broker/me',
      headers: await login('dana.broker@haulclub.demo'),
    });
    expect(dana.json()).toMatchObject({ canPost: true, broker: { status: 'verified', mcNumber: '123456' } });
    const marcus = await t.app.inject({
      method: 'GET',
      url: '/api/broker/me',
      headers: await login('marcus.broker@haulclub.demo'),
    });
    expect(marcus.json()).toMatchObject({ canPost: false, application: { status: 'pending' } });
    const ray = await t.app.inject({
      method: 'GET',
      url: '/api/trucker/profile',
      headers: await login('ray.trucker@haulclub.demo'),
    });
    expect(ray.json()).toMatchObject({
      brokerCompanyName: 'Lone Star Freight Brokerage LLC',
      truckType: 'Flatbed',
    });
    const rows = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM truckers t JOIN users u ON u.id = t.broker_id WHERE u.email = 'dana.broker@haulclub.demo'`,
    );
    expect(rows.rows[0]!.n).toBe(3);
  });

  it('is idempotent', async () => {
    const { created } = await seedDemo(t.db.database.db, t.config.auth.argon2);
    expect(created).toEqual([]);
    const n = await t.db.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@haulclub.demo'`,
    );
    expect(n.rows[0]!.n).toBe(6);
    const counts = await t.db.database.db.execute<{ b: number; a: number; t: number; i: number }>(sql`
      SELECT (SELECT count(*)::int FROM brokers) AS b, (SELECT count(*)::int FROM broker_applications) AS a,
        (SELECT count(*)::int FROM truckers) AS t, (SELECT count(*)::int FROM invitations) AS i`);
    expect(counts.rows[0]).toEqual({ b: 2, a: 2, t: 3, i: 3 });
  });
});
