import type {
  BrokerFairnessDetail,
  BrokerProfile,
  EquipmentType,
  LaneRateFigures,
  LaneRatesResponse,
} from '@haulclub/shared';

/** Test factories of the market endpoints, with overrides. Tests only. */

export function createFigures(overrides: Partial<LaneRateFigures> = {}): LaneRateFigures {
  return {
    windowDays: 30,
    bookings: 12,
    brokers: 4,
    enoughData: true,
    averageCents: 305,
    medianCents: 300,
    p25Cents: 280,
    p75Cents: 325,
    ...overrides,
  };
}

export const underFloor = (windowDays: 7 | 30 | 90, bookings: number, brokers: number) =>
  createFigures({
    windowDays,
    bookings,
    brokers,
    enoughData: false,
    averageCents: null,
    medianCents: null,
    p25Cents: null,
    p75Cents: null,
  });

type EquipmentRates = LaneRatesResponse['equipment'][number];

export function createEquipmentRates(
  equipment: EquipmentType,
  overrides: Partial<EquipmentRates> = {},
): EquipmentRates {
  return {
    equipment,
    windows: [
      underFloor(7, 3, 2),
      createFigures({ windowDays: 30 }),
      createFigures({ windowDays: 90, bookings: 31, brokers: 6, averageCents: 298 }),
    ],
    history: [
      { weekStart: '2026-10-26', bookings: 4, brokers: 2, averageCents: null, medianCents: null },
      { weekStart: '2026-11-02', bookings: 8, brokers: 3, averageCents: 296, medianCents: 290 },
      { weekStart: '2026-11-09', bookings: 12, brokers: 4, averageCents: 305, medianCents: 300 },
    ],
    ...overrides,
  };
}

export function createLaneRates(overrides: Partial<LaneRatesResponse> = {}): LaneRatesResponse {
  return {
    origin: { market: '752', label: 'Dallas, TX area (752)' },
    destination: { market: '770', label: 'Houston, TX area (770)' },
    equipment: [createEquipmentRates('Flatbed')],
    floor: { minBookings: 7, minBrokers: 3 },
    ...overrides,
  };
}

export function createFairnessDetail(overrides: Partial<BrokerFairnessDetail> = {}): BrokerFairnessDetail {
  return {
    fairness: { badge: 'below_market', enoughData: true, comparedLoads: 3, averageDiffPercent: -17 },
    belowMarketPercent: 15,
    loads: [
      {
        loadId: '5f1d3c5e-2b4f-4a6c-8d0e-000000000001',
        number: 1201,
        equipment: 'Flatbed',
        origin: { market: '752', label: 'Dallas, TX area (752)' },
        destination: { market: '770', label: 'Houston, TX area (770)' },
        postedAt: '2026-11-20T15:00:00.000Z',
        ratePerMileCents: 240,
        laneAverageCents: 310,
        diffPercent: -23,
      },
      {
        loadId: '5f1d3c5e-2b4f-4a6c-8d0e-000000000002',
        number: 1188,
        equipment: 'Dry Van',
        origin: { market: '750', label: 'Dallas, TX area (750)' },
        destination: { market: '787', label: 'Austin, TX area (787)' },
        postedAt: '2026-11-12T15:00:00.000Z',
        ratePerMileCents: 300,
        laneAverageCents: 300,
        diffPercent: 0,
      },
      {
        loadId: '5f1d3c5e-2b4f-4a6c-8d0e-000000000003',
        number: 1175,
        equipment: 'Hotshot',
        origin: { market: '761', label: 'Fort Worth, TX area (761)' },
        destination: { market: '731', label: 'Oklahoma City, OK area (731)' },
        postedAt: '2026-11-02T15:00:00.000Z',
        ratePerMileCents: 352,
        laneAverageCents: 335,
        diffPercent: 5,
      },
    ],
    ...overrides,
  };
}

export function createBrokerProfile(overrides: Partial<BrokerProfile> = {}): BrokerProfile {
  return {
    id: '9b1d3c5e-2b4f-4a6c-8d0e-000000000001',
    companyName: 'Lone Star Freight LLC',
    mcNumber: '123456',
    memberSince: '2026-03-10T12:00:00.000Z',
    verified: true,
    fairness: { badge: 'fair_payer', enoughData: true, comparedLoads: 11, averageDiffPercent: 3 },
    rating: {
      average: 4.6,
      count: 23,
      last30Average: 4.7,
      last30Count: 6,
      previous30Average: 4.5,
      previous30Count: 5,
      change: 0.2,
      distribution: [0, 1, 1, 5, 16],
      weekly: [],
    },
    loadsPosted90Days: 41,
    loadsBooked90Days: 37,
    topLanes: [
      {
        origin: { market: '752', label: 'Dallas, TX area (752)' },
        destination: { market: '770', label: 'Houston, TX area (770)' },
        equipment: 'Flatbed',
        loads: 14,
        averageRatePerMileCents: 318,
        lane: createFigures({ windowDays: 90, bookings: 31, brokers: 6, averageCents: 309 }),
      },
      {
        origin: { market: '752', label: 'Dallas, TX area (752)' },
        destination: { market: '787', label: 'Austin, TX area (787)' },
        equipment: 'Hotshot',
        loads: 2,
        averageRatePerMileCents: 295,
        lane: underFloor(90, 4, 2),
      },
    ],
    ...overrides,
  };
}
