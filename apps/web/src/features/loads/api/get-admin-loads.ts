import { brokerLoadList, type adminLoadsQuery, type BrokerLoadList } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';

import { api } from '@/lib/api-client';

import { loadsKeys } from './loads-keys';

export type AdminLoadsQuery = z.output<typeof adminLoadsQuery>;

/** GET /api/admin/loads: every broker's loads, by status, broker and a search (HC number, city, commodity). */
export function getAdminLoads(query: AdminLoadsQuery, signal?: AbortSignal): Promise<BrokerLoadList> {
  return api.get('/api/admin/loads', {
    query: { ...query },
    schema: brokerLoadList,
    ...(signal ? { signal } : {}),
  });
}

export const getAdminLoadsQueryOptions = (query: AdminLoadsQuery) =>
  queryOptions({
    queryKey: loadsKeys.adminList(query),
    queryFn: ({ signal }) => getAdminLoads(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminLoads(query: AdminLoadsQuery) {
  return useQuery(getAdminLoadsQueryOptions(query));
}
