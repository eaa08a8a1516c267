import type { MeResponse } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { Principal } from '../policy/principal';
import { findProfile } from '../repository/user-repository';

/** GET /api/me: the principal with their profile. */
export async function getMe(db: DbExecutor, principal: Principal): Promise<MeResponse> {
  const profile = await findProfile(db, principal.userId);
  return {
    id: principal.userId,
    email: principal.email,
    role: principal.role,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    onboardingComplete: profile?.onboardingComplete ?? false,
  };
}
