import {
  timeZoneOfState,
  type FieldError,
  type LaneProfileData,
  type TruckerProfile,
} from '@haulclub/shared';
import { findPlace } from '../../../lib/places';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import type { Principal } from '../../auth/index';
import type { MembershipDeps } from '../deps';
import { locateLanes } from '../lanes/locate-lane';
import { lockTruckerRow, replaceTruckerLanes, updateTrucker } from '../lanes/repository';
import { getTruckerProfile } from './get-trucker-profile';
import { locateCity } from './complete-trucker-onboarding';

/** Live event on `user:<id>` after the lane profile changed (other tabs refetch it and their matches). */
export const PROFILE_UPDATED_EVENT = 'profile.updated';

/** Every place of the input located, or one 400 naming each field that could not be. */
function locateProfile(input: LaneProfileData) {
  const errors: FieldError[] = [];
  const home = locateCity(input.homeBaseCity, input.homeBaseState);
  if (!home) {
    errors.push({
      field: 'homeBaseCity',
      message: `No city named ${input.homeBaseCity} in ${input.homeBaseState}`,
    });
  }
  const current = input.currentLocation ? findPlace(input.currentLocation.place) : null;
  if (input.currentLocation && !current) {
    errors.push({
      field: 'currentLocation.place',
      message: `We could not find "${input.currentLocation.place}". Enter "City, ST" or a 5-digit ZIP code`,
    });
  }
  const lanes = locateLanes(input.lanes);
  errors.push(...lanes.errors);
  if (errors.length > 0 || !home) throw AppError.validation(errors);
  return { home, current, lanes: lanes.lanes };
}

/**
 * PUT /api/trucker/profile: replaces the signed-in trucker's lane profile (home base, current
 * location, equipment, radius, minimum rate, located lanes, availability, alert settings) in one
 * transaction under a lock on the trucker's row. Legacy unlocated lanes are dropped: the trucker
 * has seen them on the page and re-entered what they wanted.
 */
export async function updateLaneProfile(
  deps: MembershipDeps,
  principal: Principal,
  input: LaneProfileData,
  ctx: RequestContext,
): Promise<TruckerProfile> {
  const { home, current, lanes } = locateProfile(input);
  const userId = principal.userId;
  return deps.db.transaction(async (tx) => {
    const trucker = await lockTruckerRow(tx, userId);
    if (!trucker) throw new AppError('onboarding_required', 'Complete onboarding first');
    const [truckType] = input.truckTypes;
    await updateTrucker(tx, userId, {
      homeBaseCity: input.homeBaseCity,
      homeBaseState: input.homeBaseState,
      homeBaseLat: home.lat,
      homeBaseLng: home.lng,
      timeZone: timeZoneOfState(input.homeBaseState),
      currentCity: current?.city ?? null,
      currentState: current?.state ?? null,
      currentZip: current?.zip ?? null,
      currentLat: current?.lat ?? null,
      currentLng: current?.lng ?? null,
      currentAvailableFrom:
        current && input.currentLocation ? new Date(input.currentLocation.availableFrom) : null,
      truckType: truckType ?? null,
      truckTypes: input.truckTypes,
      equipmentDetails: input.equipmentDetails ?? null,
      maxRadius: input.maxRadius,
      minRatePerMileCents: input.minRatePerMileCents,
      preferredLanes: [],
      availableDays: input.availability.days,
      availableStartMinute: input.availability.startMinute,
      availableEndMinute: input.availability.endMinute,
      alertThreshold: input.alerts.threshold,
      alertsPaused: input.alerts.paused,
      quietStartMinute: input.alerts.quietHours?.startMinute ?? null,
      quietEndMinute: input.alerts.quietHours?.endMinute ?? null,
      alertEmail: input.alerts.email,
    });
    await replaceTruckerLanes(tx, userId, lanes);
    await recordAudit(tx, {
      action: 'trucker.profile_updated',
      actorUserId: userId,
      targetType: 'user',
      targetId: userId,
      ...ctx,
      data: { truckTypes: input.truckTypes, lanes: lanes.length, currentLocation: current !== null },
    });
    await deps.live.publish(`user:${userId}`, PROFILE_UPDATED_EVENT, {}, tx);
    return getTruckerProfile(tx, userId);
  });
}
