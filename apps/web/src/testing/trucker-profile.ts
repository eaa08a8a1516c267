import { truckerProfile, type TruckerProfile } from '@haulclub/shared';

/** GET /api/trucker/profile of an onboarded trucker based in Fort Worth, with overrides. Tests only. */
export function createTruckerProfile(overrides: Partial<TruckerProfile> = {}): TruckerProfile {
  // Through the schema, so the answer has exactly the fields the client reads (unknown ones drop).
  return truckerProfile.parse({
    userId: '00000000-0000-4000-8000-000000000002',
    brokerId: '00000000-0000-4000-8000-000000000003',
    brokerCompanyName: 'Lone Star Freight LLC',
    companyName: 'Ray Hauling',
    dotNumber: null,
    mcNumber: null,
    phone: null,
    homeBaseCity: 'Fort Worth',
    homeBaseState: 'TX',
    truckType: 'Flatbed',
    equipmentDetails: '40 ft gooseneck',
    maxRadius: 300,
    minRatePerMileCents: 250,
    preferredLanes: ['Dallas, TX → Houston, TX', 'Fort Worth, TX → Oklahoma City, OK'],
    ...overrides,
  });
}
