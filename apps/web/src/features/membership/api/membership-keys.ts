/** Query keys of the membership screens. */
export const membershipKeys = {
  all: ['membership'] as const,
  brokerStatus: () => ['membership', 'broker-status'] as const,
  brokerTruckers: () => ['membership', 'broker-truckers'] as const,
  /** Shared with the sign-up form's lookup (features/auth): the same endpoint, one cache entry. */
};
