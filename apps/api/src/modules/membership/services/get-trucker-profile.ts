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
    equipmentDetails: t?.equipmentDetails ?? null,
    maxRadius: t?.maxRadius ?? RADIUS_MILES.default,
    minRatePerMileCents: t?.minRatePerMileCents ?? null,
    preferredLanes: t?.preferredLanes ?? [],
  };
}
