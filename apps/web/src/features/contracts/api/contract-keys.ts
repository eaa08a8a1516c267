import type { ContractTab } from '@haulclub/shared';

/** Query keys of the contracts screens; one invalidation of `all` refreshes them all. */
export const contractKeys = {
  all: ['contracts'] as const,
  list: (tab: ContractTab) => ['contracts', 'list', tab] as const,
  count: (tab: ContractTab) => ['contracts', 'count', tab] as const,
  summary: () => ['contracts', 'summary'] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
};
