import type {
  AdminDisputeList,
  AdminDisputeView,
  AdminPayments,
  AdminPayout,
  AdminPayoutList,
  BrokerPayments,
  MoneyLane,
  TruckerEarnings,
} from '@haulclub/shared';

export const LANE: MoneyLane = {
  loadNumber: 12,
  pickup: { city: 'Dallas', state: 'TX' },
  delivery: { city: 'Houston', state: 'TX' },
};
const C1 = 'c0000000-0000-4000-8000-000000000001';
const C2 = 'c0000000-0000-4000-8000-000000000002';

export const emptyBrokerPayments = (): BrokerPayments => ({
  payments: [],
  escrow: [],
  refunds: [],
  payouts: [],
  counts: { payments: 0, escrow: 0, refunds: 0, payouts: 0 },
  limit: 50,
});

export const brokerPaymentsWithMoney = (): BrokerPayments => ({
  payments: [
    {
      id: 'a9000000-0000-4000-8000-000000000002',
      contractId: C1,
      contractNumber: 7,
      lane: LANE,
      attempt: 2,
      amountCents: 123_457,
      status: 'succeeded',
      cardLast4: '4242',
      failureMessage: null,
      createdAt: '2026-11-20T15:00:00.000Z',
      completedAt: '2026-11-20T15:00:01.000Z',
    },
    {
      id: 'a9000000-0000-4000-8000-000000000001',
      contractId: C1,
      contractNumber: 7,
      lane: LANE,
      attempt: 1,
      amountCents: 123_457,
      status: 'declined',
      cardLast4: '0002',
      failureMessage: 'Your card was declined.',
      createdAt: '2026-11-20T14:59:00.000Z',
      completedAt: '2026-11-20T14:59:01.000Z',
    },
  ],
  escrow: [
    {
      contractId: C1,
      contractNumber: 7,
      lane: LANE,
      contractStatus: 'signed',
      escrowStatus: 'held',
      totalCents: 123_457,
      fundedAt: '2026-11-20T15:00:01.000Z',
      releasedAt: null,
      refundedAt: null,
      dispute: 'open',
    },
  ],
  refunds: [
    {
      id: 'd9000000-0000-4000-8000-000000000001',
      contractId: C2,
      contractNumber: 8,
      lane: LANE,
      amountCents: 85_000,
      status: 'succeeded',
      cardLast4: '4242',
      createdAt: '2026-11-21T10:00:00.000Z',
      completedAt: '2026-11-21T10:00:02.000Z',
    },
  ],
  payouts: [],
  counts: { payments: 2, escrow: 1, refunds: 1, payouts: 0 },
  limit: 50,
});

const weeks = (paid: number[]) =>
  paid.map((paidCents, i) => ({
    weekStart: new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10),
    paidCents,
  }));

export const truckerEarnings = (overrides: Partial<TruckerEarnings> = {}): TruckerEarnings => ({
  totals: { paidCents: 98_766, inEscrowCents: 160_000, pendingCents: 55_000 },
  loads: [
    {
      contractId: C1,
      contractNumber: 7,
      lane: LANE,
      contractStatus: 'executed',
      escrowStatus: 'released',
      totalCents: 123_457,
      shareCents: 98_766,
      payoutCents: 98_766,
      payoutStatus: 'paid',
      paidAt: '2026-11-21T10:00:00.000Z',
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ],
  loadCount: 1,
  limit: 50,
  weekly: weeks([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 98_766]),
  ...overrides,
});

export const emptyTruckerEarnings = (): TruckerEarnings =>
  truckerEarnings({
    totals: { paidCents: 0, inEscrowCents: 0, pendingCents: 0 },
    loads: [],
    loadCount: 0,
    weekly: weeks(Array.from({ length: 12 }, () => 0)),
  });

export const adminPayments = (overrides: Partial<AdminPayments> = {}): AdminPayments => ({
  escrow: {
    pending: { count: 1, cents: 50_000 },
    held: { count: 2, cents: 277_700 },
    released: { count: 3, cents: 153_457 },
    refunded: { count: 1, cents: 85_000 },
  },
  ledger: { postedCents: 0, pendingCents: 0, balanced: true, platformRevenueCents: 15_345, differences: [] },
  reconciliation: {
    provider: 'sandbox',
    contractsWithMoney: 5,
    contractsChecked: 5,
    differences: [],
    error: null,
    checkedAt: '2026-11-23T18:00:00.000Z',
  },
  ...overrides,
});

export const failedPayout = (overrides: Partial<AdminPayout> = {}): AdminPayout => ({
  id: 'c9000000-0000-4000-8000-000000000001',
  status: 'failed',
  member: 'trucker',
  amountCents: 98_766,
  attempts: 3,
  lastError: 'Sandbox account cannot receive transfers',
  lastAttemptAt: '2026-11-23T17:00:00.000Z',
  paidAt: null,
  createdAt: '2026-11-23T16:00:00.000Z',
  providerTransferId: null,
  user: {
    id: 'e9000000-0000-4000-8000-000000000001',
    name: 'Ray Holt',
    email: 'ray@x.test',
    readiness: 'ready',
  },
  contract: { id: C1, route: 'Dallas, TX → Houston, TX', totalCents: 123_457 },
  ...overrides,
});

export const payoutList = (items: AdminPayout[]): AdminPayoutList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 50,
  counts: { due: 0, pending: 0, paid: 0, failed: items.filter((p) => p.status === 'failed').length },
});

export const openDispute = (overrides: Partial<AdminDisputeView> = {}): AdminDisputeView => ({
  contractId: C1,
  contractNumber: 7,
  loadId: null,
  loadNumber: 12,
  contractStatus: 'signed',
  escrowStatus: 'held',
  totalCents: 100_000,
  truckerCents: 80_000,
  brokerCents: 10_000,
  platformCents: 10_000,
  broker: { id: 'b9000000-0000-4000-8000-000000000001', name: 'Dana Reyes', companyName: 'Red River' },
  trucker: { id: 'f9000000-0000-4000-8000-000000000001', name: 'Ray Holt', companyName: null },
  reason: 'Two pallets arrived damaged',
  openedAt: '2026-11-23T12:00:00.000Z',
  open: true,
  resolution: null,
  resolvedTruckerCents: null,
  resolvedBrokerCents: null,
  resolvedPlatformCents: null,
  note: null,
  resolvedAt: null,
  resolvedBy: null,
  ...overrides,
});

export const disputeList = (items: AdminDisputeView[]): AdminDisputeList => ({
  items,
  total: items.length,
  open: items.filter((d) => d.open).length,
  page: 1,
  pageSize: 50,
});
