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
    truckTypes: ['Flatbed'],
    equipmentDetails: '40 ft gooseneck',
    timeZone: 'America/Chicago',
    currentLocation: null,
    maxRadius: 300,
    minRatePerMileCents: 250,
    lanes: [
      {
        origin: { kind: 'place', city: 'Dallas', state: 'TX', zip: '75201', label: 'Dallas, TX' },
        destination: { kind: 'place', city: 'Houston', state: 'TX', zip: '77002', label: 'Houston, TX' },
      },
      {
        origin: { kind: 'place', city: 'Fort Worth', state: 'TX', zip: '76102', label: 'Fort Worth, TX' },
        destination: {
          kind: 'place',
          city: 'Oklahoma City',
          state: 'OK',
          zip: '73102',
          label: 'Oklahoma City, OK',
        },
      },
    ],
    preferredLanes: [],
    availability: { days: [0, 1, 2, 3, 4, 5, 6], startMinute: 0, endMinute: 1440 },
    alerts: { threshold: 70, paused: false, quietHours: null, email: 'off' },
    ...overrides,
  });
}
