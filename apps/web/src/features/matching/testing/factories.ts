import type { LoadMatch, MatchesResult, TruckerLoad } from '@haulclub/shared';

import { createBrokerFairness, createLoadLaneRate } from '@/testing/market';

/** Test factories of GET /api/trucker/matches, with overrides. Tests only. */

let sequence = 0;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export function createMatch(overrides: Partial<LoadMatch> = {}): LoadMatch {
  return {
    score: 92,
    eligible: true,
    factors: { deadhead: 0.95, rate: 1, lane: 1, timing: 0.8, fit: 1 },
    reasons: [
      { factor: 'lane', text: 'on your Houston, TX → San Antonio, TX lane', tone: 'good' },
      { factor: 'deadhead', text: '14 mi deadhead', tone: 'good' },
      { factor: 'rate', text: '$3.10/mi, above your $2.75 minimum', tone: 'good' },
      { factor: 'timing', text: 'pickup in 2 h', tone: 'neutral' },
    ],
    ...overrides,
  };
}

export function createMatchedLoad(overrides: Partial<TruckerLoad> = {}): TruckerLoad {
  sequence += 1;
  return {
    id: `7a1d3c5e-2b4f-4a6c-8d0e-${sequence.toString(16).padStart(12, '0')}`,
    number: 1000 + sequence,
    status: 'active',
    pickup: { city: 'Houston', state: 'TX', zip: '77002', lat: 29.76, lng: -95.36 },
    delivery: { city: 'San Antonio', state: 'TX', zip: '78205', lat: 29.42, lng: -98.49 },
    pickupWindowStart: inMinutes(120),
    pickupWindowEnd: inMinutes(240),
    deliveryWindowStart: inMinutes(480),
    deliveryWindowEnd: inMinutes(600),
    equipment: 'Step Deck',
    weightLbs: 18_000,
    lengthFt: 40,
    commodity: 'Steel beams',
    notes: null,
    rateCents: 60_760,
    miles: 196,
    estimatedMiles: 196,
    ratePerMileCents: 310,
    premium: false,
    expiryHours: 2,
    postedAt: inMinutes(-5),
    expiresAt: inMinutes(115),
    broker: {
      id: '00000000-0000-4000-8000-000000000003',
      companyName: 'Lone Star Freight LLC',
      mcNumber: '123456',
    },
    deadheadMiles: 14,
    threadId: null,
    match: createMatch(),
    laneRate: createLoadLaneRate(),
    brokerFairness: createBrokerFairness(),
    earlyAccess: false,
    ...overrides,
  };
}

export function matchesResult(items: TruckerLoad[], overrides: Partial<MatchesResult> = {}): MatchesResult {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 5,
    deadheadOrigin: { label: 'Houston, TX', lat: 29.76, lng: -95.36 },
    profileReady: true,
    ...overrides,
  };
}
