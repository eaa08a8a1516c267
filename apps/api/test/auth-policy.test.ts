import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { ROLES, type Role } from '@haulclub/shared';
import { ownedOr404, principalOf, requireRole } from '../src/modules/auth/index';
import type { TestApp } from './helpers/app';
import {
  bearer,
  createAuthTestApp,
  createConfirmedUser,
  expectRolePoliciesEnforced,
  passwordGrant,
  usersOfEveryRole,
} from './helpers/auth';

let t: TestApp;
let tokens: Record<Role, string>;
let ids: Record<Role, string>;

beforeAll(async () => {
  t = await createAuthTestApp({
    routes: (app) => {
      // Test-only routes until real role routes exist: one per policy style.
      app.get('/api/test/trucker-only', { config: { auth: { roles: ['trucker'] } } }, async () => ({
        ok: true,
      }));
      app.get('/api/test/broker-only', { config: { auth: { roles: ['broker'] } } }, async () => ({
        ok: true,
      }));
      app.get('/api/test/admin-only', { config: { auth: { roles: ['admin'] } } }, async () => ({ ok: true }));
      app.get('/api/test/signed-in', { config: { auth: {} } }, async () => ({ ok: true }));
      app.get('/api/test/broker-hook', { preHandler: requireRole('broker') }, async () => ({ ok: true }));
      app.get<{ Params: { owner: string } }>(
        '/api/test/things/:owner',
        { config: { auth: {} } },
        async (request) => {
          const thing = { id: 't1', ownerId: request.params.owner };
          return ownedOr404(thing, await principalOf(request), (x) => [x.ownerId], 'Thing');
        },
      );
    },
  });
  ({ tokens, ids } = await usersOfEveryRole(t));
});
afterAll(async () => t?.close());

function call(method: string, url: string, token?: string) {
  const concrete = url.replace(/:(\w+)/g, 'x');
  return t.app.inject({ method: method as 'GET', url: concrete, headers: token ? bearer(token) : {} });
}

describe('route policies', () => {
  it('are recorded in the route table, with the public routes left without a policy', () => {
    const table = t.app.routeTable.entries;
    expect(table).toContainEqual({ method: 'GET', url: '/api/me', auth: {} });
    expect(table).toContainEqual({
      method: 'GET',
      url: '/api/test/broker-only',
      auth: { roles: ['broker'] },
    });
    expect(table).toContainEqual({ method: 'POST', url: '/auth/v1/signup', auth: undefined });
    expect(table).toContainEqual({ method: 'GET', url: '/api/health', auth: undefined });
  });

  it('let exactly the declared roles through every role-restricted route, 403 for the others, 401 without a token', async () => {
    expect(await expectRolePoliciesEnforced(t.app, tokens)).toBeGreaterThanOrEqual(3);
  });

  it('let any role through a signed-in route and the requireRole hook works like a policy', async () => {
    for (const role of ROLES)
      expect((await call('GET', '/api/test/signed-in', tokens[role])).statusCode).toBe(200);
    expect((await call('GET', '/api/test/broker-hook', tokens.broker)).statusCode).toBe(200);
    expect((await call('GET', '/api/test/broker-hook', tokens.trucker)).statusCode).toBe(403);
    expect((await call('GET', '/api/test/broker-hook')).statusCode).toBe(401);
  });

  it('answer 404 for another party’s object', async () => {
    expect((await call('GET', `/api/test/things/${ids.trucker}`, tokens.trucker)).statusCode).toBe(200);
    const other = await call('GET', `/api/test/things/${ids.trucker}`, tokens.broker);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('not_found');
  });
});

describe('suspension', () => {
  it('locks a suspended user out of the data API within 5 s and refuses their refresh token', async () => {
    const victim = await createConfirmedUser(t.app, { role: 'trucker' });
    expect((await call('GET', '/api/me', victim.accessToken)).statusCode).toBe(200);
    await t.db.database.db.execute(sql`UPDATE users SET suspended_at = now() WHERE id = ${victim.id}`);
    const started = Date.now();
    await vi.waitFor(
      async () => expect((await call('GET', '/api/me', victim.accessToken)).statusCode).toBe(401),
      { timeout: 5_500, interval: 250 },
    );
    expect(Date.now() - started).toBeLessThanOrEqual(5_500);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: victim.refreshToken },
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error_code).toBe('user_banned');
    const signIn = await passwordGrant(t.app, victim.email, victim.password);
    expect(signIn.json().error_code).toBe('user_banned');
  });
});
