import {
  brokerApplicationList,
  type brokerApplicationListQuery,
  type BrokerApplicationList,
} from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { z } from 'zod';

import { api } from '@/lib/api-client';

import { adminKeys } from './admin-keys';

/** The list query as sent: every field but the search is given. */
export type ApplicationsQuery = z.output<typeof brokerApplicationListQuery>;

/** GET /api/admin/applications: one page of broker applications, filtered by status and search. */
export function getApplications(
  query: ApplicationsQuery,
  signal?: AbortSignal,
): Promise<BrokerApplicationList> {
  return api.get('/api/admin/applications', {
    query: { ...query },
    schema: brokerApplicationList,
    ...(signal ? { signal } : {}),
  });
}

export const getApplicationsQueryOptions = (query: ApplicationsQuery) =>
  queryOptions({
    queryKey: adminKeys.applicationList(query),
    queryFn: ({ signal }) => getApplications(query, signal),
    placeholderData: keepPreviousData,
  });

export function useApplications(query: ApplicationsQuery) {
  return useQuery(getApplicationsQueryOptions(query));
}
