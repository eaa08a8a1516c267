import type { MeResponse, Role } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { Principal } from '../policy/principal';
import { findProfile, type ProfileRow } from '../repository/user-repository';

/** The /api/me view of a user and their profile (a missing profile reads as empty). */
export function toMeResponse(
  user: { id: string; email: string; role: Role | null },
  profile: ProfileRow | undefined,
): MeResponse {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    onboardingComplete: profile?.onboardingComplete ?? false,
  };
}

/** GET /api/me: the principal with their profile. */
export async function getMe(db: DbExecutor, principal: Principal): Promise<MeResponse> {
  const profile = await findProfile(db, principal.userId);
  return toMeResponse({ id: principal.userId, email: principal.email, role: principal.role }, profile);
}
