/** Query keys of the trucker's load alerts. */
export const alertsKeys = {
  all: ['alerts'] as const,
  inbox: () => ['alerts', 'inbox'] as const,
};
