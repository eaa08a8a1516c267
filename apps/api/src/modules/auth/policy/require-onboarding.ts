import type { FastifyRequest } from 'fastify';
import type { Role } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { findProfile } from '../repository/user-repository';
import { principalOf } from './require-role';

export const ONBOARDING_REQUIRED_MESSAGE = 'Complete onboarding first';

/**
 * A hook that refuses (403 `onboarding_required`) callers with one of
 * `roles` whose onboarding is not complete. Onboarding never reverts, so a
 * session state that says complete is trusted; otherwise the profile is read
 * (one primary-key lookup), so finishing onboarding opens the routes at once
 * in every process.
 */
export function requireOnboarding(...roles: Role[]) {
  return async function requireOnboardingHook(request: FastifyRequest): Promise<void> {
    const principal = await principalOf(request);
    if (principal.role === null || !roles.includes(principal.role)) return;
    if (principal.onboardingComplete === true) return; // known from the session's cached state
    const profile = await findProfile(request.server.database.db, principal.userId);
    if (!profile?.onboardingComplete) throw new AppError('onboarding_required', ONBOARDING_REQUIRED_MESSAGE);
  };
}
