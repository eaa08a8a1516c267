import type { Role } from '@haulclub/shared';

import { paths } from './paths';

/** Each role's dashboard; no role (yet) means the landing page. */
export function roleHomeHref(role: Role | null | undefined): string {
  switch (role) {
    case 'broker':
      return paths.broker.root.getHref();
    case 'trucker':
      return paths.trucker.root.getHref();
    case 'admin':
      return paths.admin.root.getHref();
    default:
      return paths.home.getHref();
  }
}

/**
 * A `?redirect=` target this app may follow after sign-in: a path on this origin only
 * (no `//host` or `/\host` tricks), never back to the auth pages themselves.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  if (/^\/(auth|login)(\/|\?|$)/.test(target)) return null;
  return target;
}
