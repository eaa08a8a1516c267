import type { FastifyRequest } from 'fastify';
import type { Role } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import type { Principal } from './principal';

/** The request's principal, authenticating it first if no hook has yet (401 when that fails). */
export async function principalOf(request: FastifyRequest): Promise<Principal> {
  return request.principal ?? (await request.server.authenticate(request));
}

/**
 * A hook that lets through signed-in users with one of `roles` (any role
 * when none are given): 401 without a valid session, 403 for another role
 * or for no role yet.
 */
export function requireRole(...roles: Role[]) {
  return async function requireRoleHook(request: FastifyRequest): Promise<void> {
    const principal = await principalOf(request);
    // A principal without a role (not chosen yet) has none of them.
    if (roles.length > 0 && (principal.role === null || !roles.includes(principal.role))) {
      throw new AppError('forbidden', `This is only for ${roles.join(' or ')} accounts.`);
    }
  };
}
