import type { AdminDisputesQuery, AdminPayoutListQuery } from '@haulclub/shared';

/** Query keys of the money screens; one invalidation of `all` refreshes them all. */
export const moneyKeys = {
  all: ['money'] as const,
  brokerPayments: () => ['money', 'broker-payments'] as const,
  truckerEarnings: () => ['money', 'trucker-earnings'] as const,
  adminPayments: () => ['money', 'admin-payments'] as const,
  adminPayouts: (query: AdminPayoutListQuery) => ['money', 'admin-payouts', query] as const,
  adminDisputes: (query: Partial<AdminDisputesQuery>) => ['money', 'admin-disputes', query] as const,
};
