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
