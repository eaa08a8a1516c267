import { contractView } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { contractKeys } from './contract-keys';

/** GET /api/contracts/:id */
export const getContractQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get(`/api/contracts/${encodeURIComponent(id)}`, { schema: contractView, signal }),
    retry: false,
  });

export function useContract(id: string) {
  return useQuery(getContractQueryOptions(id));
}
