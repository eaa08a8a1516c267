import {
  DEFAULT_ALERT_THRESHOLD,
  MINUTES_PER_DAY,
  RADIUS_MILES,
  WEEKDAYS,
  isTruckType,
  type TruckerProfile,
} from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { listTruckerLanes } from '../lanes/repository';
import { toAlertSettings, toAvailability, toCurrentLocation, toLane } from '../lanes/views';
import { findTruckerWithBroker } from '../repository';

/** GET /api/trucker/profile: the signed-in trucker's lane profile (empty until onboarding). */
export async function getTruckerProfile(db: DbExecutor, userId: string): Promise<TruckerProfile> {
  const row = await findTruckerWithBroker(db, userId);
  const t = row?.trucker;
  const lanes = t ? await listTruckerLanes(db, userId) : [];
  return {
    userId,
    brokerId: t?.brokerId ?? null,
    brokerCompanyName: row?.brokerCompanyName ?? null,
    companyName: t?.companyName ?? null,
    dotNumber: t?.dotNumber ?? null,
    mcNumber: t?.mcNumber ?? null,
    phone: t?.phone ?? null,
    homeBaseCity: t?.homeBaseCity ?? null,
    homeBaseState: t?.homeBaseState ?? null,
    truckType: t && isTruckType(t.truckType) ? t.truckType : null,
    truckTypes: (t?.truckTypes ?? []).filter(isTruckType),
    equipmentDetails: t?.equipmentDetails ?? null,
    timeZone: t?.timeZone ?? 'America/Chicago',
    currentLocation: t ? toCurrentLocation(t) : null,
    maxRadius: t?.maxRadius ?? RADIUS_MILES.default,
    minRatePerMileCents: t?.minRatePerMileCents ?? null,
    lanes: lanes.map(toLane),
    preferredLanes: t?.preferredLanes ?? [],
    availability: t ? toAvailability(t) : { days: [...WEEKDAYS], startMinute: 0, endMinute: MINUTES_PER_DAY },
    alerts: t
      ? toAlertSettings(t)
      : { threshold: DEFAULT_ALERT_THRESHOLD, paused: false, quietHours: null, email: 'off' },
  };
}
