import { RADIUS_MILES, isTruckType, type TruckerProfile } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { findTruckerWithBroker } from '../repository';

/** GET /api/trucker/profile: the signed-in trucker's lane profile (empty until onboarding). */
export async function getTruckerProfile(db: DbExecutor, userId: string): Promise<TruckerProfile> {
  const row = await findTruckerWithBroker(db, userId);
  const t = row?.trucker;
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
    // TODO(lane profile helper): current location, located lanes, availability and alerts from the row.
    currentLocation: null,
    maxRadius: t?.maxRadius ?? RADIUS_MILES.default,
    minRatePerMileCents: t?.minRatePerMileCents ?? null,
    lanes: [],
    preferredLanes: t?.preferredLanes ?? [],
    availability: { days: [0, 1, 2, 3, 4, 5, 6], startMinute: 0, endMinute: 1440 },
    alerts: { threshold: 70, paused: false, quietHours: null, email: 'off' },
  };
}
