import type {
  BrokerLoad,
  BrokerLoadList,
  BrokerStatusResponse,
  LoadEstimate,
  LoadSearchResult,
  TruckerLoad,
} from '@haulclub/shared';

import { createBrokerFairness, createLoadLaneRate } from '@/testing/market';

/** Test factories of the load board API's answers, with overrides. Tests only. */

let sequence = 0;
export function nextId(): string {
  sequence += 1;
  return `7a1d3c5e-2b4f-4a6c-8d0e-${sequence.toString(16).padStart(12, '0')}`;
}

export const BROKER_USER_ID = '00000000-0000-4000-8000-000000000003';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export const DALLAS = { city: 'Dallas', state: 'TX', zip: '75201', lat: 32.79, lng: -96.8 };
export const HOUSTON = { city: 'Houston', state: 'TX', zip: '77002', lat: 29.76, lng: -95.36 };

export function createTruckerLoad(overrides: Partial<TruckerLoad> = {}): TruckerLoad {
  sequence += 1;
  return {
    id: nextId(),
    number: 1000 + sequence,
    status: 'active',
    pickup: DALLAS,
    delivery: HOUSTON,
    pickupWindowStart: inMinutes(24 * 60),
    pickupWindowEnd: inMinutes(24 * 60 + 240),
    deliveryWindowStart: inMinutes(24 * 60 + 360),
    deliveryWindowEnd: inMinutes(24 * 60 + 600),
    equipment: 'Flatbed',
    weightLbs: 42_000,
    lengthFt: 48,
    commodity: 'Steel coils',
    notes: 'Tarps required',
    rateCents: 120_000,
    miles: 250,
    estimatedMiles: 270,
    ratePerMileCents: 480,
    premium: false,
    expiryHours: 2,
    postedAt: inMinutes(-10),
    expiresAt: inMinutes(90),
    broker: { id: nextId(), companyName: 'Lone Star Freight LLC', mcNumber: '123456' },
    deadheadMiles: 36,
    threadId: null,
    match: null,
    laneRate: createLoadLaneRate(),
    brokerFairness: createBrokerFairness(),
    earlyAccess: false,
    ...overrides,
  };
}

export function createBrokerLoad(overrides: Partial<BrokerLoad> = {}): BrokerLoad {
  const {
    deadheadMiles: _d,
    threadId: _t,
    match: _m,
    brokerFairness: _f,
    earlyAccess: _e,
    ...load
  } = createTruckerLoad();
  return { ...load, booking: null, cancelledAt: null, cancelReason: null, threadCount: 0, ...overrides };
}

export function createSearchResult(
  items: TruckerLoad[],
  overrides: Partial<LoadSearchResult> = {},
): LoadSearchResult {
  return {
    items,
    total: items.length,
    totalCapped: false,
    page: 1,
    pageSize: 20,
    deadheadOrigin: { label: 'Fort Worth, TX', lat: 32.75, lng: -97.33 },
    ...overrides,
  };
}

export function createLoadList(items: BrokerLoad[], overrides: Partial<BrokerLoadList> = {}): BrokerLoadList {
  return { items, total: items.length, page: 1, pageSize: 25, ...overrides };
}

export function createEstimate(
  estimatedMiles: number,
  laneRate: LoadEstimate['laneRate'] = null,
): LoadEstimate {
  return { pickup: DALLAS, delivery: HOUSTON, estimatedMiles, laneRate };
}

/** GET /api/broker/me for a verified broker (canPost) or one still under review. */
export function createBrokerStatus({ verified }: { verified: boolean }): BrokerStatusResponse {
  return {
    registered: true,
    broker: {
      status: verified ? 'verified' : 'pending',
      companyName: 'Lone Star Freight LLC',
      mcNumber: '123456',
      dotNumber: null,
      address: '100 Main St',
      city: 'Dallas',
      state: 'TX',
      zipCode: '75201',
      phone: null,
      verifiedAt: verified ? '2030-05-01T10:00:00.000Z' : null,
    },
    application: null,
    canPost: verified,
  };
}
