import { DEFAULT_CONTRACT_TERMS, type ContractList, type ContractView } from '@haulclub/shared';

/** A pending contract as its trucker sees it (Ray, hauling for Dana). */
export function createContract(overrides: Partial<ContractView> = {}): ContractView {
  return {
    id: 'c0000000-0000-4000-8000-0000000000c1',
    number: 7,
    bookingId: 'b0000000-0000-4000-8000-000000000001',
    status: 'pending',
    escrowStatus: 'pending',
    yourParty: 'trucker',
    yourShareCents: 200_000,
    totalCents: 250_000,
    truckerCents: 200_000,
    brokerCents: 25_000,
    platformCents: 25_000,
    terms: { ...DEFAULT_CONTRACT_TERMS },
    termsFrozenAt: null,
    signatures: [],
    signedAt: null,
    executedAt: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: '2026-03-02T12:00:00.000Z',
    load: {
      id: 'a0000000-0000-4000-8000-000000000001',
      number: 1042,
      pickup: { city: 'Dallas', state: 'TX', zip: '75201' },
      delivery: { city: 'Houston', state: 'TX', zip: '77002' },
      pickupWindowStart: '2026-03-03T14:00:00.000Z',
      pickupWindowEnd: '2026-03-03T17:00:00.000Z',
      deliveryWindowStart: '2026-03-03T22:00:00.000Z',
      deliveryWindowEnd: '2026-03-04T01:00:00.000Z',
      miles: 240,
      equipment: 'Flatbed',
      weightLbs: 42_000,
      commodity: 'Steel coils',
    },
    commitment: null,
    broker: {
      id: 'd0000000-0000-4000-8000-000000000001',
      name: 'Dana Whitfield',
      companyName: 'Lone Star Freight',
    },
    trucker: {
      id: 'e0000000-0000-4000-8000-000000000001',
      name: 'Ray Delgado',
      companyName: 'Delgado Hauling',
    },
    escrow: {
      tonuFeeCents: 15_000,
      fundedAt: null,
      releasedAt: null,
      refundedAt: null,
      pickedUpAt: null,
      deliveredAt: null,
      releaseDueAt: null,
      dispute: null,
      paymentProcessing: false,
    },
    ...overrides,
  };
}

export const contractList = (items: ContractView[]): ContractList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
});

/**
 * A signed, funded contract of a locked freight future (F-12, no load) as its trucker sees it:
 * $2.50/mi × 400 mi = $1,000.00, running from `startDate` for 30 days.
 */
export function createFuturesContract(
  overrides: Partial<ContractView> = {},
  startDate = '2026-03-03',
): ContractView {
  return createContract({
    id: 'c0000000-0000-4000-8000-0000000000f1',
    number: 9,
    bookingId: null,
    status: 'signed',
    escrowStatus: 'held',
    yourShareCents: 80_000,
    totalCents: 100_000,
    truckerCents: 80_000,
    brokerCents: 10_000,
    platformCents: 10_000,
    signedAt: '2026-03-02T12:40:00.000Z',
    signatures: [
      { party: 'trucker', fullName: 'Ray Delgado', signedAt: '2026-03-02T12:30:00.000Z', termsSha256: 'ab' },
      {
        party: 'broker',
        fullName: 'Dana Whitfield',
        signedAt: '2026-03-02T12:40:00.000Z',
        termsSha256: 'ab',
      },
    ],
    load: null,
    commitment: {
      kind: 'freight_future',
      id: 'f0000000-0000-4000-8000-0000000000f1',
      number: 12,
      laneFrom: 'Dallas, TX',
      laneTo: 'Houston, TX',
      laneMiles: 239,
      truckType: 'reefer',
      ratePerMileCents: 250,
      miles: 400,
      startDate,
      endDate: '2026-04-02',
    },
    escrow: {
      tonuFeeCents: 15_000,
      fundedAt: '2026-03-02T13:00:00.000Z',
      releasedAt: null,
      refundedAt: null,
      pickedUpAt: null,
      deliveredAt: null,
      releaseDueAt: null,
      dispute: null,
      paymentProcessing: false,
    },
    ...overrides,
  });
}
