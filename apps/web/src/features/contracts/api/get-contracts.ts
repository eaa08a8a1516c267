import { contractList, contractSummary, type ContractList, type ContractTab } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { contractKeys } from './contract-keys';

/** GET /api/contracts?tab=: the caller's own contracts in one tab, newest first. */
export const getContractsQueryOptions = (tab: ContractTab) =>
  queryOptions({
    queryKey: contractKeys.list(tab),
    queryFn: ({ signal }) =>
      api.get('/api/contracts', { query: { tab, pageSize: 50 }, schema: contractList, signal }),
  });

export function useContracts(tab: ContractTab) {
  return useQuery(getContractsQueryOptions(tab));
}

/** How many of the caller's contracts are in one tab (a page of one, read for its total). */
export const getContractCountQueryOptions = (tab: ContractTab) =>
  queryOptions({
    queryKey: contractKeys.count(tab),
    queryFn: ({ signal }) =>
      api.get('/api/contracts', { query: { tab, pageSize: 1 }, schema: contractList, signal }),
    select: (list: ContractList) => list.total,
  });

export function useContractCount(tab: ContractTab) {
  return useQuery(getContractCountQueryOptions(tab));
}

/** GET /api/contracts/summary: the four stat cards. */
export const getContractSummaryQueryOptions = () =>
  queryOptions({
    queryKey: contractKeys.summary(),
    queryFn: ({ signal }) => api.get('/api/contracts/summary', { schema: contractSummary, signal }),
  });

export function useContractSummary() {
  return useQuery(getContractSummaryQueryOptions());
}
