import fp from 'fastify-plugin';
import type { onRequestHookHandler } from 'fastify';
import type { Principal, RoutePolicy } from './principal';
import { RouteTable } from './route-table';
import { requireRole } from './require-role';
import { requireOnboarding } from './require-onboarding';

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteTable;
  }
  interface FastifyRequest {
    /** Set once the request is authenticated (by a route policy, requireRole or app.authenticate). */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's access policy: `{}` any signed-in user, `{ roles: [...] }` only those roles;
     * `onboarded: [...]` callers of those roles only once their onboarding is complete.
     */
    auth?: RoutePolicy;
  }
}

/**
 * Registered after security (so a route's rate limit runs before its guard: onRequest hooks run in the
 * order they were added) and before every route: records every route in `app.routeTable` and enforces a
 * route's declared `config.auth` policy with an onRequest guard (401 without
 * a valid token, 403 for another role, 403 `onboarding_required` for a role
 * the policy wants onboarded that is not yet). Authentication itself is
 * `app.authenticate`, decorated by the auth plugin.
 */
export const routePolicyPlugin = fp(
  async (app) => {
    app.decorate('routeTable', new RouteTable());
    app.decorateRequest('principal', null);
    app.addHook('onRoute', (route) => {
      const policy = route.config?.auth;
      app.routeTable.add(route.method, route.url, policy);
      if (!policy) return;
      const guards: onRequestHookHandler[] = [requireRole(...(policy.roles ?? []))];
      if (policy.onboarded?.length) guards.push(requireOnboarding(...policy.onboarded));
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, ...guards];
    });
  },
  { name: 'route-policy', dependencies: ['security'] },
);
