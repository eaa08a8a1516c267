import zipcodes from 'zipcodes';
import { timeZoneOfState, type MeResponse, type TruckerOnboardingData } from '@haulclub/shared';
import { recordAudit, type RequestContext } from '../../audit/index';
import { findProfile, lockUser, toMeResponse, type Principal } from '../../auth/index';
import { AppError } from '../../../lib/errors';
import type { MembershipDeps } from '../deps';
import { locateLanes } from '../lanes/locate-lane';
import { replaceTruckerLanes } from '../lanes/repository';
import { markOnboardingComplete, upsertTruckerProfile } from '../repository';

/** Coordinates of a US city (offline ZIP data), for deadhead miles; null when the city is unknown. */
export function locateCity(city: string, state: string): { lat: number; lng: number } | null {
  const [match] = zipcodes.lookupByName(city, state);
  return match ? { lat: match.latitude, lng: match.longitude } : null;
}

/**
 * POST /api/onboarding/trucker: both steps of trucker onboarding, checked by
 * the same schema as the form. Stores the lane profile (home base and lanes
 * located offline; a lane that cannot be located is a 400 on its field) and
 * marks onboarding complete.
 */
export async function completeTruckerOnboarding(
  deps: MembershipDeps,
  principal: Principal,
  input: TruckerOnboardingData,
  ctx: RequestContext,
): Promise<MeResponse> {
  const home = locateCity(input.homeBaseCity, input.homeBaseState);
  const lanes = locateLanes(input.lanes);
  if (lanes.errors.length > 0) throw AppError.validation(lanes.errors);
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, principal.userId);
    if (!user) throw new AppError('unauthorized', 'Your session has ended. Sign in again.');
    await upsertTruckerProfile(tx, principal.userId, {
      companyName: input.companyName,
      phone: input.phone ?? null,
      dotNumber: input.dotNumber ?? null,
      mcNumber: input.mcNumber ?? null,
      homeBaseCity: input.homeBaseCity,
      homeBaseState: input.homeBaseState,
      homeBaseLat: home?.lat ?? null,
      homeBaseLng: home?.lng ?? null,
      timeZone: timeZoneOfState(input.homeBaseState),
      truckType: input.truckType,
      truckTypes: [input.truckType],
      equipmentDetails: input.equipmentDetails ?? null,
      maxRadius: input.maxRadius,
      minRatePerMileCents: input.minRatePerMileCents,
      preferredLanes: [],
    });
    await replaceTruckerLanes(tx, principal.userId, lanes.lanes);
    await markOnboardingComplete(tx, principal.userId);
    await recordAudit(tx, {
      action: 'onboarding.completed',
      actorUserId: principal.userId,
      targetType: 'user',
      targetId: principal.userId,
      ...ctx,
      data: { role: 'trucker' },
    });
    return toMeResponse(user, await findProfile(tx, principal.userId));
  });
}
