import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ROLES, type Role } from '@haulclub/shared';
import { createAdmin } from '../../src/modules/auth/index';
import { buildApp } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { createTestDatabase, type TestDatabase } from './database';
import { testConfig, type TestApp } from './app';
import { inviteCodeFor } from './membership';

/** Cheap argon2 so sign-ups take milliseconds in tests (production uses the library defaults). */
export const FAST_AUTH_ENV = { AUTH_ARGON2_MEMORY_KIB: '1024', AUTH_ARGON2_TIME_COST: '1' };

/**
 * The real app with fast password hashing. `routes` are registered before
 * the app is ready, e.g. test-only routes that declare a role policy.
 */
export async function createAuthTestApp(
  options: {
    env?: Record<string, string>;
    config?: Partial<AppConfig>;
    routes?: (app: FastifyInstance) => void;
    /** Share a database with another app (a second API process); the caller drops it. */
    db?: TestDatabase;
  } = {},
): Promise<TestApp> {
  const db: TestDatabase = options.db ?? (await createTestDatabase());
  const config = testConfig({ ...FAST_AUTH_ENV, ...options.env }, options.config);
  const app = await buildApp({ config, database: db.database });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      if (!options.db) await db.drop();
    },
  };
}

let counter = 0;
/** A unique address per call (the mailbox filter matches substrings, so keep them distinct). */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}@haulclub.test`;
}

/** A fresh client IP per call, so per-IP rate limits of one test do not bleed into another. */
export function freshIp(): string {
  const n = Math.floor(Math.random() * 250) + 1;
  counter += 1;
  return `10.${(counter >> 8) & 255}.${counter & 255}.${n}`;
}

export const STRONG_PASSWORD = 'Lone-Star-Flatbed-42';

export interface SignUpOptions {
  email?: string;
  password?: string;
  role?: 'trucker' | 'broker';
  firstName?: string;
  lastName?: string;
  companyName?: string;
  /** Truckers need an invitation: by default one is created for the email; null sends no code. */
  inviteCode?: string | null;
}

export async function signUp(app: FastifyInstance, options: SignUpOptions = {}) {
  const role = options.role ?? 'trucker';
  const email = options.email ?? uniqueEmail(role);
  const inviteCode =
    options.inviteCode !== undefined
      ? options.inviteCode
      : role === 'trucker'
        ? await inviteCodeFor(app, email)
        : null;
  return app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    remoteAddress: freshIp(),
    payload: {
      email,
      password: options.password ?? STRONG_PASSWORD,
      data: {
        first_name: options.firstName ?? 'Rita',
        last_name: options.lastName ?? 'Owner',
        role,
        ...(role === 'broker' ? { company_name: options.companyName ?? 'Lone Star Logistics' } : {}),
        ...(inviteCode ? { invite_code: inviteCode } : {}),
      },
    },
  });
}

/** The newest message to `to` in the dev mailbox, with its text. */
export async function latestMail(
  app: FastifyInstance,
  to: string,
): Promise<{ subject: string; text: string }> {
  const list = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  const [first] = list.json().messages as { id: string }[];
  if (!first) throw new Error(`no mail to ${to}`);
  return (await app.inject({ method: 'GET', url: `/api/dev/mailbox/${first.id}` })).json();
}

export async function mailCount(app: FastifyInstance, to: string): Promise<number> {
  const list = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
  return (list.json().messages as unknown[]).length;
}

/** The /auth/v1/verify link in an email, as a path + query (for inject) and a URL. */
export function verifyLinkIn(text: string): URL {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text);
  if (!match) throw new Error(`no verify link in:\n${text}`);
  return new URL(match[0]);
}

export function fragmentOf(location: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URL(location).hash.slice(1)));
}

/** Signs up, confirms through the emailed link and returns the session from the redirect fragment. */
export async function createConfirmedUser(app: FastifyInstance, options: SignUpOptions = {}) {
  const email = options.email ?? uniqueEmail(options.role ?? 'trucker');
  const password = options.password ?? STRONG_PASSWORD;
  const res = await signUp(app, { ...options, email, password });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const link = verifyLinkIn((await latestMail(app, email)).text);
  const verified = await app.inject({
    method: 'GET',
    url: link.pathname + link.search,
    remoteAddress: freshIp(),
  });
  const session = fragmentOf(verified.headers.location as string);
  if (!session.access_token) throw new Error(`verify failed: ${verified.headers.location}`);
  return {
    id: res.json().id as string,
    email,
    password,
    accessToken: session.access_token,
    refreshToken: session.refresh_token as string,
  };
}

export async function passwordGrant(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    remoteAddress: freshIp(),
    payload: { email, password },
  });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Entries of audit_log for a target, oldest first. */
export async function auditActions(t: TestApp, targetId: string): Promise<string[]> {
  const rows = await t.db.database.db.execute<{ action: string }>(
    sql`SELECT action FROM audit_log WHERE target_id = ${targetId} OR actor_user_id::text = ${targetId} ORDER BY id`,
  );
  return rows.rows.map((r) => r.action);
}

/** A signed-in user of every role (admin through admin:create's service), for role sweeps. */
export async function usersOfEveryRole(t: TestApp) {
  const trucker = await createConfirmedUser(t.app, { role: 'trucker' });
  const broker = await createConfirmedUser(t.app, { role: 'broker' });
  const adminEmail = uniqueEmail('admin');
  const admin = await createAdmin(t.db.database.db, t.config.auth.argon2, {
    email: adminEmail,
    password: STRONG_PASSWORD,
  });
  const adminToken = (await passwordGrant(t.app, adminEmail, STRONG_PASSWORD)).json().access_token as string;
  return {
    tokens: { trucker: trucker.accessToken, broker: broker.accessToken, admin: adminToken } as Record<
      Role,
      string
    >,
    ids: { trucker: trucker.id, broker: broker.id, admin: admin.userId } as Record<Role, string>,
  };
}

/**
 * Sweeps every route that declares roles (app.routeTable): 401 without a
 * token, 403 `forbidden` for every other role, and no 401/403 for the
 * declared ones, except 403 `onboarding_required` for a declared role the
 * route wants onboarded (the `tokens` users have not finished onboarding).
 * Path parameters are filled with `param`. Returns how many routes were checked.
 */
export async function expectRolePoliciesEnforced(
  app: FastifyInstance,
  tokens: Record<Role, string>,
  param = '00000000-0000-4000-8000-000000000000',
): Promise<number> {
  const routes = app.routeTable.withRoles();
  for (const route of routes) {
    const url = route.url.replace(/:(\w+)/g, param);
    const call = (token?: string) =>
      app.inject({ method: route.method as 'GET', url, headers: token ? bearer(token) : {} });
    expect((await call()).statusCode, `${route.method} ${route.url} without a token`).toBe(401);
    for (const role of ROLES) {
      const res = await call(tokens[role]);
      if (route.auth.roles.includes(role) && route.auth.onboarded?.includes(role)) {
        expect(res.statusCode, `${role} on ${route.method} ${route.url}`).toBe(403);
        expect(res.json().code).toBe('onboarding_required');
      } else if (route.auth.roles.includes(role)) {
        expect([401, 403], `${role} on ${route.method} ${route.url}`).not.toContain(res.statusCode);
      } else {
        expect(res.statusCode, `${role} on ${route.method} ${route.url}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
  }
  return routes.length;
}
